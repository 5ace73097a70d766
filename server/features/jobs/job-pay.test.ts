import { generateJobs } from './jobs.generator';
import { generatedPay } from './job-pay';
import { prng } from './job-vocabulary';

describe('Generated pay', () => {
  test('When jobs are generated, Then every one has a range: hourly for contracts, yearly for permanent jobs', () => {
    const jobs = [...generateJobs({ count: 500, seed: 3, now: 1_800_000_000_000, text: 'readable' })];
    for (const job of jobs) {
      expect(job.payMin).toBeGreaterThan(0);
      expect(job.payMax!).toBeGreaterThan(job.payMin!);
      expect(job.payUnit).toBe(job.employmentType === 'Contract' ? 'HOUR' : 'YEAR');
      expect(job.payCurrency).toBe('USD');
    }
  });

  test('When titles differ in level, Then senior roles pay more than junior ones of the same category', () => {
    const rand = prng(9);
    const rate = [20, 80] as const;
    for (let i = 0; i < 50; i += 1) {
      const junior = generatedPay('Junior Analyst', 'Contract', rate, rand);
      const senior = generatedPay('Senior Analyst', 'Contract', rate, rand);
      expect(senior.min).toBeGreaterThan(junior.min);
      expect(junior.min).toBeGreaterThanOrEqual(20);
      expect(senior.max).toBeLessThanOrEqual(80 + 20);
    }
    const yearly = generatedPay('Lead Analyst', 'Permanent', rate, rand);
    expect(yearly.unit).toBe('YEAR');
    expect(yearly.min % 1000).toBe(0);
  });
});
