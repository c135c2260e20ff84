import type { BibleSection } from '@plume/core/bible';
import type { Language } from '@plume/core/i18n';

/**
 * A line's story bible as the exports lay it out (core's bibleSection): its title, then
 * each card under its name, what it is, and its filled fields, kept together on a page
 * where it fits. Names and values are in the idea's language, labels in the page's.
 */
export function PrintedBible({ bible, language }: { bible: BibleSection; language: Language }) {
  return (
    <section aria-labelledby="printed-bible-title" className="mt-8">
      <h2
        id="printed-bible-title"
        className="border-b border-line pb-1 font-serif text-xl font-semibold"
      >
        {bible.title}
      </h2>
      {bible.entries.map((entry, index) => (
        <section
          // A printed page never changes: a card's place is its identity (names may repeat).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="mt-5 break-inside-avoid"
        >
          <h3 lang={language} className="font-serif text-lg font-semibold break-words">
            {entry.name}
          </h3>
          <p className="text-sm text-ink-muted italic">{entry.kind}</p>
          {entry.details.length > 0 ? (
            <dl className="mt-1 grid gap-0.5 text-sm">
              {entry.details.map((detail) => (
                <div key={detail.label}>
                  <dt className="inline font-semibold">{detail.label}</dt>{' '}
                  <dd lang={language} className="inline whitespace-pre-line break-words">
                    {detail.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
    </section>
  );
}
