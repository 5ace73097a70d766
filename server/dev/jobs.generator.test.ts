import { CATEGORY_KEYS, SENIORITIES, seniorityOfTitle } from '../../common/jobs';
import { buildVocabulary, prng } from './job-vocabulary';
import { generateJobs } from './jobs.generator';

const NOW = 1_800_000_000_000;
/** Generated once, read by several tests (3,000 jobs of text take a second or more to write). */
const generated = new Map<string, ReturnType<typeof generateAll>>();
const generateAll = (text: 'readable' | 'realistic', seed: number) => [
  ...generateJobs({ count: 3000, seed, now: NOW, text }),
];
const jobsOf = (text: 'readable' | 'realistic', seed: number) => {
  const key = `${text}:${seed}`;
  if (!generated.has(key)) generated.set(key, generateAll(text, seed));
  return generated.get(key)!;
};

describe('Job generator', () => {
  test('When jobs are generated, Then their texts use "an" before a vowel sound and "a" before a consonant', () => {
    const texts = jobsOf('readable', 5).map((job) => job.description.replace(/<[^>]+>/g, ' '));
    const joined = texts.join('\n');
    expect(joined).not.toMatch(/\ba (?:[aeiou]|8-|11-)/i);
    expect(joined).not.toMatch(/\ban (?![aeiou]|8-|11-)/i);
    expect(joined).toMatch(/\ban [aeiou]/i);
  });

  test('When realistic jobs are generated, Then descriptions run 200-600 words over many titles, cities, every category and type', () => {
    const jobs = jobsOf('realistic', 7);
    const words = jobs.map((j) => j.descriptionText.split(/\s+/).length);
    expect(Math.min(...words)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...words)).toBeLessThanOrEqual(600);
    expect(new Set(jobs.map((j) => j.category))).toEqual(new Set(CATEGORY_KEYS));
    expect(new Set(jobs.map((j) => j.employmentType))).toEqual(new Set(['Contract', 'Permanent']));
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThan(1000);
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThan(800);
    // The same seed gives the same jobs.
    expect([...generateJobs({ count: 3, seed: 7, now: NOW })]).toEqual(jobs.slice(0, 3));
  });

  test('When the vocabulary is drawn from, Then it has over 100,000 terms with a Zipf-like frequency', () => {
    const vocabulary = buildVocabulary();
    expect(new Set(vocabulary.terms.map((t) => t.toLowerCase())).size).toBeGreaterThanOrEqual(100_000);
    expect(vocabulary.terms.slice(0, 5)).toEqual(['the', 'and', 'to', 'of', 'a']);
    const rand = prng(1);
    const counts = new Map<string, number>();
    for (let i = 0; i < 200_000; i += 1) {
      const term = vocabulary.draw(rand);
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    const top = counts.get('the')!;
    // Rank 1 is drawn about 10 times as often as rank 10, and most drawn terms are rare.
    expect(top / counts.get(vocabulary.terms[9]!)!).toBeGreaterThan(6);
    expect(top / counts.get(vocabulary.terms[9]!)!).toBeLessThan(16);
    const rare = [...counts.values()].filter((n) => n <= 2).length;
    expect(rare / counts.size).toBeGreaterThan(0.5);
  });

  test('When jobs are generated, Then the experience and pay each asks for fit the level its title names', () => {
    const EXPECTED_YEARS = { entry: [0, 0], junior: [1, 2], mid: [2, 5], senior: [5, 8], lead: [7, 12] } as const;
    const payByLevel = new Map<string, number[]>();
    for (const [text, seed] of [
      ['readable', 5],
      ['realistic', 7],
    ] as const) {
      for (const job of jobsOf(text, seed)) {
        const level = seniorityOfTitle(job.title);
        const asked = /(\d+)\+ years? of experience/.exec(job.descriptionText);
        const years = asked ? Number(asked[1]) : /No experience needed/.test(job.descriptionText) ? 0 : null;
        expect([job.title, years]).toEqual([job.title, expect.any(Number)]);
        const [min, max] = EXPECTED_YEARS[level];
        expect([job.title, years! >= min && years! <= max]).toEqual([job.title, true]);
        if (job.payUnit === 'HOUR' && job.payMin !== null)
          payByLevel.set(level, [...(payByLevel.get(level) ?? []), job.payMin]);
      }
    }
    // Pay rises with the level, on average.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const means = SENIORITIES.map((l) => mean(payByLevel.get(l)!));
    expect([...means].sort((a, b) => a - b)).toEqual(means);
    expect(new Set(SENIORITIES.filter((l) => payByLevel.has(l)))).toEqual(new Set(SENIORITIES));
  });
});
