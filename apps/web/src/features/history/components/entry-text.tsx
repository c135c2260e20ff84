import type { IdeaBlock } from '@plume/core/generation';
import { excerptOf } from '@plume/core/history';
import type { Language } from '@plume/core/i18n';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdeaBody } from '../../../components/idea-body';

/** How much of the idea shows before "read more": enough to recall it, short enough to scan. */
const EXCERPT_LENGTH = 220;

/** A saved idea's excerpt, which opens into the whole idea when there is more to read. */
export function EntryText({
  blocks,
  language,
}: {
  blocks: readonly IdeaBlock[];
  /** The idea's own language, which may not be the interface's. */
  language: Language;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph').map((b) => b.text);
  const excerpt = excerptOf(paragraphs.join(' '), EXCERPT_LENGTH);
  const hasMore = blocks.some((block) => block.kind === 'heading') || excerpt.endsWith('…');
  return (
    <>
      <div id={bodyId} lang={language}>
        {expanded ? (
          <IdeaBody blocks={blocks} />
        ) : (
          <p className="mt-3 max-w-prose text-sm leading-relaxed break-words text-ink">{excerpt}</p>
        )}
      </div>

      {hasMore ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 inline-flex min-h-9 items-center gap-1 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
          />
          {expanded ? t('history.collapse') : t('history.expand')}
        </button>
      ) : null}
    </>
  );
}
