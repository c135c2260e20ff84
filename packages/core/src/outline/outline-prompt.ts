import { z } from 'zod/mini';
import type { StoryBible } from '../bible/story-bible';
import { bibleLines } from '../generation/bible-block';
import { languageOfIdea } from '../generation/language-of-idea';
import type { Language } from '../i18n/languages';
import { foldAccents } from '../text/fold-accents';
import { BEAT_CHANGE_MAX, BEAT_SUMMARY_MAX, BEAT_TITLE_MAX } from './outline';

/**
 * The AI's outline (docs/PRODUCT.md, Outlines): one chat call that answers JSON, and the
 * checks its answer passes before the writer pays for it.
 */

/** A beat of the structure as the prompt names it. */
export interface PromptBeat {
  key: string;
  name: string;
  purpose: string;
}

/** A locked beat, which the answer must give back word for word. */
export interface LockedBeat {
  key: string;
  title: string;
  summary: string;
  change: string;
}

export interface OutlinePromptInput {
  language: Language;
  structure: string;
  beats: readonly PromptBeat[];
  idea: string;
  notes?: string | undefined;
  bible?: StoryBible | undefined;
  bibleBudget: number;
  locked: readonly LockedBeat[];
  /** Asking again: what the first answer got wrong. */
  reminder?: OutlineFault | undefined;
}

/** What an answer can get wrong. */
export const OUTLINE_FAULTS = ['format', 'beats', 'empty', 'language', 'locked', 'names'] as const;
export type OutlineFault = (typeof OUTLINE_FAULTS)[number];

interface OutlinePromptTexts {
  system: string;
  intro: (structure: string) => string;
  idea: string;
  notes: string;
  bible: string;
  beats: string;
  locked: string;
  answer: string;
  reminders: Record<OutlineFault, string>;
}

const LIMITS = `title ≤ ${BEAT_TITLE_MAX}, summary ≤ ${BEAT_SUMMARY_MAX}, change ≤ ${BEAT_CHANGE_MAX}`;

const ANSWER_SHAPE =
  '{"beats":[{"key":"…","title":"…","summary":"…","change":"…","people":["…"],"newPeople":["…"]}]}';

const TEXTS: Record<Language, OutlinePromptTexts> = {
  fr: {
    system: 'Tu es un directeur littéraire. Tu réponds uniquement en français, en JSON.',
    intro: (structure) =>
      `Construis le plan de l’idée d’histoire ci-dessous selon la structure « ${structure} », étape par étape.`,
    idea: 'L’idée :',
    notes: 'Les notes de l’auteur :',
    bible: 'La bible de l’histoire (personnages, lieux, éléments) :',
    beats: 'Les étapes, dans cet ordre (clé — nom : rôle) :',
    locked: 'Étapes verrouillées, à reprendre mot pour mot :',
    answer: `Réponds par un seul objet JSON, sans autre texte : ${ANSWER_SHAPE}. Une entrée par étape, dans l’ordre, avec sa clé. « summary » dit ce qui se passe, « change » ce qui est différent après (${LIMITS} caractères). « people » nomme les personnes de l’étape ; celles qui ne sont ni dans la bible ni dans l’idée vont aussi dans « newPeople ». Tout en français.`,
    reminders: {
      format: 'Ta réponse précédente n’était pas un objet JSON de cette forme.',
      beats: 'Ta réponse précédente n’avait pas toutes les étapes, dans l’ordre, avec leurs clés.',
      empty: 'Ta réponse précédente laissait une étape sans titre ou sans résumé.',
      language: 'Ta réponse précédente n’était pas en français.',
      locked: 'Ta réponse précédente changeait une étape verrouillée.',
      names:
        'Ta réponse précédente nommait une personne inconnue sans la déclarer dans « newPeople ».',
    },
  },
  en: {
    system: 'You are a story editor. You answer only in English, in JSON.',
    intro: (structure) =>
      `Lay out the story idea below as an outline by the structure "${structure}", beat by beat.`,
    idea: 'The idea:',
    notes: 'The writer’s notes:',
    bible: 'The story bible (people, places, things):',
    beats: 'The beats, in this order (key — name: purpose):',
    locked: 'Locked beats, to give back word for word:',
    answer: `Answer with one JSON object and nothing else: ${ANSWER_SHAPE}. One entry per beat, in order, with its key. "summary" says what happens, "change" what is different after (${LIMITS} characters). "people" names the beat's people; anyone who is neither in the story bible nor in the idea also goes in "newPeople". Everything in English.`,
    reminders: {
      format: 'Your previous answer was not one JSON object of this shape.',
      beats: 'Your previous answer did not have every beat, in order, with its key.',
      empty: 'Your previous answer left a beat without a title or a summary.',
      language: 'Your previous answer was not in English.',
      locked: 'Your previous answer changed a locked beat.',
      names: 'Your previous answer named an unknown person without listing them in "newPeople".',
    },
  },
  es: {
    system: 'Eres un editor literario. Respondes solo en español, en JSON.',
    intro: (structure) =>
      `Construye la escaleta de la idea de historia de abajo según la estructura «${structure}», etapa por etapa.`,
    idea: 'La idea:',
    notes: 'Las notas del autor:',
    bible: 'La biblia de la historia (personajes, lugares, elementos):',
    beats: 'Las etapas, en este orden (clave — nombre: función):',
    locked: 'Etapas bloqueadas, que hay que devolver palabra por palabra:',
    answer: `Responde con un solo objeto JSON y nada más: ${ANSWER_SHAPE}. Una entrada por etapa, en orden, con su clave. «summary» dice qué pasa, «change» qué es distinto después (${LIMITS} caracteres). «people» nombra a las personas de la etapa; quien no esté ni en la biblia ni en la idea va también en «newPeople». Todo en español.`,
    reminders: {
      format: 'Tu respuesta anterior no era un objeto JSON de esta forma.',
      beats: 'A tu respuesta anterior le faltaban etapas, o no estaban en orden con sus claves.',
      empty: 'Tu respuesta anterior dejaba una etapa sin título o sin resumen.',
      language: 'Tu respuesta anterior no estaba en español.',
      locked: 'Tu respuesta anterior cambiaba una etapa bloqueada.',
      names:
        'Tu respuesta anterior nombraba a una persona desconocida sin declararla en «newPeople».',
    },
  },
};

