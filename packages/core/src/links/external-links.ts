import type { Language } from '../i18n/languages';

/**
 * Where the account menu's support centre and the purchase block's refund policy point.
 * Both live outside the app; `{lang}` in a template becomes fr, en or es.
 */
export interface ExternalLinkTemplates {
  support: string;
  refundPolicy: string;
}

export const DEFAULT_EXTERNAL_LINKS: ExternalLinkTemplates = {
  support: 'https://help.plume-stories.app/{lang}',
  refundPolicy: 'https://plume-stories.app/{lang}/refund-policy',
};

export function externalLink(template: string, language: Language): string {
  return template.replaceAll('{lang}', language);
}
