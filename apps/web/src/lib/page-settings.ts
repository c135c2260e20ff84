import { DEFAULT_EXTERNAL_LINKS, type ExternalLinkTemplates } from '@plume/core/links';
import { createContext, useContext } from 'react';

export interface PageSettings {
  /** The support centre and refund policy addresses the server is configured with. */
  links: ExternalLinkTemplates;
  /** The writer's time zone (the time-zone cookie, see app/root.tsx), or UTC. */
  timeZone: string;
}

const PageSettingsContext = createContext<PageSettings>({
  links: DEFAULT_EXTERNAL_LINKS,
  timeZone: 'UTC',
});

/** Set once by the root route from its loader's data. */
export const PageSettingsProvider = PageSettingsContext.Provider;

export function usePageSettings(): PageSettings {
  return useContext(PageSettingsContext);
}
