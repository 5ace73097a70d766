/** The composition root: builds every feature's service once, over one database and config. */
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import type { Logger } from './logger';
import { createContentRepository } from './features/content/content.repository';
import { createContentService } from './features/content/content.service';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

export function createServices(ctx: AppContext) {
  const { db } = ctx.database;
  const content = createContentService(createContentRepository(db));
  return { content };
}

export type Services = ReturnType<typeof createServices>;
