import type { StoryCard } from '@plume/core/bible';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardAutosave } from '../hooks/use-card-autosave';
import { useEngineWords } from '../hooks/use-engine-words';
import { CardEditor } from './card-editor';
import { EyeToggle } from './card-field';

/** What a card is, in a few words: "Lead · cartographer", "Place". */
function kindOf(card: StoryCard, t: (key: string) => string): string {
  if (card.type !== 'person') return t(`bible.types.${card.type}`);
  return [t(`bible.parts.${card.part}`), card.role].filter(Boolean).join(' · ');
}

/**
 * One card of a bible: its name, what it is and its summary, where it came from, and the
 * eye that hides it from the AI; opened (an accordion), its fields to edit in place.
 */
export function CardItem({ card }: { card: StoryCard }) {
  const { t } = useTranslation();
  const words = useEngineWords();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const autosave = useCardAutosave(card);
  const hidden = card.visibility === 'never';
  const name = autosave.shownValue('name') || card.name;
  const summary = autosave.shownValue('summary');

  return (
    <li className="rounded-lg border border-line bg-paper">
      <div className="flex items-start gap-2 p-2.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ids}-fields`}
          onClick={() => {
            if (open) autosave.flush();
            setOpen((shown) => !shown);
          }}
          className="flex min-h-10 min-w-0 flex-1 items-start gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <ChevronDown
            aria-hidden="true"
            className={`mt-0.5 size-4 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
          <span className="min-w-0">
            <span lang={card.language} className="block font-semibold break-words">
              {name}
            </span>
            <span lang={card.language} className="block text-sm break-words text-ink-muted">
              {kindOf(card, t)}
            </span>
            {summary ? (
              <span lang={card.language} className="mt-0.5 block text-sm break-words text-ink">
                {summary}
              </span>
            ) : null}
            <span className="mt-1 flex flex-wrap gap-1.5">
              <span
                title={t(`bible.sources.${card.source}`)}
                className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent"
              >
                {t(`bible.badges.${card.source}`)}
              </span>
              {hidden ? (
                <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted">
                  {t(words.key('hiddenFromAi'))}
                </span>
              ) : null}
            </span>
          </span>
        </button>
        <EyeToggle
          hidden={hidden}
          label={t(words.key(hidden ? 'showCard' : 'hideCard'), { name })}
          onToggle={() =>
            autosave.choose({
              visibility: hidden
                ? card.type === 'person' && card.part === 'lead'
                  ? 'always'
                  : 'whenNamed'
                : 'never',
            })
          }
        />
      </div>
      {open ? (
        <div id={`${ids}-fields`} className="border-t border-line p-3">
          <CardEditor ids={ids} card={card} autosave={autosave} />
          <p
            role="status"
            className={`mt-2 text-xs ${autosave.status === 'failed' ? 'text-danger' : 'text-ink-muted'}`}
          >
            {t(`bible.status.${autosave.status}`)}
          </p>
        </div>
      ) : null}
    </li>
  );
}
