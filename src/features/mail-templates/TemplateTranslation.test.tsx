/**
 * A mail template's Spanish version in the editor: the language choice marks it missing, the
 * translation is sent whole, the server's refusal shows beside its field, and a saved one clears
 * the mark.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_TEMPLATES, type MailTemplateView } from '../../../common/mail-templates';
import { serveHttp } from '../../../test/helpers/client/http';
import { TRANSLATION_TEXT } from '../staff';
import { MailTemplatesPage } from './MailTemplatesPage';
import { TEMPLATE_TEXT } from './messages';

const def = MAIL_TEMPLATES[0]!;
const edited: MailTemplateView = {
  key: def.key,
  label: def.label,
  subject: 'We have it: {{jobTitle}}',
  body: 'Dear {{firstName}},\n\nThanks.',
  placeholders: [...def.placeholders],
  edited: true,
  builtIn: { subject: def.subject, body: def.body, sendMode: null },
  status: null,
  sendMode: null,
  updatedAt: '2026-11-29T12:00:00.000Z',
  translations: {},
  missingTranslations: ['es'],
};
const SPANISH = { subject: 'La tenemos: {{jobTitle}}', body: 'Estimado/a {{firstName}}:\n\nGracias.' };

test('When an admin writes the Spanish version of an edited template, Then it is sent whole, a refusal shows at its field, and the saved one is no longer missing', async () => {
  let refuse = true;
  const { calls } = serveHttp({
    'GET /api/staff/mail-templates': () => ({ json: [edited] }),
    [`PUT /api/staff/mail-templates/${def.key}/translations/es`]: () =>
      refuse
        ? {
            status: 400,
            json: {
              code: 'VALIDATION',
              message: 'Unknown placeholder {{nombre}}.',
              fields: { subject: 'Unknown placeholder {{nombre}}.' },
            },
          }
        : {
            json: {
              ...edited,
              missingTranslations: [],
              translations: { es: { fields: SPANISH, updatedAt: '2026-11-29T13:00:00.000Z', updatedBy: 'Ana Admin' } },
            },
          },
  });
  const user = userEvent.setup();
  render(<MailTemplatesPage />);
  const choice = await screen.findByRole('group', { name: TRANSLATION_TEXT.choice });
  expect(within(choice).getByText(TRANSLATION_TEXT.missing)).toBeTruthy();
  expect((screen.getByRole('option', { name: new RegExp(TRANSLATION_TEXT.missing) }) as HTMLOptionElement).value).toBe(
    def.key,
  );

  await user.click(within(choice).getByRole('radio', { name: /Español/ }));
  const form = screen.getByTestId('translation-form');
  await user.type(within(form).getByLabelText(TEMPLATE_TEXT.subject), 'Hola {{{{nombre}}');
  await user.type(within(form).getByLabelText(TEMPLATE_TEXT.body), 'Texto.');
  await user.click(within(form).getByRole('button', { name: TRANSLATION_TEXT.save }));
  const subject = within(form).getByLabelText(TEMPLATE_TEXT.subject);
  expect((await within(form).findAllByText('Unknown placeholder {{nombre}}.')).length).toBeGreaterThan(0);
  expect(subject.getAttribute('aria-invalid')).toBe('true');

  refuse = false;
  await user.clear(subject);
  await user.type(subject, SPANISH.subject.replace(/\{/g, '{{'));
  await user.click(within(form).getByRole('button', { name: TRANSLATION_TEXT.save }));
  expect(await within(form).findByText(TRANSLATION_TEXT.saved)).toBeTruthy();
  expect(within(choice).queryByText(TRANSLATION_TEXT.missing)).toBeNull();
  expect(within(form).getByRole('button', { name: TRANSLATION_TEXT.remove })).toBeTruthy();
  const sent = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  expect(sent).toEqual([
    { subject: 'Hola {{nombre}}', body: 'Texto.' },
    { subject: SPANISH.subject, body: 'Texto.' },
  ]);
});
