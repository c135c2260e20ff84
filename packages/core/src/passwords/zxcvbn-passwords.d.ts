/**
 * The package publishes no types for this file, only for its index, which would also
 * bundle its diceware list and keyboard graphs. The list is lower case, most common first.
 */
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
