import { joinBlocks } from './text';

const M = '\u0001';

describe('Job description text', () => {
  test('When blocks end, Then headings introduce, list items run on and lists and paragraphs end', () => {
    const marked =
      `Acme is hiring a Welder.${M}E What you will do${M}H ` +
      `Weld frames${M}LRead drawings${M}L${M}E What you bring${M}H 3+ years${M}L${M}E`;
    expect(joinBlocks(marked)).toBe(
      'Acme is hiring a Welder. What you will do: Weld frames; Read drawings. What you bring: 3+ years',
    );
  });

  test('When a block already ends with punctuation, Then no second mark is added', () => {
    expect(joinBlocks(`Requirements:${M}H Valid license!${M}L Own tools${M}E`)).toBe(
      'Requirements: Valid license! Own tools',
    );
  });

  test('When the text has no blocks, Then only its whitespace is tidied', () => {
    expect(joinBlocks('  Great   role\n with a team ')).toBe('Great role with a team');
    expect(joinBlocks(`${M}E${M}E`)).toBe('');
  });
});
