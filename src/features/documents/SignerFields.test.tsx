/**
 * The fields a signer fills: each kind its own input (a date, a tick, initials of five letters at
 * most), required ones marked, optional ones said, and each error tied to its field.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SignerField } from '../../../common/onboarding';
import { SignerFields, type SignerValues } from './SignerFields';

const fields: SignerField[] = [
  { name: 'start', label: 'Start date', type: 'date', required: true },
  { name: 'agree', label: 'I have read the policy', type: 'checkbox', required: true },
  { name: 'init', label: 'Initials', type: 'initials', required: false },
  { name: 'note', label: 'Comments', type: 'text', required: false },
];

const changes = jest.fn<void, [string, string | boolean]>();
beforeEach(() => changes.mockClear());

function Fields({ errors = {} }: { errors?: Record<string, string> }) {
  const [values, setValues] = useState<SignerValues>({});
  const change = (name: string, value: string | boolean) => {
    changes(name, value);
    setValues((v) => ({ ...v, [name]: value }));
  };
  return <SignerFields fields={fields} values={values} errors={errors} onChange={change} />;
}

describe('signer fields', () => {
  test('When the fields are filled, Then each kind hands on its own value, and initials stop at five letters', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const group = screen.getByRole('group', { name: 'Fill in the form' });
    expect(group).toBeTruthy();
    await user.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await user.click(screen.getByLabelText(/^I have read the policy/));
    await user.click(screen.getByLabelText(/^I have read the policy/));
    await user.type(screen.getByLabelText(/^Initials/), 'CMXYZW');
    expect(changes.mock.calls.filter(([name]) => name !== 'init')).toEqual([
      ['start', '2026-12-01'],
      ['agree', true],
      ['agree', false],
    ]);
    expect((screen.getByLabelText(/^Initials/) as HTMLInputElement).value).toBe('CMXYZ');
    // Required fields carry a star for the eye and the requirement for the screen reader; optional ones say so.
    expect(screen.getByLabelText('Comments (optional)')).toBeTruthy();
    expect((screen.getByLabelText(/^Start date/) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText(/^I have read the policy/).getAttribute('aria-required')).toBe('true');
  });

  test('When fields have errors, Then each is marked invalid and reads its own message', () => {
    render(<Fields errors={{ start: 'Start date is required.', agree: 'I have read the policy is required.' }} />);
    for (const [label, message] of [
      [/^Start date/, 'Start date is required.'],
      [/^I have read the policy/, 'I have read the policy is required.'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(message);
    }
    expect(screen.getByLabelText('Comments (optional)').getAttribute('aria-invalid')).toBe('false');
  });

  test('When a template has no fields, Then nothing is drawn', () => {
    const { container } = render(<SignerFields fields={[]} values={{}} errors={{}} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
