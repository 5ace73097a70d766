import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { PageHeading } from '../../components/PageHeading';
import { pageState } from '../../lib/page-state';
import { AUTH_TITLES } from './messages';
import { around } from '../../lib/around';
import { CONTACT_TEXT } from './account-messages';

/** docs/product.md §2 /contact: how to reach support. */
export function ContactPage() {
  const { supportEmail, contactUrl, demoContact } = pageState.config;
  // The configured contact page may be this very page; then a link to it would go nowhere new.
  const otherPage = contactUrl && contactUrl !== '/contact' ? contactUrl : null;
  const [emailBefore, emailAfter] = around(CONTACT_TEXT.emailLead);
  const [pageBefore, pageAfter] = around(CONTACT_TEXT.pageLead);
  return (
    <section>
      <PageHeading title={AUTH_TITLES.contact} lead={CONTACT_TEXT.intro} />
      {demoContact ? (
        <Alert variant="info" data-testid="demo-contact">
          {CONTACT_TEXT.demoNote}
        </Alert>
      ) : null}
      <p className="text-break-all">
        {emailBefore}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        {demoContact ? (
          <Badge bg="secondary" className="ms-2">
            {CONTACT_TEXT.demo}
          </Badge>
        ) : null}
        {emailAfter}
      </p>
      {otherPage ? (
        <p>
          {pageBefore}
          <a href={otherPage} target="_blank" rel="noopener noreferrer">
            {CONTACT_TEXT.pageLink}
            <span className="visually-hidden"> {CONTACT_TEXT.newTab}</span>
          </a>
          {pageAfter}
        </p>
      ) : null}
    </section>
  );
}
