/**
 * The first Intl formatter a page makes loads its language's data: 80-210 ms on a phone's CPU
 * (4× slowdown), and 30-50 ms more for the first time zone name (docs/BENCHMARKS.md). Left to the
 * first count, pay or zone a screen writes, that lands in the long task that draws the screen's
 * data; made here, once the first screen has painted, it runs in tasks of its own while the data
 * is still on its way: the language's data stays loaded for every formatter made later.
 */
import { LANGUAGE_TAGS } from '../../common/i18n';
import { pageLanguage } from './i18n';

let warmed = false;

/** After the next paint, each in a task of its own: numbers, then a zone's name. */
export function warmFormattersAfterPaint(): void {
  if (warmed || typeof requestAnimationFrame === 'undefined') return;
  warmed = true;
  const task = (work: () => void) => window.setTimeout(work, 0);
  requestAnimationFrame(() =>
    task(() => {
      const tag = LANGUAGE_TAGS[pageLanguage()];
      new Intl.NumberFormat(tag).format(0);
      task(() => new Intl.DateTimeFormat(tag, { timeZoneName: 'long' }).format(0));
    }),
  );
}
