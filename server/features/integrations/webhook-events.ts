/**
 * Which changes become webhook events, and what each carries: ids and states only (an endpoint
 * reads the rest through the API it is allowed), never answers to self-identification.
 */
import type { Db } from '../../db';
import type { DocumentDone, DocumentHook } from '../documents/document-completion';
import type { AfterSubmit } from '../jobs/application-events';
import type { ApplicationsService } from '../jobs/applications.service';
import type { WebhooksService } from './webhooks.service';

const iso = (ms: number) => new Date(ms).toISOString();

export function installWebhookEvents(
  webhooks: WebhooksService,
  deps: {
    jobs: {
      afterSubmit(hook: AfterSubmit): void;
      afterClose(hook: (jobOrderId: number) => Promise<void>): void;
    };
    applications: ApplicationsService;
    documents: {
      afterCompleted(hook: DocumentHook): void;
      afterCountersigned(hook: DocumentHook): void;
    };
    db: Db;
  },
): void {
  deps.jobs.afterSubmit(async (trx, a) => {
    await webhooks.publish(trx, 'application.created', {
      applicationId: a.applicationId,
      candidateId: a.candidateId,
      jobOrderId: a.jobOrderId,
      status: a.status,
      source: a.source,
      appliedAt: iso(a.appliedAt),
    });
    // Delivered by the next poll if this runs before the commit.
    webhooks.nudge();
  });
  deps.applications.afterStatusChange(async (change, trx) => {
    await webhooks.publish(trx, 'application.status_changed', {
      applicationId: change.application.id,
      candidateId: change.application.userId,
      jobOrderId: change.application.jobOrderId,
      from: change.from,
      to: change.to,
    });
    return () => webhooks.nudge();
  });
  const documentData = (d: DocumentDone) => ({
    documentId: d.documentId,
    candidateId: d.candidateId,
    templateId: d.templateId,
    title: d.formTitle,
    method: d.method,
    at: iso(d.at),
  });
  deps.documents.afterCompleted(async (done, trx) => {
    await webhooks.publish(trx ?? deps.db, 'document.completed', documentData(done));
    webhooks.nudge();
  });
  deps.documents.afterCountersigned(async (done, trx) => {
    await webhooks.publish(trx ?? deps.db, 'document.countersigned', documentData(done));
    webhooks.nudge();
  });
  // The job's row is already written: its event follows in a statement of its own.
  deps.jobs.afterClose(async (jobOrderId) => {
    await webhooks.publish(deps.db, 'job.closed', { jobOrderId });
    webhooks.nudge();
  });
}
