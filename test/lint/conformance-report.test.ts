/**
 * The accessibility conformance report (docs/accessibility-conformance-report.md) lists every
 * WCAG 2.2 success criterion of levels A and AA once, in its level's table, with one of the
 * VPAT's conformance levels; every "Supports" or "Partially Supports" names at least one test file,
 * and every file it names exists; a partial one says what is missing; its date is the statement's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESSIBILITY_REVIEWED, CONFORMANCE_REPORT_FILE } from '../../common/accessibility';

const root = path.resolve(__dirname, '../..');

/** WCAG 2.2's A and AA success criteria (4.1.1 Parsing is obsolete and removed in 2.2). */
const CRITERIA: Record<'A' | 'AA', Record<string, string>> = {
  A: {
    '1.1.1': 'Non-text Content',
    '1.2.1': 'Audio-only and Video-only (Prerecorded)',
    '1.2.2': 'Captions (Prerecorded)',
    '1.2.3': 'Audio Description or Media Alternative (Prerecorded)',
    '1.3.1': 'Info and Relationships',
    '1.3.2': 'Meaningful Sequence',
    '1.3.3': 'Sensory Characteristics',
    '1.4.1': 'Use of Color',
    '1.4.2': 'Audio Control',
    '2.1.1': 'Keyboard',
    '2.1.2': 'No Keyboard Trap',
    '2.1.4': 'Character Key Shortcuts',
    '2.2.1': 'Timing Adjustable',
    '2.2.2': 'Pause, Stop, Hide',
    '2.3.1': 'Three Flashes or Below Threshold',
    '2.4.1': 'Bypass Blocks',
    '2.4.2': 'Page Titled',
    '2.4.3': 'Focus Order',
    '2.4.4': 'Link Purpose (In Context)',
    '2.5.1': 'Pointer Gestures',
    '2.5.2': 'Pointer Cancellation',
    '2.5.3': 'Label in Name',
    '2.5.4': 'Motion Actuation',
    '3.1.1': 'Language of Page',
    '3.2.1': 'On Focus',
    '3.2.2': 'On Input',
    '3.2.6': 'Consistent Help',
    '3.3.1': 'Error Identification',
    '3.3.2': 'Labels or Instructions',
    '3.3.7': 'Redundant Entry',
    '4.1.2': 'Name, Role, Value',
  },
  AA: {
    '1.2.4': 'Captions (Live)',
    '1.2.5': 'Audio Description (Prerecorded)',
    '1.3.4': 'Orientation',
    '1.3.5': 'Identify Input Purpose',
    '1.4.3': 'Contrast (Minimum)',
    '1.4.4': 'Resize Text',
    '1.4.5': 'Images of Text',
    '1.4.10': 'Reflow',
    '1.4.11': 'Non-text Contrast',
    '1.4.12': 'Text Spacing',
    '1.4.13': 'Content on Hover or Focus',
    '2.4.5': 'Multiple Ways',
    '2.4.6': 'Headings and Labels',
    '2.4.7': 'Focus Visible',
    '2.4.11': 'Focus Not Obscured (Minimum)',
    '2.5.7': 'Dragging Movements',
    '2.5.8': 'Target Size (Minimum)',
    '3.1.2': 'Language of Parts',
    '3.2.3': 'Consistent Navigation',
    '3.2.4': 'Consistent Identification',
    '3.3.3': 'Error Suggestion',
    '3.3.4': 'Error Prevention (Legal, Financial, Data)',
    '3.3.8': 'Accessible Authentication (Minimum)',
    '4.1.3': 'Status Messages',
  },
};

const LEVELS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'] as const;

interface Row {
  table: 'A' | 'AA';
  id: string;
  name: string;
  level: string;
  remarks: string;
  evidence: string;
}

/** The rows of the report's two tables of criteria. */
function rowsOf(report: string): Row[] {
  const rows: Row[] = [];
  let table: 'A' | 'AA' | null = null;
  for (const line of report.split('\n')) {
    const heading = /^## Table \d: Success Criteria, Level (AA?)$/.exec(line);
    if (heading) table = heading[1] as 'A' | 'AA';
    else if (line.startsWith('## ')) table = null;
    const cells = (/^\|(.*)\|$/.exec(line)?.[1] ?? '').split(' | ').map((c) => c.trim());
    const criterion = /^(\d+\.\d+\.\d+) (.+) \(Level (AA?)\)$/.exec(cells[0] ?? '');
    if (!table || !criterion) continue;
    const [, id = '', name = '', level] = criterion;
    expect(level).toBe(table);
    rows.push({ table, id, name, level: cells[1] ?? '', remarks: cells[2] ?? '', evidence: cells[3] ?? '' });
  }
  return rows;
}

/** The repository's files a text names in backticks (a test, a source, a catalog pattern is skipped). */
const filesNamed = (text: string) =>
  [...text.matchAll(/`((?:test|src|server|common|docs)\/[^`*\s]+\.[a-z]+)`/g)].map((m) => m[1] ?? '');

describe('The accessibility conformance report', () => {
  const report = readFileSync(path.join(root, CONFORMANCE_REPORT_FILE), 'utf8');
  const rows = rowsOf(report);

  test('When read, Then it lists the 55 WCAG 2.2 A and AA criteria once each, by name, in its level’s table', () => {
    const expected = (['A', 'AA'] as const).flatMap((table) =>
      Object.entries(CRITERIA[table]).map(([id, name]) => `${table} ${id} ${name}`),
    );
    expect(expected).toHaveLength(55);
    expect(rows.map((r) => `${r.table} ${r.id} ${r.name}`).sort()).toEqual(expected.sort());
  });

  test('When a row is read, Then its level is one of the VPAT’s and its remarks explain it', () => {
    for (const row of rows) {
      expect([row.id, LEVELS.includes(row.level as (typeof LEVELS)[number])]).toEqual([row.id, true]);
      expect([row.id, row.remarks.length > 10]).toEqual([row.id, true]);
      if (row.level === 'Partially Supports' || row.level === 'Does Not Support')
        expect([row.id, /What is missing: \S/.test(row.remarks)]).toEqual([row.id, true]);
    }
  });

  test('When a criterion is supported, Then its evidence names a test file, and every file the report names exists', () => {
    for (const row of rows.filter((r) => r.level === 'Supports' || r.level === 'Partially Supports')) {
      const tests = filesNamed(row.evidence).filter((f) => /\.test\.tsx?$/.test(f));
      expect([row.id, tests.length > 0]).toEqual([row.id, true]);
    }
    const missing = filesNamed(report).filter((f) => !existsSync(path.join(root, f)));
    expect(missing).toEqual([]);
  });

  test('When dated, Then its date is the statement’s last review', () => {
    expect(report).toContain(`**Report date:** ${ACCESSIBILITY_REVIEWED}`);
  });
});
