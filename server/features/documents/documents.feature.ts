/** The candidate's onboarding documents: reading, signing, uploading signed copies, consent to sign online. */
import { DEFAULT_LANGUAGE } from '../../../common/i18n';
import type { Feature } from '../../compose';
import { documentsGraphql } from './documents.graphql';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentsService, type DocumentsService } from './documents.service';
import { createEsignConsent, type EsignConsent } from './esign-consent';
import { esignConsentRoutes } from './esign-consent.routes';

export interface DocumentsServices {
  documents: DocumentsService;
  esignConsent: EsignConsent;
}

export const documentsFeature: Feature<DocumentsServices> = {
  name: 'documents',
  services({ db, storage, files, clock, audit }, s) {
    const documents = createDocumentsService({
      repo: createDocumentsRepository(db),
      storage,
      files,
      esign: s.esign.provider,
      clock,
      audit,
      profile: (userId) => s.auth.sessionUser(userId),
      translatedInstructions: async (templateIds, language) => {
        const rows = templateIds.map((id) => ({ id, instructions: '' }));
        const read = await s.translations.overlay(
          'document-template',
          rows,
          { id: (r) => r.id, fields: ['instructions'] },
          language,
        );
        return new Map(read.filter((r) => r.language !== DEFAULT_LANGUAGE).map((r) => [r.id, r.instructions]));
      },
      templateTranslations: async (templateId) =>
        (await s.translations.read('document-template', [templateId])).get(String(templateId)) ?? {},
    });
    return { documents, esignConsent: createEsignConsent({ db, esign: s.esign.provider, documents, clock, audit }) };
  },
  routes: (r) => [documentsRoutes(r), esignConsentRoutes(r)],
  graphql: (s) => [documentsGraphql(s.documents)],
};
