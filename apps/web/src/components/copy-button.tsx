import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { secondaryButton } from './button-styles';

/** docs/PRODUCT.md ("Constants"): a copy button shows its check mark for 2 s. */
export const COPY_FEEDBACK_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(t('generation.copyError'), { id: 'generation.copyError' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={`${secondaryButton} min-h-10 px-3`}
        data-copied={copied || undefined}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-accent" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? t('generation.copied') : ''}
      </span>
    </>
  );
}