/** Material from the writer or an earlier answer: fenced, so it reads as quoted. */
const quoted = (text: string) => ['"""', text.trim().replace(/"{3,}/gu, '"'), '"""'].join('\n');

/** The chat messages of an outline: short blocks in the idea's language. */
export function buildOutlinePrompt(input: OutlinePromptInput): { system: string; user: string } {
  const texts = TEXTS[input.language];
  const bible =
    input.bible && input.bible.cards.length > 0
      ? bibleLines(input.bible, input.language, input.bibleBudget).lines
      : [];
  const blocks = [
    texts.intro(input.structure),
    [texts.idea, quoted(input.idea)].join('\n'),
    ...(input.notes?.trim() ? [[texts.notes, quoted(input.notes)].join('\n')] : []),
    ...(bible.length > 0 ? [[texts.bible, quoted(bible.join('\n'))].join('\n')] : []),
    [
      texts.beats,
      ...input.beats.map((beat) => `- ${beat.key} — ${beat.name}: ${beat.purpose}`),
    ].join('\n'),
    ...(input.locked.length > 0
      ? [[texts.locked, quoted(JSON.stringify(input.locked))].join('\n')]
      : []),
    texts.answer,
    ...(input.reminder ? [texts.reminders[input.reminder]] : []),
  ];
  return { system: texts.system, user: blocks.join('\n\n') };
}

const answerSchema = z.object({
  beats: z.array(
    z.object({
      key: z.string(),
      title: z.string().check(z.maxLength(BEAT_TITLE_MAX * 2)),
      summary: z.string().check(z.maxLength(BEAT_SUMMARY_MAX * 2)),
      change: z._default(z.string().check(z.maxLength(BEAT_CHANGE_MAX * 2)), ''),
      people: z._default(z.array(z.string()), []),
      newPeople: z._default(z.array(z.string()), []),
    }),
  ),
});

/** A beat as the AI wrote it, checked. */
export type AnswerBeat = z.infer<typeof answerSchema>['beats'][number];

const fold = (name: string) => foldAccents(name).toLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * The AI's answer read and checked: one JSON object (a fence around it forgiven) with every
 * beat of the structure in order by its key, each titled and summarized, in the idea's
 * language, the locked ones word for word, and every person named either one the writer
 * knows (`knownNames`: the bible's names and aliases, the idea's people; a first name
 * alone is enough; or a name the idea writes) or declared new.
 */
export function readOutlineAnswer(
  text: string,
  expect: {
    keys: readonly string[];
    locked: readonly LockedBeat[];
    language: Language;
    knownNames: readonly string[];
    /** The idea's text: a name it writes with capitals is known too. */
    idea: string;
  },
): { beats: AnswerBeat[] } | { fault: OutlineFault } {
  const json = text.trim().replace(/^```(?:json)?\s*|\s*```$/gu, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { fault: 'format' };
  }
  const read = z.safeParse(answerSchema, parsed);
  if (!read.success) return { fault: 'format' };
  const { beats } = read.data;
  if (beats.map((beat) => beat.key).join('\n') !== expect.keys.join('\n'))
    return { fault: 'beats' };
  if (beats.some((beat) => beat.title.trim() === '' || beat.summary.trim() === '')) {
    return { fault: 'empty' };
  }
  const written = beats.map((beat) => `${beat.summary} ${beat.change}`).join(' ');
  if (languageOfIdea(written) !== expect.language) return { fault: 'language' };
  for (const locked of expect.locked) {
    const beat = beats.find((entry) => entry.key === locked.key);
    if (
      !beat ||
      beat.title !== locked.title ||
      beat.summary !== locked.summary ||
      beat.change !== locked.change
    ) {
      return { fault: 'locked' };
    }
  }
  const known = new Set(
    expect.knownNames.flatMap((name) => [fold(name), ...fold(name).split(' ')]),
  );
  const inIdea = new Set(
    [...expect.idea.matchAll(/\p{Lu}[\p{L}\p{M}'’-]*/gu)].map((match) => fold(match[0])),
  );
  const isKnown = (person: string) =>
    known.has(fold(person)) ||
    fold(person)
      .split(' ')
      .every((word) => inIdea.has(word));
  for (const beat of beats) {
    const declared = new Set(beat.newPeople.map(fold));
    if (beat.people.some((person) => !isKnown(person) && !declared.has(fold(person)))) {
      return { fault: 'names' };
    }
  }
  return { beats };
}
