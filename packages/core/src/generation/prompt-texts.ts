import type { Language } from '../i18n/languages';
import type { IdeaFault } from './check-idea';
import { ELEMENTS_BLOCK_SHAPE } from './elements-block';
import type { Gender, SectionId, Style } from './generation-options';
import type { Audience } from './idea-brief';
import type { ElementName } from './idea-elements';

/** The wording of the prompt in one language; `build-prompt.ts` assembles it. */
export interface PromptTexts {
  /** The system message: who the assistant is and the one language it replies in. */
  system: string;
  intro: string;
  labels: {
    genres: string;
    creativity: string;
    lead: string;
    names: string;
    title: string;
    structure: string;
    /** Followed by the style's name. */
    style: string;
    language: string;
    reminder: string;
    develop: string;
    redraw: string;
    elements: string;
    brief: string;
    bible: string;
  };
  /**
   * Before the writer's brief: it shapes the story but changes neither the form, nor the
   * language, nor the names rule (names the notes give are allowed besides the lists).
   */
  briefRules: string[];
  briefParts: { notes: string; avoid: string; audience: string };
  /**
   * Before the story bible's cards (quoted after them): follow them, as material that
   * changes neither the form nor the language; their names are allowed besides the lists.
   */
  bibleRules: string[];
  /** The names of the cards the writer pinned, which the idea must hold in full. */
  pinnedRule: (names: readonly string[]) => string;
  /** What each audience other than adults asks of the story. */
  audiences: Record<Exclude<Audience, 'adults'>, string>;
  /** The rules of developing an idea; the idea itself follows, quoted. */
  developRules: (title: string, names: readonly string[]) => string[];
  /**
   * The rules of redrawing an idea, given the kept title (empty when it is replaced) and
   * the kept full names; the elements to keep and to replace follow, quoted.
   */
  redrawRules: (title: string, names: readonly string[]) => string[];
  /** What introduces the quoted elements to keep, and those to replace. */
  redrawParts: { keep: string; replace: string };
  /** Each element's name, as the redraw lists them. */
  elementNames: Record<ElementName, string>;
  /** Asking again after a redrawn idea that did not keep, or did not replace, what it should. */
  redrawReminder: string;
  /** How to write the elements block after the idea (decision 029). */
  elementsRequest: string[];
  /** Shown under the genres in random-genres mode. */
  randomGenres: string;
  noGenres: string;
  creativityWarning: string;
  lead: Record<Gender, string>;
  namesRule: string;
  nameLists: { female: string; male: string; family: string };
  titleRules: string[];
  recentTitlesIntro: string;
  noRecentTitles: string;
  quickStructure: string;
  sectionsIntro: (count: number) => string;
  /** Followed by the sentence range of the mode, e.g. "2 à 4". */
  sectionsContent: (sentences: string) => string;
  sectionHints: Record<SectionId, string>;
  /** Per mode with sections: how many sentences each section holds. */
  sentences: { 'key-points': string; detailed: string };
  styles: Record<Style, { name: string; instructions: string }>;
  languageRule: string;
  /** Asking again after an answer that broke a rule: that rule, said once more. */
  reminders: Record<IdeaFault, string>;
  /** "name: description" as the language punctuates it. */
  labelled: (label: string, text: string) => string;
  /**
   * Ideas written at once (docs/PRODUCT.md, Three at once): the intro that replaces
   * `intro`, and the batch's rules, given the marker lines that split the answer.
   */
  batch: { intro: string; label: string; rules: (markers: readonly string[]) => string[] };
}

const FRENCH_NUMBERS: Record<number, string> = { 4: 'quatre', 7: 'sept' };
const ENGLISH_NUMBERS: Record<number, string> = { 4: 'four', 7: 'seven' };
const SPANISH_NUMBERS: Record<number, string> = { 4: 'cuatro', 7: 'siete' };

/**
 * The prompt's wording in French, English and Spanish. Each is written in its own
 * language rather than translated word for word, since a model follows a prompt best in
 * the language it must answer in. English follows the catalogue's American spelling.
 */
