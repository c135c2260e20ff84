import type { Language } from '../i18n/languages';
import { MESSAGES } from '../i18n/messages';
import { fieldsOfType, type StoryCard } from './story-card';

/** One card laid out for a document: its name as a heading, what it is, its filled fields. */
export interface BibleEntry {
  name: string;
  /** "Person · Lead · feminine", "Place". */
  kind: string;
  /** Each filled field after its label with the language's colon. */
  details: { label: string; value: string }[];
}

/** A line's story bible as a document's section, after the idea. */
export interface BibleSection {
  title: string;
  entries: BibleEntry[];
}

/** French sets a colon apart with a (narrow no-break) space. */
export const colonAfter = (label: string, language: Language) =>
  language === 'fr' ? `${label}\u202f:` : `${label}:`;

function kindOf(card: StoryCard, language: Language): string {
  const labels = MESSAGES[language].bible;
  if (card.type !== 'person') return labels.types[card.type];
  return [labels.types.person, labels.parts[card.part], labels.genders[card.gender]].join(' · ');
}

/**
 * The cards of a line as a document's "Story bible" section in `language` (docs/PRODUCT.md,
 * Exports): every card, hidden fields and notes included (the document is the writer's
 * own; ideaDocument blanks them first when asked to leave them out), blank fields left
 * out; none when the line has no cards.
 */
export function bibleSection(
  cards: readonly StoryCard[],
  language: Language,
): BibleSection | undefined {
  if (cards.length === 0) return undefined;
  const labels = MESSAGES[language].bible;
  const entries = cards.map((card): BibleEntry => {
    const fields = fieldsOfType(card.type).map((field) => ({
      label: labels.fields[field],
      value: (card as unknown as Record<string, string>)[field] ?? '',
    }));
    const details = [
      { label: labels.summary, value: card.summary },
      { label: labels.aliases, value: card.aliases.join(', ') },
      ...fields,
      { label: labels.notes, value: card.notes },
    ]
      .filter(({ value }) => value.trim() !== '')
      .map(({ label, value }) => ({ label: colonAfter(label, language), value }));
    return { name: card.name, kind: kindOf(card, language), details };
  });
  return { title: labels.title, entries };
}

/** The section in Markdown: a second-level heading, each card under a third-level one. */
export function bibleToMarkdown(section: BibleSection): string[] {
  return [
    `## ${section.title}`,
    ...section.entries.flatMap((entry) => [
      `### ${entry.name}`,
      [
        `*${entry.kind}*`,
        ...entry.details.map(({ label, value }) => `**${label}** ${value.replace(/\n/g, '  \n')}`),
      ].join('  \n'),
    ]),
  ];
}
