import type { Language } from '@plume/core/i18n';
import { externalLink } from '@plume/core/links';
import { Trans } from 'react-i18next';
import { textLink } from '../../../components/button-styles';
import { ExternalLink } from '../../../components/external-link';
import { usePageSettings } from '../../../lib/page-settings';

/** The checkbox accepting the refund policy, which it links to. */
export function RefundAcceptance({
  accepted,
  onChange,
  language,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  language: Language;
}) {
  const { links } = usePageSettings();
  return (
    <label className="mt-5 flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-accent"
      />
      <span>
        <Trans
          i18nKey="credits.purchase.acceptRefund"
          components={{
            link: (
              <ExternalLink
                href={externalLink(links.refundPolicy, language)}
                className={textLink}
              />
            ),
          }}
        />
      </span>
    </label>
  );
}
