/**
 * The acceptance staff record for an offer accepted outside the portal: offered only while the
 * application has no Form I-9; the first day, the hiring site (named, never assumed) and a short
 * job; the server's messages beside their fields, a spinner while it opens; then that the form is
 * open with its due dates.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HiringSite } from '../../../common/hiring-sites';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { OfferAcceptance } from './OfferAcceptance';

const SITES: HiringSite[] = [
  {
    id: 1,
    name: 'Austin Distribution Center',
    address: '',
    everify: true,
    calendar: { openWeekends: false, federalHolidays: true },
  },
  {
    id: 2,
    name: 'Round Rock 24/7',
    address: '',
    everify: false,
    calendar: { openWeekends: true, federalHolidays: true },
  },
];
const URL = '/api/staff/applications/11/offer-acceptance';
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('recording an offer acceptance', () => {
  test('When the application has no Form I-9, Then staff record the acceptance: the site is asked for, the server’s message shows beside the date, and the open form’s due dates are said', async () => {
    const answer = deferred<{ json: unknown }>();
    let attempt = 0;
    const { calls } = serveHttp({
      [`GET ${URL}`]: () => ({ json: { form: null } }),
      'GET /api/staff/i9/sites': () => ({ json: SITES }),
      [`POST ${URL}`]: () => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            json: {
              message: 'Please correct the fields marked below.',
              fields: { startDate: 'Enter the first day of work.' },
            },
          };
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    render(<OfferAcceptance applicationId={11} candidateName="Casey Morgan" />);
    await user.click(await screen.findByRole('button', { name: 'Record offer acceptance (Casey Morgan)' }));
    const form = within(screen.getByRole('form', { name: 'Record the offer acceptance of Casey Morgan' }));
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('First day of work')));
    const site = (await form.findByLabelText('Hiring site')) as HTMLSelectElement;
    // Nothing is preselected; an E-Verify site says so.
    expect(site.value).toBe('');
    expect(
      within(site)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose the hiring site', 'Austin Distribution Center (E-Verify)', 'Round Rock 24/7']);

    // No site named: asked beside the field, and nothing is sent.
    await user.click(form.getByRole('button', { name: 'Open the Form I-9' }));
    expect(form.getByText('Choose a hiring site.').id).toBe(site.getAttribute('aria-describedby'));
    expect(site.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);

    await user.selectOptions(site, 'Round Rock 24/7');
    await user.click(form.getByRole('button', { name: 'Open the Form I-9' }));
    const date = form.getByLabelText('First day of work');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    form.getByText('Enter the first day of work.');

    await user.type(date, '2027-03-01');
    await user.click(form.getByLabelText('The job lasts less than three business days'));
    await user.click(form.getByRole('button', { name: 'Open the Form I-9' }));
    await form.findByText('Opening the Form I-9…');
    expect(posts(calls).at(-1)).toEqual({ startDate: '2027-03-01', hiringSiteId: 2, shortJob: true });
    await act(async () =>
      answer.resolve({
        json: {
          id: 7,
          applicationId: 11,
          status: 'section1',
          startDate: '2027-03-01',
          section1Due: '2027-03-01',
          section2Due: '2027-03-01',
          hiringSite: 'Round Rock 24/7',
        },
      }),
    );
    const open = await screen.findByTestId('i9-acceptance');
    expect(open.textContent).toBe('Form I-9 open: Section 1 due Mar 1, 2027, Section 2 due Mar 1, 2027.');
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByRole('button', { name: /Record offer acceptance/ })).toBeNull();
  });

  test('When the application’s form is already open, Then its due dates show and no acceptance is offered', async () => {
    serveHttp({
      [`GET ${URL}`]: () => ({
        json: {
          form: {
            startDate: '2027-03-01',
            section1Due: '2027-03-01',
            section2Due: '2027-03-04',
            hiringSite: 'Austin Distribution Center',
          },
        },
      }),
    });
    render(<OfferAcceptance applicationId={11} candidateName="Casey Morgan" />);
    expect((await screen.findByTestId('i9-acceptance')).textContent).toBe(
      'Form I-9 open: Section 1 due Mar 1, 2027, Section 2 due Mar 4, 2027.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('When the check fails, Then it says so instead of offering an acceptance that may exist', async () => {
    serveHttp({ [`GET ${URL}`]: () => ({ status: 500, json: { message: 'Internal error' } }) });
    render(<OfferAcceptance applicationId={11} candidateName="Casey Morgan" />);
    await screen.findByText('Could not check whether a Form I-9 is open.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
