/** An i sound ("Isabel", "hijo", not "hielo"), and an o sound ("Olga", "honor"). */
const I_SOUND = /^(?:[iIíÍ]|[hH][iIíÍ](?![aeouáéóú]))/u;
const O_SOUND = /^(?:[oOóÓ]|[hH][oOóÓ])/u;

/**
 * "y" becomes "e" before an i sound and "o" becomes "u" before an o sound, and back when
 * what follows changed (a name replaced in a kept phrase: "Santino e Isabel" → "Santino y
 * Marta").
 */
export function conjunctions(text: string): string {
  return text.replace(/ ([yeou]) (?=(\S+))/g, (_match, conjunction: string, next: string) => {
    if (conjunction === 'y' || conjunction === 'e') return I_SOUND.test(next) ? ' e ' : ' y ';
    return O_SOUND.test(next) ? ' u ' : ' o ';
  });
}
