import type { RandomSource } from '../../genres/random-genres';
import type { IdeaRequest } from '../idea-request';
import { composeIdea, type OfflineIdea } from './compose-idea';
import { LANGUAGE_PACKS } from './languages/index';

/**
 * The offline engine: a whole story idea written from a grammar, in the request's
 * language, mode and style, with the same structure the AI is asked for (title line,
 * blank line, then 2 to 3 sentences or the mode's sections under their headings), and the
 * plan it tells. Deterministic: the same request and random source give the same idea.
 */
export function writeOfflineIdea(request: IdeaRequest, random: RandomSource): OfflineIdea {
  return composeIdea(LANGUAGE_PACKS[request.language], request, random);
}
