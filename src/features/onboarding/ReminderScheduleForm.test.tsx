/**
 * The reminder schedule: read from the server into the form, saved as numbers with the due-day
 * choice, said once saved; a refusal is shown; a failed read offers Retry.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReminderSchedule } from '../../../common/onboarding';
import { serveHttp } from '../../../test/helpers/client/http';
import { ReminderScheduleForm } from './ReminderScheduleForm';

const schedule: ReminderSchedule = { beforeDays: 3, onDueDay: true, afterDays: 2, undatedDays: 7 };
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('reminder schedule', () => {
  test('When the schedule is changed and saved, Then the numbers and the due-day choice go, and the save is said', async () => {
    const { calls } = serveHttp({
      'GET /api/staff/document-reminders': () => ({ json: schedule }),
      'PUT /api/staff/document-reminders': (call) => ({ json: call.body }),
    });
    const user = userEvent.setup();
    render(<ReminderScheduleForm />);
    await screen.findByLabelText('Days before the due date');
    expect(field('Days before the due date').value).toBe('3');
    expect(field('On the due date').checked).toBe(true);

    await user.clear(field('Days before the due date'));
    await user.type(field('Days before the due date'), '5');
    await user.clear(field('Days after the due date (overdue)'));
    await user.type(field('Days after the due date (overdue)'), '0');
    await user.click(field('On the due date'));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Schedule saved.'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { beforeDays: 5, onDueDay: false, afterDays: 0, undatedDays: 7 },
    });
  });

  test('When the server refuses a value, Then its reason shows and nothing is said saved', async () => {
    serveHttp({
      'GET /api/staff/document-reminders': () => ({ json: schedule }),
      'PUT /api/staff/document-reminders': () => ({
        status: 422,
        json: {
          message: 'Each number of days is from 0 to 30.',
          fields: { beforeDays: 'Each number of days is from 0 to 30.' },
        },
      }),
    });
    const user = userEvent.setup();
    render(<ReminderScheduleForm />);
    await user.type(await screen.findByLabelText('Days before the due date'), '0');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Each number of days is from 0 to 30.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('When the schedule cannot be read, Then the section says so, and Retry reads it again', async () => {
    let fail = true;
    serveHttp({
      'GET /api/staff/document-reminders': () =>
        fail ? { status: 500, json: { message: 'down' } } : { json: schedule },
    });
    const user = userEvent.setup();
    render(<ReminderScheduleForm />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the reminder schedule.down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByLabelText(/^No due date/)) as HTMLInputElement).value).toBe('7');
  });
});
