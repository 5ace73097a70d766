/**
 * A credential's upload: each missing or wrong value said beside its field before anything is
 * sent (the focus on the first), then the file with its number and expiry sent with progress, and
 * the server's refusal beside its field, the refused file taken out.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary } from '../../../common/documents';
import { holdUploads } from '../../../test/helpers/client/http';
import { CredentialUpload } from './CredentialUpload';

const doc = { id: 9, docHandle: 'h-9', formTitle: 'Driver’s licence', kind: 'credential' } as DocumentSummary;
const scan = () => new File([new Uint8Array(4096)], 'licence.png', { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)!.textContent)
    .find((text) => text !== 'A scan or a clear photo of the whole document.');

afterEach(() => jest.useRealTimers());

describe('credential upload', () => {
  test('When values are missing or wrong, Then each is said beside its field, the focus goes to the first, and nothing is sent', async () => {
    const { uploads } = holdUploads();
    const user = userEvent.setup();
    render(<CredentialUpload doc={doc} onSaved={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Upload Credential' }));
    expect(messageOf(field('Document number'))).toBe('Enter the document number.');
    expect(messageOf(field('Expiry date'))).toBe('Enter the expiry date.');
    expect(messageOf(field('File (PDF, PNG or JPEG, up to 10 MB)'))).toBe(
      'Please choose the file of your credential (PDF, PNG or JPEG).',
    );
    expect(document.activeElement).toBe(field('Document number'));

    await user.type(field('Document number'), 'D123-456');
    await user.type(field('Expiry date'), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Upload Credential' }));
    expect(messageOf(field('Document number'))).toBeUndefined();
    expect(messageOf(field('Expiry date'))).toBe('The expiry date must be in the future.');
    expect(document.activeElement).toBe(field('Expiry date'));
    expect(uploads).toHaveLength(0);
  });

  test('When the values are right, Then the file goes with its number and expiry, the form waits with a progress bar, and the saved document is handed on', async () => {
    const { uploads } = holdUploads();
    const saved = jest.fn();
    const user = userEvent.setup();
    render(<CredentialUpload doc={doc} onSaved={saved} />);
    await user.type(field('Document number'), ' D123-456 ');
    await user.type(field('Expiry date'), '2099-01-31');
    await user.upload(field('File (PDF, PNG or JPEG, up to 10 MB)'), scan());
    await user.click(screen.getByRole('button', { name: 'Upload Credential' }));

    expect(uploads.map((u) => [u.method, u.url])).toEqual([['POST', '/api/documents/h-9/credential']]);
    const sent = uploads[0]!.body;
    expect([sent.get('number'), sent.get('expiresOn'), (sent.get('credential') as File).name]).toEqual([
      'D123-456',
      '2099-01-31',
      'licence.png',
    ]);
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(field('Document number').disabled).toBe(true);
    act(() => uploads[0]!.progress(3072, 4096));
    expect(screen.getByRole('progressbar', { name: 'Uploading…' }).getAttribute('aria-valuenow')).toBe('75');

    const answered = { ...doc, awaitingReview: true };
    await act(async () => uploads[0]!.answer(200, { ok: true, document: answered }));
    expect(saved).toHaveBeenCalledWith(answered);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('When the server refuses the file, Then its message is beside the file, the file is taken out, and the failure closes after 10 s', async () => {
    const { uploads } = holdUploads();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<CredentialUpload doc={doc} onSaved={() => undefined} />);
    await user.type(field('Document number'), 'D123-456');
    await user.type(field('Expiry date'), '2099-01-31');
    await user.upload(field('File (PDF, PNG or JPEG, up to 10 MB)'), scan());
    await user.click(screen.getByRole('button', { name: 'Upload Credential' }));
    const refusal = 'The file must be a PDF or an image (PNG or JPEG). Please choose another file.';
    await act(async () =>
      uploads[0]!.answer(415, { message: 'Please correct the highlighted fields.', fields: { file: refusal } }),
    );

    expect(messageOf(field('File (PDF, PNG or JPEG, up to 10 MB)'))).toBe(refusal);
    expect(screen.getByRole('alert').textContent).toBe('Could not save uploadPlease correct the highlighted fields.');
    // The refused file is gone: sending again asks for one.
    await user.click(screen.getByRole('button', { name: 'Upload Credential' }));
    expect(uploads).toHaveLength(1);
    expect(messageOf(field('File (PDF, PNG or JPEG, up to 10 MB)'))).toBe(
      'Please choose the file of your credential (PDF, PNG or JPEG).',
    );
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
