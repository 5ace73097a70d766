/**
 * Keys of the versioned REST API (/api/v1) for the employer's systems (ATS, HR): the scopes a key
 * may hold, the admin API's shapes and its messages. A key is shown once, when it is made.
 */
import { z } from 'zod';

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

export const API_SCOPE_TEXT: Record<ApiScope, string> = {
  'jobs:read': 'Read jobs',
  'jobs:write': 'Create, update and close jobs',
  'applications:read': 'Read applications',
  'applications:write': "Change an application's status",
  'candidates:read': "Read applicants' names and email addresses",
  'documents:read': 'Read onboarding documents',
  'documents:write': 'Send onboarding documents',
};

/** Where the API lives (its reference: /docs, its OpenAPI document: /openapi.json). */
export const API_V1 = '/api/v1';

/** The key's text: "cpk_" and 32 random bytes in base64url. */
export const API_KEY_PREFIX = 'cpk_';

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: 'Enter a name for the key.' })
    .trim()
    .min(1, 'Enter a name for the key.')
    .max(100, 'The name is at most 100 characters.'),
  scopes: z.array(z.enum(API_SCOPES), { error: 'Choose at least one scope.' }).min(1, 'Choose at least one scope.'),
  /** The last day the key works (YYYY-MM-DD, through the end of that day UTC), or none. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the expiry as a date.')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter the expiry as a date.')
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

export const API_KEY_MESSAGES = {
  notFound: 'That API key does not exist.',
  creatorNotAdmin: 'Only an active admin can make API keys.',
  expiryPast: 'The expiry must be today or later.',
} as const;
