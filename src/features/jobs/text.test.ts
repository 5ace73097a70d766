import { descriptionPreview, joinBlocks } from './text';

/** A short description's text, as the cards show it. */
const textOf = (html: string) => descriptionPreview(html);

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

  test('When a description is HTML, Then blocks, cells and lists opened after text still part their words', () => {
    expect(
      textOf('<p>Northwind is hiring.</p><h3>What you will do</h3><ul><li>Design</li><li>Test</li></ul><p>Apply'),
    ).toBe('Northwind is hiring. What you will do: Design; Test. Apply');
    expect(textOf('Intro<ul><li>One</li></ul>')).toBe('Intro One');
    expect(textOf('<table><tr><td>Pay</td><td>$50/hr</td></tr></table>')).toBe('Pay $50/hr');
    expect(textOf('Line one<br>Line two<br/>')).toBe('Line one. Line two');
    expect(textOf('A \u0001H B')).toBe('A H B');
  });

  test('When the sanitizer wrote entities, Then the text reads their characters, as the browser would', () => {
    expect(textOf('<p>R&amp;D &lt;team&gt; &quot;now&quot;&nbsp;hiring &#8212; caf&#xe9;</p>')).toBe(
      'R&D <team> "now" hiring — café',
    );
    expect(textOf('<a href="https://example.com/?a=1&amp;b=2" title="x &gt; y">Apply</a> here')).toBe('Apply here');
    // What is not an entity the sanitizer writes stays as it is.
    expect(textOf('Fish &chips; &#99999999; &#x110000;')).toBe('Fish &chips; &#99999999; &#x110000;');
  });
});
