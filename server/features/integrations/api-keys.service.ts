/**
 * API keys (admins): made with a name, scopes and an optional last day, shown once and kept only
 * as their SHA-256, listed, revoked. A key is the authority of the admin who made it, so it works
 * only while that admin is an active admin. The /api/v1 routes authenticate each request here.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyCreatorStanding,
  apiKeyCreateSchema,
  type ApiScope,
  type CreatedApiKey,
} from '../../../common/api-keys';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parse } from '../../lib/parse-fields';
import { sha256Hex } from '../../lib/tokens';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository';

const DAY_MS = 86_400_000;
/** Shown in the list: "cpk_" and the key's first characters. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** The last use is written at most this often per key (a write per request is load for nothing). */
const TOUCH_EVERY_MS = 60_000;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The key behind a request to /api/v1. */
export interface ApiCaller {
  keyId: number;
  scopes: ApiScope[];
  /** The admin who made the key: the actor of its changes in the audit log. */
  actorId: number | null;
}

/** Whether the creator could still make the key (the role that may: an active admin). */
function standingOf(
  c: Pick<ApiKeyRow, 'creatorRole' | 'creatorDeactivatedAt' | 'creatorDeletedAt'>,
): ApiKeyCreatorStanding {
  if (c.creatorRole === null || c.creatorDeletedAt !== null) return 'removed';
  if (c.creatorDeactivatedAt !== null) return 'deactivated';
  return c.creatorRole === 'admin' ? 'admin' : 'not_admin';
}

function keyOf(row: ApiKeyRow): ApiKey {
  const standing = standingOf(row);
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as ApiScope[],
    prefix: row.prefix,
    createdAt: iso(row.createdAt)!,
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    creator: {
      name: standing === 'removed' ? null : `${row.creatorFirstName ?? ''} ${row.creatorLastName ?? ''}`.trim(),
      standing,
    },
  };
}

export function createApiKeysService(deps: { repo: ApiKeysRepository; clock: Clock; audit: AuditLog }) {
  const { repo, clock, audit } = deps;

  return {
    async list(): Promise<ApiKey[]> {
      return (await repo.list()).map(keyOf);
    },

    /** The key is in this answer only. */
    async create(input: unknown, actorId: number): Promise<CreatedApiKey> {
      // The first problem's own words, and each field's under it.
      const value = parse(apiKeyCreateSchema, input ?? {});
      const creator = await repo.creator(actorId);
      if (!creator || standingOf(creator) !== 'admin')
        throw new AppError(ErrorCode.FORBIDDEN, API_KEY_MESSAGES.creatorNotAdmin);
      const now = clock();
      const expiresAt = value.expiresOn ? Date.parse(`${value.expiresOn}T00:00:00Z`) + DAY_MS - 1 : null;
      if (expiresAt !== null && expiresAt < now)
        throw new AppError(ErrorCode.VALIDATION, API_KEY_MESSAGES.expiryPast, {
          fields: { expiresOn: API_KEY_MESSAGES.expiryPast },
        });
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const id = await repo.insert({
        name: value.name,
        scopes: JSON.stringify([...new Set(value.scopes)]),
        prefix: key.slice(0, PREFIX_LENGTH),
        keyHash: sha256Hex(key),
        createdBy: actorId,
        createdAt: now,
        expiresAt,
      });
      await audit.record({ action: 'api_key.created', actorId, detail: { apiKeyId: id, name: value.name } });
      return { ...keyOf((await repo.find(id))!), key };
    },

    async revoke(idInput: unknown, actorId: number): Promise<ApiKey> {
      const row = await repo.find(parse(idSchema, idInput));
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, API_KEY_MESSAGES.notFound);
      if (row.revokedAt === null) {
        await repo.revoke(row.id, clock());
        await audit.record({ action: 'api_key.revoked', actorId, detail: { apiKeyId: row.id, name: row.name } });
      }
      return keyOf((await repo.find(row.id))!);
    },

    /**
     * The caller of a presented key; null when it is unknown, revoked, past its expiry, or its
     * creator is no longer an active admin. Records the use.
     */
    async authenticate(key: string): Promise<ApiCaller | null> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
      const row = await repo.byHash(sha256Hex(key));
      const now = clock();
      if (!row || row.revokedAt !== null || (row.expiresAt !== null && Number(row.expiresAt) < now)) return null;
      if (standingOf(row) !== 'admin') return null;
      if (row.lastUsedAt === null || now - Number(row.lastUsedAt) >= TOUCH_EVERY_MS) await repo.touch(row.id, now);
      return { keyId: row.id, scopes: JSON.parse(row.scopes) as ApiScope[], actorId: row.createdBy };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
