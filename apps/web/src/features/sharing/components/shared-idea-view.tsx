import type { SharedCard, SharedIdea } from '@plume/core/contracts';
import { splitIdea } from '@plume/core/generation';
import { formatDateTime } from '@plume/core/i18n/format-date-time';
import { ROUTE_TABLE } from '@plume/core/routes';
import { primaryButton } from '../../../components/button-styles';
import { IdeaBody } from '../../../components/idea-body';
import { PrintedOutlineActs } from '../../../components/printed-outline-acts';
import type { SharedPageLabels } from '../../../i18n/i18n.server';
import { usePageSettings } from '../../../lib/page-settings';
import { useLanguage } from '../../../lib/use-language';

/** One card of the shared story bible: its name and type, its summary and fields. */
function CardView({
  card,
  language,
  labels,
}: {
  card: SharedCard;
  language: string;
  labels: SharedPageLabels;
}) {
  return (
    <li className="rounded-xl border border-line bg-surface p-4 break-inside-avoid">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {labels.types[card.type]}
      </p>
      <h3 lang={language} className="mt-1 font-serif text-lg font-semibold break-words">
        {card.name}
      </h3>
      {card.summary ? (
        <p lang={language} className="mt-1 text-sm leading-relaxed break-words">
          {card.summary}
        </p>
      ) : null}
      {card.fields.length > 0 ? (
        <dl className="mt-2 grid gap-0.5 text-sm">
          {card.fields.map(({ field, value }) => (
            <div key={field}>
              <dt className="inline font-semibold">{labels.fields[field] ?? field}</dt>{' '}
              <dd lang={language} className="inline whitespace-pre-line break-words">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * A shared idea as anyone with the link reads it (docs/PRODUCT.md, Share links): the idea
 * in its own language, its genres, mode and date, and when the link shows them its story
 * bible and its outline; the page's own words in the visitor's language, and a way to make
 * one's own ideas. Rendered on the server: it reads whole without JavaScript.
 */
export function SharedIdeaView({
  shared,
  labels,
}: {
  shared: SharedIdea;
  /** The page's words in the visitor's language, which come with the page's data. */
  labels: SharedPageLabels;
}) {
  const language = useLanguage();
  const { timeZone } = usePageSettings();
  const { title, blocks } = splitIdea(shared.idea, shared.language);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm text-ink-muted">{labels.intro}</p>
      <article
        aria-labelledby="shared-idea-title"
        className="mt-3 rounded-2xl border border-line bg-paper p-6 sm:p-10"
      >
        <div lang={shared.language}>
          <h1 id="shared-idea-title" className="font-serif text-3xl font-semibold break-words">
            {title}
          </h1>
          <IdeaBody blocks={blocks} headingLevel={2} />
        </div>
        <dl className="mt-8 grid gap-1 border-t border-line pt-4 text-sm">
          <div>
            <dt className="inline font-semibold">{labels.genres}</dt>{' '}
            <dd className="inline">{shared.genres.join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{labels.modeLabel}</dt>{' '}
            <dd className="inline">{labels.mode}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{labels.date}</dt>{' '}
            <dd className="inline">
              <time dateTime={shared.createdAt}>
                {formatDateTime(new Date(shared.createdAt), language, timeZone)}
              </time>
            </dd>
          </div>
        </dl>
      </article>
      {shared.cards && shared.cards.length > 0 ? (
        <section aria-labelledby="shared-bible-title" className="mt-8">
          <h2 id="shared-bible-title" className="font-serif text-2xl font-semibold">
            {labels.bible}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {shared.cards.map((card, index) => (
              // A bible's cards keep their order on a page that never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <CardView key={index} card={card} language={shared.language} labels={labels} />
            ))}
          </ul>
        </section>
      ) : null}
      {shared.outline ? (
        <section
          aria-labelledby="shared-outline-title"
          lang={shared.outline.language}
          className="mt-8 rounded-2xl border border-line bg-paper p-6 sm:p-10"
        >
          <h2 id="shared-outline-title" className="font-serif text-2xl font-semibold">
            {labels.outline}
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            <em>{shared.outline.structure}</em> · <strong>{shared.outline.length.label}</strong>{' '}
            {shared.outline.length.value}
          </p>
          <PrintedOutlineActs outline={shared.outline} />
        </section>
      ) : null}
      <p className="mt-10 text-center">
        {/* No icon: one shared with the desk would move into the first screen's scripts. */}
        <a href={ROUTE_TABLE.signUp[language]} className={primaryButton}>
          {labels.makeYourOwn}
        </a>
      </p>
    </div>
  );
}
