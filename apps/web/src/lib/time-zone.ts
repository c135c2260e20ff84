import { TIME_ZONE_COOKIE } from '@plume/core';

/**
 * Run on every page, before its scripts: the server renders dates in the time zone this
 * cookie names, so the browser hydrates the same text. A writer's very first page has no
 * dates; every later request has the cookie. Written only when it changes.
 */
export const TIME_ZONE_SCRIPT = `var c='${TIME_ZONE_COOKIE}='+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);if(document.cookie.split('; ').indexOf(c)<0)document.cookie=c+';Path=/;Max-Age=31536000;SameSite=Lax'`;
