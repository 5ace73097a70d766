/**
 * The description's live preview: asked of the server once the typing pauses (400 ms), the last
 * text only, shown as the server sanitized it; a refusal or a failure says why and keeps the text.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type Call, serveHttp } from '../../../test/helpers/client/http';
import { DescriptionField } from './DescriptionField';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DescriptionField value={value} onChange={setValue} />;
}

const previews = (calls: Call[]) =>
  calls.filter((c) => c.path === '/api/staff/jobs/preview').map((c) => c.body as { descriptionMarkdown: string });
const box = () => screen.getByTestId('description-preview');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('description preview', () => {
  test('When text is typed, Then one preview is asked 400 ms after the last keystroke, for the whole text, and shown', async () => {
    const { calls } = serveHttp({
      'POST /api/staff/jobs/preview': (call) => ({
        json: { html: `<h2>${(call.body as { descriptionMarkdown: string }).descriptionMarkdown.slice(3)}</h2>` },
      }),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Field />);
    expect(box().textContent).toBe('The description appears here as candidates will see it.');

    await user.type(screen.getByLabelText('Description'), '## Duties');
    expect(screen.getByRole('status').textContent).toBe('Updating the preview…');
    await act(async () => jest.advanceTimersByTime(399));
    expect(previews(calls)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(previews(calls)).toEqual([{ descriptionMarkdown: '## Duties' }]);
    expect(screen.getByRole('heading', { name: 'Duties', level: 2 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    // Emptied: the hint comes back at once, with nothing asked.
    await user.clear(screen.getByLabelText('Description'));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(previews(calls)).toHaveLength(1);
    expect(box().textContent).toBe('The description appears here as candidates will see it.');
  });

  test('When an existing text is edited, Then it is previewed at once, and the refusal of a field shows its own sentence', async () => {
    const { calls } = serveHttp({
      'POST /api/staff/jobs/preview': (call) =>
        (call.body as { descriptionMarkdown: string }).descriptionMarkdown.length > 20
          ? {
              status: 422,
              json: {
                message: 'Please correct the fields marked below.',
                fields: { descriptionMarkdown: 'The description can be at most 20,000 characters.' },
              },
            }
          : { json: { html: '<p>Design bridges.</p>' } },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Field initial="Design bridges." />);
    await act(async () => jest.advanceTimersByTime(400));
    expect(previews(calls)).toEqual([{ descriptionMarkdown: 'Design bridges.' }]);
    expect(box().textContent).toBe('Design bridges.');

    await user.type(screen.getByLabelText('Description'), ' And tunnels.');
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.getByRole('alert').textContent).toBe('The description can be at most 20,000 characters.');
    // The last good preview stays under the message.
    expect(box().textContent).toBe('Design bridges.');
  });

  test('When the server fails, Then the screen says the preview could not be updated and the text is kept', async () => {
    serveHttp({ 'POST /api/staff/jobs/preview': () => ({ status: 500, json: { message: 'boom' } }) });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Field />);
    await user.type(screen.getByLabelText('Description'), 'Hello');
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.getByRole('alert').textContent).toBe(
      'The preview could not be updated. It will try again as you type; your text is kept.',
    );
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
