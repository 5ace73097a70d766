/**
 * common/'s texts follow the current language each time they are read (the server sets it per
 * request or per mail): catalogues, messages with values and plurals, zod messages, labels of
 * stored values, and the built-in mail templates, whose placeholders stay in double braces.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { i18n as english, type Messages, setupI18n } from '@lingui/core';
import { formatDate } from './dates';
import { formatDateTimeInZone, zoneLabel } from './time-zones';
import { APPLICATION_MESSAGES, applicationStatusLabel } from './applications';
import { YES_NO_LABELS } from './application-form';
import { AUDIT_ACTION_GROUPS, describeAuditEvent } from './audit-text';
import { registrationSchema } from './auth-schemas';
import { ESIGN_CONSENT_MESSAGES } from './esign-disclosure';
import { setI18nSource } from './i18n';
import { templateDefinition, unknownPlaceholders } from './mail-templates';
import { VERIFY_MESSAGES } from './seal';
import { DECLINE, NOT_ANSWERED, selfIdOptionLabel } from './self-id';

/** Every common/ module's Spanish catalog (one per module). */
const messages: Messages = Object.assign(
  {},
  ...readdirSync(path.join(__dirname, 'locales')).map(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (name) => (require(`./locales/${name}/es`) as { messages: Messages }).messages,
  ),
);
const spanish = setupI18n({ locale: 'es', locales: ['es-US'], messages: { es: messages } });

function inSpanish<T>(read: () => T): T {
  setI18nSource(() => spanish);
  try {
    return read();
  } finally {
    setI18nSource(() => english);
  }
}

test('When the language changes, Then the same catalogue reads in it', () => {
  expect(APPLICATION_MESSAGES.notFound).toBe('Application not found.');
  expect(inSpanish(() => APPLICATION_MESSAGES.notFound)).toBe('No se encontró la solicitud.');
  expect(inSpanish(() => APPLICATION_MESSAGES.decided('Offer'))).toBe(
    'Esta solicitud ya no se puede retirar: su estado es Oferta.',
  );
});

test('Plurals and values follow each language’s rules', () => {
  expect(ESIGN_CONSENT_MESSAGES.done(1)).toBe(
    'Consent withdrawn. 1 outstanding document moved to your hard-copy list.',
  );
  expect(ESIGN_CONSENT_MESSAGES.done(3)).toBe(
    'Consent withdrawn. 3 outstanding documents moved to your hard-copy list.',
  );
  expect(inSpanish(() => ESIGN_CONSENT_MESSAGES.done(3))).toBe(
    'Consentimiento retirado. 3 documentos pendientes pasaron a su lista de documentos impresos.',
  );
  const detail = JSON.stringify({ created: 1, updated: 2, closed: 0, rejected: 1 });
  expect(describeAuditEvent('feed.import', detail)).toBe(
    'Imported the job feed: 1 job added, 2 jobs updated, 0 jobs closed, 1 entry refused.',
  );
});

test('A zod schema reads its messages when it validates, not when it was built', () => {
  const input = { email: 'nobody', firstName: 'Ana', lastName: 'Lee2', password: 'x' };
  const messagesOf = () => registrationSchema.safeParse(input).error?.issues.map((issue) => issue.message);
  expect(messagesOf()).toEqual([
    'Email address is invalid',
    'Last name can only contain letters, spaces, apostrophes, hyphens and periods.',
  ]);
  expect(inSpanish(messagesOf)).toEqual([
    'El correo electrónico no es válido',
    'El apellido solo puede contener letras, espacios, apóstrofos, guiones y puntos.',
  ]);
});

test('Stored values stay as they are and are shown through their labels', () => {
  expect(inSpanish(() => applicationStatusLabel('Under review'))).toBe('En revisión');
  expect(inSpanish(() => applicationStatusLabel('Archived'))).toBe('Archived');
  expect(inSpanish(() => YES_NO_LABELS.Yes)).toBe('Sí');
  expect(inSpanish(() => [selfIdOptionLabel(DECLINE), selfIdOptionLabel(NOT_ANSWERED)])).toEqual([
    'No deseo responder',
    'Sin respuesta',
  ]);
  expect(inSpanish(() => AUDIT_ACTION_GROUPS.find(([code]) => code === 'login')?.[1])).toBe('Inicios de sesión');
  expect(inSpanish(() => VERIFY_MESSAGES.trustSteps.map((step) => step.slice(0, 10)))).toEqual([
    'Descargue ',
    'Adobe Acro',
    'Otros lect',
  ]);
});

test('A built-in mail template keeps its placeholders in double braces in every language', () => {
  const offer = templateDefinition('status-offer')!;
  expect(offer.subject).toBe('Good news about {{jobTitle}}');
  expect(inSpanish(() => offer.subject)).toBe('Buenas noticias sobre el puesto de {{jobTitle}}');
  for (const read of [() => offer.body, () => inSpanish(() => offer.body)])
    expect(unknownPlaceholders(read(), offer.placeholders)).toEqual([]);
});

test('When a date or a time is shown, Then it reads in the language: the product pattern in English, Intl’s in Spanish, the zone in words in each', () => {
  expect(formatDate('2026-12-02')).toBe('Dec 2, 2026');
  expect(inSpanish(() => formatDate('2026-12-02'))).toBe('2 dic 2026');
  const interview = '2026-12-02T16:00:00Z';
  expect(formatDateTimeInZone(interview, 'America/Chicago')).toBe('Dec 2, 2026 10:00am Central Time');
  expect(inSpanish(() => formatDateTimeInZone(interview, 'America/Chicago'))).toBe(
    '2 dic 2026, 10:00 a.m. hora central',
  );
  expect(inSpanish(() => zoneLabel('America/Denver'))).toBe('Denver (hora de las Montañas Rocosas)');
  expect(zoneLabel('America/Denver')).toBe('Denver (Mountain Time)');
});
