import { TIME_ZONE_COOKIE } from '@plume/core';
import { describe, expect, it } from 'vitest';
import { timeZoneOf } from './time-zone.server';

describe('timeZoneOf', () => {
  it('reads the time zone the cookie names', () => {
    expect(timeZoneOf(`a=1; ${TIME_ZONE_COOKIE}=America%2FToronto; b=2`)).toBe('America/Toronto');
  });

  it('gives the runtime’s own spelling of a zone named in another case', () => {
    expect(timeZoneOf(`${TIME_ZONE_COOKIE}=europe%2Fparis`)).toBe('Europe/Paris');
  });

  it('falls back to UTC without the cookie, or with a zone the runtime does not know', () => {
    expect(timeZoneOf(null)).toBe('UTC');
    expect(timeZoneOf('other=1')).toBe('UTC');
    expect(timeZoneOf(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`)).toBe('UTC');
  });
});
