/**
 * A mail template's subject and text in another language (docs/product.md §2.14.2): what its
 * readers get instead of the English text, with the same placeholders.
 */
import { type MailTemplateView, TEMPLATE_LIMITS } from '../../../common/mail-templates';
import type { TranslationLanguage } from '../../../common/translations';
import { TranslationForm } from '../staff';
import { removeTemplateTranslation, saveTemplateTranslation } from './api';
import { TEMPLATE_TEXT as TEXT } from './messages';

export function TemplateTranslation({
  template,
  language,
  onChange,
}: {
  template: MailTemplateView;
  language: TranslationLanguage;
  onChange: (template: MailTemplateView) => void;
}) {
  return (
    <>
      <TranslationForm<'subject' | 'body', MailTemplateView>
        language={language}
        translation={template.translations[language]}
        fields={[
          { name: 'subject', label: TEXT.subject, original: template.subject, maxLength: TEMPLATE_LIMITS.subject },
          { name: 'body', label: TEXT.body, original: template.body, maxLength: TEMPLATE_LIMITS.body, rows: 10 },
        ]}
        save={(values) => saveTemplateTranslation(template.key, language, values)}
        remove={() => removeTemplateTranslation(template.key, language)}
        onChange={onChange}
      />
      <p className="small mt-3">
        {TEXT.placeholders} {template.placeholders.map((p) => `{{${p}}}`).join(', ')}
      </p>
    </>
  );
}
