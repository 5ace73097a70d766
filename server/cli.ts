/** Operator commands: `npm run cli -- <command> [--flags]` (ARCHITECTURE §4). */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed';
import { createLogger } from './logger';
import { createServices } from './services';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate                 apply pending migrations
  db:seed                    load the demo data into an empty database
`;

export async function runCli(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      out(err.message);
      return 1;
    }
    throw err;
  }
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = createDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(database.db);
    const services = createServices({ config, database, logger });
    switch (command) {
      case 'db:migrate':
        out(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
        return 0;
      case 'db:seed': {
        parseArgs({ args: rest, options: {} });
        const result = await seedDemo(database.db, services);
        out(result.seeded ? 'Demo data loaded.' : 'The database already has data; nothing was changed.');
        return 0;
      }
      default:
        out(`Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } catch (err) {
    out(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await database.destroy();
  }
}
