import { DEFAULT_STYLE, type Style } from '@plume/core/generation';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { StyleSelect } from '../../../components/style-select';

/** "Regenerate with the same genres", in a style of its own. */
export function RegenerateSection({
  generating,
  onRegenerate,
}: {
  generating: boolean;
  onRegenerate: (style: Style) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [style, setStyle] = useState<Style>(DEFAULT_STYLE);
  return (
    <div className="mt-6 border-t border-line pt-4">
      <h3 className="text-sm font-semibold">{t('generation.regenerateTitle')}</h3>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <StyleSelect
            id={id}
            label={t('generation.regenerateStyleLabel')}
            value={style}
            onChange={setStyle}
          />
        </div>
        <button
          type="button"
          onClick={() => onRegenerate(style)}
          disabled={generating}
          className={secondaryButton}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('generation.regenerate')}
        </button>
      </div>
    </div>
  );
}
