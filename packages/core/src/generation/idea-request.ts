import type { StoryBible } from '../bible/story-bible';
import type { Language } from '../i18n/languages';
import type { IdeaFault } from './check-idea';
import type { KeptMaterial } from './develop-idea';
import type { Gender, Mode, NameChoices, PromptGenre, Style } from './generation-options';
import type { IdeaBrief } from './idea-brief';
import type { StoryPlan } from './offline/story-plan';
import type { RedrawMaterial } from './redraw-idea';

/** Everything needed to write one idea, whichever engine writes it. */
export interface IdeaRequest {
  language: Language;
  mode: Mode;
  style: Style;
  genres: readonly PromptGenre[];
  leadGender: Gender;
  /** Already filtered: names used in the recent ideas are left out. */
  names: NameChoices;
  /** Titles of the recent ideas, which the new title must not repeat. */
  recentTitles: readonly string[];
  /** The same genre set was used recently: take a clearly different angle. */
  creativityWarning: boolean;
  /**
   * The built-in engine's plans of the writer's recent ideas (recentPlans: the context
   * entries it wrote, newest first): a new idea does not reuse their settings, incidents,
   * twists and phrasings while the tables have others. A developed or redrawn idea ignores
   * them for what it keeps of its parent.
   */
  recentPlans?: readonly StoryPlan[] | undefined;
  /**
   * Ideas to write at once (CANDIDATES), drawn apart, each after its marker line
   * (candidates.ts); one idea when absent.
   */
  candidates?: number | undefined;
  /** What the writer asked besides genres, mode and style. */
  brief?: IdeaBrief | undefined;
  /** Asking again: the rule the previous answer broke, restated at the end of the prompt. */
  reminder?: IdeaFault;
  /**
   * Developing an idea: its text, the title and full names the new one keeps, and the
   * built-in engine's plan of it when that engine wrote it.
   */
  parent?: KeptMaterial & { idea: string; plan?: StoryPlan | undefined };
  /**
   * Redrawing an idea: the idea, its elements and plan, and the elements to keep; every
   * other element is drawn anew, none of them the idea's.
   */
  redraw?: RedrawMaterial | undefined;
  /**
   * The story bible's cards the idea is written with: its line's when it develops or
   * redraws an idea, those the writer pinned to a new one (docs/PRODUCT.md, The story bible).
   */
  bible?: StoryBible | undefined;
}
