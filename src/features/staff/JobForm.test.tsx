/**
 * The job form: what it sends to create or save a job, the server's messages beside their fields,
 * the wait while it saves, and after a 409 the choice between saving over their version and loading it.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffJob } from '../../../common/staff';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { JobForm } from './JobForm';

const job: StaffJob = {
  jobOrderId: 5,
  title: 'Bridge Engineer',
  employmentType: 'Contract',
  category: 'Engineering',
  location: 'Chicago, IL',
  salary: null,
  status: 'open',
  opened: '2026-11-20T10:00:00.000Z',
  applicants: 0,
  company: 'Tailspin',
  descriptionMarkdown: 'Design bridges.',
  descriptionHtml: '<p>Design bridges.</p>',
  payMin: null,
  payMax: null,
  payUnit: null,
  payCurrency: 'USD',
  questions: [],
  timeZone: null,
  version: 3,
};

const preview = { 'POST /api/staff/jobs/preview': () => ({ json: { html: '<p>Preview</p>' } }) };
const writes = (calls: Call[]) =>
  calls.filter((c) => c.path.startsWith('/api/staff/jobs') && !c.path.endsWith('/preview'));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// The form keeps a draft in the tab: each test starts without one.
beforeEach(() => sessionStorage.clear());

describe('job form', () => {
  test('When a new job is filled in and created, Then its fields are sent, the button waits, and the created job is handed on', async () => {
    const answer = deferred<{ json: StaffJob }>();
    const { calls } = serveHttp({ ...preview, 'POST /api/staff/jobs': () => answer.promise });
    const saved = jest.fn();
    const user = userEvent.setup();
    render(<JobForm job={null} onSaved={saved} />);

    // Typed or pasted: each keystroke draws the whole form again, with its hundreds of time zones.
    await user.click(field('Title'));
    await user.paste('Paralegal');
    await user.click(field('Location'));
    await user.paste('Evanston, IL');
    await user.selectOptions(field('Type'), 'Permanent');
    await user.selectOptions(field('Category'), 'Legal');
    await user.click(field('Description'));
    await user.paste('Draft briefs.');
    await user.click(screen.getByRole('button', { name: 'Create job' }));

    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/staff/jobs',
      body: {
        title: 'Paralegal',
        location: 'Evanston, IL',
        employmentType: 'Permanent',
        category: 'Legal',
        descriptionMarkdown: 'Draft briefs.',
        payCurrency: 'USD',
        questions: [],
      },
    });
    expect((screen.getByRole('button', { name: 'Create job' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Saving the job…')).toBeTruthy();

    const created = { ...job, jobOrderId: 9, title: 'Paralegal', version: 1 };
    await act(async () => answer.resolve({ json: created }));
    expect(saved).toHaveBeenCalledWith(created, true);
    expect((screen.getByRole('button', { name: 'Create job' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test("When the server refuses fields (422), Then its message heads the form, each field's sits beside it, and goes once the field is right", async () => {
    serveHttp({
      ...preview,
      'POST /api/staff/jobs': () => ({
        status: 422,
        json: {
          message: 'Please correct the fields marked below.',
          fields: { title: 'Enter the job title.', category: 'Choose a category.' },
        },
      }),
    });
    const saved = jest.fn();
    const user = userEvent.setup();
    render(<JobForm job={null} onSaved={saved} />);
    await user.click(screen.getByRole('button', { name: 'Create job' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please correct the fields marked below.');
    // The focus goes to the message, so a screen reader reads it first.
    await waitFor(() => expect(alert.parentElement!.contains(document.activeElement)).toBe(true));
    const title = field('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe('Enter the job title.');
    expect(screen.getByText('Choose a category.')).toBeTruthy();

    // Fixing the title clears its message; the form's stays while a field is still marked.
    await user.type(title, 'Clerk');
    expect(screen.queryByText('Enter the job title.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    await user.selectOptions(field('Category'), 'Legal');
    expect(screen.queryByText('Choose a category.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  test('When someone else saved first (409), Then my text stays, their version is named, and Save my version over theirs sends theirs as the base', async () => {
    const theirs = { ...job, title: 'Senior Bridge Engineer', version: 4 };
    const { calls } = serveHttp({
      ...preview,
      'PUT /api/staff/jobs/5': (call) =>
        (call.body as { version: number }).version === 3
          ? {
              status: 409,
              json: {
                message:
                  'Someone else saved this job while you were editing it. Your changes are still in the form: review the latest version and save again.',
              },
            }
          : { json: { ...theirs, title: 'Lead Bridge Engineer', version: 5 } },
      'GET /api/staff/jobs/5': () => ({ json: theirs }),
    });
    const saved = jest.fn();
    const user = userEvent.setup();
    render(<JobForm job={job} onSaved={saved} />);
    await user.clear(field('Title'));
    await user.paste('Lead Bridge Engineer');
    await user.click(screen.getByRole('button', { name: 'Save job' }));

    await screen.findByText('Their version 4: “Senior Bridge Engineer”.');
    expect(screen.getByRole('alert').textContent).toContain('Someone else saved this job while you were editing it.');
    expect(field('Title').value).toBe('Lead Bridge Engineer');

    await user.click(screen.getByRole('button', { name: 'Save my version over theirs' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(writes(calls).map((c) => [c.method, (c.body as { version?: number } | null)?.version])).toEqual([
      ['PUT', 3],
      ['GET', undefined],
      ['PUT', 4],
    ]);
    expect((writes(calls).at(-1)!.body as { title: string }).title).toBe('Lead Bridge Engineer');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('When, after a 409, their version is loaded instead, Then the form shows it and the next save is based on it', async () => {
    const theirs = { ...job, title: 'Senior Bridge Engineer', version: 4 };
    const { calls } = serveHttp({
      ...preview,
      'PUT /api/staff/jobs/5': (call) =>
        (call.body as { version: number }).version === 3
          ? { status: 409, json: { message: 'Someone else saved this job first.' } }
          : { json: { ...theirs, version: 5 } },
      'GET /api/staff/jobs/5': () => ({ json: theirs }),
    });
    const user = userEvent.setup();
    render(<JobForm job={job} onSaved={() => undefined} />);
    await user.type(field('Title'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Discard my changes and load theirs' }));

    expect(field('Title').value).toBe('Senior Bridge Engineer');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(writes(calls).filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(writes(calls).at(-1)!.body).toMatchObject({ title: 'Senior Bridge Engineer', version: 4 });
  });
});
