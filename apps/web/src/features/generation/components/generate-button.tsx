import { Columns3, RefreshCw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';

/**
 * The generate button, busy while an idea is written, and its keyboard shortcut; beside
 * it, once an idea was written this visit, another of the same genres in one click (the
 * chosen genres are cleared after each idea), and in the modes that read side by side,
 * three ideas at once for one credit.
 */
export function GenerateButton({
  generating,
  onGenerate,
  onGenerateThree,
  onAgain,
}: {
  generating: boolean;
  onGenerate: () => void;
  /** Three at once, when the mode allows it (docs/PRODUCT.md, Three at once). */
  onGenerateThree?: (() => void) | undefined;
  /** Another idea of the last one's genres, once there is one this visit. */
  onAgain?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={onGenerate}
          disabled={generating}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          className={`${primaryButton} w-full sm:flex-1`}
        >
          {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
          {generating ? t('generation.generating') : t('generation.generate')}
        </button>
        {onAgain ? (
          <button
            type="button"
            onClick={onAgain}
            disabled={generating}
            className={`${primaryButton} w-full sm:w-auto`}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('generation.again')}
          </button>
        ) : null}
        {onGenerateThree ? (
          <button
            type="button"
            onClick={onGenerateThree}
            disabled={generating}
            aria-describedby="three-at-once-price"
            className={`${secondaryButton} w-full sm:w-auto`}
          >
            <Columns3 aria-hidden="true" className="size-4" />
            {t('generation.threeAtOnce')}
          </button>
        ) : null}
      </div>
      <p className="mt-2 text-center text-xs text-ink-muted">
        {t('generation.shortcutHint')}
        {onGenerateThree ? (
          <span id="three-at-once-price"> {t('generation.threeAtOncePrice')}</span>
        ) : null}
      </p>
    </>
  );
}
