import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';

/** The generate button, busy while an idea is written, and its keyboard shortcut. */
export function GenerateButton({
  generating,
  onGenerate,
}: {
  generating: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        onClick={onGenerate}
        disabled={generating}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        className={`${primaryButton} mt-5 w-full`}
      >
        {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
        {generating ? t('generation.generating') : t('generation.generate')}
      </button>
      <p className="mt-2 text-center text-xs text-ink-muted">{t('generation.shortcutHint')}</p>
    </>
  );
}
