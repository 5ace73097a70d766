/** Interviews: staff propose times, the candidate chooses one, both calendars follow. */
import type { Feature } from '../../compose';
import { jobTimeZone, pickTimeZone } from '../../lib/time-zones';
import { createInterviewMails } from './interview-mails';
import { createInterviewsRepository } from './interviews.repository';
import { interviewsRoutes } from './interviews.routes';
import { createInterviewsService, INTERVIEW_CLOSED_STATUSES, type InterviewsService } from './interviews.service';

export interface InterviewsServices {
  interviews: InterviewsService;
}

export const interviewsFeature: Feature<InterviewsServices> = {
  name: 'interviews',
  services(ctx, s) {
    const { config, db, clock, audit, mailQueued } = ctx;
    const interviews = createInterviewsService({
      db,
      repo: createInterviewsRepository(db),
      mails: createInterviewMails({ mailTemplates: s.mailTemplates, site: ctx.site }),
      clock,
      audit,
      application: async (id) => (await s.applicationsRepo.findById(id)) ?? null,
      moveToInterview: async (applicationId, actorId) => {
        await s.applications.setStatus({ id: applicationId, status: 'Interview' }, actorId);
      },
      jobTimeZone: async (applicationId) => {
        const application = await s.applicationsRepo.findById(applicationId);
        const job = application ? await s.jobsRepo.findJob(application.jobOrderId) : undefined;
        return pickTimeZone(config.defaultTimeZone, job ? jobTimeZone(job) : null);
      },
      mailQueued,
    });
    // A decided application keeps no open interview (a withdrawal cancels the booked meeting too).
    s.applications.afterStatusChange(async (change, trx) => {
      if (!INTERVIEW_CLOSED_STATUSES.includes(change.to)) return;
      if ((await interviews.closeForApplication(trx, change.application.id, change.actorId)) > 0) return mailQueued;
    });
    return { interviews };
  },
  routes: (r) => [interviewsRoutes(r)],
};
