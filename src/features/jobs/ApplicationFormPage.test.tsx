/**
 * The application form of a job with screening questions: what is sent (JSON, or multipart with
 * a résumé for this application only), the wait, the confirmation that takes the focus, the
 * server's messages beside their questions, questions that changed meanwhile, and the cover
 * letter's limit.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationForm } from '../../../common/application-form';
import { type Call, deferred, serveHttp } from '../../../test/helpers/client/http';
import { ApplicationFormPage } from './ApplicationFormPage';

const form = (over: Partial<ApplicationForm> = {}): ApplicationForm => ({
  job: { jobOrderId: 41, title: 'Bridge Design Engineer', corpTitle: 'Tailspin', location: 'Evanston, IL' },
  questions: [
    {
      id: 4,
      kind: 'yesNo',
      text: 'Are you licensed in Illinois?',
      required: true,
      options: ['Yes', 'No'],
      optionLabels: ['Yes', 'No'],
      language: 'en',
    },
    {
      id: 5,
      kind: 'number',
      text: 'Years of experience',
      required: false,
      options: [],
      optionLabels: [],
      language: 'en',
    },
  ],
  formVersion: 'v1',
  resume: { fileName: 'casey.pdf' },
  appliedTo: false,
  ...over,
});
const submitted = {
  applicationId: 77,
  status: 'Submitted',
  message: 'Thanks for applying! Your application has been submitted.',
};
const sent = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const submit = () => screen.getByRole('button', { name: 'Submit application' }) as HTMLButtonElement;

// The form keeps a draft in the tab: each test starts without one.
beforeEach(() => sessionStorage.clear());

describe('application form', () => {
  test('When the form is answered and sent, Then the answers go with the chosen résumé, the button waits, and the confirmation takes the focus', async () => {
    const answer = deferred<{ json: unknown }>();
    const { calls } = serveHttp({
      'GET /api/jobs/41/application-form': () => ({ json: form() }),
      'POST /api/jobs/41/applications': () => answer.promise,
    });
    const user = userEvent.setup();
    render(<ApplicationFormPage jobOrderId={41} />);
    await screen.findByRole('heading', { name: 'Apply: Bridge Design Engineer' });
    expect((screen.getByLabelText("My profile's résumé (casey.pdf)") as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Cover letter (optional)'), 'Hello');
    expect(screen.getByTestId('cover-letter-count').textContent).toBe('5 of 5,000 characters');
    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Years of experience (optional)'), '7');
    await user.click(submit());

    expect(sent(calls).map((c) => c.body)).toEqual([
      { formVersion: 'v1', resume: 'profile', coverLetter: 'Hello', answers: { 4: 'Yes', 5: '7' } },
    ]);
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Submitting your application…')).toBeTruthy();

    await act(async () => answer.resolve({ json: submitted }));
    const heading = screen.getByRole('heading', { name: 'Thanks For Applying!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Thanks for applying! Your application has been submitted.')).toBeTruthy();
  });

  test('When a résumé is uploaded for this application, Then the form goes as multipart with the file', async () => {
    const { calls } = serveHttp({
      'GET /api/jobs/41/application-form': () => ({ json: form({ resume: null }) }),
      'POST /api/jobs/41/applications': () => ({ json: submitted }),
    });
    const user = userEvent.setup();
    render(<ApplicationFormPage jobOrderId={41} />);
    expect(await screen.findByText('You have no résumé on your profile.')).toBeTruthy();
    expect((screen.getByLabelText('Send no résumé') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Upload a résumé for this application only'));
    await user.upload(
      screen.getByLabelText('Résumé file (PDF or DOCX, up to 5 MB)'),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByLabelText('No'));
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Thanks For Applying!' });
    const body = sent(calls)[0]!.body as FormData;
    expect(JSON.parse(body.get('application') as string)).toEqual({
      formVersion: 'v1',
      resume: 'upload',
      coverLetter: '',
      answers: { 4: 'No' },
    });
    expect((body.get('resume') as File).name).toBe('cv.pdf');
  });

  test('When the server refuses answers (422), Then its message heads the form, with the focus, and each sits beside its question until answered', async () => {
    serveHttp({
      'GET /api/jobs/41/application-form': () => ({ json: form() }),
      'POST /api/jobs/41/applications': () => ({
        status: 422,
        json: {
          message: 'Please answer the questions marked below.',
          fields: { 'answers.4': 'Please answer this question' },
        },
      }),
    });
    const user = userEvent.setup();
    render(<ApplicationFormPage jobOrderId={41} />);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please answer the questions marked below.');
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
    const question = screen.getByRole('radiogroup', { name: 'Are you licensed in Illinois?' });
    // Required: screen readers say so before anything is chosen (and not "invalid" before the send).
    expect(question.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(question.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please answer this question',
    );
    await user.click(screen.getByLabelText('Yes'));
    expect(question.getAttribute('aria-describedby')).toBeNull();
  });

  test('When the questions changed meanwhile (409), Then the form is read again with the reason, the answers kept, and sent again as the new version', async () => {
    let version = 'v1';
    const { calls } = serveHttp({
      'GET /api/jobs/41/application-form': () => ({
        json:
          version === 'v1'
            ? form()
            : form({
                formVersion: 'v2',
                questions: [
                  form().questions[0]!,
                  {
                    id: 6,
                    kind: 'text',
                    text: 'Which bridges have you designed?',
                    required: false,
                    options: [],
                    optionLabels: [],
                    language: 'en',
                  },
                ],
              }),
      }),
      'POST /api/jobs/41/applications': (call) => {
        if ((call.body as { formVersion: string }).formVersion === 'v2') return { json: submitted };
        version = 'v2';
        return {
          status: 409,
          json: {
            message: 'The questions of this job have just changed. Please check your answers and send the form again.',
          },
        };
      },
    });
    const user = userEvent.setup();
    render(<ApplicationFormPage jobOrderId={41} />);
    await user.click(await screen.findByLabelText('No'));
    await user.click(submit());
    // The form read again (its new question is there) opens on the reason, with the focus, and the answers given.
    await screen.findByLabelText('Which bridges have you designed? (optional)');
    expect(screen.queryByLabelText('Years of experience (optional)')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'The questions of this job have just changed. Please check your answers and send the form again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Thanks For Applying!' });
    expect(sent(calls).map((c) => (c.body as { formVersion: string }).formVersion)).toEqual(['v1', 'v2']);
    expect(calls.filter((c) => c.path === '/api/jobs/41/application-form')).toHaveLength(2);
  });

  test('When the cover letter is over 5,000 characters, Then it is kept whole and the counter says by how much', async () => {
    serveHttp({ 'GET /api/jobs/41/application-form': () => ({ json: form() }) });
    const user = userEvent.setup();
    render(<ApplicationFormPage jobOrderId={41} />);
    await user.click(await screen.findByLabelText('Cover letter (optional)'));
    await user.paste('x'.repeat(5_002));
    expect((screen.getByLabelText('Cover letter (optional)') as HTMLTextAreaElement).value).toHaveLength(5_002);
    expect(screen.getByTestId('cover-letter-count').textContent).toBe('2 characters too long: shorten it to send it.');
    expect(screen.getByLabelText('Cover letter (optional)').classList.contains('is-invalid')).toBe(true);
  });

  test('When the job was applied to already, Then the form is not offered; when it cannot be read, Then the page says so', async () => {
    serveHttp({ 'GET /api/jobs/41/application-form': () => ({ json: form({ appliedTo: true }) }) });
    const applied = render(<ApplicationFormPage jobOrderId={41} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already applied to this job. See your applications',
    );
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    applied.unmount();

    serveHttp({ 'GET /api/jobs/41/application-form': () => ({ status: 404, json: { message: 'Job not found.' } }) });
    render(<ApplicationFormPage jobOrderId={41} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, the application form could not be loaded.');
  });
});
