/** Cumulative layout shift of a page load, as the browser measures it (shifts after input excluded). */
import type { Page } from 'playwright-core';

interface ShiftWindow {
  layoutShift: number;
}
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Starts counting on every document the page opens from now on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift counted so far on the current document. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).layoutShift);
}

/** A desktop window and a phone's. */
const WIDE_AND_NARROW = [
  { width: 1200, height: 800 },
  { width: 375, height: 667 },
];

/**
 * The layout shift of a full load of `path` in each window size, read once `ready` resolves (the
 * page's real final state, not a delay).
 */
export async function layoutShiftOfLoads(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
  viewports = WIDE_AND_NARROW,
): Promise<number[]> {
  await watchLayoutShift(page);
  const shifts: number[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready();
    shifts.push(await layoutShift(page));
  }
  return shifts;
}
