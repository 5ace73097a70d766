/** HTML to the words search indexes, through the sanitizer's own parser. */
import { htmlToText } from './html';

describe('htmlToText', () => {
  test('When HTML has entities, scripts and adjacent blocks, Then the text keeps the words apart, decodes the entities and drops the scripts', () => {
    expect(
      htmlToText(
        '<p>Nurse&nbsp;&amp; aide</p><p>Lift 50&lt;lbs</p><script>alert(1)</script><style>p{}</style>caf&#233; &quot;x&quot;',
      ),
    ).toBe('Nurse & aide Lift 50<lbs café "x"');
  });

  test('When markup is broken, Then no tag survives as text', () => {
    expect(htmlToText('<ul><li>Forklift<li>Pallet jack</ul><img src=x onerror=alert(1)>')).toBe('Forklift Pallet jack');
  });
});
