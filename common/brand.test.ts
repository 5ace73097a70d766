import { AA_RATIO, brandContrast, brandCss, checkBrandColour, contrastRatio, passingShade } from './brand';

describe('Brand colour contrast (WCAG 2.x relative luminance)', () => {
  test('ratios match the published reference values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0b5394', '#ffffff')).toBeCloseTo(7.8, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  test('the portal’s own blue passes with its 85 % white header links, and is accepted', () => {
    expect(brandContrast('#0b5394')).toBeGreaterThanOrEqual(AA_RATIO);
    expect(checkBrandColour(' #0B5394 ')).toEqual({ ok: true, colour: '#0b5394' });
  });

  test('a light colour is refused with its ratio shown and a darker shade of it that passes', () => {
    const result = checkBrandColour('#ffcc00');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.ratio).toBeLessThan(2);
    expect(result.message).toContain(`${result.ratio!.toFixed(2)}:1`);
    expect(result.message).toContain(result.suggestion);
    expect(brandContrast(result.suggestion!)).toBeGreaterThanOrEqual(AA_RATIO);
    // Same hue: black mixed in keeps the channels’ proportions.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(result.suggestion!.slice(i, i + 2), 16));
    expect(r! / 0xff).toBeCloseTo(g! / 0xcc, 1);
    expect(b).toBe(0);
  });

  test('a colour whose plain white text passes but whose 85 % white header links fail is refused', () => {
    // White on #767676 is 4.54:1; the header's blended links fall under 4.5.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(AA_RATIO);
    expect(checkBrandColour('#767676').ok).toBe(false);
    expect(checkBrandColour(passingShade('#767676')).ok).toBe(true);
  });

  test('what is not a six-digit hex colour is refused with a clear message', () => {
    for (const input of ['red', '#fff', '#12345g', 12, null, '#0b5394;}body{x:y', 'url(x)']) {
      expect(checkBrandColour(input)).toEqual({ ok: false, message: expect.stringContaining('six hexadecimal') });
    }
  });

  test('the theme sets Bootstrap’s custom properties and nothing else', () => {
    const css = brandCss('#123456');
    expect(css).toMatch(/^:root\{[^{}]+\}\n$/);
    expect(css).toContain('--bs-primary:#123456;--bs-primary-rgb:18,52,86;');
  });
});
