import { placeOf } from './place';

describe('placeOf', () => {
  test.each([
    ['8.8.8.8', 'United States'],
    ['81.2.69.160', 'United Kingdom'],
    ['::ffff:81.2.69.160', 'United Kingdom'],
    ['10.1.2.3', 'a local network'],
    ['192.168.0.7', 'a local network'],
    ['127.0.0.1', 'a local network'],
    ['::1', 'a local network'],
    ['fd00::1', 'a local network'],
    ['2001:4860:4860::8888', null],
    ['not an address', null],
    [null, null],
  ])('%s → %s', (ip, place) => {
    expect(placeOf(ip)).toBe(place);
  });
});
