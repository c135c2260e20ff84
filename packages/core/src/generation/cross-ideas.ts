import { ELEMENT_NAMES, type ElementName, isElementName } from './idea-elements';

/** How many ideas a cross takes (docs/PRODUCT.md, Crossing). */
export const CROSS_MIN = 2;
export const CROSS_MAX = 3;

export type CrossFault = 'crossCount' | 'unknownElement' | 'crossConflict' | 'crossNothingNew';

/** A source of a cross as the request names it: the idea, and what to keep of it. */
export interface CrossPick {
  from: string;
  keep: readonly string[];
}

/**
 * The picks of a cross, checked before any idea is read: two or three different ideas,
 * elements by their names, none kept from two ideas. Each keep list comes back in the
 * order of ELEMENT_NAMES.
 */
export function readCross(
  picks: readonly CrossPick[],
): { keeps: ElementName[][] } | { fault: CrossFault } {
  const ideas = new Set(picks.map((pick) => pick.from));
  if (picks.length < CROSS_MIN || picks.length > CROSS_MAX || ideas.size !== picks.length) {
    return { fault: 'crossCount' };
  }
  if (!picks.every((pick) => pick.keep.every(isElementName))) return { fault: 'unknownElement' };
  const keeps = picks.map((pick) => ELEMENT_NAMES.filter((name) => pick.keep.includes(name)));
  const all = keeps.flat();
  if (new Set(all).size !== all.length) return { fault: 'crossConflict' };
  return { keeps };
}
