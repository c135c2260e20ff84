import type { Language } from '../i18n/languages';

/** An outline as its print view shows it: every name, label and number already in words. */
export interface PrintedOutline {
  title: string;
  language: Language;
  structure: string;
  /** The story's length after its label ("Words:", "Mots :"), its number the language's way. */
  length: { label: string; value: string };
  acts: {
    name: string;
    beats: {
      heading: { title: string; beat: string | null };
      summary: string;
      fields: { label: string; value: string }[];
    }[];
  }[];
}
