import { stringify } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import type { Paragraph, PhrasingContent, RootContent, Text } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { colonAfter } from '../bible/bible-document';
import { DOCUMENT_LANGUAGE_TAGS } from '../history/idea-document';
import { withoutControls, xmlText } from '../text/boundary-text';
import {
  beatFields,
  beatHeading,
  type DocumentBeat,
  type OutlineDocument,
  type OutlineLabels,
} from './outline-document';

/**
 * An outline as the files a writer takes elsewhere: Markdown to read and edit, CSV for a
 * spreadsheet, OPML for an outliner or Scrivener. The labels are taken to be in the
 * document's language, as its structure, act and beat names are.
 */

/**
 * A text as files hold it: line ends as line feeds, whatever system it was typed on, and no
 * control character (the rule for text from outside), should one have been stored before it.
 */
const plain = (text: string) => withoutControls(text).replace(/\r\n?/g, '\n');

/** A text on one line, for a heading or an attribute that has no room for a line break. */
const oneLine = (text: string) =>
  plain(text)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** A beat's heading on one line: its title, then the structure beat it tells in brackets. */
function headingText(beat: DocumentBeat): string {
  const heading = beatHeading(beat);
  return oneLine(heading.beat ? `${heading.title} (${heading.beat})` : heading.title);
}

const text = (value: string): Text => ({ type: 'text', value });

/** A writer's text in a paragraph, each of its lines kept as a hard line break. */
function lines(value: string): PhrasingContent[] {
  return plain(value)
    .trim()
    .split('\n')
    .flatMap((line, index): PhrasingContent[] =>
      index === 0 ? [text(line.trimEnd())] : [{ type: 'break' }, text(line.trimEnd())],
    );
}

/** A writer's text as paragraphs, split where it leaves a blank line. */
function paragraphs(value: string): Paragraph[] {
  return plain(value)
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== '')
    .map((part) => ({ type: 'paragraph', children: lines(part) }));
}

/**
 * The outline in Markdown: the title, a line with the structure and the story's length,
 * each act as a second-level heading and each beat as a third-level one, its summary, then
 * its fields after their labels. It is written from a syntax tree (mdast) so that the
 * writer's text is escaped where Markdown would read it as markup ("# ", "1. ", "*",
 * "<b>") and nowhere else. YAML front matter gives the language, as the idea's export does.
 */
export function outlineMarkdown(doc: OutlineDocument, labels: OutlineLabels): string {
  const number = new Intl.NumberFormat(doc.language);
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(oneLine(doc.title))] },
    {
      type: 'paragraph',
      children: [
        { type: 'emphasis', children: [text(oneLine(doc.structure))] },
        text(' · '),
        { type: 'strong', children: [text(colonAfter(labels.words, doc.language))] },
        text(` ${number.format(doc.targetWords)}`),
      ],
    },
    ...doc.acts.flatMap((act): RootContent[] => [
      { type: 'heading', depth: 2, children: [text(oneLine(act.name))] },
      ...act.beats.flatMap((beat): RootContent[] => {
        const fields = beatFields(beat, labels, doc.language);
        return [
          { type: 'heading', depth: 3, children: [text(headingText(beat))] },
          ...paragraphs(beat.summary),
          {
            type: 'paragraph',
            children: fields.flatMap(({ label, value }, index): PhrasingContent[] => [
              ...(index > 0 ? [{ type: 'break' } as const] : []),
              { type: 'strong', children: [text(label)] },
              text(' '),
              ...lines(value),
            ]),
          },
        ];
      }),
    ]),
  ];
  const front = `---\nlang: ${DOCUMENT_LANGUAGE_TAGS[doc.language]}\n---\n\n`;
  return front + toMarkdown({ type: 'root', children });
}

/**
 * The outline as CSV, one row a beat after a header row: what a writer sorts and annotates
 * in a spreadsheet. Written as RFC 4180 asks (CRLF between rows), with a byte order mark,
 * without which Excel reads UTF-8 in the system's legacy code page and garbles accents.
 *
 * A cell that starts with "=", "+", "-" or "@" (or a tab or carriage return) gets a leading
 * apostrophe, as OWASP advises against CSV injection: a spreadsheet would otherwise run it
 * as a formula, and a beat's text can come from an engine or a shared idea, not only from
 * the writer, so a crafted one could make a cell fetch a URL or run a command (DDE).
 */
export function outlineCsv(doc: OutlineDocument, labels: OutlineLabels): string {
  const header = [
    labels.act,
    labels.beat,
    labels.title,
    labels.summary,
    labels.change,
    labels.pov,
    labels.cast,
    labels.place,
    labels.position,
    labels.words,
  ];
  const rows = doc.acts.flatMap((act) =>
    act.beats.map((beat) => [
      ...[
        act.name,
        beat.beat ?? '',
        beat.title,
        beat.summary,
        beat.change,
        beat.pov ?? '',
        beat.cast.join('; '),
        beat.place ?? '',
      ].map(plain),
      beat.pct,
      beat.words,
    ]),
  );
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/**
 * The outline as OPML 2.0, the outline format outliners (OmniOutliner, Dynalist) and
 * Scrivener import: an outline per act holding one per beat, the beat's title as `text`;
 * its summary, its structure beat and its fields as `_note`, where those tools read a row's
 * note.
 *
 * Characters XML 1.0 forbids (C0 controls) are removed: escaping cannot save them, as no
 * character reference to them is allowed either. The builder escapes markup but writes a
 * line feed or tab in an attribute as is, which every conformant parser then reads as a
 * space (XML 1.0, attribute-value normalization), so those are written as character
 * references; unformatted, the builder writes no line break or tab of its own, so each one
 * in its output is the writer's.
 */
export function outlineOpml(doc: OutlineDocument, labels: OutlineLabels): string {
  const xml = (value: string) => xmlText(plain(value));
  const note = (beat: DocumentBeat) => {
    const fields = beatFields(beat, labels, doc.language);
    const name =
      beat.beat === null ? [] : [`${colonAfter(labels.beat, doc.language)} ${beat.beat}`];
    return [
      plain(beat.summary).trim(),
      [...name, ...fields.map(({ label, value }) => `${label} ${value}`)].join('\n'),
    ]
      .filter((part) => part !== '')
      .join('\n\n');
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
  const opml: string = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    opml: {
      '@_version': '2.0',
      head: { title: xml(oneLine(doc.title)) },
      body: {
        outline: doc.acts.map((act) => ({
          '@_text': xml(oneLine(act.name)),
          outline: act.beats.map((beat) => ({
            '@_text': xml(oneLine(beatHeading(beat).title)),
            '@__note': xml(note(beat)),
          })),
        })),
      },
    },
  });
  return `${opml.replace(/[\t\n\r]/g, (space) => `&#${space.charCodeAt(0)};`)}\n`;
}
