/** Validation of the profile form (PUT /api/me/profile); the server checks the ZIP against its places. */
import { z } from 'zod';
import { nameSchema } from './auth-schemas';
import { CONSULT_TYPES, PROFILE_LIMITS as L, PROFILE_MESSAGES as M } from './candidates';

/** Blank text (or null, or absent) is no value. */
const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: () => M.notText(label) })
      .trim()
      .max(max, { error: () => M.tooLong(label, max) })
      // eslint-disable-next-line no-control-regex
      .refine((v) => !/[\u0000-\u001f<>]/.test(v), { error: () => M.notAllowed(label) })
      .nullable(),
  );

const phone = z.preprocess(
  blankToNull,
  z
    .string({ error: () => M.phoneInvalid })
    .trim()
    .max(L.phoneLength, { error: () => M.phoneInvalid })
    .refine((v) => /^\+?[\d\s().-]+$/.test(v), { error: () => M.phoneInvalid })
    .refine(
      (v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      },
      { error: () => M.phoneInvalid },
    )
    .nullable(),
);

/** 5 digits, or ZIP+4 (kept as its 5 digits). */
const zipCode = z.preprocess(
  blankToNull,
  z
    .string({ error: () => M.zipFormat })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: () => M.zipFormat })
    .transform((v) => v.slice(0, 5))
    .nullable(),
);

const dollars = z.preprocess(
  (v) => {
    const value = blankToNull(v);
    if (typeof value === 'string' && /^\s*\$?\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value.replace('$', ''));
    return value;
  },
  z
    .number({ error: () => M.rate })
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= L.hourlyRate, { error: () => M.rate })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: () => M.rate })
    .nullable(),
);

const months = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: () => M.months })
    .int({ error: () => M.months })
    .min(0, { error: () => M.months })
    .max(L.monthsUsed, { error: () => M.months }),
);

const skill = z.object({
  name: z
    .string({ error: () => M.skillRequired })
    .trim()
    .min(1, { error: () => M.skillRequired })
    .max(L.skillLength, { error: () => M.tooLong('Skill', L.skillLength) })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f<>]/.test(v), { error: () => M.notAllowed('Skill') }),
  monthsUsed: months,
});

/** PUT /api/me/profile. Unknown fields are dropped, never applied (SECURITY 8.2.3). */
export const profileSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  phone,
  zipCode,
  desiredWorkType: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'Any' : v),
    z.enum(CONSULT_TYPES as ['Contract', 'Permanent', 'Any'], { error: () => M.workType }),
  ),
  hourlyRateMinimum: dollars,
  realTitle: optionalText('Job title', L.titleLength),
  currentCompany: optionalText('Current company', L.companyLength),
  skills: z
    .preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(skill, { error: () => M.skillsNotList }).max(L.skills, { error: () => M.tooManySkills }),
    )
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, i) => {
        const key = s.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: M.skillTwice(s.name) });
        seen.add(key);
      });
    }),
});

/** Every bad field with its first message, keyed by path ("skills.2.monthsUsed"). */
export function profileFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}
