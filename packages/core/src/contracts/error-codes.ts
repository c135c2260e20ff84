import { z } from 'zod/mini';

/**
 * Every code the API can answer with, in `{ error: { code, message } }` or a stream's
 * `error` event: each is a key of the web app's message catalogue, translated in fr, en
 * and es (docs/PRODUCT.md, Message codes). A test holds the catalogue to this list both
 * ways.
 */
export const ERROR_CODES = [
  'account.passwordIncorrect',
  'auth.changePasswordError',
  'auth.currentPasswordIncorrect',
  'auth.currentPasswordRequired',
  'auth.invalidEmail',
  'auth.newPasswordRequired',
  'auth.passwordCommonPattern',
  'auth.passwordMustBeDifferent',
  'auth.passwordTooWeak',
  'auth.tooManyAttempts',
  'auth.userAlreadyExists',
  'bible.cardNotFound',
  'bible.fieldTooLong',
  'bible.invalid',
  'bible.nameRequired',
  'bible.nameTooLong',
  'bible.notesTooLong',
  'bible.summaryTooLong',
  'bible.tooManyAliases',
  'bible.tooManyCards',
  'bible.unknownField',
  'bible.unknownGender',
  'bible.unknownLanguage',
  'bible.unknownPart',
  'bible.unknownType',
  'bible.unknownVisibility',
  'brief.avoidTooLong',
  'brief.invalid',
  'brief.notesTooLong',
  'brief.unknownAudience',
  'errors.badRequest',
  'errors.databaseUnavailable',
  'errors.emailConfirmation',
  'errors.forbiddenOrigin',
  'errors.internal',
  'errors.invalidCredentials',
  'errors.invalidText',
  'errors.notAuthenticated',
  'errors.notFound',
  'errors.payloadTooLarge',
  'errors.resetError',
  'errors.shuttingDown',
  'errors.signInError',
  'errors.signOutError',
  'errors.signUpError',
  'errors.unsupportedMediaType',
  'errors.webAppNotBuilt',
  'generation.answerCut',
  'generation.answerMalformed',
  'generation.answerNotKept',
  'generation.answerNotPinned',
  'generation.answerNotRedrawn',
  'generation.answerWrongLanguage',
  'generation.candidatesMode',
  'generation.crossConflict',
  'generation.crossCount',
  'generation.crossLanguage',
  'generation.crossNothingNew',
  'generation.generationError',
  'generation.ideaNotFound',
  'generation.inProgress',
  'generation.invalidCandidates',
  'generation.invalidMode',
  'generation.invalidRandomCount',
  'generation.loginRequired',
  'generation.noCredits',
  'generation.notRicher',
  'generation.nothingToRedraw',
  'generation.pinnedHidden',
  'generation.redrawLanguage',
  'generation.saveFailed',
  'generation.selectGenre',
  'generation.tooManyPins',
  'generation.unknownElement',
  'genres.maxError',
  'genres.unknownGenre',
  'history.deleteFailed',
  'history.deletionError',
  'history.descriptionRequired',
  'history.descriptionTooLong',
  'history.fetchError',
  'history.notFound',
  'history.noteTooLong',
  'history.titleRequired',
  'history.titleTooLong',
  'outline.answerRejected',
  'outline.beatNotFound',
  'outline.changeTooLong',
  'outline.exists',
  'outline.invalidBeat',
  'outline.invalidOrder',
  'outline.invalidTargetWords',
  'outline.notFound',
  'outline.nothingToRedraw',
  'outline.summaryTooLong',
  'outline.titleTooLong',
  'outline.tooManyBeats',
  'outline.unknownCard',
  'outline.unknownStructure',
  'payment.createSessionError',
  'payment.invalidSignature',
  'payment.productNotFound',
  'payment.sessionError',
  'payment.sessionNotFound',
  'payment.unlimitedAccount',
  'reset.error',
  'reset.invalidToken',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** A refusal's code and its English text, for logs and for clients without the catalogue. */
export const errorSchema = z.lazy(() =>
  z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
);

/** Every refusal's body, whatever its status. */
export const errorBodySchema = z.lazy(() => z.object({ error: errorSchema }));

export type ErrorBody = z.infer<typeof errorBodySchema>;
