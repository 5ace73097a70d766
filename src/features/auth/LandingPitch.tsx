import type { CmsContent } from '../../../common/content';
import { handleInternalLinkClick } from '../../components/internal-links';
import { BrandHero } from '../../components/BrandHero';
import { Link } from '../../components/Link';
import { contentLang } from '../../lib/i18n';
import { LANDING_PITCH } from './messages';

/**
 * docs/product.md §1: the public landing pitch in three steps, shown beside the sign-in form. Staff edit it as
 * the CMS page at LANDING_PITCH_PATH; without that page the built-in text shows.
 */
export function LandingPitch({ page }: { page: CmsContent | null }) {
  const { upload, explore, apply } = LANDING_PITCH.steps;
  return (
    <section className="p-4 bg-body-tertiary rounded-3" aria-labelledby="landing-pitch-title">
      <BrandHero />
      <h2 id="landing-pitch-title" className="h3 mb-4" lang={page ? contentLang(page.language) : undefined}>
        {page ? page.title : LANDING_PITCH.heading}
      </h2>
      {page ? (
        // Sanitized by the server before it was stored; same-site links go through the link guard.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          className="cms-content landing-cms"
          lang={contentLang(page.language)}
          onClick={handleInternalLinkClick}
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      ) : (
        <ol className="landing-steps mb-0">
          {[upload, explore, apply].map((step) => (
            <li key={step.title}>
              <h3 className="h5 mb-1">{step.title}</h3>
              <p className="mb-0 text-body-secondary">{step.text}</p>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-4 mb-0">
        <Link to="/jobs" className="fw-semibold">
          {LANDING_PITCH.browse}
        </Link>{' '}
        <span className="text-body-secondary">{LANDING_PITCH.browseNote}</span>
      </p>
    </section>
  );
}
