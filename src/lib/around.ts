/** Stands for the value in a text whose value is drawn as an element (a link, a bold address). */
const MARK = '\uE000';

/**
 * A text with one value drawn as an element: the parts before and after it. `text` is the
 * message's function, given a mark in place of the value.
 */
export function around(text: (value: string) => string): [string, string] {
  const whole = text(MARK);
  const at = whole.indexOf(MARK);
  if (at < 0) return [whole, ''];
  return [whole.slice(0, at), whole.slice(at + MARK.length)];
}
