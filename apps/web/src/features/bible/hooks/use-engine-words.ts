import { useEngine } from '../../../lib/engine';

/** The story bible's words about who sees a card, which depend on the engine. */
type EngineWord =
  | 'visibilityLabel'
  | 'visibility.always'
  | 'visibility.whenNamed'
  | 'visibility.never'
  | 'hideCard'
  | 'showCard'
  | 'hideField'
  | 'showField'
  | 'hiddenFromAi'
  | 'fieldHidden'
  | 'notesHint'
  | 'summaryHint';

/**
 * The key of a word about who sees a card: the AI's words only when an AI engine is set
 * up; with the built-in engine, which runs on the server, a field is either the writer's
 * alone or used by the engine and never shown (docs/PRODUCT.md, The story bible).
 */
export function useEngineWords() {
  const engine = useEngine();
  const builtIn = engine.data === undefined || engine.data === 'offline';
  return {
    builtIn,
    key: (word: EngineWord) =>
      builtIn ? (`bible.builtIn.${word}` as const) : (`bible.${word}` as const),
  };
}
