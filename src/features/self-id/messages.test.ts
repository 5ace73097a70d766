import { inSpanish } from '../../../test/helpers/client/in-spanish';
import { REPORT_TEXT, SELF_ID_TEXT } from './messages';

describe('Self-identification texts', () => {
  test('When the report names its scope, Then a job or all jobs lead in either language', () => {
    expect(REPORT_TEXT.scope(null, '2026-01-01', '2026-01-31')).toBe(
      'All jobs, applications from 2026-01-01 to 2026-01-31',
    );
    expect(inSpanish(() => REPORT_TEXT.scope('Welder', '2026-01-01', '2026-01-31'))).toBe(
      'Welder, solicitudes del 2026-01-01 al 2026-01-31',
    );
  });

  test('When the job and the date are values, Then they keep their place in either language', () => {
    expect(SELF_ID_TEXT.answeredOn('Mar 3, 2026')).toBe(
      'You answered on Mar 3, 2026. You can change your answers below.',
    );
    expect(inSpanish(() => SELF_ID_TEXT.lead('Welder', 'Acme'))).toMatch(
      /^Para su solicitud al puesto de Welder en Acme\. /,
    );
  });
});
