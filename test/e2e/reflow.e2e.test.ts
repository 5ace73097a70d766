/**
 * Reflow, text spacing and target size (WCAG 2.2 1.4.10, 1.4.12, 2.5.8): every screen, crawled as
 * each role that sees it (test/helpers/route-crawl.ts), in English on a phone 320 CSS px wide with
 * the text spacing of 1.4.12 set on every document, reads without sideways scrolling of the page
 * (boards, tables and PDF pages may scroll in their own region), without text cut off, and with
 * every control a target of at least 24 × 24 px or spaced as 2.5.8 allows. Screenshots of a few
 * screens go to test/artifacts/screens/.
 *
 * No exceptions are needed beyond the criteria's own: text hidden from sight (`.visually-hidden`
 * and its mixin, the skip link until focused) or from everyone (aria-hidden) is not read for cut
 * text; links in running text are 2.5.8's "inline" targets; a disabled control is no target.
 * Should one be needed, write it here with its reason.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeBrowser, launchBrowser } from '../helpers/browser';
import { crawlRoutes } from '../helpers/route-crawl';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Demo-Passw0rd!';

/**
 * The text spacing of WCAG 1.4.12's test (its bookmarklet's rules), in a cascade layer: a layer's
 * `!important` wins over the page's own, as a reader's style sheet does (the bookmarklet's plain
 * rules would lose to Bootstrap's `!important` utilities such as `.mb-0` and `.lh-1`).
 */
const TEXT_SPACING = `@layer wcag-text-spacing {
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
}`;

/**
 * Adds the text spacing to every stylesheet of the portal the context loads: every document and
 * frame of the portal has it from its first paint, and keeps it through client-side navigation and
 * the stylesheets of the chunks loaded later. (An init script would not run in the mail preview's
 * sandboxed frame, where Chromium reports the attempt as a console error; a style element needs
 * the page's CSP, style-src 'self', bypassed.)
 */
async function withTextSpacing(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/[^?]+\.css(\?|$)/, async (route) => {
    // What is not a stylesheet (a 404 after a rebuild renamed the files) goes to the page as it is.
    const response = await route.fetch().catch(() => null);
    if (!response?.ok()) return route.continue();
    await route.fulfill({ response, body: `${await response.text()}\n${TEXT_SPACING}` });
  });
}

/** Controls 2.5.8 measures (a `.btn` label is the target of its visually hidden `.btn-check` input). */
const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  '[role=button]',
  '[role=link]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=tab]',
  'summary',
  '[tabindex="0"]',
  'label.btn',
].join(', ');

/** Screens kept as screenshots, by route. */
const SCREENS: Readonly<Record<string, string>> = {
  '/jobs': 'jobs',
  '/search': 'search',
  '/overview': 'overview',
  '/esign/sign': 'sign',
  '/admin/jobs/:id/board': 'board',
};

interface Found {
  /** The page's own sideways overflow, with the boxes that pass its edge. */
  overflow: string | null;
  clipped: string[];
  /** Undersized targets without the spacing exception. */
  small: string[];
  spacing: boolean;
}

