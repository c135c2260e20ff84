import { colonAfter } from '../bible/bible-document';
import type { Language } from '../i18n/languages';
import type { Outline } from './outline';
import type { PrintedOutline } from './printed-outline';

/**
 * An outline laid out for a document, whatever the format (Markdown, CSV, OPML, Word): its
 * beats under their acts, with every name already in words, so that a renderer only writes.
 */
export interface OutlineDocument {
  /** The idea's title. */
  title: string;
  /** The language the outline is written in. */
  language: Language;
  /** The structure's name, translated. */
  structure: string;
  targetWords: number;
  /** Every act of the structure in order, an act without beats included. */
  acts: { name: string; beats: DocumentBeat[] }[];
}

export interface DocumentBeat {
  title: string;
  /** The structure beat's translated name; null for a beat the writer added. */
  beat: string | null;
  summary: string;
  /** What is different after the beat. */
  change: string;
  /** Where the beat falls, in percent of the story. */
  pct: number;
  words: number;
  /** The story bible's names of the point-of-view person, the cast and the place. */
  pov: string | null;
  cast: string[];
  place: string | null;
}

/** The words a document puts before a beat's fields, in the document's language. */
export interface OutlineLabels {
  change: string;
  pov: string;
  cast: string;
  place: string;
  words: string;
  position: string;
  act: string;
  beat: string;
  title: string;
  summary: string;
}

export interface OutlineNames {
  /** The idea's title. */
  title: string;
  structureName: string;
  /** The structure's acts, in order; a beat's `act` counts from 1. */
  actNames: readonly string[];
  /** A structure beat's name by its key. */
  beatNames: Readonly<Record<string, string>>;
  /** A story bible card's name by its id. */
  cardNames: ReadonlyMap<string, string>;
}

/**
 * The outline as a document: its beats in their order, each under its act. A beat whose act
 * is past the structure's last (a structure with fewer acts, a beat moved by hand) goes to
 * the last act, one before the first to the first, so that no beat is lost. A card the
 * bible no longer holds is left out rather than shown by its id.
 */
export function outlineDocument(
  outline: Pick<Outline, 'language' | 'targetWords' | 'beats'>,
  { title, structureName, actNames, beatNames, cardNames }: OutlineNames,
): OutlineDocument {
  const acts = (actNames.length > 0 ? actNames : ['']).map((name) => ({
    name,
    beats: [] as DocumentBeat[],
  }));
  const cardName = (id: string | null) => (id === null ? null : (cardNames.get(id) ?? null));
  const beatName = (key: string | null) =>
    key !== null && Object.hasOwn(beatNames, key) ? (beatNames[key] ?? null) : null;
  for (const beat of outline.beats) {
    const act = Math.min(Math.max(Math.trunc(beat.act) || 1, 1), acts.length);
    acts[act - 1]?.beats.push({
      title: beat.title,
      beat: beatName(beat.key),
      summary: beat.summary,
      change: beat.change,
      pct: beat.pct,
      words: beat.words,
      pov: cardName(beat.pov),
      cast: beat.cast.flatMap((id) => cardName(id) ?? []),
      place: cardName(beat.place),
    });
  }
  return {
    title,
    language: outline.language,
    structure: structureName,
    targetWords: outline.targetWords,
    acts,
  };
}

/**
 * A beat's heading: its title, and the structure beat it tells when that says more than the
 * title (null when there is none, or it is the same words); the beat's name alone when the
 * title is blank.
 */
export function beatHeading(beat: DocumentBeat): { title: string; beat: string | null } {
  const title = beat.title.trim();
  const name = beat.beat?.trim() ?? '';
  if (!title) return { title: name, beat: null };
  const same = name.toLocaleLowerCase() === title.toLocaleLowerCase();
  return { title, beat: name && !same ? name : null };
}

/**
 * The fields a beat has, after their labels and the language's colon: the change, the point
 * of view, the cast, the place, its words and its position, numbers written the language's
 * way. The labels are taken to be in the document's language, as its names are.
 */
export function beatFields(
  beat: DocumentBeat,
  labels: OutlineLabels,
  language: Language,
): { label: string; value: string }[] {
  const number = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return [
    { label: labels.change, value: beat.change },
    { label: labels.pov, value: beat.pov ?? '' },
    { label: labels.cast, value: beat.cast.join(', ') },
    { label: labels.place, value: beat.place ?? '' },
    { label: labels.words, value: beat.words > 0 ? number.format(beat.words) : '' },
    { label: labels.position, value: percent.format(beat.pct / 100) },
  ]
    .filter(({ value }) => value.trim() !== '')
    .map(({ label, value }) => ({ label: colonAfter(label, language), value }));
}

/** The outline document as the print view lays it out, with the labels in its language. */
export function printedOutline(doc: OutlineDocument, labels: OutlineLabels): PrintedOutline {
  return {
    title: doc.title,
    language: doc.language,
    structure: doc.structure,
    length: {
      label: colonAfter(labels.words, doc.language),
      value: new Intl.NumberFormat(doc.language).format(doc.targetWords),
    },
    acts: doc.acts.map((act) => ({
      name: act.name,
      beats: act.beats.map((beat) => ({
        heading: beatHeading(beat),
        summary: beat.summary,
        fields: beatFields(beat, labels, doc.language),
      })),
    })),
  };
}
