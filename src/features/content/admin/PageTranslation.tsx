/** A content page's text in another language, beside its English original (docs/product.md §2.16). */
import { CONTENT_FIELD_LIMITS, type PageTranslationField, type StaffPage } from '../../../../common/content';
import type { TranslationLanguage } from '../../../../common/translations';
import { TranslationForm } from '../../staff';
import { removePageTranslation, savePageTranslation } from './api';
import { PAGE_FORM_TEXT as TEXT } from './messages';

export function PageTranslation({
  page,
  language,
  onChange,
}: {
  page: StaffPage;
  language: TranslationLanguage;
  onChange: (page: StaffPage) => void;
}) {
  return (
    <TranslationForm<PageTranslationField, StaffPage>
      language={language}
      translation={page.translations[language]}
      fields={[
        { name: 'title', label: TEXT.title, original: page.title, maxLength: CONTENT_FIELD_LIMITS.title },
        {
          name: 'metaDescription',
          label: TEXT.metaDescription,
          original: page.metaDescription,
          maxLength: CONTENT_FIELD_LIMITS.metaDescription,
        },
        {
          name: 'contentMarkdown',
          label: TEXT.content,
          original: page.contentMarkdown,
          maxLength: CONTENT_FIELD_LIMITS.content,
          rows: 18,
        },
      ]}
      save={(values) => savePageTranslation(page.id, language, values)}
      remove={() => removePageTranslation(page.id, language)}
      onChange={onChange}
    />
  );
}
