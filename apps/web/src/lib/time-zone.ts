import { TIME_ZONE_COOKIE } from '@plume/core/i18n';
import { rememberCookie } from './remember-cookie';

/**
 * Remembers the browser's time zone in the cookie the server renders dates in, so that a
 * writer's pages are dated in their zone and hydrate the same text. Called when a session
 * starts and once a list of dates is shown, never before the first paint: the first read
 * starts the browser's date and time-zone data, tens of milliseconds on a phone in one
 * task, which the dates' own formatting has already paid for by then.
 */
export function rememberTimeZone() {
  rememberCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
