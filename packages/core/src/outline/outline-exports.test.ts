import { parse } from 'csv-parse/sync';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { Outline, OutlineBeat } from './outline';
import {
  beatHeading,
  type DocumentBeat,
  type OutlineLabels,
  outlineDocument,
  printedOutline,
} from './outline-document';
import { outlineCsv, outlineMarkdown, outlineOpml } from './outline-exports';

const beat = (fields: Partial<OutlineBeat> & Pick<OutlineBeat, 'id' | 'act' | 'title'>) => ({
  key: null,
  summary: '',
  change: '',
  pov: null,
  cast: [],
  place: null,
  pct: 0,
  words: 0,
  locked: false,
  source: 'plan' as const,
  ...fields,
});

/** Six beats over three acts, with every text a file format can trip on. */
const outline: Outline = {
  id: 'o1',
  ideaId: 'i1',
  structure: 'three-act',
  language: 'en',
  targetWords: 80_000,
  createdAt: '2026-11-21T13:05:00.000Z',
  updatedAt: '2026-11-21T13:05:00.000Z',
  beats: [
    beat({
      id: 'b1',
      key: 'setup',
      act: 1,
      title: 'Ada\'s "quiet" morning, at dawn',
      summary:
        'Ada sweeps the lamp room.\nShe counts the gulls, again.\n\nA letter waits: <&> sealed.',
      change: '=HYPERLINK("http://example.test","win")',
      pov: 'c-ada',
      cast: ['c-ada', 'c-tom'],
      place: 'p-light',
      pct: 0,
      words: 8_000,
    }),
    beat({
      id: 'b2',
      key: 'incitingIncident',
      act: 1,
      title: 'The wreck',
      summary: 'A ship breaks on the reef\u0007 at night 🚢.',
      change: '+ one survivor',
      cast: ['c-gone'],
      pct: 10,
      words: 12_000,
    }),
    beat({
      id: 'b3',
      key: 'midpoint',
      act: 2,
      title: '# Not a heading',
      summary: '1. Not a list, *not* emphasis_',
      change: '@everyone knows',
      pov: 'c-tom',
      place: 'p-gone',
      pct: 50,
      words: 20_000,
    }),
    beat({
      id: 'b4',
      act: 2,
      title: 'Tom’s café — «¿Dónde?»',
      summary: 'Élodie orders a crème brûlée; the waiter answers «sí».',
      change: '-the truce breaks',
      pov: 'c-ada',
      cast: ['c-tom', 'c-ada'],
      place: 'p-cafe',
      pct: 62.5,
      words: 10_000,
      source: 'writer',
    }),
    beat({
      id: 'b5',
      key: 'climax',
      act: 3,
      title: 'Climax',
      summary: 'The storm.',
      change: 'Ada chooses the sea.',
      place: 'p-light',
      pct: 88,
      words: 20_000,
    }),
    // An act past the structure's last: the beat goes to the last act.
    beat({
      id: 'b6',
      key: 'resolution',
      act: 7,
      title: 'Last light',
      summary: 'The lamp goes dark,\r\nthen on again.',
      pct: 97,
      words: 10_000,
    }),
  ],
};

const names = {
  title: 'The Keeper\'s "Light" & <Co>',
  structureName: 'Three-act structure',
  actNames: ['Act I', 'Act II', 'Act III'],
  beatNames: {
    setup: 'Setup',
    incitingIncident: 'Inciting incident',
    midpoint: 'Midpoint',
    climax: 'Climax',
    resolution: 'Resolution',
  },
  cardNames: new Map([
    ['c-ada', 'Ada Lovelace'],
    ['c-tom', 'Tom "Tommy" Hale'],
    ['p-light', 'The Lighthouse, Point <Nord> & Co'],
    ['p-cafe', 'Café Ñandú'],
  ]),
};

