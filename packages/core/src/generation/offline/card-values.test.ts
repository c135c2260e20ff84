import { describe, expect, it } from 'vitest';
import { withBible } from '../../bible/apply-bible';
import { cardsForEngine } from '../../bible/cards-for-engine';
import { cardsFromPlan } from '../../bible/cards-from-plan';
import { consistencyNotes } from '../../bible/consistency-notes';
import { newCards } from '../../bible/new-cards';
import { readCard } from '../../bible/read-card';
import { pinnedNames } from '../../bible/story-bible';
import type { CardDraft, StoryCard } from '../../bible/story-card';
import { planCards, stored } from '../../bible/test-ideas.fixture';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { checkIdea } from '../check-idea';
import { keptMaterialOf } from '../develop-idea';
import type { Mode } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { ALL_NAMES, NAME_POOLS } from '../name-pools';
import { createSeededRandom } from './seeded-random';
import { writeOfflineIdea } from './write-offline-idea';

const MODES: Mode[] = ['quick', 'key-points', 'detailed'];

/** Genres far from those the cards were written in: a new idea of other genres. */
const GENRES: IdeaRequest['genres'] = [
  { id: 'space-opera', name: 'Space opera', description: '' },
  { id: 'cozy-mystery', name: 'Cozy', description: '' },
];

function request(language: Language, mode: Mode, seed: number): IdeaRequest {
  return {
    language,
    mode,
    style: 'moderne',
    genres: GENRES,
    leadGender: seed % 2 === 0 ? 'feminine' : 'masculine',
    names: NAME_POOLS[language],
    recentTitles: [],
    creativityWarning: false,
  };
}

function card(body: Record<string, unknown>, language: Language): CardDraft {
  const read = readCard(body, language);
  if (!('value' in read)) throw new Error(read.fault);
  return read.value;
}

type Person = Extract<StoryCard, { type: 'person' }>;

/** A built-in idea, its line's cards (from its plan), and the idea developed with them. */
function developedWith(
  language: Language,
  mode: Mode,
  seed: number,
  edit: (lead: Person) => Partial<Person>,
) {
  const parent = writeOfflineIdea(request(language, 'quick', seed), createSeededRandom(seed));
  const cards = planCards(parent).map((c, index) =>
    index === 0 ? ({ ...c, ...edit(c as Person) } as StoryCard) : c,
  );
  const developing = withBible({
    ...request(language, mode, seed),
    parent: { idea: parent.text, ...keptMaterialOf(parent.text, ALL_NAMES), plan: parent.plan },
    bible: {
      cards: cardsForEngine(cards, { context: parent.text }),
      pinned: [],
      ideas: ['idea-1'],
    },
  });
  const developed = writeOfflineIdea(developing, createSeededRandom(seed + 1));
  return { parent, cards, developing, developed, lead: cards[0] as Person };
}

const NEW_ROLE: Record<Language, { feminine: string; masculine: string }> = {
  fr: { feminine: 'cartographe des glaces', masculine: 'cartographe des glaces' },
  en: { feminine: 'ice cartographer', masculine: 'ice cartographer' },
  es: { feminine: 'cartógrafa de hielos', masculine: 'cartógrafo de hielos' },
};

describe('the built-in engine developing an idea with its line’s cards', () => {
  it.each(LANGUAGES)('in %s: keeps the name and role the writer gave the lead', (language) => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const mode of ['key-points', 'detailed'] as const) {
        const { parent, developing, developed, lead } = developedWith(
          language,
          mode,
          seed,
          (person) => ({
            name: `${person.name.split(' ')[0]} Vasquez-Ortal`,
            role: NEW_ROLE[language][person.gender === 'feminine' ? 'feminine' : 'masculine'],
          }),
        );
        const oldName = parent.plan.cast.map((p) => `${p.first} ${p.family}`)[0] ?? '';
        const newName = `${lead.name.split(' ')[0]} Vasquez-Ortal`;
        expect(developed.text).toContain(newName);
        expect(developed.text).not.toContain(oldName);
        expect(developed.plan.cast[0].role).toBe(
          NEW_ROLE[language][lead.gender === 'feminine' ? 'feminine' : 'masculine'],
        );
        expect(developed.text).toContain(developed.plan.cast[0].role);
        // The checks an AI's development passes, with the renamed material.
        const kept = developing.parent;
        expect(kept?.names).toContain(newName);
        expect(
          checkIdea(developed.text, mode, language, { finished: true, ...(kept ? { kept } : {}) }),
        ).toBeUndefined();
      }
    }
  });

  it.each(['fr', 'es'] as const)(
    'in %s: tells of a lead whose card changed gender in the new gender',
    (language) => {
      let checked = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const { parent, cards, developed } = developedWith(
          language,
          'detailed',
          seed,
          (person) => ({
            gender: person.gender === 'feminine' ? 'masculine' : 'feminine',
            name: person.gender === 'feminine' ? 'Bruno Lacombe' : 'Inès Lacombe',
            aliases: [person.gender === 'feminine' ? 'Bruno' : 'Inès'],
            role: '',
          }),
        );
        expect(developed.plan.cast[0].gender).toBe(
          parent.plan.cast[0].gender === 'feminine' ? 'masculine' : 'feminine',
        );
        expect(developed.text).toContain(developed.plan.cast[0].first);
        const [newLead] = developed.plan.cast;
        // The card as the writer left it, with the role the engine drew for the new gender.
        const switched = cards.map((c, index) =>
          index === 0
            ? ({
                ...c,
                name: `${newLead.first} ${newLead.family}`,
                aliases: [newLead.first],
                gender: newLead.gender,
                role: newLead.role,
              } as StoryCard)
            : c,
        );
        const findings = consistencyNotes(switched, developed.text, language).filter(
          (finding) => finding.kind === 'gender' && finding.cardId === cards[0]?.id,
        );
        expect(findings, developed.text).toEqual([]);
        checked++;
      }
      expect(checked).toBe(12);
    },
  );
});

