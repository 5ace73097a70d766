/**
 * What a reader sees or hears in every frame of a page: its text nodes, the labels and
 * alternatives of its elements (aria-label, placeholder, title, alt) and the document's title,
 * each with runs of white space made one. Elements matching `skipped` (text that is not the
 * portal's own, such as an uploaded PDF's) are left out.
 */
import type { Page } from 'playwright-core';

export function readableTexts(page: Page, skipped: readonly string[] = []): Promise<string[]> {
  return Promise.all(
    page.frames().map((frame) =>
      frame.evaluate((skip) => {
        const shown = (el: Element) => el.checkVisibility() && !(skip && el.closest(skip));
        const found = [document.title];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent && !parent.closest('script, style, noscript, template') && shown(parent))
            found.push(node.textContent ?? '');
        }
        for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
          for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
            if (el.hasAttribute(name) && shown(el)) found.push(el.getAttribute(name) ?? '');
        return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
      }, skipped.join(', ')),
    ),
  ).then((lists) => lists.flat());
}
