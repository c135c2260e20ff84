import { describe, expect, it } from 'vitest';
import { NAME_POOLS } from '../generation/name-pools';
import { createSeededRandom } from '../generation/offline/seeded-random';
import type { StoryPlan } from '../generation/offline/story-plan';
import { writeOfflineIdea } from '../generation/offline/write-offline-idea';
import { LANGUAGES, type Language } from '../i18n/languages';
import { MESSAGES } from '../i18n/messages';
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
        const people = ofType(cards, 'person').filter((card) => card.origin?.element !== 'threat');
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

  it.each(LANGUAGES)(
    'in %s: makes a threat who is someone a person, the antagonist, and any other threat a thing',
    (language) => {
      const kinds = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        const { plan } = builtInIdea(language, 'quick', seed);
        const cards = cardsFromPlan(plan, 'idea-1');
        const threats = cards.filter((card) => card.origin?.element === 'threat');
        expect(threats).toHaveLength(1);
        const [threat] = threats;
        kinds.add(threat?.type ?? '');
        if (threat?.type === 'person') {
          expect(threat).toMatchObject({ part: 'opposition', ties: fullName(plan.cast[2]) });
          expect(threat.role).toBe(MESSAGES[language].bible.antagonist);
        }
        const things = ofType(cards, 'thing').map((card) => card.origin?.element);
        expect(things).toEqual([
          ...(plan.usesObject ? ['object'] : []),
          ...(threat?.type === 'thing' ? ['threat'] : []),
        ]);
        for (const thing of ofType(cards, 'thing')) expect(thing.what).not.toBe('');
      }
      // The tables hold both: someone (a landlord, a wolf) and groups or things (a cartel).
      expect(kinds).toEqual(new Set(['person', 'thing']));
    },
  );

  /** A plan of the language whose threat is the given noun. */
  const threatened = (language: Language, threat: string): StoryPlan => ({
    ...builtInIdea(language, 'detailed', 2).plan,
    threat,
  });
  const threatCard = (plan: StoryPlan) =>
    cardsFromPlan(plan, 'idea-1').find((card) => card.origin?.element === 'threat');

  it.each([
    [
      'fr',
      'ma:propriétaire|qui possède la moitié de la ville',
      'Le propriétaire qui possède la moitié de la ville',
      ['le propriétaire'],
      'masculine',
    ],
    ['fr', 'fa:veuve|trop bien informée', 'La veuve trop bien informée', ['la veuve'], 'feminine'],
    ['fr', 'ma:inspecteur|des impôts', 'L’inspecteur des impôts', ['l’inspecteur'], 'masculine'],
    ['fr', 'ma:loup', 'Le loup', [], 'masculine'],
    [
      'en',
      'na:landlord|who owns half the town',
      'The landlord who owns half the town',
      ['the landlord'],
      'neutral',
    ],
    ['en', 'na:smooth-talking wolf|', 'The smooth-talking wolf', [], 'neutral'],
    ['en', 'na:rival|', 'The rival', [], 'neutral'],
    [
      'es',
      'ma:casero|que posee media ciudad',
      'El casero que posee media ciudad',
      ['el casero'],
      'masculine',
    ],
    [
      'es',
      'fa:antigua aliada|convertida en enemiga',
      'La antigua aliada convertida en enemiga',
      ['la antigua aliada'],
      'feminine',
    ],
    ['es', 'ma:inspector|de Hacienda', 'El inspector de Hacienda', ['el inspector'], 'masculine'],
  ] as const)(
    'in %s: a threat "%s" is the person card "%s"',
    (language, threat, name, aliases, gender) => {
      const plan = threatened(language, threat);
      const card = threatCard(plan);
      expect(card).toMatchObject({
        type: 'person',
        name,
        aliases,
        gender,
        part: 'opposition',
        role: MESSAGES[language].bible.antagonist,
        visibility: 'whenNamed',
        source: 'plan',
        origin: { ideaId: 'idea-1', element: 'threat' },
      });
      // What they do, as the text tells it, in short: "Le propriétaire sait exactement…".
      const called = aliases[0] ?? name;
      expect(card?.summary.startsWith(called.charAt(0).toUpperCase() + called.slice(1))).toBe(true);
      expect(card?.summary.length).toBeLessThanOrEqual(CARD_SUMMARY_MAX);
      expect(
        ofType(cardsFromPlan(plan, 'idea-1'), 'thing').map((c) => c.origin?.element),
      ).not.toContain('threat');
    },
  );

  it.each([
    ['fr', 'm:propriétaire|qui possède la moitié de la ville', 'person'],
    ['en', 'n:smooth-talking wolf|', 'person'],
    ['es', 'm:lobo|de buena labia', 'person'],
    ['fr', 'f:famille|de banquiers', 'thing'],
    ['en', 'n:cartel|', 'thing'],
    ['es', 'm:algoritmo|de vigilancia', 'thing'],
  ] as const)(
    'in %s: reads a plan written before the tables marked someone ("%s": a %s) by the tables',
    (language, threat, type) => {
      expect(threatCard(threatened(language, threat))?.type).toBe(type);
    },
  );

  it('makes the wolf of the writer’s notes, now the threat, a person card', () => {
    const notes: Record<Language, string> = {
      fr: 'Un loup qui chasse dans la forêt.',
      en: 'A wolf that hunts in the forest.',
      es: 'Un lobo que caza en el bosque.',
    };
    for (const language of LANGUAGES) {
      const request = {
        language,
        mode: 'quick' as const,
        style: 'moderne' as const,
        genres: [],
        leadGender: 'feminine' as const,
        names: NAME_POOLS[language],
        recentTitles: [],
        creativityWarning: false,
        brief: { notes: notes[language] },
      };
      const { plan } = writeOfflineIdea(request, createSeededRandom(3));
      const card = threatCard(plan);
      expect(card?.type).toBe('person');
      expect(card?.name).toMatch(/^(?:Le loup|The wolf|El lobo)$/u);
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
