/**
 * The signer's steps on the built-in signing page, driven by the page's own reducer: the consent
 * asked before anything is recorded, a typed signature (the keyboard's way to sign) that Finish
 * requires, Decline asked in a dialog that passes the reason on, and the one button of a document
 * that is only read.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import type { SigningPreview } from '../../../common/esign';
import { initialSigningState, signingReducer, type SigningState } from './esign-state';
import { ConsentStep, ReviewStep, type SigningHandlers } from './SigningSteps';

const preview: SigningPreview = {
  formTitle: 'Safety Policy',
  informational: false,
  signerName: 'Casey Morgan',
  fields: [],
  timeoutMs: 300_000,
};

/** The steps over the page's reducer; Continue and Finish are the reducer's own transitions. */
function Steps({
  opened = preview,
  on,
  step,
}: {
  opened?: SigningPreview;
  on: SigningHandlers;
  step: 'consent' | 'review';
}) {
  const [state, dispatch] = useReducer(signingReducer, opened, (o): SigningState => ({
    ...initialSigningState('t1', o),
    phase: step,
  }));
  const handlers = {
    ...on,
    consent: () => {
      on.consent();
      dispatch({ type: 'consent' });
    },
    finish: () => {
      dispatch({ type: 'finish' });
      on.finish();
    },
  };
  return (
    <>
      {step === 'consent' ? <ConsentStep state={state} dispatch={dispatch} on={handlers} /> : null}
      {step === 'review' ? <ReviewStep state={state} dispatch={dispatch} on={handlers} /> : null}
      <output data-testid="phase">{state.phase}</output>
    </>
  );
}

const handlers = () => ({ consent: jest.fn(), finish: jest.fn(), decline: jest.fn(), cancel: jest.fn() });

// jsdom draws nothing: like a browser without a 2D canvas, where the typed signature still signs.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = () => null;
});

describe('signing steps', () => {
  test('When Continue is pressed before agreeing, Then the consent is asked for; agreed, it goes on; Cancel leaves', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Steps on={on} step="consent" />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please agree to sign electronically first.');
    await user.click(screen.getByLabelText('I agree to use electronic records and signatures'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Recording it: the button waits and says so.
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Recording your consent…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([on.consent.mock.calls.length, on.cancel.mock.calls.length]).toEqual([2, 1]);
  });

  test('When the signature is typed, Then Finish needs the name, the request goes once it is typed, and Draw without a drawing needs one again', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Steps on={on} step="review" />);
    const signature = screen.getByRole('group', { name: 'Your signature' });
    await user.click(within(signature).getByLabelText('Type'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toBe('Please draw or type your signature.');
    expect(screen.getByTestId('phase').textContent).toBe('review');

    await user.type(screen.getByLabelText('Type your full name'), 'Casey Morgan');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(signature).getByLabelText('Draw'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toBe('Please draw or type your signature.');

    // The typed name is kept when coming back to it.
    await user.click(within(signature).getByLabelText('Type'));
    expect((screen.getByLabelText('Type your full name') as HTMLInputElement).value).toBe('Casey Morgan');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByTestId('phase').textContent).toBe('submitting');
    expect(
      ['Finish', 'Decline', 'Cancel'].map(
        (n) => (screen.getByRole('button', { name: n }) as HTMLButtonElement).disabled,
      ),
    ).toEqual([true, true, true]);
  });

  test('When Decline is pressed, Then a dialog asks first: Go back keeps the page, Decline passes the reason given', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Steps on={on} step="review" />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline to sign?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Wrong start date');
    await user.click(within(dialog).getByRole('button', { name: 'Go back to the document' }));
    expect(on.decline).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline to sign?' });
    // The reason typed before is still there.
    expect((within(dialog).getByLabelText('Reason (optional)') as HTMLTextAreaElement).value).toBe('Wrong start date');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(on.decline).toHaveBeenCalledWith('Wrong start date');
  });

  test('When the document is only to read, Then one acknowledgement and no signature or Decline', async () => {
    const on = handlers();
    const user = userEvent.setup();
    render(<Steps on={on} step="review" opened={{ ...preview, informational: true }} />);
    expect(screen.queryByRole('group', { name: 'Your signature' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have viewed this document' }));
    expect(on.finish).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('phase').textContent).toBe('submitting');
  });
});
