/**
 * Uploading a template: the PDF and its settings go as one multipart form; the upload is said with
 * its detected fields and the form starts over; the server's messages sit beside their fields.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTemplate } from '../../../common/onboarding';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { TemplateUploadForm } from './TemplateUploadForm';

const uploaded = (over: Partial<StaffTemplate> = {}): StaffTemplate => ({
  id: 9,
  kind: 'form',
  instructions: null,
  formTitle: 'Safety Policy',
  signatureType: 'SIGN',
  delivery: 'electronic',
  displayLevel: 3,
  pageCount: 2,
  fields: [
    { name: 'Name', pdfType: 'text', role: 'signer', recordKey: null, type: 'text', required: true, label: 'Name' },
  ],
  countersign: false,
  countersignDays: 3,
  reviewUploads: true,
  acknowledge: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  translations: {},
  missingTranslations: [],
  ...over,
});
const pdf = () => new File(['%PDF-1.7'], 'safety.pdf', { type: 'application/pdf' });
const forms = (calls: Call[]) =>
  calls.map((c) =>
    Object.fromEntries(
      [...(c.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
    ),
  );
const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

describe('template upload', () => {
  test('When a PDF is uploaded with its settings, Then they go together, the upload is said with its fields, and the form starts over', async () => {
    const answer = deferred<{ json: StaffTemplate }>();
    const { calls } = serveHttp({ 'POST /api/staff/document-templates': () => answer.promise });
    const done = jest.fn();
    const user = userEvent.setup();
    render(<TemplateUploadForm onUploaded={done} />);
    await user.upload(control('PDF template'), pdf());
    await user.type(control('Form title'), 'Safety Policy');
    await user.selectOptions(control('Delivery'), 'Hard copy');
    await user.click(control('Employer countersigns'));
    await user.clear(control('Business days for the employer'));
    await user.type(control('Business days for the employer'), '5');
    await user.click(control('Review uploaded signed copies'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(forms(calls)).toEqual([
      {
        formTitle: 'Safety Policy',
        signatureType: 'SIGN',
        delivery: 'manual',
        countersign: 'true',
        countersignDays: '5',
        reviewUploads: 'false',
        acknowledge: 'false',
        pdf: 'safety.pdf',
      },
    ]);
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);

    const template = uploaded({ delivery: 'manual', countersign: true });
    await act(async () => answer.resolve({ json: template }));
    expect(done).toHaveBeenCalledWith(template);
    expect(screen.getByRole('status').textContent).toBe('Uploaded Safety Policy: 1 field detected.');
    expect(control('Form title').value).toBe('');
    expect(control('What the candidate does').value).toBe('SIGN');
    expect(control('Delivery').value).toBe('electronic');
    // The next upload is a new one: no file yet, and every choice as the screen shows it.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(2));
    expect(forms(calls)[1]).toEqual({
      formTitle: '',
      signatureType: 'SIGN',
      delivery: 'electronic',
      countersign: String(control('Employer countersigns').checked),
      countersignDays: '5',
      reviewUploads: String(control('Review uploaded signed copies').checked),
      acknowledge: 'false',
    });
  });

  test('When a template is only to read, Then it asks about an acknowledgement instead of a review, and sends that', async () => {
    const { calls } = serveHttp({
      'POST /api/staff/document-templates': () => ({ json: uploaded({ signatureType: 'INFO', fields: [] }) }),
    });
    const user = userEvent.setup();
    render(<TemplateUploadForm onUploaded={() => undefined} />);
    await user.upload(control('PDF template'), pdf());
    await user.selectOptions(control('What the candidate does'), 'For information');
    expect(screen.queryByLabelText('Review uploaded signed copies')).toBeNull();
    await user.click(control('Ask candidates to acknowledge they have read it'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Uploaded Safety Policy: 0 fields detected.'),
    );
    expect(forms(calls)[0]).toMatchObject({ signatureType: 'INFO', reviewUploads: 'false', acknowledge: 'true' });
  });

  test('When the server refuses the upload, Then a field message sits beside its field and is not repeated; another is shown above', async () => {
    let answer = {
      status: 422,
      json: {
        message: 'The title can be at most 200 characters.',
        fields: { formTitle: 'The title can be at most 200 characters.' },
      },
    };
    serveHttp({ 'POST /api/staff/document-templates': () => answer });
    const done = jest.fn();
    const user = userEvent.setup();
    render(<TemplateUploadForm onUploaded={done} />);
    await user.upload(control('PDF template'), pdf());
    await user.type(control('Form title'), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(control('Form title').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The title can be at most 200 characters.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = { status: 415, json: { message: 'The file is not a PDF.', fields: {} } as never };
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a PDF.');
    expect(control('Form title').value).toBe('Too long');
    expect(done).not.toHaveBeenCalled();
  });
});
