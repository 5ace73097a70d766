/**
 * Inviting a staff member: what is sent, the wait, the fields cleared and the address named once
 * it is sent; the server's messages beside their fields, or its sentence for a failure.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '../../../common/staff-accounts';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { InviteStaffForm } from './InviteStaffForm';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Email'), 'sam@example.com');
  await user.type(field('First name'), 'Sam');
  await user.type(field('Last name'), 'Lee');
  await user.selectOptions(field('Role'), 'Admin');
}

describe('staff invitation form', () => {
  test('When sent, Then the fields go as typed, the button waits, and on success the form empties and names the address', async () => {
    const answer = deferred<{ json: StaffAccount }>();
    const { calls } = serveHttp({ 'POST /api/staff/accounts': () => answer.promise });
    const invited = jest.fn();
    const user = userEvent.setup();
    render(<InviteStaffForm onInvited={invited} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee', role: 'admin' },
    ]);
    expect((screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Sending the invitation…')).toBeTruthy();

    const account: StaffAccount = {
      id: 3,
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Lee',
      role: 'admin',
      invited: true,
      deactivatedAt: null,
      permissions: [],
    };
    await act(async () => answer.resolve({ json: account }));
    expect(invited).toHaveBeenCalledWith(account);
    expect(
      screen.getByText('An invitation is on its way to sam@example.com: the link in it sets a password.'),
    ).toBeTruthy();
    expect([field('Email'), field('First name'), field('Last name'), field('Role')].map((f) => f.value)).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  test('When the server refuses fields (422), Then each message is beside its field, the typed values stay, and nothing is invited', async () => {
    serveHttp({
      'POST /api/staff/accounts': () => ({
        status: 422,
        json: {
          message: 'Please correct the fields marked below.',
          fields: { email: 'This address already has an account.', role: 'Choose Staff or Admin.' },
        },
      }),
    });
    const invited = jest.fn();
    const user = userEvent.setup();
    render(<InviteStaffForm onInvited={invited} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the fields marked below.');
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'This address already has an account.',
    );
    expect(field('Role').getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('sam@example.com');
    expect(invited).not.toHaveBeenCalled();
  });

  test("When the server fails (500), Then the screen's own sentence, and a later success clears it", async () => {
    let fail = true;
    serveHttp({
      'POST /api/staff/accounts': () =>
        fail
          ? { status: 500, json: { message: 'boom' } }
          : {
              json: {
                id: 3,
                email: 'sam@example.com',
                firstName: 'Sam',
                lastName: 'Lee',
                role: 'admin',
                invited: true,
                deactivatedAt: null,
              },
            },
    });
    const user = userEvent.setup();
    render(<InviteStaffForm onInvited={() => undefined} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, the invitation could not be sent.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
