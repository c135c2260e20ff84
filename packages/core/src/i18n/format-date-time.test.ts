import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';
import { LANGUAGES, type Language } from './languages';

/** What ICU writes (Node's copy of it). */
function icuFormat(language: Language, timeZone: 'UTC' | undefined) {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (date: Date) => format.format(date);
}

/** Every day of three years, each at a different hour and minute, and every hour of a day. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (const year of [2024, 2026, 2099]) {
    for (let day = 0; day < 366; day++) {
      dates.push(new Date(Date.UTC(year, 0, 1 + day, day % 24, (day * 7) % 60)));
    }
  }
  for (let hour = 0; hour < 24; hour++) dates.push(new Date(Date.UTC(2026, 10, 22, hour, 5)));
  return dates;
}

describe('dates and times', () => {
  const previousZone = process.env.TZ;
  // A zone away from UTC, with summer time, so that the reader's time differs from UTC's.
  beforeAll(() => {
    process.env.TZ = 'America/Toronto';
  });
  afterAll(() => {
    process.env.TZ = previousZone;
  });

  it('write a medium date and a short time in each language', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 13, 5));
    expect(formatDateTime(date, 'fr', 'UTC')).toBe('22 nov. 2026, 13:05');
    expect(formatDateTime(date, 'en', 'UTC')).toBe('Nov 22, 2026, 1:05 PM');
    expect(formatDateTime(date, 'es', 'UTC')).toBe('22 nov 2026, 13:05');
  });

  it("write the reader's time when asked", () => {
    const date = new Date(Date.UTC(2026, 10, 22, 1, 5));
    expect(formatDateTime(date, 'fr', 'local')).toBe('21 nov. 2026, 20:05');
    expect(formatDateTime(date, 'en', 'local')).toBe('Nov 21, 2026, 8:05 PM');
  });

  for (const language of LANGUAGES) {
    it(`write every sample as ICU does in ${language}, in UTC and in the reader's zone`, () => {
      const inUtc = icuFormat(language, 'UTC');
      const inReaderZone = icuFormat(language, undefined);
      const differences = sampleDates().flatMap((date) =>
        [
          [formatDateTime(date, language, 'UTC'), inUtc(date)],
          [formatDateTime(date, language, 'local'), inReaderZone(date)],
        ].flatMap(([ours, expected]) =>
          ours === expected ? [] : [`${date.toISOString()}: ${ours} != ${expected}`],
        ),
      );
      expect(differences.slice(0, 5)).toEqual([]);
    });
  }
});
