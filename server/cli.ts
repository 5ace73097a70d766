/** Operator commands: `npm run cli -- <command> [--flags]` (docs/architecture.md §4). */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './dev/seed';
import { createLogger } from './logger';
import { createServices } from './services';
import { insertGeneratedJobs } from './dev/jobs.seed';
import { APPLICATION_STATUSES } from '../common/applications';
import { nameSchema } from '../common/auth-schemas';
import { copyStorage } from './providers/storage/copy-storage';
import { createStorage, type StorageDriver } from './providers/storage/create-storage';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  db:migrate                 apply pending migrations
  db:seed                    load the demo data into an empty database
  user:create --email E --password P --first F --last L [--role candidate|staff|admin] [--confirmed]
                             create an account
  jobs:generate --count N [--seed S]
                             add N realistic synthetic jobs (all categories, types, many US cities)
  apply-link:create --email E --job J
                             invite a candidate to apply for job J: mails an /apply-now link
  application:status (--id N | --email E --job J) --status S
                             move an application to S: ${APPLICATION_STATUSES.join(', ')}
  user:reset-two-factor --email E
                             turn off two-factor sign-in for someone who lost both their app and
                             their recovery codes (after checking who they are); the password stays
  storage:migrate --to database|local|s3
                             copy every stored file from the configured storage (STORAGE_DRIVER)
                             to another, checking each copy's SHA-256; then set STORAGE_DRIVER
                             (s3 as a target or a source needs S3_BUCKET, S3_REGION …)
`;

export async function runCli(
  argv: string[],
  out: (line: string) => void = console.log,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      out(err.message);
      return 1;
    }
    throw err;
  }
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const database = createDatabase(config.databaseUrl);
  let services: ReturnType<typeof createServices> | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    services = createServices({ config, database, logger });
    switch (command) {
      case 'db:migrate':
        out(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
        return 0;
      case 'db:seed': {
        parseArgs({ args: rest, options: {} });
        const result = await seedDemo(database.db, services, config);
        out(result.seeded ? 'Demo data loaded.' : 'The database already has data; nothing was changed.');
        if (result.generatedPassword) out(`Demo accounts' password: ${result.generatedPassword}`);
        return 0;
      }
      case 'user:create': {
        const { values } = parseArgs({
          args: rest,
          options: {
            email: { type: 'string' },
            password: { type: 'string' },
            first: { type: 'string' },
            last: { type: 'string' },
            role: { type: 'string', default: 'candidate' },
            confirmed: { type: 'boolean', default: false },
          },
        });
        const { email, password, first, last, role } = values;
        if (!email || !password || !first || !last) {
          out('user:create needs --email, --password, --first and --last.');
          return 1;
        }
        if (role !== 'candidate' && role !== 'staff' && role !== 'admin') {
          out('--role must be candidate, staff or admin.');
          return 1;
        }
        // The same name rule as registration: names are mailed and shown to staff.
        const firstName = nameSchema('First name').safeParse(first);
        const lastName = nameSchema('Last name').safeParse(last);
        for (const parsed of [firstName, lastName]) {
          if (!parsed.success) {
            out(parsed.error.issues[0]!.message);
            return 1;
          }
        }
        const id = await services.auth.createUser({
          email,
          password,
          firstName: firstName.data!,
          lastName: lastName.data!,
          role,
          confirmed: values.confirmed,
        });
        out(`Created ${role} #${id} <${email.toLowerCase()}>${values.confirmed ? ' (confirmed)' : ''}.`);
        return 0;
      }
      case 'jobs:generate': {
        const { values } = parseArgs({
          args: rest,
          options: { count: { type: 'string' }, seed: { type: 'string', default: '1' } },
        });
        const count = Number(values.count);
        const seed = Number(values.seed);
        if (!Number.isInteger(count) || count < 1 || count > 5_000_000 || !Number.isInteger(seed)) {
          out('jobs:generate needs --count N (1 to 5,000,000) and an optional whole-number --seed S.');
          return 1;
        }
        const started = Date.now();
        const done = await insertGeneratedJobs(services.jobsRepo, services.clock, { count, seed });
        out(`Generated ${done} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        return 0;
      }
      case 'apply-link:create': {
        const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, job: { type: 'string' } } });
        if (!values.email || !values.job) {
          out('apply-link:create needs --email E and --job J.');
          return 1;
        }
        const link = await services.applyLinks.invite({ email: values.email, jobOrderId: values.job }, null);
        await services.mailWorker.drain();
        out(`Invitation mailed to ${values.email.toLowerCase()}.`);
        out(`Apply page: ${link.applyNowUrl}`);
        out(`One-click link: ${link.oneClickUrl}`);
        return 0;
      }
      case 'application:status': {
        const { values } = parseArgs({
          args: rest,
          options: {
            id: { type: 'string' },
            email: { type: 'string' },
            job: { type: 'string' },
            status: { type: 'string' },
          },
        });
        if (!values.status || !(values.id || (values.email && values.job))) {
          out('application:status needs --status S and either --id N or --email E --job J.');
          return 1;
        }
        const which = values.id ? { id: values.id } : { email: values.email, jobOrderId: values.job };
        const application = await services.applications.setStatus({ ...which, status: values.status }, null);
        out(`Application #${application.id} (${application.title}) is now ${application.status}.`);
        return 0;
      }
      case 'user:reset-two-factor': {
        const { values } = parseArgs({ args: rest, options: { email: { type: 'string' } } });
        const account = values.email ? await services.auth.accountByEmail(values.email) : undefined;
        if (!account) {
          out(values.email ? `No account has the address ${values.email}.` : 'user:reset-two-factor needs --email E.');
          return 1;
        }
        const removed = await services.mfa.resetByOperator(account.id);
        out(
          removed
            ? `Two-factor sign-in is off for <${account.email}>; the password alone signs in.`
            : `<${account.email}> had no two-factor sign-in.`,
        );
        return 0;
      }
      case 'storage:migrate': {
        const { values } = parseArgs({ args: rest, options: { to: { type: 'string' } } });
        const drivers: StorageDriver[] = ['database', 'local', 's3'];
        const to = drivers.find((d) => d === values.to);
        if (!to) {
          out('storage:migrate needs --to database, --to local or --to s3.');
          return 1;
        }
        if (to === 's3' && !config.s3) {
          out('storage:migrate --to s3 needs S3_BUCKET and S3_REGION (and S3_ENDPOINT for a service other than AWS).');
          return 1;
        }
        if (to === config.storageDriver) {
          out(`The files are already in ${to} storage (STORAGE_DRIVER=${config.storageDriver}).`);
          return 1;
        }
        const result = await copyStorage(services.storage, createStorage(to, { config, db: database.db }));
        out(
          `Copied ${result.copied} files (${result.bytes} bytes) to ${to} storage, each SHA-256 checked; ` +
            `${result.alreadyThere} were already there. Set STORAGE_DRIVER=${to} and restart.`,
        );
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
    // The file workers (child processes) would keep the command from exiting.
    await services?.files.close();
    await database.destroy();
  }
}