const labels: OutlineLabels = {
  act: 'Act',
  beat: 'Beat',
  title: 'Title',
  summary: 'Summary',
  change: 'Change',
  pov: 'Point of view',
  cast: 'Cast',
  place: 'Place',
  words: 'Words',
  position: 'Position',
};

const doc = outlineDocument(outline, names);

describe('outlineDocument', () => {
  it('puts each beat under its act, a beat past the last act under the last', () => {
    expect(doc.acts.map((act) => [act.name, act.beats.map((entry) => entry.title)])).toEqual([
      ['Act I', ['Ada\'s "quiet" morning, at dawn', 'The wreck']],
      ['Act II', ['# Not a heading', 'Tom’s café — «¿Dónde?»']],
      ['Act III', ['Climax', 'Last light']],
    ]);
    expect(doc).toMatchObject({
      title: names.title,
      language: 'en',
      structure: 'Three-act structure',
      targetWords: 80_000,
    });
  });

  it('names the cards and the structure beats, leaving out cards the bible no longer holds', () => {
    const [first, second] = doc.acts[0]?.beats ?? [];
    const [third, fourth] = doc.acts[1]?.beats ?? [];
    expect(first).toMatchObject({
      beat: 'Setup',
      pov: 'Ada Lovelace',
      cast: ['Ada Lovelace', 'Tom "Tommy" Hale'],
      place: 'The Lighthouse, Point <Nord> & Co',
    });
    expect(second).toMatchObject({ beat: 'Inciting incident', pov: null, cast: [], place: null });
    expect(third).toMatchObject({ pov: 'Tom "Tommy" Hale', place: null });
    expect(fourth).toMatchObject({ beat: null, place: 'Café Ñandú' });
  });
});

describe('printedOutline', () => {
  it('lays out every beat under its act with its heading and its filled fields in words', () => {
    const printed = printedOutline(doc, labels);
    expect(printed).toMatchObject({
      title: names.title,
      language: 'en',
      structure: 'Three-act structure',
      length: { label: 'Words:', value: '80,000' },
    });
    expect(printed.acts.map((act) => act.beats.length)).toEqual([2, 2, 2]);
    expect(printed.acts[0]?.beats[0]).toEqual({
      heading: { title: 'Ada\'s "quiet" morning, at dawn', beat: 'Setup' },
      summary: outline.beats[0]?.summary,
      fields: [
        { label: 'Change:', value: '=HYPERLINK("http://example.test","win")' },
        { label: 'Point of view:', value: 'Ada Lovelace' },
        { label: 'Cast:', value: 'Ada Lovelace, Tom "Tommy" Hale' },
        { label: 'Place:', value: 'The Lighthouse, Point <Nord> & Co' },
        { label: 'Words:', value: '8,000' },
        { label: 'Position:', value: '0%' },
      ],
    });
    // The structure beat's name is not repeated when the title already says it.
    expect(printed.acts[2]?.beats[0]?.heading).toEqual({ title: 'Climax', beat: null });
  });

  it('writes the length and the labels the French way in French', () => {
    const printed = printedOutline({ ...doc, language: 'fr' }, { ...labels, words: 'Mots' });
    expect(printed.length).toEqual({ label: 'Mots\u202f:', value: '80\u202f000' });
  });
});

describe('beatHeading', () => {
  const named = (title: string, name: string | null): DocumentBeat => ({
    title,
    beat: name,
    summary: '',
    change: '',
    pct: 0,
    words: 0,
    pov: null,
    cast: [],
    place: null,
  });

  it('adds the structure beat when it says more than the title', () => {
    expect(beatHeading(named('The wreck', 'Inciting incident'))).toEqual({
      title: 'The wreck',
      beat: 'Inciting incident',
    });
    expect(beatHeading(named('climax ', 'Climax'))).toEqual({ title: 'climax', beat: null });
    expect(beatHeading(named('Café', null))).toEqual({ title: 'Café', beat: null });
  });

  it('falls back on the structure beat’s name when the title is blank', () => {
    expect(beatHeading(named('  ', 'Midpoint'))).toEqual({ title: 'Midpoint', beat: null });
  });
});

