import type { IdeaBlock } from '@plume/core';

/**
 * The sections of an idea below its title: headings and paragraphs, as text only (React
 * escapes it), so what an engine writes is never trusted as HTML.
 */
export function IdeaBody({ blocks }: { blocks: readonly IdeaBlock[] }) {
  // The blocks of one text never move, so their position is their identity.
  return blocks.map((block, index) =>
    block.kind === 'heading' ? (
      <h4
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        className="mt-4 text-sm font-semibold tracking-wide text-accent"
      >
        {block.text}
      </h4>
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
