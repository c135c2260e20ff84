import { z } from 'zod/mini';
import { briefReportSchema } from '../generation/brief-report';
import { ideaBriefSchema } from '../generation/idea-brief';
import { ideaElementsSchema } from '../generation/idea-elements';
import { LANGUAGES, type Language } from '../i18n/languages';

/** An idea of the same line: one developed from another, or into another. */
export const relatedIdeaSchema = z.lazy(() => z.object({ id: z.string(), mode: z.string() }));

export type RelatedIdea = z.infer<typeof relatedIdeaSchema>;

/**
 * An idea of the same line by a redraw: one redrawn from another, or into another. Named by
 * its title, since a redraw may keep neither the title nor the mode apart.
 */
export const redrawnIdeaSchema = z.lazy(() => z.object({ id: z.string(), title: z.string() }));

export type RedrawnIdea = z.infer<typeof redrawnIdeaSchema>;

/** A saved idea as the API returns it (docs/PRODUCT.md, Generation API). */
export const historyEntrySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    idea: z.string(),
    /** French canonical labels, as stored. */
    genres: z.array(z.string()),
    /** The catalogue id of each label, in the same order; null when the catalogue lost it. */
    genreIds: z.array(z.nullable(z.string())),
    mode: z.string(),
    style: z.string(),
    /** The language the idea is written in, which may differ from the interface's. */
    language: z.enum(LANGUAGES),
    /** The idea this one was developed from; null for the others and once that one is deleted. */
    parentId: z.nullable(z.string()),
    /** The mode of the idea this one was developed from, when there is one. */
    parentMode: z.nullable(z.string()),
    /** The ideas developed from this one, oldest first. */
    developments: z.array(relatedIdeaSchema),
    /** The idea this one was redrawn from; null for the others and once that one is deleted. */
    redrawnFrom: z.nullable(redrawnIdeaSchema),
    /** The ideas redrawn from this one, oldest first. */
    redraws: z.array(redrawnIdeaSchema),
    /** The ideas it was crossed from, in the order they were given; absent when not crossed. */
    crossedFrom: z.optional(z.array(redrawnIdeaSchema)),
    /** The ideas crossed from this one, oldest first; absent when none. */
    crossings: z.optional(z.array(redrawnIdeaSchema)),
    /** Its story elements (docs/PRODUCT.md, Story elements). */
    elements: ideaElementsSchema,
    /** What the writer asked besides genres, mode and style; empty when nothing. */
    brief: ideaBriefSchema,
    /**
     * What the built-in engine made of the brief's notes; absent from ideas an AI wrote (it
     * follows the whole brief) and from those written before the engine reported it.
     */
    briefReport: z.optional(briefReportSchema),
    /**
     * The batch it was written in, three at once (docs/PRODUCT.md, Three at once): its id, the
     * idea's place in it from 0, and its size; absent for an idea written alone.
     */
    batch: z.optional(z.object({ id: z.string(), index: z.number(), size: z.number() })),
    /** Whether a read-only link shares it (docs/PRODUCT.md, Share links). */
    shared: z.boolean(),
    /** How many story-bible cards the idea's line holds (docs/PRODUCT.md, The story bible). */
    lineCards: z.number(),
    /** Starred by the writer. */
    favourite: z.boolean(),
    /** The writer's private note; empty when none. */
    note: z.string(),
    /**
     * Whether the writer edited its text (docs/PRODUCT.md, Editing an idea): `idea` is then
     * theirs, and the engine's is kept to be restored.
     */
    edited: z.boolean(),
    createdAt: z.string(),
  }),
);

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** An answer of GET /api/history. */
export const historyPageSchema = z.lazy(() =>
  z.object({
    items: z.array(historyEntrySchema),
    total: z.number(),
    page: z.number(),
    pageCount: z.number(),
    /** Every genre of the writer's history with its count, for the filter chips. */
    genres: z.array(z.object({ label: z.string(), id: z.nullable(z.string()), count: z.number() })),
  }),
);

export type HistoryPage = z.infer<typeof historyPageSchema>;
export type HistoryFacet = HistoryPage['genres'][number];

/** Five entries per page (docs/PRODUCT.md, History). */
export const HISTORY_PAGE_SIZE = 5;

/** What the desk asks GET /api/history for. */
export interface HistoryQuery {
  page: number;
  /** The search text, as typed (the server does the fuzzy matching). */
  q: string;
  /** Genre ids; an entry must have every one. */
  genres: readonly string[];
  /** The language the writer searches in: genre, mode and style names are matched in it. */
  language: Language;
  /** Only the writer's favourites. */
  favourite: boolean;
}
