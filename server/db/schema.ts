/** Row types of the database, in the camelCase the CamelCasePlugin maps to snake_case columns. */
import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds (bigint in PostgreSQL, integer in SQLite). Flags are 0/1. */
export type Millis = number;
export type Flag = 0 | 1;

export interface CmsPageTable {
  id: Generated<number>;
  path: string;
  title: string;
  content: string;
  showLayout: Flag;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface Database {
  cmsPage: CmsPageTable;
}
