import type { HistoryEntry } from '@plume/core';
import {
  DEFAULT_STYLE,
  isMode,
  type Mode,
  RANDOM_GENRE_DEFAULT,
  RANDOM_GENRE_MAX,
  RANDOM_GENRE_MIN,
  type Style,
} from '@plume/core';
import { useQueryClient } from '@tanstack/react-query';
import { Feather, RefreshCw, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { PanelIcon } from '../../../components/panel-icon';
import { Spinner } from '../../../components/spinner';
import { StyleSelect } from '../../../components/style-select';
import { useCredits } from '../../../lib/credits';
import { fetchLatestEntry } from '../../../lib/history';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useEngine } from '../api/get-engine';
import type { Brief } from '../hooks/use-brief';
import type { Generation, GenerationChoices } from '../hooks/use-generation';
import { BriefFields } from './brief-fields';
import { EngineStatus } from './engine-status';
import { IdeaView } from './idea-view';

export interface GenerationPanelProps {
  /** The genres chosen in the picker, as ids. */
  genreIds: readonly string[];
  /** The mode and style, which a history entry can also set (regenerate from an entry). */
  choices: GenerationChoices;
  /** Notes, things to avoid, audience and the idea's language, kept from idea to idea. */
  brief: Brief;
  generation: Generation;
  /** The story bible cards pinned to the next new idea, by id. */
  pins: readonly string[];
  /** Where the writer pins them, drawn by the desk. */
  pinPicker?: ReactNode;
  /** The story bible of the idea just written, drawn by the desk. */
  bibleOf?: (entry: HistoryEntry) => ReactNode;
}

/** The modes from the simplest to the richest, with chance last. */
const MODE_ORDER: readonly Mode[] = ['quick', 'key-points', 'detailed', 'random-genres'];

function refuse(key: string, message: string) {
  toast.error(message, { id: key });
}

/**
 * The generation panel (docs/PRODUCT.md, "Screens"): mode, style, the random count, the writer's
 * brief, the generate button (also Ctrl/Cmd+Enter), the idea as it streams, and regenerate
 * with the same genres. Every idea is written in the brief's language with its brief.
 */
