/**
 * A PDF shown as page images rendered on the server (the signing page), with a transparent text
 * layer over each image so screen readers, selection and find-in-page get the document's words.
 * Every page's box has its final aspect ratio before any image arrives: nothing below moves.
 * Staff screens and the signing page's fallback draw the PDF with pdf.js instead (PdfPages).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { PAGE_IMAGE_SIZES, type PageInfo, type PageTextItem } from '../../common/esign';
import { COMPONENT_TEXT } from './messages';
import { Spinner } from './Spinner';
import './pdf-pages.scss';
import BsSpinner from 'react-bootstrap/Spinner';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface PdfPageImagesProps {
  pages: PageInfo[];
  /** Names the document for screen readers ("<label>, page 1 of 3"). */
  label: string;
  loadingLabel: string;
  failedText: string;
  /** With these, a phone gets + / − buttons that enlarge the pages (panned sideways in their box). */
  zoomText?: { group: string; zoomIn: string; zoomOut: string };
}

/** The pages' widths on offer, as a share of the screen's. */
const ZOOMS = [1, 1.5, 2, 3];

/** The first page image's Element Timing identifier (bench/signing-page.mjs reads it). */
const FIRST_PAGE_TIMING = 'pdf-first-page';

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`;

function TextRun({ item, page }: { item: PageTextItem; page: PageInfo }) {
  return (
    <>
      <span
        style={{
          left: percent(item.x, page.width),
          top: percent(item.y, page.height),
          // Container query units: the type scales with the page box, as the image does.
          fontSize: `${((item.size / page.width) * 100).toFixed(3)}cqw`,
          // From the baseline's start: turned with the run, lifted by the font's ascent, fitted to its width.
          transform: `${item.angle ? `rotate(${item.angle}deg) ` : ''}translateY(calc(var(--ascent) * -1em)) scaleX(var(--fit, 1))`,
        }}
      >
        {item.str}
      </span>{' '}
    </>
  );
}

/**
 * The page's words over its image. The browser's sans-serif is not the PDF's font, so each run is
 * stretched to its width on the page, as pdf.js does; width and type both scale with the box, so
 * one measurement holds at every size.
 */
/** Where the browser's sans-serif puts its baseline in a line box of height 1 (in em), measured once. */
let measuredAscent: number | null = null;

function ascentOf(host: HTMLElement): number {
  if (measuredAscent !== null) return measuredAscent;
  // Not spans: the layer's own rule places its spans absolutely.
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;font-size:100px;visibility:hidden';
  const mark = document.createElement('i');
  mark.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
  probe.append('x', mark);
  host.append(probe);
  measuredAscent = mark.offsetTop / 100 || 0.85;
  probe.remove();
  return measuredAscent;
}

function TextLayer({ page }: { page: PageInfo }) {
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = layer.current;
    if (!host?.clientWidth) return;
    const spans = Array.from(host.children) as HTMLElement[];
    host.style.setProperty('--ascent', ascentOf(host).toFixed(4));
    // All reads, then all writes: one layout for the page.
    const natural = spans.map((span) => span.offsetWidth);
    spans.forEach((span, i) => {
      const item = page.text[i];
      const fit = item?.width && natural[i] ? ((item.width / page.width) * host.clientWidth) / natural[i] : 1;
      if (Number.isFinite(fit) && fit > 0) span.style.setProperty('--fit', fit.toFixed(4));
    });
  }, [page]);
  return (
    <div ref={layer} className="pdf-text-layer">
      {page.text.map((item, j) => (
        <TextRun key={j} item={item} page={page} />
      ))}
    </div>
  );
}

/**
 * + / − for the pages on a phone. The point of the document at the middle of the screen stays
 * there as the pages grow or shrink.
 */
function useZoom() {
  const pan = useRef<HTMLDivElement>(null);
  const [level, setLevel] = useState(0);
  const anchor = useRef<{ x: number; y: number } | null>(null);
  const change = (step: number) => {
    const box = pan.current;
    if (box) {
      const top = box.getBoundingClientRect().top + window.scrollY;
      anchor.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (window.scrollY + window.innerHeight / 2 - top) / box.scrollHeight,
      };
    }
    setLevel((l) => Math.min(Math.max(l + step, 0), ZOOMS.length - 1));
  };
  useLayoutEffect(() => {
    const box = pan.current;
    const at = anchor.current;
    anchor.current = null;
    if (!box || !at) return;
    const top = box.getBoundingClientRect().top + window.scrollY;
    box.scrollTo(at.x * box.scrollWidth - box.clientWidth / 2, 0);
    window.scrollTo(window.scrollX, top + at.y * box.scrollHeight - window.innerHeight / 2);
  }, [level]);
  return { pan, level, zoom: ZOOMS[level]!, change };
}

export function PdfPageImages({ pages, label, loadingLabel, failedText, zoomText }: PdfPageImagesProps) {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const mark = (set: typeof setLoaded, n: number) => () => set((s) => new Set(s).add(n));
  const firstDone = loaded.has(0) || failed.has(0);
  const { pan, level, zoom, change } = useZoom();
  // Larger images for enlarged pages.
  const sizes = zoom === 1 ? PAGE_IMAGE_SIZES : `${Math.round(zoom * 100)}vw`;

  return (
    <div className="pdf-pages">
      {zoomText ? (
        // Phones only: the desktop shows the pages at the column's width, as before.
        <div
          className="pdf-zoom d-flex d-sm-none align-items-center gap-2 px-3 py-2"
          role="group"
          aria-label={zoomText.group}
        >
          <Button
            variant="outline-secondary"
            size="sm"
            aria-label={zoomText.zoomOut}
            disabled={level === 0}
            onClick={() => change(-1)}
          >
            −
          </Button>
          <output className="pdf-zoom-level" aria-live="polite">
            {Math.round(zoom * 100)}%
          </output>
          <Button
            variant="outline-secondary"
            size="sm"
            aria-label={zoomText.zoomIn}
            disabled={level === ZOOMS.length - 1}
            onClick={() => change(1)}
          >
            +
          </Button>
        </div>
      ) : null}
      <div ref={pan} className="pdf-pages-pan" data-testid="pdf-pages-pan">
        <div
          className="pdf-pages-host"
          data-testid="pdf-pages"
          aria-busy={!loaded.has(0) && !failed.has(0)}
          style={zoom === 1 ? undefined : { width: `${zoom * 100}%` }}
        >
          {pages.map((page, i) => (
            <div
              key={page.image}
              className="pdf-page pdf-page-box"
              style={{ aspectRatio: `${page.width} / ${page.height}` }}
            >
              {/* The later pages wait for the first: on a slow network they would share its bandwidth. */}
              {i === 0 || firstDone ? (
                <img
                  className="pdf-page-image"
                  src={page.image}
                  srcSet={page.srcset}
                  sizes={sizes}
                  alt={COMPONENT_TEXT.pdfPage(label, i + 1, pages.length)}
                  width={page.width}
                  height={page.height}
                  // The first page is what the signer looks at first; the rest load as they scroll near.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  // Element Timing: when the first page was painted (the signing page's benchmark reads it).
                  {...(i === 0 ? { elementtiming: FIRST_PAGE_TIMING } : {})}
                  onLoad={mark(setLoaded, i)}
                  onError={mark(setFailed, i)}
                />
              ) : null}
              {loaded.has(i) || failed.has(i) ? null : i === 0 ? (
                <Spinner label={loadingLabel} className="pdf-page-loading" />
              ) : (
                // One announcement is enough: the later pages' spinners are only seen.
                <BsSpinner
                  animation="border"
                  size="sm"
                  as="span"
                  className="pdf-page-loading text-primary"
                  aria-hidden="true"
                />
              )}
              <TextLayer page={page} />
            </div>
          ))}
        </div>
      </div>
      {/* Below the pages, not above: a page failing while the signer reads must not move the others. */}
      {failed.size > 0 ? (
        <Alert variant="warning" className="mt-2" role="alert">
          {failedText}
        </Alert>
      ) : null}
    </div>
  );
}
