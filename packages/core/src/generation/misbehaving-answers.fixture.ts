import type { Language } from '../i18n/languages';
import type { IdeaFault } from './check-idea';
import type { Mode } from './generation-options';

/*
 * Answers as real models write them when they do not follow the prompt (Claude's markdown,
 * Qwen3 and DeepSeek-R1's reasoning through Ollama, vLLM or llama.cpp, small local models'
 * preambles and wrong languages, answers cut by the token limit), each with what should
 * become of it: the cleaner fixes it into the well-formed idea, or a check refuses it for
 * the rule it breaks. Shared by core's unit tests and the server's tests over HTTP.
 */

export interface MisbehavingAnswer {
  name: string;
  language: Language;
  mode: Mode;
  /** The text as the model streams it. */
  answer: string;
  /** The model's finish_reason: 'length' when cut by the token limit, null when it never said. */
  finishReason: 'stop' | 'length' | null;
  /** What the cleaner makes of it (a well-formed idea), or the rule the checks find broken. */
  expected: { cleaned: string } | { fault: IdeaFault };
}

/** Well-formed ideas, as the prompt asks for them. */
export const WELL_FORMED = {
  fr: {
    quick:
      "Le Phare des oubliés\n\nLéa Marchand, gardienne d'un phare breton, découvre que la lumière attire chaque nuit des navires disparus depuis un siècle. Elle doit choisir entre les guider vers le port ou éteindre le feu pour toujours, sachant que son propre frère se trouve à bord de l'un d'eux.",
    keyPoints:
      'Le Phare des oubliés\n\nPersonnages principaux\nLéa Marchand, gardienne du phare, obstinée et solitaire. Hugo Marchand, son frère disparu en mer il y a dix ans.\n\nConflit central\nLa lumière du phare attire des navires fantômes que Léa doit guider vers le port ou condamner à errer.\n\nÉlément déclencheur\nUne nuit de tempête, un navire disparu depuis cent ans accoste au pied du phare.\n\nPoint culminant\nLéa éteint le feu pour sauver le village, au prix de revoir son frère une dernière fois.',
  },
  en: {
    quick:
      'The Lighthouse of the Forgotten\n\nLea Marchand, keeper of a Breton lighthouse, discovers that its light draws ships lost a century ago. She must choose between guiding them home or putting out the light forever, knowing that her own brother is aboard one of them.',
    keyPoints:
      'The Lighthouse of the Forgotten\n\nMain characters\nLea Marchand, the stubborn and solitary keeper of the lighthouse. Hugo Marchand, her brother, lost at sea ten years ago.\n\nCentral conflict\nThe light draws ghost ships that Lea must either guide into the harbour or leave to wander forever.\n\nInciting incident\nOn a stormy night, a ship missing for a hundred years runs aground below the lighthouse.\n\nClimax\nLea puts out the light to save the village, at the cost of seeing her brother one last time.',
    detailed:
      'The Lighthouse of the Forgotten\n\nPitch\nA lighthouse keeper learns that her light calls back the ships the sea has taken.\n\nMain characters\nLea Marchand, the keeper, stubborn and alone. Hugo Marchand, her brother, lost at sea.\n\nStory arc\nLea guides the first ghost ship home, then learns what each rescue costs the living.\n\nThemes\nGrief, duty and the price of holding on to the dead.\n\nAtmosphere\nSalt, fog and the slow turn of the lamp through the long winter nights.\n\nRecommended style\nSpare and close to Lea, with the sea always heard.\n\nStakes\nIf the light keeps burning, the village slowly empties into the sea.',
  },
  es: {
    quick:
      'El faro de los olvidados\n\nLea Marchand, guardiana de un faro bretón, descubre que su luz atrae cada noche barcos desaparecidos hace un siglo. Debe elegir entre guiarlos al puerto o apagar el fuego para siempre, sabiendo que su propio hermano viaja a bordo de uno de ellos.',
    keyPoints:
      'El faro de los olvidados\n\nPersonajes principales\nLea Marchand, guardiana del faro, terca y solitaria. Hugo Marchand, su hermano, perdido en el mar hace diez años.\n\nConflicto central\nLa luz del faro atrae barcos fantasma que Lea debe guiar al puerto o condenar a vagar para siempre.\n\nDetonante\nUna noche de tormenta, un barco desaparecido hace cien años encalla al pie del faro.\n\nClímax\nLea apaga la luz para salvar al pueblo, a costa de ver a su hermano por última vez.',
  },
} as const;

