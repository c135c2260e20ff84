import { z } from 'zod';

/*
 * zValidator's query target hands a parameter given once over as a string and one given
 * again (?genre=a&genre=b) as an array of every value. These shape a parameter before
 * its schema sees it.
 */

/** A parameter read once: its first value, whatever else follows. */
export function singleParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);
}

/** A parameter that may repeat: every value, in order, as an array (empty when absent). */
export function repeatedParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === undefined ? [] : [value].flat()), schema);
}
