import type { CmsContent } from '../../../common/content';
import { handleInternalLinkClick } from '../../components/internal-links';
import { contentLang } from '../../lib/i18n';

/**
 * A CMS page. Its HTML was sanitized by the server before it was stored. A page read in English
 * for want of a translation says so, for screen readers to pronounce it right.
 */
export function ContentPage({ page }: { page: CmsContent }) {
  return (
    <article lang={contentLang(page.language)}>
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
