/**
 * Structured pay of a job: a range, its unit and currency (schema.org MonetaryAmount). The free-text
 * salary stays as what shows when a job has no range.
 */
import { i18n, translatable } from './i18n';
import { groupDigits, numberFormat } from './numbers';

export const PAY_UNITS = ['HOUR', 'YEAR'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
export const DEFAULT_CURRENCY = 'USD';
let currencies: Set<string> | undefined;
/**
 * An ISO 4217 code the runtime knows (schema.org and Google's baseSalary require one): "ABC" has
 * the shape of a code but is none.
 */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}
/** The largest amount accepted (a year's pay), against typing slips. */
export const MAX_PAY = 10_000_000;

export interface Pay {
  min: number;
  max: number;
  unit: PayUnit;
  /** ISO 4217, e.g. USD. */
  currency: string;
}

export const PAY_UNIT_LABELS = /* @__PURE__ */ translatable({
  HOUR: /*i18n*/ { id: 'per hour' },
  YEAR: /*i18n*/ { id: 'per year' },
} satisfies Record<PayUnit, unknown>);
const UNIT_SUFFIX = /* @__PURE__ */ translatable({
  HOUR: /*i18n*/ { id: '/hr', comment: 'Right after a pay amount: per hour ($20–$24/hr)' },
  YEAR: /*i18n*/ { id: '/yr', comment: 'Right after a pay amount: per year ($83,000–$104,000/yr)' },
} satisfies Record<PayUnit, unknown>);

/** Whole amounts without cents ("$85,000"), others with them ("$27.50"). */
const digitsOf = (n: number) => (Number.isInteger(n) ? 0 : 2);

const moneyFormat = (currency: string, digits: number) =>
  numberFormat({
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const symbolFirst = new Map<string, boolean>();
/**
 * Whether Intl writes the currency with a symbol in the current language ("$", "€"). A symbol that
 * is only letters ("CHF"), or a code the runtime does not know, reads better after the amount.
 */
function hasSymbol(currency: string): boolean {
  const key = `${i18n.locale} ${currency}`;
  let known = symbolFirst.get(key);
  if (known === undefined) {
    try {
      const symbol = moneyFormat(currency, 0)
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value;
      known = Boolean(symbol) && !/^[A-Z]+$/i.test(symbol!);
    } catch {
      known = false;
    }
    symbolFirst.set(key, known);
  }
  return known;
}

/** "$55–$70/hr", "$83,000–$104,000/yr", "€40–€50/hr", "40 CHF–50 CHF/hr"; one amount when both ends are equal. */
export function formatPay(pay: Pay): string {
  const symbol = hasSymbol(pay.currency);
  const money = (n: number) =>
    symbol ? moneyFormat(pay.currency, digitsOf(n)).format(n) : `${groupDigits(n, digitsOf(n))} ${pay.currency}`;
  const range = pay.min === pay.max ? money(pay.min) : `${money(pay.min)}–${money(pay.max)}`;
  return `${range}${UNIT_SUFFIX[pay.unit]}`;
}

/** The two-letter state of "City, ST" or "City, ST 12345"; null when the location has none. */
export function stateOf(location: string): string | null {
  const match = /,\s*([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(location);
  return match ? match[1]!.toUpperCase() : null;
}
