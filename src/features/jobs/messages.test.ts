import { inSpanish } from '../../../test/helpers/client/in-spanish';
import { APPLICATION_FORM_SCREEN } from './application-form-messages';
import { employmentTypeLabel, JOB_TEXT } from './job-messages';
import { DETAIL_TEXT } from './messages';
import { SEARCH_TEXT } from './search-messages';

describe('Job search texts', () => {
  test('When results are counted, Then 0, 1 and 2 jobs and a capped count read right in English and in Spanish', () => {
    const counts = () => [
      SEARCH_TEXT.results(0),
      SEARCH_TEXT.results(1),
      SEARCH_TEXT.results(2),
      SEARCH_TEXT.results(12_345),
      SEARCH_TEXT.results(10_000, true),
    ];
    expect(counts()).toEqual([
      '0 jobs found',
      '1 job found',
      '2 jobs found',
      '12,345 jobs found',
      '10,000+ jobs found',
    ]);
    expect(inSpanish(counts)).toEqual([
      'Se encontraron 0 empleos',
      'Se encontró 1 empleo',
      'Se encontraron 2 empleos',
      'Se encontraron 12,345 empleos',
      'Se encontraron 10,000 empleos o más',
    ]);
  });

  test('When distances and lengths are counted, Then one and several read right in either language', () => {
    const read = () => [
      SEARCH_TEXT.chipPlace('Chicago, IL', 1),
      SEARCH_TEXT.chipPlace('60601', 25),
      APPLICATION_FORM_SCREEN.coverLetterOver(1),
      APPLICATION_FORM_SCREEN.coverLetterOver(2),
    ];
    expect(read()).toEqual([
      'Within 1 mile of Chicago, IL',
      'Within 25 miles of 60601',
      '1 character too long: shorten it to send it.',
      '2 characters too long: shorten it to send it.',
    ]);
    expect(inSpanish(read)).toEqual([
      'A menos de 1 milla de Chicago, IL',
      'A menos de 25 millas de 60601',
      'La carta tiene 1 carácter de más: acórtela para poder enviarla.',
      'La carta tiene 2 caracteres de más: acórtela para poder enviarla.',
    ]);
  });

  test('When a text holds values, Then they keep their place, and texts read at render follow the language', () => {
    expect(SEARCH_TEXT.distanceHelp).toContain('(at most 500). Left empty, it is 25 miles.');
    expect(APPLICATION_FORM_SCREEN.coverLetterCount(5)).toBe('5 of 5,000 characters');
    expect(inSpanish(() => APPLICATION_FORM_SCREEN.coverLetterHint)).toBe(
      'Texto sin formato, de hasta 5,000 caracteres.',
    );
    expect(inSpanish(() => DETAIL_TEXT.distance('12.4 mi', '21 mins'))).toBe(
      'A 12.4 mi (unos 21 mins) de su código postal',
    );
    expect(inSpanish(() => [JOB_TEXT.noLongerAvailable, employmentTypeLabel('Contract')])).toEqual([
      'Lo sentimos, este empleo ya no está disponible.',
      'Por contrato',
    ]);
    expect([JOB_TEXT.noLongerAvailable, employmentTypeLabel('Permanent'), employmentTypeLabel('Seasonal')]).toEqual([
      'Sorry, this job is no longer available.',
      'Permanent',
      'Seasonal',
    ]);
  });
});
