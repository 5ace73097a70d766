/** docs/product.md §4 apply-now: its states and transitions, with the calls answered as the server answers them. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobOrder } from '../../../common/jobs';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { history } from '../../lib/history';
import { ApplyNowPage } from './ApplyNowPage';

const job: JobOrder = {
  jobOrderId: 41,
  publicPosting: { title: 'Bridge Design Engineer', description: '<p>Design bridges.</p>', active: true },
  positionTitle: { description: 'Engineer' },
  jobOrderStatus: { description: 'Open' },
  corpTitle: 'Tailspin Engineering',
  location: 'Evanston, IL',
  postalCode: '60201',
  salary: '$55–$70/hr',
  pay: null,
  employmentType: 'Contract',
  category: { categoryId: 'Engineering', description: 'Engineering' },
  opened: '2026-11-20T10:00:00.000Z',
};

function serveLink(
  over: {
    alreadyAppliedTo?: boolean;
    job?: Partial<JobOrder>;
    apply?: () => Promise<{ status?: number; json?: unknown }>;
  } = {},
) {
  return serveHttp({
    'GET /api/applicant/abc': () => ({
      json: { firstName: 'Robin', alreadyAppliedTo: over.alreadyAppliedTo ?? false, jobOrderId: 41 },
    }),
    'POST /api/token': () => ({ json: 'signed-token' }),
    'GET /api/v1/joborder/41': () => ({ json: { ...job, ...over.job } }),
    'POST /api/apply': () => (over.apply ? over.apply() : { json: { appliedTo: true } }),
  });
}

beforeEach(() => history.replace('/apply-now?id=abc'));
afterEach(() => jest.useRealTimers());

describe('apply-now page (docs/product.md §4)', () => {
  test('When the link is good, Then the job shows; Apply shows Submitted!, then Thanks For Applying!, then job search after 2 s', async () => {
    const sent = deferred<{ json: unknown }>();
    const { calls } = serveLink({ apply: () => sent.promise });
    render(<ApplyNowPage id="abc" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your job…');
    await screen.findByRole('heading', { name: 'Bridge Design Engineer' });
    expect(screen.getByText('Hi Robin, here is the job we picked for you.')).toBeTruthy();
    // The token from /api/token authorizes the job order read.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/applicant/abc',
      'POST /api/token',
      'GET /api/v1/joborder/41',
    ]);

    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    // Sending: the button waits (disabled) and a second press sends nothing more.
    expect((screen.getByRole('button', { name: 'Apply Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.path === '/api/apply')).toHaveLength(1);
    expect(calls.at(-1)!.body).toEqual({
      token: 'signed-token',
      user: { firstName: 'Robin', alreadyAppliedTo: false, jobOrderId: 41, id: 'abc' },
    });

    await act(async () => sent.resolve({ json: { appliedTo: true } }));
    expect((screen.getByRole('button', { name: 'Submitted!' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => jest.advanceTimersByTime(600));
    expect(screen.getByRole('heading', { name: 'Thanks For Applying!' })).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(1999));
    expect(window.location.pathname).toBe('/apply-now');
    await act(async () => jest.advanceTimersByTime(1));
    expect(window.location.pathname).toBe('/search');
  });

  test("When the applicant already applied, Then 'You've already applied to this job' and job search after 5 s", async () => {
    serveLink({ alreadyAppliedTo: true });
    jest.useFakeTimers();
    render(<ApplyNowPage id="abc" />);
    await act(async () => undefined);
    await screen.findByRole('heading', { name: "You've already applied to this job" });
    await act(async () => jest.advanceTimersByTime(4999));
    expect(window.location.pathname).toBe('/apply-now');
    await act(async () => jest.advanceTimersByTime(1));
    expect(window.location.pathname).toBe('/search');
  });

  test("When the job is not Open, Then 'Sorry, this job is no longer available.' and nothing else", async () => {
    serveLink({ job: { jobOrderStatus: { description: 'Closed' } } });
    render(<ApplyNowPage id="abc" />);
    await screen.findByRole('heading', { name: 'Sorry, this job is no longer available.' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  test("When applying is refused as closed meanwhile (409), Then 'no longer available'; any other failure is the problem message", async () => {
    serveLink({ apply: async () => ({ status: 409, json: { message: 'closed' } }) });
    const first = render(<ApplyNowPage id="abc" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await screen.findByRole('heading', { name: 'Sorry, this job is no longer available.' });
    first.unmount();

    serveLink({ apply: async () => ({ status: 500, json: { message: 'boom' } }) });
    render(<ApplyNowPage id="abc" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await screen.findByRole('heading', { name: 'Sorry, there was a problem applying to this job.' });
  });

  test('When the link is unknown or has no id, Then the problem message', async () => {
    serveHttp({});
    const unknown = render(<ApplyNowPage id="nope" />);
    await screen.findByRole('heading', { name: 'Sorry, there was a problem applying to this job.' });
    unknown.unmount();
    render(<ApplyNowPage id={undefined} />);
    await screen.findByRole('heading', { name: 'Sorry, there was a problem applying to this job.' });
  });
});
