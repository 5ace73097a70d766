/**
 * The retention section (admins): the forms past their retention date listed with a checkbox each;
 * Destroy asks first, saying what goes and what stays; Keep them sends nothing; confirmed, the
 * chosen forms leave the list and the record of what was done shows them; a refusal is said.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I9PurgeRecord, I9Retention } from '../../../common/i9-inspection';
import { serveHttp } from '../../../test/helpers/client/http';
import { RetentionSection } from './RetentionSection';

const retention: I9Retention = {
  today: '2026-11-30',
  due: [
    {
      formId: 11,
      employee: 'Casey Rivera',
      startDate: '2019-03-04',
      endDate: '2021-06-30',
      retentionUntil: '2022-06-30',
      versions: 3,
      files: 2,
    },
    {
      formId: 12,
      employee: 'Ana De la Cruz',
      startDate: '2020-01-06',
      endDate: '2023-11-01',
      retentionUntil: '2024-11-01',
      versions: 2,
      files: 0,
    },
  ],
  done: [],
};
const record = (formId: number): I9PurgeRecord => ({
  formId,
  startDate: '2019-03-04',
  endDate: '2021-06-30',
  retentionUntil: '2022-06-30',
  purgedAt: '2026-11-30T17:00:00.000Z',
  purgedBy: 'Ada Admin',
  versions: 3,
  files: 2,
});

describe('the retention section', () => {
  test('When forms are chosen and Destroy is confirmed, Then only after the confirmation are they destroyed and the record shows them', async () => {
    const { calls } = serveHttp({
      'GET /api/admin/i9/retention': () => ({ json: retention }),
      'POST /api/admin/i9/purges': () => ({ json: { purged: [record(11)] } }),
    });
    const user = userEvent.setup();
    render(<RetentionSection />);
    const due = await screen.findByTestId('i9-retention-due');
    expect(
      within(due)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Casey Rivera', 'Ana De la Cruz']);
    expect(within(due).getByText('3 versions, 2 stored files')).toBeTruthy();
    expect(screen.getByText('No form has been destroyed yet.')).toBeTruthy();
    const destroy = screen.getByRole('button', { name: 'Destroy the selected form…' }) as HTMLButtonElement;
    expect(destroy.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Destroy the Form I-9 of Casey Rivera (number 11)' }));
    await user.click(destroy);
    let dialog = await screen.findByRole('dialog', { name: 'Destroy 1 Form I-9?' });
    expect(within(dialog).getByText('Casey Rivera, Form I-9 number 11, kept until Jun 30, 2022')).toBeTruthy();
    expect(within(dialog).queryByText(/Ana De la Cruz/)).toBeNull();
    expect(
      within(dialog).getByText(/copies of identity documents and its official PDF\. It cannot be undone\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Nothing about the employee\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(destroy);
    dialog = await screen.findByRole('dialog', { name: 'Destroy 1 Form I-9?' });
    await user.click(within(dialog).getByRole('button', { name: 'Destroy them' }));
    await screen.findByText('1 form was destroyed. The record below shows what was done.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/i9/purges', body: { formIds: [11], confirm: true } },
    ]);
    expect(
      within(screen.getByTestId('i9-retention-due'))
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Ana De la Cruz']);
    const done = screen.getByTestId('i9-retention-done');
    expect(within(done).getByRole('rowheader').textContent).toBe('11');
    expect(within(done).getByText('Ada Admin')).toBeTruthy();
  });

  test('When every form is selected and the server refuses one, Then its reason is shown and the list stays', async () => {
    const { calls } = serveHttp({
      'GET /api/admin/i9/retention': () => ({ json: retention }),
      'POST /api/admin/i9/purges': () => ({
        status: 409,
        json: { message: 'Form I-9 number 12 must be kept until 2027-05-01: it cannot be destroyed before then.' },
      }),
    });
    const user = userEvent.setup();
    render(<RetentionSection />);
    await screen.findByTestId('i9-retention-due');
    await user.click(screen.getByRole('checkbox', { name: 'Select every form listed' }));
    await user.click(screen.getByRole('button', { name: 'Destroy the 2 selected forms…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Destroy 2 Forms I-9?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Destroy them' }));
    await screen.findByText(/Form I-9 number 12 must be kept until 2027-05-01/);
    expect(screen.getByRole('alert').textContent).toMatch(/^Sorry, the forms could not be destroyed\./);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ formIds: [11, 12], confirm: true });
    expect(within(screen.getByTestId('i9-retention-due')).getAllByRole('rowheader')).toHaveLength(2);
  });
});
