import { CATEGORY_KEYS } from '../../common/jobs';
import { buildVocabulary, prng } from './job-vocabulary';
import { generateJobs } from './jobs.generator';

const NOW = 1_800_000_000_000;

describe('Job generator', () => {
  test('When jobs are generated, Then their texts use "an" before a vowel sound and "a" before a consonant', () => {
    const texts = [...generateJobs({ count: 2000, seed: 5, now: NOW, text: 'readable' })].map((job) =>
      job.description.replace(/<[^>]+>/g, ' '),
    );
    const joined = texts.join('\n');
    expect(joined).not.toMatch(/\ba (?:[aeiou]|8-|11-)/i);
    expect(joined).not.toMatch(/\ban (?![aeiou]|8-|11-)/i);
    expect(joined).toMatch(/\ban [aeiou]/i);
  });

  test('When realistic jobs are generated, Then descriptions run 200-600 words over many titles, cities, every category and type', () => {
    const jobs = [...generateJobs({ count: 3000, seed: 7, now: NOW })];
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
});
