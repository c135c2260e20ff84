import {
  CARD_FIELD_MAX,
  CARD_GENDERS,
  CARD_NAME_MAX,
  CARD_NOTES_MAX,
  CARD_SUMMARY_MAX,
  CARD_VISIBILITIES,
  type CardField as CardFieldName,
  type CardVisibility,
  fieldsOfType,
  PERSON_PARTS,
  type StoryCard,
} from '@plume/core/bible';
import { useTranslation } from 'react-i18next';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import type { useCardAutosave } from '../hooks/use-card-autosave';
import { useEngineWords } from '../hooks/use-engine-words';
import { CardDelete } from './card-delete';
import { CardField } from './card-field';

/** Fields written at length: a growing area rather than a line. */
const LONG_FIELDS: readonly CardFieldName[] = [
  'ties',
  'want',
  'wound',
  'secret',
  'look',
  'sense',
  'stakes',
  'what',
  'why',
];

/** A choice of the card's, as a labelled select. */
function CardSelect<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChoose,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChoose: (option: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChoose(event.target.value as T)}
        className={`${inputStyles} mt-1`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A person's agreement and part in the story, each saved as soon as it is chosen. */
function PersonChoices({
  ids,
  card,
  onChoose,
}: {
  ids: string;
  card: Extract<StoryCard, { type: 'person' }>;
  onChoose: ReturnType<typeof useCardAutosave>['choose'];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <CardSelect
        id={`${ids}-gender`}
        label={t('bible.gender')}
        value={card.gender}
        options={CARD_GENDERS}
        optionLabel={(gender) => t(`bible.genders.${gender}`)}
        onChoose={(gender) => onChoose({ gender })}
      />
      <CardSelect
        id={`${ids}-part`}
        label={t('bible.part')}
        value={card.part}
        options={PERSON_PARTS}
        optionLabel={(part) => t(`bible.parts.${part}`)}
        onChoose={(part) => onChoose({ part })}
      />
    </div>
  );
}

/**
 * Every field of a card, edited in place and saved as the writer types (useCardAutosave):
 * its name and other names, a person's agreement and part, its type's fields each with the
 * eye that hides it from the AI, its summary, what the AI sees of it, the private notes,
 * and its deletion.
 */
export function CardEditor({
  ids,
  card,
  autosave,
}: {
  /** The prefix of the editor's element ids. */
  ids: string;
  card: StoryCard;
  autosave: ReturnType<typeof useCardAutosave>;
}) {
  const { t } = useTranslation();
  const words = useEngineWords();
  const { write, choose, shownValue } = autosave;
  const text = (key: string, label: string, maxLength: number, extra = {}) => (
    <CardField
      id={`${ids}-${key}`}
      label={label}
      value={shownValue(key)}
      onWrite={(value) => write(key, value)}
      maxLength={maxLength}
      language={card.language}
      {...extra}
    />
  );
  const toggleHidden = (field: CardFieldName) =>
    choose({
      hidden: card.hidden.includes(field)
        ? card.hidden.filter((other) => other !== field)
        : [...card.hidden, field],
    });

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', t('bible.name'), CARD_NAME_MAX)}
        {text('aliases', t('bible.aliases'), CARD_NAME_MAX * 4, { hint: t('bible.aliasesHint') })}
      </div>
      {card.type === 'person' ? <PersonChoices ids={ids} card={card} onChoose={choose} /> : null}
      {fieldsOfType(card.type).map((field) => (
        <CardField
          key={field}
          id={`${ids}-${field}`}
          label={t(`bible.fields.${field}`)}
          value={shownValue(field)}
          onWrite={(value) => write(field, value)}
          multiline={LONG_FIELDS.includes(field)}
          maxLength={CARD_FIELD_MAX}
          language={card.language}
          eye={{ hidden: card.hidden.includes(field), onToggle: () => toggleHidden(field) }}
        />
      ))}
      {text('summary', t('bible.summary'), CARD_SUMMARY_MAX, {
        multiline: true,
        hint: t(words.key('summaryHint')),
      })}
      <CardSelect<CardVisibility>
        id={`${ids}-visibility`}
        label={t(words.key('visibilityLabel'))}
        value={card.visibility}
        options={CARD_VISIBILITIES}
        optionLabel={(visibility) => t(words.key(`visibility.${visibility}`))}
        onChoose={(visibility) => choose({ visibility })}
      />
      {text('notes', t('bible.notes'), CARD_NOTES_MAX, {
        multiline: true,
        hint: t(words.key('notesHint')),
      })}
      <CardDelete card={card} />
    </div>
  );
}
