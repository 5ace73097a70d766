/**
 * Reviewing a document: rejecting asks for a reason first (beside the field, with the focus there),
 * then sends it, says so and reads the document again; approving an uploaded copy or a credential
 * says where the document goes next.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentReview } from '../../../common/onboarding';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { ReviewPage } from './ReviewPage';

const review = (over: Partial<DocumentReview> = {}): DocumentReview => ({
  id: 8,
  formTitle: 'Direct Deposit',
  candidate: { name: 'Casey Morgan', email: 'casey@example.com' },
  state: 'completed',
  dueAt: null,
  signedAt: '2026-11-21T10:00:00.000Z',
  signedMethod: 'esign',
  rejectedReason: null,
  awaitingReview: false,
  approved: false,
  declined: null,
  values: [{ label: 'Bank name', value: 'First Bank' }],
  events: [{ event: 'signed', at: '2026-11-21T10:00:00.000Z', by: 'Casey Morgan' }],
  pdfUrl: '/api/staff/documents/8/pdf',
  credential: null,
  ...over,
});
const reads = (calls: Call[]) => calls.filter((c) => c.method === 'GET').length;
const reason = () => screen.getByLabelText('Reason for the candidate') as HTMLTextAreaElement;

describe('document review', () => {
  test('When Reject is pressed without a reason, Then the reason is asked for beside the field, with the focus there, and nothing is sent', async () => {
    const { calls } = serveHttp({ 'GET /api/staff/documents/8': () => ({ json: review() }) });
    const user = userEvent.setup();
    render(<ReviewPage id={8} />);
    await screen.findByRole('heading', { name: 'Review Document: Direct Deposit' });
    expect(within(screen.getByTestId('review-values')).getByText('First Bank')).toBeTruthy();

    await user.type(reason(), '   ');
    await user.click(screen.getByRole('button', { name: 'Reject and return to the candidate' }));
    expect(document.getElementById(reason().getAttribute('aria-describedby')!)!.textContent).toBe(
      'Give the candidate a reason for the rejection.',
    );
    expect(document.activeElement).toBe(reason());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Typing clears the message.
    await user.type(reason(), 'x');
    expect(reason().getAttribute('aria-invalid')).toBeNull();
  });

  test('When a reason is given, Then the rejection waits, is said, and the document is read again without its form', async () => {
    let doc = review();
    const answer = deferred<{ json: unknown }>();
    const { calls } = serveHttp({
      'GET /api/staff/documents/8': () => ({ json: doc }),
      'POST /api/staff/documents/8/reject': () => answer.promise,
    });
    const user = userEvent.setup();
    render(<ReviewPage id={8} />);
    await user.type(await screen.findByLabelText('Reason for the candidate'), 'Wrong account number.');
    await user.click(screen.getByRole('button', { name: 'Reject and return to the candidate' }));
    expect(calls.at(-1)!.body).toEqual({ reason: 'Wrong account number.' });
    expect((screen.getByRole('button', { name: 'Returning…' }) as HTMLButtonElement).disabled).toBe(true);

    doc = review({ state: 'rejected', rejectedReason: 'Wrong account number.', signedAt: null });
    await act(async () => answer.resolve({ json: { ok: true } }));
    await waitFor(() => expect(screen.queryByLabelText('Reason for the candidate')).toBeNull());
    expect(reads(calls)).toBe(2);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Returned to the candidate as outstanding.',
    );
    expect(within(screen.getByTestId('review-summary')).getByText(/Returned: Wrong account number\./)).toBeTruthy();
  });

  test('When the server refuses the reason, Then its message sits beside the field and the text stays', async () => {
    serveHttp({
      'GET /api/staff/documents/8': () => ({ json: review() }),
      'POST /api/staff/documents/8/reject': () => ({
        status: 422,
        json: {
          message: 'The reason can be at most 1,000 characters.',
          fields: { reason: 'The reason can be at most 1,000 characters.' },
        },
      }),
    });
    const user = userEvent.setup();
    render(<ReviewPage id={8} />);
    await user.type(await screen.findByLabelText('Reason for the candidate'), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Reject and return to the candidate' }));
    await waitFor(() => expect(reason().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('reject-reason-error')!.textContent).toBe(
      'The reason can be at most 1,000 characters.',
    );
    expect(reason().value).toBe('Too long');
  });

  test('When an uploaded copy that the employer countersigns is approved, Then the page says it now waits for the employer', async () => {
    let doc = review({ awaitingReview: true, signedMethod: 'upload' });
    const { calls } = serveHttp({
      'GET /api/staff/documents/8': () => ({ json: doc }),
      'POST /api/staff/documents/8/approve': () => {
        doc = review({ state: 'awaiting_employer', approved: true });
        return { json: { ok: true, awaitingEmployer: true } };
      },
    });
    const user = userEvent.setup();
    render(<ReviewPage id={8} />);
    await user.click(await screen.findByRole('button', { name: 'Approve signed copy' }));
    await screen.findByText(
      'Approved: the document now waits for the employer’s signature, under Employer Signatures.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/staff/documents/8/approve']);
    // Approval is final: the copy can no longer be returned.
    await waitFor(() => expect(screen.queryByLabelText('Reason for the candidate')).toBeNull());
  });

  test('When a credential is approved, Then the page says the credential is complete; a failure says why', async () => {
    let fail = true;
    serveHttp({
      'GET /api/staff/documents/8': () => ({
        json: review({
          formTitle: 'Driver’s licence',
          awaitingReview: true,
          values: [],
          credential: { number: 'D123-456', expiresAt: '2028-01-31T00:00:00.000Z', awaitingReview: true },
        }),
      }),
      'POST /api/staff/documents/8/approve': () =>
        fail ? { status: 500, json: { message: 'down' } } : { json: { ok: true, awaitingEmployer: false } },
    });
    const user = userEvent.setup();
    render(<ReviewPage id={8} />);
    const credential = within(await screen.findByTestId('review-credential'));
    expect(credential.getByText('D123-456')).toBeTruthy();
    await user.click(credential.getByRole('button', { name: 'Approve' }));
    expect((await credential.findByRole('alert')).textContent).toBe('Could not approve the credential.');
    fail = false;
    await user.click(credential.getByRole('button', { name: 'Approve' }));
    expect((await credential.findByRole('status')).textContent).toBe('Approved: the credential is complete.');
  });
});
