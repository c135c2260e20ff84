import { DOCUMENT_LANGUAGE_TAGS } from '@plume/core/history';
import type { Language } from '@plume/core/i18n';
import type { IStylesOptions } from 'docx';

const FONT = 'Times New Roman';

/**
 * A manuscript's look, 12 pt Times New Roman, set in the document itself rather than left
 * to the word processor; a Normal style of our own, since the library's headings are based
 * on one it does not define (LibreOffice then laid out manual line breaks oddly). Titles
 * and headings keep with the paragraph that follows: none is left alone at a page's foot.
 * Text is in `language` unless a run says otherwise, so that Word checks its spelling and
 * hyphenates it by that language's rules. The Word exports of ideas and of outlines share it.
 */
export function manuscriptStyles(language: Language): IStylesOptions {
  return {
    default: {
      document: {
        run: { font: FONT, size: 24, language: { value: DOCUMENT_LANGUAGE_TAGS[language] } },
      },
      title: {
        run: { font: FONT, size: 48, bold: true },
        paragraph: { spacing: { after: 240 }, keepNext: true },
      },
      heading1: {
        run: { font: FONT, size: 28, bold: true, color: '2F5D50' },
        paragraph: { spacing: { before: 240, after: 80 }, keepNext: true },
      },
      heading2: {
        run: { font: FONT, size: 24, bold: true, color: '2F5D50' },
        paragraph: { spacing: { before: 200, after: 40 }, keepNext: true },
      },
    },
    paragraphStyles: [{ id: 'Normal', name: 'Normal', run: { font: FONT, size: 24 } }],
  };
}
