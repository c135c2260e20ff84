import type { Language } from '../i18n/languages';
import type { Mention } from './card-mentions';
import type { ConsistencyFinding } from './consistency-finding';
import { firstNumberIn, numberIn } from './number-words';
import type { Token } from './text-tokens';

/**
 * An age given right after a name, as the three languages write it: "Élise, quarante-six
 * ans", "Élise a 46 ans", "Elena (46 años)", "Elena tiene 46 años", "Fiona, seventy-two,"
 * or "Fiona is 46 years old". The number is read by numberIn.
 */
const AGE_AFTER_NAME: Record<Language, RegExp> = {
  fr: /^(?:\s*[,(]\s*|\s+a\s+)(?:âgée? de\s+)?([\p{L}\d -]+?)\s+ans\b/u,
  en: /^(?:\s*[,(]\s*|\s+is\s+)(?:aged\s+)?([\p{L}\d-]+(?: [\p{L}\d-]+)?)(?=\s*[,);]|[\s-]+years?[\s-]+old)/u,
  es: /^(?:\s*[,(]\s*|\s+tiene\s+)(?:de\s+)?([\p{L}\d -]+?)\s+años\b/u,
};

/** A year as a story names one: four digits from 1000 to 2999. */
const YEAR = /(?<!\d)([12]\d{3})(?!\d)/g;

function endOf(mention: Mention, tokens: readonly Token[]): number {
  const last = tokens[mention.last] as Token;
  return last.at + last.word.length;
}

/** Ages the text gives a person right after their name that are not the card's age. */
export function ageNotes(
  text: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
  language: Language,
): ConsistencyFinding[] {
  const findings = new Map<string, ConsistencyFinding>();
  for (const mention of mentions) {
    const { card } = mention;
    if (card.type !== 'person' || card.age === '') continue;
    const expected = firstNumberIn(card.age, language);
    const after = endOf(mention, tokens);
    const match = AGE_AFTER_NAME[language].exec(text.slice(after, after + 60));
    const found = match ? numberIn(match[1] ?? '', language) : undefined;
    if (expected === undefined || found === undefined || found === expected) continue;
    const key = `${card.id} ${found}`;
    if (findings.has(key)) continue;
    const at = after + (match?.[0].indexOf(match[1] ?? '') ?? 0);
    findings.set(key, {
      kind: 'age',
      cardId: card.id,
      name: card.name,
      found: (match?.[1] ?? '').trim(),
      expected: String(expected),
      at,
    });
  }
  return [...findings.values()];
}

/** The sentences of a text, with where each starts, as tokensOf numbers them. */
function sentenceSpans(tokens: readonly Token[], text: string): Map<number, [number, number]> {
  const spans = new Map<number, [number, number]>();
  for (const token of tokens) {
    const span = spans.get(token.sentence);
    const end = token.at + token.word.length;
    spans.set(token.sentence, span ? [span[0], end] : [token.at, end]);
  }
  for (const [sentence, [start, end]] of spans)
    spans.set(sentence, [start, Math.min(end, text.length)]);
  return spans;
}

/**
 * Years the text gives in a sentence naming a place whose card's era holds another year
 * ("à l’hiver 1893" on the card, "en 1894" beside the lighthouse in the text).
 */
export function yearNotes(
  text: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
): ConsistencyFinding[] {
  const spans = sentenceSpans(tokens, text);
  const findings = new Map<string, ConsistencyFinding>();
  for (const mention of mentions) {
    const { card } = mention;
    if (card.type !== 'place') continue;
    const expected = [...card.era.matchAll(YEAR)].map((match) => match[1]);
    const span = spans.get(mention.sentence);
    if (expected.length === 0 || !span) continue;
    for (const match of text.slice(span[0], span[1]).matchAll(YEAR)) {
      const found = match[1] ?? '';
      if (expected.includes(found) || findings.has(`${card.id} ${found}`)) continue;
      findings.set(`${card.id} ${found}`, {
        kind: 'year',
        cardId: card.id,
        name: card.name,
        found,
        expected: expected[0] ?? '',
        at: span[0] + (match.index ?? 0),
      });
    }
  }
  return [...findings.values()];
}
