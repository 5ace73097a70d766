/**
 * The board's filters: the form edits a draft that only Filter applies; another question starts
 * its answer again, a question with choices offers them, and Clear filters applies none at once.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardQuestion } from '../../../common/pipeline';
import { FilterBar } from './FilterBar';

const questions: BoardQuestion[] = [
  { text: 'Which licence do you hold?', options: ['PE', 'EIT', 'None'] },
  { text: 'Years of experience?', options: [] },
];
const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

describe('board filters', () => {
  test('When filters are chosen, Then nothing applies until Filter, which applies them all together', async () => {
    const apply = jest.fn();
    const user = userEvent.setup();
    render(<FilterBar value={{}} tags={['cad', 'night-shift']} questions={questions} onApply={apply} />);
    await user.selectOptions(control('Tag'), 'night-shift');
    await user.type(control('Name'), 'mor');
    await user.click(control('Knocked out only'));
    // No question yet: its answer waits.
    expect(control('Answer').disabled).toBe(true);
    await user.selectOptions(control('Answered'), 'Which licence do you hold?');
    await user.selectOptions(control('Answer'), 'EIT');
    expect(apply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(apply).toHaveBeenCalledWith({
      tag: 'night-shift',
      q: 'mor',
      knockedOut: '1',
      question: 'Which licence do you hold?',
      answer: 'EIT',
    });
  });

  test('When another question is chosen, Then its answer starts again, typed when it has no choices', async () => {
    const apply = jest.fn();
    const user = userEvent.setup();
    render(
      <FilterBar
        value={{ question: 'Which licence do you hold?', answer: 'PE' }}
        tags={[]}
        questions={questions}
        onApply={apply}
      />,
    );
    expect(control('Answer').value).toBe('PE');
    await user.selectOptions(control('Answered'), 'Years of experience?');
    expect(control('Answer').tagName).toBe('INPUT');
    expect(control('Answer').value).toBe('');
    await user.type(control('Answer'), '5');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(apply).toHaveBeenLastCalledWith({ question: 'Years of experience?', answer: '5' });
  });

  test('When the address names a tag no application carries any more, Then it is still shown; Clear filters applies none at once', async () => {
    const apply = jest.fn();
    const user = userEvent.setup();
    render(<FilterBar value={{ tag: 'old-tag', q: 'casey' }} tags={['cad']} questions={[]} onApply={apply} />);
    expect(control('Tag').value).toBe('old-tag');
    // Without screening questions there is nothing to answer.
    expect(screen.queryByLabelText('Answered')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(apply).toHaveBeenCalledWith({});
    expect(control('Tag').value).toBe('');
    expect(control('Name').value).toBe('');
  });
});
