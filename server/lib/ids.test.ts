import { AppError, ErrorCode } from '../errors';
import { idOrNotFound, MAX_ID } from './ids';

describe('idOrNotFound', () => {
  test.each([
    ['1', 1],
    ['2147483647', MAX_ID],
    [42, 42],
  ])('When the id is %p, Then it names row %p', (value, id) => {
    expect(idOrNotFound(value, 'gone')).toBe(id);
  });

  test.each([
    '0',
    '-1',
    '2147483648',
    '99999999999',
    '1e3',
    '0x10',
    ' 1',
    '1.0',
    '',
    'abc',
    0,
    1.5,
    MAX_ID + 1,
    NaN,
    null,
  ])('When the id is %p, Then it is a 404 with the message given', (value) => {
    let thrown: unknown;
    try {
      idOrNotFound(value, 'gone');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect([(thrown as AppError).code, (thrown as AppError).message]).toEqual([ErrorCode.NOT_FOUND, 'gone']);
  });
});
