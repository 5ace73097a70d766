/** Step-up asked before the dialog's chunk has loaded waits for it, and gives up if it never comes. */
import { askStepUp, onStepUp } from './step-up';

afterEach(() => {
  onStepUp(null);
  jest.useRealTimers();
});

test('When a staff member clicks before the dialog has loaded, Then the question waits and the dialog answers it', async () => {
  const asked: string[] = [];
  const answer = askStepUp('resume');
  onStepUp(async (purpose) => {
    asked.push(purpose);
    return true;
  });
  await expect(answer).resolves.toBe(true);
  expect(asked).toEqual(['resume']);
});

test('When the dialog never loads, Then the question counts as cancelled after a while', async () => {
  jest.useFakeTimers();
  const answer = askStepUp('resume');
  jest.advanceTimersByTime(10_000);
  await expect(answer).resolves.toBe(false);
});

test('When the dialog is there, Then it is asked at once', async () => {
  onStepUp(async () => false);
  await expect(askStepUp('export')).resolves.toBe(false);
});