describe('outlineMarkdown', () => {
  const markdown = outlineMarkdown(doc, labels);

  it('gives the language in front matter, then the title, the acts and the beats in order', () => {
    expect(markdown.startsWith('---\nlang: en-GB\n---\n\n')).toBe(true);
    expect(markdown.split('\n').filter((line) => /^#{1,6} /.test(line))).toEqual([
      '# The Keeper\'s "Light" & \\<Co>',
      '## Act I',
      '### Ada\'s "quiet" morning, at dawn (Setup)',
      '### The wreck (Inciting incident)',
      '## Act II',
      '### # Not a heading (Midpoint)',
      '### Tom’s café — «¿Dónde?»',
      '## Act III',
      '### Climax',
      '### Last light (Resolution)',
    ]);
    expect(markdown).toContain('*Three-act structure* · **Words:** 80,000');
  });

  it('escapes what Markdown would read as markup in the writer’s text, and keeps its lines', () => {
    expect(markdown).toContain('\n1\\. Not a list, \\*not\\* emphasis\\_\n');
    // "<&>" opens no tag or autolink, so it is left as the writer typed it.
    expect(markdown).toContain(
      '\nAda sweeps the lamp room.\\\nShe counts the gulls, again.\n\nA letter waits: <&> sealed.\n',
    );
    expect(markdown).toContain('\nThe lamp goes dark,\\\nthen on again.\n');
    expect(markdown).toContain('A ship breaks on the reef at night 🚢.');
    expect(markdown).not.toContain('\u0007');
    expect(markdown).not.toContain('\r');
  });

  it('writes the fields a beat has after their labels, one a line', () => {
    expect(markdown).toContain(
      [
        '**Change:** =HYPERLINK("http://example.test","win")',
        '**Point of view:** Ada Lovelace',
        '**Cast:** Ada Lovelace, Tom "Tommy" Hale',
        '**Place:** The Lighthouse, Point \\<Nord> & Co',
        '**Words:** 8,000',
        '**Position:** 0%',
      ].join('\\\n'),
    );
    expect(markdown).toContain(
      '**Change:** + one survivor\\\n**Words:** 12,000\\\n**Position:** 10%',
    );
  });

  it('sets labels and numbers the French way in French', () => {
    const french = outlineMarkdown({ ...doc, language: 'fr' }, { ...labels, words: 'Mots' });
    const number = new Intl.NumberFormat('fr').format(80_000);
    expect(french).toContain(`**Mots\u202f:** ${number}`);
    expect(french.startsWith('---\nlang: fr-FR\n---')).toBe(true);
  });
});

