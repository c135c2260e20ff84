import type { Language } from '../../../i18n/languages';
import type { BriefItemRole } from '../../brief-report';

/*
 * Notes as writers type them in the brief's free-text field, each with the items a human
 * reader would expect the built-in engine to take from them: places, the lead's trade and
 * age, the other people and their ties, the names given, creatures and objects, eras, tone.
 * What a reader would not want used is left out on purpose: words inside an idiom ("pas de
 * quoi fouetter un chat", "raining cats and dogs", "no hay moros en la costa"), a place the
 * lead only comes from, a genre ("polar", "ghost story"). A few notes hold nothing usable.
 * Typos, missing accents and lowercase place names are kept as typed.
 */

/** A writer's notes as typed, and what a reader expects the engine to take from them. */
export interface CorpusBrief {
  notes: string;
  /** Each expected item: `text` is copied exactly from `notes` (a substring), `as` what it is. */
  expected: { text: string; as: BriefItemRole }[];
}

const fr: readonly CorpusBrief[] = [
  {
    notes:
      "Dans l'Aveyron, une vieille guérisseuse et sa petite-fille vétérinaire. Un loup qu'on ne voit jamais.",
    expected: [
      { text: 'Aveyron', as: 'setting' },
      { text: 'guérisseuse', as: 'lead' },
      { text: 'petite-fille vétérinaire', as: 'cast' },
      { text: 'loup', as: 'motif' },
    ],
  },
  {
    notes:
      "Je pense à une histoire qui se passerait à Saint-Flour en 1793, l'hiver où la rivière a gelé. L'héroïne serait une sage-femme qui cache des prêtres réfractaires chez elle. Je voudrais que ce soit grave mais pas désespéré, avec un peu de lumière à la fin.",
    expected: [
      { text: 'Saint-Flour', as: 'setting' },
      { text: '1793', as: 'era' },
      { text: 'rivière', as: 'setting' },
      { text: 'sage-femme', as: 'lead' },
      { text: 'prêtres réfractaires', as: 'cast' },
      { text: 'grave', as: 'tone' },
    ],
  },
  {
    notes: 'Marseille, années 1920, un docker et sa sœur. Polar.',
    expected: [
      { text: 'Marseille', as: 'setting' },
      { text: 'années 1920', as: 'era' },
      { text: 'docker', as: 'lead' },
      { text: 'sœur', as: 'cast' },
    ],
  },
  {
    notes: 'Je veux quelque chose de mélancolique.',
    expected: [{ text: 'mélancolique', as: 'tone' }],
  },
  {
    notes: "quelque chose de surprenant, s'il vous plaît",
    expected: [],
  },
  {
    notes: 'Un vétérinaire de campagne en Lozère, veuf, qui parle à son chien. Drôle mais tendre.',
    expected: [
      { text: 'vétérinaire', as: 'lead' },
      { text: 'Lozère', as: 'setting' },
      { text: 'chien', as: 'motif' },
      { text: 'Drôle', as: 'tone' },
      { text: 'tendre', as: 'tone' },
    ],
  },
  {
    notes: 'Québec, une femme nommée Marthe qui tient un dépanneur avec son frère jumeau',
    expected: [
      { text: 'Québec', as: 'setting' },
      { text: 'Marthe', as: 'name' },
      { text: 'frère jumeau', as: 'cast' },
    ],
  },
  {
    notes: "Dakar aujourd'hui. Une journaliste enquête sur un bateau fantôme.",
    expected: [
      { text: 'Dakar', as: 'setting' },
      { text: "aujourd'hui", as: 'era' },
      { text: 'journaliste', as: 'lead' },
      { text: 'bateau', as: 'motif' },
    ],
  },
  {
    notes: "sous l'Occupation, en Bretagne, un gardien de phare et une enfant qui ne parle pas",
    expected: [
      { text: 'Occupation', as: 'era' },
      { text: 'Bretagne', as: 'setting' },
      { text: 'gardien de phare', as: 'lead' },
      { text: 'enfant', as: 'cast' },
    ],
  },
  {
    notes: 'Sur un causse, un berger octogénaire et sa chèvre boiteuse',
    expected: [
      { text: 'causse', as: 'setting' },
      { text: 'berger', as: 'lead' },
      { text: 'octogénaire', as: 'lead' },
      { text: 'chèvre', as: 'motif' },
    ],
  },
  {
    notes:
      "Pas de quoi fouetter un chat, juste une histoire douce entre deux voisines qui s'ignorent.",
    expected: [
      { text: 'douce', as: 'tone' },
      { text: 'voisines', as: 'cast' },
    ],
  },
  {
    notes: "Une horlogère de 80 ans à Besançon, une montre qui retarde d'une heure chaque nuit.",
    expected: [
      { text: 'horlogère', as: 'lead' },
      { text: '80 ans', as: 'lead' },
      { text: 'Besançon', as: 'setting' },
      { text: 'montre', as: 'motif' },
    ],
  },
  {
    notes: 'un fjord, un frère et une soeur qui ne se parlent plus depuis vingt ans',
    expected: [
      { text: 'fjord', as: 'setting' },
      { text: 'frère', as: 'cast' },
      { text: 'soeur', as: 'cast' },
    ],
  },
  {
    notes: "Ambiance sombre, le reste m'est égal.",
    expected: [{ text: 'sombre', as: 'tone' }],
  },
  {
    notes: 'Faites-moi rêver, je vous fais confiance.',
    expected: [],
  },
  {
    notes:
      'À la Belle Époque, une couturière à Paris et son apprenti. Un mannequin de bois qui bouge la nuit.',
    expected: [
      { text: 'Belle Époque', as: 'era' },
      { text: 'couturière', as: 'lead' },
      { text: 'Paris', as: 'setting' },
      { text: 'apprenti', as: 'cast' },
      { text: 'mannequin', as: 'motif' },
    ],
  },
  {
    notes: 'marseille, un pêcheur, une sirène. léger',
    expected: [
      { text: 'marseille', as: 'setting' },
      { text: 'pêcheur', as: 'lead' },
      { text: 'sirène', as: 'motif' },
      { text: 'léger', as: 'tone' },
    ],
  },
  {
    notes:
      "Une institutrice en Corse dans les années 50, son fils qui revient de l'armée et ne dit rien.",
    expected: [
      { text: 'institutrice', as: 'lead' },
      { text: 'Corse', as: 'setting' },
      { text: 'années 50', as: 'era' },
      { text: 'fils', as: 'cast' },
    ],
  },
  {
    notes: "Dans le Jura, un luthier muet, une femme qui s'appelle Agathe et un violon cassé.",
    expected: [
      { text: 'Jura', as: 'setting' },
      { text: 'luthier', as: 'lead' },
      { text: 'Agathe', as: 'name' },
      { text: 'violon', as: 'motif' },
    ],
  },
  {
    notes: 'Je voudrais un truc tendre et lumineux avec une boulangère.',
    expected: [
      { text: 'tendre', as: 'tone' },
      { text: 'lumineux', as: 'tone' },
      { text: 'boulangère', as: 'lead' },
    ],
  },
  {
    notes: 'Une chamane inuite au Nunavik, sa tante, un ours qui suit le traîneau',
    expected: [
      { text: 'chamane', as: 'lead' },
      { text: 'Nunavik', as: 'setting' },
      { text: 'tante', as: 'cast' },
      { text: 'ours', as: 'motif' },
    ],
  },
  {
    notes: 'Lyon, 1943. Un cheminot, sa femme, une radio cachée sous le plancher.',
    expected: [
      { text: 'Lyon', as: 'setting' },
      { text: '1943', as: 'era' },
      { text: 'cheminot', as: 'lead' },
      { text: 'femme', as: 'cast' },
      { text: 'radio', as: 'motif' },
    ],
  },
  {
    notes: 'il en a ras le bol de la ville, il part élever des brebis',
    expected: [{ text: 'brebis', as: 'motif' }],
  },
  {
    notes: "Une avocate hérite d'une maison en Gaspésie avec un piano fermé à clé.",
    expected: [
      { text: 'avocate', as: 'lead' },
      { text: 'Gaspésie', as: 'setting' },
      { text: 'piano', as: 'motif' },
    ],
  },
  {
    notes: 'Ton : cruel et drôle à la fois.',
    expected: [
      { text: 'cruel', as: 'tone' },
      { text: 'drôle', as: 'tone' },
    ],
  },
  {
    notes: 'un garçon appelé Tom et son grand-père pêcheur, dans les Landes',
    expected: [
      { text: 'Tom', as: 'name' },
      { text: 'grand-père pêcheur', as: 'cast' },
      { text: 'Landes', as: 'setting' },
    ],
  },
  {
    notes: "Bordeaux, aujourd'hui, une caviste, un secret de famille.",
    expected: [
      { text: 'Bordeaux', as: 'setting' },
      { text: "aujourd'hui", as: 'era' },
      { text: 'caviste', as: 'lead' },
    ],
  },
  {
    notes: 'en Provence au XVIIIe siècle, une parfumeuse et sa rivale',
    expected: [
      { text: 'Provence', as: 'setting' },
      { text: 'XVIIIe siècle', as: 'era' },
      { text: 'parfumeuse', as: 'lead' },
      { text: 'rivale', as: 'cast' },
    ],
  },
  {
    notes: 'Les Cévennes, un pasteur, des loups.',
    expected: [
      { text: 'Cévennes', as: 'setting' },
      { text: 'pasteur', as: 'lead' },
      { text: 'loups', as: 'motif' },
    ],
  },
  {
    notes: 'Quelque chose de poétique, sur la mer.',
    expected: [
      { text: 'poétique', as: 'tone' },
      { text: 'mer', as: 'setting' },
    ],
  },
  {
    notes: 'Une détective à la retraite à Kinshasa et son petit-fils informaticien',
    expected: [
      { text: 'détective', as: 'lead' },
      { text: 'Kinshasa', as: 'setting' },
      { text: 'petit-fils informaticien', as: 'cast' },
    ],
  },
  {
    notes: "Aucune idée, surprenez-moi, vraiment n'importe quoi !",
    expected: [],
  },
  {
    notes: 'dans un village de Savoie, une guide de montagne et une chèvre qui sait compter',
    expected: [
      { text: 'Savoie', as: 'setting' },
      { text: 'guide de montagne', as: 'lead' },
      { text: 'chèvre', as: 'motif' },
    ],
  },
  {
    notes: 'Année 1968, Paris, une étudiante et son père CRS. Ironique.',
    expected: [
      { text: '1968', as: 'era' },
      { text: 'Paris', as: 'setting' },
      { text: 'étudiante', as: 'lead' },
      { text: 'père CRS', as: 'cast' },
      { text: 'Ironique', as: 'tone' },
    ],
  },
  {
    notes: 'Une pharmacienne à Pointe-à-Pitre, un perroquet qui répète des noms de morts.',
    expected: [
      { text: 'pharmacienne', as: 'lead' },
      { text: 'Pointe-à-Pitre', as: 'setting' },
      { text: 'perroquet', as: 'motif' },
    ],
  },
  {
    notes:
      'un vieux facteur en Normandie qui lit les lettres avant de les distribuer, ton doux-amer',
    expected: [
      { text: 'facteur', as: 'lead' },
      { text: 'Normandie', as: 'setting' },
      { text: 'lettres', as: 'motif' },
      { text: 'doux-amer', as: 'tone' },
    ],
  },
  {
    notes: 'À Tahiti, une pêcheuse de perles',
    expected: [
      { text: 'Tahiti', as: 'setting' },
      { text: 'pêcheuse de perles', as: 'lead' },
    ],
  },
  {
    notes: 'Une femme nommée Rosalie, gardienne de musée, et un tableau qui change pendant la nuit',
    expected: [
      { text: 'Rosalie', as: 'name' },
      { text: 'gardienne de musée', as: 'lead' },
      { text: 'tableau', as: 'motif' },
    ],
  },
  {
    notes: 'haute-loire. un médecin. des secrets de village.',
    expected: [
      { text: 'haute-loire', as: 'setting' },
      { text: 'médecin', as: 'lead' },
    ],
  },
  {
    notes:
      'Un huis clos dans les Alpes, en 1920, entre un guide et trois alpinistes anglais. Angoissant.',
    expected: [
      { text: 'Alpes', as: 'setting' },
      { text: '1920', as: 'era' },
      { text: 'guide', as: 'lead' },
      { text: 'alpinistes', as: 'cast' },
      { text: 'Angoissant', as: 'tone' },
    ],
  },
  {
    notes: 'Je veux que ce soit inquiétant.',
    expected: [{ text: 'inquiétant', as: 'tone' }],
  },
  {
    notes: 'Bretagne, une crêpière, sa fille, un goéland voleur. Comique.',
    expected: [
      { text: 'Bretagne', as: 'setting' },
      { text: 'crêpière', as: 'lead' },
      { text: 'fille', as: 'cast' },
      { text: 'goéland', as: 'motif' },
      { text: 'Comique', as: 'tone' },
    ],
  },
  {
    notes: "Une juge d'instruction à Nantes et son ex-mari, un chirurgien.",
    expected: [
      { text: "juge d'instruction", as: 'lead' },
      { text: 'Nantes', as: 'setting' },
      { text: 'ex-mari, un chirurgien', as: 'cast' },
    ],
  },
  {
    notes: 'Les années folles, une chanteuse de cabaret et un saxophone volé',
    expected: [
      { text: 'années folles', as: 'era' },
      { text: 'chanteuse', as: 'lead' },
      { text: 'saxophone', as: 'motif' },
    ],
  },
  {
    notes: 'Le Maroc, un désert, un caravanier et sa nièce',
    expected: [
      { text: 'Maroc', as: 'setting' },
      { text: 'désert', as: 'setting' },
      { text: 'caravanier', as: 'lead' },
      { text: 'nièce', as: 'cast' },
    ],
  },
  {
    notes: 'Genève, un banquier, quelque chose de grinçant',
    expected: [
      { text: 'Genève', as: 'setting' },
      { text: 'banquier', as: 'lead' },
      { text: 'grinçant', as: 'tone' },
    ],
  },
  {
    notes: 'pendant la Révolution, une lavandière qui cache un prêtre. Un chat noir.',
    expected: [
      { text: 'Révolution', as: 'era' },
      { text: 'lavandière', as: 'lead' },
      { text: 'prêtre', as: 'cast' },
      { text: 'chat', as: 'motif' },
    ],
  },
  {
    notes: 'un marais salant à Guérande, un paludier taciturne et sa belle-sœur',
    expected: [
      { text: 'marais salant', as: 'setting' },
      { text: 'Guérande', as: 'setting' },
      { text: 'paludier', as: 'lead' },
      { text: 'belle-sœur', as: 'cast' },
    ],
  },
  {
    notes: 'à saint-malo, au Moyen Âge, un corsaire et son perroquet',
    expected: [
      { text: 'saint-malo', as: 'setting' },
      { text: 'Moyen Âge', as: 'era' },
      { text: 'corsaire', as: 'lead' },
      { text: 'perroquet', as: 'motif' },
    ],
  },
  {
    notes: 'Avec un prénom: Léonie. Le reste, comme tu veux.',
    expected: [{ text: 'Léonie', as: 'name' }],
  },
  {
    notes: 'Une fermière en Auvergne, ses trois fils, et une vache qui ne meurt jamais',
    expected: [
      { text: 'fermière', as: 'lead' },
      { text: 'Auvergne', as: 'setting' },
      { text: 'fils', as: 'cast' },
      { text: 'vache', as: 'motif' },
    ],
  },
  {
    notes: 'Saint-Louis du Sénégal, une conteuse et son petit frère, un baobab qui parle.',
    expected: [
      { text: 'Saint-Louis du Sénégal', as: 'setting' },
      { text: 'conteuse', as: 'lead' },
      { text: 'petit frère', as: 'cast' },
      { text: 'baobab', as: 'motif' },
    ],
  },
  {
    notes: 'Un pompier quinquagénaire à Toulouse qui a peur du feu depuis toujours',
    expected: [
      { text: 'pompier', as: 'lead' },
      { text: 'quinquagénaire', as: 'lead' },
      { text: 'Toulouse', as: 'setting' },
    ],
  },
  {
    notes: 'a Quebec, une veterinaire et son pere qui perd la memoire',
    expected: [
      { text: 'Quebec', as: 'setting' },
      { text: 'veterinaire', as: 'lead' },
      { text: 'pere', as: 'cast' },
    ],
  },
  {
    notes: 'Il pleut des cordes sur Rennes et un serrurier tombe amoureux.',
    expected: [
      { text: 'Rennes', as: 'setting' },
      { text: 'serrurier', as: 'lead' },
    ],
  },
  {
    notes:
      "Une chanteuse d'opéra qui a un chat dans la gorge depuis dix ans, à Bruxelles, et son agent.",
    expected: [
      { text: "chanteuse d'opéra", as: 'lead' },
      { text: 'Bruxelles', as: 'setting' },
      { text: 'agent', as: 'cast' },
    ],
  },
  {
    notes: 'Une notaire de Dijon se fait poser un lapin le jour de son mariage. drôle',
    expected: [
      { text: 'notaire', as: 'lead' },
      { text: 'Dijon', as: 'setting' },
      { text: 'drôle', as: 'tone' },
    ],
  },
  {
    notes: 'Patagonie, une archéologue et son assistant, un fossile qui bouge tout seul',
    expected: [
      { text: 'Patagonie', as: 'setting' },
      { text: 'archéologue', as: 'lead' },
      { text: 'assistant', as: 'cast' },
      { text: 'fossile', as: 'motif' },
    ],
  },
  {
    notes: 'en Louisiane dans les années 30, un accordéoniste et sa grand-mère cajun',
    expected: [
      { text: 'Louisiane', as: 'setting' },
      { text: 'années 30', as: 'era' },
      { text: 'accordéoniste', as: 'lead' },
      { text: 'grand-mère', as: 'cast' },
    ],
  },
  {
    notes: "À Oaxaca, une guerisseuse de 70 ans, un colibri, quelque chose d'onirique.",
    expected: [
      { text: 'Oaxaca', as: 'setting' },
      { text: 'guerisseuse', as: 'lead' },
      { text: '70 ans', as: 'lead' },
      { text: 'colibri', as: 'motif' },
      { text: 'onirique', as: 'tone' },
    ],
  },
];

