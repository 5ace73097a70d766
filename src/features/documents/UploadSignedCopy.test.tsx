/** Upload progress (docs/product.md §4, §5, §8): choose, progress, the saved document handed to the screen, or the failure for 10 s. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocumentSummary, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { holdUploads } from '../../../test/helpers/client/http';
import { UploadSignedCopy } from './UploadSignedCopy';

const doc = {
  id: 7,
  docHandle: 'h-7',
  formTitle: 'Independent Contractor Agreement',
  delivery: 'manual',
  kind: 'form',
} as DocumentSummary;

const pdf = (size = 2048) => new File([new Uint8Array(size)], 'signed.pdf', { type: 'application/pdf' });

afterEach(() => jest.useRealTimers());

describe('signed-copy upload with progress', () => {
  test("When sent, Then a progress bar follows it; on success the server's document goes to the screen at once", async () => {
    const { uploads } = holdUploads();
    const saved = jest.fn();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<UploadSignedCopy doc={doc} onSaved={saved} />);
    await user.upload(screen.getByLabelText('Upload Signed Copy'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.method).toBe('PUT');
    expect(uploads[0]!.url).toBe('/api/documents/h-7.pdf');
    expect((uploads[0]!.body.get('pdf_signed') as File).name).toBe('signed.pdf');
    const bar = screen.getByRole('progressbar', { name: 'Uploading…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => uploads[0]!.progress(1024, 2048));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.textContent).toBe('50%');

    const answered = { ...doc, awaitingReview: true };
    await act(async () => uploads[0]!.answer(200, { ok: true, document: answered }));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledWith(answered);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test("When the server refuses the file as not a PDF, Then SPEC's message shows for 10 s and the form is usable again", async () => {
    const { uploads } = holdUploads();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<UploadSignedCopy doc={doc} onSaved={() => undefined} />);
    await user.upload(screen.getByLabelText('Upload Signed Copy'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => uploads[0]!.answer(415, { message: 'Not a PDF' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Could not save upload' +
        'Sorry, the file you attempted to upload was not a PDF, so it was rejected. Try uploading a signed PDF copy instead',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => jest.advanceTimersByTime(9999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('When no file is chosen or it is over 10 MB, Then nothing is sent and the form says why', async () => {
    const { uploads } = holdUploads();
    const user = userEvent.setup();
    render(<UploadSignedCopy doc={doc} onSaved={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please choose a PDF file to upload.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Upload Signed Copy'));

    await user.upload(screen.getByLabelText('Upload Signed Copy'), pdf(MAX_UPLOAD_BYTES + 1));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'The file is too large: the limit is 10 MB. Try a smaller scan of the signed copy.',
    );
    expect(uploads).toHaveLength(0);
  });
});
