import { BRIEF_ITEM_ROLES, type BriefReport } from '@plume/core/generation';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import en from '@plume/core/i18n/messages/en.json';
import es from '@plume/core/i18n/messages/es.json';
import fr from '@plume/core/i18n/messages/fr.json';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { briefReportSummary, briefRoleLabel, hasBriefItems } from './brief-report-text';

/** A translator in one language, over the catalogue the app ships. */
function translator(language: Language) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: { fr, en, es }[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

const place = { text: 'Aveyron', as: 'setting' } as const;

const report: BriefReport = {
  used: [
    place,
    { text: 'guérisseuse', as: 'lead' },
    { text: 'petite-fille vétérinaire', as: 'cast' },
  ],
  skipped: ['une prophétie'],
};

describe('hasBriefItems', () => {
  it('shows a report with a phrase used or left aside, not an empty or absent one', () => {
    expect(hasBriefItems(report)).toBe(true);
    expect(hasBriefItems({ used: [], skipped: ['x'] })).toBe(true);
    expect(hasBriefItems({ used: [], skipped: [] })).toBe(false);
    expect(hasBriefItems(undefined)).toBe(false);
  });
});

describe('briefReportSummary', () => {
  it('counts in English, each count in its plural form', () => {
    const t = translator('en');
    expect(briefReportSummary(report, t)).toBe('From your notes: 3 used, 1 not used');
    expect(briefReportSummary({ used: [place], skipped: [] }, t)).toBe('From your notes: 1 used');
    expect(briefReportSummary({ used: [], skipped: ['a', 'b'] }, t)).toBe(
      'From your notes: 2 not used',
    );
  });

  it('counts in French, a no-break space before the colon', () => {
    const t = translator('fr');
    expect(briefReportSummary(report, t)).toBe('D’après vos notes\u00a0: 3 repris, 1 non repris');
  });

  it('counts in Spanish, agreeing in number', () => {
    const t = translator('es');
    expect(briefReportSummary(report, t)).toBe('De tus notas: 3 usados, 1 sin usar');
    expect(briefReportSummary({ used: [place], skipped: [] }, t)).toBe('De tus notas: 1 usado');
  });
});

describe('briefRoleLabel', () => {
  it.each(LANGUAGES)('names every role in %s', (language) => {
    const t = translator(language);
    for (const role of BRIEF_ITEM_ROLES) {
      const label = briefRoleLabel(role, t);
      expect(label, role).not.toBe(`briefReport.roles.${role}`);
      expect(label.trim(), role).not.toBe('');
    }
  });

  it('says what a phrase became in the interface language', () => {
    expect(briefRoleLabel('setting', translator('en'))).toBe('the setting');
    expect(briefRoleLabel('era', translator('fr'))).toBe('l’époque');
    expect(briefRoleLabel('tone', translator('es'))).toBe('el tono');
  });
});
