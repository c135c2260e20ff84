import { BRIEF_AVOID_MAX, BRIEF_NOTES_MAX } from '@plume/core/generation';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';

const hintStyles = 'mt-1 text-xs text-ink-muted';

/** The brief's free notes, with what they are for and how much room is left. */
export function BriefNotesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (notes: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('brief.notes')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={BRIEF_NOTES_MAX}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint ${id}-count`}
        placeholder={t('brief.notesPlaceholder')}
        // Grows with the notes from four rows (where field-sizing is supported), up to
        // about a dozen, then scrolls: on a phone four rows hold only a sentence or two.
        className={`${inputStyles} mt-1 field-sizing-content min-h-28 max-h-72 py-2`}
      />
      {/* Side by side where there is room; on a phone the hint takes the line and the
          count goes under it, on the right, rather than squeezing the hint into a column. */}
      <div className="flex flex-wrap justify-between gap-x-3">
        <p id={`${id}-hint`} className={`${hintStyles} min-w-0 flex-1 basis-52`}>
          {t('brief.notesHint')}
        </p>
        <p id={`${id}-count`} className={`${hintStyles} ml-auto shrink-0 tabular-nums`}>
          {t('brief.count', {
            length: value.length,
            max: BRIEF_NOTES_MAX,
          })}
        </p>
      </div>
    </div>
  );
}

/** What the idea should stay clear of, in a line. */
export function BriefAvoidField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (avoid: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('brief.avoid')}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={BRIEF_AVOID_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={`${inputStyles} mt-1`}
      />
      <p id={`${id}-hint`} className={hintStyles}>
        {t('brief.avoidHint')}
      </p>
    </div>
  );
}
