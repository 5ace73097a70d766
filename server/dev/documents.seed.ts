/** The demo candidate's onboarding pack (docs/architecture.md §4), generated with pdf-lib. */
import { buildFormPdf, DEMO_PACK } from './demo-pack';
import type { DocumentsService } from '../features/documents/documents.service';

export async function seedDemoDocuments(documents: DocumentsService, userId: number): Promise<void> {
  for (const item of DEMO_PACK) {
    // An uploaded copy waits for staff review; the handbook asks to be acknowledged.
    const template = await documents.createTemplate({
      pdf: await buildFormPdf(item.spec),
      delivery: item.delivery,
      acknowledge: item.spec.signatureType === 'INFO',
    });
    await documents.assign({
      userId,
      templateId: template.id,
      delivery: item.delivery,
      displayLevel: item.displayLevel,
    });
  }
}
