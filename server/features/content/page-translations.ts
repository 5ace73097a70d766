/**
 * A page's text in another language (docs/product.md §3): staff save or remove it whole; visitors
 * reading in that language get it, others the original. Audited like an edit of the page.
 */
import { CONTENT_MESSAGES as M, type StaffPage } from '../../../common/content';
import { idOrNotFound } from '../../lib/ids';
import { markdownToSafeHtml } from '../../lib/markdown';
import { parseFields } from '../../lib/parse-fields';
import { translationLanguage } from '../translations/translations.service';
import { type ContentServiceDeps, get, PAGE_SUBJECT } from './content.shared';
import { pageTranslationSchema } from './content.schema';

/** PUT /api/staff/content/{id}/translations/{language} {title, metaDescription, contentMarkdown} */
export async function savePageTranslation(
  deps: ContentServiceDeps,
  idInput: unknown,
  languageInput: unknown,
  input: unknown,
  actorId: number,
): Promise<StaffPage> {
  const id = idOrNotFound(idInput, M.pageNotFound);
  const language = translationLanguage(languageInput);
  const fields = parseFields(pageTranslationSchema, input, M.invalidForm);
  await get(deps, id);
  await deps.translations.save(
    PAGE_SUBJECT,
    id,
    language,
    // Sanitized like the original: the HTML is what visitors get, the Markdown what the editor shows.
    { ...fields, content: markdownToSafeHtml(fields.contentMarkdown) },
    actorId,
  );
  await deps.audit.record({ action: 'content.translate', actorId, detail: { pageId: id, language } });
  return get(deps, id);
}

/** DELETE /api/staff/content/{id}/translations/{language}: readers of that language get the original. */
export async function removePageTranslation(
  deps: ContentServiceDeps,
  idInput: unknown,
  languageInput: unknown,
  actorId: number,
): Promise<StaffPage> {
  const id = idOrNotFound(idInput, M.pageNotFound);
  const language = translationLanguage(languageInput);
  await get(deps, id);
  if (await deps.translations.remove(PAGE_SUBJECT, id, language))
    await deps.audit.record({ action: 'content.untranslate', actorId, detail: { pageId: id, language } });
  return get(deps, id);
}
