/**
 * WCAG criteria the client's sources show by what they do not contain (the conformance report,
 * docs/accessibility-conformance-report.md, cites this file): no audio or video (1.2.x, 1.4.2),
 * no orientation lock (1.3.4), no motion actuation (2.5.4), no single-character shortcuts or
 * access keys (2.1.4), and every animation stopped for people who ask for reduced motion and too
 * slow to flash (2.2.2, 2.3.1). Each check is tried on a sample that breaks it first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Source {
  name: string;
  text: string;
}

const CODE_RULES: [criterion: string, pattern: RegExp][] = [
  ['1.2 / 1.4.2: audio or video', /<(audio|video)\b|\bautoPlay\b|new Audio\(/],
  ['1.3.4: an orientation lock', /orientation\.lock\(|@media[^{]*\borientation\s*:/],
  ['2.5.4: motion actuation', /devicemotion|deviceorientation|DeviceMotionEvent|DeviceOrientationEvent/],
  ['2.1.4: an access key', /\baccessKey\b|\baccesskey=/],
  // A handler that acts on one printable character, with no modifier checked, is a shortcut.
  ['2.1.4: a single-character shortcut', /\.key\s*===?\s*['"][\p{L}\p{N}?/]['"]/u],
  ['2.3.1: blinking', /<(blink|marquee)\b|text-decoration:\s*blink/],
];

function codeProblems(files: Source[]): string[] {
  return files.flatMap((f) =>
    CODE_RULES.filter(([, pattern]) => pattern.test(f.text)).map(([criterion]) => `${f.name}: ${criterion}`),
  );
}

/** Seconds of a CSS time ("1.5s", "150ms"). */
const seconds = (time: string) => (time.endsWith('ms') ? parseFloat(time) / 1000 : parseFloat(time));

/**
 * A stylesheet that animates must stop its animations under prefers-reduced-motion (2.2.2), and
 * an animation that repeats must take half a second or more per cycle: fewer than three flashes
 * a second (2.3.1).
 */
function motionProblems(sheets: Source[]): string[] {
  const problems: string[] = [];
  for (const sheet of sheets) {
    const animations = [...sheet.text.matchAll(/(?<![-\w])animation:\s*([^;]+);/g)].map((m) => (m[1] ?? '').trim());
    const running = animations.filter((a) => a !== 'none');
    if (running.length === 0) continue;
    const reduced = /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*{[^@]*animation:\s*none/.test(sheet.text);
    if (!reduced) problems.push(`${sheet.name}: 2.2.2: animates without a prefers-reduced-motion stop`);
    for (const animation of running) {
      const time = /(\d*\.?\d+m?s)\b/.exec(animation)?.[1];
      if (/infinite/.test(animation) && (!time || seconds(time) < 0.5))
        problems.push(`${sheet.name}: 2.3.1: "${animation}" repeats faster than twice a second`);
    }
  }
  return problems;
}

function tracked(...patterns: string[]): Source[] {
  const names = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((name) => name && !/\.test\.tsx?$/.test(name));
  return names.map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') }));
}

describe('What the client does not do (WCAG 1.2, 1.3.4, 1.4.2, 2.1.4, 2.2.2, 2.3.1, 2.5.4)', () => {
  test('When a source breaks a rule, Then the check names the file and the criterion', () => {
    const samples: Source[] = [
      { name: 'media.tsx', text: '<video src="intro.mp4" autoPlay />' },
      { name: 'lock.ts', text: 'screen.orientation.lock("portrait");' },
      { name: 'shake.ts', text: 'window.addEventListener("devicemotion", undo);' },
      { name: 'keys.tsx', text: 'onKeyDown={(e) => { if (e.key === "j") next(); }}' },
      { name: 'fine.tsx', text: 'onKeyDown={(e) => { if (e.key === "Escape") close(); }}' },
    ];
    expect(codeProblems(samples)).toEqual([
      'media.tsx: 1.2 / 1.4.2: audio or video',
      'lock.ts: 1.3.4: an orientation lock',
      'shake.ts: 2.5.4: motion actuation',
      'keys.tsx: 2.1.4: a single-character shortcut',
    ]);
    expect(
      motionProblems([
        { name: 'pulse.scss', text: '.a { animation: pulse 1.5s infinite; }' },
        {
          name: 'flash.scss',
          text: '.b { animation: flash 0.2s infinite; } @media (prefers-reduced-motion: reduce) { .b { animation: none; } }',
        },
        {
          name: 'calm.scss',
          text: '.c { animation: pulse 1.5s infinite; } @media (prefers-reduced-motion: reduce) { .c { animation: none; } }',
        },
      ]),
    ).toEqual([
      'pulse.scss: 2.2.2: animates without a prefers-reduced-motion stop',
      'flash.scss: 2.3.1: "flash 0.2s infinite" repeats faster than twice a second',
    ]);
  });

  test('When the client is checked, Then no source plays media, locks orientation, listens to motion or takes one-key shortcuts', () => {
    const sources = tracked('src/*.ts', 'src/*.tsx', 'src/*.scss', 'src/index.html');
    expect(sources.length).toBeGreaterThan(100);
    expect(codeProblems(sources)).toEqual([]);
  });

  test('When the stylesheets are checked, Then every animation stops under reduced motion and none flashes', () => {
    const sheets = tracked('src/*.scss');
    expect(sheets.some((s) => /animation:/.test(s.text))).toBe(true);
    expect(motionProblems(sheets)).toEqual([]);
  });
});
