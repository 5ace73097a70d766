/**
 * A PDF rendered page by page with pdf.js. pdf.js (about 400 KB) and its worker are loaded only
 * when this component mounts: the doc check and template previews, and the signing page when the
 * server has no page images for it (PdfPageImages is its usual view).
 */
import { useEffect, useRef, useState } from 'react';
import { COMPONENT_TEXT } from './messages';
import { Spinner } from './Spinner';
import './pdf-pages.scss';
import Alert from 'react-bootstrap/Alert';

type Pdfjs = typeof import('pdfjs-dist');
let pdfjsLoading: Promise<Pdfjs> | null = null;

function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoading ??= import(/* webpackChunkName: 'pdfjs' */ 'pdfjs-dist').then((pdfjs) => {
    // pdf.js's own minified worker, served as the file it ships (a same-origin asset under
    // /assets/, as the CSP's worker-src 'self' wants), not a chunk minified a second time.
    const worker = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(worker, { type: 'module' });
    return pdfjs;
  });
  return pdfjsLoading;
}

export interface PdfPagesProps {
  data: Uint8Array;
  /** Names the document for screen readers ("<label>, page 1 of 3"). */
  label: string;
  loadingLabel?: string;
  failedText: string;
  onRendered?: (pages: number) => void;
}

export function PdfPages({
  data,
  label,
  loadingLabel = COMPONENT_TEXT.loadingDocument,
  failedText,
  onRendered,
}: PdfPagesProps) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawing' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    // The same cancellation as useLoad: a document replaced or gone stops drawing.
    const controller = new AbortController();
    const cancelled = () => controller.signal.aborted;
    const target = host.current;
    if (!target) return;
    let destroy: (() => void) | null = null;
    (async () => {
      const pdfjs = await loadPdfjs();
      // pdf.js takes ownership of the buffer it is given: hand it a copy.
      const task = pdfjs.getDocument({ data: data.slice(), isEvalSupported: false });
      destroy = () => void task.destroy();
      const doc = await task.promise;
      const width = Math.max(280, target.clientWidth);
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const pages = [];
      for (let n = 1; n <= doc.numPages && !cancelled(); n += 1) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'pdf-page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', COMPONENT_TEXT.pdfPage(label, n, doc.numPages));
        pages.push({ page, viewport, canvas });
      }
      if (cancelled()) return;
      // Every page's box is laid out before any is drawn, so what sits below (the signing controls)
      // does not move under the user's pointer while the pages draw.
      target.append(...pages.map((p) => p.canvas));
      setState('drawing');
      for (const { page, viewport, canvas } of pages) {
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        await page.render({ canvas, canvasContext: context, viewport }).promise;
        if (cancelled()) return;
      }
      setState('ready');
      onRendered?.(doc.numPages);
    })().catch(() => {
      if (!cancelled()) setState('failed');
    });
    return () => {
      controller.abort();
      destroy?.();
      target.replaceChildren();
    };
  }, [data, label, onRendered]);

  return (
    <div className="pdf-pages">
      {state === 'loading' ? <Spinner label={loadingLabel} className="my-3" /> : null}
      {/* Over the first page, not above it: the pages' boxes must not move while they draw. */}
      {state === 'drawing' ? <Spinner label={loadingLabel} className="pdf-pages-drawing" /> : null}
      {state === 'failed' ? (
        <Alert variant="warning" role="alert">
          {failedText}
        </Alert>
      ) : null}
      <div
        ref={host}
        className="pdf-pages-host"
        data-testid="pdf-pages"
        aria-busy={state === 'loading' || state === 'drawing'}
      />
    </div>
  );
}
