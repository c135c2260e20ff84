import type { HistoryEntry } from '@plume/core/contracts';
import { outlinePath } from '@plume/core/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ListTree } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { secondaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useLanguage } from '../../../lib/use-language';

// The choice of a structure, and the outline routes, load when the writer asks for them,
// not with the desk.
const StructureChooser = lazy(() =>
  import('./structure-chooser').then((module) => ({ default: module.StructureChooser })),
);

/**
 * "Outline…" under an idea (docs/PRODUCT.md, Outlines): an idea that has an outline opens
 * it; one without opens the choice of a structure and a length under the idea, and once
 * the outline is written, its page.
 */
export function OutlineAction({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const ids = useId();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const openOutline = () => navigate(outlinePath(entry.id, language));

  async function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setChecking(true);
    try {
      const { outlineQuery } = await import('../api/outlines');
      const outline = await queryClient.fetchQuery(outlineQuery(entry.id));
      if (outline) await openOutline();
      else setOpen(true);
    } catch (error) {
      showErrorToast(error, { fallback: 'outline.ui.loadError', id: `outline:${entry.id}` });
    } finally {
      setChecking(false);
    }
  }

  return (
    // Open, it takes a row of its own, under the actions beside it.
    <div className={open ? 'mt-3 w-full' : 'mt-3'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-chooser`}
        onClick={() => void toggle()}
        disabled={checking}
        className={`${secondaryButton} min-h-10 px-3`}
      >
        {checking ? (
          <Spinner className="size-4" />
        ) : (
          <ListTree aria-hidden="true" className="size-4" />
        )}
        {t('outline.ui.open')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div className="mt-3">
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="size-4" />
                {t('outline.ui.structuresLoading')}
              </p>
            }
          >
            <StructureChooser
              id={`${ids}-chooser`}
              ideaId={entry.id}
              ideaLanguage={entry.language}
              onWritten={() => void openOutline()}
              onExists={() => void openOutline()}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
