/**
 * Marking a template's fields: each role shows the details it needs, and Save sends every field
 * with only the details of its role, then says so; a refusal is shown and the marks are kept.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTemplate } from '../../../common/onboarding';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { FieldsEditor } from './FieldsEditor';

const template: StaffTemplate = {
  id: 4,
  kind: 'form',
  instructions: null,
  formTitle: 'Direct Deposit',
  signatureType: 'SIGN',
  delivery: 'electronic',
  displayLevel: 2,
  pageCount: 1,
  fields: [
    { name: 'EmpName', pdfType: 'text', role: 'record', recordKey: 'fullName', type: null, required: false, label: '' },
    { name: 'Agree', pdfType: 'checkbox', role: 'ignore', recordKey: null, type: null, required: false, label: '' },
    { name: 'Sig', pdfType: 'signature', role: 'signature', recordKey: null, type: null, required: true, label: '' },
  ],
  countersign: false,
  countersignDays: 3,
  reviewUploads: true,
  acknowledge: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  translations: {},
  missingTranslations: [],
};

const field = (name: string) => within(screen.getByText(name).closest('fieldset')!);

describe('template fields editor', () => {
  test('When fields are marked and saved, Then each goes with the details of its role only, the button waits, and the save is said', async () => {
    const answer = deferred<{ json: StaffTemplate }>();
    const { calls } = serveHttp({ 'PUT /api/staff/document-templates/4': () => answer.promise });
    const saved = jest.fn();
    const user = userEvent.setup();
    render(<FieldsEditor template={template} onSaved={saved} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Fields of Direct Deposit' })).toBeTruthy();

    // From the record: which value; to the signer: its type, label and whether it is required.
    await user.selectOptions(field('EmpName').getByLabelText('Details'), 'Email');
    expect(field('Agree').queryByLabelText('Label shown to the signer')).toBeNull();
    await user.selectOptions(field('Agree').getByLabelText('Filled by'), 'Signer');
    // A PDF checkbox is a checkbox for the signer: its type is not a choice.
    const type = field('Agree').getByLabelText('Details') as HTMLSelectElement;
    expect(type.disabled).toBe(true);
    expect(type.value).toBe('checkbox');
    await user.type(field('Agree').getByLabelText('Label shown to the signer'), 'I agree');
    await user.click(field('Agree').getByLabelText('Required'));
    await user.click(screen.getByLabelText('Review uploaded signed copies'));
    await user.click(screen.getByRole('button', { name: 'Save settings and fields' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      formTitle: 'Direct Deposit',
      signatureType: 'SIGN',
      delivery: 'electronic',
      displayLevel: 2,
      reviewUploads: false,
      acknowledge: false,
      fields: [
        { name: 'EmpName', role: 'record', recordKey: 'email', type: null, required: false, label: '' },
        { name: 'Agree', role: 'signer', recordKey: null, type: 'checkbox', required: true, label: 'I agree' },
        { name: 'Sig', role: 'signature', recordKey: null, type: null, required: true, label: '' },
      ],
    });
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);

    const stored = { ...template, reviewUploads: false };
    await act(async () => answer.resolve({ json: stored }));
    expect(saved).toHaveBeenCalledWith(stored);
    expect(screen.getByRole('status').textContent).toBe('Settings and fields saved.');
  });

  test("When the save is refused, Then the server's reason shows, and the marks stay as they were set", async () => {
    serveHttp({
      'PUT /api/staff/document-templates/4': () => ({
        status: 422,
        json: { message: 'A signer field needs a label.', fields: {} },
      }),
    });
    const saved = jest.fn();
    const user = userEvent.setup();
    render(<FieldsEditor template={template} onSaved={saved} onClose={() => undefined} />);
    await user.selectOptions(field('EmpName').getByLabelText('Filled by'), 'Employer (countersigns)');
    await user.click(screen.getByRole('button', { name: 'Save settings and fields' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A signer field needs a label.');
    expect((field('EmpName').getByLabelText('Filled by') as HTMLSelectElement).value).toBe('employer');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(saved).not.toHaveBeenCalled();
  });

  test('When an informational template has no fields, Then it says where the signature goes and asks about acknowledging; Close closes', async () => {
    const { calls } = serveHttp({});
    const closed = jest.fn();
    const user = userEvent.setup();
    render(
      <FieldsEditor
        template={{ ...template, signatureType: 'INFO', fields: [] }}
        onSaved={() => undefined}
        onClose={closed}
      />,
    );
    expect(
      screen.getByText('This PDF has no form fields: the signature goes at the foot of the last page.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Review uploaded signed copies')).toBeNull();
    expect(screen.getByLabelText('Ask candidates to acknowledge they have read it')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});
