/**
 * One name per capability on both sides (docs/architecture.md, the table of names): the client's
 * feature folders are the server's, and "view as" is our name for what the wire calls `ghost`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** Client screens that compose other features and have no server part of their own. */
const CLIENT_ONLY = {
  dashboard: 'the candidate home composes jobs, documents and saved items',
  system: 'error and loading screens',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|scss)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('names shared by client and server', () => {
  test('When a client feature folder exists, Then the server has a feature folder of the same name (or it is declared client-only)', () => {
    const server = new Set(folders('server/features'));
    const missing = folders('src/features').filter((f) => !server.has(f) && !(f in CLIENT_ONLY));
    expect(missing).toEqual([]);
    for (const f of Object.keys(CLIENT_ONLY)) expect(server.has(f)).toBe(false);
  });

  test('When our code names the view as a candidate, Then it says view-as: ghost is only the wire field', () => {
    const found: string[] = [];
    for (const file of ['server', 'src', 'common'].flatMap(sourceFiles)) {
      if (/ghost/i.test(path.basename(file))) found.push(file);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // The session user's and the session token's field keep SPEC's name; nothing else does.
          for (const word of line.match(/[\w$-]*ghost[\w$-]*/gi) ?? [])
            if (word !== 'ghost') found.push(`${path.relative(root, file)}:${i + 1} ${word}`);
        });
    }
    expect(found).toEqual([]);
  });
});
