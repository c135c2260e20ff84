import { z } from 'zod/mini';
import { lineBiblesSchema, storyCardSchema } from '../bible/story-card';
import { defineRoute } from './define-route';
import { idParam } from './fields';

/**
 * A card as sent: an object whose keys core's readCard (a new card) or readCardPatch (a
 * change) checks against the card's type, which for a change only the stored card knows,
 * each fault with a code of its own.
 */
const cardBody = () => z.record(z.string().check(z.maxLength(40)), z.unknown());

const cardParams = () => z.strictObject({ id: idParam });

const CARD_FAULTS = [
  'bible.invalid',
  'bible.nameRequired',
  'bible.nameTooLong',
  'bible.tooManyAliases',
  'bible.fieldTooLong',
  'bible.summaryTooLong',
  'bible.notesTooLong',
  'bible.unknownGender',
  'bible.unknownPart',
  'bible.unknownVisibility',
  'bible.unknownField',
  'bible.unknownLanguage',
] as const;

/** GET /api/cards: every line of the writer's story bible, with its cards. */
export const listLines = defineRoute({
  method: 'GET',
  path: '/api/cards',
  signedIn: true,
  schemas: () => ({ response: lineBiblesSchema }),
  errors: [],
});

/** POST /api/cards: a card the writer makes in the line of the idea `ideaId`. */
export const createCard = defineRoute({
  method: 'POST',
  path: '/api/cards',
  signedIn: true,
  schemas: () => ({ body: cardBody(), response: z.object({ card: storyCardSchema }) }),
  errors: [...CARD_FAULTS, 'bible.unknownType', 'bible.tooManyCards', 'history.notFound'],
});

/** PATCH /api/cards/:id: a card's fields changed. */
export const updateCard = defineRoute({
  method: 'PATCH',
  path: '/api/cards/:id',
  signedIn: true,
  schemas: () => ({
    params: cardParams(),
    body: cardBody(),
    response: z.object({ card: storyCardSchema }),
  }),
  errors: [...CARD_FAULTS, 'bible.cardNotFound'],
});

/** DELETE /api/cards/:id. */
export const deleteCard = defineRoute({
  method: 'DELETE',
  path: '/api/cards/:id',
  signedIn: true,
  schemas: () => ({ params: cardParams() }),
  response: 'empty',
  errors: ['bible.cardNotFound'],
});
