import { LANGUAGES, type Language } from '../i18n/languages';
import { storableText } from '../text/boundary-text';
import { foldAccents } from '../text/fold-accents';
import { withoutElementsBlock, withoutPartialOpening } from './elements-block';
import { MODE_SECTIONS, type Mode, SECTION_HEADINGS } from './generation-options';
import { cleanTitleLine, isTitleLike } from './idea-title';

/*
 * What a model adds around an idea, taken away before the idea is checked, shown or saved:
 * reasoning blocks, the elements block (elements-block.ts), markdown, "Title:" prefixes,
 * quotes, and lines addressed to the writer. The idea's own words are never changed.
 */

/** Reasoning blocks of Qwen3, DeepSeek-R1 and others served through Ollama, vLLM or llama.cpp. */
const REASONING_BLOCK = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>/giu;
const REASONING_OPENING = /<(?:think|thinking|reasoning)>/iu;
/** Some servers drop the opening tag and send only what ends the reasoning. */
const REASONING_CLOSING = /<\/(?:think|thinking|reasoning)>/giu;

/**
 * A first line addressed to the writer: an opener ("Here is", "Voici", "Aquí tienes"...)
 * that then introduces what follows (a colon) or names what it is (an idea, a story).
 * Both are needed, so a title such as « Voici la nuit » stays a title.
 */
