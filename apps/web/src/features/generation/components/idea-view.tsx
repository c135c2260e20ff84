import type { CardsTold } from '@plume/core/bible';
import type { HistoryEntry } from '@plume/core/contracts';
import { type ElementName, type Mode, type Style, splitIdea } from '@plume/core/generation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefReportDetails } from '../../../components/brief-report';
import { CopyButton } from '../../../components/copy-button';
import { FavouriteButton } from '../../../components/favourite-button';
import { IdeaBody } from '../../../components/idea-body';
import { IdeaTextActions } from '../../../components/idea-text-actions';
import { IdeaTextForm } from '../../../components/idea-text-form';
import { useLatestEntry } from '../../../lib/update-history-entry';
import { useIdeaTextEditing } from '../../../lib/use-idea-text-editing';
import { useLanguage } from '../../../lib/use-language';
import type { ShownIdea } from '../hooks/use-generation';
import { IdeaForms } from './idea-forms';

/**
 * Which story bible cards the engine was told of, and which did not fit: a line each, the
 * names listed in the interface's way.
 */
function ToldCards({ told }: { told: CardsTold }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = (cards: CardsTold['sent']) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(cards.map((card) => card.name));
  return (
    <div
      className="mt-3 rounded-lg border border-line bg-surface p-3 text-sm"
      data-testid="cards-told"
    >
      {told.sent.length > 0 ? <p>{t('generation.cardsSent', { names: list(told.sent) })}</p> : null}
      {told.left.length > 0 ? (
        <p className="text-ink-muted">{t('generation.cardsLeft', { names: list(told.left) })}</p>
      ) : null}
    </div>
  );
}

/**
 * The idea, as it streams and once it is done, then to edit, star, copy, develop, redraw,
 * outline or keep as cards (the `tools` slot), with the story bible cards its engine was
 * told of. Once saved, it shows the text as the writer last edited it.
 */
export function IdeaView({
  idea,
  generating,
  entry,
  told,
  tools,
  onDevelop,
  onRedraw,
}: {
  idea: ShownIdea;
  generating: boolean;
  /** The saved entry of the idea shown, once done. */
  entry: HistoryEntry | null;
  /** Which story bible cards the engine was told of, when the idea had any. */
  told: CardsTold | null;
  /** The outline and story bible of the saved idea, drawn by the desk. */
  tools?: ReactNode;
  onDevelop: (mode: Mode, style: Style) => void;
  onRedraw: (keep: ElementName[], style: Style) => void;
}) {
  const { t } = useTranslation();
  // The entry of the idea shown, once it is saved; the writer may have edited it since.
  const saved = useLatestEntry(!generating && entry && entry.idea === idea.text ? entry : null);
  const [editing, setEditing] = useIdeaTextEditing(saved);
  const text = saved ? saved.idea : idea.text;
  const { title, blocks } = splitIdea(text, idea.language);

  return (
    <article
      aria-labelledby="generated-idea-title"
      aria-busy={generating}
      className="mt-6 rounded-xl border border-line bg-paper p-4 sm:p-5"
    >
      {generating && idea.status === 'rewriting' ? (
        <p role="status" className="mb-2 text-sm text-ink-muted">
          {t('generation.rewriting')}
        </p>
      ) : null}
      {/* The idea's text is in its own language, which may not be the interface's. */}
      <h3
        id="generated-idea-title"
        lang={title ? idea.language : undefined}
        className="text-lg font-semibold break-words"
      >
        {title || t(idea.status === 'thinking' ? 'generation.thinking' : 'generation.writing')}
      </h3>
      {saved && editing ? (
        <IdeaTextForm entry={saved} onClose={() => setEditing(false)} />
      ) : (
        <div lang={idea.language}>
          <IdeaBody blocks={blocks} />
        </div>
      )}
      {saved ? <IdeaTextActions entry={saved} editing={editing} onEdit={setEditing} /> : null}
      {told && (told.sent.length > 0 || told.left.length > 0) ? <ToldCards told={told} /> : null}
      {saved ? <BriefReportDetails report={saved.briefReport} language={saved.language} /> : null}
      {!generating && title ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {saved ? <FavouriteButton entry={saved} /> : null}
          <CopyButton text={text} label={t('generation.copyIdea')} />
          <CopyButton text={title} label={t('generation.copyTitle')} />
        </div>
      ) : null}
      {saved ? (
        <IdeaForms
          key={saved.id}
          entry={saved}
          generating={generating}
          tools={tools}
          onDevelop={onDevelop}
          onRedraw={onRedraw}
        />
      ) : null}
    </article>
  );
}
