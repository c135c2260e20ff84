import { z } from 'zod/mini';
import type { CardType } from '../bible/story-card';
import type { Language } from '../i18n/languages';
import type { PrintedOutline } from '../outline/printed-outline';
import { defineRoute } from './define-route';
import { idParam } from './fields';

/**
 * A share link's token as it appears in `/s/:token`: 43 characters of base64url, 256 bits
 * (docs/PRODUCT.md, Share links). Anything else is a link that never existed.
 */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path of a shared idea's page, the token in place of `:token`. */
export const SHARED_IDEA_PATH = '/s/:token';

export const shareOptionsSchema = z.lazy(() =>
  z.strictObject({
    /** Show the story bible's cards (hidden fields and never-cards left out). */
    bible: z.optional(z.boolean()),
    /** Show the idea's outline, when it has one. */
    outline: z.optional(z.boolean()),
  }),
);

/** A share link as its writer sees it: the URL, when it was made, how often it was opened. */
export const shareSchema = z.lazy(() =>
  z.object({
    url: z.string(),
    createdAt: z.string(),
    views: z.number(),
    bible: z.boolean(),
    outline: z.boolean(),
  }),
);

export type Share = z.infer<typeof shareSchema>;

const ideaParams = () => z.strictObject({ id: idParam });

/**
 * POST /api/history/:id/share: the idea's link, made if there is none, with what it shows;
 * sent again, the same link shows what the new options say.
 */
export const shareIdea = defineRoute({
  method: 'POST',
  path: '/api/history/:id/share',
  signedIn: true,
  schemas: () => ({ params: ideaParams(), body: shareOptionsSchema, response: shareSchema }),
  errors: ['history.notFound'],
});

/** GET /api/history/:id/share: the idea's link, or null when it is not shared. */
export const readShare = defineRoute({
  method: 'GET',
  path: '/api/history/:id/share',
  signedIn: true,
  schemas: () => ({
    params: ideaParams(),
    response: z.object({ share: z.nullable(shareSchema) }),
  }),
  errors: ['history.notFound'],
});

/** DELETE /api/history/:id/share: the link stops working, for good. */
export const stopSharing = defineRoute({
  method: 'DELETE',
  path: '/api/history/:id/share',
  signedIn: true,
  schemas: () => ({ params: ideaParams() }),
  response: 'empty',
  errors: ['history.notFound'],
});

/** A card as a shared page shows it: its name, type and what is not hidden. */
export interface SharedCard {
  type: CardType;
  name: string;
  summary: string;
  /** The card's free-text fields that are filled and not hidden, in the type's order. */
  fields: { field: string; value: string }[];
}

/**
 * What the page of a shared idea shows, and nothing else: no id but the token, no note,
 * no brief, no e-mail, no other idea of its line, no credits.
 */
export interface SharedIdea {
  idea: string;
  language: Language;
  mode: string;
  /** The genres' names in the visitor's language. */
  genres: string[];
  createdAt: string;
  /** The story bible's cards, when the link shows them. */
  cards: SharedCard[] | null;
  /** The outline laid out as the print view lays it, when the link shows it and there is one. */
  outline: PrintedOutline | null;
}