const { fr, en, es } = WELL_FORMED;

/** A text cut mid-sentence, as the token limit leaves it. */
const cutShort = (text: string) => text.slice(0, Math.floor(text.length * 0.7));

export const MISBEHAVING_ANSWERS: readonly MisbehavingAnswer[] = [
  // French
  {
    name: 'fr: bold "Titre :" prefix',
    language: 'fr',
    mode: 'quick',
    answer: fr.quick.replace('Le Phare des oubliés', '**Titre :** Le Phare des oubliés'),
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  {
    name: 'fr: title as a markdown heading',
    language: 'fr',
    mode: 'quick',
    answer: `# ${fr.quick}`,
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  {
    name: 'fr: a first line addressed to the writer',
    language: 'fr',
    mode: 'quick',
    answer: `Voici une idée d'histoire originale :\n\n${fr.quick}`,
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  {
    name: 'fr: a <think> block before the idea (Qwen3 through Ollama)',
    language: 'fr',
    mode: 'quick',
    answer: `<think>\nL'utilisateur veut une idée courte en français. Je dois commencer par le titre.\n</think>\n\n${fr.quick}`,
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  {
    name: 'fr: « quotes » around the title and a closing wish',
    language: 'fr',
    mode: 'quick',
    answer: `« Le Phare des oubliés »\n${fr.quick.slice(fr.quick.indexOf('\n'))}\n\nJ'espère que cette idée vous inspirera pour votre prochain récit !`,
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  {
    name: 'fr: loose headings (numbers, ##, bold, capitals, colons)',
    language: 'fr',
    mode: 'key-points',
    answer: fr.keyPoints
      .replace('Personnages principaux', '## 1. Personnages principaux :')
      .replace('Conflit central', '**Conflit central**')
      .replace('Élément déclencheur', 'ÉLÉMENT DÉCLENCHEUR')
      .replace('Point culminant', 'Point culminant:'),
    finishReason: 'stop',
    expected: { cleaned: fr.keyPoints },
  },
  {
    name: 'fr: headings with their text on the same line',
    language: 'fr',
    mode: 'key-points',
    answer: fr.keyPoints
      .replace('Personnages principaux\n', '**Personnages principaux :** ')
      .replace('Conflit central\n', '**Conflit central :** ')
      .replace('Élément déclencheur\n', '**Élément déclencheur :** ')
      .replace('Point culminant\n', '**Point culminant :** '),
    finishReason: 'stop',
    expected: { cleaned: fr.keyPoints },
  },
  {
    name: 'fr: a preamble, a rule and emphasis in the text',
    language: 'fr',
    mode: 'quick',
    answer: `Bien sûr ! Voici une proposition pour votre prochaine histoire.\n\n---\n\n**Le Phare des oubliés**\n${fr.quick.slice(fr.quick.indexOf('\n')).replace('navires disparus', '*navires disparus*')}\n\n---`,
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  {
    name: 'fr: an answer in English',
    language: 'fr',
    mode: 'quick',
    answer: en.quick,
    finishReason: 'stop',
    expected: { fault: 'language' },
  },
  {
    name: 'fr: an answer in Spanish',
    language: 'fr',
    mode: 'quick',
    answer: es.quick,
    finishReason: 'stop',
    expected: { fault: 'language' },
  },
  {
    name: 'fr: cut by the token limit',
    language: 'fr',
    mode: 'quick',
    answer: cutShort(fr.quick),
    finishReason: 'length',
    expected: { fault: 'cut' },
  },
  {
    name: 'fr: key points with two of the four sections',
    language: 'fr',
    mode: 'key-points',
    answer: fr.keyPoints.slice(0, fr.keyPoints.indexOf('\n\nÉlément déclencheur')),
    finishReason: 'stop',
    expected: { fault: 'sections' },
  },
  {
    name: 'fr: no title, the idea opens with a sentence',
    language: 'fr',
    mode: 'quick',
    answer: fr.quick.slice(fr.quick.indexOf('\n')).trim(),
    finishReason: 'stop',
    expected: { fault: 'title' },
  },
  {
    name: 'fr: the elements block after the idea, then a closing wish',
    language: 'fr',
    mode: 'quick',
    answer: `${fr.quick}\n\n<elements>{"lead": {"name": "Léa Marchand", "role": "gardienne de phare"}, "cast": [], "setting": "un phare breton", "conflict": null, "twist": null, "ending": null}</elements>\n\nBonne écriture !`,
    finishReason: 'stop',
    expected: { cleaned: fr.quick },
  },
  // English
  {
    name: 'en: "Title:" prefix',
    language: 'en',
    mode: 'quick',
    answer: `Title: ${en.quick}`,
    finishReason: 'stop',
    expected: { cleaned: en.quick },
  },
  {
    name: 'en: "Sure! Here\'s a story idea" and a bold title',
    language: 'en',
    mode: 'quick',
    answer: `Sure! Here's a story idea for you:\n\n**The Lighthouse of the Forgotten**\n${en.quick.slice(en.quick.indexOf('\n'))}`,
    finishReason: 'stop',
    expected: { cleaned: en.quick },
  },
  {
    name: 'en: a <thinking> block',
    language: 'en',
    mode: 'quick',
    answer: `<thinking>The writer wants a short idea. Title first, then two or three sentences.</thinking>\n${en.quick}`,
    finishReason: 'stop',
    expected: { cleaned: en.quick },
  },
  {
    name: 'en: only the end of a reasoning block (DeepSeek-R1 without its opening tag)',
    language: 'en',
    mode: 'quick',
    answer: `Okay, the user wants a quick idea with a lighthouse. Let me write it.\n</think>\n\n${en.quick}`,
    finishReason: 'stop',
    expected: { cleaned: en.quick },
  },
  {
    name: 'en: closing lines offering more',
    language: 'en',
    mode: 'quick',
    answer: `${en.quick}\n\nI hope this inspires your next story!\nLet me know if you'd like me to develop it further.`,
    finishReason: 'stop',
    expected: { cleaned: en.quick },
  },
  {
    name: 'en: ### title between rules',
    language: 'en',
    mode: 'key-points',
    answer: `---\n### The Lighthouse of the Forgotten\n---${en.keyPoints.slice(en.keyPoints.indexOf('\n'))}`,
    finishReason: 'stop',
    expected: { cleaned: en.keyPoints },
  },
  {
    name: 'en: headings in italics and a bulleted list',
    language: 'en',
    mode: 'detailed',
    answer: en.detailed
      .replace('Pitch\n', '*Pitch*\n')
      .replace(
        'Themes\nGrief, duty and the price of holding on to the dead.',
        '_Themes_\n* Grief\n* Duty',
      )
      .replace('Stakes\n', '**STAKES:**\n'),
    finishReason: 'stop',
    expected: {
      cleaned: en.detailed.replace(
        'Themes\nGrief, duty and the price of holding on to the dead.',
        'Themes\n- Grief\n- Duty',
      ),
    },
  },
  {
    name: 'en: reasoning cut by the token limit before any idea',
    language: 'en',
    mode: 'quick',
    answer: '<think>\nThe user wants an idea about a lighthouse. Maybe a keeper who',
    finishReason: 'length',
    expected: { fault: 'cut' },
  },
  {
    name: 'en: a stream that ends without a finish',
    language: 'en',
    mode: 'quick',
    answer: cutShort(en.quick),
    finishReason: null,
    expected: { fault: 'cut' },
  },
  {
    name: 'en: an answer in French',
    language: 'en',
    mode: 'quick',
    answer: fr.quick,
    finishReason: 'stop',
    expected: { fault: 'language' },
  },
  {
    name: 'en: detailed with three of its seven sections',
    language: 'en',
    mode: 'detailed',
    answer: en.detailed.slice(0, en.detailed.indexOf('\n\nThemes')),
    finishReason: 'stop',
    expected: { fault: 'sections' },
  },
  {
    name: 'en: key points written for a quick idea',
    language: 'en',
    mode: 'quick',
    answer: en.keyPoints,
    finishReason: 'stop',
    expected: { fault: 'sections' },
  },
  {
    name: 'en: a section left empty',
    language: 'en',
    mode: 'key-points',
    answer: en.keyPoints.replace(/Inciting incident\n.*\n/u, 'Inciting incident\n'),
    finishReason: 'stop',
    expected: { fault: 'sections' },
  },
  {
    name: 'en: a first line that is a whole sentence',
    language: 'en',
    mode: 'quick',
    answer: `A keeper learns that her lighthouse calls back the ships the sea has taken.\n${en.quick.slice(en.quick.indexOf('\n'))}`,
    finishReason: 'stop',
    expected: { fault: 'title' },
  },
  {
    name: 'en: the elements block in a code fence, on the idea’s last line',
    language: 'en',
    mode: 'key-points',
    answer: `${en.keyPoints} <elements>\n\`\`\`json\n{"lead": {"name": "Lea Marchand", "role": "keeper"}}\n\`\`\`\n</elements>`,
    finishReason: 'stop',
    expected: { cleaned: en.keyPoints },
  },
  // Spanish
  {
    name: 'es: "Título:" prefix in bold',
    language: 'es',
    mode: 'quick',
    answer: es.quick.replace('El faro de los olvidados', '**Título:** El faro de los olvidados'),
    finishReason: 'stop',
    expected: { cleaned: es.quick },
  },
  {
    name: 'es: "Aquí tienes una idea"',
    language: 'es',
    mode: 'quick',
    answer: `¡Claro! Aquí tienes una idea de historia original:\n\n${es.quick}`,
    finishReason: 'stop',
    expected: { cleaned: es.quick },
  },
  {
    name: 'es: "quotes" around the title',
    language: 'es',
    mode: 'quick',
    answer: `"El faro de los olvidados"${es.quick.slice(es.quick.indexOf('\n'))}`,
    finishReason: 'stop',
    expected: { cleaned: es.quick },
  },
  {
    name: 'es: a <reasoning> block',
    language: 'es',
    mode: 'key-points',
    answer: `<reasoning>\nEl usuario pide los puntos clave. Necesito cuatro secciones.\n</reasoning>\n${es.keyPoints}`,
    finishReason: 'stop',
    expected: { cleaned: es.keyPoints },
  },
  {
    name: 'es: closing question and wish',
    language: 'es',
    mode: 'quick',
    answer: `${es.quick}\n\n¿Quieres que desarrolle los personajes o el mundo?\n¡Espero que te inspire!`,
    finishReason: 'stop',
    expected: { cleaned: es.quick },
  },
  {
    name: 'es: headings in capitals with colons',
    language: 'es',
    mode: 'key-points',
    answer: es.keyPoints
      .replace('Personajes principales', 'PERSONAJES PRINCIPALES:')
      .replace('Conflicto central', '### Conflicto Central')
      .replace('Detonante', '3) Detonante:')
      .replace('Clímax', '**Climax**'),
    finishReason: 'stop',
    expected: { cleaned: es.keyPoints },
  },
  {
    name: 'es: an answer in English',
    language: 'es',
    mode: 'quick',
    answer: en.quick,
    finishReason: 'stop',
    expected: { fault: 'language' },
  },
  {
    name: 'es: cut by the token limit',
    language: 'es',
    mode: 'key-points',
    answer: cutShort(es.keyPoints),
    finishReason: 'length',
    expected: { fault: 'cut' },
  },
  {
    name: 'es: sections out of order',
    language: 'es',
    mode: 'key-points',
    answer: es.keyPoints
      .replace('Conflicto central', 'TEMP')
      .replace('Detonante', 'Conflicto central')
      .replace('TEMP', 'Detonante'),
    finishReason: 'stop',
    expected: { fault: 'sections' },
  },
  {
    name: 'es: a title over 120 characters',
    language: 'es',
    mode: 'quick',
    answer: `El faro de los olvidados y la guardiana que escuchaba a los barcos perdidos en la niebla de una costa que nadie recordaba ya${es.quick.slice(es.quick.indexOf('\n'))}`,
    finishReason: 'stop',
    expected: { fault: 'title' },
  },
  {
    name: 'es: an elements block cut before its end',
    language: 'es',
    mode: 'quick',
    answer: `${es.quick}\n<elements>{"lead": {"name": "Lea Marchand", "role": "guardiana`,
    finishReason: 'stop',
    expected: { cleaned: es.quick },
  },
];
