import type { Outline, OutlineBeat } from '@plume/core/outline';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Shuffle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Spinner } from '../../../components/spinner';
import { useCredits } from '../../../lib/credits';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import {
  beatSaveKey,
  refreshChecks,
  useDeleteBeat,
  useDeleteOutline,
  useOutlineCards,
  useOutlineChecks,
  useReorderBeats,
  useStructures,
} from '../api/outlines';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useWriteOutline } from '../hooks/use-write-outline';
import { actRuns, moveTo } from '../utils/beat-order';
import { AddBeat } from './add-beat';
import { BeatCard, beatDomId, moveButtonId } from './beat-card';
import type { BeatCards } from './beat-people';
import { ChecksPanel } from './checks-panel';
import { OutlineExports } from './outline-exports';
import { type OutlinedIdea, OutlineLoading } from './outline-loading';
import { StoryShapeFigure } from './story-shape-figure';

/**
 * Where the focus goes once the list has been drawn again (a beat moved to another act is
 * drawn anew, and one moved in its act may lose the focus): an element by its id, and
 * whether to bring it into view (a beat the writer is taken to).
 */
type FocusRequest = { elementId: string; scroll?: boolean };

/**
 * An outline to work on (docs/PRODUCT.md, Outlines): what it is (structure, length, beats)
 * with its redraw, exports and deletion; the picture of its shape; its acts, each a
 * section of beat cards (one act open at a time on a phone); and its checks beside them.
 */
