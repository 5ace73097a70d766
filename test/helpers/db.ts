/** A fresh, empty database for one test file: a temp SQLite file or a new PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A browser journey whose server code is the same on every database. The few browser suites that
 * also run on PostgreSQL (for its search engine) skip it there: it ran on SQLite.
 */
export const journeyOnSqlite: jest.It = testDialect() === 'postgres' ? test.skip : test;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    // Named after the run's database so the run's cleanup finds any a crashed test left behind.
    const runDb = new URL(base).pathname.slice(1) || 'test';
    const name = `${runDb}_${randomBytes(6).toString('hex')}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 60);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      dialect: 'postgres',
      async drop() {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  return {
    url: `sqlite:${path.join(dir, 'portal.db')}`,
    dialect: 'sqlite',
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
