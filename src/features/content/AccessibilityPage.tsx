import { ACCESSIBILITY_REVIEWED, WCAG_LEVEL, WCAG_VERSION } from '../../../common/accessibility';
import { formatDate } from '../../../common/dates';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { around } from '../../lib/around';
import { pageState } from '../../lib/page-state';
import { ACCESSIBILITY_TEXT as TEXT } from './messages';

/** A section of the statement that is a heading and a list of sentences. */
function ListSection({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 className="h4" id={id}>
        {heading}
      </h2>
      <ul>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

/** The accessibility statement: the standard, the last review, what works, what does not yet, and whom to tell. */
export function AccessibilityPage() {
  const { supportEmail, contactUrl } = pageState.config;
  const [emailBefore, emailAfter] = around(TEXT.reportLead);
  const [contactBefore, contactAfter] = around(TEXT.reportContact);
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
      <ListSection id="a11y-works" heading={TEXT.worksHeading} items={TEXT.works} />
      <ListSection id="a11y-limits" heading={TEXT.limitsHeading} items={TEXT.limits} />
      <section aria-labelledby="a11y-report">
        <h2 className="h4" id="a11y-report">
          {TEXT.reportHeading}
        </h2>
        <p className="text-break">
          {emailBefore}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {emailAfter}
        </p>
        <p>
          {contactBefore}
          {contactUrl.startsWith('/') ? (
            <Link to={contactUrl}>{TEXT.contactLink}</Link>
          ) : (
            <a href={contactUrl}>{TEXT.contactLink}</a>
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
