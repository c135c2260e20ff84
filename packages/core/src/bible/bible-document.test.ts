import { describe, expect, it } from 'vitest';
import { ideaDocument, ideaToMarkdown } from '../history/idea-document';
import { bibleSection } from './bible-document';
import { readCard } from './read-card';
import type { CardDraft, StoryCard } from './story-card';
import { stored } from './test-ideas.fixture';

function card(body: Record<string, unknown>): CardDraft {
  const read = readCard(body, 'en');
  if (!('value' in read)) throw new Error(read.fault);
  return read.value;
}

const cards = stored([
  card({
    type: 'person',
    name: 'Ada Kerlaz',
    gender: 'feminine',
    part: 'lead',
    role: 'keeper',
    secret: 'She lit the fire.',
    aliases: ['Ada'],
    summary: 'A keeper who never sleeps',
    notes: 'Check her age.',
  }),
  card({ type: 'place', name: 'The lighthouse', era: 'Winter 1893' }),
]);

describe('the story bible in a document', () => {
  it('lays out each card under its name: what it is, then its filled fields, hidden ones and notes too', () => {
    expect(bibleSection(cards, 'en')).toEqual({
      title: 'Story bible',
      entries: [
        {
          name: 'Ada Kerlaz',
          kind: 'Person · Lead · feminine',
          details: [
            { label: 'In short:', value: 'A keeper who never sleeps' },
            { label: 'Also called:', value: 'Ada' },
            { label: 'Role:', value: 'keeper' },
            { label: 'Secret:', value: 'She lit the fire.' },
            { label: 'My notes:', value: 'Check her age.' },
          ],
        },
        {
          name: 'The lighthouse',
          kind: 'Place',
          details: [{ label: 'Era:', value: 'Winter 1893' }],
        },
      ],
    });
    expect(bibleSection([], 'en')).toBeUndefined();
  });

  it('names it in French and Spanish', () => {
    const fr = bibleSection(cards, 'fr');
    expect(fr?.title).toBe('Bible de l’histoire');
    expect(fr?.entries[0]?.kind).toBe('Personnage · Personnage principal · féminin');
    expect(fr?.entries[1]?.details).toEqual([{ label: 'Époque\u202f:', value: 'Winter 1893' }]);
    expect(bibleSection(cards, 'es')?.title).toBe('Biblia de la historia');
  });

  it('follows the idea in Markdown, each name a heading', () => {
    const document = ideaDocument(
      {
        idea: 'The Keeper\n\nAda waits.',
        genres: [],
        genreIds: [],
        mode: 'quick',
        style: 'moderne',
        language: 'en',
        createdAt: '2026-11-21T13:05:00.000Z',
        note: 'Mine.',
      },
      { language: 'en', timeZone: 'UTC', genreName: () => undefined },
      cards,
    );
    const markdown = ideaToMarkdown(document);
    const order = [
      '# The Keeper',
      '## My note',
      '## Story bible',
      '### Ada Kerlaz',
      '### The lighthouse',
    ];
    const at = order.map((heading) => markdown.indexOf(`\n${heading}\n`));
    expect(at.slice(1).every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(markdown).toContain(
      '*Person · Lead · feminine*  \n**In short:** A keeper who never sleeps',
    );
  });

  it('leaves out the note, the cards’ notes and their hidden fields when asked to', () => {
    const entry = {
      idea: 'The Keeper\n\nAda waits.',
      genres: [],
      genreIds: [],
      mode: 'quick',
      style: 'moderne',
      language: 'en' as const,
      createdAt: '2026-11-21T13:05:00.000Z',
      note: 'Mine.',
    };
    const context = { language: 'en' as const, timeZone: 'UTC', genreName: () => undefined };
    const shown = [{ ...cards[1], hidden: ['era'] } as StoryCard, cards[0] as StoryCard];
    const document = ideaDocument(entry, { ...context, withPrivate: false }, shown);
    expect(document.note).toBeUndefined();
    expect(document.bible?.entries).toEqual([
      { name: 'The lighthouse', kind: 'Place', details: [] },
      {
        name: 'Ada Kerlaz',
        kind: 'Person · Lead · feminine',
        details: [
          { label: 'In short:', value: 'A keeper who never sleeps' },
          { label: 'Also called:', value: 'Ada' },
          { label: 'Role:', value: 'keeper' },
        ],
      },
    ]);
    const whole = ideaDocument(entry, context, shown);
    expect(whole.note?.text).toBe('Mine.');
    expect(JSON.stringify(whole.bible)).toContain('She lit the fire.');
    expect(JSON.stringify(whole.bible)).toContain('Winter 1893');
  });
});
