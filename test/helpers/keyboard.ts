/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.7, 2.4.11, 1.4.11): moving the focus with Tab until it
 * reaches a control, and at every stop on the way checking that the focused element shows an
 * outline of 2 px or more at 3:1 against what is behind it and lies inside the window. The
 * focused element may be inside our same-origin frames (the signing page on a desktop). A page
 * also counts the mouse events it receives: a keyboard journey ends with none.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';

declare global {
  interface Window {
    colourOf(color: string): number[];
    contrastRatio(a: string, b: string): number;
    mouseEvents: number;
  }
}

/**
 * Installed in every page and frame (`context.addInitScript`): any CSS colour (rgb, oklch…) as the
 * canvas draws it, WCAG's contrast ratio of two, and a count of the mouse events that reached it.
 */
function pageTools() {
  let canvas: CanvasRenderingContext2D | null = null;
  window.colourOf = (color) => {
    canvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return Array.from(canvas.getImageData(0, 0, 1, 1).data);
  };
  const luminance = (color: string) => {
    const [R = 0, G = 0, B = 0] = window.colourOf(color).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  window.contrastRatio = (a, b) => {
    const [l1 = 0, l2 = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return Math.round(((l1 + 0.05) / (l2 + 0.05)) * 10) / 10;
  };
  window.mouseEvents = 0;
  for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown'])
    window.addEventListener(
      type,
      (e) => {
        // A keyboard's Enter or Space on a button fires a click too, at (0, 0) with no pointer.
        const pointer = e as PointerEvent;
        if (e.isTrusted && (type !== 'click' || pointer.detail > 0 || pointer.screenX !== 0)) window.mouseEvents++;
      },
      true,
    );
}

export async function useKeyboardTools(context: BrowserContext): Promise<void> {
  await context.addInitScript(pageTools);
}

/** The mouse events every frame of the page received (a keyboard journey expects 0). */
export function mouseEvents(page: Page): Promise<number> {
  return Promise.all(page.frames().map((f) => f.evaluate(() => window.mouseEvents ?? 0).catch(() => 0))).then((n) =>
    n.reduce((a, b) => a + b, 0),
  );
}

interface FocusState {
  name: string;
  outline: number;
  contrast: number;
  inView: boolean;
  where: string;
}

/** The focused element, in our frames too: its outline, its contrast and whether the window shows it. */
export function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    let doc = document;
    let el = doc.activeElement as HTMLElement | null;
    let dx = 0;
    let dy = 0;
    // By tag name: an element of another frame is not an instance of this realm's classes.
    while (el?.tagName === 'IFRAME' && (el as HTMLIFrameElement).contentDocument) {
      const frame = el.getBoundingClientRect();
      dx += frame.left;
      dy += frame.top;
      doc = (el as HTMLIFrameElement).contentDocument!;
      el = doc.activeElement as HTMLElement | null;
    }
    if (!el || el === doc.body) return null;
    // A toggle button's radio is hidden (Bootstrap's .btn-check): its label is what shows the focus.
    if (el.matches('.btn-check') && el.nextElementSibling) el = el.nextElementSibling as HTMLElement;
    const view = doc.defaultView!;
    // The first opaque background above the element (its outline is drawn outside it).
    let behind = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = view.getComputedStyle(node).backgroundColor;
      if ((window.colourOf(bg)[3] ?? 0) > 230) {
        behind = bg;
        break;
      }
    }
    const style = view.getComputedStyle(el);
    const own = el.getBoundingClientRect();
    // Covered (2.4.11): what the document shows at the element's centre is something else, such
    // as a sticky bar scrolled over it. Its own label or a part of it is the element itself.
    const hit = doc.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
    const covered =
      hit !== null &&
      hit !== el &&
      !el.contains(hit) &&
      !hit.contains(el) &&
      hit !== (el as HTMLInputElement).labels?.[0];
    const box = { top: own.top + dy, bottom: own.bottom + dy, left: own.left + dx, right: own.right + dx };
    return {
      name: `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)}"`,
      outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      contrast: window.contrastRatio(style.outlineColor, behind),
      // Scrolled into view by the browser to the nearest edge, at a fraction of a pixel.
      inView:
        !covered && box.top >= -1 && box.left >= -1 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1,
      where: `${Math.round(box.top)}–${Math.round(box.bottom)} of ${innerHeight}${covered ? `, covered by ${hit!.tagName.toLowerCase()}.${hit!.className}` : ''}`,
    };
  });
}

const problemOf = (s: FocusState | null): string | null =>
  s && (s.outline < 2 || s.contrast < 3 || !s.inView)
    ? `${s.name}: outline ${s.outline}px, ${s.contrast}:1, in view ${s.inView} (${s.where})`
    : null;

/** Waits for the screen's data to be drawn: a list still arriving moves what has the focus. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Tabs through the next `count` stops: the focus problems met (none expected); focus alone goes nowhere. */
export async function tabThrough(page: Page, count: number): Promise<string[]> {
  const url = page.url();
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state) break;
    const problem = problemOf(state);
    if (problem) problems.push(problem);
  }
  if (page.url() !== url) problems.push(`focus alone went from ${url} to ${page.url()}`);
  return problems;
}

/** Whether `target` (or something inside it) has the focus, through our frames. */
const holdsFocus = (target: Locator) =>
  target.evaluate((el) => {
    let active = window.top!.document.activeElement;
    while (active?.tagName === 'IFRAME' && (active as HTMLIFrameElement).contentDocument)
      active = (active as HTMLIFrameElement).contentDocument!.activeElement;
    return active !== null && (active === el || el.contains(active));
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times, checking
 * each stop's focus on the way; fails with the stops walked when it never gets there or when a
 * stop's focus cannot be seen.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  await target.waitFor();
  const walked: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await holdsFocus(target)) {
      if (problems.length) throw new Error(`Focus not visible on the way:\n${problems.join('\n')}`);
      return;
    }
    if (i === max) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    walked.push(state?.name ?? '(page)');
    const problem = problemOf(state);
    if (problem) problems.push(problem);
  }
  throw new Error(`Tab never reached ${target.toString()}; it went through:\n${walked.join('\n')}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function press(page: Page, target: Locator, key = 'Enter', options: { back?: boolean } = {}) {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it, as a person does (its old text selected and replaced). */
export async function typeInto(page: Page, target: Locator, text: string, options: { back?: boolean } = {}) {
  await tabTo(page, target, options);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}
