import {
  addBusinessDays,
  federalHolidays,
  isBusinessDay,
  section2DueDate,
  US_FEDERAL_CALENDAR,
  type WorkCalendar,
} from './business-days';

/** OPM's published tables of federal holidays, as observed (opm.gov, "Federal Holidays"). */
const OPM: Record<number, string[]> = {
  2024: ['01-01', '01-15', '02-19', '05-27', '06-19', '07-04', '09-02', '10-14', '11-11', '11-28', '12-25'],
  2025: ['01-01', '01-20', '02-17', '05-26', '06-19', '07-04', '09-01', '10-13', '11-11', '11-27', '12-25'],
  2026: ['01-01', '01-19', '02-16', '05-25', '06-19', '07-03', '09-07', '10-12', '11-11', '11-26', '12-25'],
  // July 4 on a Sunday, Christmas on a Saturday, and New Year's Day 2028 on a Saturday, observed on Dec 31.
  2027: ['01-01', '01-18', '02-15', '05-31', '06-18', '07-05', '09-06', '10-11', '11-11', '11-25', '12-24', '12-31'],
  // No January 1 of its own; Veterans Day on a Saturday, observed on Friday the 10th.
  2028: ['01-17', '02-21', '05-29', '06-19', '07-04', '09-04', '10-09', '11-10', '11-23', '12-25'],
  2029: ['01-01', '01-15', '02-19', '05-28', '06-19', '07-04', '09-03', '10-08', '11-12', '11-22', '12-25'],
  2030: ['01-01', '01-21', '02-18', '05-27', '06-19', '07-04', '09-02', '10-14', '11-11', '11-28', '12-25'],
};

describe('Business days of a hiring site', () => {
  test.each(Object.entries(OPM))(
    'When the holidays of %s are listed, Then they are the observed dates OPM publishes',
    (year, dates) => {
      expect(federalHolidays(Number(year))).toEqual(dates.map((d) => `${year}-${d}`));
    },
  );

  test('When a date is a weekend or an observed holiday, Then it is no business day, unless the site works then', () => {
    expect(isBusinessDay('2026-11-30')).toBe(true);
    expect(isBusinessDay('2026-11-28')).toBe(false); // a Saturday
    expect(isBusinessDay('2026-07-03')).toBe(false); // Independence Day observed
    expect(isBusinessDay('2026-07-04')).toBe(false); // the Saturday itself
    const weekends: WorkCalendar = { openWeekends: true, federalHolidays: true };
    expect(isBusinessDay('2026-07-04', weekends)).toBe(true);
    expect(isBusinessDay('2026-07-03', weekends)).toBe(false);
    expect(isBusinessDay('2026-07-03', { openWeekends: false, federalHolidays: false })).toBe(true);
  });

  test('When Section 2 is due, Then it is three business days after the first day of work', () => {
    // USCIS's example: a Monday start is due on Thursday.
    expect(section2DueDate('2026-11-30')).toBe('2026-12-03');
    // A Friday start before Martin Luther King Day: Tuesday, Wednesday, Thursday.
    expect(section2DueDate('2027-01-15')).toBe('2027-01-21');
    // Around Christmas observed on Friday the 24th.
    expect(section2DueDate('2027-12-22')).toBe('2027-12-28');
    // Thanksgiving week.
    expect(section2DueDate('2026-11-25')).toBe('2026-12-01');
    // A site open on weekends counts them, but not the holiday.
    expect(section2DueDate('2027-01-15', { openWeekends: true, federalHolidays: true })).toBe('2027-01-19');
    // A job of less than three business days: the first day itself.
    expect(section2DueDate('2027-01-15', US_FEDERAL_CALENDAR, { shorterThanThreeBusinessDays: true })).toBe(
      '2027-01-15',
    );
  });

  test('When counting starts on a day off, Then the first business day after it is day one', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-26', 0)).toBe('2026-11-26');
  });

  test('When a date is not a calendar date, Then it is refused rather than rolled over', () => {
    expect(() => section2DueDate('2027-02-30')).toThrow(RangeError);
    expect(() => isBusinessDay('2027-2-3')).toThrow(RangeError);
    expect(() => section2DueDate('2027-02-30', US_FEDERAL_CALENDAR, { shorterThanThreeBusinessDays: true })).toThrow(
      RangeError,
    );
  });
});
