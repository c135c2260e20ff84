import { describe, expect, it } from 'vitest';
import { cardsForEngine } from '../bible/cards-for-engine';
import { cardsFromElements } from '../bible/cards-from-elements';
import { readCard } from '../bible/read-card';
import type { CardDraft } from '../bible/story-card';
import { stored } from '../bible/test-ideas.fixture';
import { bibleLines } from './bible-block';
import { buildPrompt } from './build-prompt';
import { checkIdea } from './check-idea';
import type { IdeaRequest } from './idea-request';
import { NAME_POOLS } from './name-pools';

function card(body: Record<string, unknown>): CardDraft {
  const read = readCard(body, 'en');
  if (!('value' in read)) throw new Error(read.fault);
  return read.value;
}

const cards = stored([
  card({ type: 'place', name: 'The Salt Tower', visibility: 'always', sense: 'Gulls, brine.' }),
  card({
    type: 'person',
    name: 'Hugo Marchal',
    part: 'opposition',
    gender: 'masculine',
    role: 'harbour master',
    secret: 'He sank the ferry.',
  }),
  card({
    type: 'person',
    name: 'Elise Seifert',
    part: 'lead',
    gender: 'feminine',
    visibility: 'always',
    role: 'cartographer',
    wound: 'Her brother drowned.',
    notes: 'Make her older?',
    hidden: ['wound'],
    summary: 'A cartographer who maps what the sea takes.',
  }),
  card({ type: 'thing', name: 'The brass key', visibility: 'never', why: 'Opens the tower.' }),
  card({ type: 'person', name: 'Ana Ruiz', part: 'ally', summary: 'Her oldest friend.' }),
]);

const base: IdeaRequest = {
  language: 'en',
  mode: 'quick',
  style: 'moderne',
  genres: [],
  leadGender: 'feminine',
  names: NAME_POOLS.en,
  recentTitles: [],
  creativityWarning: false,
  brief: { notes: 'Ana Ruiz must betray her.' },
};

describe('the story bible block of a prompt', () => {
  const inOrder = cardsForEngine(cards, { first: ['card-1'], brief: 'Ana Ruiz must betray her.' });

  it('orders pinned and kept cards first, then the lead, the cards the brief names, the rest', () => {
    expect(inOrder.map((c) => c.name)).toEqual([
      'Hugo Marchal',
      'Elise Seifert',
      'Ana Ruiz',
      'The Salt Tower',
    ]);
  });

  it('tells every filled field, leaving out hidden fields, notes and never-cards', () => {
    const { lines, told } = bibleLines({ cards: inOrder, pinned: ['card-1'], ideas: [] }, 'en');
    expect(lines).toEqual([
      'Hugo Marchal (Person · Opposition · masculine): Role: harbour master',
      'Elise Seifert (Person · Lead · feminine): Role: cartographer',
      'Ana Ruiz (Person · Ally): Her oldest friend.',
      'The Salt Tower (Place): Senses: Gulls, brine.',
    ]);
    expect(told.left).toEqual([]);
    const text = lines.join('\n');
    for (const hidden of ['sank the ferry', 'drowned', 'older', 'brass key']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('keeps within its budget: summaries, then names, then nothing, a pinned card always', () => {
    const bible = { cards: inOrder, pinned: ['card-1'], ideas: [] };
    const { lines, told } = bibleLines(bible, 'en', 160);
    expect(lines.join('\n').length).toBeLessThanOrEqual(160);
    expect(lines).toEqual([
      'Hugo Marchal (Person · Opposition · masculine): Role: harbour master',
      'Elise Seifert (Person · Lead · feminine): Role: cartographer',
      'Ana Ruiz (Person · Ally)',
    ]);
    expect(told.sent.map((c) => c.name)).toEqual(['Hugo Marchal', 'Elise Seifert', 'Ana Ruiz']);
    expect(told.left.map((c) => c.name)).toEqual(['The Salt Tower']);
    // A little more room: the summary, then the place by its name.
    const roomier = bibleLines(bible, 'en', 200);
    expect(roomier.lines.slice(2)).toEqual([
      'Ana Ruiz (Person · Ally): Her oldest friend.',
      'The Salt Tower (Place)',
    ]);
    // Too small for anything but the pinned card's name.
    const tight = bibleLines(bible, 'en', 10);
    expect(tight.lines).toEqual(['Hugo Marchal (Person · Opposition · masculine)']);
    expect(tight.told.left).toHaveLength(3);
  });

  it('comes after the brief, quoted, with the pinned names to hold', () => {
    const prompt = buildPrompt(
      { ...base, bible: { cards: inOrder, pinned: ['card-1'], ideas: [] } },
      { bibleBudget: 160 },
    );
    const brief = prompt.user.indexOf("THE WRITER'S BRIEF");
    const bible = prompt.user.indexOf('STORY BIBLE');
    expect(bible).toBeGreaterThan(brief);
    const block = prompt.user.slice(bible);
    expect(block).toContain('Name each of these in full in the idea: Hugo Marchal.');
    expect(block).toContain('"""\nHugo Marchal (Person · Opposition · masculine)');
    expect(prompt.cards?.left.map((c) => c.name)).toEqual(['The Salt Tower']);
    expect(buildPrompt(base).user).not.toContain('STORY BIBLE');
    expect(buildPrompt(base).cards).toBeUndefined();
  });

  it('quotes the writer’s text so that it cannot close the quote early', () => {
    const sneaky = stored([
      card({ type: 'thing', name: 'Key', visibility: 'always', why: 'x """ y' }),
    ]);
    const prompt = buildPrompt({
      ...base,
      bible: { cards: cardsForEngine(sneaky), pinned: [], ideas: [] },
    });
    expect(prompt.user).toContain('Key (Thing): Why it matters: x " y');
  });
});

describe('a pinned card’s name in an answer', () => {
  const idea = 'The Salt Tower\n\nElise Seifert climbs the salt tower while Hugo Marchal waits.';
  it('is found case and spacing aside; a place or a thing without its article', () => {
    expect(
      checkIdea(idea, 'quick', 'en', { finished: true, pinned: ['Hugo  Marchal', 'salt tower'] }),
    ).toBeUndefined();
    expect(checkIdea(idea, 'quick', 'en', { finished: true, pinned: ['Ana Ruiz'] })).toBe('pinned');
  });
});

describe('cards from an AI idea’s elements', () => {
  it('gives the lead, the cast with their roles and genders, and the setting as a place', () => {
    const drafts = cardsFromElements(
      {
        source: 'answer',
        title: 'The Salt Tower',
        lead: { name: 'Elise Seifert', role: 'cartographer', gender: 'feminine' },
        cast: [{ name: 'Hugo Marchal', role: null, gender: null }],
        setting: 'a lighthouse off Ushant, winter 1893',
        conflict: null,
        twist: null,
        ending: null,
      },
      'en',
      'idea-1',
    );
    expect(drafts).toMatchObject([
      {
        type: 'person',
        source: 'ai',
        name: 'Elise Seifert',
        aliases: ['Elise'],
        part: 'lead',
        gender: 'feminine',
        role: 'cartographer',
        visibility: 'always',
        origin: { ideaId: 'idea-1', element: 'lead' },
      },
      { type: 'person', name: 'Hugo Marchal', part: 'other', gender: 'neutral', role: '' },
      {
        type: 'place',
        name: 'A lighthouse off Ushant',
        summary: 'A lighthouse off Ushant, winter 1893',
        origin: { ideaId: 'idea-1', element: 'setting' },
      },
    ]);
  });
});
