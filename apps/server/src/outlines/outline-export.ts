import type { StoryCard } from '@plume/core/bible';
import type { OutlineExportFormat } from '@plume/core/contracts';
import { exportFileName } from '@plume/core/history';
import { MESSAGES } from '@plume/core/i18n/server';
import { actsOf, type Outline } from '@plume/core/outline';
import {
  type OutlineDocument,
  type OutlineLabels,
  outlineCsv,
  outlineDocument,
  outlineMarkdown,
  outlineOpml,
} from '@plume/core/outline/server';
import contentDisposition from 'content-disposition';
import { outlineDocx } from './outline-docx';

const CONTENT_TYPES: Record<OutlineExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  opml: 'text/x-opml; charset=utf-8',
};

/** A file to download: its bytes and the headers that name it. */
export interface ExportedFile {
  body: Uint8Array<ArrayBuffer> | string;
  headers: Record<string, string>;
}

/**
 * An outline laid out as a document in its own language (labels, structure and beat names),
 * under its idea's title, its people and places by the names their cards give them now:
 * what every export and the print view write.
 */
export function outlineDocumentOf(
  outline: Outline,
  request: { ideaTitle: string; cards: readonly StoryCard[] },
): { document: OutlineDocument; labels: OutlineLabels } {
  const texts = MESSAGES[outline.language].outline;
  const structure = texts.structures[outline.structure];
  const beats = structure.beats as Record<string, { name: string }>;
  const document = outlineDocument(outline, {
    title: request.ideaTitle,
    structureName: structure.name,
    actNames: actsOf(structure.acts),
    beatNames: Object.fromEntries(Object.entries(beats).map(([key, beat]) => [key, beat.name])),
    cardNames: new Map(request.cards.map((card) => [card.id, card.name])),
  });
  return { document, labels: texts.document };
}

/** An outline as a file, named after its idea's title and its structure. */
export async function exportOutlineFile(
  outline: Outline,
  request: { format: OutlineExportFormat; ideaTitle: string; cards: readonly StoryCard[] },
): Promise<ExportedFile> {
  const { document: doc, labels } = outlineDocumentOf(outline, request);
  const body =
    request.format === 'docx'
      ? new Uint8Array(await outlineDocx(doc, labels))
      : request.format === 'md'
        ? outlineMarkdown(doc, labels)
        : request.format === 'csv'
          ? outlineCsv(doc, labels)
          : outlineOpml(doc, labels);
  return {
    body,
    headers: {
      'Content-Type': CONTENT_TYPES[request.format],
      'Content-Disposition': contentDisposition(
        exportFileName(`${request.ideaTitle} – ${doc.structure}`, request.format),
      ),
      'Cache-Control': 'no-store',
    },
  };
}
