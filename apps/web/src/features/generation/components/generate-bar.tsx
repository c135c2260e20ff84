import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';

/**
 * On a phone, where the genre catalogue is long and the panel comes after it: once genres
 * are chosen, Generate stays at the bottom of the screen while the writer browses the
 * catalogue (a sticky bar at the end of the picker's column), so the next idea is one tap
 * away. It leaves with the catalogue, where the panel's own button comes into view.
 */
export function GenerateBar({
  genreCount,
  generating,
  onGenerate,
}: {
  genreCount: number;
  generating: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="generate-bar"
      className="sticky bottom-0 z-10 -mx-1 mt-3 flex items-center gap-3 rounded-xl border border-line bg-surface/95 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-lg backdrop-blur lg:hidden"
    >
      <p className="min-w-0 flex-1 text-sm font-medium text-ink">
        {t('home.desk.genresReady', { count: genreCount })}
      </p>
      <button
        type="button"
        onClick={onGenerate}
        disabled={generating}
        className={`${primaryButton} shrink-0`}
      >
        {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
        {generating ? t('generation.generating') : t('generation.generate')}
      </button>
    </div>
  );
}
