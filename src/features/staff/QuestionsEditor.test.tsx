/**
 * The job form's screening questions: add, choose a kind (its options and knockout answers
 * follow), reorder, remove, the limit of questions, and the server's message beside each field.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { inputOf, type QuestionDraft, QuestionsEditor } from './QuestionsEditor';

/** Each list of questions the editor handed to the form. */
const changes = jest.fn<void, [QuestionDraft[]]>();
const latest = () => changes.mock.lastCall![0];
beforeEach(() => changes.mockClear());

function Editor({ initial = [], errors = {} }: { initial?: QuestionDraft[]; errors?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  const change = (next: QuestionDraft[]) => {
    changes(next);
    setValue(next);
  };
  return <QuestionsEditor value={value} onChange={change} errors={errors} />;
}

const draft = (text: string, over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  kind: 'yesNo',
  text,
  required: true,
  options: '',
  knockoutAnswers: [],
  min: '',
  max: '',
  ...over,
});
const question = (n: number) => within(screen.getByRole('group', { name: `Question ${n}` }));
const texts = () => screen.getAllByLabelText('Question').map((i) => (i as HTMLInputElement).value);

describe('screening questions editor', () => {
  test('When a choice question is added, Then its options become its knockout answers, and what is sent keeps only those', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    expect(screen.getByText('No questions: candidates apply in one click.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const q = question(1);
    // A new question is a required yes/no: Yes and No can knock out.
    expect((q.getByLabelText('Required') as HTMLInputElement).checked).toBe(true);
    expect(within(q.getByRole('group', { name: 'Answers that knock out' })).getAllByRole('checkbox')).toHaveLength(2);

    await user.selectOptions(q.getByLabelText('Kind'), 'Single choice');
    await user.type(q.getByLabelText('Question'), 'Which licence do you hold?');
    await user.type(q.getByLabelText('Options, one per line'), 'PE{Enter}EIT{Enter}None');
    const knockout = within(q.getByRole('group', { name: 'Answers that knock out' }));
    expect(knockout.getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['PE', 'EIT', 'None']);
    await user.click(knockout.getByLabelText('None'));
    expect(inputOf(latest()[0]!)).toEqual({
      kind: 'single',
      text: 'Which licence do you hold?',
      required: true,
      options: ['PE', 'EIT', 'None'],
      knockoutAnswers: ['None'],
      min: null,
      max: null,
    });

    // An option taken away is no longer a knockout answer.
    await user.clear(q.getByLabelText('Options, one per line'));
    await user.type(q.getByLabelText('Options, one per line'), 'PE{Enter}EIT');
    expect(inputOf(latest()[0]!).knockoutAnswers).toEqual([]);

    // A number has limits instead of answers.
    await user.selectOptions(q.getByLabelText('Kind'), 'Number');
    expect(q.queryByRole('group', { name: 'Answers that knock out' })).toBeNull();
    await user.type(q.getByLabelText('Knock out below'), '1,000');
    expect(inputOf(latest()[0]!)).toMatchObject({ kind: 'number', options: [], min: 1000, max: null });
  });

  test('When questions are moved and removed, Then their order follows, and the ends cannot move further', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[draft('First?'), draft('Second?'), draft('Third?')]} />);
    expect((question(1).getByRole('button', { name: 'Move up (Question 1)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((question(3).getByRole('button', { name: 'Move down (Question 3)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Move down (Question 1)' }));
    expect(texts()).toEqual(['Second?', 'First?', 'Third?']);
    await user.click(screen.getByRole('button', { name: 'Move up (Question 3)' }));
    expect(texts()).toEqual(['Second?', 'Third?', 'First?']);
    await user.click(screen.getByRole('button', { name: 'Remove (Question 2)' }));
    expect(texts()).toEqual(['Second?', 'First?']);
  });

  test('When the form holds 20 questions, Then no more can be added', () => {
    render(<Editor initial={Array.from({ length: 20 }, (_, i) => draft(`Q${i}?`))} />);
    // By its text: the roles of twenty questions take a second to compute.
    expect(screen.getByText('Add a question').closest('button')!.disabled).toBe(true);
  });

  test("When the server names a question's fields, Then each message is beside its field of that question", () => {
    render(
      <Editor
        initial={[draft('First?'), draft('', { kind: 'multiple', options: 'A' })]}
        errors={{
          questions: 'A form has at most 20 questions.',
          'questions.1.text': 'Write the question.',
          'questions.1.options': 'Give at least two options.',
        }}
      />,
    );
    expect(screen.getByText('A form has at most 20 questions.')).toBeTruthy();
    const second = question(2);
    const text = second.getByLabelText('Question');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(text.getAttribute('aria-describedby')!)!.textContent).toBe('Write the question.');
    const options = second.getByLabelText('Options, one per line');
    expect(document.getElementById(options.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Give at least two options.',
    );
    expect(question(1).getByLabelText('Question').getAttribute('aria-invalid')).toBeNull();
  });
});
