/**
 * Keys of the versioned REST API (/api/v1) for the employer's systems (ATS, HR): the scopes a key
 * may hold, the admin API's shapes and its messages. A key is shown once, when it is made.
 */
import { z } from 'zod';
import { translatable } from './i18n';

export const API_SCOPES = [
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'candidates:read',
  'documents:read',
  'documents:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_TEXT = /* @__PURE__ */ translatable({
  'jobs:read': /*i18n*/ { id: 'Read jobs' },
  'jobs:write': /*i18n*/ { id: 'Create, update and close jobs' },
  'applications:read': /*i18n*/ { id: 'Read applications' },
  'applications:write': /*i18n*/ { id: "Change an application's status" },
  'candidates:read': /*i18n*/ { id: "Read applicants' names and email addresses" },
  'documents:read': /*i18n*/ { id: 'Read onboarding documents' },
  'documents:write': /*i18n*/ { id: 'Send onboarding documents' },
});

/** Where the API lives (its reference: /docs, its OpenAPI document: /openapi.json). */
export const API_V1 = '/api/v1';

/** The key's text: "cpk_" and 32 random bytes in base64url. */
export const API_KEY_PREFIX = 'cpk_';

const M = /* @__PURE__ */ translatable({
  nameRequired: /*i18n*/ { id: 'Enter a name for the key.' },
  nameTooLong: /*i18n*/ { id: 'The name is at most 100 characters.' },
  scopesRequired: /*i18n*/ { id: 'Choose at least one scope.' },
  expiryInvalid: /*i18n*/ { id: 'Enter the expiry as a date.' },
});

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: () => M.nameRequired })
    .trim()
    .min(1, { error: () => M.nameRequired })
    .max(100, { error: () => M.nameTooLong }),
  scopes: z.array(z.enum(API_SCOPES), { error: () => M.scopesRequired }).min(1, { error: () => M.scopesRequired }),
  /** The last day the key works (YYYY-MM-DD, through the end of that day UTC), or none. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => M.expiryInvalid })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: () => M.expiryInvalid })
    .nullable()
    .optional(),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/**
 * Where the admin who made a key stands: a key works only while its creator is an active admin
 * (`admin`); once deactivated, no longer an admin, or deleted, every request with it is refused.
 */
export type ApiKeyCreatorStanding = 'admin' | 'deactivated' | 'not_admin' | 'removed';

export interface ApiKey {
  id: number;
  name: string;
  scopes: ApiScope[];
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  /** Who made it (no name once their account is deleted) and whether they still could. */
  creator: { name: string | null; standing: ApiKeyCreatorStanding };
}

/** Only in the answer that creates the key: the key is never shown again. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export const API_KEY_MESSAGES = /* @__PURE__ */ translatable({
  notFound: /*i18n*/ { id: 'That API key does not exist.' },
  creatorNotAdmin: /*i18n*/ { id: 'Only an active admin can make API keys.' },
  expiryPast: /*i18n*/ { id: 'The expiry must be today or later.' },
});
