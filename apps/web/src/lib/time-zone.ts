import { TIME_ZONE_COOKIE } from '@plume/core';
import { rememberCookie } from './remember-cookie';

/**
 * Remembers the browser's time zone in the cookie the server renders dates in, so that a
 * writer's pages are dated in their zone and hydrate the same text. Called when a session
 * starts and on a signed-in writer's pages, never before the first paint: reading the zone
 * starts the browser's time-zone data, tens of milliseconds on a phone, which a visitor's
 * screen, without dates, need not wait for.
 */
export function rememberTimeZone() {
  rememberCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
