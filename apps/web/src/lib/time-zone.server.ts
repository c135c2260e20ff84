import { parse } from 'cookie';
import { TIME_ZONE_COOKIE } from './time-zone';

/** The time zone a request's cookie names, if the runtime knows it; UTC otherwise. */
export function timeZoneOf(cookieHeader: string | null): string {
  const named = parse(cookieHeader ?? '')[TIME_ZONE_COOKIE];
  if (!named) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: named }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
