import type { Mode } from '@plume/core/generation';
import { Feather } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PanelIcon } from '../../../components/panel-icon';
import { useCredits } from '../../../lib/credits';

/** The writer's credits, or that they are unlimited; nothing until they are known. */
function PanelCredits() {
  const { t } = useTranslation();
  const credits = useCredits();
  if (!credits.data) return null;
  return (
    <p
      className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent"
      data-testid="credit-balance"
    >
      {credits.data.unlimited
        ? t('credits.unlimited')
        : t('credits.balance', { count: credits.data.amount })}
    </p>
  );
}

/** The panel's title and credits, then what the next idea will be written from. */
export function PanelHeading({ mode, genreCount }: { mode: Mode; genreCount: number }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PanelIcon icon={Feather} />
          <h2 id="generation-title" className="text-lg font-semibold">
            {t('home.desk.nextIdeaTitle')}
          </h2>
        </div>
        <PanelCredits />
      </div>
      <p className="mt-3 text-sm font-medium text-ink">
        {mode === 'random-genres'
          ? t('generation.randomGenresReady')
          : genreCount === 0
            ? t('home.desk.noGenres')
            : t('home.desk.genresReady', { count: genreCount })}
      </p>
    </>
  );
}
