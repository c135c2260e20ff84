import { setImmediate } from 'node:timers/promises';
import type { StoryCard } from '@plume/core/bible';
import type { ExportFormat, HistoryEntry } from '@plume/core/contracts';
import {
  exportFileName,
  type IdeaDocument,
  ideaDocument,
  ideasToMarkdown,
} from '@plume/core/history';
import type { Language } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import contentDisposition from 'content-disposition';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { ideasToDocxOffThread } from './docx-off-thread';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
};

/** A file to download: its bytes and the headers that name it. */
export interface ExportedFile {
  body: Uint8Array<ArrayBuffer> | string;
  headers: Record<string, string>;
}

export interface ExportRequest {
  format: ExportFormat;
  /** The language of the document's labels and genre names. */
  language: Language;
  timeZone: string;
  /** The file's name without its extension, when not the first idea's title. */
  name?: string;
  /** The cards of each idea's line, by idea id: its story bible, after it. */
  cards?: ReadonlyMap<string, readonly StoryCard[]>;
  /** False leaves out the notes and the cards' hidden fields (core's ideaDocument). */
  withPrivate?: boolean;
}

/**
 * Saved ideas as one Word or Markdown file, in `language`, each followed by its line's
 * story bible, named after the first idea's title or `name`, with a Content-Disposition
 * that any browser saves under that name.
 */
export async function exportIdeas(
  entries: readonly HistoryEntry[],
  catalogues: GenreCatalogues,
  request: ExportRequest,
): Promise<ExportedFile> {
  const { byId } = catalogues.forLanguage(request.language).index;
  const documents: IdeaDocument[] = [];
  for (const entry of entries) {
    // One idea at a time, other requests served between: a writer's favourites with a
    // line's full bible take a few hundred milliseconds to lay out.
    if (documents.length > 0) await setImmediate();
    documents.push(
      ideaDocument(
        entry,
        {
          language: request.language,
          timeZone: request.timeZone,
          genreName: (id) => byId.get(id)?.name,
          withPrivate: request.withPrivate ?? true,
        },
        request.cards?.get(entry.id),
      ),
    );
  }
  const name =
    request.name ?? documents[0]?.title ?? MESSAGES[request.language].document.favourites;
  const body =
    request.format === 'docx'
      ? await ideasToDocxOffThread({ ideas: documents, name, language: request.language })
      : ideasToMarkdown(documents);
  return {
    body,
    headers: {
      'Content-Type': CONTENT_TYPES[request.format],
      'Content-Disposition': contentDisposition(exportFileName(name, request.format)),
      'Cache-Control': 'no-store',
    },
  };
}
