import type {
  CardType,
  ConsistencyFinding,
  LineBibles,
  LineCards,
  PersonCard,
  PlaceCard,
  StoryCard,
  ThingCard,
} from '@plume/core/bible';
import {
  createCard,
  deleteCard,
  ideaConsistency,
  keepAsCards,
  lineCards,
  listLines,
  updateCard,
} from '@plume/core/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/*
 * The story bible's routes (docs/PRODUCT.md, Story bible API): an idea's line of cards,
 * its consistency notes, every bible of the writer (to pin cards from), and the cards
 * themselves.
 */

const bibleKey = ['bible'] as const;
const lineKey = (ideaId: string) => [...bibleKey, 'line', ideaId] as const;
const consistencyKey = (ideaId: string) => [...bibleKey, 'consistency', ideaId] as const;
const linesKey = [...bibleKey, 'lines'] as const;

/** GET /api/history/:id/cards: the cards of the idea's line. */
export async function getLineCards(ideaId: string, signal?: AbortSignal): Promise<LineCards> {
  return callApi(lineCards, { params: { id: ideaId }, signal });
}

/**
 * The cards of an idea's line, asked for once the writer opens them; what keeping the idea
 * as cards answered is shown until then.
 */
export function useLineCards(ideaId: string, enabled: boolean) {
  return useQuery({
    queryKey: lineKey(ideaId),
    queryFn: ({ signal }) => getLineCards(ideaId, signal),
    enabled,
  });
}

/** The line's cards, fetched or from the cache: what regenerating an idea pins. */
export function fetchLineCards(queryClient: QueryClient, ideaId: string): Promise<LineCards> {
  return queryClient.fetchQuery({
    queryKey: lineKey(ideaId),
    queryFn: ({ signal }) => getLineCards(ideaId, signal),
  });
}

/**
 * GET /api/history/:id/consistency: the idea's text against its line's cards. The text is
 * part of the key: once the writer edits it, the notes are read again.
 */
export function useConsistency(ideaId: string, text: string, enabled: boolean) {
  return useQuery({
    queryKey: [...consistencyKey(ideaId), text],
    queryFn: async ({ signal }): Promise<ConsistencyFinding[]> =>
      (await callApi(ideaConsistency, { params: { id: ideaId }, signal })).findings,
    enabled,
  });
}

/** GET /api/cards: every bible of the writer, to pin cards from. */
export function useLineBibles(enabled: boolean) {
  return useQuery({
    queryKey: linesKey,
    queryFn: ({ signal }): Promise<LineBibles> => callApi(listLines, { signal }),
    enabled,
  });
}

/** Every idea's view of a line holding this card shows it as it now is. */
function replaceCard(queryClient: QueryClient, card: StoryCard) {
  queryClient.setQueriesData<LineCards>({ queryKey: [...bibleKey, 'line'] }, (line) =>
    line?.cards.some((other) => other.id === card.id)
      ? { ...line, cards: line.cards.map((other) => (other.id === card.id ? card : other)) }
      : line,
  );
  void queryClient.invalidateQueries({ queryKey: [...bibleKey, 'consistency'] });
  void queryClient.invalidateQueries({ queryKey: linesKey });
}

/** POST /api/history/:id/cards: the idea kept as cards; its line's cards are shown. */
export function useKeepAsCards(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(keepAsCards, { params: { id: ideaId } }),
    meta: { action: `keepAsCards:${ideaId}`, error: { fallback: 'bible.keepError' } },
    onSuccess: ({ lineId, cards }) => {
      queryClient.setQueryData(lineKey(ideaId), { lineId, cards });
      // The other ideas of the line read the new cards too.
      void queryClient.invalidateQueries({ queryKey: bibleKey });
    },
  });
}

/** POST /api/cards: a card of the writer's own in the idea's line. */
export function useCreateCard(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: { type: CardType; name: string }) =>
      (await callApi(createCard, { body: { ideaId, ...card } })).card,
    meta: { action: `createCard:${ideaId}`, error: { fallback: 'bible.createError' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bibleKey }),
  });
}

type Editable<Card> = Partial<
  Omit<Card, 'id' | 'type' | 'origin' | 'source' | 'createdAt' | 'updatedAt'>
>;

/** A change to a card: any of the keys a writer edits, of whichever type. */
export type CardChange = Editable<PersonCard> & Editable<PlaceCard> & Editable<ThingCard>;

/** PATCH /api/cards/:id, as the writer edits a card: no toast on success, the card says. */
export function useUpdateCard(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CardChange) =>
      (await callApi(updateCard, { params: { id: cardId }, body: change })).card,
    meta: { action: `updateCard:${cardId}`, error: { fallback: 'bible.saveError' } },
    onSuccess: (card) => replaceCard(queryClient, card),
  });
}

/** DELETE /api/cards/:id. */
export function useDeleteCard(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteCard, { params: { id: cardId } }),
    meta: {
      action: `deleteCard:${cardId}`,
      success: 'bible.deleted',
      error: { fallback: 'bible.deleteError' },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bibleKey }),
  });
}