export function GenerationPanel({
  genreIds,
  choices,
  brief,
  generation,
  pins,
  pinPicker,
  bibleOf,
}: GenerationPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const credits = useCredits();
  const engine = useEngine();
  const { mode, setMode, style, setStyle } = choices;
  const [randomCount, setRandomCount] = useState(String(RANDOM_GENRE_DEFAULT));
  const [regenerateStyle, setRegenerateStyle] = useState<Style>(DEFAULT_STYLE);
  const { generate, refusedForCredits, generating, idea, entry, lastGenres } = generation;
  const ids = useId();
  const asked = { language: brief.ideaLanguage, brief: brief.brief };
  // A new idea is written with the cards pinned to it; developing or redrawing, with its line's.
  const pinned = pins.length > 0 ? { cards: pins } : {};

  /** docs/PRODUCT.md, "Credits and holds": credits first, then the genres (random-genres needs none). */
  function start() {
    if (refusedForCredits()) return;
    if (mode === 'random-genres') {
      const count = Number(randomCount);
      if (!Number.isInteger(count) || count < RANDOM_GENRE_MIN || count > RANDOM_GENRE_MAX) {
        return refuse('generation.invalidRandomCount', t('generation.invalidRandomCount'));
      }
      return void generate({ genres: [], mode, style, randomCount: count, ...asked, ...pinned });
    }
    if (genreIds.length === 0) {
      return refuse('generation.selectGenre', t('generation.selectGenre'));
    }
    void generate({ genres: genreIds, mode, style, ...asked, ...pinned });
  }

  /**
   * The genres of this visit's last idea or, after a reload, of the newest saved one:
   * history is where ideas are remembered.
   */
  async function regenerate() {
    let genres = lastGenres;
    if (!genres) {
      try {
        genres = (await fetchLatestEntry(queryClient, language))?.genres ?? null;
      } catch (error) {
        return showErrorToast(error, { fallback: 'history.fetchError' });
      }
    }
    if (!genres) return refuse('generation.noHistory', t('generation.noHistory'));
    // The remembered genres are a set already drawn: they are written as a quick idea.
    const sameMode = mode === 'random-genres' ? 'quick' : mode;
    void generate({ genres, mode: sameMode, style: regenerateStyle, ...asked, ...pinned });
  }

  // Ctrl/Cmd+Enter generates from anywhere on the desk.
  const latestStart = useRef(start);
  latestStart.current = start;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      latestStart.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      aria-labelledby="generation-title"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PanelIcon icon={Feather} />
          <h2 id="generation-title" className="text-lg font-semibold">
            {t('home.desk.nextIdeaTitle')}
          </h2>
        </div>
        {credits.data ? (
          <p
            className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent"
            data-testid="credit-balance"
          >
            {credits.data.unlimited
              ? t('credits.unlimited')
              : t('credits.balance', { count: credits.data.amount })}
          </p>
        ) : null}
      </div>
      <p className="mt-3 text-sm font-medium text-ink">
        {mode === 'random-genres'
          ? t('generation.randomGenresReady')
          : genreIds.length === 0
            ? t('home.desk.noGenres')
            : t('home.desk.genresReady', { count: genreIds.length })}
      </p>

      <fieldset className="mt-5">
        <legend className={labelStyles}>{t('generation.modeLabel')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {MODE_ORDER.map((candidate) => (
            <label
              key={candidate}
              className="flex cursor-pointer gap-3 rounded-lg border border-line bg-paper p-3 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name={`${ids}-mode`}
                value={candidate}
                checked={mode === candidate}
                onChange={(event) => isMode(event.target.value) && setMode(event.target.value)}
                aria-describedby={`${ids}-${candidate}-hint`}
                className="mt-1 accent-accent"
              />
              <span>
                <span className="block text-sm font-semibold">
                  {t(`generation.modes.${candidate}.label`)}
                </span>
                <span id={`${ids}-${candidate}-hint`} className="block text-xs text-ink-muted">
                  {t(`generation.modes.${candidate}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <StyleSelect
          id={`${ids}-style`}
          label={t('generation.styleLabel')}
          value={style}
          onChange={setStyle}
        />
        {mode === 'random-genres' ? (
          <div>
            <label htmlFor={`${ids}-count`} className={labelStyles}>
              {t('generation.randomCountLabel')}
            </label>
            <input
              id={`${ids}-count`}
              type="number"
              inputMode="numeric"
              min={RANDOM_GENRE_MIN}
              max={RANDOM_GENRE_MAX}
              step={1}
              value={randomCount}
              onChange={(event) => setRandomCount(event.target.value)}
              className={`${inputStyles} mt-1`}
            />
          </div>
        ) : null}
      </div>

      <BriefFields brief={brief} engine={engine.data} />
      {pinPicker}

      <button
        type="button"
        onClick={start}
        disabled={generating}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        className={`${primaryButton} mt-5 w-full`}
      >
        {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
        {generating ? t('generation.generating') : t('generation.generate')}
      </button>
      <p className="mt-2 text-center text-xs text-ink-muted">{t('generation.shortcutHint')}</p>
      <EngineStatus engine={engine.data} generating={generating} />

      {idea ? (
        <IdeaView
          idea={idea}
          generating={generating}
          entry={entry}
          told={generation.told}
          bible={entry && bibleOf ? bibleOf(entry) : undefined}
          onDevelop={(developMode, developStyle) =>
            entry &&
            void generate({
              developFrom: entry.id,
              genres: [],
              mode: developMode,
              style: developStyle,
              ...asked,
            })
          }
          onRedraw={(keep, redrawStyle) =>
            entry &&
            void generate({
              redrawFrom: entry.id,
              keep,
              style: redrawStyle,
              language: entry.language,
            })
          }
        />
      ) : null}

      <div className="mt-6 border-t border-line pt-4">
        <h3 className="text-sm font-semibold">{t('generation.regenerateTitle')}</h3>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:flex-1">
            <StyleSelect
              id={`${ids}-regenerate-style`}
              label={t('generation.regenerateStyleLabel')}
              value={regenerateStyle}
              onChange={setRegenerateStyle}
            />
          </div>
          <button
            type="button"
            onClick={() => void regenerate()}
            disabled={generating}
            className={secondaryButton}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('generation.regenerate')}
          </button>
        </div>
      </div>
    </section>
  );
}
