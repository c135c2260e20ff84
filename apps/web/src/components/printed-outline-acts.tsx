import type { PrintedOutline } from '@plume/core/outline';

/**
 * An outline's acts as a document lays them out: each act a section, each beat under it
 * with its summary and fields, kept together on a page where it fits. In the outline's
 * language, under a title the page gives.
 */
export function PrintedOutlineActs({ outline }: { outline: PrintedOutline }) {
  return (
    <>
      {outline.acts.map((act, actIndex) =>
        act.beats.length === 0 ? null : (
          // Acts are the structure's, in its order: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <section key={actIndex} className="mt-8">
            {act.name ? (
              <h2 className="border-b border-line pb-1 font-serif text-xl font-semibold break-words">
                {act.name}
              </h2>
            ) : null}
            {act.beats.map((beat, beatIndex) => (
              <section
                // The beats of a printed page never move.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={beatIndex}
                className="mt-5 break-inside-avoid"
              >
                <h3 className="font-serif text-lg font-semibold break-words">
                  {beat.heading.title}
                  {beat.heading.beat ? (
                    <span className="ml-2 font-sans text-sm font-normal text-ink-muted">
                      ({beat.heading.beat})
                    </span>
                  ) : null}
                </h3>
                {beat.summary.trim() ? (
                  <p className="mt-1 max-w-prose text-sm leading-relaxed whitespace-pre-line break-words">
                    {beat.summary}
                  </p>
                ) : null}
                {beat.fields.length > 0 ? (
                  <dl className="mt-2 grid gap-0.5 text-sm">
                    {beat.fields.map((field) => (
                      <div key={field.label}>
                        <dt className="inline font-semibold">{field.label}</dt>{' '}
                        <dd className="inline whitespace-pre-line break-words">{field.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </section>
            ))}
          </section>
        ),
      )}
    </>
  );
}