const PREAMBLE_OPENER =
  /^[¡¿]?(?:(?:sure|certainly|of course|absolutely|okay|ok|bien sûr|certainement|d['’]accord|avec plaisir|très bien|claro|por supuesto|desde luego|con gusto|vale|perfecto)[\s,!.]*)?[¡¿]?(?:here(?:['’]s| is| are)|this is|voici|voilà|c['’]est|aquí (?:tienes|está|va|te dejo)|te presento|esta es)(?![\p{L}\p{N}])/iu;
const PREAMBLE_SUBJECT =
  /(?<![\p{L}\p{N}])(?:idea|ideas|story|stories|concept|premise|pitch|outline|idée|idées|histoire|récit|proposition|concepto|historia|relato|propuesta|premisa)(?![\p{L}\p{N}])/iu;
const BARE_PREAMBLE =
  /^[¡¿]?(?:sure|certainly|of course|absolutely|bien sûr|certainement|avec plaisir|claro|por supuesto|desde luego|con gusto)[\s!.]*$/iu;

/** A last line addressed to the writer: a wish, an offer, or a question back. */
const CLOSING_LINE =
  /^[¡¿]?(?:i hope|hope (?:this|it|you)|let me know|feel free|enjoy|happy writing|good luck|would you like|do you want|want me to|if you(?:['’]d| would) like|j['’]espère|en espérant|n['’]hésitez|bonne écriture|bonne chance|bon courage|voulez-vous|souhaitez-vous|si vous (?:voulez|souhaitez)|espero|ojalá|no dudes|avísame|dime si|que disfrutes|feliz escritura|buena suerte|quieres|te gustaría|si quieres)(?![\p{L}\p{N}])/iu;

/** A line that only separates: a markdown rule or a row of stars. */
const RULE_LINE = /^\s*(?:[-*_]\s*){3,}$/u;

/** `1.`, `2)`, `IV.`, `Section 3:` in front of a heading. */
const HEADING_NUMBER = /^(?:(?:\d+|[ivx]+)[.)]|\d+\s*[-–—]|section\s+\d+\s*[:.-]?)\s*/iu;

/** Compared without case, accents or spacing differences, as a model varies them. */
function fold(text: string): string {
  return foldAccents(text).replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** Markdown emphasis around words, kept out of the text: `**word**`, `__word__`, `*word*`. */
function stripEmphasis(line: string): string {
  return line
    .replace(/\*\*(.+?)\*\*/gu, '$1')
    .replace(/__(.+?)__/gu, '$1')
    .replace(/(^|[^\p{L}\p{N}*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\p{L}\p{N}*])/gu, '$1$2');
}

/** Markdown list marks made plain: `* item` and `+ item` become `- item`. */
function plainListMark(line: string): string {
  return line.replace(/^(\s*)[*+]\s+/u, '$1- ');
}

/** What may close a heading's name on its line: emphasis, then a colon or a dash. */
const HEADING_CLOSE = /^[*_]*\s*(?:[:：.]|\s[-–—])?\s*[*_]*\s*/u;

/**
 * The heading a line stands for among `headings`, and any text that follows it on the same
 * line (`**Conflit central :** Le phare…`), or undefined when the line is prose. Case,
 * accents, `#`, `**`, a colon and a number in front are forgiven; a heading's name that
 * merely starts a sentence ("Climax of the night…") is prose.
 */
function matchHeading(
  line: string,
  headings: readonly string[],
): { heading: string; rest: string } | undefined {
  const bare = line
    .trim()
    .replace(/^#+\s*/u, '')
    .replace(/^[*_]+\s*/u, '')
    .replace(HEADING_NUMBER, '')
    .replace(/^[*_]+\s*/u, '');
  for (const heading of headings) {
    const words = heading.split(/\s+/u).length;
    const split = new RegExp(`^((?:\\S+\\s+){${words - 1}}[^\\s:：*_]+)(.*)$`, 'u').exec(bare);
    if (!split || fold(split[1] ?? '') !== fold(heading)) continue;
    const tail = split[2] ?? '';
    const close = HEADING_CLOSE.exec(tail)?.[0] ?? '';
    const rest = tail.slice(close.length).trim();
    if (rest === '' || /[:：*_—–-]/u.test(close)) return { heading, rest };
  }
  return undefined;
}

/** The headings a mode's idea has, in its language. */
export function headingsOf(mode: Mode, language: Language): string[] {
  return MODE_SECTIONS[mode].map((section) => SECTION_HEADINGS[language][section]);
}

/** Every section heading of every language: a quick idea may not have any of them. */
export const ALL_HEADINGS = LANGUAGES.flatMap((language) =>
  Object.values(SECTION_HEADINGS[language]),
);

function isPreamble(line: string): boolean {
  const text = line.trim();
  if (BARE_PREAMBLE.test(text)) return true;
  if (!PREAMBLE_OPENER.test(text)) return false;
  return /[:：]\s*$/u.test(text) || PREAMBLE_SUBJECT.test(text);
}

/** Drops reasoning blocks, closed or not: an unclosed one holds no idea yet. */
export function withoutReasoning(text: string): string {
  let visible = text.replace(REASONING_BLOCK, '');
  const opening = REASONING_OPENING.exec(visible);
  if (opening) visible = visible.slice(0, opening.index);
  const closings = [...visible.matchAll(REASONING_CLOSING)];
  const last = closings.at(-1);
  if (last) visible = visible.slice(last.index + last[0].length);
  return visible;
}

/** Whether the text so far is inside a reasoning block that has not ended. */
export function isReasoning(text: string): boolean {
  return REASONING_OPENING.test(text.replace(REASONING_BLOCK, ''));
}

/**
 * The idea without what a model adds around it: reasoning blocks and the elements block; a
 * first line addressed to the writer and a last one of the same kind; markdown rules,
 * heading marks and emphasis; a "Title:" prefix and quotes around the title; section
 * headings written loosely, brought back to the mode's exact ones (SECTION_HEADINGS), with
 * any text that followed a heading on its line moved under it. Blank lines are kept single.
 */
export function cleanIdea(text: string, mode: Mode, language: Language): string {
  const lines = withoutElementsBlock(withoutReasoning(storableText(text)))
    .split(/\r\n|\r|\n/u)
    .filter((line) => !RULE_LINE.test(line));
  const firstIndex = () => lines.findIndex((line) => line.trim() !== '');
  while (firstIndex() !== -1 && isPreamble(lines[firstIndex()] ?? '')) {
    lines.splice(firstIndex(), 1);
  }
  const lastIndex = () => lines.findLastIndex((line) => line.trim() !== '');
  while (lastIndex() > firstIndex() && CLOSING_LINE.test(lines[lastIndex()]?.trim() ?? '')) {
    lines.splice(lastIndex(), 1);
  }

  // The title: its line, or the next one when the first holds only a prefix ("**Titre :**").
  let start = firstIndex();
  if (start === -1) return '';
  let title = cleanTitleLine(lines[start] ?? '');
  if (!/[\p{L}\p{N}]/u.test(title) && start + 1 < lines.length) {
    start = lines.findIndex((line, index) => index > start && line.trim() !== '');
    title = start === -1 ? '' : cleanTitleLine(lines[start] ?? '');
  }

  const headings = mode === 'quick' || mode === 'random-genres' ? [] : headingsOf(mode, language);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const match = matchHeading(line, headings);
    if (match) {
      if (body.length > 0 && body.at(-1) !== '') body.push('');
      body.push(match.heading);
      if (match.rest !== '') body.push(stripEmphasis(match.rest));
      continue;
    }
    body.push(stripEmphasis(plainListMark(line.trimEnd())));
  }
  return [title, ...body]
    .join('\n')
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/gu, '\n\n')
    .trim();
}

/** Long enough to tell a line addressed to the writer ("J'espère que…") from the idea's prose. */
const SETTLED_LENGTH = 24;

/** A line start that may still become a heading, a list item, emphasis or markup. */
const UNSETTLED_START = /^\s*(?:[#*_>`<|+\-=]|\d)/u;

/**
 * Whether an unfinished last line can be shown as it is: long enough to be known for prose,
 * it can no longer turn into a heading, a line addressed to the writer or markdown, and
 * holds no emphasis mark still waiting for its pair.
 */
function isSettled(line: string, headings: readonly string[]): boolean {
  if (line.trim() === '') return true;
  if ([...line.trim()].length < SETTLED_LENGTH) return false;
  if (UNSETTLED_START.test(line) || CLOSING_LINE.test(line.trim().replace(/^[¡¿]+/u, ''))) {
    return false;
  }
  const folded = fold(line);
  if (
    headings.some((heading) => fold(heading).startsWith(folded) || folded.startsWith(fold(heading)))
  ) {
    return false;
  }
  return !/[*_]/u.test(stripEmphasis(line));
}

/**
 * What of an answer still streaming can be shown: the idea as cleanIdea will make it, up to
 * what could still change. Nothing while a reasoning block is open, nor before the title's
 * line is complete and reads as a title; then the complete lines, cleaned, and the line being written once it
 * cannot turn into a heading or markdown.
 */
export function visibleIdea(text: string, mode: Mode, language: Language): string {
  if (isReasoning(text)) return '';
  const visible = withoutPartialOpening(withoutElementsBlock(withoutReasoning(text)));
  const lastBreak = visible.lastIndexOf('\n');
  const complete = visible.slice(0, Math.max(lastBreak, 0));
  // A first line that is no title is not shown: it is reasoning whose opening tag the
  // server left out (it ends with </think>), or an answer the checks will refuse.
  const cleaned = cleanIdea(complete, mode, language);
  if (!isTitleLike(cleaned.split('\n')[0] ?? '')) return '';
  const headings =
    mode === 'quick' || mode === 'random-genres' ? ALL_HEADINGS : headingsOf(mode, language);
  const last = visible.slice(lastBreak + 1);
  return isSettled(last, headings) ? cleanIdea(visible, mode, language) : cleaned;
}
