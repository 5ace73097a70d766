/**
 * The onboarding workflow for staff (/admin/documents): templates with marked fields, packets,
 * assignment with a due date and one mail per candidate, the status board, review, rejection,
 * cancellation and extension. It composes the documents service and knows nothing of HTTP.
 * Each use case is a function of its own file; this binds them to the service's deps. The state
 * rules they share are in onboarding.shared.ts and staff-changes.ts.
 */
import type { RequestInfo } from '../../lib/request-info';
import { approveDocument } from './approve-document';
import { assignDocuments } from './assign-documents';
import { cancelDocument } from './cancel-document';
import { createCountersignReminders } from './countersign-reminders';
import { awaitingEmployer, countersignUrl } from './countersignatures';
import { createCredentials } from './credentials';
import { createDocumentRecords } from './document-records';
import { extendDocument } from './extend-document';
import type { OnboardingDeps, OnboardingServiceDeps } from './onboarding.shared';
import { createPacket, listPackets } from './packets';
import { rejectDocument } from './reject-document';
import { reminderSchedule, runDueReminders, setReminderSchedule } from './reminder-schedule';
import { createReminders } from './reminders';
import { remindMany, remindOne } from './remind-candidates';
import { reviewDocument, signedPdf } from './review-document';
import { staffChanges } from './staff-changes';
import { statusBoard } from './status-board';
import { listTemplates, previewTemplate, showTemplate } from './templates';
import { reorderTemplates, updateTemplate } from './update-template';
import { removeTemplateTranslation, saveTemplateTranslation } from './template-translations';
import { createCredentialTemplate, uploadTemplate } from './upload-template';

export type { OnboardingServiceDeps } from './onboarding.shared';

export function createOnboardingService(serviceDeps: OnboardingServiceDeps) {
  const { db, repo, documents, storage, files, clock, site } = serviceDeps;
  const deps: OnboardingDeps = {
    ...serviceDeps,
    reminders: createReminders({ db, clock, site, mailQueued: serviceDeps.mailQueued }),
    countersignReminders: createCountersignReminders({ db, clock, site }),
    credentials: createCredentials({
      db,
      documents,
      openAssignments: repo.openAssignments,
      storage,
      files,
      clock,
      site,
      mailQueued: serviceDeps.mailQueued,
    }),
    changeByStaff: staffChanges({ db, repo, documents }),
  };

  return {
    /** Documents as the REST API lists them (see document-records.ts). */
    ...createDocumentRecords({ repo, clock }),
    runDueReminders: () => runDueReminders(deps),
    awaitingEmployer: () => awaitingEmployer(deps),
    countersignUrl: (idInput: unknown, staff: { id: number; ghost?: boolean }, returnUrl: unknown, info: RequestInfo) =>
      countersignUrl(deps, idInput, staff, returnUrl, info),
    /** The candidate's credential upload (see credentials.ts). */
    credentials: deps.credentials,
    createCredentialTemplate: (body: unknown, actorId: number) => createCredentialTemplate(deps, body, actorId),
    approve: (idInput: unknown, actorId: number) => approveDocument(deps, idInput, actorId),
    reminderSchedule: () => reminderSchedule(deps),
    setReminderSchedule: (body: unknown) => setReminderSchedule(deps, body),
    remind: (idInput: unknown, actorId: number) => remindOne(deps, idInput, actorId),
    remindMany: (body: unknown, actorId: number) => remindMany(deps, body, actorId),
    templates: () => listTemplates(deps),
    template: (idInput: unknown) => showTemplate(deps, idInput),
    uploadTemplate: (bytes: Uint8Array | undefined, body: unknown, actorId: number) =>
      uploadTemplate(deps, bytes, body, actorId),
    updateTemplate: (idInput: unknown, body: unknown) => updateTemplate(deps, idInput, body),
    /** A credential template's instructions in another language (docs/architecture.md §9.9). */
    saveTemplateTranslation: (idInput: unknown, language: unknown, body: unknown, actorId: number) =>
      saveTemplateTranslation(deps, idInput, language, body, actorId),
    removeTemplateTranslation: (idInput: unknown, language: unknown, actorId: number) =>
      removeTemplateTranslation(deps, idInput, language, actorId),
    reorderTemplates: (body: unknown) => reorderTemplates(deps, body),
    previewTemplate: (idInput: unknown, staffId: number) => previewTemplate(deps, idInput, staffId),
    packets: () => listPackets(deps),
    createPacket: (body: unknown) => createPacket(deps, body),
    assign: (body: unknown, actorId: number | null) => assignDocuments(deps, body, actorId),
    board: (query: unknown, viewer: { i9: boolean }) => statusBoard(deps, query, viewer),
    review: (idInput: unknown) => reviewDocument(deps, idInput),
    signedPdf: (idInput: unknown) => signedPdf(deps, idInput),
    reject: (idInput: unknown, body: unknown, actorId: number) => rejectDocument(deps, idInput, body, actorId),
    cancel: (idInput: unknown, actorId: number) => cancelDocument(deps, idInput, actorId),
    extend: (idInput: unknown, body: unknown, actorId: number) => extendDocument(deps, idInput, body, actorId),
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
