import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { splitBySigned, type DocumentLists, type DocumentSummary } from '../../../common/documents';
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

/** docs/product.md §8: after 'Upload Successful' the page reloads after 5 s. */
const UPLOAD_RELOAD_MS = 5000;

/** The lists with one document as the server now has it, in the section its new state puts it in. */
function withDocument(lists: DocumentLists, doc: DocumentSummary): DocumentLists {
  const all = [...lists.unsigned, ...lists.signed, ...lists.informational];
  return splitBySigned(all.map((d) => (d.id === doc.id ? doc : d)));
}

/**
 * Uploads made on this screen: each document's new state shows as soon as the server answers, and
 * the page reloads 5 s after the last (docs/product.md §8), for anything else that changed meanwhile.
 */
function useUploads(update: (change: (lists: DocumentLists) => DocumentLists) => void) {
  const [uploaded, setUploaded] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (uploaded.size === 0) return;
    const timer = window.setTimeout(() => window.location.reload(), UPLOAD_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [uploaded]);
  const saved = (id: number) => (doc: DocumentSummary | null) => {
    if (doc) update((lists) => withDocument(lists, doc));
    setUploaded((ids) => new Set(ids).add(id));
  };
  return { uploaded, saved };
}

interface SectionUploads {
  uploaded: ReadonlySet<number>;
  saved: (id: number) => (doc: DocumentSummary | null) => void;
}

function Section({
  name,
  heading,
  docs,
  variant,
  uploads,
  help,
}: {
  /** The section's id (the heading is in the page's language). */
  name: 'unsigned' | 'signed' | 'informational';
  heading: string;
  docs: DocumentSummary[];
  variant: Variant;
  uploads: SectionUploads;
  help?: ReactNode;
}) {
  const id = `section-${name}`;
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
            <DocumentItem
              key={doc.id}
              doc={doc}
              variant={variant}
              uploaded={uploads.uploaded.has(doc.id)}
              onSaved={uploads.saved(doc.id)}
            />
          ))}
        </ListGroup>
      )}
    </section>
  );
}

/** docs/product.md §2 documents screens: hard-copy and electronic, each split into Unsigned and Signed. */
export function DocumentsPage({ variant }: { variant: Variant }) {
  const state = useLoad(useCallback(() => fetchLists(variant), [variant]));
  const lists = state.status === 'ready' ? state.data : null;
  const failed = state.status === 'error';
  const uploads = useUploads(state.update);

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
            name="unsigned"
            heading={DOCUMENTS_TEXT.unsigned}
            docs={lists.unsigned}
            variant={variant}
            uploads={uploads}
            help={
              lists.unsigned.length ? (
                <HelpPopover label={DOCUMENTS_TEXT.actionsHelpLabel}>{DOCUMENTS_TEXT.actionsHelp}</HelpPopover>
              ) : null
            }
          />
          <Section
            name="signed"
            heading={DOCUMENTS_TEXT.signed}
            docs={lists.signed}
            variant={variant}
            uploads={uploads}
          />
          {/* docs/product.md §4: informational documents are read, not signed; they sit apart, when there are any. */}
          {lists.informational.length ? (
            <Section
              name="informational"
              heading={DOCUMENTS_TEXT.informational}
              docs={lists.informational}
              variant={variant}
              uploads={uploads}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
