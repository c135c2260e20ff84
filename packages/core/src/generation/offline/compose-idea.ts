import type { CardsTold } from '../../bible/story-bible';
import type { RandomSource } from '../../genres/random-genres';
import { foldAccents } from '../../text/fold-accents';
import { MODE_SECTIONS, type SectionId } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { type Agreement, fillTemplate } from './fill-template';
import type { LanguagePack, Lexicon, StyledList } from './languages/language-pack';
import { capitalizeSentences } from './noun-spec';
import { planStory } from './plan-story';
import { readBriefNotes, reportOf } from './read-brief/read-brief';
import { digestOf } from './recent-memory';
import { chance, pickOne } from './seeded-random';
import { pickStyled, refsOf, type Story, show, usable } from './story';
import type { StoryPlan } from './story-plan';

/** Title attempts before giving up on avoiding the recent titles by drawing again. */
const TITLE_ATTEMPTS = 40;

/**
 * The slots of a story's elements (setting, era, object, threat, incident, secret, twist,
 * climax): a developed idea tells them all, so the memory counts them as used.
 */
const STORY_ELEMENTS = ['L', 'E', 'O', 'A', 'inc', 'secret', 'twist', 'climax'] as const;

/** Case, accents, punctuation and spacing do not make a title new. */
export function normalizeTitle(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function sentence(story: Story, list: StyledList, voice: boolean): string {
  const template = pickStyled(story, list, voice);
  show(story, template);
  const text = fillTemplate(template, story).trim();
  return text ? capitalizeSentences(text) : '';
}

/** Sentences from the lists, in order; the one at `voiceIndex` speaks in the style's voice. */
function paragraph(story: Story, lists: readonly StyledList[], voiceIndex = -1): string {
  const text = lists
    .map((list, index) => sentence(story, list, index === voiceIndex))
    .filter(Boolean)
    .join(' ');
  return story.pack.grammar.finish(text);
}

/** A title the recent ones do not have, and the pattern it was written from. */
function writeTitle(
  story: Story,
  recentTitles: readonly string[],
): { title: string; pattern: string } {
  const { grammar, lexicon, templates } = story.pack;
  const { memory, random } = story;
  const recent = new Set(recentTitles.map(normalizeTitle));
  let title = '';
  let pattern = '';
  for (let attempt = 0; attempt < TITLE_ATTEMPTS; attempt++) {
    const first = memory.pick(titleNouns(lexicon), random);
    const second = memory.pick(
      lexicon.titleImages.filter((image) => image !== first),
      random,
    );
    Object.assign(
      story.slots,
      grammar.nounSlots('N', first, story.genders.P as Agreement),
      grammar.nounSlots('M', second, story.genders.P as Agreement),
    );
    story.genders.N = grammar.genderOf(first);
    story.genders.M = grammar.genderOf(second);
    story.sources.N = { entries: [first], refs: [] };
    story.sources.M = { entries: [second], refs: [] };
    story.slots.adj = titleAdjective(story, lexicon.titleImages.includes(first));
    const verb = memory.pick(lexicon.titleVerbs, random);
    story.sources.verb = { entries: [verb], refs: refsOf(verb) };
    story.slots.verb = fillTemplate(verb, story);
    pattern = memory.pick(usable(story, templates.titles), random);
    title = grammar.title(fillTemplate(pattern, story));
    if (!recent.has(normalizeTitle(title)) && title.length < 120) return { title, pattern };
  }
  for (let suffix = 2; ; suffix++) {
    const numbered = `${title} ${suffix}`;
    if (!recent.has(normalizeTitle(numbered))) return { title: numbered, pattern };
  }
}

const allTitleNouns = new WeakMap<Lexicon, readonly string[]>();

/** The abstract and the concrete title nouns together, joined once per lexicon. */
function titleNouns(lexicon: Lexicon): readonly string[] {
  let nouns = allTitleNouns.get(lexicon);
  if (!nouns) {
    nouns = [...lexicon.titleNouns, ...lexicon.titleImages];
    allTitleNouns.set(lexicon, nouns);
  }
  return nouns;
}

/**
 * An adjective that suits the title noun (an image adjective only for a concrete noun)
 * and does not repeat it ("Secret Secret").
 */
function titleAdjective(story: Story, concrete: boolean): string {
  const { titleAdjectives, titleImageAdjectives } = story.pack.lexicon;
  const noun = normalizeTitle(story.slots['N.n'] as string);
  let adjective = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const images = concrete && chance(0.6, story.random);
    const entry = story.memory.pick(images ? titleImageAdjectives : titleAdjectives, story.random);
    story.sources.adj = { entries: [entry], refs: [] };
    adjective = fillTemplate(entry, story);
    if (!normalizeTitle(adjective).includes(noun.slice(0, 5))) break;
  }
  return adjective;
}

