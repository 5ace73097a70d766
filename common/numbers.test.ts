import { formatCount, formatDollars, groupDigits } from './numbers';

describe('en-US numbers', () => {
  test('counts are grouped by thousands as toLocaleString writes them', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 10000, 123456789, -4321]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  test('dollars carry two decimals and the sign before the symbol, as the USD currency style', () => {
    const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    for (const n of [0, 5, 25.5, 999.99, 1234.5, 1000000, 0.005, 12.345, -5, -1234.56]) {
      expect(formatDollars(n)).toBe(usd(n));
    }
  });

  test('fraction digits round; a negative that rounds to zero has no sign', () => {
    expect(groupDigits(1234.567, 2)).toBe('1,234.57');
    expect(groupDigits(-0.001, 2)).toBe('0.00');
    expect(groupDigits(85000)).toBe('85,000');
  });
});
