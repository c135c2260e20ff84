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
      for (let day = 1; day <= 20; day++) {
        formatDateTime(new Date(Date.UTC(2026, 0, day)), 'en', 'America/Vancouver');
        formatDateTime(new Date(Date.UTC(2026, 0, day)), 'fr', 'America/Vancouver');
      }
      expect(made).toBe(2);
      expect(spaced(formatDateTime(date, 'en', 'America/Vancouver'))).toBe('Nov 22, 2026, 5:05 AM');
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
