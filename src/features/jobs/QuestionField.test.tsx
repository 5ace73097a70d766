/**
 * One screening question as the candidate answers it: a number or text typed, one choice of a
 * single-choice question, several of a multiple-choice one where "None of these" stands alone,
 * optional questions said, and the error read with the question.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AnswerValue, FormQuestion } from '../../../common/application-form';
import { QuestionField } from './QuestionField';

const answers = jest.fn<void, [AnswerValue]>();
beforeEach(() => answers.mockClear());

function Question({ question, error }: { question: FormQuestion; error?: string }) {
  const [value, setValue] = useState<AnswerValue>(null);
  const change = (next: AnswerValue) => {
    answers(next);
    setValue(next);
  };
  return <QuestionField question={question} value={value} error={error} onChange={change} />;
}
const checked = () =>
  (screen.getAllByRole('checkbox') as HTMLInputElement[])
    .filter((c) => c.checked)
    .map((c) => c.labels![0]!.textContent);

describe('screening question', () => {
  test('When "None of these" is ticked, Then it clears the other answers; ticking another clears it', async () => {
    const user = userEvent.setup();
    render(
      <Question
        question={{
          id: 4,
          kind: 'multiple',
          text: 'Which tools do you use?',
          required: true,
          options: ['AutoCAD', 'Revit', 'None of these'],
          optionLabels: ['AutoCAD', 'Revit', 'None of these'],
          language: 'en',
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Which tools do you use?' })).toBeTruthy();
    await user.click(screen.getByLabelText('AutoCAD'));
    await user.click(screen.getByLabelText('Revit'));
    expect(checked()).toEqual(['AutoCAD', 'Revit']);
    await user.click(screen.getByLabelText('None of these'));
    expect(checked()).toEqual(['None of these']);
    await user.click(screen.getByLabelText('Revit'));
    expect(checked()).toEqual(['Revit']);
    await user.click(screen.getByLabelText('Revit'));
    expect(answers.mock.calls.map(([v]) => v)).toEqual([
      ['AutoCAD'],
      ['AutoCAD', 'Revit'],
      ['None of these'],
      ['Revit'],
      [],
    ]);
  });

  test('When a single choice is made, Then its option is the answer; an optional question says so; its error is read with it', async () => {
    const user = userEvent.setup();
    render(
      <Question
        question={{
          id: 5,
          kind: 'yesNo',
          text: 'Can you work nights?',
          required: false,
          options: ['Yes', 'No'],
          optionLabels: ['Yes', 'No'],
          language: 'en',
        }}
        error="Choose Yes or No."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Can you work nights? (optional)' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Choose Yes or No.');
    // Optional: not announced as required (a required one is, below).
    expect(group.getAttribute('aria-required')).toBeNull();
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByLabelText('Yes'));
    expect(answers.mock.calls.map(([v]) => v)).toEqual(['No', 'Yes']);
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(false);
  });

  test('When the choices are translated, Then the reader reads the labels and the original option is the answer', async () => {
    const user = userEvent.setup();
    render(
      <Question
        question={{
          id: 7,
          kind: 'single',
          text: 'Which shift suits you?',
          required: true,
          options: ['Day', 'Night'],
          optionLabels: ['Día', 'Noche'],
          language: 'es',
        }}
      />,
    );
    await user.click(screen.getByLabelText('Noche'));
    expect(answers.mock.calls.map(([v]) => v)).toEqual(['Night']);
    expect(screen.queryByLabelText('Night')).toBeNull();
  });

  test('When a number is asked, Then it is typed in a decimal field and handed on as typed', async () => {
    const user = userEvent.setup();
    render(
      <Question
        question={{
          id: 6,
          kind: 'number',
          text: 'Years of experience',
          required: true,
          options: [],
          optionLabels: [],
          language: 'en',
        }}
      />,
    );
    const input = screen.getByLabelText('Years of experience') as HTMLInputElement;
    expect([input.inputMode, input.required, input.maxLength]).toEqual(['decimal', true, 30]);
    await user.type(input, '7.5');
    expect(answers).toHaveBeenLastCalledWith('7.5');
  });
});
