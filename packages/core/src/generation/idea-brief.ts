import { z } from 'zod/mini';
import { readText } from '../text/boundary-text';

/** Who the story is for; it sets the cast's ages, the tone and what may be shown. */
export const AUDIENCES = ['adults', 'young-adults', 'children'] as const;

export type Audience = (typeof AUDIENCES)[number];

export const DEFAULT_AUDIENCE: Audience = 'adults';

/** The longest notes: a premise, a setting or the characters wanted, in the writer's words. */
export const BRIEF_NOTES_MAX = 1000;

/** The longest list of things to avoid. */
export const BRIEF_AVOID_MAX = 300;

/**
 * What a writer asks of an idea besides its genres, mode and style, as stored and returned
 * with each idea (readBrief checks what the API receives).
 */
export const ideaBriefSchema = z.lazy(() =>
  z.object({
    notes: z.optional(z.string()),
    avoid: z.optional(z.string()),
    audience: z.optional(z.enum(AUDIENCES)),
  }),
);

export type IdeaBrief = z.infer<typeof ideaBriefSchema>;

export type BriefFault =
  | 'invalid'
  | 'invalidText'
  | 'notesTooLong'
  | 'avoidTooLong'
  | 'unknownAudience';

export function isAudience(value: unknown): value is Audience {
  return (AUDIENCES as readonly unknown[]).includes(value);
}

/**
 * A brief as the API receives it, checked: an object whose notes and things to avoid are
 * strings within their lengths, under the rule for text from outside (readText), and whose
 * audience is known. Blank texts are dropped, and
 * the default audience is not stored, so an empty brief reads as no brief.
 */
export function readBrief(value: unknown): { brief: IdeaBrief } | { fault: BriefFault } {
  if (value === undefined || value === null) return { brief: {} };
  if (typeof value !== 'object' || Array.isArray(value)) return { fault: 'invalid' };
  const { notes, avoid, audience } = value as Record<string, unknown>;
  for (const text of [notes, avoid]) {
    if (text !== undefined && text !== null && typeof text !== 'string')
      return { fault: 'invalid' };
  }
  if (audience !== undefined && audience !== null && !isAudience(audience)) {
    return { fault: 'unknownAudience' };
  }
  const readNotes = readText(typeof notes === 'string' ? notes : '');
  const readAvoid = readText(typeof avoid === 'string' ? avoid : '');
  if ('fault' in readNotes || 'fault' in readAvoid) return { fault: 'invalidText' };
  const trimmedNotes = readNotes.text.trim();
  const trimmedAvoid = readAvoid.text.trim();
  if (trimmedNotes.length > BRIEF_NOTES_MAX) return { fault: 'notesTooLong' };
  if (trimmedAvoid.length > BRIEF_AVOID_MAX) return { fault: 'avoidTooLong' };
  return {
    brief: {
      ...(trimmedNotes ? { notes: trimmedNotes } : {}),
      ...(trimmedAvoid ? { avoid: trimmedAvoid } : {}),
      ...(isAudience(audience) && audience !== DEFAULT_AUDIENCE ? { audience } : {}),
    },
  };
}

/** Whether a brief asks for anything. */
export function isEmptyBrief(brief: IdeaBrief | undefined): boolean {
  return !brief || (!brief.notes && !brief.avoid && !brief.audience);
}
