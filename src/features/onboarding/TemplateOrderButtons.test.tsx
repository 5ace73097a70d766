/**
 * Reordering templates: a move sends the whole new order, the list takes the server's order, the
 * move is said, and the focus stays on the pressed button (or its partner at an end of the list).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { StaffTemplate } from '../../../common/onboarding';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { TemplateOrderButtons } from './TemplateOrderButtons';

const template = (id: number, formTitle: string) => ({ id, formTitle }) as StaffTemplate;
const [safety, w4, deposit] = [template(1, 'Safety Policy'), template(2, 'W-4'), template(3, 'Direct Deposit')];

function Templates({ initial }: { initial: StaffTemplate[] }) {
  const [list, setList] = useState(initial);
  return (
    <ol>
      {list.map((t, i) => (
        <li key={t.id}>
          <span>{t.formTitle}</span>
          <TemplateOrderButtons templates={list} index={i} onOrdered={setList} />
        </li>
      ))}
    </ol>
  );
}

/** The server answers the templates in the order it was sent. */
const byIds = (call: Call) => ({
  json: (call.body as { templateIds: number[] }).templateIds.map((id) =>
    [safety, w4, deposit].find((t) => t.id === id),
  ),
});
const order = () => screen.getAllByRole('listitem').map((li) => li.querySelector('span')!.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('template order', () => {
  test("When a template moves down, Then the new order is sent, the buttons wait, and the list follows the server's order", async () => {
    const answer = deferred<ReturnType<typeof byIds>>();
    const { calls } = serveHttp({ 'PUT /api/staff/document-templates/order': () => answer.promise });
    const user = userEvent.setup();
    render(<Templates initial={[safety, w4, deposit]} />);
    expect(button('Move Safety Policy up').disabled).toBe(true);
    expect(button('Move Direct Deposit down').disabled).toBe(true);

    await user.click(button('Move Safety Policy down'));
    expect(calls.map((c) => c.body)).toEqual([{ templateIds: [2, 1, 3] }]);
    expect(button('Move Safety Policy up').disabled).toBe(true);
    expect(button('Move Safety Policy down').disabled).toBe(true);

    await act(async () => answer.resolve(byIds(calls[0]!)));
    expect(order()).toEqual(['W-4', 'Safety Policy', 'Direct Deposit']);
    const row = within(screen.getAllByRole('listitem')[1]!);
    expect(row.getByRole('status').textContent).toBe('Safety Policy is now 2 of 3.');
    expect(button('Move Safety Policy up').disabled).toBe(false);
  });

  // (jsdom keeps the focus on a button that is disabled or moved, so only the ends show the refocus.)
  test('When a template reaches an end of the list, Then the focus goes to its other button', async () => {
    serveHttp({ 'PUT /api/staff/document-templates/order': byIds });
    const user = userEvent.setup();
    render(<Templates initial={[safety, w4, deposit]} />);
    await user.click(button('Move W-4 down'));
    await waitFor(() => expect(order()).toEqual(['Safety Policy', 'Direct Deposit', 'W-4']));
    await waitFor(() => expect(document.activeElement).toBe(button('Move W-4 up')));
    await user.click(button('Move Direct Deposit up'));
    await waitFor(() => expect(order()).toEqual(['Direct Deposit', 'Safety Policy', 'W-4']));
    await waitFor(() => expect(document.activeElement).toBe(button('Move Direct Deposit down')));
  });

  test('When the new order cannot be saved, Then the list stays and the screen says so', async () => {
    serveHttp({ 'PUT /api/staff/document-templates/order': () => ({ status: 500, json: { message: 'down' } }) });
    const user = userEvent.setup();
    render(<Templates initial={[safety, w4]} />);
    await user.click(button('Move W-4 up'));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, the new order could not be saved.');
    expect(order()).toEqual(['Safety Policy', 'W-4']);
  });
});
