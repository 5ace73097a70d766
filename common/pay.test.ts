/**
 * Pay ranges and counts are written by Intl in the reader's language (common/numbers.ts): English
 * as it always read, US Spanish with its own units and, where es-US differs from en-US (the New
 * Taiwan dollar's symbol), its own symbol.
 */
import { inSpanish } from '../test/helpers/client/in-spanish';
import { formatCount, formatDollars } from './numbers';
import { formatPay, type Pay } from './pay';

const pay = (min: number, max: number, unit: Pay['unit'] = 'HOUR', currency = 'USD'): Pay => ({
  min,
  max,
  unit,
  currency,
});

describe('Pay ranges and counts in either language', () => {
  const ranges = () => [
    formatPay(pay(55, 70)),
    formatPay(pay(31.5, 44)),
    formatPay(pay(25, 25)),
    formatPay(pay(83_000, 104_000, 'YEAR')),
    formatPay(pay(40, 50, 'HOUR', 'EUR')),
    formatPay(pay(40, 50, 'HOUR', 'CHF')),
    formatPay(pay(55, 70, 'HOUR', 'TWD')),
  ];

  test('When pay is shown in English, Then it reads as it always has', () => {
    expect(ranges()).toEqual([
      '$55–$70/hr',
      '$31.50–$44/hr',
      '$25/hr',
      '$83,000–$104,000/yr',
      '€40–€50/hr',
      '40 CHF–50 CHF/hr',
      '$55–$70/hr',
    ]);
  });

  test('When pay is shown in Spanish, Then es-US writes the amounts and the units are Spanish', () => {
    expect(inSpanish(ranges)).toEqual([
      '$55–$70/h',
      '$31.50–$44/h',
      '$25/h',
      '$83,000–$104,000/año',
      '€40–€50/h',
      '40 CHF–50 CHF/h',
      'NT$55–NT$70/h',
    ]);
    // Each language keeps its own formatters: English after Spanish is English again.
    expect(formatPay(pay(55, 70, 'HOUR', 'TWD'))).toBe('$55–$70/hr');
  });

  test('When counts and dollars are shown, Then both languages group thousands with commas', () => {
    const read = () => [
      formatCount(0),
      formatCount(1),
      formatCount(12_345.4),
      formatDollars(1234.5),
      formatDollars(-5),
    ];
    expect(read()).toEqual(['0', '1', '12,345', '$1,234.50', '-$5.00']);
    expect(inSpanish(read)).toEqual(['0', '1', '12,345', '$1,234.50', '-$5.00']);
  });
});
