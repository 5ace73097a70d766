import type { CmsContent } from '../../../common/content';
import { handleInternalLinkClick } from '../../components/internal-links';

/** A CMS page. Its HTML was sanitized by the server before it was stored. */
export function ContentPage({ page }: { page: CmsContent }) {
  return (
    <article>
      <h1 className="h2 mb-3">{page.title}</h1>
      {/* Delegates clicks of the links inside, which are keyboard-operable themselves (Enter fires click). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="cms-content"
        onClick={handleInternalLinkClick}
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
