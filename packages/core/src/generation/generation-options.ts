import type { Language } from '../i18n/languages';

/** docs/PRODUCT.md, Modes. */
export const MODES = ['quick', 'random-genres', 'key-points', 'detailed'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE: Mode = 'quick';

export const STYLES = [
  'moderne',
  'classique',
  'poetique',
  'minimaliste',
  'dramatique',
  'humoristique',
] as const;
export type Style = (typeof STYLES)[number];
export const DEFAULT_STYLE: Style = 'moderne';

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

export function isStyle(value: unknown): value is Style {
  return typeof value === 'string' && (STYLES as readonly string[]).includes(value);
}

/** The lead character's gender, which every prompt must fix (docs/PRODUCT.md, Prompt rules). */
export type Gender = 'feminine' | 'masculine';

/** The last 5 ideas are the context, the last 3 decide the lead (docs/PRODUCT.md, Prompt rules). */
export const CONTEXT_ENTRIES = 5;
export const GENDER_WINDOW = 3;

/**
 * The sections of each structured mode (docs/PRODUCT.md, Modes), in order. quick and
 * random-genres (whose genres are drawn, not its form) are a title and 2 to 3 sentences,
 * without sections.
 */
export const MODE_SECTIONS = {
  quick: [],
  'random-genres': [],
  'key-points': ['characters', 'conflict', 'trigger', 'climax'],
  detailed: ['pitch', 'characters', 'arc', 'themes', 'atmosphere', 'style', 'stakes'],
} as const satisfies Record<Mode, readonly string[]>;

export type SectionId = (typeof MODE_SECTIONS)[Mode][number];

/**
 * Section headings as they appear in an idea, in the language it is written in. Both the
 * prompt (asking the AI to use them) and the offline engine (writing them) use these,
 * and the web app recognizes them to render headings.
 */
export const SECTION_HEADINGS: Record<Language, Record<SectionId, string>> = {
  fr: {
    characters: 'Personnages principaux',
    conflict: 'Conflit central',
    trigger: 'Élément déclencheur',
    climax: 'Point culminant',
    pitch: 'Pitch',
    arc: 'Arc narratif',
    themes: 'Thèmes',
    atmosphere: 'Atmosphère',
    style: 'Style recommandé',
    stakes: 'Enjeux',
  },
  en: {
    characters: 'Main characters',
    conflict: 'Central conflict',
    trigger: 'Inciting incident',
    climax: 'Climax',
    pitch: 'Pitch',
    arc: 'Story arc',
    themes: 'Themes',
    atmosphere: 'Atmosphere',
    style: 'Recommended style',
    stakes: 'Stakes',
  },
  es: {
    characters: 'Personajes principales',
    conflict: 'Conflicto central',
    trigger: 'Detonante',
    climax: 'Clímax',
    pitch: 'Premisa',
    arc: 'Arco narrativo',
    themes: 'Temas',
    atmosphere: 'Atmósfera',
    style: 'Estilo recomendado',
    stakes: 'Lo que está en juego',
  },
};

/** A genre as the prompt and the offline engine use it, in the idea's language. */
export interface PromptGenre {
  id: string;
  name: string;
  description: string;
}

/** First names and family names the idea may use (docs/PRODUCT.md, Prompt rules). */
export interface NameChoices {
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
}
