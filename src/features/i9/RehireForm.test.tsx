/**
 * Supplement B's rehire entry on /admin/i9/{id}: without an ended authorization no document is asked
 * for and none is sent; with one, the employee's new document is; the server's field messages show
 * beside their fields.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I9Record, I9Rehire } from '../../../common/i9';
import { serveHttp } from '../../../test/helpers/client/http';
import { RehireForm } from './RehireForm';

const form = { id: 7, status: 'complete', reverifyBy: '2026-12-01' } as I9Record;
const rehire = (reverify: boolean): I9Rehire => ({ applicationId: 40, rehireDate: '2027-02-01', reverify });

describe('Supplement B: rehire', () => {
  test('When the earlier authorization still holds, Then no document is asked for, and the rehire is sent with its date and a changed name', async () => {
    const { calls } = serveHttp({ 'PUT /api/staff/i9/7/rehire': () => ({ json: { ...form, rehire: null } }) });
    const done = jest.fn();
    const user = userEvent.setup();
    render(<RehireForm form={form} rehire={rehire(false)} onDone={done} />);
    expect(screen.queryByLabelText('Document title')).toBeNull();
    expect((screen.getByLabelText('Date of rehire') as HTMLInputElement).value).toBe('2027-02-01');
    await user.type(screen.getByLabelText('Last name'), 'Rivera-Lopez');
    await user.type(screen.getByLabelText('First name'), 'Casey');
    await user.type(screen.getByLabelText('Name of the person recording the rehire'), 'Ivy Nguyen');
    await user.type(screen.getByLabelText('Their title'), 'HR Specialist');
    await user.click(screen.getByRole('button', { name: 'Sign and record the rehire' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      {
        rehireDate: '2027-02-01',
        newName: { lastName: 'Rivera-Lopez', firstName: 'Casey', middleInitial: '' },
        document: null,
        examinerName: 'Ivy Nguyen',
        examinerTitle: 'HR Specialist',
      },
    ]);
  });

  test('When the authorization ended by the rehire date, Then the new document is asked for, and the server’s messages show by their fields', async () => {
    serveHttp({
      'PUT /api/staff/i9/7/rehire': () => ({
        status: 400,
        json: {
          message: 'Please correct the fields marked below.',
          fields: { 'rehire.document': 'Choose the document', 'rehire.examinerName': 'This field is required.' },
        },
      }),
    });
    const user = userEvent.setup();
    render(<RehireForm form={form} rehire={rehire(true)} onDone={jest.fn()} />);
    expect(screen.getByText(/the work authorization it shows ended by then/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Document title'), 'employmentAuthorization');
    await user.click(screen.getByRole('button', { name: 'Sign and record the rehire' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });
});
