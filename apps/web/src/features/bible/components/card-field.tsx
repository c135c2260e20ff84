import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { useEngineWords } from '../hooks/use-engine-words';

/** The eye beside a field or a card: pressed, it is hidden from the AI. */
export function EyeToggle({
  hidden,
  label,
  onToggle,
}: {
  hidden: boolean;
  /** What the button does, named: "Hide “Secret” from the AI". */
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={hidden}
      aria-label={label}
      title={label}
      onClick={onToggle}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-ink-muted transition-colors hover:bg-surface-muted aria-pressed:border-accent aria-pressed:text-accent motion-reduce:transition-none"
    >
      {hidden ? (
        <EyeOff aria-hidden="true" className="size-4" />
      ) : (
        <Eye aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}

/**
 * One text of a card, edited in place: a line for short texts, a growing area for longer
 * ones, with the eye that hides it from the engines when it is one of the type's own
 * fields, and beside its label who sees it.
 */
export function CardField({
  id,
  label,
  value,
  onWrite,
  multiline = false,
  maxLength,
  language,
  hint,
  eye,
}: {
  id: string;
  label: string;
  value: string;
  onWrite: (value: string) => void;
  multiline?: boolean;
  maxLength: number;
  /** The card's language: its texts are written in it. */
  language: string;
  hint?: string;
  eye?: { hidden: boolean; onToggle: () => void };
}) {
  const { t } = useTranslation();
  const words = useEngineWords();
  const described = hint ? `${id}-hint` : undefined;
  const control = multiline ? (
    <textarea
      id={id}
      lang={language}
      value={value}
      maxLength={maxLength}
      rows={2}
      onChange={(event) => onWrite(event.target.value)}
      aria-describedby={described}
      className={`${inputStyles} mt-1 field-sizing-content min-h-16 max-h-60 py-2`}
    />
  ) : (
    <input
      id={id}
      lang={language}
      type="text"
      value={value}
      maxLength={maxLength}
      onChange={(event) => onWrite(event.target.value)}
      aria-describedby={described}
      className={`${inputStyles} mt-1`}
    />
  );
  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 pb-1">
          <label htmlFor={id} className={labelStyles}>
            {label}
          </label>
          {eye && (eye.hidden || words.builtIn) ? (
            <span className="text-xs text-ink-muted">
              {eye.hidden ? t(words.key('fieldHidden')) : t('bible.builtIn.fieldUsed')}
            </span>
          ) : null}
        </p>
        {eye ? (
          <EyeToggle
            hidden={eye.hidden}
            label={t(words.key(eye.hidden ? 'showField' : 'hideField'), { field: label })}
            onToggle={eye.onToggle}
          />
        ) : null}
      </div>
      {control}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
