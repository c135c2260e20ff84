import {
  CARD_ALIASES_MAX,
  CARD_FIELD_MAX,
  CARD_NAME_MAX,
  CARD_NOTES_MAX,
  CARD_SUMMARY_MAX,
  CARDS_PER_LINE_MAX,
  type CardFault,
} from '@plume/core/bible';
import type { Refusal } from '@plume/core/contracts';
import { INVALID_TEXT } from '@plume/core/contracts';
import { AppError } from '../http/app-error';

/** Each fault core's readCard finds, as the code and English text of its 400. */
const CARD_REFUSALS: Record<CardFault, Refusal> = {
  invalid: { code: 'bible.invalid', message: 'A card is an object of its type’s fields' },
  invalidText: INVALID_TEXT,
  unknownType: { code: 'bible.unknownType', message: 'A card is a person, a place or a thing' },
  nameRequired: { code: 'bible.nameRequired', message: 'A card needs a name' },
  nameTooLong: {
    code: 'bible.nameTooLong',
    message: `A name or an alias holds at most ${CARD_NAME_MAX} characters`,
  },
  tooManyAliases: {
    code: 'bible.tooManyAliases',
    message: `A card has at most ${CARD_ALIASES_MAX} aliases`,
  },
  fieldTooLong: {
    code: 'bible.fieldTooLong',
    message: `A card’s field holds at most ${CARD_FIELD_MAX} characters`,
  },
  summaryTooLong: {
    code: 'bible.summaryTooLong',
    message: `A summary holds at most ${CARD_SUMMARY_MAX} characters`,
  },
  notesTooLong: {
    code: 'bible.notesTooLong',
    message: `A card’s notes hold at most ${CARD_NOTES_MAX} characters`,
  },
  unknownGender: { code: 'bible.unknownGender', message: 'Unknown gender' },
  unknownPart: { code: 'bible.unknownPart', message: 'Unknown part in the story' },
  unknownVisibility: { code: 'bible.unknownVisibility', message: 'Unknown visibility' },
  unknownField: { code: 'bible.unknownField', message: 'This card has no such field to hide' },
  unknownLanguage: { code: 'bible.unknownLanguage', message: 'Unknown language' },
};

/** The 400 of a card's body that core's readCard or readCardPatch refused. */
export function cardRefusal(fault: CardFault): AppError {
  const { code, message } = CARD_REFUSALS[fault];
  return new AppError(code, { message, status: 400 });
}

/** A card that is not the writer's, or none: the same 404 either way. */
export const cardNotFound = () =>
  new AppError('bible.cardNotFound', { message: 'No such card in your story bibles', status: 404 });

/** The idea a bible's route names is not the writer's, or none. */
export const ideaNotFound = () =>
  new AppError('history.notFound', { message: 'No such idea in your history', status: 404 });

/** A line's bible is full. */
export const tooManyCards = () =>
  new AppError('bible.tooManyCards', {
    message: `A story bible holds at most ${CARDS_PER_LINE_MAX} cards`,
    status: 409,
  });
