import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { ConfirmDelete } from '../../../components/confirm-delete';

/** "Delete" among a card's other actions, asking first. */
export function EntryDelete({ deleting, onDelete }: { deleting: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDelete
      question={t('history.confirmDelete')}
      confirmLabel={t('history.confirmDeleteYes')}
      deleting={deleting}
      onDelete={onDelete}
      button={{
        className: `${secondaryButton} min-h-10 px-3 text-danger`,
        label: t('history.delete'),
      }}
    />
  );
}
