import type { CardSource, CardType, CardVisibility } from '@plume/core/bible';
import type { Gender, IdeaBrief, IdeaElements } from '@plume/core/generation';
import type { StoryPlan } from '@plume/core/generation/server';
import type { Language } from '@plume/core/i18n';
import type { OutlineBeat, StructureId } from '@plume/core/outline';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Mails sent through the embedded outbox transport: kept in the database so they can be
 * read at the dev mailbox instead of leaving the machine.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

/*
 * Accounts: the tables better-auth's Drizzle adapter reads and writes, keyed by its model
 * names in auth/create-auth.ts. Ids are better-auth's random strings.
 */

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One row per way of signing in; ours is the 'credential' provider holding the hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** Password-reset tokens, stored hashed: the identifier is a digest of the token. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verifications_identifier_idx').on(table.identifier),
    index('verifications_value_idx').on(table.value),
  ],
);

/** better-auth's rate-limit counters, in the database so every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Our own fixed-window counters for limits better-auth cannot key, such as per user. */
export const attemptLimits = pgTable('attempt_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * One balance per user; -1 means unlimited (docs/PRODUCT.md, Credits and holds). Created
 * in the sign-up transaction, through better-auth's adapter, hence the id column its models
 * all have.
 */
export const credits = pgTable('credits', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The writer's ideas: genres are French canonical labels (docs/PRODUCT.md, Genres). The
 * lead's gender is kept so the next prompt can alternate it (docs/PRODUCT.md, Prompt rules).
 */
export const generationHistory = pgTable(
  'generation_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The idea's text: the engine's, or the writer's once they edit it. */
    idea: text('idea').notNull(),
    /**
     * The engine's text of an idea its writer edited, kept for "restore the original"
     * (docs/PRODUCT.md, Editing an idea); null while the text is the engine's.
     */
    originalIdea: text('original_idea'),
    genres: text('genres').array().notNull(),
    mode: text('mode').notNull(),
    style: text('style').notNull().default('moderne'),
    /**
     * The language the idea is written in, which may differ from the interface's. Ideas
     * saved before it was stored get theirs from their text when the database is migrated
     * (db/idea-languages.ts); until then it is null.
     */
    language: text('language').$type<Language>(),
    /** The lead's gender, which decides the next lead's (docs/PRODUCT.md, Prompt rules). */
    leadGender: text('lead_gender').$type<Gender>(),
    /** The idea this one was developed from; cleared when that one is deleted. */
    parentId: uuid('parent_id').references((): AnyPgColumn => generationHistory.id, {
      onDelete: 'set null',
    }),
    /** The idea this one was redrawn from, keeping some of its elements; cleared when that one is deleted. */
    redrawnFrom: uuid('redrawn_from').references((): AnyPgColumn => generationHistory.id, {
      onDelete: 'set null',
    }),
    /** The batch the idea was written in, three at once for one credit; null when alone. */
    batchId: uuid('batch_id'),
    /** Its place in the batch, from 0. */
    batchIndex: smallint('batch_index'),
    /** The built-in engine's plan of the idea (core's StoryPlan); null for an AI's idea. */
    plan: jsonb('plan').$type<StoryPlan>(),
    /**
     * The idea's story elements (core's IdeaElements), read when it was saved. Ideas saved
     * before they were stored get theirs from their plan or text when the database is
     * migrated (db/idea-elements.ts); until then it is null.
     */
    elements: jsonb('elements').$type<IdeaElements>(),
    /** What the writer asked besides genres, mode and style (core's IdeaBrief); null if nothing. */
    brief: jsonb('brief').$type<IdeaBrief>(),
    /** Starred by the writer: kept apart from the other ideas and exported together. */
    favourite: boolean('favourite').notNull().default(false),
    /** The writer's private note on the idea; empty when none. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The distinct words of the idea, of its brief's notes and of the writer's note,
     * normalized (core's searchWordsOf): what the history search matches the terms against,
     * through history_words.
     */
    searchWords: text('search_words').array().notNull(),
  },
  (table) => [
    // Read backwards, a page of the newest entries in the order the history lists them.
    index('generation_history_user_created_idx').on(table.userId, table.createdAt, table.id),
    // A search that names a mode or a style ("rapide", "poétique"): that writer's entries of
    // it, newest first, from the index alone rather than from every row of the writer.
    index('generation_history_user_mode_idx').on(
      table.userId,
      table.mode,
      table.createdAt,
      table.id,
    ),
    index('generation_history_user_style_idx').on(
      table.userId,
      table.style,
      table.createdAt,
      table.id,
    ),
    index('generation_history_genres_idx').using('gin', table.genres),
    index('generation_history_search_words_idx').using('gin', table.searchWords),
    // What an idea was developed into, and the foreign key's own lookups on a deletion.
    index('generation_history_parent_idx').on(table.parentId),
    // What an idea was redrawn into, likewise.
    index('generation_history_redrawn_from_idx').on(table.redrawnFrom),
    // The favourites filter: a writer's few starred ideas, newest first.
    index('generation_history_favourite_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.favourite}`),
    // The ideas whose language is still to be read from their text, found at once.
    index('generation_history_language_unknown_idx')
      .on(table.id)
      .where(sql`${table.language} is null`),
    // The ideas whose elements are still to be read from their plan or text, likewise.
    index('generation_history_elements_unknown_idx')
      .on(table.id)
      .where(sql`${table.elements} is null`),
  ],
);

/**
 * An idea's read-only link (docs/PRODUCT.md, Share links; decision 038). The token is never
 * stored: `token_hash` finds the link from it, and the token is made again for its writer
 * from `salt` and the server's secret, so a copy of the database opens no link. Deleting
 * the idea or the account deletes the link; turning it off deletes the row.
 */
export const ideaShares = pgTable(
  'idea_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id')
      .notNull()
      .unique()
      .references(() => generationHistory.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    withBible: boolean('with_bible').notNull().default(false),
    withOutline: boolean('with_outline').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A writer's links, for the data export.
  (table) => [index('idea_shares_user_idx').on(table.userId)],
);

/**
 * What a crossed idea was written from (docs/PRODUCT.md, Crossing): each source idea, in
 * the order the writer gave them. Deleting either idea deletes the link.
 */
export const ideaCrosses = pgTable(
  'idea_crosses',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => generationHistory.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => generationHistory.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ideaId, table.sourceId] }),
    // The ideas crossed from an idea, and the foreign key's own lookups on a deletion.
    index('idea_crosses_source_idx').on(table.sourceId),
  ],
);