/** What one frame shows wrongly (its document's sideways scroll, cut text, small targets). */
function inFrame(controls: string): Found {
  const root = document.documentElement;
  const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 40);
  const describe = (el: Element) =>
    el.tagName.toLowerCase() +
    (el.id ? `#${el.id}` : '') +
    (typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '');
  // Shown to no one's eyes: Bootstrap's visually-hidden classes or mixin (clipped to nothing), the
  // skip link until focused.
  const unseen = (el: Element) => {
    if (
      el.closest('.visually-hidden, .visually-hidden-focusable:not(:focus):not(:focus-within), .skip-link:not(:focus)')
    )
      return true;
    for (let up: Element | null = el; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.clip !== 'auto' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const unread = (el: Element) => unseen(el) || el.closest('[aria-hidden="true"]') !== null;

  // 1.4.10: the page's own width. A box in a region that scrolls (or clips) sideways by itself is
  // that region's business; the boxes that pass the edge while their parent does not are named.
  let overflow: string | null = null;
  if (root.scrollWidth > root.clientWidth) {
    const contained = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const passes = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > root.clientWidth + 1 || r.left < -1);
    };
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => passes(el) && !(el.parentElement && passes(el.parentElement)) && !contained(el))
      .slice(0, 4)
      .map((el) => `${describe(el)} "${short((el as HTMLElement).innerText ?? '')}"`);
    overflow = `page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} (${culprits.join(', ')})`;
  }

  // 1.4.12: text cut by a box that hides what passes its edges.
  const clipped: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const style = getComputedStyle(el);
    const cutX = /hidden|clip/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const cutY = /hidden|clip/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if ((!cutX && !cutY) || unread(el)) continue;
    const box = el.getBoundingClientRect();
    const left = box.left + el.clientLeft;
    const top = box.top + el.clientTop;
    const cut: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (unread(parent)) continue;
      // A box between that scrolls or clips is checked (or scrolled) by itself.
      let between = false;
      for (let up: Element | null = parent; up && up !== el; up = up.parentElement)
        if (getComputedStyle(up).overflow !== 'visible') between = true;
      if (between) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const out = Array.from(range.getClientRects()).some(
        (r) =>
          r.width > 0 &&
          ((cutX && (r.left < left - 1 || r.right > left + el.clientWidth + 1)) ||
            (cutY && (r.top < top - 1 || r.bottom > top + el.clientHeight + 1))),
      );
      if (out) cut.push(node.textContent);
    }
    if (cut.length) clipped.push(`text cut off in ${describe(el)}: "${short(cut.join(' '))}"`);
  }

  // 2.5.8: targets of 24 × 24 px, or undersized ones whose 24 px circle meets no other target.
  const isTarget = (el: HTMLElement) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return (
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      r.width > 1 &&
      r.height > 1 &&
      style.pointerEvents !== 'none' &&
      !(el as HTMLButtonElement).disabled &&
      !unseen(el)
    );
  };
  const targets = Array.from(document.querySelectorAll<HTMLElement>(controls)).filter(isTarget);
  // Links in running text: a link that shares a line with words that are not targets (2.5.8's
  // "inline": its height is the line's).
  const inline = (el: HTMLElement) => {
    if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const lines = Array.from(el.getClientRects());
    const sameLine = (r: DOMRect) =>
      r.width > 0 &&
      lines.some(
        (line) => Math.min(r.bottom, line.bottom) - Math.max(r.top, line.top) > Math.min(r.height, line.height) / 2,
      );
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest(controls) || unread(parent) || !/[\p{L}\p{N}]/u.test(node.textContent ?? '')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(sameLine)) return true;
    }
    return false;
  };
  const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const undersized = (r: DOMRect) => Math.round(r.width * 100) < 2400 || Math.round(r.height * 100) < 2400;
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const small: string[] = [];
  for (const { el, r } of boxes) {
    if (!undersized(r) || inline(el)) continue;
    const c = centre(r);
    const meets = boxes.some((other) => {
      if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
      // Its circle meets the other's box…
      const dx = c.x - Math.max(other.r.left, Math.min(c.x, other.r.right));
      const dy = c.y - Math.max(other.r.top, Math.min(c.y, other.r.bottom));
      if (Math.hypot(dx, dy) < 12) return true;
      // …or the other's circle, when that one is undersized too.
      const o = centre(other.r);
      return undersized(other.r) && !inline(other.el) && Math.hypot(c.x - o.x, c.y - o.y) < 24;
    });
    if (!meets) continue;
    const kind =
      el.tagName.toLowerCase() +
      (el instanceof HTMLInputElement ? `[type=${el.type}]` : '') +
      (el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '');
    const name =
      el.getAttribute('aria-label') ||
      el.innerText ||
      el.getAttribute('title') ||
      (el instanceof HTMLInputElement ? el.value || el.placeholder || (el.labels?.[0]?.innerText ?? '') : '') ||
      el.getAttribute('name') ||
      '';
    small.push(`${kind} "${short(name)}" ${Math.round(r.width * 10) / 10}x${Math.round(r.height * 10) / 10}`);
  }
  const spacing = parseFloat(getComputedStyle(document.body).wordSpacing) > 0;
  return { overflow, clipped, small, spacing };
}

describeBrowser('Reflow at 320 px with WCAG text spacing, and target sizes', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function check(page: Page, stop: { route: string }): Promise<string[]> {
    // A box that passes the side while it settles (a transition) is given a moment.
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, {
        timeout: 2000,
      })
      .catch(() => undefined);
    const problems: string[] = [];
    for (const frame of page.frames()) {
      const where = frame === page.mainFrame() ? '' : ` (frame ${new URL(frame.url()).pathname})`;
      const found = await frame.evaluate(inFrame, CONTROLS);
      // The mail preview shows a mail as sent, in a sandbox that loads none of the portal's styles.
      const sandboxed =
        frame !== page.mainFrame() && (await (await frame.frameElement()).getAttribute('sandbox')) !== null;
      if (!found.spacing && !sandboxed) problems.push(`text spacing not applied${where}`);
      if (found.overflow) problems.push(found.overflow + where);
      problems.push(...found.clipped.map((line) => line + where));
      problems.push(...found.small.map((line) => `${stop.route}: ${line}${where}`));
    }
    const screen = SCREENS[stop.route];
    if (screen) await page.screenshot({ path: await screenFile(`reflow-320-${screen}.png`), fullPage: true });
    return problems;
  }

  test('Every screen reflows at 320 px with text spacing, cuts no text, and has targets of 24 px', async () => {
    const { problems, ms } = await crawlRoutes(server, browser, {
      language: 'en',
      viewport: { width: 320, height: 640 },
      contextOptions: { isMobile: true, hasTouch: true },
      prepare: withTextSpacing,
      password: PASSWORD,
      check,
    });
    console.info(`Reflow crawl at 320 px: ${Object.keys(problems).length} pages in ${ms} ms`);
    expect(Object.fromEntries(Object.entries(problems).filter(([, list]) => list.length))).toEqual({});
  }, 600_000);
});
