import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RETENTION_RULE } from './privacy';

test('The README states the retention rule word for word, as the profile screen does', () => {
  const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const quoted = readme
    .split('\n')
    .filter((line) => line.startsWith('> '))
    .map((line) => line.slice(2))
    .join(' ');
  expect(quoted).toContain(RETENTION_RULE.kept);
});