const en: readonly CorpusBrief[] = [
  {
    notes: 'An 80-year-old healer in Cornwall and her grandson, a journalist. A wolf nobody sees.',
    expected: [
      { text: '80-year-old', as: 'lead' },
      { text: 'healer', as: 'lead' },
      { text: 'Cornwall', as: 'setting' },
      { text: 'grandson, a journalist', as: 'cast' },
      { text: 'wolf', as: 'motif' },
    ],
  },
  {
    notes: 'Yorkshire moors, 1970s, a vet and her estranged sister',
    expected: [
      { text: 'Yorkshire', as: 'setting' },
      { text: 'moors', as: 'setting' },
      { text: '1970s', as: 'era' },
      { text: 'vet', as: 'lead' },
      { text: 'estranged sister', as: 'cast' },
    ],
  },
  {
    notes: 'lighthouse keeper, the Highlands, during the Blitz',
    expected: [
      { text: 'lighthouse keeper', as: 'lead' },
      { text: 'Highlands', as: 'setting' },
      { text: 'the Blitz', as: 'era' },
    ],
  },
  {
    notes: 'just make it good, please',
    expected: [],
  },
  {
    notes: "I'd like it cosy, please.",
    expected: [{ text: 'cosy', as: 'tone' }],
  },
  {
    notes: "In Ballycastle, a retired midwife called Nora takes in a boy who won't speak.",
    expected: [
      { text: 'Ballycastle', as: 'setting' },
      { text: 'midwife', as: 'lead' },
      { text: 'Nora', as: 'name' },
      { text: 'boy', as: 'cast' },
    ],
  },
  {
    notes:
      "I've been thinking about a story set in Louisiana, somewhere in the bayou, where there's a river that moves whenever someone lies. The main character would be a preacher who has a twin brother nobody in town knows about. I'd like it to feel eerie but warm, not a horror story.",
    expected: [
      { text: 'Louisiana', as: 'setting' },
      { text: 'bayou', as: 'setting' },
      { text: 'river', as: 'setting' },
      { text: 'preacher', as: 'lead' },
      { text: 'twin brother', as: 'cast' },
      { text: 'eerie', as: 'tone' },
      { text: 'warm', as: 'tone' },
    ],
  },
  {
    notes: 'glasgow today. a bus driver. dark and funny',
    expected: [
      { text: 'glasgow', as: 'setting' },
      { text: 'today', as: 'era' },
      { text: 'bus driver', as: 'lead' },
      { text: 'dark', as: 'tone' },
      { text: 'funny', as: 'tone' },
    ],
  },
  {
    notes: 'A salt marsh in Essex, a birdwatcher, a heron that keeps coming back.',
    expected: [
      { text: 'salt marsh', as: 'setting' },
      { text: 'Essex', as: 'setting' },
      { text: 'birdwatcher', as: 'lead' },
      { text: 'heron', as: 'motif' },
    ],
  },
  {
    notes: 'Something about a locked piano in a house in Bath.',
    expected: [
      { text: 'piano', as: 'motif' },
      { text: 'Bath', as: 'setting' },
    ],
  },
  {
    notes: 'Victorian London, a female surgeon, her father disapproves',
    expected: [
      { text: 'Victorian', as: 'era' },
      { text: 'London', as: 'setting' },
      { text: 'surgeon', as: 'lead' },
      { text: 'father', as: 'cast' },
    ],
  },
  {
    notes: "it's raining cats and dogs in Seattle and a barista falls for a firefighter",
    expected: [
      { text: 'Seattle', as: 'setting' },
      { text: 'barista', as: 'lead' },
      { text: 'firefighter', as: 'cast' },
    ],
  },
  {
    notes: 'A woman named Edith, ninety, who keeps bees in Vermont',
    expected: [
      { text: 'Edith', as: 'name' },
      { text: 'ninety', as: 'lead' },
      { text: 'bees', as: 'motif' },
      { text: 'Vermont', as: 'setting' },
    ],
  },
  {
    notes: 'The tone should be bittersweet.',
    expected: [{ text: 'bittersweet', as: 'tone' }],
  },
  {
    notes: 'surprise me, I have no idea',
    expected: [],
  },
  {
    notes: 'New Orleans in the 1920s. Jazz trumpeter, his daughter, a stolen trumpet.',
    expected: [
      { text: 'New Orleans', as: 'setting' },
      { text: '1920s', as: 'era' },
      { text: 'trumpeter', as: 'lead' },
      { text: 'daughter', as: 'cast' },
      { text: 'trumpet', as: 'motif' },
    ],
  },
  {
    notes: 'a fjord, a widowed fisherman, his sister-in-law, a whale that sings at night',
    expected: [
      { text: 'fjord', as: 'setting' },
      { text: 'fisherman', as: 'lead' },
      { text: 'sister-in-law', as: 'cast' },
      { text: 'whale', as: 'motif' },
    ],
  },
  {
    notes: 'Texas, 1880s, a schoolteacher and a horse nobody can ride',
    expected: [
      { text: 'Texas', as: 'setting' },
      { text: '1880s', as: 'era' },
      { text: 'schoolteacher', as: 'lead' },
      { text: 'horse', as: 'motif' },
    ],
  },
  {
    notes: 'Dublin, a pawnbroker and his nephew, gentle and sad',
    expected: [
      { text: 'Dublin', as: 'setting' },
      { text: 'pawnbroker', as: 'lead' },
      { text: 'nephew', as: 'cast' },
      { text: 'gentle', as: 'tone' },
      { text: 'sad', as: 'tone' },
    ],
  },
  {
    notes: 'Make it hopeful, with a dog called Biscuit.',
    expected: [
      { text: 'hopeful', as: 'tone' },
      { text: 'dog', as: 'motif' },
      { text: 'Biscuit', as: 'name' },
    ],
  },
  {
    notes: 'Wales, 1926, a coal miner and his mother, a canary in a cage',
    expected: [
      { text: 'Wales', as: 'setting' },
      { text: '1926', as: 'era' },
      { text: 'coal miner', as: 'lead' },
      { text: 'mother', as: 'cast' },
      { text: 'canary', as: 'motif' },
    ],
  },
  {
    notes: 'Set it in Sydney, present day, a lifeguard',
    expected: [
      { text: 'Sydney', as: 'setting' },
      { text: 'present day', as: 'era' },
      { text: 'lifeguard', as: 'lead' },
    ],
  },
  {
    notes: 'Cape Breton fiddler, 70 years old, and a fiddle that plays itself',
    expected: [
      { text: 'Cape Breton', as: 'setting' },
      { text: 'fiddler', as: 'lead' },
      { text: '70 years old', as: 'lead' },
      { text: 'fiddle', as: 'motif' },
    ],
  },
  {
    notes: 'A ghost story in Savannah, nothing gory.',
    expected: [{ text: 'Savannah', as: 'setting' }],
  },
  {
    notes:
      "Kenya, a park ranger, and the elephant in the room nobody mentions: her brother's debts",
    expected: [
      { text: 'Kenya', as: 'setting' },
      { text: 'park ranger', as: 'lead' },
      { text: 'brother', as: 'cast' },
    ],
  },
  {
    notes: 'the Outer Hebrides, a postwoman, a seal that follows her boat',
    expected: [
      { text: 'Outer Hebrides', as: 'setting' },
      { text: 'postwoman', as: 'lead' },
      { text: 'seal', as: 'motif' },
    ],
  },
  {
    notes: 'Make it funny, really properly funny.',
    expected: [{ text: 'funny', as: 'tone' }],
  },
  {
    notes: 'a mechanic in detroit, 1967, and his son who wants to be a poet',
    expected: [
      { text: 'mechanic', as: 'lead' },
      { text: 'detroit', as: 'setting' },
      { text: '1967', as: 'era' },
      { text: 'son', as: 'cast' },
    ],
  },
  {
    notes: 'Jamaica, a nurse, a clock that runs backward',
    expected: [
      { text: 'Jamaica', as: 'setting' },
      { text: 'nurse', as: 'lead' },
      { text: 'clock', as: 'motif' },
    ],
  },
  {
    notes: 'Regency era, a governess, a parrot that swears, witty',
    expected: [
      { text: 'Regency', as: 'era' },
      { text: 'governess', as: 'lead' },
      { text: 'parrot', as: 'motif' },
      { text: 'witty', as: 'tone' },
    ],
  },
  {
    notes: 'a boy called Tom and his grandmother, a taxidermist',
    expected: [
      { text: 'Tom', as: 'name' },
      { text: 'grandmother, a taxidermist', as: 'cast' },
    ],
  },
  {
    notes: 'In Tobermory, a whisky distiller, sometime in the 1850s',
    expected: [
      { text: 'Tobermory', as: 'setting' },
      { text: 'distiller', as: 'lead' },
      { text: '1850s', as: 'era' },
    ],
  },
  {
    notes: 'Arizona desert, a retired astronaut, a coyote',
    expected: [
      { text: 'Arizona', as: 'setting' },
      { text: 'desert', as: 'setting' },
      { text: 'astronaut', as: 'lead' },
      { text: 'coyote', as: 'motif' },
    ],
  },
  {
    notes: 'Something hopeful but not sappy',
    expected: [{ text: 'hopeful', as: 'tone' }],
  },
  {
    notes: 'a village in Connemara during the Famine, a priest and a girl named Bridget',
    expected: [
      { text: 'Connemara', as: 'setting' },
      { text: 'the Famine', as: 'era' },
      { text: 'priest', as: 'lead' },
      { text: 'Bridget', as: 'name' },
    ],
  },
  {
    notes: 'Coventry, 1940, an ambulance driver and her mother',
    expected: [
      { text: 'Coventry', as: 'setting' },
      { text: '1940', as: 'era' },
      { text: 'ambulance driver', as: 'lead' },
      { text: 'mother', as: 'cast' },
    ],
  },
  {
    notes: 'Your call, go wild with it.',
    expected: [],
  },
  {
    notes: 'a librarian in Maine, a book that writes back, eerie',
    expected: [
      { text: 'librarian', as: 'lead' },
      { text: 'Maine', as: 'setting' },
      { text: 'book', as: 'motif' },
      { text: 'eerie', as: 'tone' },
    ],
  },
  {
    notes: 'Newfoundland outport, a cod fisherman and his wife, quiet',
    expected: [
      { text: 'Newfoundland', as: 'setting' },
      { text: 'cod fisherman', as: 'lead' },
      { text: 'wife', as: 'cast' },
      { text: 'quiet', as: 'tone' },
    ],
  },
  {
    notes: 'the Scottish Highlands in the 1700s, a cattle thief called Rab',
    expected: [
      { text: 'Highlands', as: 'setting' },
      { text: '1700s', as: 'era' },
      { text: 'cattle thief', as: 'lead' },
      { text: 'Rab', as: 'name' },
    ],
  },
  {
    notes: 'A detective in Belfast, her teenage daughter, a missing dog',
    expected: [
      { text: 'detective', as: 'lead' },
      { text: 'Belfast', as: 'setting' },
      { text: 'daughter', as: 'cast' },
      { text: 'dog', as: 'motif' },
    ],
  },
  {
    notes: 'Hawaii, a surfer in her forties, grief.',
    expected: [
      { text: 'Hawaii', as: 'setting' },
      { text: 'surfer', as: 'lead' },
      { text: 'forties', as: 'lead' },
    ],
  },
  {
    notes: "An old bookseller in Hay-on-Wye and his granddaughter, who's a lawyer",
    expected: [
      { text: 'bookseller', as: 'lead' },
      { text: 'Hay-on-Wye', as: 'setting' },
      { text: 'granddaughter', as: 'cast' },
    ],
  },
  {
    notes: 'gothic, Cornwall, a drowned bell',
    expected: [
      { text: 'gothic', as: 'tone' },
      { text: 'Cornwall', as: 'setting' },
      { text: 'bell', as: 'motif' },
    ],
  },
  {
    notes: 'A Kentucky horse farm in the 1950s, a jockey, her uncle',
    expected: [
      { text: 'Kentucky', as: 'setting' },
      { text: '1950s', as: 'era' },
      { text: 'jockey', as: 'lead' },
      { text: 'uncle', as: 'cast' },
    ],
  },
  {
    notes: "Alaska, a bush pilot, a bear that won't leave the cabin",
    expected: [
      { text: 'Alaska', as: 'setting' },
      { text: 'bush pilot', as: 'lead' },
      { text: 'bear', as: 'motif' },
    ],
  },
  {
    notes: 'Light and warm. A baker. Nothing else.',
    expected: [
      { text: 'Light', as: 'tone' },
      { text: 'warm', as: 'tone' },
      { text: 'baker', as: 'lead' },
    ],
  },
  {
    notes: 'Keep the tone melancholy throughout, please.',
    expected: [{ text: 'melancholy', as: 'tone' }],
  },
  {
    notes: 'Idris, a clockmaker in Cardiff, and a clock nobody can wind',
    expected: [
      { text: 'Idris', as: 'name' },
      { text: 'clockmaker', as: 'lead' },
      { text: 'Cardiff', as: 'setting' },
      { text: 'clock', as: 'motif' },
    ],
  },
  {
    notes:
      'A fishing town in Nova Scotia, 1912, a telegraph operator who hears a ship that sank years ago',
    expected: [
      { text: 'Nova Scotia', as: 'setting' },
      { text: '1912', as: 'era' },
      { text: 'telegraph operator', as: 'lead' },
      { text: 'ship', as: 'motif' },
    ],
  },
  {
    notes: 'in the present day, in Lagos, a nollywood actress and her manager',
    expected: [
      { text: 'present day', as: 'era' },
      { text: 'Lagos', as: 'setting' },
      { text: 'actress', as: 'lead' },
      { text: 'manager', as: 'cast' },
    ],
  },
  {
    notes: 'sad but funny, like real life',
    expected: [
      { text: 'sad', as: 'tone' },
      { text: 'funny', as: 'tone' },
    ],
  },
  {
    notes: 'yorkshire dales, a sheep farmer, his daughter-in-law',
    expected: [
      { text: 'yorkshire dales', as: 'setting' },
      { text: 'sheep farmer', as: 'lead' },
      { text: 'daughter-in-law', as: 'cast' },
    ],
  },
  {
    notes: 'the 80s, a DJ in Manchester',
    expected: [
      { text: '80s', as: 'era' },
      { text: 'DJ', as: 'lead' },
      { text: 'Manchester', as: 'setting' },
    ],
  },
  {
    notes: 'Oaxaca, a mezcal maker and his aunt, something tender',
    expected: [
      { text: 'Oaxaca', as: 'setting' },
      { text: 'mezcal maker', as: 'lead' },
      { text: 'aunt', as: 'cast' },
      { text: 'tender', as: 'tone' },
    ],
  },
  {
    notes: 'Dakar, a fisherwoman and her rival, both stubborn as mules',
    expected: [
      { text: 'Dakar', as: 'setting' },
      { text: 'fisherwoman', as: 'lead' },
      { text: 'rival', as: 'cast' },
    ],
  },
  {
    notes: 'In Marseille a retired boxer keeps pigeons on his roof',
    expected: [
      { text: 'Marseille', as: 'setting' },
      { text: 'boxer', as: 'lead' },
      { text: 'pigeons', as: 'motif' },
    ],
  },
  {
    notes: 'Quebec in the winter of 1998, a snowplough driver called Josée',
    expected: [
      { text: 'Quebec', as: 'setting' },
      { text: '1998', as: 'era' },
      { text: 'snowplough driver', as: 'lead' },
      { text: 'Josée', as: 'name' },
    ],
  },
];

