/**
 * A PDF shown as page images rendered on the server (the signing page), with a transparent text
 * layer over each image so screen readers, selection and find-in-page get the document's words.
 * Every page's box has its final aspect ratio before any image arrives: nothing below moves.
 * Staff screens and the signing page's fallback draw the PDF with pdf.js instead (PdfPages).
 */
import { useState } from 'react';
import type { PageInfo, PageTextItem } from '../../common/esign';
import { Spinner } from './Spinner';
import './pdf-pages.scss';

export interface PdfPageImagesProps {
  pages: PageInfo[];
  /** Names the document for screen readers ("<label>, page 1 of 3"). */
  label: string;
  loadingLabel: string;
  failedText: string;
}

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
          transform: item.angle ? `rotate(${item.angle}deg)` : undefined,
        }}
      >
        {item.str}
      </span>{' '}
    </>
  );
}

export function PdfPageImages({ pages, label, loadingLabel, failedText }: PdfPageImagesProps) {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const mark = (set: typeof setLoaded, n: number) => () => set((s) => new Set(s).add(n));

  return (
    <div className="pdf-pages">
      {failed.size > 0 ? (
        <div className="alert alert-warning" role="alert">
          {failedText}
        </div>
      ) : null}
      <div className="pdf-pages-host" data-testid="pdf-pages" aria-busy={!loaded.has(0) && !failed.has(0)}>
        {pages.map((page, i) => (
          <div
            key={page.image}
            className="pdf-page pdf-page-box"
            style={{ aspectRatio: `${page.width} / ${page.height}` }}
          >
            <img
              className="pdf-page-image"
              src={page.image}
              alt={`${label}, page ${i + 1} of ${pages.length}`}
              width={page.width}
              height={page.height}
              // The first page is what the signer looks at first; the rest load as they scroll near.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
              onLoad={mark(setLoaded, i)}
              onError={mark(setFailed, i)}
            />
            {loaded.has(i) || failed.has(i) ? null : i === 0 ? (
              <Spinner label={loadingLabel} className="pdf-page-loading" />
            ) : (
              // One announcement is enough: the later pages' spinners are only seen.
              <span className="pdf-page-loading spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            )}
            <div className="pdf-text-layer">
              {page.text.map((item, j) => (
                <TextRun key={j} item={item} page={page} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
