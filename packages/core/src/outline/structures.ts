/**
 * The story structures an idea can be outlined by (docs/PRODUCT.md, Outlines), declared
 * once: their beats in order, each with its act, its usual position in percent of the
 * story and the parts of a built-in idea's plan it tells. Names, summaries and purposes
 * are messages (`outline.structures.<id>`), in the three languages.
 */

/**
 * What a beat tells of a built-in idea's plan (the language packs' outline templates):
 * - `opening`: the lead in their ordinary life, where and when;
 * - `theme`: what the story is about, said before the lead knows it;
 * - `world`: the lead's world, the second person and what the lead wants;
 * - `incident`: the inciting incident;
 * - `debate`: the lead hesitating, between what they want and their wound;
 * - `commitment`: the lead choosing to go after it;
 * - `ally`: the second person and what binds them to the lead;
 * - `threat1`, `threat2`, `threat3`: the threat's three moves, in order; the first
 *   names the threat's face, the third person, so that nobody is first met at the climax;
 * - `secret`: the secret that comes out;
 * - `stake`: what is at stake, now in plain sight;
 * - `crisis`: the lead at their lowest, the wound reopened;
 * - `twist`: the twist;
 * - `climax`: the climax;
 * - `ending`: what is left after, the last image.
 */
export const BEAT_ROLES = [
  'opening',
  'theme',
  'world',
  'incident',
  'debate',
  'commitment',
  'ally',
  'threat1',
  'threat2',
  'threat3',
  'secret',
  'stake',
  'crisis',
  'twist',
  'climax',
  'ending',
] as const;
export type BeatRole = (typeof BEAT_ROLES)[number];

export interface StructureBeat {
  /** The beat's key, the same in every language (`catalyst`, `midpoint`). */
  key: string;
  /** The act, from 1. */
  act: number;
  /** Where the beat usually falls, in percent of the story. */
  pct: number;
  /** What it tells of a built-in plan, in this order. */
  roles: readonly BeatRole[];
}

export interface Structure {
  id: StructureId;
  acts: number;
  beats: readonly StructureBeat[];
}

export const STRUCTURE_IDS = [
  'three-act',
  'save-the-cat',
  'heros-journey',
  'seven-point',
  'freytag',
  'kishotenketsu',
  'quinary',
  'planteamiento-nudo-desenlace',
] as const;
export type StructureId = (typeof STRUCTURE_IDS)[number];

const beat = (key: string, act: number, pct: number, ...roles: BeatRole[]): StructureBeat => ({
  key,
  act,
  pct,
  roles,
});

