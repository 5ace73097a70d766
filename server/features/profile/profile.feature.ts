/** The candidate's profile: the candidate record, résumés, and the privacy export and deletion. */
import type { Feature } from '../../compose';
import { candidatesGraphql } from './candidates.graphql';
import { createCandidatesRepository } from './candidates.repository';
import { candidatesRoutes } from './candidates.routes';
import { type CandidatesService, createCandidatesService } from './candidates.service';
import { privacyParts } from './privacy-parts';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService, type PrivacyService } from './privacy.service';
import { createResumeRepository } from './resume.repository';
import { resumeRoutes } from './resume.routes';
import { createResumeService, type ResumeService } from './resume.service';

export interface ProfileServices {
  candidates: CandidatesService;
  resume: ResumeService;
  privacy: PrivacyService;
}

export const profileFeature: Feature<ProfileServices> = {
  name: 'profile',
  services(ctx, s) {
    const { db, clock, audit, logger, storage, files, site, mailQueued } = ctx;
    // The candidate record is read by the job search (home ZIP, work type) and recommends from it.
    const candidates = createCandidatesService({
      repo: createCandidatesRepository(db),
      clock,
      audit,
      accounts: s.auth,
      jobs: () => s.jobs,
    });
    const resume = createResumeService({
      repo: createResumeRepository(db),
      storage,
      files,
      rateLimiter: ctx.rateLimiter,
      clock,
      audit,
      candidates,
    });
    const privacy = createPrivacyService({
      db,
      clock,
      audit,
      logger,
      storage,
      site,
      recipient: async (userId) => {
        const user = await s.auth.sessionUser(userId);
        return user
          ? { email: user.email, firstName: user.firstName, preferredLanguage: user.preferredLanguage }
          : null;
      },
      mailQueued,
      checkPassword: (userId, password) => s.auth.checkPassword(userId, password),
      retained: {
        accountsDeletedBefore: (cutoff) => s.auth.deletedAccountsBefore(cutoff),
        async purge(userId, trx) {
          const keys = await s.documents.eraseAll(userId, trx);
          await audit.eraseFor(userId, trx);
          await s.auth.removeDeletedAccount(userId, trx);
          return keys;
        },
      },
      parts: privacyParts(s),
    });
    return { candidates, resume, privacy };
  },
  routes: (r) => [candidatesRoutes(r), resumeRoutes(r), privacyRoutes(r)],
  graphql: (s) => [candidatesGraphql(s.candidates)],
};
