import { z } from 'zod/mini';
import { readText } from '../text/boundary-text';

/*
 * Field schemas the contracts share. A refusal that has a code of its own carries it in
 * its issue's params (`{ code, message }`); the server's validation hook answers with it.
 */

/** The refusal of a text holding NUL, a lone surrogate (decision 025). */
export const INVALID_TEXT = {
  code: 'errors.invalidText',
  message: 'The text holds a character that is not accepted (NUL, a lone surrogate or a control)',
} as const;

/**
 * A string under the rule for text from outside (core's readText, decision 025): refused
 * with errors.invalidText, else handed on without its control characters. `schema`
 * checks the text as received, lengths included.
 */
export function boundaryText(schema: z.ZodMiniType<string, string>) {
  return z.pipe(
    schema,
    z.transform((value: string, context) => {
      const read = readText(value);
      if ('text' in read) return read.text;
      context.issues.push({
        code: 'custom',
        message: INVALID_TEXT.message,
        input: value,
        params: INVALID_TEXT,
      });
      return z.NEVER;
    }),
  );
}

/** A text of at most `max` UTF-16 units, under the rule for text from outside. */
export function text(max: number) {
  return boundaryText(z.string().check(z.maxLength(max)));
}

/*
 * A query hands a parameter given once over as a string and one given again
 * (?genre=a&genre=b) as an array of every value. These shape a parameter before its
 * schema sees it.
 */

/** A parameter read once: its first value, whatever else follows. */
export function singleParam<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value[0] : value)),
    schema,
  );
}

/** A parameter that may repeat: every value, in order, as an array (empty when absent). */
export function repeatedParam<T extends z.ZodMiniType<unknown, unknown[]>>(schema: T) {
  return z.pipe(
    z.transform((value: unknown): unknown[] => (value === undefined ? [] : [value].flat())),
    schema,
  );
}

/** A whole number written in a query, at most nine digits. */
export const integerParam = z.lazy(() =>
  z.pipe(z.string().check(z.regex(/^-?\d{1,9}$/, 'must be an integer')), z.transform(Number)),
);

/**
 * A row's id in a path: the ids we make are UUIDs or better-auth's letters and digits, so
 * anything else (NUL, slashes, a megabyte) is refused before it reaches a query.
 */
export const idParam = z.lazy(() =>
  z.string().check(z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
);
