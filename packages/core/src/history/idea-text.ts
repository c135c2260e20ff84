import { splitIdea } from '../generation/split-idea';

/** The longest title a writer gives an idea. */
export const IDEA_TITLE_MAX = 200;

/** The longest text a writer gives an idea below its title. */
export const IDEA_DESCRIPTION_MAX = 20_000;

/**
 * An idea's text as its writer edits it (docs/PRODUCT.md, Editing an idea): the title, and
 * everything below it, section headings included, as lines of plain text.
 */
export interface IdeaText {
  title: string;
  description: string;
}

/** A title on one line: its spaces and line breaks made single spaces. */
export function cleanIdeaTitle(title: string): string {
  return title.replace(/\s+/gu, ' ').trim();
}

/** A description with its line breaks as line feeds and no blank lines around it. */
export function cleanIdeaDescription(description: string): string {
  return description.replace(/\r\n?/g, '\n').trim();
}

/** Whether a title or description holds a letter or a digit: spaces and marks alone are none. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * A saved idea's text as the writer edits it: its title as the idea shows it (its first
 * line, without the marks an AI may put around it), then the lines below it.
 */
export function ideaTextOf(idea: string): IdeaText {
  const lines = idea.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return { title: '', description: '' };
  return {
    title: splitIdea(idea).title,
    description: cleanIdeaDescription(lines.slice(first + 1).join('\n')),
  };
}

/** The idea as it is stored: its title on the first line, a blank line, then the rest. */
export function ideaFromText(text: IdeaText): string {
  return `${cleanIdeaTitle(text.title)}\n\n${cleanIdeaDescription(text.description)}`;
}

/** Whether two texts read the same once cleaned: an edit that changes nothing. */
export function sameIdeaText(a: IdeaText, b: IdeaText): boolean {
  return (
    cleanIdeaTitle(a.title) === cleanIdeaTitle(b.title) &&
    cleanIdeaDescription(a.description) === cleanIdeaDescription(b.description)
  );
}

/** An idea's text and the engine's, kept while the writer's differs (null otherwise). */
export interface IdeaVersions {
  idea: string;
  original: string | null;
}

/**
 * An idea's text once its writer edits it or restores the engine's: the engine's is kept
 * at the first edit, and an edit that gives it back (an undo, say) is no edit any more.
 */
export function changeIdeaText(
  current: IdeaVersions,
  change: { text?: IdeaText | undefined; restoreOriginal?: true | undefined },
): IdeaVersions {
  const original = current.original ?? current.idea;
  if (change.restoreOriginal) return { idea: original, original: null };
  if (!change.text) return current;
  if (sameIdeaText(change.text, ideaTextOf(original))) return { idea: original, original: null };
  return { idea: ideaFromText(change.text), original };
}
