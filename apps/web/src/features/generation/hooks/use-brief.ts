import { type Audience, DEFAULT_AUDIENCE, type IdeaBrief } from '@plume/core/generation';
import { isLanguage, type Language } from '@plume/core/i18n';
import { useCallback, useEffect, useState } from 'react';
import { readBriefDraft, saveBriefDraft } from '../../../lib/brief-draft';
import { useLanguage } from '../../../lib/use-language';

/** Where the idea language a writer chose is remembered, apart from the interface's. */
const IDEA_LANGUAGE_KEY = 'plume.ideaLanguage';

/**
 * The writer's brief for the next ideas, held by the desk: notes, things to avoid, audience
 * and the idea's language. It stays as written from one idea to the next until cleared; a
 * history entry can set it (regenerate or develop from the entry). It is kept as a draft
 * in the browser, for this writer, so a reload, a change of language or a trip to the
 * checkout loses nothing. The idea language follows the interface until the writer picks
 * one, which is then remembered.
 */
export function useBrief(userId: string) {
  const interfaceLanguage = useLanguage();
  const [notes, setNotes] = useState('');
  const [avoid, setAvoid] = useState('');
  const [audience, setAudience] = useState<Audience>(DEFAULT_AUDIENCE);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const [restored, setRestored] = useState(false);

  // Read after hydration: the server renders the page without the browser's storage.
  useEffect(() => {
    const remembered = localStorage.getItem(IDEA_LANGUAGE_KEY);
    if (isLanguage(remembered)) setChosenLanguage(remembered);
    const draft = readBriefDraft(userId);
    if (draft) {
      setNotes(draft.notes);
      setAvoid(draft.avoid);
      setAudience(draft.audience);
    }
    setRestored(true);
  }, [userId]);

  // Written only once the draft was read, so the empty first render never overwrites it.
  useEffect(() => {
    if (!restored) return;
    const empty = !notes.trim() && !avoid.trim() && audience === DEFAULT_AUDIENCE;
    saveBriefDraft(userId, { notes, avoid, audience }, empty);
  }, [restored, userId, notes, avoid, audience]);

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
