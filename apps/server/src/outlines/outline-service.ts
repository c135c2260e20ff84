import { randomUUID } from 'node:crypto';
import { cardsForEngine, type StoryCard } from '@plume/core/bible';
import type { OutlineExportFormat } from '@plume/core/contracts';
import { DEFAULT_STYLE, isMode, isStyle } from '@plume/core/generation';
import { languageOfIdea, type OutlinedIdea, writeOutline } from '@plume/core/generation/server';
import type { RandomSource } from '@plume/core/genres';
import type { Language } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import {
  actsOf,
  DEFAULT_TARGET_WORDS,
  halfway,
  OUTLINE_BEATS_MAX,
  type Outline,
  type OutlineBeat,
  type OutlineChecks,
  type PrintedOutline,
  placeInOrder,
  STRUCTURE_IDS,
  STRUCTURES,
  type StructureId,
  type StructureListing,
  wordsByPosition,
} from '@plume/core/outline';
import {
  type AnswerBeat,
  checkOutline,
  type LockedBeat,
  printedOutline,
} from '@plume/core/outline/server';
import { and, eq } from 'drizzle-orm';
import type { BibleService } from '../bible/bible-service';
import type { Clock } from '../clock';
import type { ChatEngineConfig } from '../config';
import { type Hold, releaseHold, settleHold, takeHold } from '../credits/credit-holds';
import type { Db } from '../db/database';
import { generationHistory, outlines } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { askForOutline, fromAnswer } from './ai-outline';
import { builtInBeats, outlineCards, toOutlineBeat } from './built-in-outline';
import { type ExportedFile, exportOutlineFile, outlineDocumentOf } from './outline-export';
import {
  beatNotFound,
  changeBeats,
  outlineNotFound,
  outlineOfIdea,
  ownOutline,
  toOutline,
} from './outline-store';

export interface OutlineDependencies {
  db: Db;
  /** The AI that writes outlines; null when ideas are written by the built-in engine. */
  chat: ChatEngineConfig | null;
  bible: BibleService;
  genres: Promise<GenreCatalogues>;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
}

/** What writing an outline streams: each beat as it is written, then the saved outline. */
export type OutlineEvent =
  | { type: 'beat'; beat: OutlineBeat }
  /** An AI's answer failed a check and is asked for again. */
  | { type: 'retry' }
  | { type: 'done'; outline: Outline; credits: number };

/** A beat's changes, as the contract reads them. */
export interface BeatChange {
  title?: string | undefined;
  summary?: string | undefined;
  change?: string | undefined;
  pov?: string | null | undefined;
  cast?: string[] | undefined;
  place?: string | null | undefined;
  pct?: number | undefined;
  words?: number | undefined;
  locked?: boolean | undefined;
}