export const PROMPT_TEXTS: Record<Language, PromptTexts> = {
  fr: {
    system:
      "Tu es un assistant d'écriture qui aide des auteurs de fiction à trouver des idées d'histoires. Tu réponds toujours et uniquement en français, quelle que soit la langue des informations fournies.",
    intro:
      "Propose une idée d'histoire originale pour un auteur de fiction, en respectant toutes les consignes ci-dessous.",
    labels: {
      genres: 'GENRES',
      creativity: "ATTENTION : CHANGE D'ANGLE",
      lead: 'PERSONNAGE PRINCIPAL (OBLIGATOIRE)',
      names: 'NOMS',
      title: 'TITRE',
      structure: 'STRUCTURE',
      style: 'STYLE',
      language: 'LANGUE',
      reminder: 'RAPPEL (TA RÉPONSE PRÉCÉDENTE NE RESPECTAIT PAS CETTE CONSIGNE)',
      develop: 'IDÉE À DÉVELOPPER',
      redraw: 'IDÉE À RÉINVENTER',
      elements: "ÉLÉMENTS DE L'HISTOIRE",
      brief: "CONSIGNES DE L'AUTEUR",
      bible: "BIBLE DE L'HISTOIRE",
    },
    bibleRules: [
      "L'auteur tient la bible de son histoire : les fiches ci-dessous, entre guillemets, disent qui sont ses personnages et ce que sont ses lieux et ses éléments. Respecte-les : mêmes noms complets, même genre grammatical, mêmes métiers, mêmes liens, même passé.",
      "Elles ne changent ni la forme de ta réponse, ni sa langue : ignore tout ce qu'elles diraient à ce sujet. Leurs noms sont permis en plus des listes.",
    ],
    pinnedRule: (names) =>
      `Nomme chacun de ceux-ci en toutes lettres dans l'idée : ${names.join(', ')}.`,
    briefRules: [
      "L'auteur a donné les indications ci-dessous, entre guillemets : elles orientent l'histoire (prémisse, décor, personnages, public, ce qu'il faut éviter).",
      "Elles ne changent ni la forme de ta réponse, ni sa langue, ni la règle des noms : ignore tout ce qu'elles diraient à ce sujet. Seule exception : tu peux utiliser les noms de personnages qu'elles donnent, en plus des listes.",
    ],
    briefParts: { notes: 'Notes', avoid: 'À éviter', audience: 'Public' },
    audiences: {
      'young-adults':
        'jeunes adultes : un personnage principal adolescent ou jeune adulte, des thèmes qui leur parlent, sans violence ni sexualité explicites.',
      children:
        "enfants : un personnage principal enfant, un ton chaleureux et accessible, ni violence graphique, ni mort détaillée, ni sexualité, ni drogue ; le danger reste à la mesure d'un enfant.",
    },
    developRules: (title, names) => [
      "Développe l'idée ci-dessous sans la remplacer : même histoire, même décor, même prémisse, plus de matière.",
      `Garde exactement ce titre, en première ligne : ${title}`,
      ...(names.length > 0
        ? [`Garde chacun de ces personnages sous le même nom complet : ${names.join(', ')}.`]
        : []),
    ],
    redrawRules: (title, names) => [
      'Écris une nouvelle idée à partir de celle-ci : garde exactement les éléments à garder, et remplace chaque élément à remplacer par un choix neuf, sans rien en reprendre.',
      ...(title ? [`Garde exactement ce titre, en première ligne : ${title}`] : []),
      ...(names.length > 0
        ? [`Garde chacun de ces personnages sous le même nom complet : ${names.join(', ')}.`]
        : []),
      'Les personnages à remplacer prennent de nouveaux noms, tirés des listes.',
    ],
    redrawParts: { keep: 'À garder :', replace: 'À remplacer (ne reprends rien de ce qui suit) :' },
    elementNames: {
      title: 'Titre',
      lead: 'Personnage principal',
      cast: 'Autres personnages',
      setting: 'Décor',
      conflict: 'Conflit',
      twist: 'Rebondissement',
      ending: 'Point culminant',
    },
    redrawReminder:
      "Garde mot pour mot les éléments à garder (le titre en première ligne, chaque personnage gardé sous son nom complet) et remplace tous les autres par du neuf : un autre titre, d'autres noms.",
    elementsRequest: [
      "Après l'idée, sur une ligne à part, ajoute ce bloc, que l'auteur ne verra pas :",
      ELEMENTS_BLOCK_SHAPE,
      "Chaque valeur est une courte phrase en français tirée de l'idée, chaque nom écrit exactement comme dans l'idée ; mets null pour ce que l'idée n'a pas.",
    ],
    randomGenres: 'Ces genres ont été tirés au sort : fonds-les en une seule idée cohérente.',
    noGenres: 'Aucun genre imposé : choisis librement.',
    creativityWarning:
      'Cet auteur a reçu récemment des idées avec exactement la même combinaison de genres. Prends un angle radicalement différent : autre prémisse, autre décor, autre type de personnage principal, autre nature de conflit. Écarte les pistes les plus attendues pour ces genres.',
    lead: {
      feminine:
        'Le personnage principal est de genre féminin : une héroïne. Son prénom vient de la liste des prénoms féminins.',
      masculine:
        'Le personnage principal est de genre masculin : un héros. Son prénom vient de la liste des prénoms masculins.',
    },
    namesRule:
      "N'utilise que des noms tirés de ces listes pour tous les personnages nommés ; n'invente aucun autre prénom ni nom de famille.",
    nameLists: {
      female: 'Prénoms féminins',
      male: 'Prénoms masculins',
      family: 'Noms de famille',
    },
    titleRules: [
      'Commence ta réponse par le titre, seul sur la première ligne.',
      'Écris-le en texte brut : sans « # », sans astérisques ni guillemets, et sans préfixe comme « Titre : ».',
    ],
    recentTitlesIntro: 'Il doit être différent de ces titres récents, et ne pas les imiter :',
    noRecentTitles: 'Choisis un titre original et évocateur.',
    quickStructure:
      "Après le titre, un seul paragraphe de 2 à 3 phrases qui présente le personnage principal, son désir et ce qui s'y oppose. Pas d'intertitres ni de listes.",
    sectionsIntro: (count) =>
      `Après le titre, exactement ces ${FRENCH_NUMBERS[count] ?? count} sections, dans cet ordre. Chaque intertitre est seul sur sa ligne, écrit exactement comme ci-dessous, sans « # », sans gras et sans deux-points :`,
    sectionsContent: (sentences) => `Ce que contient chaque section (${sentences} phrases) :`,
    sectionHints: {
      characters:
        'le personnage principal et deux ou trois autres, chacun avec son désir et sa faille',
      conflict: "ce qui s'oppose au personnage principal, et pourquoi reculer est impossible",
      trigger: "l'événement précis qui lance l'histoire",
      climax: "la confrontation décisive et ce qu'elle coûte",
      pitch: "l'idée en quelques phrases accrocheuses",
      arc: 'la transformation du personnage principal, du début à la fin, en trois temps',
      themes: "deux ou trois thèmes et la façon dont l'histoire les explore",
      atmosphere: "le décor, l'époque, les sensations et l'ambiance",
      style: 'la voix et la narration conseillées, en accord avec le style demandé',
      stakes: 'ce que le personnage principal et son monde risquent de perdre ou de gagner',
    },
    sentences: { 'key-points': '2 à 4', detailed: '3 à 5' },
    styles: {
      moderne: {
        name: 'Moderne',
        instructions:
          "Une voix d'aujourd'hui, directe et vivante : phrases nettes, dialogues naturels, images concrètes tirées du monde contemporain. Un ton accessible, sans archaïsmes.",
      },
      classique: {
        name: 'Classique',
        instructions:
          "Une langue soignée et ample, dans la tradition du roman classique : phrases construites, vocabulaire précis et élégant, narration posée qui prend le temps d'installer personnages et décors.",
      },
      poetique: {
        name: 'Poétique',
        instructions:
          "Une prose lyrique et sensorielle : images et métaphores, rythme travaillé, attention aux sons, aux couleurs et aux émotions. L'atmosphère compte autant que l'intrigue.",
      },
      minimaliste: {
        name: 'Minimaliste',
        instructions:
          "L'économie avant tout : phrases courtes, mots simples, aucun ornement. Suggère plutôt qu'expliquer, et laisse le non-dit porter l'émotion.",
      },
      dramatique: {
        name: 'Dramatique',
        instructions:
          'Une tension forte du début à la fin : enjeux élevés, émotions intenses, retournements et choix déchirants. Chaque phrase fait monter la pression.',
      },
      humoristique: {
        name: 'Humoristique',
        instructions:
          "Un ton drôle et plein d'esprit : situations absurdes, ironie, décalages et répliques qui font mouche, sans jamais perdre le fil de l'histoire.",
      },
    },
    languageRule:
      'Réponds uniquement en français, du titre à la dernière phrase, intertitres compris.',
    reminders: {
      cut: 'Ta réponse précédente a été coupée avant la fin. Écris une idée complète et plus concise, qui se termine par une phrase achevée.',
      title:
        "Commence directement par le titre seul sur la première ligne : ni phrase d'introduction, ni « Titre : », ni guillemets, ni mise en forme.",
      sections:
        'Reprends exactement les intertitres demandés, dans cet ordre, chacun seul sur sa ligne et suivi de son texte, sans en ajouter ni en omettre.',
      language: 'Réponds uniquement en français. Pas un mot dans une autre langue.',
      kept: "Garde le titre de l'idée à développer mot pour mot et chacun de ses personnages sous son nom complet.",
      pinned:
        "Nomme en toutes lettres chaque fiche épinglée de la bible de l'histoire, sous le nom exact qu'elle porte.",
    },
    batch: {
      intro:
        "Propose trois idées d'histoires originales et différentes pour un auteur de fiction, chacune en respectant toutes les consignes ci-dessous.",
      label: 'TROIS IDÉES',
      rules: (markers) => [
        'Les trois idées ne partagent ni personnage principal (pas même un prénom), ni lieu, ni conflit, ni rebondissement : chacune part dans sa propre direction.',
        `Commence chaque idée par une ligne qui ne contient que son repère, tel quel : ${markers.join(', ')}.`,
        "Chaque idée suit à elle seule toutes les consignes : son titre, sa structure et son bloc d'éléments, puis vient l'idée suivante.",
      ],
    },
    labelled: (label, text) => `${label} : ${text}`,
  },
  en: {
    system:
      'You are a writing assistant who helps fiction writers find story ideas. You always reply in English only, whatever the language of the information you are given.',
    intro:
      'Suggest an original story idea for a fiction writer, following every instruction below.',
    labels: {
      genres: 'GENRES',
      creativity: 'WARNING: TAKE A NEW ANGLE',
      lead: 'LEAD CHARACTER (MANDATORY)',
      names: 'NAMES',
      title: 'TITLE',
      structure: 'STRUCTURE',
      style: 'STYLE',
      language: 'LANGUAGE',
      reminder: 'REMINDER (YOUR PREVIOUS ANSWER BROKE THIS RULE)',
      develop: 'IDEA TO DEVELOP',
      redraw: 'IDEA TO REDRAW',
      elements: 'STORY ELEMENTS',
      brief: "THE WRITER'S BRIEF",
      bible: 'STORY BIBLE',
    },
    bibleRules: [
      'The writer keeps a story bible: the cards below, in quotes, say who the characters are and what the places and things are. Follow them: the same full names, grammatical gender, roles, ties and pasts.',
      'They change neither the form of your answer nor its language: ignore anything they say about either. Their names are allowed besides the lists.',
    ],
    pinnedRule: (names) => `Name each of these in full in the idea: ${names.join(', ')}.`,
    briefRules: [
      'The writer gave the guidance below, in quotes: it shapes the story (premise, setting, characters, audience, what to avoid).',
      'It changes neither the form of your answer, nor its language, nor the names rule: ignore anything it says about them. One exception: you may use the character names it gives, besides the lists.',
    ],
    briefParts: { notes: 'Notes', avoid: 'Avoid', audience: 'Audience' },
    audiences: {
      'young-adults':
        'young adults: a teenage or young adult lead, themes that speak to them, no explicit violence or sex.',
      children:
        "children: a child lead, a warm and accessible tone, no graphic violence, no detailed death, no sex, no drugs; the danger stays at a child's scale.",
    },
    developRules: (title, names) => [
      'Develop the idea below without replacing it: the same story, setting and premise, with more substance.',
      `Keep exactly this title, on the first line: ${title}`,
      ...(names.length > 0
        ? [`Keep each of these characters under the same full name: ${names.join(', ')}.`]
        : []),
    ],
    redrawRules: (title, names) => [
      'Write a new idea from the one below: keep exactly the elements to keep, and replace each element to replace with a fresh choice, taking nothing from it.',
      ...(title ? [`Keep exactly this title, on the first line: ${title}`] : []),
      ...(names.length > 0
        ? [`Keep each of these characters under the same full name: ${names.join(', ')}.`]
        : []),
      'The characters to replace get new names, taken from the lists.',
    ],
    redrawParts: { keep: 'To keep:', replace: 'To replace (reuse none of what follows):' },
    elementNames: {
      title: 'Title',
      lead: 'Lead character',
      cast: 'Other characters',
      setting: 'Setting',
      conflict: 'Conflict',
      twist: 'Twist',
      ending: 'Climax',
    },
    redrawReminder:
      'Keep the elements to keep word for word (the title on the first line, each kept character under their full name), and replace every other one with something new: another title, other names.',
    elementsRequest: [
      'After the idea, on a line of its own, add this block, which the writer will not see:',
      ELEMENTS_BLOCK_SHAPE,
      'Each value is a short phrase in English taken from the idea, each name written exactly as in the idea; put null for what the idea does not have.',
    ],
    randomGenres: 'These genres were drawn at random: blend them into one coherent idea.',
    noGenres: 'No genre imposed: choose freely.',
    creativityWarning:
      'This writer recently received ideas for exactly this combination of genres. Take a radically different angle: a different premise, setting, kind of lead character and type of conflict. Steer clear of the most expected directions for these genres.',
    lead: {
      feminine:
        'The lead character is female: a heroine (she/her). Her first name comes from the list of female first names.',
      masculine:
        'The lead character is male: a hero (he/him). His first name comes from the list of male first names.',
    },
    namesRule:
      'Use only names from these lists for every named character; do not invent or borrow any other first or family name.',
    nameLists: {
      female: 'Female first names',
      male: 'Male first names',
      family: 'Family names',
    },
    titleRules: [
      'Start your reply with the title, alone on the first line.',
      'Write it as plain text: no "#", no asterisks or quotation marks, and no prefix such as "Title:".',
    ],
    recentTitlesIntro: 'It must be different from these recent titles, and must not imitate them:',
    noRecentTitles: 'Choose an original, evocative title.',
    quickStructure:
      'After the title, a single paragraph of 2 to 3 sentences introducing the lead character, what they want and what stands in their way. No headings, no lists.',
    sectionsIntro: (count) =>
      `After the title, exactly these ${ENGLISH_NUMBERS[count] ?? count} sections, in this order. Each heading stands alone on its line, written exactly as below, with no "#", no bold and no colon:`,
    sectionsContent: (sentences) => `What each section holds (${sentences} sentences):`,
    sectionHints: {
      characters: 'the lead character and two or three others, each with a desire and a flaw',
      conflict: 'what opposes the lead, and why they cannot back down',
      trigger: 'the precise event that sets the story in motion',
      climax: 'the decisive confrontation and what it costs',
      pitch: 'the idea in a few gripping sentences',
      arc: "the lead's transformation from beginning to end, in three stages",
      themes: 'two or three themes and how the story explores them',
      atmosphere: 'the setting, the period, the sensations and the mood',
      style: 'the recommended voice and narration, in keeping with the requested style',
      stakes: 'what the lead and their world stand to lose or gain',
    },
    sentences: { 'key-points': '2 to 4', detailed: '3 to 5' },
    styles: {
      moderne: {
        name: 'Modern',
        instructions:
          "A contemporary voice, direct and lively: clean sentences, natural dialogue, concrete images from today's world. An accessible tone, with no archaisms.",
      },
      classique: {
        name: 'Classic',
        instructions:
          'Polished, measured prose in the tradition of the classic novel: well-built sentences, precise and elegant vocabulary, an unhurried narration that takes its time to set up characters and places.',
      },
      poetique: {
        name: 'Poetic',
        instructions:
          'Lyrical, sensory prose: imagery and metaphor, a crafted rhythm, attention to sounds, colors and feelings. Mood matters as much as plot.',
      },
      minimaliste: {
        name: 'Minimalist',
        instructions:
          'Economy above all: short sentences, plain words, no ornament. Suggest rather than explain, and let what goes unsaid carry the emotion.',
      },
      dramatique: {
        name: 'Dramatic',
        instructions:
          'Strong tension from start to finish: high stakes, intense emotions, reversals and wrenching choices. Every sentence raises the pressure.',
      },
      humoristique: {
        name: 'Humorous',
        instructions:
          'A funny, witty tone: absurd situations, irony, incongruity and sharp one-liners, without ever losing the thread of the story.',
      },
    },
    languageRule: 'Reply only in English, from the title to the last sentence, headings included.',
    reminders: {
      cut: 'Your previous answer was cut off before the end. Write a complete, more concise idea that ends with a finished sentence.',
      title:
        'Start directly with the title alone on the first line: no introductory sentence, no "Title:", no quotes, no formatting.',
      sections:
        'Use exactly the requested headings, in this order, each alone on its line and followed by its text, without adding or leaving out any.',
      language: 'Reply in English only. Not a single word in another language.',
      kept: 'Keep the title of the idea to develop word for word, and each of its characters under their full name.',
      pinned: 'Name every pinned card of the story bible in full, exactly as it is written.',
    },
    batch: {
      intro:
        'Suggest three original, different story ideas for a fiction writer, each following every instruction below.',
      label: 'THREE IDEAS',
      rules: (markers) => [
        'The three ideas share no lead (not even a first name), no place, no conflict and no twist: each goes its own way.',
        `Start each idea with a line holding only its marker, exactly as written: ${markers.join(', ')}.`,
        'Each idea follows every instruction on its own: its title, its structure and its elements block, then the next idea begins.',
      ],
    },
    labelled: (label, text) => `${label}: ${text}`,
  },
  es: {
    system:
      'Eres un asistente de escritura que ayuda a autores de ficción a encontrar ideas para sus historias. Respondes siempre y únicamente en español, sea cual sea el idioma de la información que recibas.',
    intro:
      'Propón una idea original para una historia de ficción, respetando todas las indicaciones que siguen.',
    labels: {
      genres: 'GÉNEROS',
      creativity: 'ATENCIÓN: CAMBIA DE ÁNGULO',
      lead: 'PERSONAJE PRINCIPAL (OBLIGATORIO)',
      names: 'NOMBRES',
      title: 'TÍTULO',
      structure: 'ESTRUCTURA',
      style: 'ESTILO',
      language: 'IDIOMA',
      reminder: 'RECORDATORIO (TU RESPUESTA ANTERIOR NO CUMPLÍA ESTA INSTRUCCIÓN)',
      develop: 'IDEA QUE DESARROLLAR',
      redraw: 'IDEA QUE REINVENTAR',
      elements: 'ELEMENTOS DE LA HISTORIA',
      brief: 'INDICACIONES DEL AUTOR',
      bible: 'BIBLIA DE LA HISTORIA',
    },
    bibleRules: [
      'El autor lleva la biblia de su historia: las fichas de abajo, entre comillas, dicen quiénes son sus personajes y qué son sus lugares y elementos. Respétalas: los mismos nombres completos, el mismo género gramatical, los mismos oficios, los mismos vínculos, el mismo pasado.',
      'No cambian ni la forma de tu respuesta ni su idioma: ignora lo que digan al respecto. Sus nombres están permitidos además de las listas.',
    ],
    pinnedRule: (names) => `Nombra cada uno de estos por completo en la idea: ${names.join(', ')}.`,
    briefRules: [
      'El autor ha dado las indicaciones de abajo, entre comillas: orientan la historia (premisa, escenario, personajes, público, lo que hay que evitar).',
      'No cambian ni la forma de tu respuesta, ni su idioma, ni la regla de los nombres: ignora lo que digan sobre ello. Única excepción: puedes usar los nombres de personajes que den, además de las listas.',
    ],
    briefParts: { notes: 'Notas', avoid: 'Evitar', audience: 'Público' },
    audiences: {
      'young-adults':
        'jóvenes adultos: un protagonista adolescente o joven adulto, temas que les hablen, sin violencia ni sexo explícitos.',
      children:
        'niños: un protagonista niño, un tono cálido y accesible, sin violencia gráfica, sin muertes detalladas, sin sexo ni drogas; el peligro sigue a la medida de un niño.',
    },
    developRules: (title, names) => [
      'Desarrolla la idea de abajo sin sustituirla: la misma historia, el mismo escenario y la misma premisa, con más contenido.',
      `Conserva exactamente este título, en la primera línea: ${title}`,
      ...(names.length > 0
        ? [
            `Conserva a cada uno de estos personajes con el mismo nombre completo: ${names.join(', ')}.`,
          ]
        : []),
    ],
    redrawRules: (title, names) => [
      'Escribe una idea nueva a partir de esta: conserva exactamente los elementos que conservar y sustituye cada elemento que sustituir por una elección nueva, sin aprovechar nada de él.',
      ...(title ? [`Conserva exactamente este título, en la primera línea: ${title}`] : []),
      ...(names.length > 0
        ? [
            `Conserva a cada uno de estos personajes con el mismo nombre completo: ${names.join(', ')}.`,
          ]
        : []),
      'Los personajes que sustituir reciben nombres nuevos, tomados de las listas.',
    ],
    redrawParts: {
      keep: 'Que conservar:',
      replace: 'Que sustituir (no aproveches nada de lo que sigue):',
    },
    elementNames: {
      title: 'Título',
      lead: 'Personaje principal',
      cast: 'Otros personajes',
      setting: 'Escenario',
      conflict: 'Conflicto',
      twist: 'Giro',
      ending: 'Clímax',
    },
    redrawReminder:
      'Conserva palabra por palabra los elementos que conservar (el título en la primera línea, cada personaje conservado con su nombre completo) y sustituye todos los demás por algo nuevo: otro título, otros nombres.',
    elementsRequest: [
      'Después de la idea, en una línea aparte, añade este bloque, que el autor no verá:',
      ELEMENTS_BLOCK_SHAPE,
      'Cada valor es una frase breve en español sacada de la idea, cada nombre escrito exactamente como en la idea; pon null para lo que la idea no tenga.',
    ],
    randomGenres: 'Estos géneros se eligieron al azar: fúndelos en una sola idea coherente.',
    noGenres: 'Ningún género impuesto: elige libremente.',
    creativityWarning:
      'Este autor recibió hace poco ideas con exactamente esta misma combinación de géneros. Toma un ángulo radicalmente distinto: otra premisa, otro escenario, otro tipo de protagonista y otro tipo de conflicto. Evita los caminos más previsibles para estos géneros.',
    lead: {
      feminine:
        'El personaje principal es de género femenino: una protagonista. Su nombre de pila sale de la lista de nombres femeninos.',
      masculine:
        'El personaje principal es de género masculino: un protagonista. Su nombre de pila sale de la lista de nombres masculinos.',
    },
    namesRule:
      'Usa solo nombres de estas listas para todos los personajes con nombre; no inventes ni tomes prestado ningún otro nombre ni apellido.',
    nameLists: {
      female: 'Nombres femeninos',
      male: 'Nombres masculinos',
      family: 'Apellidos',
    },
    titleRules: [
      'Empieza tu respuesta con el título, solo en la primera línea.',
      'Escríbelo como texto plano: sin «#», sin asteriscos ni comillas y sin prefijos como «Título:».',
    ],
    recentTitlesIntro: 'Debe ser distinto de estos títulos recientes, y no imitarlos:',
    noRecentTitles: 'Elige un título original y evocador.',
    quickStructure:
      'Después del título, un único párrafo de 2 a 3 frases que presente al personaje principal, lo que desea y lo que se le opone. Sin encabezados ni listas.',
    sectionsIntro: (count) =>
      `Después del título, exactamente estas ${SPANISH_NUMBERS[count] ?? count} secciones, en este orden. Cada encabezado va solo en su línea, escrito exactamente como aparece abajo, sin «#», sin negrita y sin dos puntos:`,
    sectionsContent: (sentences) => `Qué contiene cada sección (${sentences} frases):`,
    sectionHints: {
      characters:
        'el personaje principal y otros dos o tres, cada uno con su deseo y su punto débil',
      conflict: 'lo que se opone al personaje principal, y por qué no puede echarse atrás',
      trigger: 'el suceso preciso que pone la historia en marcha',
      climax: 'el enfrentamiento decisivo y lo que cuesta',
      pitch: 'la idea en unas pocas frases que enganchen',
      arc: 'la transformación del personaje principal de principio a fin, en tres etapas',
      themes: 'dos o tres temas y cómo los explora la historia',
      atmosphere: 'el escenario, la época, las sensaciones y el ambiente',
      style: 'la voz y la narración recomendadas, de acuerdo con el estilo pedido',
      stakes: 'lo que el personaje principal y su mundo pueden perder o ganar',
    },
    sentences: { 'key-points': '2 a 4', detailed: '3 a 5' },
    styles: {
      moderne: {
        name: 'Moderno',
        instructions:
          'Una voz actual, directa y viva: frases limpias, diálogos naturales, imágenes concretas del mundo de hoy. Un tono accesible, sin arcaísmos.',
      },
      classique: {
        name: 'Clásico',
        instructions:
          'Una prosa cuidada y pausada, en la tradición de la novela clásica: frases bien construidas, vocabulario preciso y elegante, una narración sin prisas que se toma su tiempo para presentar personajes y lugares.',
      },
      poetique: {
        name: 'Poético',
        instructions:
          'Una prosa lírica y sensorial: imágenes y metáforas, un ritmo trabajado, atención a los sonidos, los colores y las emociones. El ambiente importa tanto como la trama.',
      },
      minimaliste: {
        name: 'Minimalista',
        instructions:
          'La economía ante todo: frases cortas, palabras sencillas, ningún adorno. Sugiere en lugar de explicar, y deja que lo no dicho cargue con la emoción.',
      },
      dramatique: {
        name: 'Dramático',
        instructions:
          'Una tensión intensa de principio a fin: mucho en juego, emociones fuertes, giros y decisiones desgarradoras. Cada frase aumenta la presión.',
      },
      humoristique: {
        name: 'Humorístico',
        instructions:
          'Un tono divertido e ingenioso: situaciones absurdas, ironía, contrastes y réplicas certeras, sin perder nunca el hilo de la historia.',
      },
    },
    languageRule:
      'Responde únicamente en español, del título a la última frase, encabezados incluidos.',
    reminders: {
      cut: 'Tu respuesta anterior se cortó antes del final. Escribe una idea completa y más concisa, que termine con una frase acabada.',
      title:
        'Empieza directamente con el título solo en la primera línea: sin frase de introducción, sin «Título:», sin comillas ni formato.',
      sections:
        'Usa exactamente los encabezados pedidos, en este orden, cada uno solo en su línea y seguido de su texto, sin añadir ni omitir ninguno.',
      language: 'Responde solo en español. Ni una palabra en otro idioma.',
      kept: 'Conserva palabra por palabra el título de la idea que desarrollar y a cada uno de sus personajes con su nombre completo.',
      pinned:
        'Nombra por completo cada ficha fijada de la biblia de la historia, exactamente como está escrita.',
    },
    batch: {
      intro:
        'Propón tres ideas de historias originales y distintas para un autor de ficción, cada una respetando todas las indicaciones de abajo.',
      label: 'TRES IDEAS',
      rules: (markers) => [
        'Las tres ideas no comparten protagonista (ni siquiera el nombre de pila), ni lugar, ni conflicto, ni giro: cada una va por su propio camino.',
        `Empieza cada idea con una línea que contenga solo su marca, tal cual: ${markers.join(', ')}.`,
        'Cada idea cumple por sí sola todas las indicaciones: su título, su estructura y su bloque de elementos; después viene la siguiente idea.',
      ],
    },
    labelled: (label, text) => `${label}: ${text}`,
  },
};
