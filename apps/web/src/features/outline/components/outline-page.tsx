import { routePath } from '@plume/core/routes';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButton } from '../../../components/button-styles';
import { useLanguage } from '../../../lib/use-language';
import { useOutline } from '../api/outlines';
import { OutlineEditor } from './outline-editor';
import { type OutlinedIdea, OutlineLoading } from './outline-loading';
import { StructureChooser } from './structure-chooser';

/**
 * An idea's outline page (docs/PRODUCT.md, Outlines): the idea's title, then its outline
 * to edit, or, for an idea without one yet, the choice of a structure to write it by.
 */
export function OutlinePage({ idea }: { idea: OutlinedIdea }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const outline = useOutline(idea.id);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const hadOutline = useRef(false);

  // An outline deleted leaves the page on its empty state: the focus goes to its heading.
  useEffect(() => {
    if (outline.data) hadOutline.current = true;
    else if (outline.data === null && hadOutline.current) {
      hadOutline.current = false;
      emptyHeading.current?.focus();
    }
  }, [outline.data]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link to={routePath('home', language)} className={`${secondaryButton} px-3`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('outline.ui.back')}
      </Link>
      <header className="mt-5 mb-6">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {t('outline.ui.eyebrow')}
        </p>
        <h1 lang={idea.language} className="mt-1 text-2xl font-semibold break-words sm:text-3xl">
          {idea.title || t('outline.ui.untitled')}
        </h1>
      </header>
      {outline.isPending ? (
        <OutlineLoading label={t('outline.ui.loading')} />
      ) : outline.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 py-6">
          <p>{t('outline.ui.loadError')}</p>
          <button
            type="button"
            onClick={() => void outline.refetch()}
            className={`${secondaryButton} px-3`}
          >
            {t('outline.ui.retry')}
          </button>
        </div>
      ) : outline.data === null ? (
        <section aria-labelledby="outline-empty-title" className="grid max-w-3xl gap-3">
          <h2
            ref={emptyHeading}
            id="outline-empty-title"
            tabIndex={-1}
            className="text-xl font-semibold"
          >
            {t('outline.ui.emptyTitle')}
          </h2>
          <p className="text-ink-muted">{t('outline.ui.emptyText')}</p>
          <StructureChooser
            ideaId={idea.id}
            ideaLanguage={idea.language}
            onWritten={() => undefined}
            onExists={() => void outline.refetch()}
          />
        </section>
      ) : (
        <OutlineEditor outline={outline.data} idea={idea} />
      )}
    </div>
  );
}
