import { useTranslation } from 'react-i18next';
import { GenerationPanel } from '../../features/generation/components/generation-panel';
import { GenrePicker } from '../../features/genres/components/genre-picker';
import { useGenreSelection } from '../../features/genres/hooks/use-genre-selection';

/**
 * The signed-in main screen (SPEC.md section 2): the genre picker on the left, the
 * generation panel on the right. The selection lives here because both sides use it: the
 * panel reads it and, once an idea is saved, clears it (SPEC.md section 4).
 */
export function SignedInHome() {
  const { t } = useTranslation();
  const selection = useGenreSelection();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('home.desk.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('home.desk.subtitle')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <GenrePicker selection={selection} />
        <GenerationPanel genreIds={selection.selectedIds} onGenerated={selection.reset} />
      </div>
    </div>
  );
}
