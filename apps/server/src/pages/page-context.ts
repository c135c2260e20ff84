import type { ExternalLinkTemplates, HistoryEntry, HistoryPage, HistoryQuery } from '@plume/core';

/**
 * What the server hands the web app's loaders with every page request
 * (apps/web/src/app/load-context.ts): the answers they need, read in this process with the
 * same functions the API uses, never over HTTP. Only types from core here, so the web app
 * can import this file.
 */
export interface PageContext {
  /** This response's CSP nonce, for the inline scripts of the rendered page. */
  nonce: string;
  links: ExternalLinkTemplates;
  /** Which story engine writes the ideas ('offline' or an AI one), as GET /api/health names it. */
  engine: string;
  /** The signed-in writer with their balance (-1 is unlimited), or null. */
  writer: { user: { id: string; email: string }; credits: number } | null;
  /** A page of the writer's history, as GET /api/history answers it. */
  historyPage(userId: string, query: HistoryQuery): Promise<HistoryPage>;
  /** One of the writer's saved ideas, or null when they have no such idea. */
  historyEntry(userId: string, id: string): Promise<HistoryEntry | null>;
  /** Writes a failure of a loader or of rendering to the server's log. */
  logError(error: unknown, message: string): void;
}
