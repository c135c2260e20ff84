const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a setting for the server in a cookie for a year (the page's language, the time
 * zone), written only when its value changes.
 */
export function rememberCookie(name: string, value: string) {
  const cookie = `${name}=${encodeURIComponent(value)}`;
  if (!document.cookie.split('; ').includes(cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is newer than the browsers the app supports
    document.cookie = `${cookie}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
  }
}
