import type { Messages } from '@plume/core/i18n/server';
import 'i18next';

/** The server's `t` knows the catalogue's keys: a key that is not in it does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
