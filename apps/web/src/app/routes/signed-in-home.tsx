import { Feather } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GenrePicker } from '../../features/genres/components/genre-picker';
import { useGenreSelection } from '../../features/genres/hooks/use-genre-selection';

/**
 * The signed-in main screen (SPEC.md section 2): the genre picker on the left, the
 * generation side on the right. The selection lives here because both sides use it.
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
        <NextIdeaPanel genreCount={selection.selectedIds.length} />
      </div>
    </div>
  );
}

/** Where the generation panel will stand; it says only what is true today. */
function NextIdeaPanel({ genreCount }: { genreCount: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="next-idea-title"
      className="rounded-2xl border border-dashed border-line bg-surface/60 p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Feather aria-hidden="true" className="size-5" />
        </span>
        <h2 id="next-idea-title" className="text-lg font-semibold">
          {t('home.desk.nextIdeaTitle')}
        </h2>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t('home.desk.nextIdeaText')}</p>
      <p className="mt-3 text-sm font-medium text-ink">
        {genreCount === 0
          ? t('home.desk.noGenres')
          : t('home.desk.genresReady', { count: genreCount })}
      </p>
    </section>
  );
}
