import type { IdeaBlock } from '@plume/core/generation';

/**
 * The sections of an idea below its title: headings and paragraphs, as text only (React
 * escapes it), so what an engine writes is never trusted as HTML.
 */
export function IdeaBody({
  blocks,
  headingLevel = 4,
}: {
  blocks: readonly IdeaBlock[];
  /** The level of the sections' headings: under the page's own (h3 on the desk). */
  headingLevel?: 2 | 4;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  // The blocks of one text never move, so their position is their identity.
  return blocks.map((block, index) =>
    block.kind === 'heading' ? (
      <Heading
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        className="mt-4 text-sm font-semibold tracking-wide text-accent"
      >
        {block.text}
      </Heading>
    ) : (
      <p
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        className="mt-2 max-w-prose text-sm leading-relaxed whitespace-pre-line break-words"
      >
        {block.text}
      </p>
    ),
  );
}
