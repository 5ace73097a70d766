/**
 * Step-up before a sensitive action: asked only when the session has not proved its user
 * recently, and the action runs once after the confirmation, even when the dialog was rendered
 * inside the action's own form (React bubbles the dialog's submit to it through the portal).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { serveHttp } from '../../test/helpers/client/http';
import { pageState } from '../lib/page-state';
import { useStepUp } from './StepUpDialog';

// Step-up is asked of staff sessions only (the server never asks it of a candidate).
beforeEach(() => {
  pageState.role = 'admin';
});
afterEach(() => {
  pageState.role = null;
});

function KeyForm({ onAction }: { onAction: () => void }) {
  const stepUp = useStepUp();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    stepUp.run(onAction, 'apiKey');
  };
  return (
    <form onSubmit={submit}>
      {stepUp.dialog}
      <button type="submit">Create key</button>
    </form>
  );
}

test('When the password confirms it is them, Then the action runs once, not again for the form around the dialog', async () => {
  let fresh = false;
  const { calls } = serveHttp({
    'GET /api/account/reauthenticate': () => ({
      json: { fresh, needsCode: false, hasPasskey: false, sso: false, ssoFailure: null },
    }),
    'POST /api/account/reauthenticate': () => {
      fresh = true;
      return { json: {} };
    },
  });
  const action = jest.fn();
  render(<KeyForm onAction={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
  await screen.findByRole('dialog');
  expect(action).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Password'), 'Demo-Passw0rd!');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The form's own submit would ask for the status again and, fresh by then, run the action too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(action).toHaveBeenCalledTimes(1);
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('When a candidate acts, Then nothing is asked and the action runs at once', async () => {
  pageState.role = 'candidate';
  const { calls } = serveHttp({});
  const action = jest.fn();
  render(<KeyForm onAction={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
  expect(action).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls).toHaveLength(0);
});
