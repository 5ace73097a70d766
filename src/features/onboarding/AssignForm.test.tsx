/**
 * Assigning documents: what is sent (a template or a packet, typed emails with a CSV file's text,
 * the due date), what is said after (assigned, already assigned, not used, unknown addresses left
 * in the box), the server's messages beside their fields, and the focus from a candidate's page.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssignmentResult, StaffPacket, StaffTemplate } from '../../../common/onboarding';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { AssignForm } from './AssignForm';

const template = (id: number, formTitle: string): StaffTemplate => ({
  id,
  kind: 'form',
  instructions: null,
  formTitle,
  signatureType: 'SIGN',
  delivery: 'electronic',
  displayLevel: id,
  pageCount: 1,
  fields: [],
  countersign: false,
  countersignDays: 3,
  reviewUploads: true,
  acknowledge: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  translations: {},
  missingTranslations: [],
});
const templates = [template(1, 'Safety Policy'), template(2, 'W-4')];
const packets: StaffPacket[] = [{ id: 7, name: 'New hire', templateIds: [1, 2] }];
const result = (over: Partial<AssignmentResult> = {}): AssignmentResult => ({
  assigned: [],
  alreadyAssigned: [],
  mailsQueued: 0,
  unknown: [],
  notUsed: [],
  ...over,
});
const sent = (calls: Call[]) => calls.filter((c) => c.path === '/api/staff/document-assignments').map((c) => c.body);
const emails = () => screen.getByLabelText('Candidate emails') as HTMLTextAreaElement;

// jsdom's files have no text(): they are read the older way, as browsers without it did.
beforeAll(() => {
  File.prototype.text ??= function (this: File) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
});

describe('assign documents', () => {
  test('When a template is assigned to typed and CSV addresses, Then all go with the due date, and the outcome is listed by kind', async () => {
    const answer = deferred<{ json: AssignmentResult }>();
    const { calls } = serveHttp({ 'POST /api/staff/document-assignments': () => answer.promise });
    const user = userEvent.setup();
    render(<AssignForm templates={templates} packets={packets} />);
    await user.selectOptions(screen.getByLabelText('Template or packet'), 'Safety Policy');
    await user.type(emails(), 'ann@example.com, ben@example.com bob');
    await user.upload(
      screen.getByLabelText('Or a CSV file of emails'),
      new File(['cat@example.com;dan@example.com\n'], 'list.csv', { type: 'text/csv' }),
    );
    await screen.findByText('2 addresses read from the file.');
    await user.type(screen.getByLabelText('Due date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(sent(calls)).toEqual([
      {
        templateId: 1,
        packetId: null,
        emails: 'ann@example.com, ben@example.com bob\ncat@example.com;dan@example.com\n',
        dueDate: '2026-12-31',
      },
    ]);
    expect((screen.getByRole('button', { name: 'Assigning…' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () =>
      answer.resolve({
        json: result({
          assigned: [
            { email: 'ann@example.com', documents: 1 },
            { email: 'ben@example.com', documents: 1 },
          ],
          alreadyAssigned: [{ email: 'cat@example.com', titles: ['Safety Policy'] }],
          unknown: ['dan@example.com'],
          notUsed: [{ entry: 'bob', reason: 'not an email address' }],
        }),
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Assigned 2 documents to 2 candidates; each gets one mail.');
    // What was assigned leaves the form; the unknown address stays in the box to correct.
    expect(emails().value).toBe('dan@example.com');
    expect(screen.queryByText('2 addresses read from the file.')).toBeNull();
    expect(within(screen.getByTestId('assign-unknown')).getByRole('listitem').textContent).toBe('dan@example.com');
    expect(screen.getByTestId('assign-unknown').textContent).toContain(
      'Not assigned: this address has no confirmed candidate account. They are left in the box to correct.',
    );
    expect(within(screen.getByTestId('assign-not-used')).getByRole('listitem').textContent).toBe(
      '“bob”: not an email address',
    );
    expect(within(screen.getByTestId('already-assigned')).getByRole('listitem').textContent).toBe(
      'cat@example.com: Safety Policy',
    );
  });

  test('When a packet is assigned and everyone has it already, Then it is sent as a packet and nothing new is said', async () => {
    const { calls } = serveHttp({
      'POST /api/staff/document-assignments': () => ({
        json: result({ alreadyAssigned: [{ email: 'ann@example.com', titles: ['Safety Policy', 'W-4'] }] }),
      }),
    });
    const user = userEvent.setup();
    render(<AssignForm templates={templates} packets={packets} />);
    await user.selectOptions(screen.getByLabelText('Template or packet'), 'New hire');
    await user.type(emails(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Nothing new to assign: no mail was sent.'),
    );
    expect(sent(calls)).toEqual([{ templateId: null, packetId: 7, emails: 'ann@example.com\n', dueDate: '' }]);
    expect(screen.queryByTestId('assign-unknown')).toBeNull();
  });

  test('When the server refuses fields (422), Then each message is beside its field and a message shown there is not repeated', async () => {
    let fields: Record<string, string> = { templateId: 'Choose a template or a packet.' };
    serveHttp({
      'POST /api/staff/document-assignments': () => ({
        status: 422,
        json: { message: Object.values(fields)[0], fields },
      }),
    });
    const user = userEvent.setup();
    render(<AssignForm templates={templates} packets={packets} />);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const choice = screen.getByLabelText('Template or packet');
    await waitFor(() => expect(choice.getAttribute('aria-describedby')).toBe('assign-what-error'));
    expect(document.getElementById('assign-what-error')!.textContent).toBe('Choose a template or a packet.');
    expect(screen.queryByRole('alert')).toBeNull();

    fields = { dueDate: 'The due date must be today or later.', emails: 'Enter at least one email address.' };
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(document.getElementById('assign-due-error')!.textContent).toBe('The due date must be today or later.'),
    );
    expect(emails().getAttribute('aria-describedby')).toBe('assign-emails-hint assign-emails-error');
    expect(document.getElementById('assign-emails-error')!.textContent).toBe('Enter at least one email address.');
    expect(document.getElementById('assign-what-error')).toBeNull();
  });

  test("When opened from a candidate's page, Then their address is in the box and the focus is on the choice", () => {
    serveHttp({});
    const scrolled = jest.fn();
    // jsdom lays nothing out, so it has no scrolling of its own.
    Element.prototype.scrollIntoView = scrolled;
    render(<AssignForm templates={templates} packets={[]} initialEmails="casey@example.com" />);
    expect(emails().value).toBe('casey@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Template or packet'));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    // No packets: the choice offers templates only.
    expect(within(screen.getByLabelText('Template or packet')).queryByRole('group', { name: 'Packets' })).toBeNull();
  });
});
