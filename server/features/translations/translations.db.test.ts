/** The one store of translations of employer-written texts, on SQLite and PostgreSQL. */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { AppError } from '../../errors';
import { useTestDatabase } from '../../../test/helpers/db';
import { createTranslationsService, translationLanguage } from './translations.service';

/** Counts the statements sent through it. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count++;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

const rows = [
  { key: 'a', title: 'Welcome', body: 'Hello there' },
  { key: 'b', title: 'About us', body: 'Who we are' },
  { key: 'c', title: 'Benefits', body: 'What you get' },
];

describe('Translations of employer-written texts', () => {
  const database = useTestDatabase();
  const counter = new QueryCounter();
  const service = () =>
    createTranslationsService({ db: database.handle.db.withPlugin(counter), clock: () => 1_800_000_000_000 });

  beforeAll(async () => {
    await service().save('mail-template', 'a', 'es', { title: 'Bienvenida', body: 'Hola' }, null);
    await service().save('mail-template', 'c', 'es', { title: 'Beneficios' }, null);
    // Another kind of text under the same id is another subject's.
    await service().save('cms-page', 'b', 'es', { title: 'Quiénes somos', body: 'Otra' }, null);
  });

  test('When a list is read in Spanish, Then each field comes translated where it is, else as written, in one query', async () => {
    counter.count = 0;
    const read = await service().overlay('mail-template', rows, { id: (r) => r.key, fields: ['title', 'body'] }, 'es');
    expect(counter.count).toBe(1);
    expect(read).toEqual([
      { key: 'a', title: 'Bienvenida', body: 'Hola', language: 'es' },
      { key: 'b', title: 'About us', body: 'Who we are', language: 'en' },
      { key: 'c', title: 'Beneficios', body: 'What you get', language: 'es' },
    ]);
  });

  test('When a list is read in English, Then it is as written, without a query', async () => {
    counter.count = 0;
    const read = await service().overlay('mail-template', rows, { id: (r) => r.key, fields: ['title'] }, 'en');
    expect(counter.count).toBe(0);
    expect(read.map((r) => [r.title, r.language])).toEqual([
      ['Welcome', 'en'],
      ['About us', 'en'],
      ['Benefits', 'en'],
    ]);
  });

  test('When staff ask which translations are missing, Then each id names the languages it lacks, in one query', async () => {
    counter.count = 0;
    const missing = await service().missing('mail-template', ['a', 'b', 'c']);
    expect(counter.count).toBe(1);
    expect(Object.fromEntries(missing)).toEqual({ a: [], b: ['es'], c: [] });
  });

  test('When a translation is saved again or removed, Then it replaces the language’s fields whole, and readers get the original after removal', async () => {
    await service().save('mail-template', 'a', 'es', { title: 'Le damos la bienvenida' }, null);
    expect((await service().read('mail-template', ['a', 'b'])).get('a')).toEqual({
      es: {
        fields: { title: 'Le damos la bienvenida' },
        updatedAt: new Date(1_800_000_000_000).toISOString(),
        updatedBy: null,
      },
    });
    expect(await service().remove('mail-template', 'a', 'es')).toBe(true);
    expect(await service().remove('mail-template', 'a', 'es')).toBe(false);
    const [a] = await service().overlay('mail-template', [rows[0]!], { id: (r) => r.key, fields: ['title'] }, 'es');
    expect(a).toEqual({ ...rows[0], language: 'en' });
    expect(Object.fromEntries(await service().missing('cms-page', ['b']))).toEqual({ b: [] });
  });

  test('When a language is not one a text is translated into, Then it is a validation error', () => {
    expect(() => translationLanguage('es')).not.toThrow();
    for (const bad of ['en', 'fr', '', undefined, ['es']]) expect(() => translationLanguage(bad)).toThrow(AppError);
  });
});