/**
 * The cards of the writers' story bibles (docs/PRODUCT.md, The story bible; decision 030).
 * A bible belongs to a line of ideas, so each card is keyed by the line's first idea
 * (bible/line-of-ideas.ts); deleting that idea hands the cards on to the ideas developed
 * from it (bible/hand-on-cards.ts) before the cascade removes what is left.
 */
export const storyCards = pgTable(
  'story_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first idea of the line whose bible holds the card. */
    lineId: uuid('line_id')
      .notNull()
      .references(() => generationHistory.id, { onDelete: 'cascade' }),
    /** Where the card stands in its bible: the order it was made in, the lead first. */
    position: integer('position').notNull(),
    type: text('type').$type<CardType>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The idea the card was made from, cleared when that idea is deleted. */
    originIdeaId: uuid('origin_idea_id').references(() => generationHistory.id, {
      onDelete: 'set null',
    }),
    /** The element of that idea: `lead`, `cast.0`, `setting`... */
    originElement: text('origin_element'),
    source: text('source').$type<CardSource>().notNull(),
    visibility: text('visibility').$type<CardVisibility>().notNull(),
    /** The fields kept from the engines. */
    hidden: text('hidden').array().notNull(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull(),
    /** The type's own values: a person's gender and part, and every free-text field. */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    summary: text('summary').notNull(),
    /** The writer's private notes, never sent to an engine. */
    notes: text('notes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A line's cards in their order.
    index('story_cards_line_idx').on(table.lineId, table.position),
    // The foreign key's own lookups when an idea the cards came from is deleted.
    index('story_cards_origin_idx').on(table.originIdeaId),
    // A writer's cards, for the data export.
    index('story_cards_user_idx').on(table.userId),
  ],
);

/**
 * An idea's outline (docs/PRODUCT.md, Outlines): one per idea, deleted with it. Its beats
 * are one value, read and written whole (at most OUTLINE_BEATS_MAX), in a transaction that
 * locks the row: an edit never loses another's (docs/decisions/035).
 */
export const outlines = pgTable(
  'outlines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id')
      .notNull()
      .unique()
      .references(() => generationHistory.id, { onDelete: 'cascade' }),
    structure: text('structure').$type<StructureId>().notNull(),
    /** The idea's language, which the outline is written and checked in. */
    language: text('language').$type<Language>().notNull(),
    targetWords: integer('target_words').notNull(),
    /** The beats in the order of the story (core's OutlineBeat). */
    beats: jsonb('beats').$type<OutlineBeat[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A writer's outlines, for the data export.
  (table) => [index('outlines_user_idx').on(table.userId)],
);

/*
 * Kept by triggers on generation_history (migration 0003, docs/decisions/010): whatever
 * inserts or deletes entries, these follow.
 */

/**
 * Every word of every saved idea, once: a search term finds the words it is similar to
 * through history_word_trigrams, then the entries holding them through their search_words.
 * Words of deleted ideas stay; they only match nothing.
 */
export const historyWords = pgTable('history_words', { word: text('word').primaryKey() });

/**
 * Each vocabulary word under each of its trigrams (pg_trgm's show_trgm): a term's similar
 * words are among those sharing one of a few of its trigrams (docs/decisions/010), found
 * with this B-tree instead of computing the similarity with every word.
 */
export const historyWordTrigrams = pgTable(
  'history_word_trigrams',
  { trigram: text('trigram').notNull(), word: text('word').notNull() },
  (table) => [primaryKey({ columns: [table.trigram, table.word] })],
);

/** How many entries each writer has: the total of an unfiltered page, without counting. */
export const historyTotals = pgTable('history_totals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  entries: integer('entries').notNull(),
});

/** How many of a writer's entries carry each genre: the facet behind the filter chips. */
export const historyGenreCounts = pgTable(
  'history_genre_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    genre: text('genre').notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.genre] })],
);

/**
 * A credit set aside while an idea is being written: taken with the decrement, turned into
 * the history entry on success, given back on failure or by the sweeper after a crash. The
 * unique user id allows one generation in flight per writer.
 */
export const creditHolds = pgTable('credit_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** False for unlimited accounts, which are never charged. */
  charged: boolean('charged').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every checkout a writer starts (docs/PRODUCT.md, Purchase): what was bought, for how much
 * (integer cents) and at which provider. The provider's session id is unique, and turning a
 * row from pending to paid happens in the same transaction as the credit, so a purchase is
 * credited once whatever repeats or races (webhooks, success-page confirmations).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the writer deleted their account: the payment is kept for accounting. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The language the writer bought in: the payment page and its return routes use it. */
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    /** Null only between our row and the provider's answer. */
    providerSessionId: text('provider_session_id').unique(),
    /** pending, then paid or cancelled. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('payments_user_created_idx').on(table.userId, table.createdAt)],
);
