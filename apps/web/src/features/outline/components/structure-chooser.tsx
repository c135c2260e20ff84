import type { Language } from '@plume/core/i18n';
import {
  DEFAULT_TARGET_WORDS,
  type Outline,
  type StructureId,
  type StructureListing,
  TARGET_WORD_PRESETS,
} from '@plume/core/outline';
import { ChevronDown, ListTree } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { labelStyles } from '../../../components/form-styles';
import { Spinner } from '../../../components/spinner';
import { useCredits } from '../../../lib/credits';
import { useLanguage } from '../../../lib/use-language';
import { useStructures } from '../api/outlines';
import { useWriteOutline } from '../hooks/use-write-outline';

/** The lengths a writer picks from, as TARGET_WORD_PRESETS gives them. */
const LENGTH_NAMES = ['shortStory', 'novella', 'novel'] as const;

const choiceStyles =
  'flex min-h-11 cursor-pointer gap-3 rounded-lg border border-line bg-paper p-3 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-accent';

/** A structure's beats, their names shown and what each is for folded under it. */
function StructureBeats({ structure }: { structure: StructureListing }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-line bg-paper p-3">
      <p className="text-sm font-semibold">{structure.name}</p>
      <p className="mt-1 text-sm text-ink-muted">{structure.summary}</p>
      <p className="mt-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('outline.ui.beatsOf', { count: structure.beats.length })}
      </p>
      <ol className="mt-1 grid gap-1">
        {structure.beats.map((beat, index) => (
          <li key={beat.key}>
            <details className="group rounded-md">
              <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-ink-muted">
                  {index + 1}.
                </span>
                <span className="font-medium">{beat.name}</span>
                <span className="ml-auto shrink-0 text-xs text-ink-muted">
                  {structure.acts[beat.act - 1]}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-2 pb-2 pl-9 text-sm text-ink-muted">{beat.purpose}</p>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The choice of a structure and a length for an idea's outline (docs/PRODUCT.md, Outlines):
 * each structure with what it is good for, the chosen one's beats (what each is for
 * folded), a short story, a novella or a novel, and the price; confirmed, the outline is
 * written for a credit, its beats shown as they stream. `onWritten` follows a written
 * outline, `onExists` an idea that turned out to have one.
 */
export function StructureChooser({
  id,
  ideaId,
  ideaLanguage,
  onWritten,
  onExists,
}: {
  /** The form's id, which the button that opens it controls. */
  id?: string;
  ideaId: string;
  /** The idea's language, which its beats are written in. */
  ideaLanguage: Language;
  onWritten: (outline: Outline) => void;
  onExists: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const structures = useStructures(language);
  const credits = useCredits();
  const writer = useWriteOutline();
  const [chosen, setChosen] = useState<StructureId | null>(null);
  const [targetWords, setTargetWords] = useState<number>(DEFAULT_TARGET_WORDS);
  const list = structures.data ?? [];
  const structure = list.find((one) => one.id === chosen) ?? list[0];
  const number = new Intl.NumberFormat(language);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!structure || writer.writing) return;
    const outcome = await writer.write({
      kind: 'create',
      ideaId,
      structure: structure.id,
      targetWords,
    });
    if (outcome.status === 'done') onWritten(outcome.written.outline);
    else if (outcome.status === 'exists') onExists();
  }

  return (
    <form
      id={id}
      onSubmit={submit}
      aria-labelledby={`${ids}-intro`}
      aria-busy={writer.writing}
      className="@container grid min-w-0 gap-4 rounded-lg border border-line bg-surface p-3 sm:p-4"
    >
      <p id={`${ids}-intro`} className="text-sm text-ink-muted">
        {t('outline.ui.chooseIntro')}
      </p>
      {structures.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('outline.ui.structuresLoading')}
        </p>
      ) : structures.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{t('outline.ui.structuresError')}</p>
          <button
            type="button"
            onClick={() => void structures.refetch()}
            className={`${secondaryButton} px-3`}
          >
            {t('outline.ui.retry')}
          </button>
        </div>
      ) : (
        <>
          <fieldset disabled={writer.writing} className="min-w-0">
            <legend className={labelStyles}>{t('outline.ui.structureLegend')}</legend>
            <div className="mt-2 grid gap-2 @lg:grid-cols-2">
              {list.map((candidate) => (
                <label key={candidate.id} className={choiceStyles}>
                  <input
                    type="radio"
                    name={`${ids}-structure`}
                    value={candidate.id}
                    checked={structure?.id === candidate.id}
                    onChange={() => setChosen(candidate.id)}
                    aria-describedby={`${ids}-${candidate.id}-good`}
                    className="mt-1 accent-accent"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold">{candidate.name}</span>
                    <span
                      id={`${ids}-${candidate.id}-good`}
                      className="block text-xs text-ink-muted"
                    >
                      {candidate.goodFor}
                    </span>
                    <span className="mt-1 block text-xs font-medium text-ink-muted">
                      {t('outline.ui.beatCount', { count: candidate.beats.length })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {structure ? <StructureBeats structure={structure} /> : null}
          <fieldset disabled={writer.writing} className="min-w-0">
            <legend className={labelStyles}>{t('outline.ui.lengthLegend')}</legend>
            <div className="mt-2 grid gap-2 @lg:grid-cols-3">
              {TARGET_WORD_PRESETS.map((words, index) => (
                <label key={words} className={`${choiceStyles} items-center`}>
                  <input
                    type="radio"
                    name={`${ids}-length`}
                    value={words}
                    checked={targetWords === words}
                    onChange={() => setTargetWords(words)}
                    className="accent-accent"
                  />
                  <span>
                    <span className="block text-sm font-semibold">
                      {t(`outline.ui.lengths.${LENGTH_NAMES[index] ?? 'novel'}`)}
                    </span>
                    <span className="block text-xs text-ink-muted">
                      {t('outline.ui.words', { count: words, words: number.format(words) })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={writer.writing || !structure}
              aria-describedby={`${ids}-price`}
              className={primaryButton}
            >
              {writer.writing ? (
                <Spinner className="size-4" />
              ) : (
                <ListTree aria-hidden="true" className="size-4" />
              )}
              {t('outline.ui.write')}
            </button>
            <p id={`${ids}-price`} className="text-sm text-ink-muted">
              {credits.data?.unlimited ? t('outline.ui.priceFree') : t('outline.ui.price')}
            </p>
          </div>
        </>
      )}
      {/* Always there, so that a screen reader hears the beats as they arrive. */}
      <div role="status" aria-live="polite" className={writer.writing ? '' : 'sr-only'}>
        {writer.writing ? (
          <>
            <p className="text-sm font-medium">
              {t('outline.ui.writing', { count: writer.beats.length })}
            </p>
            <ol className="mt-2 grid gap-1" lang={ideaLanguage}>
              {writer.beats.map((beat, index) => (
                <li key={beat.id} className="rounded-md bg-paper px-2 py-1 text-sm">
                  <span className="text-ink-muted">{index + 1}. </span>
                  {beat.title}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </form>
  );
}
