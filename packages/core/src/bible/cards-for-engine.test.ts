import { describe, expect, it } from 'vitest';
import { cardsForEngine } from './cards-for-engine';
import { newCards } from './new-cards';
import { readCard } from './read-card';
import type { CardDraft } from './story-card';
import { builtInIdea, planCards, stored } from './test-ideas.fixture';

function card(body: Record<string, unknown>): CardDraft {
  const read = readCard(body, 'fr');
  if (!('value' in read)) throw new Error(read.fault);
  return read.value;
}

describe('cards for an engine', () => {
  const cards = stored([
    card({ type: 'thing', name: 'La clé', visibility: 'always' }),
    card({ type: 'person', name: 'Hugo Marchal', part: 'opposition', secret: 'Il ment.' }),
    card({ type: 'place', name: 'Le phare', aliases: ['phare'] }),
    card({ type: 'person', name: 'Ana Ruiz', part: 'ally', visibility: 'never' }),
    card({
      type: 'person',
      name: 'Élise Seifert',
      part: 'lead',
      visibility: 'always',
      wound: 'La mer.',
      notes: 'À relire.',
      hidden: ['wound'],
    }),
  ]);

  it('puts the lead first, then what is always shown, then what the context names', () => {
    const context = 'Hugo Marchal monte au phare. Ana Ruiz attend.';
    expect(cardsForEngine(cards, { context }).map((c) => c.name)).toEqual([
      'Élise Seifert',
      'La clé',
      'Hugo Marchal',
      'Le phare',
    ]);
    expect(cardsForEngine(cards, { context: 'Personne.' }).map((c) => c.name)).toEqual([
      'Élise Seifert',
      'La clé',
    ]);
  });

  it('drops the private notes and blanks the hidden fields', () => {
    const [lead, , hugo] = cardsForEngine(cards, { context: 'Hugo' });
    expect(lead).not.toHaveProperty('notes');
    expect(lead).not.toHaveProperty('hidden');
    expect(lead).toMatchObject({ wound: '' });
    expect(hugo).toMatchObject({ name: 'Hugo Marchal', secret: '' });
  });
});

describe('new cards of a line', () => {
  it('adds nothing when asked again, nor for a developed idea’s same people and place', () => {
    const idea = builtInIdea('fr', 'quick', 5);
    const first = planCards(idea);
    expect(newCards(first, first)).toEqual([]);
    const developed = planCards(idea).map((c) => ({
      ...c,
      origin: { ideaId: 'idea-2', element: c.origin?.element ?? '' },
    }));
    expect(newCards(first, developed)).toEqual([]);
    // The writer corrected the lead's family name: still the same person.
    const edited = first.map((c, i) => (i === 0 ? { ...c, name: `${c.name}e` } : c));
    expect(newCards(edited, developed)).toEqual([]);
  });

  it('adds the cards a line does not have, once', () => {
    const hugo = card({ type: 'person', name: 'Hugo Marchal' });
    const place = card({ type: 'place', name: 'Hugo Marchal' });
    expect(newCards([], [hugo, hugo, place])).toEqual([hugo, place]);
  });
});
