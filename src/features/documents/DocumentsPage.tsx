import { type ReactNode, useCallback } from 'react';
import type { DocumentSummary } from '../../../common/documents';
import { HelpPopover } from '../../components/HelpPopover';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { fetchLists } from './api';
import { DocumentItem } from './DocumentItem';
import { DOCUMENT_TITLES, DOCUMENTS_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';
import ListGroup from 'react-bootstrap/ListGroup';
import Alert from 'react-bootstrap/Alert';
import { useLoad } from '../../lib/use-load';

type Variant = 'manual' | 'electronic';

function Section({
  heading,
  docs,
  variant,
  help,
}: {
  heading: string;
  docs: DocumentSummary[];
  variant: Variant;
  help?: ReactNode;
}) {
  const id = `section-${heading.toLowerCase()}`;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <div className="d-flex align-items-baseline mb-2">
        <h2 id={id} className="h4 mb-0">
          {heading}
        </h2>
        {help}
      </div>
      {docs.length === 0 ? (
        <p className="text-body-secondary">{DOCUMENTS_TEXT.empty}</p>
      ) : (
        <ListGroup as="ul">
          {docs.map((doc) => (
            <DocumentItem key={doc.id} doc={doc} variant={variant} />
          ))}
        </ListGroup>
      )}
    </section>
  );
}

/** SPEC §2 documents screens: hard-copy and electronic, each split into Unsigned and Signed. */
export function DocumentsPage({ variant }: { variant: Variant }) {
  const state = useLoad(useCallback(() => fetchLists(variant), [variant]));
  const lists = state.status === 'ready' ? state.data : null;
  const failed = state.status === 'error';

  const electronic = variant === 'electronic';
  return (
    <section>
      <PageHeading
        title={electronic ? DOCUMENT_TITLES.electronic : DOCUMENT_TITLES.manual}
        lead={electronic ? DOCUMENTS_TEXT.leadElectronic : DOCUMENTS_TEXT.leadManual}
      />
      <Alert variant="info" role="note">
        {electronic ? DOCUMENTS_TEXT.alertElectronic : DOCUMENTS_TEXT.alertManual}
      </Alert>
      {failed ? (
        <FailureAlert message={DOCUMENTS_TEXT.couldNotGet} />
      ) : !lists ? (
        <Spinner label={DOCUMENTS_TEXT.loading} />
      ) : (
        <>
          <Section
            heading={DOCUMENTS_TEXT.unsigned}
            docs={lists.unsigned}
            variant={variant}
            help={
              lists.unsigned.length ? (
                <HelpPopover label={DOCUMENTS_TEXT.actionsHelpLabel}>{DOCUMENTS_TEXT.actionsHelp}</HelpPopover>
              ) : null
            }
          />
          <Section heading={DOCUMENTS_TEXT.signed} docs={lists.signed} variant={variant} />
          {/* SPEC §4: informational documents are read, not signed; they sit apart, when there are any. */}
          {lists.informational.length ? (
            <Section heading={DOCUMENTS_TEXT.informational} docs={lists.informational} variant={variant} />
          ) : null}
        </>
      )}
    </section>
  );
}
