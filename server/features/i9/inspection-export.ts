/**
 * The Form I-9 inspection export (docs/product.md §4.19): every form whose first day of work falls
 * in a range (or every form), as one ZIP of a legible PDF per person and an index (PDF and CSV) in
 * the order of their names. The PDFs are drawn in the file worker pool, a batch at a time and at
 * most two batches in flight for one export, so a thousand forms never hold the event loop and one
 * person's export leaves the pool's other process to everyone else. The export is audited.
 */
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { exportTooLarge, I9_EXPORT_MAX_FORMS, I9_INSPECTION_MESSAGES as M } from '../../../common/i9-inspection';
import { exportRangeSchema } from '../../../common/i9-inspection.schema';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import type { I9Section1 } from '../../../common/i9';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { currentLanguage } from '../../lib/i18n';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import type { FilePool } from '../../untrusted';
import type { RecordPdf } from '../../untrusted/record-pdf';
import { type ExportVersion, filedName, inspectionCopy, statusLabel } from './inspection-copy';
import { breather, type IndexEntry, inspectionIndex, mapInPieces } from './inspection-index';
import type { InspectionRepository } from './inspection.repository';

/** Forms drawn by one task: the pool's round trip paid once for many, each task well under its time. */
const BATCH = 20;
/** Batches of one export in the pool at once: one drawing, one waiting its turn (within a person's share). */
const IN_FLIGHT = 2;
/** A batch's time in the worker (a form takes a few milliseconds; this is for a machine under load). */
const BATCH_TIMEOUT_MS = 60_000;

export interface InspectionExportDeps {
  repo: InspectionRepository;
  files: Pick<FilePool, 'run'>;
  audit: AuditLog;
  clock: Clock;
  /** The employer's zone: times in the copies are written in it. */
  timeZone: string;
  siteName: string;
  /** The name of the staff member exporting, as the copies say who made them. */
  staffName: (id: number) => Promise<string>;
}

/** A name made safe for a file in any archive tool: ASCII letters and digits joined by hyphens. */
function slug(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return plain || 'employee';
}

/** A form of the archive: its index line, and its copy (written when its batch goes to the pool). */
interface Entry extends IndexEntry {
  record: () => RecordPdf;
}

/**
 * Runs the batches through the pool in order, at most IN_FLIGHT at once, handing each result on as
 * it comes; false when the person went away meanwhile (the rest is not drawn).
 */
async function drawAll(
  deps: InspectionExportDeps,
  count: number,
  /** The records from `from` to `to` (excluded), written when their batch is sent: a batch's work at a time. */
  recordsOf: (from: number, to: number) => Promise<RecordPdf[]>,
  owner: number,
  take: (pdfs: Uint8Array[], from: number) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  const batches = Math.ceil(count / BATCH);
  const started: Promise<Uint8Array[]>[] = [];
  const start = (i: number) => {
    if (i >= batches) return;
    started[i] = recordsOf(i * BATCH, Math.min(count, (i + 1) * BATCH)).then((records) =>
      deps.files.run('recordPdfs', records, { owner, timeoutMs: BATCH_TIMEOUT_MS }),
    );
    // A later batch may fail while an earlier one is awaited: its failure is read in its turn.
    started[i]!.catch(() => undefined);
  };
  for (let i = 0; i < IN_FLIGHT; i += 1) start(i);
  for (let i = 0; i < batches; i += 1) {
    const pdfs = await started[i]!;
    // Batches already sent finish in the pool; nothing more is sent.
    if (signal?.aborted) return false;
    start(i + IN_FLIGHT);
    take(pdfs, i * BATCH);
  }
  return true;
}

export async function exportForInspection(
  deps: InspectionExportDeps,
  query: unknown,
  actorId: number,
  info: RequestInfo,
  signal?: AbortSignal,
): Promise<{ fileName: string; zip: Uint8Array; forms: number } | null> {
  const range = parse(exportRangeSchema, query ?? {});
  const count = await deps.repo.countForms(range);
  if (count > I9_EXPORT_MAX_FORMS) throw new AppError(ErrorCode.VALIDATION, exportTooLarge(count));
  if (count === 0) throw new AppError(ErrorCode.NOT_FOUND, M.nothingToExport);
  const forms = await deps.repo.forms(range);
  const versions = new Map<number, ExportVersion[]>(forms.map((f) => [f.id, []]));
  for (const v of await deps.repo.versions(forms.map((f) => f.id))) versions.get(v.formId)?.push(v);

  const madeAt = deps.clock();
  const ctx = { madeAt, madeBy: await deps.staffName(actorId), siteName: deps.siteName, timeZone: deps.timeZone };
  const entries: Entry[] = await mapInPieces(
    forms,
    (form) => {
      const section1 = versions
        .get(form.id)!
        .filter((v) => v.part === 'section1')
        .at(-1);
      const name = filedName(form, section1 ? (JSON.parse(section1.data) as I9Section1) : null);
      return {
        fileName: `forms/${slug(name.filing)}-${form.id}.pdf`,
        filing: name.filing,
        startDate: form.startDate,
        status: statusLabel(form.status),
        retentionUntil: form.retentionUntil,
        record: () => inspectionCopy(form, versions.get(form.id)!, ctx).record,
      };
    },
    100,
  );
  const collator = new Intl.Collator(LANGUAGE_TAGS[currentLanguage()], { sensitivity: 'base', numeric: true });
  entries.sort((a, b) => collator.compare(a.filing, b.filing) || a.fileName.localeCompare(b.fileName));
  const index = await inspectionIndex(entries, { at: madeAt, by: ctx.madeBy, siteName: deps.siteName, range });

  // The archive is built as each batch comes back: its checksums are worked out a batch at a time.
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  const add = (name: string, bytes: Uint8Array, deflate: boolean) => {
    const file = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
  };
  add('index.csv', strToU8(index.csv), true);
  // Our PDFs' streams are compressed already: stored as they are.
  const drawn = await drawAll(
    deps,
    entries.length + 1,
    // The index first, then each person's copy; a breather after each copy written here.
    async (from, to) => {
      const records: RecordPdf[] = [];
      for (let n = from; n < to; n += 1) {
        records.push(n === 0 ? index.pdf : entries[n - 1]!.record());
        await breather();
      }
      return records;
    },
    actorId,
    (pdfs, from) =>
      pdfs.forEach((pdf, i) => add(from + i === 0 ? 'index.pdf' : entries[from + i - 1]!.fileName, pdf, false)),
    signal,
  );
  // Nobody is waiting for it any more: nothing was handed out, so nothing is recorded.
  if (!drawn) return null;
  zip.end();

  const from = range.from ?? null;
  const to = range.to ?? null;
  await deps.audit.record({ action: 'i9.exported', actorId, detail: { from, to, forms: entries.length }, ...info });
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  const span = from || to ? `${from ?? 'start'}-to-${to ?? 'today'}` : 'everyone';
  return { fileName: `forms-i9-${span}.zip`, zip: out, forms: entries.length };
}