function quickBody(story: Story, creativity: boolean): string {
  const { quick } = story.pack.templates;
  const lists = [quick.open, quick.middle];
  // An angle sentence also names a third person pinned to the idea (setQuickNeeds).
  if (creativity || story.needs.has(quick.angle)) lists.push(quick.angle);
  else if (story.style === 'minimaliste' || chance(0.75, story.random)) lists.push(quick.hook);
  // One sentence always carries the style, so two styles never give the same idea.
  const voiced = [...lists.keys()].filter((i) => (lists[i]?.[story.style] ?? []).length > 0);
  const voiceIndex = voiced.length > 0 ? pickOne(voiced, story.random) : -1;
  return paragraph(story, lists, voiceIndex);
}

function sectionBody(story: Story, section: SectionId, angle: boolean): string {
  const lists = [...story.pack.templates.sections[section]];
  if (angle) lists.push(story.pack.templates.angleNote);
  return paragraph(story, lists);
}

/** An idea of the built-in engine: its text, and the plan it tells (kept with the idea). */
export interface OfflineIdea {
  text: string;
  plan: StoryPlan;
  /** With a story bible: the cards it was written with, and those it could not use. */
  cards?: CardsTold;
}

/** The whole idea: title line, blank line, then the mode's body. */
export function composeIdea(
  pack: LanguagePack,
  request: IdeaRequest,
  random: RandomSource,
): OfflineIdea {
  const { story, plan, cards, brief } = planStory(pack, request, random);
  // A developed idea keeps its parent's title, a redrawn one when the writer keeps it
  // (writeTitle still draws the slots it fills).
  const drawn = writeTitle(story, request.recentTitles);
  const { redraw } = request;
  const keptTitle = redraw?.keep.includes('title') ? (redraw.elements.title ?? '') : '';
  const title = request.parent?.title || keptTitle || drawn.title;
  if (title === drawn.title) show(story, drawn.pattern);
  const sections: readonly SectionId[] = MODE_SECTIONS[request.mode];
  let body: string;
  if (sections.length === 0) body = quickBody(story, request.creativityWarning);
  else {
    const angleSection: SectionId = request.mode === 'detailed' ? 'pitch' : 'characters';
    body = sections
      .map((section) => {
        const heading = pack.sectionHeadings[section];
        const angle = request.creativityWarning && section === angleSection;
        return `${heading}\n${sectionBody(story, section, angle)}`;
      })
      .join('\n\n');
  }
  // A developed idea keeps its parent's plan whole, including what it was written from.
  // Otherwise the plan records what its text shows, and the story's own elements even
  // where the text leaves them unsaid: a quick idea's twist shows once it is developed.
  const kept = request.parent?.plan?.language === pack.language;
  const elements = STORY_ELEMENTS.flatMap((slot) => story.sources[slot]?.entries ?? []);
  const used = kept
    ? plan
    : { ...plan, used: [...new Set([...story.shown, ...elements])].map(digestOf) };
  const text = `${title}\n\n${body}`;
  // A developed idea tells its parent's plan, which the notes were read into: what of them
  // it carries is read against its own text.
  const reading = request.parent ? readBriefNotes(request.brief?.notes, pack.language) : brief;
  const briefReport = reportOf(reading, text, pack.language);
  return { text, plan: { ...used, briefReport }, ...(request.bible ? { cards } : {}) };
}
