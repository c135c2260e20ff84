import { ChevronDown, Eraser } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import type { Brief } from '../hooks/use-brief';
import { AudienceField, IdeaLanguageField } from './brief-select-fields';
import { BriefAvoidField, BriefNotesField } from './brief-text-fields';

/**
 * "Your brief" on the generation panel, folded by default: notes, things to avoid, the
 * audience and the idea's language. What the engine makes of it is said plainly: the
 * built-in generator follows the audience and what it recognises in the notes, an AI the
 * whole brief.
 */
export function BriefFields({ brief, engine }: { brief: Brief; engine: string | undefined }) {
  const { t } = useTranslation();
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
        <BriefNotesField id={`${ids}-notes`} value={brief.notes} onChange={brief.setNotes} />
        <BriefAvoidField id={`${ids}-avoid`} value={brief.avoid} onChange={brief.setAvoid} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AudienceField
            id={`${ids}-audience`}
            value={brief.audience}
            onChange={brief.setAudience}
          />
          <IdeaLanguageField
            id={`${ids}-language`}
            value={brief.ideaLanguage}
            onChange={brief.setIdeaLanguage}
          />
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
