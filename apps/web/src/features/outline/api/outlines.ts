import type { StoryCard } from '@plume/core/bible';
import {
  addBeat,
  deleteBeat,
  deleteOutline,
  exportOutline,
  lineCards,
  listStructures,
  type OutlineExportFormat,
  outlineChecks,
  readOutline,
  reorderBeats,
  updateBeat,
} from '@plume/core/contracts';
import type { Language } from '@plume/core/i18n';
import type { Outline, OutlineBeat, OutlineFinding, StructureListing } from '@plume/core/outline';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callApi, routeUrl } from '../../../lib/call-api';

/*
 * The outline routes (docs/PRODUCT.md, Outlines API): an idea's outline, the structures
 * to write one by, its beats changed one at a time, its checks and its exports.
 */

const outlineRoot = ['outline'] as const;
export const outlineKey = (ideaId: string) => [...outlineRoot, 'idea', ideaId] as const;
const structuresKey = (language: Language) => [...outlineRoot, 'structures', language] as const;
const cardsKey = (ideaId: string) => [...outlineRoot, 'cards', ideaId] as const;
const checksKey = (outlineId: string) => [...outlineRoot, 'checks', outlineId] as const;

/** The key of the beats' saves: a redraw waits until none is on its way. */
export const beatSaveKey = [...outlineRoot, 'saveBeat'] as const;

/** GET /api/history/:id/outline: the idea's outline, or null when it has none yet. */
export const outlineQuery = (ideaId: string) =>
  queryOptions({
    queryKey: outlineKey(ideaId),
    queryFn: async ({ signal }): Promise<Outline | null> => {
      try {
        return (await callApi(readOutline, { params: { id: ideaId }, signal })).outline;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'outline.notFound') return null;
        throw error;
      }
    },
    // A missing idea is an answer, not a hiccup to try again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export function useOutline(ideaId: string) {
  return useQuery(outlineQuery(ideaId));
}

/** The outline as the page shows it, after a change the server answered. */
export function setOutline(queryClient: QueryClient, outline: Outline | null, ideaId: string) {
  queryClient.setQueryData(outlineKey(ideaId), outline);
}

/** GET /api/structures in the interface's language; the same for everyone, kept a while. */
export function useStructures(language: Language) {
  return useQuery({
    queryKey: structuresKey(language),
    queryFn: async ({ signal }): Promise<StructureListing[]> =>
      (await callApi(listStructures, { query: { language }, signal, expectsSession: false }))
        .structures,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/history/:id/cards: the people and places a beat can name. */
export function useOutlineCards(ideaId: string, enabled: boolean) {
  return useQuery({
    queryKey: cardsKey(ideaId),
    queryFn: async ({ signal }): Promise<StoryCard[]> =>
      (await callApi(lineCards, { params: { id: ideaId }, signal })).cards,
    enabled,
  });
}

/** GET /api/outlines/:id/checks, asked again after every change of the outline. */
export function useOutlineChecks(outlineId: string) {
  return useQuery({
    queryKey: checksKey(outlineId),
    queryFn: async ({ signal }): Promise<OutlineFinding[]> =>
      (await callApi(outlineChecks, { params: { id: outlineId }, signal })).findings,
    staleTime: 0,
  });
}

/** What a change of the outline makes stale: its checks. */
export function refreshChecks(queryClient: QueryClient, outlineId: string) {
  void queryClient.invalidateQueries({ queryKey: checksKey(outlineId) });
}

/** The outline in the cache with one beat as the server now has it. */
function replaceBeat(queryClient: QueryClient, ideaId: string, beat: OutlineBeat) {
  queryClient.setQueryData<Outline | null>(outlineKey(ideaId), (outline) =>
    outline
      ? {
          ...outline,
          beats: outline.beats.map((other) => (other.id === beat.id ? beat : other)),
        }
      : outline,
  );
}

/** What a writer changes of a beat in one PATCH. */
export type BeatChange = Partial<
  Pick<OutlineBeat, 'title' | 'summary' | 'change' | 'pov' | 'cast' | 'place' | 'words' | 'locked'>
>;

/** PATCH /api/outlines/:id/beats/:beatId, as the writer edits: the beat card says how it went. */
export function useUpdateBeat(outline: Outline, beatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: beatSaveKey,
    mutationFn: async (change: BeatChange) =>
      (await callApi(updateBeat, { params: { id: outline.id, beatId }, body: change })).beat,
    meta: { action: `updateBeat:${beatId}`, error: { fallback: 'outline.ui.saveError' } },
    onSuccess: (beat) => {
      replaceBeat(queryClient, outline.ideaId, beat);
      refreshChecks(queryClient, outline.id);
    },
  });
}

/** POST /api/outlines/:id/beats: a beat of the writer's after another, or first. */
export function useAddBeat(outline: Outline) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { after: string | null; title: string }) =>
      (await callApi(addBeat, { params: { id: outline.id }, body: input })).beat,
    meta: { action: `addBeat:${outline.id}`, error: { fallback: 'outline.ui.addError' } },
    onSuccess: (beat, { after }) => {
      queryClient.setQueryData<Outline | null>(outlineKey(outline.ideaId), (current) => {
        if (!current) return current;
        const beats = [...current.beats];
        beats.splice(after === null ? 0 : beats.findIndex((b) => b.id === after) + 1, 0, beat);
        return { ...current, beats };
      });
      refreshChecks(queryClient, outline.id);
    },
  });
}

