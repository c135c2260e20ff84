import type { EngineCard } from '../bible/cards-for-engine';
import type { CardsTold, StoryBible } from '../bible/story-bible';
import { type CardField, fieldsOfType } from '../bible/story-card';
import type { Language } from '../i18n/languages';
import { MESSAGES } from '../i18n/messages';
import { PROMPT_TEXTS } from './prompt-texts';

/** The most characters the cards of an AI's story bible block take, unless configured. */
export const BIBLE_BUDGET = 1500;

/** A writer's text on one line, whatever it holds. */
const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** What a card is, in a few words: "Person · Lead · feminine", "Place". */
function kindOf(card: EngineCard, language: Language): string {
  const labels = MESSAGES[language].bible;
  const type = labels.types[card.type];
  if (card.type !== 'person') return type;
  const gender = card.gender === 'neutral' ? [] : [labels.genders[card.gender]];
  return [type, labels.parts[card.part], ...gender].join(' · ');
}

/** The card's own fields that are filled, each with its label: "Role: cartographer". */
function fieldsOf(card: EngineCard, language: Language): string[] {
  const { labelled } = PROMPT_TEXTS[language];
  const labels = MESSAGES[language].bible;
  const values = card as unknown as Record<CardField, string>;
  const fields = fieldsOfType(card.type)
    .filter((field) => oneLine(values[field] ?? '') !== '')
    .map((field) => labelled(labels.fields[field], oneLine(values[field])));
  const aliases = card.aliases.map(oneLine).filter(Boolean);
  return [...(aliases.length > 0 ? [labelled(labels.aliases, aliases.join(', '))] : []), ...fields];
}

/**
 * The lines a card may take, longest first: its name and kind with every filled field,
 * then with its one-line summary (for a tight budget), then its name and kind alone.
 */
function linesOf(card: EngineCard, language: Language): string[] {
  const head = `${oneLine(card.name)} (${kindOf(card, language)})`;
  const fields = fieldsOf(card, language);
  const summary = oneLine(card.summary);
  const full = fields.length > 0 ? `${head}: ${fields.join('; ')}` : '';
  return [full, summary ? `${head}: ${summary}` : '', head].filter(Boolean);
}

/** The block's cards, and which cards it tells of and which it leaves out. */
export interface BibleLines {
  /** One line per card told, in priority order; quoted by the prompt. */
  lines: string[];
  told: CardsTold;
}

/**
 * The cards of a story bible as an AI is told of them (docs/PRODUCT.md, The story bible):
 * in the bible's priority order, each as its longest line that still fits the budget (every
 * field, else its summary, else its name), the lines together at most `budget` characters.
 * A pinned card is always told, by its name at least, since the idea must name it; a card
 * that does not fit is left out, and the cards after it may still fit.
 */
export function bibleLines(
  bible: StoryBible,
  language: Language,
  budget = BIBLE_BUDGET,
): BibleLines {
  const lines: string[] = [];
  const told: CardsTold = { sent: [], left: [] };
  let used = 0;
  for (const card of bible.cards) {
    const ref = { id: card.id, name: card.name };
    const candidates = linesOf(card, language);
    const room = budget - used - (lines.length > 0 ? 1 : 0);
    const line =
      candidates.find((candidate) => candidate.length <= room) ??
      (bible.pinned.includes(card.id) ? candidates.at(-1) : undefined);
    if (line === undefined) {
      told.left.push(ref);
      continue;
    }
    used += line.length + (lines.length > 0 ? 1 : 0);
    lines.push(line);
    told.sent.push(ref);
  }
  return { lines, told };
}
