import { type Audience, isAudience } from '@plume/core/generation';

/** A brief the writer has not cleared yet: what the form holds, kept across page loads. */
export interface BriefDraft {
  notes: string;
  avoid: string;
  audience: Audience;
}

const PREFIX = 'plume.briefDraft.';

/**
 * Each writer's draft under a key of their own, so a browser that two writers share never
 * shows one the other's notes.
 */
const keyOf = (userId: string) => `${PREFIX}${userId}`;

/** The writer's draft, or null when there is none or what is stored is not one. */
export function readBriefDraft(userId: string): BriefDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { notes, avoid, audience } = stored as Record<string, unknown>;
  if (typeof notes !== 'string' || typeof avoid !== 'string') return null;
  if (!isAudience(audience)) return null;
  return { notes, avoid, audience };
}

/** Keeps the draft, or forgets it when it holds nothing (`empty`). */
export function saveBriefDraft(userId: string, draft: BriefDraft, empty: boolean) {
  try {
    if (empty) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // A full or refused storage loses only the draft; the form keeps working.
  }
}

/** Every writer's draft forgotten: on signing out, the browser keeps nobody's notes. */
export function forgetBriefDrafts() {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  }
}