/** DELETE /api/outlines/:id/beats/:beatId. */
export function useDeleteBeat(outline: Outline) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beatId: string) =>
      callApi(deleteBeat, { params: { id: outline.id, beatId } }).then(() => beatId),
    meta: {
      action: `deleteBeat:${outline.id}`,
      success: 'outline.ui.beatDeleted',
      error: { fallback: 'outline.ui.deleteBeatError' },
    },
    onSuccess: (beatId) => {
      queryClient.setQueryData<Outline | null>(outlineKey(outline.ideaId), (current) =>
        current ? { ...current, beats: current.beats.filter((b) => b.id !== beatId) } : current,
      );
      refreshChecks(queryClient, outline.id);
    },
  });
}

/**
 * PUT /api/outlines/:id/order: the beats in a new order, shown at once; the server's answer
 * then places a moved beat between its neighbours, and a refusal puts the order back.
 */
export function useReorderBeats(outline: Outline) {
  const queryClient = useQueryClient();
  const key = outlineKey(outline.ideaId);
  return useMutation({
    mutationFn: async (order: string[]) =>
      (await callApi(reorderBeats, { params: { id: outline.id }, body: { beats: order } })).outline,
    meta: { action: `reorder:${outline.id}`, error: { fallback: 'outline.ui.moveError' } },
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Outline | null>(key);
      if (before) {
        const byId = new Map(before.beats.map((beat) => [beat.id, beat]));
        const beats = order.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(key, { ...before, beats });
      }
      return { before };
    },
    onError: (_error, _order, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      refreshChecks(queryClient, outline.id);
    },
  });
}

/** DELETE /api/outlines/:id: the idea is left without an outline, to write another. */
export function useDeleteOutline(outline: Outline) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteOutline, { params: { id: outline.id } }),
    meta: {
      action: `deleteOutline:${outline.id}`,
      success: 'outline.ui.deleted',
      error: { fallback: 'outline.ui.deleteError' },
    },
    onSuccess: () => setOutline(queryClient, null, outline.ideaId),
  });
}

/** Where the server exports the outline: a plain link, downloaded with the session cookie. */
export function outlineExportUrl(outlineId: string, format: OutlineExportFormat): string {
  return routeUrl(exportOutline, { id: outlineId }, { format });
}
