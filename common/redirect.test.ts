import { safeRedirectPath } from './redirect';

describe('same-site redirect targets (SECURITY 3.7.2)', () => {
  const evil = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /overview',
    '/\t/evil.example',
    '/\n/evil.example',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '',
    null,
    undefined,
    42,
    ['/', '/x'],
  ];
  test.each(evil.map((v) => [JSON.stringify(v), v]))('%s falls back', (_label, value) => {
    expect(safeRedirectPath(value, '/home')).toBe('/home');
  });

  test.each(['/overview', '/search?q=nurse&type=Contract', '/about#team', '/documents?id=3'])('%s is kept', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  test('dot segments cannot climb off the site', () => {
    expect(safeRedirectPath('/../../overview')).toBe('/overview');
  });
});