const es: readonly CorpusBrief[] = [
  {
    notes:
      'En Oaxaca, una curandera y su nieto periodista. Un río que se mueve cuando alguien miente.',
    expected: [
      { text: 'Oaxaca', as: 'setting' },
      { text: 'curandera', as: 'lead' },
      { text: 'nieto periodista', as: 'cast' },
      { text: 'río', as: 'setting' },
    ],
  },
  {
    notes: 'Andalucía, posguerra, una maestra republicana y su hermana monja',
    expected: [
      { text: 'Andalucía', as: 'setting' },
      { text: 'posguerra', as: 'era' },
      { text: 'maestra', as: 'lead' },
      { text: 'hermana monja', as: 'cast' },
    ],
  },
  {
    notes: 'una pescadora en Chiloé y un barco fantasma que aparece con la marea',
    expected: [
      { text: 'pescadora', as: 'lead' },
      { text: 'Chiloé', as: 'setting' },
      { text: 'barco', as: 'motif' },
    ],
  },
  {
    notes: 'Escríbeme algo que me sorprenda, por favor.',
    expected: [],
  },
  {
    notes: 'Que sea oscuro, muy oscuro.',
    expected: [{ text: 'oscuro', as: 'tone' }],
  },
  {
    notes:
      'Me gustaría una historia en Buenos Aires, en 1978, durante la dictadura, sobre un bandoneonista ciego que toca en un bar de San Telmo. Su hija vuelve de Madrid después de veinte años y no se hablan. Algo triste pero con un poco de esperanza al final, sin violencia explícita.',
    expected: [
      { text: 'Buenos Aires', as: 'setting' },
      { text: '1978', as: 'era' },
      { text: 'dictadura', as: 'era' },
      { text: 'bandoneonista', as: 'lead' },
      { text: 'San Telmo', as: 'setting' },
      { text: 'hija', as: 'cast' },
      { text: 'triste', as: 'tone' },
    ],
  },
  {
    notes: 'Patagonia, un desierto, un gaucho de setenta años y un caballo que no envejece',
    expected: [
      { text: 'Patagonia', as: 'setting' },
      { text: 'desierto', as: 'setting' },
      { text: 'gaucho', as: 'lead' },
      { text: 'setenta años', as: 'lead' },
      { text: 'caballo', as: 'motif' },
    ],
  },
  {
    notes: 'en valparaiso, una periodista, un perro callejero que la sigue. luminoso',
    expected: [
      { text: 'valparaiso', as: 'setting' },
      { text: 'periodista', as: 'lead' },
      { text: 'perro', as: 'motif' },
      { text: 'luminoso', as: 'tone' },
    ],
  },
  {
    notes: 'La Mancha, a finales del siglo XIX, un molinero y su mujer',
    expected: [
      { text: 'La Mancha', as: 'setting' },
      { text: 'finales del siglo XIX', as: 'era' },
      { text: 'molinero', as: 'lead' },
      { text: 'mujer', as: 'cast' },
    ],
  },
  {
    notes: 'Una mujer que se llama Rosario, partera en un pueblo de Jalisco',
    expected: [
      { text: 'Rosario', as: 'name' },
      { text: 'partera', as: 'lead' },
      { text: 'Jalisco', as: 'setting' },
    ],
  },
  {
    notes: 'Sevilla hoy, un torero retirado, su nieta veterinaria',
    expected: [
      { text: 'Sevilla', as: 'setting' },
      { text: 'hoy', as: 'era' },
      { text: 'torero', as: 'lead' },
      { text: 'nieta veterinaria', as: 'cast' },
    ],
  },
  {
    notes: 'un reloj que atrasa, una relojera, Toledo',
    expected: [
      { text: 'reloj', as: 'motif' },
      { text: 'relojera', as: 'lead' },
      { text: 'Toledo', as: 'setting' },
    ],
  },
  {
    notes: 'Quiero algo tierno y divertido',
    expected: [
      { text: 'tierno', as: 'tone' },
      { text: 'divertido', as: 'tone' },
    ],
  },
  {
    notes: 'no hay moros en la costa: un contrabandista en Cádiz y su socio',
    expected: [
      { text: 'contrabandista', as: 'lead' },
      { text: 'Cádiz', as: 'setting' },
      { text: 'socio', as: 'cast' },
    ],
  },
  {
    notes: 'Bogotá, una taxista de cincuenta años y su hijo músico',
    expected: [
      { text: 'Bogotá', as: 'setting' },
      { text: 'taxista', as: 'lead' },
      { text: 'cincuenta años', as: 'lead' },
      { text: 'hijo músico', as: 'cast' },
    ],
  },
  {
    notes: 'sorpréndeme, no tengo ninguna idea',
    expected: [],
  },
  {
    notes: 'Durante la Guerra Civil, en Asturias, un minero y un niño llamado Pelayo',
    expected: [
      { text: 'Guerra Civil', as: 'era' },
      { text: 'Asturias', as: 'setting' },
      { text: 'minero', as: 'lead' },
      { text: 'Pelayo', as: 'name' },
    ],
  },
  {
    notes: 'Galicia, una mariscadora, una campana que suena sola',
    expected: [
      { text: 'Galicia', as: 'setting' },
      { text: 'mariscadora', as: 'lead' },
      { text: 'campana', as: 'motif' },
    ],
  },
  {
    notes: 'Un pueblo de Castilla en los años 60, una costurera y su suegra. Agridulce.',
    expected: [
      { text: 'Castilla', as: 'setting' },
      { text: 'años 60', as: 'era' },
      { text: 'costurera', as: 'lead' },
      { text: 'suegra', as: 'cast' },
      { text: 'Agridulce', as: 'tone' },
    ],
  },
  {
    notes: 'Cuba, una bailarina de noventa años, un loro que canta boleros',
    expected: [
      { text: 'Cuba', as: 'setting' },
      { text: 'bailarina', as: 'lead' },
      { text: 'noventa años', as: 'lead' },
      { text: 'loro', as: 'motif' },
    ],
  },
  {
    notes: 'melancólico y luminoso, pero con humor',
    expected: [
      { text: 'melancólico', as: 'tone' },
      { text: 'luminoso', as: 'tone' },
      { text: 'humor', as: 'tone' },
    ],
  },
  {
    notes: 'un tipo que tiene la cabeza en las nubes, en Montevideo, trabaja de cartero',
    expected: [
      { text: 'Montevideo', as: 'setting' },
      { text: 'cartero', as: 'lead' },
    ],
  },
  {
    notes: 'La selva del Amazonas, una bióloga y su guía, un jaguar que nadie ve',
    expected: [
      { text: 'selva', as: 'setting' },
      { text: 'Amazonas', as: 'setting' },
      { text: 'bióloga', as: 'lead' },
      { text: 'guía', as: 'cast' },
      { text: 'jaguar', as: 'motif' },
    ],
  },
  {
    notes: 'Chile, 1973, un fotógrafo y su cámara',
    expected: [
      { text: 'Chile', as: 'setting' },
      { text: '1973', as: 'era' },
      { text: 'fotógrafo', as: 'lead' },
      { text: 'cámara', as: 'motif' },
    ],
  },
  {
    notes: 'Lima, época colonial, una monja y un pirata',
    expected: [
      { text: 'Lima', as: 'setting' },
      { text: 'época colonial', as: 'era' },
      { text: 'monja', as: 'lead' },
      { text: 'pirata', as: 'cast' },
    ],
  },
  {
    notes: 'en Tlacotalpan, una cocinera y su comadre',
    expected: [
      { text: 'Tlacotalpan', as: 'setting' },
      { text: 'cocinera', as: 'lead' },
      { text: 'comadre', as: 'cast' },
    ],
  },
  {
    notes: 'Quiero una historia inquietante, nada más.',
    expected: [{ text: 'inquietante', as: 'tone' }],
  },
  {
    notes: 'Un pastor en Extremadura y su hermano gemelo, que es la oveja negra de la familia.',
    expected: [
      { text: 'pastor', as: 'lead' },
      { text: 'Extremadura', as: 'setting' },
      { text: 'hermano gemelo', as: 'cast' },
    ],
  },
  {
    notes: 'Madrid, la Movida, años 80, una cantante punk y su abuela',
    expected: [
      { text: 'Madrid', as: 'setting' },
      { text: 'Movida', as: 'era' },
      { text: 'años 80', as: 'era' },
      { text: 'cantante', as: 'lead' },
      { text: 'abuela', as: 'cast' },
    ],
  },
  {
    notes: 'En Finisterre, una farera y una ballena que vuelve cada invierno',
    expected: [
      { text: 'Finisterre', as: 'setting' },
      { text: 'farera', as: 'lead' },
      { text: 'ballena', as: 'motif' },
    ],
  },
  {
    notes: 'el Caribe colombiano, una maestra rural y sus alumnos',
    expected: [
      { text: 'Caribe', as: 'setting' },
      { text: 'maestra', as: 'lead' },
      { text: 'alumnos', as: 'cast' },
    ],
  },
  {
    notes: 'Ponle un nombre: Inés. Lo demás, libre.',
    expected: [{ text: 'Inés', as: 'name' }],
  },
  {
    notes: 'Durante la dictadura, en Santiago, un cura y su sobrino abogado',
    expected: [
      { text: 'dictadura', as: 'era' },
      { text: 'Santiago', as: 'setting' },
      { text: 'cura', as: 'lead' },
      { text: 'sobrino abogado', as: 'cast' },
    ],
  },
  {
    notes: 'Quiero que sea bueno, de verdad.',
    expected: [],
  },
  {
    notes: 'Tenerife, un volcán, una vulcanóloga. Tenso.',
    expected: [
      { text: 'Tenerife', as: 'setting' },
      { text: 'volcán', as: 'setting' },
      { text: 'vulcanóloga', as: 'lead' },
      { text: 'Tenso', as: 'tone' },
    ],
  },
  {
    notes: 'una anciana de ochenta años en Cuenca y un gato que habla',
    expected: [
      { text: 'ochenta años', as: 'lead' },
      { text: 'Cuenca', as: 'setting' },
      { text: 'gato', as: 'motif' },
    ],
  },
  {
    notes: 'Puerto Rico, una enfermera y su exmarido, que vuelve después del huracán',
    expected: [
      { text: 'Puerto Rico', as: 'setting' },
      { text: 'enfermera', as: 'lead' },
      { text: 'exmarido', as: 'cast' },
    ],
  },
  {
    notes: 'guatemala, un tejedor maya, una máscara',
    expected: [
      { text: 'guatemala', as: 'setting' },
      { text: 'tejedor', as: 'lead' },
      { text: 'máscara', as: 'motif' },
    ],
  },
  {
    notes: 'siglo XVI, un cartógrafo en Sevilla',
    expected: [
      { text: 'siglo XVI', as: 'era' },
      { text: 'cartógrafo', as: 'lead' },
      { text: 'Sevilla', as: 'setting' },
    ],
  },
  {
    notes: 'Tono cálido, lo demás me da igual.',
    expected: [{ text: 'cálido', as: 'tone' }],
  },
  {
    notes: 'Una detective en Barcelona y su padre, un policía jubilado',
    expected: [
      { text: 'detective', as: 'lead' },
      { text: 'Barcelona', as: 'setting' },
      { text: 'padre, un policía', as: 'cast' },
    ],
  },
  {
    notes: 'Ecuador, los Andes, un arriero y su mula',
    expected: [
      { text: 'Ecuador', as: 'setting' },
      { text: 'Andes', as: 'setting' },
      { text: 'arriero', as: 'lead' },
      { text: 'mula', as: 'motif' },
    ],
  },
  {
    notes: 'Algo triste, que haga llorar.',
    expected: [{ text: 'triste', as: 'tone' }],
  },
  {
    notes: 'un hombre llamado Ernesto, viudo, panadero en Valencia. Tierno.',
    expected: [
      { text: 'Ernesto', as: 'name' },
      { text: 'panadero', as: 'lead' },
      { text: 'Valencia', as: 'setting' },
      { text: 'Tierno', as: 'tone' },
    ],
  },
  {
    notes: 'Mexico DF en los noventa, una luchadora y su entrenador',
    expected: [
      { text: 'Mexico DF', as: 'setting' },
      { text: 'noventa', as: 'era' },
      { text: 'luchadora', as: 'lead' },
      { text: 'entrenador', as: 'cast' },
    ],
  },
  {
    notes: 'un pueblo de los Pirineos, una pastora de cabras, cosas raras',
    expected: [
      { text: 'Pirineos', as: 'setting' },
      { text: 'pastora de cabras', as: 'lead' },
    ],
  },
  {
    notes: 'Rosario, la ciudad, no la persona: un futbolista y su primo',
    expected: [
      { text: 'Rosario', as: 'setting' },
      { text: 'futbolista', as: 'lead' },
      { text: 'primo', as: 'cast' },
    ],
  },
  {
    notes: 'Canarias, una mujer llamada Candelaria y su hija sorda. Poético.',
    expected: [
      { text: 'Canarias', as: 'setting' },
      { text: 'Candelaria', as: 'name' },
      { text: 'hija', as: 'cast' },
      { text: 'Poético', as: 'tone' },
    ],
  },
  {
    notes: 'Nueva York, 1920, una inmigrante gallega, costurera',
    expected: [
      { text: 'Nueva York', as: 'setting' },
      { text: '1920', as: 'era' },
      { text: 'costurera', as: 'lead' },
    ],
  },
  {
    notes: 'Tomarle el pelo a todo el pueblo: un barbero en Granada y su aprendiz',
    expected: [
      { text: 'barbero', as: 'lead' },
      { text: 'Granada', as: 'setting' },
      { text: 'aprendiz', as: 'cast' },
    ],
  },
  {
    notes: 'En Bretaña, un marinero gallego y una gaviota que le roba el pan',
    expected: [
      { text: 'Bretaña', as: 'setting' },
      { text: 'marinero', as: 'lead' },
      { text: 'gaviota', as: 'motif' },
    ],
  },
  {
    notes: 'Quebec, invierno, una traductora y su hermano, todo muy frío y elegante',
    expected: [
      { text: 'Quebec', as: 'setting' },
      { text: 'traductora', as: 'lead' },
      { text: 'hermano', as: 'cast' },
      { text: 'frío', as: 'tone' },
      { text: 'elegante', as: 'tone' },
    ],
  },
  {
    notes: 'En Marsella, un cocinero octogenario y un pulpo en la pecera del restaurante',
    expected: [
      { text: 'Marsella', as: 'setting' },
      { text: 'cocinero', as: 'lead' },
      { text: 'octogenario', as: 'lead' },
      { text: 'pulpo', as: 'motif' },
    ],
  },
  {
    notes: 'Andalucia, hoy en día, una bailaora de veinte años y su tía',
    expected: [
      { text: 'Andalucia', as: 'setting' },
      { text: 'hoy en día', as: 'era' },
      { text: 'bailaora', as: 'lead' },
      { text: 'veinte años', as: 'lead' },
      { text: 'tía', as: 'cast' },
    ],
  },
];

export const BRIEF_CORPUS: Record<Language, readonly CorpusBrief[]> = { fr, en, es };
