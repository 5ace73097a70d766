/** Staff create a credential template: a title and instructions, no PDF. */
import { z } from 'zod';
import { CREDENTIAL_MESSAGES as M, CREDENTIAL_SIGNATURE_TYPE, INSTRUCTIONS_MAX } from '../../../common/credentials';
import { parseFields } from '../staff/staff.schema';
import type { CredentialsDeps } from './credentials.shared';
import { nextDisplayLevel } from './onboarding.repository';
import { templateSettingsSchema } from './onboarding.schema';

const credentialTemplateSchema = z.object({
  formTitle: templateSettingsSchema.shape.formTitle,
  instructions: z
    .string()
    .trim()
    .max(INSTRUCTIONS_MAX, { error: () => M.instructionsTooLong })
    .default(''),
  // Left out: after every other template.
  displayLevel: templateSettingsSchema.shape.displayLevel.optional(),
});

/** POST /api/staff/credential-templates: a title and instructions; the instructions live in its keywords. */
export async function storeCredentialTemplate(deps: CredentialsDeps, body: unknown, actorId: number): Promise<number> {
  const { db, clock } = deps;
  const input = parseFields(credentialTemplateSchema, body, M.invalid);
  const { id } = await db
    .insertInto('documentTemplate')
    .values({
      formTitle: input.formTitle,
      signatureType: CREDENTIAL_SIGNATURE_TYPE,
      keywords: JSON.stringify({ FormTitle: input.formTitle, Instructions: input.instructions }),
      // No PDF: the candidate provides the file.
      storageKey: '',
      sha256: '',
      pageCount: 0,
      createdAt: clock(),
      delivery: 'electronic',
      displayLevel: input.displayLevel ?? (await nextDisplayLevel(db)),
      kind: 'credential',
      fields: '[]',
      createdBy: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
