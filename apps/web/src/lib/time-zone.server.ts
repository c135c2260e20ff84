import { knownTimeZone, TIME_ZONE_COOKIE } from '@plume/core';
import { parse } from 'cookie';

/** The time zone a request's cookie names, if the runtime knows it; UTC otherwise. */
export function timeZoneOf(cookieHeader: string | null): string {
  return knownTimeZone(parse(cookieHeader ?? '')[TIME_ZONE_COOKIE]);
}
