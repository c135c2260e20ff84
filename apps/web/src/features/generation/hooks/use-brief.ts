import { type Audience, DEFAULT_AUDIENCE, type IdeaBrief } from '@plume/core/generation';
import { isLanguage, type Language } from '@plume/core/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../../lib/use-language';

/** Where the idea language a writer chose is remembered, apart from the interface's. */
const IDEA_LANGUAGE_KEY = 'plume.ideaLanguage';

/**
 * The writer's brief for the next ideas, held by the desk: notes, things to avoid, audience
 * and the idea's language. It stays as written from one idea to the next until cleared; a
 * history entry can set it (regenerate or develop from the entry). The idea language
 * follows the interface until the writer picks one, which is then remembered.
 */
export function useBrief() {
  const interfaceLanguage = useLanguage();
  const [notes, setNotes] = useState('');
  const [avoid, setAvoid] = useState('');
  const [audience, setAudience] = useState<Audience>(DEFAULT_AUDIENCE);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);

  // Read after hydration: the server renders the page without the browser's storage.
  useEffect(() => {
    const remembered = localStorage.getItem(IDEA_LANGUAGE_KEY);
    if (isLanguage(remembered)) setChosenLanguage(remembered);
  }, []);

  const setIdeaLanguage = useCallback((language: Language) => {
    setChosenLanguage(language);
    localStorage.setItem(IDEA_LANGUAGE_KEY, language);
  }, []);

  const replace = useCallback((brief: IdeaBrief) => {
    setNotes(brief.notes ?? '');
    setAvoid(brief.avoid ?? '');
    setAudience(brief.audience ?? DEFAULT_AUDIENCE);
  }, []);

  const clear = useCallback(() => replace({}), [replace]);

  const brief: IdeaBrief = {
    ...(notes.trim() ? { notes } : {}),
    ...(avoid.trim() ? { avoid } : {}),
    ...(audience !== DEFAULT_AUDIENCE ? { audience } : {}),
  };
  return {
    notes,
    setNotes,
    avoid,
    setAvoid,
    audience,
    setAudience,
    ideaLanguage: chosenLanguage ?? interfaceLanguage,
    setIdeaLanguage,
    /** What the API is sent: only what the writer filled in. */
    brief,
    isEmpty: Object.keys(brief).length === 0,
    replace,
    clear,
  };
}

export type Brief = ReturnType<typeof useBrief>;
