import type { StoryCard } from '@plume/core/bible';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useDeleteCard } from '../api/story-cards';

/** "Delete this card", asking first. */
export function CardDelete({ card }: { card: StoryCard }) {
  const { t } = useTranslation();
  const deletion = useDeleteCard(card.id);
  return (
    <ConfirmDelete
      question={t('bible.confirmDelete', { name: card.name })}
      confirmLabel={t('bible.confirmDeleteYes')}
      deleting={deletion.isPending}
      onDelete={() => deletion.mutate()}
      button={{
        className: `${secondaryButton} min-h-10 justify-self-start px-3 text-danger`,
        label: t('bible.delete'),
      }}
    />
  );
}
