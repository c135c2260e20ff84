/** The package publishes no types: the two functions the reader calls. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: {
    newStemmer(algorithm: string): Stemmer;
    algorithms(): string[];
  };
  export default snowball;
}
