/**
 * Copies in Section 2's form: one input per side of each chosen document, marked required under the
 * remote examination; a file goes as it is chosen with a spinner while it goes; the server's reason
 * for a refused file sits beside its input; an attached copy shows with its download and removal.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I9Copy } from '../../../common/i9-copies';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { CopyUploads } from './CopyUploads';

const copy = (over: Partial<I9Copy> = {}): I9Copy => ({
  id: 4,
  document: 'listB',
  side: 'front',
  source: 'png',
  bytes: 2048,
  sha256: 'ab'.repeat(32),
  uploadedBy: 'Ivy Rivera',
  uploadedAt: '2031-06-02T15:00:00.000Z',
  signed: false,
  url: '/api/staff/i9/7/copies/4',
  ...over,
});
const photo = () => new File(['png'], 'front.png', { type: 'image/png' });
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('copies of the documents', () => {
  test('When a photo is chosen under the remote examination, Then it is sent with its document and side, a spinner shows, and the copy replaces the input', async () => {
    const answer = deferred<{ json: I9Copy[] }>();
    const { calls } = serveHttp({ 'POST /api/staff/i9/7/copies': () => answer.promise });
    const user = userEvent.setup();
    render(<CopyUploads formId={7} initial={[]} documents={['listB', 'listC']} required errors={{}} />);
    expect(screen.getAllByLabelText(/\(required\)$/)).toHaveLength(4);
    await user.upload(input(/^Front of the List B document/), photo());

    expect(screen.getByRole('status').textContent).toBe('Attaching: Front of the List B document…');
    const form = calls[0]!.body as FormData;
    expect([form.get('document'), form.get('side'), (form.get('file') as File).name]).toEqual([
      'listB',
      'front',
      'front.png',
    ]);
    answer.resolve({ json: [copy()] });
    const link = await screen.findByRole('link', { name: 'Download: Front of the List B document' });
    expect(link.getAttribute('href')).toBe('/api/staff/i9/7/copies/4');
    expect(screen.queryByLabelText(/^Front of the List B document/)).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Remove: Front of the List B document' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  test('When the server refuses a file, or Section 2 was refused for a missing copy, Then the reason sits beside that input', async () => {
    const refusal = 'The copy must be a PDF or an image (PNG or JPEG). Please choose another file.';
    serveHttp({ 'POST /api/staff/i9/7/copies': () => ({ status: 415, json: { message: refusal, status: 415 } }) });
    const user = userEvent.setup();
    render(
      <CopyUploads
        formId={7}
        initial={[]}
        documents={['listA']}
        required
        errors={{ 'copies.listA.back': 'Attach this copy: the remote examination needs it.' }}
      />,
    );
    const back = input(/^Back of the List A document/);
    expect(document.getElementById(back.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Attach this copy: the remote examination needs it.',
    );
    await user.upload(
      input(/^Front of the List A document/),
      new File(['<html>'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(input(/^Front of the List A document/).getAttribute('aria-invalid')).toBe('true');
  });

  test('When a copy is removed before signing, Then the input comes back', async () => {
    const { calls } = serveHttp({ 'DELETE /api/staff/i9/7/copies/4': () => ({ json: [] }) });
    const user = userEvent.setup();
    render(<CopyUploads formId={7} initial={[copy()]} documents={['listB']} required={false} errors={{}} />);
    expect(screen.queryByText(/\(required\)/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove: Front of the List B document' }));
    await waitFor(() => expect(input(/^Front of the List B document/).type).toBe('file'));
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
  });

  test('When an earlier Supplement B kept its copies, Then the new reverification asks for its own', () => {
    serveHttp({});
    render(
      <CopyUploads
        formId={7}
        initial={[copy({ id: 5, document: 'supplementB', signed: true })]}
        documents={['supplementB']}
        required={false}
        errors={{}}
      />,
    );
    expect(input(/^Front of the Supplement B document/).type).toBe('file');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
