import { type CardsTold, pinnedNames } from '../bible/story-bible';
import { BIBLE_BUDGET, bibleLines } from './bible-block';
import { candidateMarker } from './candidates';
import { MODE_SECTIONS, SECTION_HEADINGS } from './generation-options';
import { isEmptyBrief } from './idea-brief';
import { ELEMENT_NAMES, type ElementName, hasElement, type StoryPerson } from './idea-elements';
import type { IdeaRequest } from './idea-request';
import { PROMPT_TEXTS } from './prompt-texts';
import { type RedrawMaterial, redrawCheckOf } from './redraw-idea';

/** The two chat messages the OpenAI-compatible engine sends (docs/PRODUCT.md, Prompt rules). */
export interface IdeaPrompt {
  /** Fixes the reply language. */
  system: string;
  /** Every rule of docs/PRODUCT.md, Prompt rules, in the idea's language. */
  user: string;
  /** With a story bible: the cards its block tells of, and those it leaves out. */
  cards?: CardsTold;
}

/** Catalogue text and past titles go on one line each, whatever they hold. */
function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Material given to the model (an idea to develop, the writer's notes): between fences, so
 * its headings and sentences read as its own, never as the prompt's; a fence inside it is
 * flattened so that it cannot close the quote early.
 */
function quoted(text: string): string {
  return ['"""', text.trim().replace(/"{3,}/gu, '"'), '"""'].join('\n');
}

function block(label: string, lines: readonly string[]): string {
  return [label, ...lines].join('\n');
}

/**
 * The prompt for one idea: short labelled blocks (an idea to develop or redraw, genres, the
 * creativity warning when due, style, the mandatory lead gender, the allowed names, the
 * title rules with the recent titles to avoid, the mode's structure with its exact
 * headings, the elements block to add after the idea, the reply language), then the
 * writer's brief, quoted, the story bible's cards, quoted within `bibleBudget` characters,
 * and on a second try the rule the first answer broke. A batch's prompt asks for its ideas
 * apart from each other, each after its marker line (candidates.ts).
 * Deterministic: the same request always gives the same prompt.
 */
export function buildPrompt(
  request: IdeaRequest,
  { bibleBudget = BIBLE_BUDGET }: { bibleBudget?: number } = {},
): IdeaPrompt {
  const texts = PROMPT_TEXTS[request.language];
  const { labels } = texts;
  const style = texts.styles[request.style];

  const genreLines =
    request.genres.length === 0
      ? [texts.noGenres]
      : request.genres.map((genre) => {
          const name = oneLine(genre.name);
          const description = oneLine(genre.description);
          return `- ${description === '' ? name : texts.labelled(name, description)}`;
        });
  if (request.mode === 'random-genres' && request.genres.length > 0) {
    genreLines.push(texts.randomGenres);
  }

  const nameLines = [
    texts.namesRule,
    texts.labelled(texts.nameLists.female, request.names.female.join(', ')),
    texts.labelled(texts.nameLists.male, request.names.male.join(', ')),
    texts.labelled(texts.nameLists.family, request.names.family.join(', ')),
  ];

  const titles = request.recentTitles.map(oneLine).filter((title) => title !== '');
  const titleLines = [
    ...texts.titleRules.map((rule) => `- ${rule}`),
    // A developed idea keeps its parent's title, and a redrawn one may (their blocks say
    // so): no other to avoid.
    ...(request.parent || request.redraw?.keep.includes('title')
      ? []
      : titles.length === 0
        ? [`- ${texts.noRecentTitles}`]
        : [`- ${texts.recentTitlesIntro}`, ...titles.map((title) => `  - ${title}`)]),
  ];

  const { parent, redraw, bible } = request;
  const told =
    bible && bible.cards.length > 0 ? bibleLines(bible, request.language, bibleBudget) : undefined;
  const reminder = request.reminder
    ? redraw && request.reminder === 'kept'
      ? texts.redrawReminder
      : texts.reminders[request.reminder]
    : undefined;
  const batch = (request.candidates ?? 1) > 1;
  const markers = Array.from({ length: request.candidates ?? 1 }, (_, index) =>
    candidateMarker(index),
  );
  const blocks = [
    batch ? texts.batch.intro : texts.intro,
    ...(batch
      ? [
          block(
            texts.batch.label,
            texts.batch.rules(markers).map((rule) => `- ${rule}`),
          ),
        ]
      : []),
    ...(parent
      ? [
          block(labels.develop, [
            ...texts.developRules(parent.title, parent.names),
            quoted(parent.idea),
          ]),
        ]
      : []),
    ...(redraw ? [block(labels.redraw, redrawLines(request, redraw))] : []),
    block(labels.genres, genreLines),
    ...(request.creativityWarning ? [block(labels.creativity, [texts.creativityWarning])] : []),
    block(texts.labelled(labels.style, style.name), [style.instructions]),
    block(labels.lead, [texts.lead[request.leadGender]]),
    block(labels.names, nameLines),
    block(labels.title, titleLines),
    block(labels.structure, structureLines(request)),
    block(labels.elements, texts.elementsRequest),
    block(labels.language, [texts.languageRule]),
    ...(isEmptyBrief(request.brief) ? [] : [block(labels.brief, briefLines(request))]),
    ...(told && told.lines.length > 0
      ? [block(labels.bible, bibleBlockLines(request, told.lines))]
      : []),
    ...(reminder ? [block(labels.reminder, [reminder])] : []),
  ];

  return {
    system: texts.system,
    user: blocks.join('\n\n'),
    ...(told ? { cards: told.told } : {}),
  };
}

/**
 * The story bible, after the brief: the rules about it, the names the writer pinned, then
 * the cards, quoted, since they are the writer's words, never instructions.
 */
function bibleBlockLines(request: IdeaRequest, lines: readonly string[]): string[] {
  const texts = PROMPT_TEXTS[request.language];
  const pinned = pinnedNames(request.bible);
  return [
    ...texts.bibleRules.map((rule) => `- ${rule}`),
    ...(pinned.length > 0 ? [`- ${texts.pinnedRule(pinned)}`] : []),
    quoted(lines.join('\n')),
  ];
}

/**
 * Redrawing an idea: the rules (the kept title and full names said outright), then the
 * elements to keep and those to replace, each list quoted, since a model's or an old
 * idea's words are material, never instructions.
 */
function redrawLines(request: IdeaRequest, redraw: RedrawMaterial): string[] {
  const texts = PROMPT_TEXTS[request.language];
  const { title, names } = redrawCheckOf(redraw);
  const present = ELEMENT_NAMES.filter((name) => hasElement(redraw.elements, name));
  const lines = (names: readonly ElementName[]) =>
    names.map((name) => texts.labelled(texts.elementNames[name], elementText(redraw, name)));
  const replaced = present.filter((name) => !redraw.keep.includes(name));
  return [
    ...texts.redrawRules(title, names),
    ...(redraw.keep.length > 0
      ? [texts.redrawParts.keep, quoted(lines(redraw.keep).join('\n'))]
      : []),
    ...(replaced.length > 0 ? [texts.redrawParts.replace, quoted(lines(replaced).join('\n'))] : []),
  ];
}

/** An element as one line: a person by name and role, the cast one after the other. */
function elementText(redraw: RedrawMaterial, name: ElementName): string {
  const person = (someone: StoryPerson) =>
    someone.role ? `${someone.name} (${someone.role})` : someone.name;
  const { elements } = redraw;
  if (name === 'lead') return elements.lead ? person(elements.lead) : '';
  if (name === 'cast') return elements.cast.map(person).join('; ');
  return oneLine(elements[name] ?? '');
}

/** The writer's brief, after every rule: the rules about it, then its parts, quoted. */
function briefLines(request: IdeaRequest): string[] {
  const texts = PROMPT_TEXTS[request.language];
  const { notes, avoid, audience } = request.brief ?? {};
  const partLabel = (label: string) => texts.labelled(label, '').trimEnd();
  return [
    ...texts.briefRules.map((rule) => `- ${rule}`),
    ...(audience && audience !== 'adults'
      ? [texts.labelled(texts.briefParts.audience, texts.audiences[audience])]
      : []),
    ...(notes ? [partLabel(texts.briefParts.notes), quoted(notes)] : []),
    ...(avoid ? [partLabel(texts.briefParts.avoid), quoted(avoid)] : []),
  ];
}

/** quick and random-genres: a title and 2 to 3 sentences; the others: their sections. */
function structureLines(request: IdeaRequest): string[] {
  const texts = PROMPT_TEXTS[request.language];
  if (request.mode !== 'key-points' && request.mode !== 'detailed') return [texts.quickStructure];
  const sections = MODE_SECTIONS[request.mode];
  const headings = SECTION_HEADINGS[request.language];
  const styleName = texts.styles[request.style].name;
  return [
    texts.sectionsIntro(sections.length),
    ...sections.map((section) => headings[section]),
    texts.sectionsContent(texts.sentences[request.mode]),
    ...sections.map((section) => {
      const hint = texts.sectionHints[section];
      return `- ${texts.labelled(headings[section], section === 'style' ? `${hint} (${styleName})` : hint)}`;
    }),
  ];
}
