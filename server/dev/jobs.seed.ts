/** Loading generated jobs (CLI jobs:generate, the demo seed, the benchmark). */
import type { Clock } from '../lib/clock';
import { generateJobs } from './jobs.generator';
import type { JobsRepository, NewJob } from '../features/jobs/jobs.repository';

const CHUNK = 20_000;

/** Generates and inserts `count` jobs in chunks, each chunk one transaction. Returns the count. */
export async function insertGeneratedJobs(
  repo: JobsRepository,
  clock: Clock,
  options: {
    count: number;
    seed?: number;
    focus?: { latitude: number; longitude: number; share: number };
    text?: 'realistic' | 'readable';
    onProgress?: (done: number) => void;
  },
): Promise<number> {
  const now = clock();
  let chunk: NewJob[] = [];
  let done = 0;
  for (const row of generateJobs({ ...options, now })) {
    chunk.push(row);
    if (chunk.length === CHUNK) {
      await repo.insertJobs(chunk, now);
      done += chunk.length;
      options.onProgress?.(done);
      chunk = [];
    }
  }
  if (chunk.length) {
    await repo.insertJobs(chunk, now);
    done += chunk.length;
    options.onProgress?.(done);
  }
  return done;
}

const DEMO_JOB_COUNT = 300;

/** The demo seed's jobs: a quarter around the demo candidate's home (Chicago), so the first search has results. */
export async function seedDemoJobs(services: { jobsRepo: JobsRepository }, clock: Clock): Promise<void> {
  await insertGeneratedJobs(services.jobsRepo, clock, {
    count: DEMO_JOB_COUNT,
    seed: 2026,
    focus: { latitude: 41.8858, longitude: -87.6181, share: 0.25 },
    text: 'readable',
  });
}
