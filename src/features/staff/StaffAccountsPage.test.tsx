/**
 * Staff accounts (admins only): a role saved and said, a deactivation asked first and then shown
 * in the row (where the focus goes), the server's refusal, an invited account added to the list,
 * and the page for a non-admin.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '../../../common/staff-accounts';
import { type Call, serveHttp } from '../../../test/helpers/client/http';
import { StaffAccountsPage } from './StaffAccountsPage';

const me: StaffAccount = {
  id: 1,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Admin',
  role: 'admin',
  invited: false,
  deactivatedAt: null,
  self: true,
  permissions: [],
};
const robin: StaffAccount = {
  id: 2,
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Diaz',
  role: 'staff',
  invited: false,
  deactivatedAt: null,
  permissions: [],
};

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
const row = async (name: string) =>
  within((await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!);

describe('staff accounts', () => {
  test('When a role is changed and saved, Then it is sent, said in the row, and the row holds the new role', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/accounts': () => ({ json: [me, robin] }),
      'PUT /api/staff/accounts/2/role': () => ({ json: { ...robin, role: 'admin' } }),
    });
    const user = userEvent.setup();
    render(<StaffAccountsPage />);
    const mine = await row('Alex Admin');
    // One's own account cannot be demoted or deactivated here.
    expect(mine.getByText('Your own account: another administrator can change it.')).toBeTruthy();
    expect(mine.queryByRole('button')).toBeNull();

    const r = await row('Robin Diaz');
    const save = r.getByRole('button', { name: 'Save the role of Robin Diaz' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(r.getByRole('combobox', { name: 'Role of Robin Diaz' }), 'Admin');
    await user.click(save);
    await waitFor(() => expect(r.getByRole('status').textContent).toBe('Robin Diaz is now Admin.'));
    expect(writes(calls)).toEqual(['PUT /api/staff/accounts/2/role']);
    expect(calls.at(-1)!.body).toEqual({ role: 'admin' });
    expect(save.disabled).toBe(true);
  });

  test('When the Form I-9 switch is turned on and off, Then the permission is sent each time and said in the row', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/accounts': () => ({ json: [me, robin] }),
      'PUT /api/staff/accounts/2/permissions': (call) => ({
        json: { ...robin, permissions: (call.body as { permissions: string[] }).permissions },
      }),
    });
    const user = userEvent.setup();
    render(<StaffAccountsPage />);
    const r = await row('Robin Diaz');
    const toggle = r.getByRole('checkbox', { name: 'Robin Diaz may open Forms I-9' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(r.getByRole('status').textContent).toBe('Robin Diaz may now open Forms I-9.'));
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(r.getByRole('status').textContent).toBe('Robin Diaz may no longer open Forms I-9.'));
    expect(writes(calls)).toEqual(['PUT /api/staff/accounts/2/permissions', 'PUT /api/staff/accounts/2/permissions']);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { permissions: ['i9'] },
      { permissions: [] },
    ]);
  });

  test('When Deactivate is pressed, Then a dialog asks first; confirmed, the row says so and takes the focus; a refusal is shown', async () => {
    let refuse = false;
    const { calls } = serveHttp({
      'GET /api/staff/accounts': () => ({ json: [me, robin] }),
      'POST /api/staff/accounts/2/deactivate': () =>
        refuse
          ? { status: 409, json: { message: 'The portal needs at least one active administrator.' } }
          : { json: { ...robin, deactivatedAt: '2026-11-25T12:00:00.000Z' } },
    });
    const user = userEvent.setup();
    render(<StaffAccountsPage />);
    const r = await row('Robin Diaz');

    refuse = true;
    await user.click(r.getByRole('button', { name: 'Deactivate Robin Diaz' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Robin Diaz' });
    expect(within(dialog).getByText('Deactivate Robin Diaz now? Their sessions end at once.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    await user.click(r.getByRole('button', { name: 'Deactivate Robin Diaz' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate Robin Diaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    expect((await r.findByRole('alert')).textContent).toBe('The portal needs at least one active administrator.');
    expect(r.getByTestId('account-status').textContent).toBe('Active');

    refuse = false;
    await user.click(r.getByRole('button', { name: 'Deactivate Robin Diaz' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate Robin Diaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, deactivate' }));
    await waitFor(() =>
      expect(r.getByRole('status').textContent).toBe('Robin Diaz was deactivated and signed out everywhere.'),
    );
    expect(r.getByTestId('account-status').textContent).toMatch(/^Deactivated /);
    expect(r.queryByRole('button', { name: 'Deactivate Robin Diaz' })).toBeNull();
    // Its button is gone: the focus waits on the outcome, not on the page's start.
    await waitFor(() => expect(document.activeElement).toBe(r.getByRole('status')));
    expect(writes(calls)).toEqual(['POST /api/staff/accounts/2/deactivate', 'POST /api/staff/accounts/2/deactivate']);
  });

  test('When an invitation is sent, Then the invited account joins the list as Invited', async () => {
    serveHttp({
      'GET /api/staff/accounts': () => ({ json: [me] }),
      'POST /api/staff/accounts': () => ({
        json: { ...robin, id: 3, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', invited: true },
      }),
    });
    const user = userEvent.setup();
    render(<StaffAccountsPage />);
    await screen.findByText('1 account');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.selectOptions(screen.getByLabelText('Role'), 'Staff');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const sam = await row('Sam Lee');
    expect(sam.getByTestId('account-status').textContent).toBe('Invited');
    expect(screen.getByText('2 accounts')).toBeTruthy();
  });

  test('When the list is refused to a non-admin (403), Then the page says it is for administrators and offers nothing', async () => {
    serveHttp({ 'GET /api/staff/accounts': () => ({ status: 403, json: { message: 'Forbidden' } }) });
    render(<StaffAccountsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Only an administrator can manage staff accounts.');
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
