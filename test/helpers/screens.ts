/**
 * Screenshots the journeys keep for people to look at, beside the test results: in
 * test/artifacts/screens/ (SCREENS_DIR overrides it). Git ignores the folder; .ci/run lists it at
 * the end of a run so the CI job keeps it with the run.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

const SCREENS_DIR = process.env.SCREENS_DIR ?? path.join(__dirname, '..', 'artifacts', 'screens');

/** The path to write the screenshot `name` (a .png file name) to; the folder exists afterwards. */
export async function screenFile(name: string): Promise<string> {
  await mkdir(SCREENS_DIR, { recursive: true });
  return path.join(SCREENS_DIR, name);
}