const ideaNotFound = () =>
  new AppError('history.notFound', { message: 'No such idea in your history', status: 404 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields the writer's hand makes the writer's: editing one makes the beat theirs. */
const TEXT_FIELDS = ['title', 'summary', 'change'] as const;

/** The structures in a language, as GET /api/structures lists them. */
export function structureListings(language: Language): StructureListing[] {
  const texts = MESSAGES[language].outline.structures;
  return STRUCTURE_IDS.map((id) => {
    const own = texts[id];
    const beats = own.beats as Record<string, { name: string; purpose: string }>;
    return {
      id,
      name: own.name,
      summary: own.summary,
      goodFor: own.goodFor,
      acts: actsOf(own.acts),
      beats: STRUCTURES[id].beats.map((beat) => ({
        key: beat.key,
        act: beat.act,
        pct: beat.pct,
        name: beats[beat.key]?.name ?? beat.key,
        purpose: beats[beat.key]?.purpose ?? '',
      })),
    };
  });
}

export function createOutlineService(deps: OutlineDependencies) {
  const { db } = deps;

  /** One of the writer's ideas as an outline is written from it. */
  async function outlinedIdea(
    userId: string,
    ideaId: string,
  ): Promise<OutlinedIdea & { notes: string }> {
    const [row] = UUID.test(ideaId)
      ? await db
          .select()
          .from(generationHistory)
          .where(and(eq(generationHistory.id, ideaId), eq(generationHistory.userId, userId)))
      : [];
    if (!row) throw ideaNotFound();
    const language = row.language ?? languageOfIdea(row.idea);
    const catalogues = await deps.genres;
    const { index } = catalogues.forLanguage(language);
    return {
      idea: row.idea,
      language,
      mode: isMode(row.mode) ? row.mode : 'quick',
      style: isStyle(row.style) ? row.style : DEFAULT_STYLE,
      genres: row.genres.map((label) => {
        const id = catalogues.canonical(label)?.id ?? label;
        const genre = index.byId.get(id);
        return { id, name: genre?.name ?? label, description: genre?.description ?? '' };
      }),
      plan: row.plan,
      elements: row.elements,
      notes: row.brief?.notes ?? '',
    };
  }

  /** The line's cards of an idea, its story bible made first when it has none (free). */
  async function cardsOf(userId: string, ideaId: string): Promise<StoryCard[]> {
    const { cards } = await deps.bible.lineCards(userId, ideaId);
    return cards.length > 0 ? cards : (await deps.bible.keepAsCards(userId, ideaId)).cards;
  }

  /** What a document of an outline names besides its beats: its idea's title, its line's cards. */
  async function documentSources(row: { ideaId: string; userId: string }) {
    const [idea] = await db
      .select({ idea: generationHistory.idea })
      .from(generationHistory)
      .where(eq(generationHistory.id, row.ideaId));
    const { cards } = await deps.bible.lineCards(row.userId, row.ideaId);
    return { ideaTitle: idea?.idea.split('\n')[0] ?? '', cards };
  }

  /** Gives the credit back after a failure, whatever happens to the giving back. */
  async function release(hold: Hold) {
    await releaseHold(db, hold, deps.clock()).catch((error: unknown) => {
      // The sweeper gives the credit back once the hold expires (credits/credit-holds.ts).
      deps.logger.error({ err: error, holdId: hold.id }, 'credit hold not released');
    });
  }

  /**
   * The beats an AI writes for `keys` (the structure's beats the outline has, in order),
   * the locked ones given back word for word; `retry` when its first answer failed a check.
   */
  async function* aiBeats(
    chat: ChatEngineConfig,
    idea: OutlinedIdea & { notes: string },
    structure: StructureId,
    cards: StoryCard[],
    keys: readonly string[],
    locked: readonly LockedBeat[],
  ): AsyncGenerator<{ type: 'retry' } | { type: 'beats'; beats: AnswerBeat[] }> {
    const listing = structureListings(idea.language).find((entry) => entry.id === structure);
    const names = new Map(listing?.beats.map((beat) => [beat.key, beat]));
    const people = idea.plan
      ? idea.plan.cast.map((person) => `${person.first} ${person.family}`)
      : [idea.elements?.lead, ...(idea.elements?.cast ?? [])].flatMap((person) =>
          person ? [person.name] : [],
        );
    const known = [
      ...people,
      ...cards.flatMap((card) => (card.type === 'person' ? [card.name, ...card.aliases] : [])),
    ];
    for await (const event of askForOutline(
      chat,
      {
        language: idea.language,
        structure: listing?.name ?? structure,
        beats: keys.map((key) => ({
          key,
          name: names.get(key)?.name ?? key,
          purpose: names.get(key)?.purpose ?? '',
        })),
        idea: idea.idea,
        notes: idea.notes,
        bible: {
          cards: cardsForEngine(cards, { brief: idea.notes, context: idea.idea }),
          pinned: [],
          ideas: [],
        },
        locked,
      },
      { keys, locked, language: idea.language, knownNames: known, idea: idea.idea },
      deps.logger,
    )) {
      yield event.type === 'retry' ? event : { type: 'beats', beats: event.beats };
    }
  }

  return {
    async *create(
      userId: string,
      ideaId: string,
      input: { structure: StructureId; targetWords?: number | undefined },
    ): AsyncGenerator<OutlineEvent> {
      const idea = await outlinedIdea(userId, ideaId);
      if (await outlineOfIdea(db, userId, ideaId)) throw outlineExists();
      const lineCards = await cardsOf(userId, ideaId);
      const cards = outlineCards(idea, lineCards);
      const targetWords = input.targetWords ?? DEFAULT_TARGET_WORDS;
      const hold = await takeHold(db, userId, deps.clock());
      let settled = false;
      try {
        let beats: OutlineBeat[] = [];
        if (deps.chat) {
          const structure = STRUCTURES[input.structure].beats;
          const words = wordsByPosition(
            structure.map((beat) => beat.pct),
            targetWords,
          );
          const keys = structure.map((beat) => beat.key);
          for await (const event of aiBeats(
            deps.chat,
            idea,
            input.structure,
            lineCards,
            keys,
            [],
          )) {
            if (event.type === 'retry') yield event;
            else {
              beats = event.beats.map((beat, index) =>
                fromAnswer(beat, input.structure, lineCards, cards, words[index] ?? 0),
              );
            }
          }
        } else beats = builtInBeats(idea, input.structure, targetWords, cards, deps.random);
        for (const beat of beats) yield { type: 'beat', beat };
        const now = deps.clock();
        const saved = await settleHold(db, hold, async (tx) => {
          const [row] = await tx
            .insert(outlines)
            .values({
              userId,
              ideaId,
              structure: input.structure,
              language: idea.language,
              targetWords,
              beats,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing({ target: outlines.ideaId })
            .returning();
          // Another request outlined the idea meanwhile: this one is refused, uncharged.
          if (!row) throw outlineExists();
          return row;
        });
        settled = true;
        yield { type: 'done', outline: toOutline(saved.saved), credits: saved.credits };
      } finally {
        // Refused, failed or abandoned (the writer left the stream): the credit goes back.
        if (!settled) await release(hold);
      }
    },

    async read(userId: string, ideaId: string): Promise<Outline> {
      if (!UUID.test(ideaId)) throw ideaNotFound();
      const row = await outlineOfIdea(db, userId, ideaId);
      if (row) return toOutline(row);
      await outlinedIdea(userId, ideaId);
      throw outlineNotFound();
    },

    async remove(userId: string, outlineId: string): Promise<void> {
      const row = await ownOutline(db, userId, outlineId);
      await db.delete(outlines).where(eq(outlines.id, row.id));
    },

    async updateBeat(
      userId: string,
      outlineId: string,
      beatId: string,
      change: BeatChange,
    ): Promise<OutlineBeat> {
      const named = [change.pov, change.place, ...(change.cast ?? [])].filter(
        (id): id is string => typeof id === 'string',
      );
      if (named.length > 0) {
        // Read before the outline's transaction: an outline's idea never changes, and on
        // PGlite a query beside an open transaction would wait for it.
        const { ideaId } = await ownOutline(db, userId, outlineId);
        const { cards } = await deps.bible.lineCards(userId, ideaId);
        const known = new Set(cards.map((card) => card.id));
        if (!named.every((id) => known.has(id))) throw unknownCard();
      }
      const { result } = await changeBeats(db, userId, outlineId, deps.clock(), async (row) => {
        const beat = row.beats.find((entry) => entry.id === beatId);
        if (!beat) throw beatNotFound();
        const defined = Object.fromEntries(
          Object.entries(change).filter(([, value]) => value !== undefined),
        ) as Partial<OutlineBeat>;
        const rewritten = TEXT_FIELDS.some(
          (field) => defined[field] !== undefined && defined[field] !== beat[field],
        );
        const updated: OutlineBeat = {
          ...beat,
          ...defined,
          ...(change.cast ? { cast: [...new Set(change.cast)] } : {}),
          source: rewritten ? 'writer' : beat.source,
        };
        return {
          beats: row.beats.map((entry) => (entry.id === beatId ? updated : entry)),
          result: updated,
        };
      });
      return result;
    },

    async addBeat(
      userId: string,
      outlineId: string,
      input: { after: string | null; title: string; summary?: string | undefined },
    ): Promise<OutlineBeat> {
      const { result } = await changeBeats(db, userId, outlineId, deps.clock(), async (row) => {
        if (row.beats.length >= OUTLINE_BEATS_MAX) throw tooManyBeats();
        const index = input.after === null ? -1 : row.beats.findIndex((b) => b.id === input.after);
        if (input.after !== null && index === -1) throw beatNotFound();
        const before = row.beats[index];
        const next = row.beats[index + 1];
        const beat: OutlineBeat = {
          id: randomUUID(),
          key: null,
          act: before?.act ?? next?.act ?? 1,
          title: input.title,
          summary: input.summary ?? '',
          change: '',
          pov: before?.pov ?? next?.pov ?? null,
          cast: [],
          place: before?.place ?? next?.place ?? null,
          pct: halfway(before?.pct ?? 0, next?.pct ?? 100),
          words: 0,
          locked: false,
          source: 'writer',
        };
        const beats = [...row.beats];
        beats.splice(index + 1, 0, beat);
        return { beats, result: beat };
      });
      return result;
    },

    async deleteBeat(userId: string, outlineId: string, beatId: string): Promise<void> {
      await changeBeats(db, userId, outlineId, deps.clock(), async (row) => {
        if (!row.beats.some((beat) => beat.id === beatId)) throw beatNotFound();
        return { beats: row.beats.filter((beat) => beat.id !== beatId), result: undefined };
      });
    },

    async reorder(userId: string, outlineId: string, order: readonly string[]): Promise<Outline> {
      const { row } = await changeBeats(db, userId, outlineId, deps.clock(), async (current) => {
        const byId = new Map(current.beats.map((beat) => [beat.id, beat]));
        const complete =
          order.length === current.beats.length &&
          new Set(order).size === order.length &&
          order.every((id) => byId.has(id));
        if (!complete) throw invalidOrder();
        return {
          beats: placeInOrder(
            order.map((id) => byId.get(id) as OutlineBeat),
            current.structure,
          ),
          result: undefined,
        };
      });
      return toOutline(row);
    },

    async *redraw(userId: string, outlineId: string): AsyncGenerator<OutlineEvent> {
      const current = await ownOutline(db, userId, outlineId);
      const redrawn = new Map(
        current.beats
          .filter((beat) => !beat.locked && beat.key !== null)
          .map((beat) => [beat.key as string, beat.summary]),
      );
      if (redrawn.size === 0) {
        throw new AppError('outline.nothingToRedraw', {
          message: 'Every beat of the structure is locked: unlock one to redraw it',
          status: 400,
        });
      }
      const idea = await outlinedIdea(userId, current.ideaId);
      const lineCards = await cardsOf(userId, current.ideaId);
      const cards = outlineCards(idea, lineCards);
      const hold = await takeHold(db, userId, deps.clock());
      let settled = false;
      try {
        const byKey = new Map<string, OutlineBeat>();
        if (deps.chat) {
          const keyed = current.beats.filter((beat) => beat.key !== null);
          const locked = keyed
            .filter((beat) => beat.locked)
            .map(({ key, title, summary, change }) => ({
              key: key as string,
              title,
              summary,
              change,
            }));
          const keys = keyed.map((beat) => beat.key as string);
          for await (const event of aiBeats(
            deps.chat,
            idea,
            current.structure,
            lineCards,
            keys,
            locked,
          )) {
            if (event.type === 'retry') yield event;
            else {
              for (const beat of event.beats) {
                byKey.set(beat.key, fromAnswer(beat, current.structure, lineCards, cards, 0));
              }
            }
          }
        } else {
          const drafts = writeOutline(
            idea,
            { structure: current.structure, redraw: redrawn },
            deps.random,
          );
          for (const draft of drafts) {
            byKey.set(draft.key, toOutlineBeat(draft, current.structure, idea.language, cards, 0));
          }
        }
        const fresh = (beat: OutlineBeat): OutlineBeat => {
          const written = beat.locked || beat.key === null ? undefined : byKey.get(beat.key);
          if (!written) return beat;
          return { ...written, id: beat.id, act: beat.act, pct: beat.pct, words: beat.words };
        };
        for (const beat of current.beats) {
          const next = fresh(beat);
          if (next !== beat) yield { type: 'beat', beat: next };
        }
        const now = deps.clock();
        const saved = await settleHold(db, hold, async (tx) => {
          // Read again under the lock: a beat locked meanwhile keeps its words.
          const row = await ownOutline(tx, userId, outlineId, true);
          const [updated] = await tx
            .update(outlines)
            .set({ beats: row.beats.map(fresh), updatedAt: now })
            .where(eq(outlines.id, row.id))
            .returning();
          return updated ?? row;
        });
        settled = true;
        yield { type: 'done', outline: toOutline(saved.saved), credits: saved.credits };
      } finally {
        if (!settled) await release(hold);
      }
    },

    async checks(userId: string, outlineId: string): Promise<OutlineChecks> {
      const row = await ownOutline(db, userId, outlineId);
      const { cards } = await deps.bible.lineCards(userId, row.ideaId);
      return { findings: checkOutline(toOutline(row), cards) };
    },

    async exportFile(
      userId: string,
      outlineId: string,
      format: OutlineExportFormat,
    ): Promise<ExportedFile> {
      const row = await ownOutline(db, userId, outlineId);
      return exportOutlineFile(toOutline(row), { format, ...(await documentSources(row)) });
    },

    /** The outline of one of the writer's ideas laid out for the print view. */
    async printed(userId: string, ideaId: string): Promise<PrintedOutline> {
      if (!UUID.test(ideaId)) throw ideaNotFound();
      const row = await outlineOfIdea(db, userId, ideaId);
      if (!row) throw outlineNotFound();
      const { document, labels } = outlineDocumentOf(toOutline(row), await documentSources(row));
      return printedOutline(document, labels);
    },
  };
}

export type OutlineService = ReturnType<typeof createOutlineService>;

const outlineExists = () =>
  new AppError('outline.exists', { message: 'This idea already has an outline', status: 409 });

const unknownCard = () =>
  new AppError('outline.unknownCard', {
    message: "A person or place that is not a card of this idea's story bible",
    status: 400,
  });

const tooManyBeats = () =>
  new AppError('outline.tooManyBeats', {
    message: `An outline holds at most ${OUTLINE_BEATS_MAX} beats`,
    status: 400,
  });

const invalidOrder = () =>
  new AppError('outline.invalidOrder', {
    message: 'The order must list every beat of the outline once',
    status: 400,
  });
