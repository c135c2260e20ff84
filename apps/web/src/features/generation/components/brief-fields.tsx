import {
  AUDIENCES,
  BRIEF_AVOID_MAX,
  BRIEF_NOTES_MAX,
  isAudience,
  isLanguage,
  LANGUAGES,
} from '@plume/core';
import { ChevronDown, Eraser } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { useLanguage } from '../../../lib/use-language';
import type { Brief } from '../hooks/use-brief';

const hintStyles = 'mt-1 text-xs text-ink-muted';

/**
 * "Your brief" on the generation panel, folded by default: notes, things to avoid, the
 * audience and the idea's language. What the engine makes of it is said plainly: the
 * built-in generator follows the audience and what it recognises in the notes, an AI the
 * whole brief.
 */
export function BriefFields({ brief, engine }: { brief: Brief; engine: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const filled = !brief.isEmpty;

  return (
    <details className="group mt-4 rounded-lg border border-line bg-paper">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <span>
          {t('brief.title')}
          {filled ? (
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
              {t('brief.filled')}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="grid gap-4 border-t border-line p-3">
        {engine ? (
          <p className="text-xs text-ink-muted">
            {t(engine === 'offline' ? 'brief.offlineEngine' : 'brief.aiEngine')}
          </p>
        ) : null}
        <div>
          <label htmlFor={`${ids}-notes`} className={labelStyles}>
            {t('brief.notes')}
          </label>
          <textarea
            id={`${ids}-notes`}
            value={brief.notes}
            maxLength={BRIEF_NOTES_MAX}
            rows={4}
            onChange={(event) => brief.setNotes(event.target.value)}
            aria-describedby={`${ids}-notes-hint ${ids}-notes-count`}
            placeholder={t('brief.notesPlaceholder')}
            // Grows with the notes from four rows (where field-sizing is supported), up to
            // about a dozen, then scrolls: on a phone four rows hold only a sentence or two.
            className={`${inputStyles} mt-1 field-sizing-content min-h-28 max-h-72 py-2`}
          />
          {/* Side by side where there is room; on a phone the hint takes the line and the
              count goes under it, on the right, rather than squeezing the hint into a column. */}
          <div className="flex flex-wrap justify-between gap-x-3">
            <p id={`${ids}-notes-hint`} className={`${hintStyles} min-w-0 flex-1 basis-52`}>
              {t('brief.notesHint')}
            </p>
            <p id={`${ids}-notes-count`} className={`${hintStyles} ml-auto shrink-0 tabular-nums`}>
              {t('brief.count', {
                length: brief.notes.length.toLocaleString(language),
                max: BRIEF_NOTES_MAX.toLocaleString(language),
              })}
            </p>
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-avoid`} className={labelStyles}>
            {t('brief.avoid')}
          </label>
          <input
            id={`${ids}-avoid`}
            type="text"
            value={brief.avoid}
            maxLength={BRIEF_AVOID_MAX}
            onChange={(event) => brief.setAvoid(event.target.value)}
            aria-describedby={`${ids}-avoid-hint`}
            className={`${inputStyles} mt-1`}
          />
          <p id={`${ids}-avoid-hint`} className={hintStyles}>
            {t('brief.avoidHint')}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-audience`} className={labelStyles}>
              {t('brief.audience')}
            </label>
            <select
              id={`${ids}-audience`}
              value={brief.audience}
              onChange={(event) =>
                isAudience(event.target.value) && brief.setAudience(event.target.value)
              }
              className={`${inputStyles} mt-1`}
            >
              {AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {t(`brief.audiences.${audience}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-language`} className={labelStyles}>
              {t('brief.ideaLanguage')}
            </label>
            <select
              id={`${ids}-language`}
              value={brief.ideaLanguage}
              onChange={(event) =>
                isLanguage(event.target.value) && brief.setIdeaLanguage(event.target.value)
              }
              className={`${inputStyles} mt-1`}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`language.names.${language}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button
            type="button"
            onClick={brief.clear}
            disabled={!filled}
            className={`${secondaryButton} min-h-10 px-3`}
          >
            <Eraser aria-hidden="true" className="size-4" />
            {t('brief.clear')}
          </button>
        </div>
      </div>
    </details>
  );
}
