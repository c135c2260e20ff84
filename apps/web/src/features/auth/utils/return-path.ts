/** Stands for this site while a path is resolved; never shown nor requested. */
const THIS_SITE = 'http://this-site.invalid';

/**
 * Where to go after signing in, from a `?next=` parameter: a path on this site, or null.
 * Anyone can write a sign-in link, so only a path starting with one `/` is taken, and only
 * if the URL parser keeps it on this site (browsers read `/\host` and `/<tab>/host` as
 * another host, as they do `//host`).
 */
export function returnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  try {
    const url = new URL(next, THIS_SITE);
    return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
