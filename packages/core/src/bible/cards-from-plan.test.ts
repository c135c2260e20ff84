import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { cardsFromPlan, clip } from './cards-from-plan';
import { cardsFromText } from './cards-from-text';
import { CARD_SUMMARY_MAX, type CardDraft } from './story-card';
import { builtInIdea } from './test-ideas.fixture';

/** A name as the idea's text writes it, with a typographic apostrophe ("O’Neill"). */
const fullName = (person: { first: string; family: string }) =>
  [person.first, person.family].filter(Boolean).join(' ').replace(/'/g, '’');

type Of<T extends CardDraft['type']> = Extract<CardDraft, { type: T }>;
const ofType = <T extends CardDraft['type']>(cards: CardDraft[], type: T) =>
  cards.filter((card): card is Of<T> => card.type === type);

describe('cards from the built-in engine’s plan', () => {
  it.each(LANGUAGES)(
    'in %s: a person per member of the cast, with the gender, trade and part the idea gives them',
    (language) => {
      for (let seed = 0; seed < 12; seed++) {
        const { plan, text } = builtInIdea(language, 'detailed', seed);
        const cards = cardsFromPlan(plan, 'idea-1');
        const people = ofType(cards, 'person');
        expect(people.map((card) => card.name)).toEqual(plan.cast.map(fullName));
        expect(people.map((card) => card.gender)).toEqual(plan.cast.map((p) => p.gender));
        expect(people.map((card) => card.part)).toEqual(['lead', 'ally', 'opposition']);
        for (const card of people) {
          expect(text).toContain(card.name);
          expect(card.role).not.toBe('');
          expect(card.role).not.toMatch(/^(?:an?|the) /);
        }
        expect(people.map((card) => card.origin?.element)).toEqual(['lead', 'cast.0', 'cast.1']);
        expect(cards.every((card) => card.source === 'plan' && card.language === language)).toBe(
          true,
        );
      }
    },
  );

  it('gives the lead the plan’s age, goal and wound and ties to the second, who keeps the secret hidden', () => {
    const { plan } = builtInIdea('fr', 'key-points', 3);
    const [lead, second] = ofType(cardsFromPlan(plan, 'idea-1'), 'person');
    expect(lead).toMatchObject({ visibility: 'always', hidden: ['secret'], secret: '' });
    expect(lead?.age).toBe(plan.age);
    expect(lead?.want).toBe(plan.goal.replace(/'/g, '’'));
    expect(lead?.wound).toBe(plan.wound.replace(/'/g, '’'));
    expect(lead?.ties).toContain(fullName(plan.cast[1]));
    expect(second).toMatchObject({ visibility: 'whenNamed', hidden: ['secret'] });
    expect(second?.secret).not.toBe('');
    expect(second?.ties).toContain(fullName(plan.cast[0]));
  });

  it.each(LANGUAGES)(
    'in %s: the setting as a place the text names, with its era, moods and stake',
    (language) => {
      for (let seed = 0; seed < 12; seed++) {
        const { plan, text } = builtInIdea(language, 'detailed', seed);
        const [place] = ofType(cardsFromPlan(plan, 'idea-1'), 'place');
        expect(place?.origin).toEqual({ ideaId: 'idea-1', element: 'setting' });
        // Its head noun, as the text writes it after the first mention.
        const head = plan.setting.slice(plan.setting.indexOf(':') + 1).split('|')[0] ?? '';
        expect(place?.name.toLocaleLowerCase()).toContain(head.toLocaleLowerCase());
        expect(text.toLocaleLowerCase()).toContain(head.toLocaleLowerCase());
        expect(place?.stakes).not.toBe('');
        expect(place?.sense).not.toBe('');
        if (plan.era) expect(place?.era).not.toBe('');
      }
    },
  );

  it('makes the threat a thing, and the object one when the story tells of it', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { plan } = builtInIdea('es', 'quick', seed);
      const things = ofType(cardsFromPlan(plan, 'idea-1'), 'thing');
      expect(things.map((card) => card.origin?.element)).toEqual(
        plan.usesObject ? ['object', 'threat'] : ['threat'],
      );
      for (const thing of things) expect(thing.what).not.toBe('');
    }
  });

  it('writes phrases with the text’s typography and summaries within 160 characters', () => {
    for (const language of LANGUAGES) {
      for (let seed = 0; seed < 20; seed++) {
        const cards = cardsFromPlan(builtInIdea(language, 'quick', seed).plan, 'idea-1');
        for (const card of cards) {
          expect(card.summary.length).toBeGreaterThan(0);
          expect(card.summary.length).toBeLessThanOrEqual(CARD_SUMMARY_MAX);
          const texts = Object.values(card).filter((value) => typeof value === 'string');
          expect(texts.join('\n')).not.toMatch(/[<>{}|']/);
          // French elides ("d’un"); Spanish does not ("de un").
          if (language === 'fr') expect(texts.join('\n')).not.toMatch(/\bde un\b/);
        }
      }
    }
  });

  it('cuts a summary at a word, with an ellipsis', () => {
    expect(clip('short', 160)).toBe('short');
    const cut = clip(`${'word '.repeat(40)}end`, 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut).toMatch(/word…$/);
  });
});

describe('cards from an idea’s text', () => {
  it('makes a person of each full name of the pools, the first the lead, the gender from the pools', () => {
    const cards = cardsFromText(
      'Le Sel\n\nJosée Martin hérite d’un phare. Valentin Cohen la suit, et Josée Martin le sait.',
      'fr',
      'idea-9',
    );
    expect(cards.map((card) => [card.name, card.type === 'person' && card.gender])).toEqual([
      ['Josée Martin', 'feminine'],
      ['Valentin Cohen', 'masculine'],
    ]);
    expect(cards[0]).toMatchObject({
      part: 'lead',
      source: 'ai',
      origin: { ideaId: 'idea-9', element: 'lead' },
    });
    expect(cards[1]).toMatchObject({ part: 'other', aliases: ['Valentin'] });
    expect(cardsFromText('Title\n\nNobody is named here.', 'en', 'x')).toEqual([]);
  });
});