describe('outlineCsv', () => {
  const csv = outlineCsv(doc, labels);
  const rows: string[][] = parse(csv, { bom: true });

  it('has a header and one row a beat, with the exact texts', () => {
    expect(rows).toEqual([
      [
        'Act',
        'Beat',
        'Title',
        'Summary',
        'Change',
        'Point of view',
        'Cast',
        'Place',
        'Position',
        'Words',
      ],
      [
        'Act I',
        'Setup',
        'Ada\'s "quiet" morning, at dawn',
        'Ada sweeps the lamp room.\nShe counts the gulls, again.\n\nA letter waits: <&> sealed.',
        '\'=HYPERLINK("http://example.test","win")',
        'Ada Lovelace',
        'Ada Lovelace; Tom "Tommy" Hale',
        'The Lighthouse, Point <Nord> & Co',
        '0',
        '8000',
      ],
      [
        'Act I',
        'Inciting incident',
        'The wreck',
        'A ship breaks on the reef at night 🚢.',
        "'+ one survivor",
        '',
        '',
        '',
        '10',
        '12000',
      ],
      [
        'Act II',
        'Midpoint',
        '# Not a heading',
        '1. Not a list, *not* emphasis_',
        "'@everyone knows",
        'Tom "Tommy" Hale',
        '',
        '',
        '50',
        '20000',
      ],
      [
        'Act II',
        '',
        'Tom’s café — «¿Dónde?»',
        'Élodie orders a crème brûlée; the waiter answers «sí».',
        "'-the truce breaks",
        'Ada Lovelace',
        'Tom "Tommy" Hale; Ada Lovelace',
        'Café Ñandú',
        '62.5',
        '10000',
      ],
      [
        'Act III',
        'Climax',
        'Climax',
        'The storm.',
        'Ada chooses the sea.',
        '',
        '',
        'The Lighthouse, Point <Nord> & Co',
        '88',
        '20000',
      ],
      [
        'Act III',
        'Resolution',
        'Last light',
        'The lamp goes dark,\nthen on again.',
        '',
        '',
        '',
        '',
        '97',
        '10000',
      ],
    ]);
  });

  it('starts with a byte order mark and ends its rows with CRLF, as Excel reads them', () => {
    expect(csv.startsWith('\uFEFFAct,Beat,')).toBe(true);
    expect(csv.endsWith('97,10000\r\n')).toBe(true);
  });
});

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The document's root element, read by a conformant parser, which throws on bad XML. */
function readXml(xml: string): XmlElement {
  const document: XmlElement = { name: '', attributes: {}, children: [], text: '' };
  const open = [document];
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const element = open.at(-1);
    if (element) element.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  const [root] = document.children;
  if (!root) throw new Error('no root element');
  return root;
}

describe('outlineOpml', () => {
  const opml = outlineOpml(doc, labels);
  const root = readXml(opml);
  const [head, body] = root.children;

  it('is OPML 2.0 with the title, an outline per act and one per beat', () => {
    expect(root.name).toBe('opml');
    expect(root.attributes.version).toBe('2.0');
    expect(head?.children.map((element) => [element.name, element.text])).toEqual([
      ['title', 'The Keeper\'s "Light" & <Co>'],
    ]);
    expect(body?.name).toBe('body');
    expect(
      body?.children.map((act) => [
        act.attributes.text,
        act.children.map((b) => b.attributes.text),
      ]),
    ).toEqual([
      ['Act I', ['Ada\'s "quiet" morning, at dawn', 'The wreck']],
      ['Act II', ['# Not a heading', 'Tom’s café — «¿Dónde?»']],
      ['Act III', ['Climax', 'Last light']],
    ]);
  });

  it('notes each beat’s summary, structure beat and fields, line breaks kept', () => {
    const notes = body?.children.flatMap((act) => act.children.map((b) => b.attributes._note));
    expect(notes?.[0]).toBe(
      [
        'Ada sweeps the lamp room.\nShe counts the gulls, again.\n\nA letter waits: <&> sealed.',
        [
          'Beat: Setup',
          'Change: =HYPERLINK("http://example.test","win")',
          'Point of view: Ada Lovelace',
          'Cast: Ada Lovelace, Tom "Tommy" Hale',
          'Place: The Lighthouse, Point <Nord> & Co',
          'Words: 8,000',
          'Position: 0%',
        ].join('\n'),
      ].join('\n\n'),
    );
    expect(notes?.[1]).toContain('A ship breaks on the reef at night 🚢.');
    expect(notes?.[1]).toContain('Change: + one survivor');
    expect(notes?.[3]).toContain('Élodie orders a crème brûlée; the waiter answers «sí».');
    expect(notes?.[3]).toContain('Change: -the truce breaks');
    expect(notes?.[3]).not.toContain('Beat:');
    expect(notes?.[5]).toContain('The lamp goes dark,\nthen on again.');
  });

  it('removes the characters XML 1.0 forbids and writes line breaks as references', () => {
    expect(opml).not.toContain('\u0007');
    expect(opml).toContain('lamp room.&#10;She counts');
    expect(opml.indexOf('\n')).toBe(opml.length - 1);
  });
});
