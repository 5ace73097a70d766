import { useCallback, useEffect, useRef } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { history } from '../../lib/history';
import { withQuery } from '../../lib/query';
import { fetchSigningUrl } from './api';
import { acceptFrameMessage } from './frame-messages';
import { DOCUMENT_TITLES, SIGNING_TEXT } from './messages';
import { FailureAlert } from '../../components/FailureAlert';
import { useLoad } from '../../lib/use-load';

/** Bootstrap's small screens (below 576 px): phones. */
const onPhone = () => window.matchMedia('(max-width: 575.98px)').matches;

/** docs/product.md §2 /documents?id: the signing provider's page in an iframe; on a phone, in the tab itself. */
export function DocumentSigningPage({ documentId, formTitle }: { documentId: number; formTitle: string }) {
  const signing = useLoad(
    useCallback(
      () => fetchSigningUrl(documentId, withQuery('/documents/signed-report', { id: documentId })),
      [documentId],
    ),
  );
  const url = signing.status === 'ready' ? signing.data : null;
  const failed = signing.status === 'error';
  const frame = useRef<HTMLIFrameElement>(null);
  // A phone's screen is too narrow for a page around a frame: the signing page takes the tab.
  const ownTab = Boolean(url) && onPhone();
  useEffect(() => {
    // A page load, as in the frame: the signing page's HTML brings its first page with it. In place
    // of this entry: Back from the signing page returns to the documents.
    if (url && ownTab) window.location.replace(url);
  }, [url, ownTab]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = acceptFrameMessage(event, window.location.origin, frame.current?.contentWindow ?? null);
      if (target) history.push(target);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <section>
      <PageHeading title={DOCUMENT_TITLES.document(formTitle)} />
      {failed ? (
        <FailureAlert message={SIGNING_TEXT.couldNotLoad} error={signing.error} />
      ) : !url || ownTab ? (
        <Spinner label={SIGNING_TEXT.preparing} />
      ) : (
        <iframe ref={frame} className="signing-frame" src={url} title={SIGNING_TEXT.frameTitle(formTitle)} />
      )}
    </section>
  );
}

export function DocumentProblem({ message }: { message: string }) {
  return (
    <section>
      <PageHeading title={DOCUMENT_TITLES.documentFallback} />
      <FailureAlert message={message} />
    </section>
  );
}
