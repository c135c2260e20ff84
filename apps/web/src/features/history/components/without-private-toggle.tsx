import { useTranslation } from 'react-i18next';

/**
 * "Leave out my private notes and secrets": whether the export links beside it leave out
 * the writer's notes, the cards' notes and their hidden fields.
 */
export function WithoutPrivateToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 px-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 cursor-pointer accent-accent"
      />
      {t('export.withoutPrivate')}
    </label>
  );
}
