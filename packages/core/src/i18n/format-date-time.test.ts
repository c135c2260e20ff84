import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

/** ICU writes a narrow no-break space before AM and PM; it reads as a space. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('dates and times', () => {
  const date = new Date(Date.UTC(2026, 10, 22, 13, 5));

  it('write a medium date and a short time in each language', () => {
    expect(spaced(formatDateTime(date, 'fr', 'UTC'))).toBe('22 nov. 2026, 13:05');
    expect(spaced(formatDateTime(date, 'en', 'UTC'))).toBe('Nov 22, 2026, 1:05 PM');
    expect(spaced(formatDateTime(date, 'es', 'UTC'))).toBe('22 nov 2026, 13:05');
  });

  it("write the time in the reader's time zone", () => {
    expect(spaced(formatDateTime(date, 'fr', 'America/Toronto'))).toBe('22 nov. 2026, 08:05');
    expect(spaced(formatDateTime(date, 'en', 'Asia/Tokyo'))).toBe('Nov 22, 2026, 10:05 PM');
    expect(spaced(formatDateTime(date, 'es', 'Europe/Madrid'))).toBe('22 nov 2026, 14:05');
  });

  it('make one formatter per language and time zone, however many dates they write', () => {
    const { DateTimeFormat } = Intl;
    let made = 0;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof DateTimeFormat;
    try {
      // A zone no other test reads, whose offset has not changed in decades: British
      // Columbia's did in 2026, and the time-zone data of Node 20 and Node 24 disagree on it.
      for (let day = 1; day <= 20; day++) {
        formatDateTime(new Date(Date.UTC(2026, 0, day)), 'en', 'Asia/Kolkata');
        formatDateTime(new Date(Date.UTC(2026, 0, day)), 'fr', 'Asia/Kolkata');
      }
      expect(made).toBe(2);
      expect(spaced(formatDateTime(date, 'en', 'Asia/Kolkata'))).toBe('Nov 22, 2026, 6:35 PM');
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
