/**
 * Packets: the list names each packet's templates; creating one sends its name and the ticked
 * templates, says so and empties the form; a refusal is shown and the choices stay.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPacket, StaffTemplate } from '../../../common/onboarding';
import { deferred, serveHttp } from '../../../test/helpers/client/http';
import { PacketForm } from './PacketForm';

const template = (id: number, formTitle: string) => ({ id, formTitle }) as StaffTemplate;
const templates = [template(1, 'Safety Policy'), template(2, 'W-4'), template(3, 'Direct Deposit')];
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('packets', () => {
  test('When a packet is created, Then its name and ticked templates go, the button waits, and the form empties once it is made', async () => {
    const answer = deferred<{ json: StaffPacket }>();
    const { calls } = serveHttp({ 'POST /api/staff/document-packets': () => answer.promise });
    const created = jest.fn();
    const user = userEvent.setup();
    render(
      <PacketForm
        templates={templates}
        packets={[{ id: 4, name: 'Drivers', templateIds: [2, 99] }]}
        onCreated={created}
      />,
    );
    // A template since removed is still named, by its number.
    expect(screen.getByRole('listitem').textContent).toBe('Drivers: W-4, #99');

    await user.type(box('Packet name'), 'New hire');
    await user.click(box('Direct Deposit'));
    await user.click(box('Safety Policy'));
    await user.click(box('W-4'));
    await user.click(box('W-4'));
    await user.click(screen.getByRole('button', { name: 'Create packet' }));
    expect(calls.map((c) => c.body)).toEqual([{ name: 'New hire', templateIds: [3, 1] }]);
    expect((screen.getByRole('button', { name: 'Create packet' }) as HTMLButtonElement).disabled).toBe(true);

    const packet = { id: 5, name: 'New hire', templateIds: [3, 1] };
    await act(async () => answer.resolve({ json: packet }));
    expect(created).toHaveBeenCalledWith(packet);
    expect(screen.getByRole('status').textContent).toBe('Packet New hire created.');
    expect(box('Packet name').value).toBe('');
    expect(templates.map((t) => box(t.formTitle).checked)).toEqual([false, false, false]);
  });

  test('When the server refuses the packet, Then its reason shows and the name and choices stay', async () => {
    serveHttp({
      'POST /api/staff/document-packets': () => ({
        status: 422,
        json: { message: 'Choose at least one template.', fields: { templateIds: 'Choose at least one template.' } },
      }),
    });
    const created = jest.fn();
    const user = userEvent.setup();
    render(<PacketForm templates={templates} packets={[]} onCreated={created} />);
    expect(screen.getByText('No packets yet.')).toBeTruthy();
    await user.type(box('Packet name'), 'Empty');
    await user.click(screen.getByRole('button', { name: 'Create packet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one template.');
    expect(box('Packet name').value).toBe('Empty');
    expect(created).not.toHaveBeenCalled();
  });
});
