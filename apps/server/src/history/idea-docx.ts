import type { BibleSection } from '@plume/core/bible';
import { DOCUMENT_LANGUAGE_TAGS, type IdeaDocument } from '@plume/core/history';
import type { Language } from '@plume/core/i18n';
import { xmlText } from '@plume/core/text';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import { manuscriptStyles } from './manuscript-styles';

/**
 * The line's story bible after the idea: its title as a heading, each card's name as a
 * heading kept with its fields, so that no card is split from its name at a page's foot.
 * Card texts are in the idea's language, labels in the export's.
 */
function bibleParagraphs(bible: BibleSection, own: Runs, writers: Runs): Paragraph[] {
  return [
    new Paragraph({ children: [writers(bible.title)], heading: HeadingLevel.HEADING_1 }),
    ...bible.entries.flatMap((entry) => [
      new Paragraph({ children: [own(entry.name)], heading: HeadingLevel.HEADING_2 }),
      new Paragraph({
        children: [writers(entry.kind, { italics: true })],
        keepNext: entry.details.length > 0,
      }),
      ...entry.details.map(
        ({ label, value }, index) =>
          new Paragraph({
            children: [
              writers(`${label} `, { bold: true }),
              ...value.split('\n').map((line, at) => own(line, { break: at > 0 ? 1 : 0 })),
            ],
            keepNext: index < entry.details.length - 1,
            keepLines: true,
          }),
      ),
    ]),
  ];
}

/** A run of the idea's own text, in the idea's language (the labels are the export's). */
type Runs = (
  text: string,
  options?: { break?: number; bold?: boolean; italics?: boolean },
) => TextRun;

function runsIn(language: Language | undefined): Runs {
  const tag = language && { value: DOCUMENT_LANGUAGE_TAGS[language] };
  return (text, options = {}) =>
    new TextRun({ text, ...options, ...(tag ? { language: tag } : {}) });
}

/** A paragraph of the idea or the note, its line breaks kept. */
function prose(text: string, run: Runs): Paragraph {
  const lines = text.split('\n');
  return new Paragraph({
    children: lines.map((line, index) => run(line, { break: index > 0 ? 1 : 0 })),
    spacing: { after: 160 },
  });
}

const hasText = (text: string) => text.trim() !== '';

/**
 * One idea: its title in the Title style, its sections as headings, details, the note, then
 * its line's story bible.
 * Blank paragraphs are left out: spacing comes from the styles, and none starts a page.
 */
function ideaParagraphs(idea: IdeaDocument, onNewPage: boolean): Paragraph[] {
  const own = runsIn(idea.language);
  const writers = runsIn(undefined);
  return [
    new Paragraph({
      children: [own(idea.title)],
      heading: HeadingLevel.TITLE,
      pageBreakBefore: onNewPage,
    }),
    ...idea.blocks
      .filter((block) => hasText(block.text))
      .map((block) =>
        block.kind === 'heading'
          ? new Paragraph({ children: [own(block.text)], heading: HeadingLevel.HEADING_1 })
          : prose(block.text, own),
      ),
    ...idea.details.map(
      ({ label, value }, index) =>
        new Paragraph({
          children: [writers(`${label} `, { bold: true }), writers(value)],
          spacing: { before: index === 0 ? 240 : 0 },
        }),
    ),
    ...(idea.note
      ? [
          new Paragraph({ children: [writers(idea.note.label)], heading: HeadingLevel.HEADING_1 }),
          ...idea.note.text
            .split(/\n{2,}/)
            .filter(hasText)
            .map((text) => prose(text, writers)),
        ]
      : []),
    ...(idea.bible ? bibleParagraphs(idea.bible, own, writers) : []),
  ];
}

/**
 * The idea with only what XML 1.0 allows in each text (core's xmlText): a note or an idea
 * stored before the rule for text from outside, or by another road, cannot make a file
 * that Word refuses to open.
 */
function xmlSafe(idea: IdeaDocument): IdeaDocument {
  return {
    language: idea.language,
    title: xmlText(idea.title),
    blocks: idea.blocks.map((block) => ({ ...block, text: xmlText(block.text) })),
    details: idea.details.map(({ label, value }) => ({
      label: xmlText(label),
      value: xmlText(value),
    })),
    note: idea.note && { label: xmlText(idea.note.label), text: xmlText(idea.note.text) },
    bible: idea.bible && {
      title: xmlText(idea.bible.title),
      entries: idea.bible.entries.map((entry) => ({
        name: xmlText(entry.name),
        kind: xmlText(entry.kind),
        details: entry.details.map(({ label, value }) => ({
          label: xmlText(label),
          value: xmlText(value),
        })),
      })),
    },
  };
}

/** The running head and page numbers of a manuscript, in small grey type. */
const MARGIN_RUN = { size: 18, color: '666666' } as const;

/**
 * Ideas as one Word document (.docx), each from a new page: what a writer takes into the
 * tools they write in. `name` names the document in its properties and heads every page,
 * above the page's number at its foot.
 */
export function ideasToDocx(
  ideas: readonly IdeaDocument[],
  name: string,
  language: Language,
): Promise<Buffer> {
  const title = xmlText(name);
  const document = new Document({
    title,
    creator: 'Plume',
    styles: manuscriptStyles(language),
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ text: title, ...MARGIN_RUN })],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: [PageNumber.CURRENT], ...MARGIN_RUN })],
              }),
            ],
          }),
        },
        children: ideas.flatMap((idea, index) => ideaParagraphs(xmlSafe(idea), index > 0)),
      },
    ],
  });
  return Packer.toBuffer(document);
}
