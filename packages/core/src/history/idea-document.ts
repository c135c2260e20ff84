import { splitIdea } from '@plume/core';

export interface EntryLabels {
  /** The genres as shown, in the interface language. */
  genres: readonly string[];
  mode: string;
  style: string;
  date: string;
  /** The words for the details line ("Genres", "Mode", "Style"), in the interface language. */
  names: { genres: string; mode: string; style: string };
}

/**
 * One saved idea as a Markdown document: the title as the heading, the sections as
 * second-level headings, then a line with its genres, mode, style and date.
 */
export function entryToMarkdown(idea: string, labels: EntryLabels): string {
  const { title, blocks } = splitIdea(idea);
  const body = blocks.map((block) =>
    block.kind === 'heading' ? `## ${block.text}` : block.text.replace(/\n/g, '  \n'),
  );
  const details = [
    `**${labels.names.genres}:** ${labels.genres.join(', ')}`,
    `**${labels.names.mode}:** ${labels.mode}`,
    `**${labels.names.style}:** ${labels.style}`,
    labels.date,
  ].join(' · ');
  return [`# ${title}`, ...body, '---', details].join('\n\n').concat('\n');
}

/** A file name from the title: letters and digits kept (accents dropped), dashes between. */
export function markdownFileName(idea: string): string {
  const slug = splitIdea(idea)
    .title.normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'idea'}.md`;
}
