import { colonAfter } from '@plume/core/bible';
import {
  beatFields,
  beatHeading,
  type DocumentBeat,
  type OutlineDocument,
  type OutlineLabels,
} from '@plume/core/outline/server';
import { withoutControls, xmlText } from '@plume/core/text';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { manuscriptStyles } from '../history/manuscript-styles';

/**
 * A text as Word can hold it: only what XML 1.0 allows (core's xmlText), no control
 * character, line ends as line feeds, so that an outline stored before the rule for text
 * from outside cannot make a file Word refuses to open.
 */
const plain = (text: string) => xmlText(withoutControls(text)).replace(/\r\n?/g, '\n');
const oneLine = (text: string) =>
  plain(text)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** A writer's text as runs, its line breaks kept as manual ones. */
const runs = (text: string, options: { bold?: boolean } = {}) =>
  plain(text)
    .split('\n')
    .map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0, ...options }));

/**
 * A beat's heading, kept with the text that follows so that no heading is left alone at a
 * page's foot: its title, then the structure beat it tells in lighter type.
 */
function headingParagraph(beat: DocumentBeat): Paragraph {
  const heading = beatHeading(beat);
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    keepNext: true,
    children: [
      new TextRun(oneLine(heading.title)),
      ...(heading.beat
        ? [new TextRun({ text: ` (${oneLine(heading.beat)})`, bold: false, italics: true })]
        : []),
    ],
  });
}

/**
 * A beat: its heading, its summary a paragraph for each part between blank lines, then the
 * fields it has after their labels, one a line, kept together.
 */
function beatParagraphs(
  beat: DocumentBeat,
  labels: OutlineLabels,
  language: OutlineDocument['language'],
): Paragraph[] {
  const fields = beatFields(beat, labels, language);
  return [
    headingParagraph(beat),
    ...plain(beat.summary)
      .split(/\n\s*\n/)
      .filter((part) => part.trim() !== '')
      .map((part) => new Paragraph({ children: runs(part.trim()), spacing: { after: 120 } })),
    ...fields.map(
      ({ label, value }, index) =>
        new Paragraph({
          children: [...runs(`${label} `, { bold: true }), ...runs(value)],
          keepNext: index < fields.length - 1,
          keepLines: true,
        }),
    ),
  ];
}

/**
 * The outline as a Word document (.docx): the idea's title in the Title style, the structure
 * and the story's length under it, each act as Heading 1 and each beat as Heading 2 with
 * its summary and fields. The labels are in the document's language.
 */
export function outlineDocx(doc: OutlineDocument, labels: OutlineLabels): Promise<Buffer> {
  const title = oneLine(doc.title);
  const length = new Intl.NumberFormat(doc.language).format(doc.targetWords);
  const document = new Document({
    title,
    creator: 'Plume',
    styles: manuscriptStyles(doc.language),
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun(title)], heading: HeadingLevel.TITLE }),
          new Paragraph({
            children: [
              new TextRun({ text: oneLine(doc.structure), italics: true }),
              new TextRun(' · '),
              new TextRun({ text: `${colonAfter(labels.words, doc.language)} `, bold: true }),
              new TextRun(length),
            ],
            spacing: { after: 240 },
          }),
          ...doc.acts.flatMap((act) => [
            new Paragraph({
              children: [new TextRun(oneLine(act.name))],
              heading: HeadingLevel.HEADING_1,
            }),
            ...act.beats.flatMap((beat) => beatParagraphs(beat, labels, doc.language)),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
