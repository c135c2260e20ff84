import type { Mode } from '../generation/generation-options';
import type { IdeaRequest } from '../generation/idea-request';
import { NAME_POOLS } from '../generation/name-pools';
import type { OfflineIdea } from '../generation/offline/compose-idea';
import { createSeededRandom } from '../generation/offline/seeded-random';
import { writeOfflineIdea } from '../generation/offline/write-offline-idea';
import type { Language } from '../i18n/languages';
import { cardsFromPlan } from './cards-from-plan';
import type { CardDraft, StoryCard } from './story-card';

/** Genres of several worlds and periods, as a request carries them. */
const GENRES: Record<Language, IdeaRequest['genres'][]> = {
  fr: [
    [{ id: 'noir-fiction', name: 'Roman noir', description: 'La ville, le crime.' }],
    [{ id: 'dragon-fantasy', name: 'Fantasy de dragons', description: 'Les dragons.' }],
    [{ id: 'space-opera', name: 'Space opera', description: 'Les étoiles.' }],
    [{ id: 'victorian-mystery', name: 'Mystère victorien', description: 'Londres.' }],
  ],
  en: [
    [{ id: 'noir-fiction', name: 'Noir fiction', description: 'The city.' }],
    [{ id: 'dragon-fantasy', name: 'Dragon fantasy', description: 'Dragons.' }],
    [{ id: 'space-opera', name: 'Space opera', description: 'Stars.' }],
    [{ id: 'victorian-mystery', name: 'Victorian mystery', description: 'London.' }],
  ],
  es: [
    [{ id: 'noir-fiction', name: 'Novela negra', description: 'La ciudad.' }],
    [{ id: 'dragon-fantasy', name: 'Fantasía de dragones', description: 'Dragones.' }],
    [{ id: 'space-opera', name: 'Space opera', description: 'Estrellas.' }],
    [{ id: 'victorian-mystery', name: 'Misterio victoriano', description: 'Londres.' }],
  ],
};

/** A real idea of the built-in engine, with the language's own name pools. */
export function builtInIdea(language: Language, mode: Mode, seed: number): OfflineIdea {
  const genres = GENRES[language][seed % GENRES[language].length] ?? [];
  return writeOfflineIdea(
    {
      language,
      mode,
      style: 'moderne',
      genres,
      leadGender: seed % 2 === 0 ? 'feminine' : 'masculine',
      names: NAME_POOLS[language],
      recentTitles: [],
      creativityWarning: false,
    },
    createSeededRandom(seed),
  );
}

/** Drafts as the server returns them once stored: ids `card-0`, `card-1`... */
export function stored(drafts: readonly CardDraft[]): StoryCard[] {
  return drafts.map(
    (draft, index) =>
      ({ ...draft, id: `card-${index}`, createdAt: '', updatedAt: '' }) as StoryCard,
  );
}

/** The stored cards of a built-in idea's plan. */
export function planCards(idea: OfflineIdea): StoryCard[] {
  return stored(cardsFromPlan(idea.plan, 'idea-1'));
}
