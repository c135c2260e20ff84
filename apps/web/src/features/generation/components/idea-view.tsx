import { useTranslation } from 'react-i18next';
import type { ShownIdea } from '../hooks/use-generation';
import { splitIdea } from '../utils/split-idea';
import { CopyButton } from './copy-button';

/**
 * The idea, as it streams and once it is done. It is rendered as text only (React escapes
 * it): what an engine writes is never trusted as HTML.
 */
export function IdeaView({ idea, generating }: { idea: ShownIdea; generating: boolean }) {
  const { t } = useTranslation();
  const { title, blocks } = splitIdea(idea.text, idea.language);

  return (
    <article
      aria-labelledby="generated-idea-title"
      aria-busy={generating}
      lang={idea.language}
      className="mt-6 rounded-xl border border-line bg-paper p-4 sm:p-5"
    >
      <h3 id="generated-idea-title" className="text-lg font-semibold break-words">
        {title || t('generation.writing')}
      </h3>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          // The blocks of one text never move, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <h4 key={index} className="mt-4 text-sm font-semibold tracking-wide text-accent">
            {block.text}
          </h4>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index} className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words">
            {block.text}
          </p>
        ),
      )}
      {!generating && title ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <CopyButton text={idea.text} label={t('generation.copyIdea')} />
          <CopyButton text={title} label={t('generation.copyTitle')} />
        </div>
      ) : null}
    </article>
  );
}
