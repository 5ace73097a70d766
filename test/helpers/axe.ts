/**
 * axe-core in a real page: WCAG 2.2 A and AA, and axe's best practices unless `bestPractice` is
 * false. It runs as `axe.run` in the page and its same-origin frames (AxeBuilder's legacy mode;
 * every frame of ours is same-origin) and answers with violations only. AxeBuilder's default runs
 * `runPartial` in each frame and `finishRun` in a blank page, which carries the data of every node
 * checked through Playwright's protocol both ways: half the CPU of the browser suites, measured.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's violations, one readable line each: rule, impact, help and the nodes' selectors. */
export async function axeViolations(page: Page, options: { include?: string; bestPractice?: boolean } = {}) {
  const builder = new AxeBuilder({ page })
    .withTags(options.bestPractice === false ? WCAG : [...WCAG, 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (options.include) builder.include(options.include);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
