import type { Language } from '@plume/core/i18n';
import { printIdeaPath } from '@plume/core/routes';

/*
 * Where the server exports the writer's ideas (GET /api/history/…/export), with labels in
 * `language`: plain links, which the browser downloads with the session cookie. Without
 * `withPrivate`, the files leave out the writer's notes and the cards' hidden fields
 * (`private=false`).
 */

function privateParam(withPrivate: boolean): Record<string, string> {
  return withPrivate ? {} : { private: 'false' };
}

export function ideaExportUrl(
  id: string,
  format: 'docx' | 'md',
  language: Language,
  withPrivate: boolean,
): string {
  const query = new URLSearchParams({ format, language, ...privateParam(withPrivate) });
  return `/api/history/${encodeURIComponent(id)}/export?${query}`;
}

export function favouritesExportUrl(language: Language, withPrivate: boolean): string {
  const query = new URLSearchParams({
    favourite: 'true',
    format: 'docx',
    language,
    ...privateParam(withPrivate),
  });
  return `/api/history/export?${query}`;
}

/** The idea's print view, which leaves out the same parts on `?private=false`. */
export function ideaPrintUrl(id: string, withPrivate: boolean): string {
  const query = new URLSearchParams(privateParam(withPrivate));
  return query.size === 0 ? printIdeaPath(id) : `${printIdeaPath(id)}?${query}`;
}
