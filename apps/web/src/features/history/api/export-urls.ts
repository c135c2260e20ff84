import type { Language } from '@plume/core/i18n';

/*
 * Where the server exports the writer's ideas (GET /api/history/…/export), with labels in
 * `language`: plain links, which the browser downloads with the session cookie.
 */

export function ideaExportUrl(id: string, format: 'docx' | 'md', language: Language): string {
  return `/api/history/${encodeURIComponent(id)}/export?${new URLSearchParams({ format, language })}`;
}

export function favouritesExportUrl(language: Language): string {
  return `/api/history/export?${new URLSearchParams({ favourite: 'true', format: 'docx', language })}`;
}
