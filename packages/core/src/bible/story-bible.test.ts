import { describe, expect, it } from 'vitest';
import { planElements } from '../generation/offline/plan-elements';
import { cardsFromPlan } from './cards-from-plan';
import { cardsForRedraw, isThreatPerson, nameToFind, pinnedNames } from './story-bible';
import { builtInIdea, stored } from './test-ideas.fixture';

/** A built-in idea's cards, its threat a landlord: someone, and so a person card. */
function withLandlord() {
  const { plan } = builtInIdea('fr', 'detailed', 4);
  const landlord = { ...plan, threat: 'ma:propriétaire|qui possède la moitié de la ville' };
  const cards = stored(cardsFromPlan(landlord, 'idea-1'));
  const antagonist = cards.find(isThreatPerson);
  if (!antagonist) throw new Error('no antagonist card');
  return { plan: landlord, cards, antagonist };
}

describe('a threat’s person card in the story bible', () => {
  it('is found in a text as the text says it, without its article', () => {
    const { cards, antagonist } = withLandlord();
    expect(antagonist.name).toBe('Le propriétaire qui possède la moitié de la ville');
    expect(nameToFind(antagonist)).toBe('propriétaire qui possède la moitié de la ville');
    const lead = cards[0];
    if (!lead) throw new Error('no lead');
    expect(nameToFind(lead)).toBe(lead.name);
    expect(pinnedNames({ cards, pinned: [antagonist.id, lead.id], ideas: [] })).toEqual([
      'propriétaire qui possède la moitié de la ville',
      lead.name,
    ]);
  });

  it('follows the conflict in a redraw: kept with it, left out when it is drawn anew', () => {
    const { plan, cards, antagonist } = withLandlord();
    const elements = planElements(plan, 'Le Titre');
    const keeping = cardsForRedraw(cards, { elements, keep: ['conflict'] }, ['idea-1']);
    expect(keeping.kept).toContain(antagonist.id);
    const redrawing = cardsForRedraw(cards, { elements, keep: ['lead'] }, ['idea-1']);
    expect(redrawing.cards.map((card) => card.id)).not.toContain(antagonist.id);
  });
});
