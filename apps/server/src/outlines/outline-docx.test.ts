import type { DocumentBeat, OutlineDocument, OutlineLabels } from '@plume/core/outline/server';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { outlineDocx } from './outline-docx';

const beat = (fields: Partial<DocumentBeat> & Pick<DocumentBeat, 'title'>): DocumentBeat => ({
  beat: null,
  summary: '',
  change: '',
  pct: 0,
  words: 0,
  pov: null,
  cast: [],
  place: null,
  ...fields,
});

/** Six beats over three acts, with every text a Word file can trip on. */
const doc: OutlineDocument = {
  title: 'Le "cœur" & <l’âme>',
  language: 'fr',
  structure: 'Structure en trois actes',
  targetWords: 80_000,
  acts: [
    {
      name: 'Acte I',
      beats: [
        beat({
          title: 'Un matin "calme", à l’aube',
          beat: 'Exposition',
          summary: 'Ada balaie la lanterne.\nElle compte les mouettes.\n\nUne lettre <&> attend.',
          change: '=Ada sait',
          pov: 'Ada',
          cast: ['Ada', 'Tom'],
          place: 'Le phare',
          pct: 0,
          words: 8_000,
        }),
        beat({
          title: 'Le naufrage',
          beat: 'Élément déclencheur',
          summary: 'Un navire se brise\u0007 sur le récif 🚢.',
          pct: 10,
          words: 12_000,
        }),
      ],
    },
    {
      name: 'Acte II',
      beats: [
        beat({ title: 'Milieu', beat: 'Milieu', summary: 'Tout bascule.', pct: 50 }),
        beat({ title: 'Au café Ñandú', summary: '«¿Dónde?»', pct: 62.5 }),
      ],
    },
    {
      name: 'Acte III',
      beats: [
        beat({ title: 'Climax', beat: 'Climax', pct: 88 }),
        beat({ title: 'Dernière lumière', beat: 'Résolution', pct: 97 }),
      ],
    },
  ],
};

const labels: OutlineLabels = {
  act: 'Acte',
  beat: 'Temps fort',
  title: 'Titre',
  summary: 'Résumé',
  change: 'Changement',
  pov: 'Point de vue',
  cast: 'Personnages',
  place: 'Lieu',
  words: 'Mots',
  position: 'Position',
};

interface WordParagraph {
  style: string | undefined;
  keepNext: boolean;
  text: string;
}

/** The paragraphs of a .docx's main part, read by a conformant parser, which throws on bad XML. */
async function paragraphsOf(file: Buffer) {
  const zip = await JSZip.loadAsync(file);
  const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const xml = await part('word/document.xml');
  const paragraphs: WordParagraph[] = [];
  let inText = false;
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const current = paragraphs.at(-1);
    if (tag.name === 'w:p') paragraphs.push({ style: undefined, keepNext: false, text: '' });
    else if (tag.name === 'w:pStyle' && current) current.style = String(tag.attributes['w:val']);
    else if (tag.name === 'w:keepNext' && current) {
      current.keepNext = tag.attributes['w:val'] !== 'false';
    } else if (tag.name === 'w:br' && current) current.text += '\n';
    inText = tag.name === 'w:t';
  });
  parser.on('text', (text) => {
    const current = paragraphs.at(-1);
    if (inText && current) current.text += text;
  });
  parser.on('closetag', () => {
    inText = false;
  });
  parser.write(xml).close();
  return { xml, paragraphs, styles: await part('word/styles.xml') };
}

describe('outlineDocx', () => {
  it('writes the title, the acts as Heading 1 and the beats as Heading 2, in order', async () => {
    const { paragraphs } = await paragraphsOf(await outlineDocx(doc, labels));
    expect(
      paragraphs
        .filter(({ style }) => style === 'Title' || style?.startsWith('Heading'))
        .map(({ style, text }) => [style, text]),
    ).toEqual([
      ['Title', 'Le "cœur" & <l’âme>'],
      ['Heading1', 'Acte I'],
      ['Heading2', 'Un matin "calme", à l’aube (Exposition)'],
      ['Heading2', 'Le naufrage (Élément déclencheur)'],
      ['Heading1', 'Acte II'],
      ['Heading2', 'Milieu'],
      ['Heading2', 'Au café Ñandú'],
      ['Heading1', 'Acte III'],
      ['Heading2', 'Climax'],
      ['Heading2', 'Dernière lumière (Résolution)'],
    ]);
  });

  it('keeps each beat heading with the text that follows it', async () => {
    const { paragraphs } = await paragraphsOf(await outlineDocx(doc, labels));
    const headings = paragraphs.filter(({ style }) => style === 'Heading2');
    expect(headings).toHaveLength(6);
    expect(headings.every(({ keepNext }) => keepNext)).toBe(true);
  });

  it('writes the summary with its lines, then the fields after their labels', async () => {
    const { paragraphs } = await paragraphsOf(await outlineDocx(doc, labels));
    const texts = paragraphs.map(({ text }) => text);
    const first = texts.indexOf('Un matin "calme", à l’aube (Exposition)');
    const number = (value: number) => new Intl.NumberFormat('fr').format(value);
    expect(texts.slice(first + 1, first + 9)).toEqual([
      'Ada balaie la lanterne.\nElle compte les mouettes.',
      'Une lettre <&> attend.',
      'Changement\u202f: =Ada sait',
      'Point de vue\u202f: Ada',
      'Personnages\u202f: Ada, Tom',
      'Lieu\u202f: Le phare',
      `Mots\u202f: ${number(8_000)}`,
      `Position\u202f: ${new Intl.NumberFormat('fr', { style: 'percent' }).format(0)}`,
    ]);
    expect(texts).toContain('Un navire se brise sur le récif 🚢.');
    expect(texts).toContain(`Structure en trois actes · Mots\u202f: ${number(80_000)}`);
  });

  it('sets the document in the outline’s language and leaves out what XML 1.0 forbids', async () => {
    const { xml, styles } = await paragraphsOf(await outlineDocx(doc, labels));
    expect(styles).toMatch(/<w:lang w:val="fr-FR"/);
    expect(xml).not.toContain('\u0007');
    expect(xml).toContain('&lt;&amp;&gt;');
  });
});