export const STRUCTURES: Readonly<Record<StructureId, Structure>> = {
  'three-act': {
    id: 'three-act',
    acts: 3,
    beats: [
      beat('setup', 1, 0, 'opening', 'world'),
      beat('incitingIncident', 1, 10, 'incident'),
      beat('plotPointOne', 1, 25, 'commitment'),
      beat('risingAction', 2, 37, 'threat1', 'threat2'),
      beat('midpoint', 2, 50, 'secret'),
      beat('plotPointTwo', 2, 75, 'threat3', 'crisis'),
      beat('climax', 3, 88, 'twist', 'climax'),
      beat('resolution', 3, 97, 'ending'),
    ],
  },
  // Positions as Blake Snyder's beat sheet gives them for a novel (Jessica Brody).
  'save-the-cat': {
    id: 'save-the-cat',
    acts: 3,
    beats: [
      beat('openingImage', 1, 0, 'opening'),
      beat('themeStated', 1, 3, 'theme'),
      beat('setup', 1, 5, 'world'),
      beat('catalyst', 1, 10, 'incident'),
      beat('debate', 1, 15, 'debate'),
      beat('breakIntoTwo', 2, 20, 'commitment'),
      beat('bStory', 2, 22, 'ally'),
      beat('funAndGames', 2, 30, 'threat1'),
      beat('midpoint', 2, 50, 'secret'),
      beat('badGuysCloseIn', 2, 62, 'threat2'),
      beat('allIsLost', 2, 75, 'threat3'),
      beat('darkNightOfTheSoul', 2, 78, 'crisis'),
      beat('breakIntoThree', 3, 80, 'twist'),
      beat('finale', 3, 90, 'climax'),
      beat('finalImage', 3, 99, 'ending'),
    ],
  },
  'heros-journey': {
    id: 'heros-journey',
    acts: 3,
    beats: [
      beat('ordinaryWorld', 1, 0, 'opening'),
      beat('callToAdventure', 1, 10, 'incident'),
      beat('refusalOfTheCall', 1, 15, 'debate'),
      beat('meetingTheMentor', 1, 20, 'ally'),
      beat('crossingTheThreshold', 1, 25, 'commitment'),
      beat('testsAlliesEnemies', 2, 35, 'threat1'),
      beat('approach', 2, 45, 'threat2'),
      beat('ordeal', 2, 50, 'secret'),
      beat('reward', 2, 60, 'stake'),
      beat('roadBack', 3, 75, 'threat3', 'twist'),
      beat('resurrection', 3, 90, 'climax'),
      beat('returnWithTheElixir', 3, 98, 'ending'),
    ],
  },
  'seven-point': {
    id: 'seven-point',
    acts: 3,
    beats: [
      beat('hook', 1, 0, 'opening'),
      beat('plotTurnOne', 1, 15, 'incident', 'commitment'),
      beat('pinchOne', 2, 35, 'threat1'),
      beat('midpoint', 2, 50, 'secret'),
      beat('pinchTwo', 2, 62, 'threat3'),
      beat('plotTurnTwo', 3, 80, 'twist'),
      beat('resolution', 3, 95, 'climax', 'ending'),
    ],
  },
  freytag: {
    id: 'freytag',
    acts: 5,
    beats: [
      beat('exposition', 1, 0, 'opening', 'world'),
      beat('risingAction', 2, 20, 'incident', 'threat1'),
      beat('climax', 3, 50, 'secret', 'threat2'),
      beat('fallingAction', 4, 75, 'threat3', 'twist'),
      beat('denouement', 5, 92, 'climax', 'ending'),
    ],
  },
  kishotenketsu: {
    id: 'kishotenketsu',
    acts: 4,
    beats: [
      beat('ki', 1, 0, 'opening', 'world'),
      beat('sho', 2, 25, 'incident', 'threat1'),
      beat('ten', 3, 50, 'secret', 'twist'),
      beat('ketsu', 4, 80, 'climax', 'ending'),
    ],
  },
  // The schéma quinaire French schools teach: an initial state, a disruption, the
  // adventures it sets off, what resolves them, and the final state.
  quinary: {
    id: 'quinary',
    acts: 3,
    beats: [
      beat('initialSituation', 1, 0, 'opening', 'world'),
      beat('disruption', 2, 10, 'incident'),
      beat('adventures', 2, 30, 'threat1', 'secret', 'threat3'),
      beat('resolution', 2, 80, 'twist', 'climax'),
      beat('finalSituation', 3, 95, 'ending'),
    ],
  },
  'planteamiento-nudo-desenlace': {
    id: 'planteamiento-nudo-desenlace',
    acts: 3,
    beats: [
      beat('planteamiento', 1, 0, 'opening', 'incident'),
      beat('nudo', 2, 25, 'threat1', 'secret', 'threat3'),
      beat('desenlace', 3, 85, 'twist', 'climax', 'ending'),
    ],
  },
};

export function isStructureId(value: unknown): value is StructureId {
  return (STRUCTURE_IDS as readonly unknown[]).includes(value);
}

/** A structure's beat by its key, if it has one. */
export function structureBeat(structure: StructureId, key: string): StructureBeat | undefined {
  return STRUCTURES[structure].beats.find((entry) => entry.key === key);
}

/** A structure's act labels in order, from the catalogue's `acts` (keyed 1, 2, 3...). */
export function actsOf(acts: Readonly<Record<string, string>>): string[] {
  return Object.keys(acts)
    .sort((a, b) => Number(a) - Number(b))
    .map((act) => acts[act] as string);
}
