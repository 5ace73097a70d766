/**
 * docs/BENCHMARKS.md is written by the benchmarks themselves: each one owns a section between
 * `<!-- name:start -->` and `<!-- name:end -->`, replaced on every run; the rest stays as written.
 * In smoke mode (bench/smoke.mjs) the section goes to the file BENCH_DOC names, or is printed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { SMOKE } from './smoke.mjs';

const file = SMOKE ? process.env.BENCH_DOC : path.join(import.meta.dirname, '../docs/BENCHMARKS.md');

/** Replaces (or appends) the section, formatted as the repository's prettier check expects. */
export async function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  if (!file) {
    console.log(`\n${block}\n`);
    return;
  }
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(path.join(import.meta.dirname, '../docs/BENCHMARKS.md'))) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}

/** The machine a run was on, for the section's header: figures only compare within one run. */
export function machine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  return (
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}; load average at the end of the run ${load}`
  );
}

/** A Markdown table with right-aligned number columns. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}
