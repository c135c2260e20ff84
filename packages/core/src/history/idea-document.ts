import slugify from '@sindresorhus/slugify';
import { type BibleSection, bibleSection, bibleToMarkdown } from '../bible/bible-document';
import { withoutPrivateParts } from '../bible/private-parts';
import type { StoryCard } from '../bible/story-card';
import type { HistoryEntry } from '../contracts/history-page';
import { isMode, isStyle } from '../generation/generation-options';
import { type IdeaBlock, splitIdea } from '../generation/split-idea';
import { formatDateTime } from '../i18n/format-date-time';
import type { Language } from '../i18n/languages';
import { MESSAGES } from '../i18n/messages';

/** The longest private note a writer keeps on an idea. */
export const HISTORY_NOTE_MAX = 5000;

/**
 * The language tag a document gives an idea's text, so that a word processor checks its
 * spelling and hyphenates it by that language's rules. The app's English is British.
 */
export const DOCUMENT_LANGUAGE_TAGS: Record<Language, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
};

/** One saved idea laid out for a document: what every export format writes. */
export interface IdeaDocument {
  /** The language the idea is written in (its text's, not the labels'). */
  language: Language;
  title: string;
  /** The sections' headings and the paragraphs, in order. */
  blocks: IdeaBlock[];
  /** Genres, mode, style and date, each after its label with the language's colon. */
  details: { label: string; value: string }[];
  /** The writer's private note, when there is one. */
  note: { label: string; text: string } | undefined;
  /** The line's story bible, when it has cards. */
  bible: BibleSection | undefined;
}

export interface DocumentContext {
  language: Language;
  /** An IANA time zone for the date. */
  timeZone: string;
  /** A genre's name in `language` by its catalogue id; the stored label when unknown. */
  genreName: (id: string) => string | undefined;
  /**
   * Whether the writer's private parts are written: the idea's note, the cards' private
   * notes and the fields they hide from the engines. They are unless this is false.
   */
  withPrivate?: boolean;
}

/**
 * A saved idea as a document in `language`: its text, its details, the writer's note, and
 * its line's story bible when `cards` holds any; without the note, the cards' notes and
 * their hidden fields when `withPrivate` is false.
 */
export function ideaDocument(
  entry: Pick<
    HistoryEntry,
    'idea' | 'genres' | 'genreIds' | 'mode' | 'style' | 'language' | 'createdAt' | 'note'
  >,
  { language, timeZone, genreName, withPrivate = true }: DocumentContext,
  cards: readonly StoryCard[] = [],
): IdeaDocument {
  const messages = MESSAGES[language];
  const labels = messages.document;
  // French sets a colon apart with a (narrow no-break) space.
  const colon = (label: string) => (language === 'fr' ? `${label}\u202f:` : `${label}:`);
  const { title, blocks } = splitIdea(entry.idea);
  const note = withPrivate ? entry.note.trim() : '';
  return {
    language: entry.language,
    title,
    blocks,
    details: [
      {
        label: colon(labels.genres),
        value: entry.genres
          .map((label, index) => genreName(entry.genreIds[index] ?? '') ?? label)
          .join(', '),
      },
      {
        label: colon(labels.mode),
        value: isMode(entry.mode) ? messages.generation.modes[entry.mode].label : entry.mode,
      },
      {
        label: colon(labels.style),
        value: isStyle(entry.style) ? messages.generation.styles[entry.style] : entry.style,
      },
      {
        label: colon(labels.language),
        value: new Intl.DisplayNames(language, { type: 'language' }).of(entry.language) ?? '',
      },
      {
        label: colon(labels.date),
        value: formatDateTime(new Date(entry.createdAt), language, timeZone),
      },
    ],
    note: note ? { label: messages.note.title, text: note } : undefined,
    bible: bibleSection(withPrivate ? cards : cards.map(withoutPrivateParts), language),
  };
}

/**
 * An idea document as Markdown: the title as the heading, the sections as second-level
 * headings, a line of details, then the note and the story bible under headings of their
 * own.
 */
export function ideaToMarkdown(document: IdeaDocument): string {
  const body = document.blocks.map((block) =>
    block.kind === 'heading' ? `## ${block.text}` : block.text.replace(/\n/g, '  \n'),
  );
  const details = document.details.map(({ label, value }) => `**${label}** ${value}`).join(' · ');
  const note = document.note
    ? [`## ${document.note.label}`, document.note.text.replace(/\n/g, '  \n')]
    : [];
  const bible = document.bible ? bibleToMarkdown(document.bible) : [];
  return [`# ${document.title}`, ...body, '---', details, ...note, ...bible]
    .join('\n\n')
    .concat('\n');
}

/**
 * Ideas as one Markdown file: YAML front matter giving their language when they share one,
 * so that an editor or a converter (Pandoc) knows it, then each idea, rules between them.
 * Each idea's details name its language too.
 */
export function ideasToMarkdown(documents: readonly IdeaDocument[]): string {
  const languages = new Set(documents.map((document) => document.language));
  const [shared] = languages;
  const front =
    languages.size === 1 && shared ? `---\nlang: ${DOCUMENT_LANGUAGE_TAGS[shared]}\n---\n\n` : '';
  return front + documents.map(ideaToMarkdown).join('\n---\n\n');
}

/**
 * A file name from a title: its words in plain lower-case ASCII ("cœur" becomes "coeur",
 * "niño" "nino"), dashes between, at most 60 characters, with `extension`; "idea" when
 * the title has no letters.
 */
export function exportFileName(title: string, extension: string): string {
  // The library reads "&" as "and", which no French or Spanish title means.
  const slug = slugify(title, { decamelize: false, customReplacements: [['&', ' ']] })
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'idea'}.${extension}`;
}