describe('a new idea with pinned cards, written by the built-in engine', () => {
  it.each(LANGUAGES)('in %s: names every pinned card in full, in every mode', (language) => {
    const cards = stored([
      card(
        {
          type: 'person',
          name: 'Albane Quiroga',
          gender: 'feminine',
          part: 'ally',
          role: NEW_ROLE[language].feminine,
        },
        language,
      ),
      card(
        {
          type: 'place',
          name:
            language === 'en'
              ? 'The Salt Tower'
              : language === 'fr'
                ? 'La tour du Sel'
                : 'La torre de la Sal',
        },
        language,
      ),
      card(
        {
          type: 'thing',
          name:
            language === 'en'
              ? 'The brass astrolabe'
              : language === 'fr'
                ? "L'astrolabe de cuivre"
                : 'El astrolabio de latón',
        },
        language,
      ),
    ]);
    for (let seed = 1; seed <= 10; seed++) {
      for (const mode of MODES) {
        const base = withBible({
          ...request(language, mode, seed),
          bible: {
            cards: cardsForEngine(cards, { first: cards.map((c) => c.id) }),
            pinned: cards.map((c) => c.id),
            ideas: [],
          },
        });
        const idea = writeOfflineIdea(base, createSeededRandom(seed));
        const pinned = pinnedNames(base.bible);
        expect(pinned).toHaveLength(3);
        expect(
          checkIdea(idea.text, mode, language, { finished: true, pinned }),
          `${mode} ${seed}: ${idea.text}`,
        ).toBeUndefined();
        expect(idea.cards?.sent.map((c) => c.name)).toEqual(cards.map((c) => c.name));
        expect(idea.plan.cast.some((p) => `${p.first} ${p.family}` === 'Albane Quiroga')).toBe(
          true,
        );
      }
    }
  });

  it('puts a pinned lead in the lead’s place, with their gender, whatever the writer’s recent names', () => {
    const [lead] = stored([
      card({ type: 'person', name: 'Hugo Marchal', gender: 'masculine', part: 'lead' }, 'fr'),
    ]) as [StoryCard];
    for (let seed = 1; seed <= 10; seed++) {
      const base = withBible({
        ...request('fr', 'quick', 2 * seed),
        // The writer's last ideas used Hugo and Marchal: the lists no longer hold them.
        names: {
          ...NAME_POOLS.fr,
          male: NAME_POOLS.fr.male.filter((name) => name !== 'Hugo'),
          family: NAME_POOLS.fr.family.filter((name) => name !== 'Marchal'),
        },
        bible: {
          cards: cardsForEngine([lead], { first: [lead.id] }),
          pinned: [lead.id],
          ideas: [],
        },
      });
      expect(base.leadGender).toBe('masculine');
      const idea = writeOfflineIdea(base, createSeededRandom(seed));
      expect(idea.plan.cast[0]).toMatchObject({
        first: 'Hugo',
        family: 'Marchal',
        gender: 'masculine',
      });
      expect(idea.text).toContain('Hugo Marchal');
    }
  });

  /** A threat who is someone, in each language. */
  const SOMEONE: Record<Language, string> = {
    fr: 'ma:propriétaire|qui possède la moitié de la ville',
    en: 'na:landlord|who owns half the town',
    es: 'ma:casero|que posee media ciudad',
  };

  it.each(LANGUAGES)(
    'in %s: makes a pinned antagonist of a plan the threat, not a member of the cast',
    (language) => {
      const parent = writeOfflineIdea(request(language, 'quick', 5), createSeededRandom(5));
      const cards = stored(cardsFromPlan({ ...parent.plan, threat: SOMEONE[language] }, 'idea-1'));
      const antagonist = cards.find((c) => c.origin?.element === 'threat') as StoryCard;
      expect(antagonist.type).toBe('person');
      for (let seed = 1; seed <= 6; seed++) {
        for (const mode of MODES) {
          const base = withBible({
            ...request(language, mode, seed),
            bible: {
              cards: cardsForEngine(cards, { first: [antagonist.id] }),
              pinned: [antagonist.id],
              ideas: [],
            },
          });
          const idea = writeOfflineIdea(base, createSeededRandom(seed));
          const pinned = pinnedNames(base.bible);
          expect(
            checkIdea(idea.text, mode, language, { finished: true, pinned }),
            `${mode} ${seed}: ${idea.text}`,
          ).toBeUndefined();
          expect(idea.cards?.sent.map((c) => c.name)).toEqual([antagonist.name]);
          expect(idea.plan.cast.map((p) => p.first)).not.toContain(antagonist.name.split(' ')[0]);
          // Kept as cards again, the new idea's threat is the same person: no duplicate.
          const again = cardsFromPlan(idea.plan, 'idea-2');
          const threat = again.find((c) => c.origin?.element === 'threat');
          expect(threat).toMatchObject({ type: 'person', name: antagonist.name });
          expect(newCards(cards, again).map((c) => c.name)).not.toContain(antagonist.name);
        }
      }
    },
  );
});
