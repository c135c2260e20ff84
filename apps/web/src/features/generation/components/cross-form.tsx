import type { HistoryEntry } from '@plume/core/contracts';
import { ELEMENT_NAMES, type ElementName, hasElement } from '@plume/core/generation';
import { GitMerge } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/button-styles';
import { DisclosureButton } from '../../../components/disclosure-button';
import { elementText } from '../../../components/element-locks';

/** Where each element comes from: a candidate's place, or `new` to draw it anew. */
type Origins = Record<ElementName, number | 'new'>;

const allNew = () => Object.fromEntries(ELEMENT_NAMES.map((name) => [name, 'new'])) as Origins;

/**
 * "Cross…" under a batch (docs/PRODUCT.md, Crossing): a table with a row per element and a
 * column per idea, and one for "new"; each row is a group of radio buttons (arrow keys move
 * along it), so the writer picks where each element comes from. It sends the ideas that
 * give at least one element, in their order; fewer than two, or no element left new, and
 * it says so instead of sending.
 */
export function CrossForm({
  entries,
  disabled,
  onCross,
}: {
  entries: readonly HistoryEntry[];
  disabled: boolean;
  onCross: (picks: { from: HistoryEntry; keep: ElementName[] }[]) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [origins, setOrigins] = useState<Origins>(allNew);
  const [problem, setProblem] = useState('');

  const picks = entries
    .map((entry, index) => ({
      from: entry,
      keep: ELEMENT_NAMES.filter((name) => origins[name] === index),
    }))
    .filter((pick) => pick.keep.length > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    if (picks.length < 2) return setProblem(t('generation.crossCount'));
    if (ELEMENT_NAMES.every((name) => origins[name] !== 'new')) {
      return setProblem(t('generation.crossNothingNew'));
    }
    setProblem('');
    setOpen(false);
    setOrigins(allNew());
    onCross(picks);
  }

  const choose = (name: ElementName, origin: number | 'new') => {
    setOrigins((current) => ({ ...current, [name]: origin }));
    setProblem('');
  };
  const columns = [...entries.map((_, index) => index), 'new' as const];

  return (
    <div className={open ? 'mt-4 w-full' : 'mt-4'}>
      <DisclosureButton
        open={open}
        controls={`${ids}-form`}
        icon={GitMerge}
        label={t('cross.open')}
        onToggle={() => setOpen((shown) => !shown)}
      />
      {open ? (
        <form
          id={`${ids}-form`}
          onSubmit={submit}
          aria-labelledby={`${ids}-intro`}
          className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-3"
        >
          <p id={`${ids}-intro`} className="text-sm text-ink-muted">
            {t('cross.intro')}
          </p>
          {/* On a phone the table scrolls sideways inside its frame, never the page. */}
          <div className="overflow-x-auto" tabIndex={-1}>
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t('cross.caption')}</caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 bg-surface p-2 font-medium text-ink-muted"
                  >
                    {t('cross.element')}
                  </th>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="p-2 font-medium text-ink-muted">
                      {column === 'new'
                        ? t('cross.new')
                        : t('generation.candidateLabel', { number: column + 1 })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ELEMENT_NAMES.map((name) => (
                  <tr key={name} className="border-t border-line align-top">
                    {/* The part's name stays in view while the row scrolls on a phone. */}
                    <th scope="row" className="sticky left-0 z-10 bg-surface p-2 font-medium">
                      {t(`redraw.elements.${name}`)}
                    </th>
                    {columns.map((column) => {
                      const entry = column === 'new' ? undefined : entries[column];
                      const absent = entry !== undefined && !hasElement(entry.elements, name);
                      return (
                        <td key={column} className="p-1">
                          <label
                            className={`flex min-h-11 cursor-pointer items-start gap-2 rounded-md p-1.5 has-checked:bg-accent-soft has-disabled:cursor-not-allowed has-disabled:opacity-50`}
                          >
                            <input
                              type="radio"
                              name={`${ids}-${name}`}
                              checked={origins[name] === column}
                              disabled={absent}
                              onChange={() => choose(name, column)}
                              className="mt-0.5 size-4 shrink-0 accent-accent"
                              aria-label={
                                column === 'new'
                                  ? t('cross.newLabel', { element: t(`redraw.elements.${name}`) })
                                  : t('cross.fromLabel', {
                                      element: t(`redraw.elements.${name}`),
                                      number: column + 1,
                                    })
                              }
                            />
                            {entry ? (
                              <span lang={entry.language} className="line-clamp-3 break-words">
                                {elementText(entry.elements, name)}
                              </span>
                            ) : null}
                          </label>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* Always there, so that a screen reader hears it when it fills. */}
          <p role="alert" className={problem ? 'text-sm text-danger' : 'sr-only'}>
            {problem}
          </p>
          <button type="submit" disabled={disabled} className={`${primaryButton} min-h-10`}>
            <GitMerge aria-hidden="true" className="size-4" />
            {t('cross.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
