import type { RandomSource } from '../../genres/random-genres';

/** Grammatical gender of a word or a person, as agreement needs it. */
export type Agreement = 'm' | 'f';

export interface TemplateContext {
  /** Slot values, already final text. */
  slots: Readonly<Record<string, string>>;
  /**
   * Gender of each entity a marker can point at (`<m|f@S>` reads `S`); the entry under
   * the empty key is the default entity of unmarked `<m|f>`.
   */
  genders: Readonly<Record<string, Agreement>>;
  /** The entities that are plural (`<singular|plural#L>` reads `L`); none when absent. */
  plurals?: ReadonlySet<string>;
  random: RandomSource;
}

/**
 * Fills a grammar template. Four constructs, nestable:
 * - `{slot}`: the slot's value (an unknown slot throws: a grammar bug, caught by tests);
 * - `{one|two|three}`: one alternative, drawn with `random`;
 * - `<masculine|feminine>` or `<masculine|feminine@X>`: the form agreeing with entity X;
 * - `<singular|plural#X>`: the form agreeing with the number of entity X.
 */
export function fillTemplate(template: string, context: TemplateContext): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i] as string;
    if (ch === '{' || ch === '<') {
      const end = closingIndex(template, i);
      const inner = template.slice(i + 1, end);
      out += ch === '{' ? fillBraces(inner, context) : fillAgreement(inner, context);
      i = end + 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

function fillBraces(inner: string, context: TemplateContext): string {
  const options = splitTopLevel(inner);
  if (options.length > 1) {
    const option = options[Math.floor(context.random() * options.length)] as string;
    return fillTemplate(option, context);
  }
  const value = context.slots[inner];
  if (value === undefined) throw new Error(`unknown template slot {${inner}}`);
  return value;
}

function fillAgreement(inner: string, context: TemplateContext): string {
  const number = /#(\w+)$/u.exec(inner);
  if (number) {
    const forms = splitTopLevel(inner.slice(0, number.index));
    if (forms.length !== 2) throw new Error(`number marker needs two forms: <${inner}>`);
    const plural = context.plurals?.has(number[1] as string) ?? false;
    return fillTemplate((plural ? forms[1] : forms[0]) as string, context);
  }
  const at = inner.lastIndexOf('@');
  const entity = at >= 0 && !inner.slice(at).includes('|') ? inner.slice(at + 1) : '';
  const body = at >= 0 && entity !== '' ? inner.slice(0, at) : inner;
  const forms = splitTopLevel(body);
  if (forms.length !== 2) throw new Error(`agreement marker needs two forms: <${inner}>`);
  const gender = context.genders[entity];
  if (gender === undefined) throw new Error(`unknown agreement entity in <${inner}>`);
  return fillTemplate((gender === 'f' ? forms[1] : forms[0]) as string, context);
}

function closingIndex(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{' || ch === '<') depth += 1;
    else if (ch === '}' || ch === '>') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unbalanced template: ${text}`);
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '{' || ch === '<') depth += 1;
    else if (ch === '}' || ch === '>') depth -= 1;
    if (ch === '|' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}
