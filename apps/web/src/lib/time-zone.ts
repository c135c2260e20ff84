import { TIME_ZONE_COOKIE } from '@plume/core';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the browser's time zone in the cookie the server renders dates in, so that a
 * writer's pages are dated in their zone and hydrate the same text. Called when a session
 * starts and on a signed-in writer's pages, never before the first paint: reading the zone
 * starts the browser's time-zone data, tens of milliseconds on a phone, which a visitor's
 * screen, without dates, need not wait for. Written only when it changes.
 */
export function rememberTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (!document.cookie.split('; ').includes(cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is newer than the browsers the app supports
    document.cookie = `${cookie}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
  }
}
