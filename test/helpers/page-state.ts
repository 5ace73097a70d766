/** Reads the page globals (docs/product.md §1) that the server embedded in an HTML answer. */
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../common/page-state';

export function pageStateOf(html: string): PageState {
  const match = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no page state in the document');
  return JSON.parse(match[1]) as PageState;
}
