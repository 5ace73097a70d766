import { generateJobs } from './jobs.generator';

describe('Job generator', () => {
  test('When jobs are generated, Then their texts use "an" before a vowel sound and "a" before a consonant', () => {
    const texts = [...generateJobs({ count: 2000, seed: 5, now: 1_800_000_000_000 })].map((job) =>
      job.description.replace(/<[^>]+>/g, ' '),
    );
    const joined = texts.join('\n');
    expect(joined).not.toMatch(/\ba (?:[aeiou]|8-|11-)/i);
    expect(joined).not.toMatch(/\ban (?![aeiou]|8-|11-)/i);
    expect(joined).toMatch(/\ban [aeiou]/i);
  });
});
