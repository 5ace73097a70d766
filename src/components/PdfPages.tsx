/**
 * A PDF rendered page by page with pdf.js. pdf.js (about 400 KB) and its worker are loaded only
 * when this component mounts: the signing page and the doc check preview.
 */
import { useEffect, useRef, useState } from 'react';
import { Spinner } from './Spinner';
import './pdf-pages.scss';

type Pdfjs = typeof import('pdfjs-dist');
let pdfjsLoading: Promise<Pdfjs> | null = null;

function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoading ??= import(/* webpackChunkName: 'pdfjs' */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(
      /* webpackChunkName: 'pdf-worker' */ new URL('./pdf.worker.ts', import.meta.url),
      { type: 'module' },
    );
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
  loadingLabel = 'Loading the document…',
  failedText,
  onRendered,
}: PdfPagesProps) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
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
      for (let n = 1; n <= doc.numPages && !cancelled; n += 1) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'pdf-page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${label}, page ${n} of ${doc.numPages}`);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        await page.render({ canvas, canvasContext: context, viewport }).promise;
        if (cancelled) return;
        target.appendChild(canvas);
      }
      if (!cancelled) {
        setState('ready');
        onRendered?.(doc.numPages);
      }
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      destroy?.();
      target.replaceChildren();
    };
  }, [data, label, onRendered]);

  return (
    <div className="pdf-pages">
      {state === 'loading' ? <Spinner label={loadingLabel} className="my-3" /> : null}
      {state === 'failed' ? (
        <div className="alert alert-warning" role="alert">
          {failedText}
        </div>
      ) : null}
      <div ref={host} className="pdf-pages-host" data-testid="pdf-pages" />
    </div>
  );
}
