/**
 * Corrections of a completed Form I-9: the employee's Section 1 on /i9/{id} and the I-9 staff's
 * Section 2 on /admin/i9/{id} open with the current values, ask the reason (the server's messages
 * beside the fields), wait with a spinner, send only the changed values with the reason, and show
 * the new version in the history with what changed and why.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I9Record, I9Section1, I9Section2, I9VersionEntry } from '../../../common/i9';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import type { MyI9 } from './api';
import { Section1Page } from './Section1Page';
import { I9RecordPage } from './StaffI9Pages';

const SECTION1: I9Section1 = {
  lastName: 'Rivera',
  firstName: 'Casey',
  middleInitial: '',
  otherLastNames: '',
  address: '1200 Congress Ave',
  apartment: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  dateOfBirth: '1994-03-08',
  ssn: '',
  email: '',
  phone: '',
  status: 'permanentResident',
  uscisNumber: 'A123456789',
  i94Number: '',
  foreignPassportNumber: '',
  passportCountry: '',
  authorizationExpires: '',
  signature: 'Casey Rivera',
};
const SECTION2: I9Section2 = {
  choice: 'listBC',
  listA: null,
  listB: { title: 'driversLicense', issuingAuthority: 'Texas DPS', number: 'TX 40887123', expires: '', receipt: false },
  listC: { title: 'socialSecurityCard', issuingAuthority: 'SSA', number: '123-45-6789', expires: '', receipt: false },
  remote: false,
  videoSessionAt: '',
  examinerName: 'Ivy Nguyen',
  examinerTitle: 'HR Specialist',
  additionalInformation: '',
};
const entry = (over: Partial<I9VersionEntry>): I9VersionEntry => ({
  part: 'section1',
  version: 1,
  actor: 'Casey Rivera',
  reason: null,
  lateReason: null,
  createdAt: '2027-03-01T15:00:00.000Z',
  changed: [],
  kind: null,
  ...over,
});
const summary = {
  id: 7,
  applicationId: 11,
  everify: false,
  status: 'section2' as const,
  startDate: '2027-03-01',
  section1Due: '2027-03-01',
  section2Due: '2027-03-04',
  section1Overdue: false,
  section2Overdue: false,
  jobTitle: 'Forklift Operator',
  hiringSite: 'Austin Distribution Center',
  reverifyBy: null,
  reverifyDue: false,
  receiptFollowUp: null,
  rehire: null,
};
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

describe('the employee corrects Section 1', () => {
  test('When Section 1 is done, Then "Correct Section 1" opens it filled in, the reason is asked beside its field, and the saved version shows what changed and why', async () => {
    let form: MyI9 = { ...summary, section1: SECTION1, preparers: [], versions: [entry({})] };
    const answer = deferred<{ status?: number; json: unknown }>();
    let attempt = 0;
    const { calls } = serveHttp({
      'GET /api/me/i9/7': () => ({ json: form }),
      'POST /api/me/i9/7/corrections': () => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            json: {
              message: 'Please correct the fields marked below.',
              fields: { reason: 'Give the reason for the correction.' },
            },
          };
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    render(<Section1Page formId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Correct Section 1' }));
    const correction = screen.getByRole('form', { name: 'Correct Section 1' });
    const c = within(correction);
    // What was given is there to change; no Supplement A is asked again.
    expect((c.getByLabelText('Last name (family name)') as HTMLInputElement).value).toBe('Rivera');
    expect((c.getByLabelText('USCIS number (A-Number)') as HTMLInputElement).value).toBe('A123456789');
    expect((c.getByRole('radio', { name: 'A lawful permanent resident' }) as HTMLInputElement).checked).toBe(true);
    expect(c.queryByLabelText('A preparer or translator helped me complete Section 1')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(c.getByLabelText('Last name (family name)')));

    await user.clear(c.getByLabelText('Street address'));
    await user.type(c.getByLabelText('Street address'), '1300 Congress Ave');
    await user.click(c.getByRole('button', { name: 'Sign and save the correction' }));
    const reason = await c.findByLabelText('Reason for the correction');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(c.getByText('Give the reason for the correction.').id).toBe('i9-correction-reason-error');

    await user.type(reason, 'I moved.');
    await user.click(c.getByRole('button', { name: 'Sign and save the correction' }));
    // The wait: the button's spinner and what it is doing.
    await c.findByText('Saving the correction…');
    expect(posts(calls).at(-1)).toEqual([
      '/api/me/i9/7/corrections',
      { part: 'section1', values: { ...SECTION1, address: '1300 Congress Ave' }, reason: 'I moved.' },
    ]);
    form = {
      ...form,
      section1: { ...SECTION1, address: '1300 Congress Ave' },
      versions: [entry({}), entry({ version: 2, changed: ['address'], reason: 'I moved.' })],
    };
    await act(async () => answer.resolve({ json: summary }));
    const saved = await screen.findByTestId('i9-corrected');
    expect(saved.textContent).toBe('Your correction is saved as a new version of Section 1.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    const versions = within(await screen.findByTestId('i9-my-versions'));
    expect(versions.getAllByRole('listitem')).toHaveLength(2);
    versions.getByText('Changed: Street address');
    versions.getByText('Reason: I moved.');
    expect(screen.queryByRole('form', { name: 'Correct Section 1' })).toBeNull();
  });

  test('When the correction is cancelled, Then nothing is sent and the button is back', async () => {
    const { calls } = serveHttp({
      'GET /api/me/i9/7': () => ({ json: { ...summary, section1: SECTION1, preparers: [], versions: [entry({})] } }),
    });
    const user = userEvent.setup();
    render(<Section1Page formId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Correct Section 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Correct Section 1' });
    expect(posts(calls)).toEqual([]);
  });
});

describe('I-9 staff correct Section 2', () => {
  const record: I9Record = {
    ...summary,
    status: 'complete',
    candidate: { id: 3, firstName: 'Casey', lastName: 'Rivera', email: 'casey@example.com' },
    calendar: { openWeekends: false, federalHolidays: true },
    retentionUntil: null,
    section1: SECTION1,
    preparers: [],
    section2: SECTION2,
    versions: [entry({}), entry({ part: 'section2', actor: 'Ivy Nguyen' })],
    everifyCase: null,
    pdfSeals: 0,
    copies: [],
  };

  test('When "Correct Section 2" is used, Then the employee’s choice and documents are there, the server’s message shows beside its field, and the history gains the new version', async () => {
    let attempt = 0;
    const { calls } = serveHttp({
      'GET /api/staff/i9/7': () => ({ json: record }),
      'POST /api/staff/i9/7/corrections': (call) => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            json: {
              message: 'Please correct the fields marked below.',
              fields: { 'values.examinerTitle': 'This field is required.' },
            },
          };
        const values = (call.body as { values: I9Section2 }).values;
        return {
          json: {
            ...record,
            section2: values,
            versions: [
              ...record.versions,
              entry({
                part: 'section2',
                version: 2,
                actor: 'Ivy Nguyen',
                changed: ['listC', 'examinerTitle'],
                reason: 'Card number mistyped.',
              }),
            ],
          },
        };
      },
    });
    const user = userEvent.setup();
    render(<I9RecordPage formId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Correct Section 2' }));
    const c = within(screen.getByRole('form', { name: 'Correct Section 2' }));
    expect(
      (c.getByRole('radio', { name: 'One document from List B and one from List C' }) as HTMLInputElement).checked,
    ).toBe(true);
    const listC = within(c.getByRole('group', { name: 'List C document (employment authorization)' }));
    expect((listC.getByLabelText('Document number') as HTMLInputElement).value).toBe('123-45-6789');
    await user.clear(listC.getByLabelText('Document number'));
    await user.type(listC.getByLabelText('Document number'), '123-45-6780');
    await user.clear(c.getByLabelText('Examiner’s title'));
    await user.type(c.getByLabelText('Reason for the correction'), 'Card number mistyped.');
    await user.click(c.getByRole('button', { name: 'Save the correction of Section 2' }));
    await waitFor(() => expect(c.getByLabelText('Examiner’s title').getAttribute('aria-invalid')).toBe('true'));
    c.getByText('This field is required.');

    await user.type(c.getByLabelText('Examiner’s title'), 'HR Manager');
    await user.click(c.getByRole('button', { name: 'Save the correction of Section 2' }));
    await screen.findByText('The correction is saved as a new version of Section 2.');
    expect(posts(calls).at(-1)).toEqual([
      '/api/staff/i9/7/corrections',
      {
        part: 'section2',
        values: { ...SECTION2, listC: { ...SECTION2.listC!, number: '123-45-6780' }, examinerTitle: 'HR Manager' },
        reason: 'Card number mistyped.',
      },
    ]);
    const history = within(screen.getByRole('region', { name: 'History' }));
    const rows = history.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const latest = within(rows.at(-1)!);
    latest.getByText('List C document (employment authorization), Examiner’s title');
    latest.getByText('Card number mistyped.');
    latest.getByText('Ivy Nguyen');
  });
});
