import { readText } from '@plume/core/text';
import { z } from 'zod';

/** The code of a text refused by core's readText, translated by the web app. */
export const INVALID_TEXT = {
  code: 'errors.invalidText',
  message: 'The text holds a character that is not accepted (NUL, a lone surrogate or a control)',
} as const;

/**
 * A string field of a body or a query under the rule for text from outside (core's
 * readText, decision 025): refused with errors.invalidText (throwBadRequest reads the
 * code from the issue), else handed on without its control characters. `schema` checks
 * the text as received, lengths included.
 */
export function boundaryText<T extends z.ZodType<string>>(schema: T) {
  return schema.transform((value, context) => {
    const read = readText(value);
    if ('text' in read) return read.text;
    context.addIssue({ code: 'custom', message: INVALID_TEXT.message, params: INVALID_TEXT });
    return z.NEVER;
  });
}
