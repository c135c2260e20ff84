import type { HistoryEntry } from '@plume/core/contracts';
import { Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { CopyButton } from '../../../components/copy-button';
import { DisclosureButton } from '../../../components/disclosure-button';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { Spinner } from '../../../components/spinner';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useShareIdea, useShareLink, useStopSharing } from '../api/share-links';

/**
 * "Share…" under an idea (docs/PRODUCT.md, Share links): a read-only link for anyone, made
 * on demand, with a copy button, whether the page shows the story bible and the outline,
 * how often it was opened, and a way to turn it off for good. Nothing is made until the
 * writer asks.
 */
export function ShareAction({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const link = useShareLink(entry.id, open);
  const share = useShareIdea(entry.id);
  const stop = useStopSharing(entry.id);
  const busy = share.isPending || stop.isPending;
  const current = link.data ?? null;
  // Before the link exists, what it will show; after, what it shows.
  const [wanted, setWanted] = useState({ bible: false, outline: false });
  const shown = current ?? wanted;

  const ask = (options: { bible?: boolean; outline?: boolean }) =>
    share.mutate(options, {
      onError: (error) => showErrorToast(error, { fallback: 'share.error' }),
    });

  return (
    <div className={open ? 'mt-3 w-full' : 'mt-3'}>
      <DisclosureButton
        open={open}
        controls={`${ids}-panel`}
        icon={Link2}
        label={entry.shared ? t('share.openShared') : t('share.open')}
        onToggle={() => setOpen((shown) => !shown)}
      />
      {open ? (
        <section
          id={`${ids}-panel`}
          aria-labelledby={`${ids}-title`}
          className="mt-3 grid gap-3 rounded-lg border border-line bg-surface p-3"
        >
          <h4 id={`${ids}-title`} className="text-sm font-semibold">
            {t('share.title')}
          </h4>
          <p className="text-sm text-ink-muted">{t('share.intro')}</p>
          {link.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner className="size-4" />
              {t('share.loading')}
            </p>
          ) : link.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('share.error')}
            </p>
          ) : (
            <>
              <fieldset className="grid gap-2" disabled={busy}>
                <legend className="sr-only">{t('share.shows')}</legend>
                {(['bible', 'outline'] as const).map((part) => (
                  <label key={part} className="flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent"
                      checked={shown[part]}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        if (current) ask({ [part]: checked });
                        else setWanted((before) => ({ ...before, [part]: checked }));
                      }}
                    />
                    {t(`share.include.${part}`)}
                  </label>
                ))}
              </fieldset>
              {current ? (
                <>
                  <label className={labelStyles} htmlFor={`${ids}-url`}>
                    {t('share.linkLabel')}
                  </label>
                  <div className="flex flex-wrap gap-2">
                    <input
                      id={`${ids}-url`}
                      readOnly
                      value={current.url}
                      onFocus={(event) => event.target.select()}
                      className={`${inputStyles} min-w-48 flex-1 font-mono text-xs`}
                    />
                    <CopyButton text={current.url} label={t('share.copy')} />
                  </div>
                  <p className="text-sm text-ink-muted" aria-live="polite">
                    {t('share.views', { count: current.views })}
                  </p>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      stop.mutate(undefined, {
                        onError: (error) => showErrorToast(error, { fallback: 'share.error' }),
                      })
                    }
                    className={`${secondaryButton} min-h-10 justify-self-start`}
                  >
                    {stop.isPending ? (
                      <Spinner className="size-4" />
                    ) : (
                      <Link2Off aria-hidden="true" className="size-4" />
                    )}
                    {t('share.stop')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => ask(wanted)}
                  className={`${primaryButton} min-h-10 justify-self-start`}
                >
                  {share.isPending ? (
                    <Spinner className="size-4" />
                  ) : (
                    <Link2 aria-hidden="true" className="size-4" />
                  )}
                  {t('share.create')}
                </button>
              )}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
