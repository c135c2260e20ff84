import { LANGUAGES, type Language } from '../i18n/languages';
import { SECTION_HEADINGS } from './generation-options';

export type IdeaBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

export interface IdeaParts {
  /** The first non-empty line, without any '#' or '**' an AI may have added. */
  title: string;
  blocks: IdeaBlock[];
}

function bare(line: string): string {
  return line
    .trim()
    .replace(/^#+\s*/, '')
    .replace(/^\*\*(.*?)\*\*$/, '$1')
    .replace(/^\*\*/, '')
    .replace(/\*\*$/, '')
    .trim();
}

/**
 * The heading a line stands for, or undefined when it is prose. Without a language (a
 * history entry does not record the one it was written in), any language's headings count.
 */
export function headingOf(line: string, language?: Language): string | undefined {
  const candidate = bare(line).replace(/\s*:$/, '').replace(/\*\*$/, '').trim();
  const languages = language ? [language] : LANGUAGES;
  const headings = languages.flatMap((each) => Object.values(SECTION_HEADINGS[each]));
  return headings.find((heading) => heading === candidate);
}

/**
 * An idea as the panel shows it: its title line, then headings (the mode's section names,
 * matched exactly in the idea's language) and paragraphs. Works on a partial text too,
 * which is how the idea is shown while it streams in.
 */
export function splitIdea(text: string, language?: Language): IdeaParts {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return { title: '', blocks: [] };
  const title = bare(lines[first] ?? '');
  const blocks: IdeaBlock[] = [];
  let paragraph: string[] = [];
  const close = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of lines.slice(first + 1)) {
    const heading = headingOf(line, language);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', text: heading });
    } else if (line.trim() === '') {
      close();
    } else {
      paragraph.push(line.trim());
    }
  }
  close();
  return { title, blocks };
}
