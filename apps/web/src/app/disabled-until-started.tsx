import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * A page the server drew is on screen before the app's code runs. Until the app has taken
 * it over, every field and button in it is disabled, so nothing is typed into a form with
 * no code behind it: sent by the browser itself, it would put the password in the address.
 * They keep their usual look meanwhile (styles.css), which lasts a moment on a fast
 * connection. Pages the browser draws itself are enabled before their first paint.
 */
export function DisabledUntilStarted({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useLayoutEffect(() => setStarted(true), []);
  return (
    <fieldset disabled={!started} data-starting={started ? undefined : ''} className="contents">
      {children}
    </fieldset>
  );
}
