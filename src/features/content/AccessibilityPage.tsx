import { ACCESSIBILITY_REVIEWED, WCAG_LEVEL, WCAG_VERSION } from '../../../common/accessibility';
import { formatDate } from '../../../common/dates';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { around } from '../../lib/around';
import { pageState } from '../../lib/page-state';
import { ACCESSIBILITY_TEXT as TEXT } from './messages';

/** The accessibility statement: the standard, the last review, what works, what does not yet, and whom to tell. */
export function AccessibilityPage() {
  const { supportEmail, contactUrl } = pageState.config;
  const [emailBefore, emailAfter] = around(TEXT.reportLead);
  const [contactBefore, contactAfter] = around(TEXT.reportContact);
  const contact = contactUrl || '/contact';
  return (
    <article className="accessibility-statement">
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <section aria-labelledby="a11y-standard">
        <h2 className="h4" id="a11y-standard">
          {TEXT.standardHeading}
        </h2>
        <p>{TEXT.standard(WCAG_VERSION, WCAG_LEVEL)}</p>
        <p>{TEXT.status}</p>
        <p data-testid="a11y-reviewed">{TEXT.reviewed(formatDate(ACCESSIBILITY_REVIEWED))}</p>
      </section>
      <section aria-labelledby="a11y-works">
        <h2 className="h4" id="a11y-works">
          {TEXT.worksHeading}
        </h2>
        <ul>
          {TEXT.works.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-limits">
        <h2 className="h4" id="a11y-limits">
          {TEXT.limitsHeading}
        </h2>
        <ul>
          {TEXT.limits.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-report">
        <h2 className="h4" id="a11y-report">
          {TEXT.reportHeading}
        </h2>
        <p className="text-break-all">
          {emailBefore}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {emailAfter}
        </p>
        <p>
          {contactBefore}
          {contact.startsWith('/') ? (
            <Link to={contact}>{TEXT.contactLink}</Link>
          ) : (
            <a href={contact}>{TEXT.contactLink}</a>
          )}
          {contactAfter}
        </p>
      </section>
      <section aria-labelledby="a11y-full">
        <h2 className="h4" id="a11y-full">
          {TEXT.fullHeading}
        </h2>
        <p>{TEXT.full(WCAG_VERSION)}</p>
        <p>
          <Link to="/accessibility/report">{TEXT.fullLink}</Link>
        </p>
        <h2 className="h4">{TEXT.methodHeading}</h2>
        <p>{TEXT.method}</p>
      </section>
    </article>
  );
}
