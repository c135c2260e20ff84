import { useTranslation } from 'react-i18next';
import { cardActionButton, cardActionLabel } from '../../../components/button-styles';
import { ConfirmDelete } from '../../../components/confirm-delete';

/** "Delete" among a card's actions, asking first; in a narrow card the button shows its icon alone. */
export function EntryDelete({ deleting, onDelete }: { deleting: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDelete
      question={t('history.confirmDelete')}
      confirmLabel={t('history.confirmDeleteYes')}
      deleting={deleting}
      onDelete={onDelete}
      button={{
        className: `${cardActionButton} text-danger`,
        label: <span className={cardActionLabel}>{t('history.delete')}</span>,
        title: t('history.delete'),
      }}
    />
  );
}