export function OutlineEditor({ outline, idea }: { outline: Outline; idea: OutlinedIdea }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const structures = useStructures(language);
  const listing = structures.data?.find((structure) => structure.id === outline.structure);
  const cards = useOutlineCards(idea.id, true);
  const checks = useOutlineChecks(outline.id);
  const credits = useCredits();
  const reorder = useReorderBeats(outline);
  const deleteBeat = useDeleteBeat(outline);
  const deleteOutline = useDeleteOutline(outline);
  const redraw = useWriteOutline();
  const narrow = useNarrowScreen();
  const number = new Intl.NumberFormat(language);

  const [openAct, setOpenAct] = useState(outline.beats[0]?.act ?? 1);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  // A redraw draws every beat card anew, so that none keeps the text it was typed with.
  const [round, setRound] = useState(0);
  const [redrawn, setRedrawn] = useState<ReadonlySet<string>>(new Set());
  const flushers = useRef(new Set<() => void>());
  const registerFlush = useCallback((flush: () => void) => {
    flushers.current.add(flush);
    return () => void flushers.current.delete(flush);
  }, []);

  // While a redraw streams, its beats show in place of those they replace.
  const streamed = new Map(redraw.beats.map((beat) => [beat.id, beat]));
  const beats = redraw.writing
    ? outline.beats.map((beat) => streamed.get(beat.id) ?? beat)
    : outline.beats;
  const ids = beats.map((beat) => beat.id);
  const redrawable = outline.beats.some((beat) => !beat.locked && beat.key !== null);
  const farBeatIds = new Set(
    (checks.data ?? []).flatMap((finding) =>
      finding.kind === 'farFromPosition' && finding.beatId ? [finding.beatId] : [],
    ),
  );
  const cardsOf: BeatCards | undefined = cards.data && {
    people: cards.data.filter((card) => card.type === 'person'),
    places: cards.data.filter((card) => card.type === 'place'),
  };

  useEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(focusRequest.elementId);
    if (!target) return;
    setFocusRequest(null);
    target.focus();
    if (focusRequest.scroll) {
      target.scrollIntoView({
        block: 'start',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    }
  });

  if (!listing) {
    if (structures.isError) {
      return (
        <div role="alert" className="grid justify-items-start gap-3 py-6">
          <p>{t('outline.ui.structuresError')}</p>
          <button
            type="button"
            onClick={() => void structures.refetch()}
            className={`${secondaryButton} px-3`}
          >
            {t('outline.ui.retry')}
          </button>
        </div>
      );
    }
    return <OutlineLoading label={t('outline.ui.loading')} />;
  }

  const titleOf = (beat: OutlineBeat) =>
    beat.title || (beat.key ? listing.beats.find((b) => b.key === beat.key)?.name : '') || '';

  /**
   * Moves a beat to a new place and says so. The focus stays on what moved it: the field
   * where Alt and an arrow were pressed (`focusId`), else the button pressed.
   */
  function move(beatId: string, to: number, step?: -1 | 1, focusId?: string) {
    const from = ids.indexOf(beatId);
    const beat = beats[from];
    if (!beat || to < 0 || to >= ids.length || from === to) return;
    reorder.mutate(moveTo(ids, from, to));
    setOpenAct(beat.act);
    setAnnouncement(
      t('outline.ui.moved', { title: titleOf(beat), position: to + 1, count: ids.length }),
    );
    if (focusId) setFocusRequest({ elementId: focusId });
    else if (step) {
      // At either end the button that moved it is disabled: the other one takes the focus.
      const stepNow = to === 0 ? 1 : to === ids.length - 1 ? -1 : step;
      setFocusRequest({ elementId: moveButtonId(beatId, stepNow) });
    }
  }

  /** Takes the writer to a beat: its act opened, the focus on it. */
  function showBeat(beat: Pick<OutlineBeat, 'id' | 'act'>) {
    setOpenAct(beat.act);
    setFocusRequest({ elementId: beatDomId(beat.id), scroll: true });
  }

  async function redrawUnlocked() {
    for (const flush of flushers.current) flush();
    // What was typed before the redraw is saved first, so that it cannot come after.
    while (queryClient.isMutating({ mutationKey: beatSaveKey }) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drawn = new Set(
      outline.beats.filter((beat) => !beat.locked && beat.key !== null).map((beat) => beat.id),
    );
    setRound((count) => count + 1);
    const outcome = await redraw.write({ kind: 'redraw', outlineId: outline.id });
    if (outcome.status !== 'done') return;
    setRound((count) => count + 1);
    setRedrawn(drawn);
    refreshChecks(queryClient, outline.id);
    toast.success(t('outline.ui.redrawn', { count: drawn.size }), { id: `redraw:${outline.id}` });
  }

  const runs = actRuns(beats);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <section
          aria-labelledby="outline-about"
          className="grid gap-4 rounded-xl border border-line bg-surface p-3 sm:p-4"
        >
          <div>
            <h2 id="outline-about" className="text-lg font-semibold">
              {listing.name}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t('outline.ui.about', {
                count: outline.beats.length,
                beats: number.format(outline.beats.length),
                words: number.format(outline.targetWords),
              })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <button
              type="button"
              onClick={() => void redrawUnlocked()}
              disabled={!redrawable || redraw.writing}
              aria-describedby="outline-redraw-note"
              className={primaryButton}
            >
              {redraw.writing ? (
                <Spinner className="size-4" />
              ) : (
                <Shuffle aria-hidden="true" className="size-4" />
              )}
              {t('outline.ui.redraw')}
            </button>
            <p id="outline-redraw-note" className="text-sm text-ink-muted">
              {!redrawable
                ? t('outline.nothingToRedraw')
                : credits.data?.unlimited
                  ? t('outline.ui.redrawFree')
                  : t('outline.ui.redrawPrice')}
            </p>
          </div>
          {/* Always there, so that a screen reader hears the beats as they are redrawn. */}
          <p role="status" className={redraw.writing ? 'text-sm font-medium' : 'sr-only'}>
            {redraw.writing ? t('outline.ui.redrawing', { count: redraw.beats.length }) : ''}
          </p>
          <OutlineExports outlineId={outline.id} ideaId={outline.ideaId} />
          <div className="flex flex-wrap">
            <ConfirmDelete
              question={t('outline.ui.deleteQuestion')}
              confirmLabel={t('outline.ui.deleteConfirm')}
              deleting={deleteOutline.isPending}
              onDelete={() => deleteOutline.mutate()}
              button={{ className: `${secondaryButton} px-3`, label: t('outline.ui.delete') }}
            />
          </div>
        </section>

        <StoryShapeFigure beats={beats} listing={listing} farBeatIds={farBeatIds} />

        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold">{t('outline.ui.beatsTitle')}</h2>
            <AddBeat
              outline={outline}
              after={null}
              label={t('outline.ui.addFirst')}
              onAdded={showBeat}
            />
          </div>
          <p className="text-sm text-ink-muted">{t('outline.ui.moveHint')}</p>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          {beats.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-ink-muted">
              {t('outline.ui.noBeats')}
            </p>
          ) : null}
          <div
            className="grid gap-4"
            aria-busy={redraw.writing}
            inert={redraw.writing}
            data-testid="outline-acts"
          >
            {runs.map((run) => {
              const label = listing.acts[run.act - 1] ?? String(run.act);
              const headingId = `act-${run.start}`;
              const open = !narrow || run.act === openAct;
              return (
                <section
                  key={`${run.act}-${run.start}`}
                  aria-labelledby={headingId}
                  className="grid gap-3"
                >
                  <h3 id={headingId} className="text-lg font-semibold">
                    {narrow ? (
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={`${headingId}-beats`}
                        onClick={() => setOpenAct(open ? 0 : run.act)}
                        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-line bg-surface px-3 text-left"
                      >
                        <span>
                          {label}{' '}
                          <span className="font-sans text-sm font-normal text-ink-muted">
                            {t('outline.ui.beatCount', { count: run.beats.length })}
                          </span>
                        </span>
                        <ChevronDown
                          aria-hidden="true"
                          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                        />
                      </button>
                    ) : (
                      label
                    )}
                  </h3>
                  <ol id={`${headingId}-beats`} hidden={!open} className="grid gap-4">
                    {run.beats.map(({ beat, index }) => (
                      <li
                        key={beat.id}
                        onDragOver={(event) => {
                          if (!dragged) return;
                          event.preventDefault();
                          event.dataTransfer.dropEffect = 'move';
                          setDropTarget(beat.id);
                        }}
                        onDragLeave={() =>
                          setDropTarget((target) => (target === beat.id ? null : target))
                        }
                        onDrop={(event) => {
                          event.preventDefault();
                          if (dragged) move(dragged, index);
                          setDragged(null);
                          setDropTarget(null);
                        }}
                        className={`rounded-xl ${dropTarget === beat.id && dragged !== beat.id ? 'outline-2 outline-offset-2 outline-accent' : ''} ${dragged === beat.id ? 'opacity-60' : ''}`}
                      >
                        <BeatCard
                          key={`${beat.id}:${round}`}
                          outline={outline}
                          beat={beat}
                          index={index}
                          count={beats.length}
                          structureBeat={listing.beats.find((entry) => entry.key === beat.key)}
                          cards={cardsOf}
                          redrawn={redrawn.has(beat.id)}
                          onMove={(step, focusId) => move(beat.id, index + step, step, focusId)}
                          onDragStart={() => setDragged(beat.id)}
                          onDragEnd={() => {
                            setDragged(null);
                            setDropTarget(null);
                          }}
                          registerFlush={registerFlush}
                          onDelete={() => {
                            const neighbour = ids[index + 1] ?? ids[index - 1];
                            deleteBeat.mutate(beat.id, {
                              onSuccess: () => {
                                const next = beats.find((one) => one.id === neighbour);
                                if (next) showBeat(next);
                              },
                            });
                          }}
                          deleting={deleteBeat.isPending && deleteBeat.variables === beat.id}
                          addAfter={
                            <AddBeat
                              outline={outline}
                              after={beat.id}
                              label={t('outline.ui.addAfter')}
                              onAdded={showBeat}
                            />
                          }
                        />
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </div>
      </div>
      <ChecksPanel
        className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
        findings={checks.data}
        loading={checks.isPending}
        failed={checks.isError}
        refreshing={checks.isFetching}
        beats={beats}
        listing={listing}
        onRetry={() => void checks.refetch()}
        onShowBeat={(beatId) => {
          const beat = beats.find((one) => one.id === beatId);
          if (beat) showBeat(beat);
        }}
      />
    </div>
  );
}
