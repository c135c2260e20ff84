import { CARD_NAME_MAX, CARD_TYPES, type CardType } from '@plume/core/bible';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { useCreateCard } from '../api/story-cards';

/**
 * A card of the writer's own in the idea's line: its kind, then its name on a line of its
 * own (a name is often long: "Frédéric Bergeron"), the rest edited after.
 */
export function AddCardForm({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const creation = useCreateCard(ideaId);
  const [type, setType] = useState<CardType>('person');
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '' || creation.isPending) return;
    creation.mutate({ type, name: name.trim() }, { onSuccess: () => setName('') });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      className="grid gap-3 rounded-lg border border-dashed border-line p-3"
    >
      <p id={`${ids}-title`} className="text-sm font-semibold">
        {t('bible.add')}
      </p>
      <div>
        <label htmlFor={`${ids}-type`} className={labelStyles}>
          {t('bible.addType')}
        </label>
        <select
          id={`${ids}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as CardType)}
          className={`${inputStyles} mt-1`}
        >
          {CARD_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`bible.types.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-name`} className={labelStyles}>
          {t('bible.addName')}
        </label>
        <input
          id={`${ids}-name`}
          type="text"
          value={name}
          maxLength={CARD_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          className={`${inputStyles} mt-1`}
        />
      </div>
      <button
        type="submit"
        disabled={creation.isPending || name.trim() === ''}
        className={`${secondaryButton} min-h-11 justify-self-start px-3`}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('bible.create')}
      </button>
    </form>
  );
}
