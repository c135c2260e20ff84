import type { Language } from '@plume/core';
import type { SessionUser } from '../auth/session-reader';

/** The signed-in writer, for the app to start with instead of asking (web start-app.tsx). */
const SESSION_META = 'plume-session';

/**
 * index.html for a page the browser draws itself, made to measure: it preloads the desk's
 * code only for a signed-in writer and the messages of the page's language only (the web
 * build lists them all, marked, vite.config.ts), and names the signed-in writer, so that
 * the app draws the desk without first asking who is signed in. Two round trips fewer
 * before a writer's desk shows on a phone (issue 9, docs/decisions/015).
 */
export function createAppShell(template: string) {
  const variants = new Map<string, string>();

  function variant(language: Language, signedIn: boolean): string {
    const key = `${language} ${signedIn}`;
    let page = variants.get(key);
    if (page === undefined) {
      page = template
        .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, (link) => {
          const forLanguage = /data-preload-language="(\w+)"/.exec(link)?.[1];
          if (forLanguage !== undefined) return forLanguage === language ? link : '';
          return link.includes('data-preload="signed-in"') && !signedIn ? '' : link;
        })
        .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
      variants.set(key, page);
    }
    return page;
  }

  return (language: Language, user: SessionUser | null): string => {
    const page = variant(language, user !== null);
    if (user === null) return page;
    return page.replace('</head>', () => `${sessionMeta(user)}\n</head>`);
  };
}

/** The tag naming the signed-in writer, for the head of their page. */
export function sessionMeta(user: SessionUser): string {
  const content = escapeAttribute(JSON.stringify({ id: user.id, email: user.email }));
  return `<meta name="${SESSION_META}" content="${content}" />`;
}

export function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
