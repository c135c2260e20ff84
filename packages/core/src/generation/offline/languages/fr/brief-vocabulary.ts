import type { BriefVocabulary } from '../language-pack';

/** A name is feminine when its first word (or the whole name) ends in -e, but for these. */
const MASCULINE_IN_E = new Set([
  'mexique',
  'cambodge',
  'mozambique',
  'zimbabwe',
  'belize',
  'royaume',
  'maine',
  'tennessee',
  'delaware',
]);
/** First words that make a name masculine whatever its end ("au Nouveau-Mexique"). */
const MASCULINE_HEADS = new Set(['nouveau', 'timor']);
/** Names whose first word ends in -s but which are singular ("au Honduras", "au Pays de Galles"). */
const SINGULAR_IN_S = new Set(['honduras', 'laos', 'belarus', 'pays de galles', 'pays basque']);
/** Islands and city-states, said with "à" ("à Cuba", "à Malte"). */
const WITH_A = new Set([
  'cuba',
  'chypre',
  'malte',
  'madagascar',
  'maurice',
  'singapour',
  'monaco',
  'bahreïn',
  'taïwan',
  'porto rico',
  'saint-marin',
  'sainte-lucie',
  'jersey',
  'guernesey',
  'hong kong',
  'macao',
  'mayotte',
  'tahiti',
  'djibouti',
]);

/** An elided or vowel start ("en Iran", "en Haïti"); not an aspirated h ("au Honduras"). */
const startsWithVowel = (name: string) =>
  /^[aeiouhàâéèêëîïôöûü]/iu.test(name) && !/^(?:honduras|hainaut)/iu.test(name);

export const frenchVocabulary: BriefVocabulary = {
  locatives: ['à', 'au', 'aux', 'en', 'dans', 'près de', 'vers', 'sur', 'du côté de', 'autour de'],
  placePhrase(name, kind) {
    if (kind === 'city') return `à ${name}`.replace(/^à Le /u, 'au ').replace(/^à Les /u, 'aux ');
    const lower = name.toLowerCase();
    if (WITH_A.has(lower)) return `à ${name}`;
    // The first word sets the gender and number: "Corée du Nord", "Pays-Bas", "Hauts-de-France".
    const head = lower.split(/[\s-]/u)[0] ?? lower;
    // A region's plural ends in -es ("les Landes", "les Hauts-de-France"), not "le Calvados".
    const plural =
      kind === 'country'
        ? /[sx]$/u.test(head)
        : /(?:es|x)$/u.test(head) || /^(?:hauts|pays)$/u.test(head);
    if (plural && !SINGULAR_IN_S.has(head) && !SINGULAR_IN_S.has(lower)) {
      return kind === 'country' ? `aux ${name}` : `dans les ${name}`;
    }
    const masculine =
      MASCULINE_HEADS.has(head) || MASCULINE_IN_E.has(head) || MASCULINE_IN_E.has(lower);
    const feminine = !masculine && (head.endsWith('e') || lower.endsWith('e'));
    if (feminine || startsWithVowel(name)) return `en ${name}`;
    return kind === 'country' ? `au ${name}` : `dans le ${name}`;
  },
  trades: [
    {
      masculine: ['guérisseur', 'rebouteux'],
      feminine: ['guérisseuse', 'rebouteuse'],
      entry: 'guérisseu<r|se>',
    },
    { masculine: ['vétérinaire', 'véto'], feminine: ['vétérinaire'], entry: 'vétérinaire' },
    { masculine: ['journaliste', 'reporter'], feminine: ['journaliste'], entry: 'journaliste' },
    { masculine: ['médecin', 'docteur'], feminine: ['médecin', 'doctoresse'], entry: 'médecin' },
    { masculine: ['infirmier'], feminine: ['infirmière'], entry: 'infirmi<er|ère>' },
    { masculine: ['sage-femme'], feminine: ['sage-femme'], entry: 'sage-femme' },
    {
      masculine: ['instituteur', 'maître d’école', 'professeur'],
      feminine: ['institutrice', 'maîtresse', 'professeure'],
      entry: 'institut<eur|rice>',
    },
    {
      masculine: ['policier', 'flic', 'gendarme'],
      feminine: ['policière', 'gendarme'],
      entry: 'polici<er|ère>',
    },
    {
      masculine: ['inspecteur', 'commissaire'],
      feminine: ['inspectrice', 'commissaire'],
      entry: 'inspect<eur|rice>',
    },
    {
      masculine: ['détective', 'enquêteur'],
      feminine: ['détective', 'enquêtrice'],
      entry: 'détective',
    },
    { masculine: ['avocat'], feminine: ['avocate'], entry: 'avoca<t|te>' },
    { masculine: ['juge'], feminine: ['juge'], entry: 'juge' },
    { masculine: ['notaire'], feminine: ['notaire'], entry: 'notaire' },
    { masculine: ['boulanger'], feminine: ['boulangère'], entry: 'boulang<er|ère>' },
    { masculine: ['berger'], feminine: ['bergère'], entry: 'berg<er|ère>' },
    {
      masculine: ['paysan', 'agriculteur', 'fermier', 'éleveur'],
      feminine: ['paysanne', 'agricultrice', 'fermière', 'éleveuse'],
      entry: 'paysan<|ne>',
    },
    { masculine: ['pêcheur'], feminine: ['pêcheuse'], entry: 'pêcheu<r|se>' },
    { masculine: ['marin'], feminine: ['marin'], entry: 'marin' },
    {
      masculine: ['gardien de phare'],
      feminine: ['gardienne de phare'],
      entry: 'gardien<|ne> de phare',
    },
    { masculine: ['horloger'], feminine: ['horlogère'], entry: 'horlog<er|ère>' },
    { masculine: ['libraire'], feminine: ['libraire'], entry: 'libraire' },
    { masculine: ['bibliothécaire'], feminine: ['bibliothécaire'], entry: 'bibliothécaire' },
    {
      masculine: ['écrivain', 'romancier', 'auteur'],
      feminine: ['écrivaine', 'romancière', 'autrice'],
      entry: 'romanci<er|ère>',
    },
    { masculine: ['peintre', 'artiste'], feminine: ['peintre', 'artiste'], entry: 'peintre' },
    {
      masculine: ['musicien', 'violoniste', 'pianiste'],
      feminine: ['musicienne', 'violoniste', 'pianiste'],
      entry: 'musicien<|ne>',
    },
    { masculine: ['chanteur'], feminine: ['chanteuse'], entry: 'chanteu<r|se>' },
    {
      masculine: ['comédien', 'acteur'],
      feminine: ['comédienne', 'actrice'],
      entry: 'comédien<|ne>',
    },
    { masculine: ['photographe'], feminine: ['photographe'], entry: 'photographe' },
    { masculine: ['archéologue'], feminine: ['archéologue'], entry: 'archéologue' },
    { masculine: ['historien'], feminine: ['historienne'], entry: 'historien<|ne>' },
    {
      masculine: ['chercheur', 'scientifique', 'savant'],
      feminine: ['chercheuse', 'scientifique', 'savante'],
      entry: 'chercheu<r|se>',
    },
    { masculine: ['ingénieur'], feminine: ['ingénieure'], entry: 'ingénieur<|e>' },
    {
      masculine: ['cuisinier', 'chef'],
      feminine: ['cuisinière', 'cheffe'],
      entry: 'cuisini<er|ère>',
    },
    {
      masculine: ['aubergiste', 'cafetier'],
      feminine: ['aubergiste', 'cafetière'],
      entry: 'aubergiste',
    },
    { masculine: ['facteur'], feminine: ['factrice'], entry: 'fact<eur|rice>' },
    { masculine: ['prêtre', 'curé', 'pasteur'], feminine: ['pasteure'], entry: 'prêtre' },
    { masculine: ['moine'], feminine: ['religieuse', 'nonne'], entry: '<moine|religieuse>' },
    { masculine: ['soldat'], feminine: ['soldate'], entry: 'solda<t|te>' },
    { masculine: ['espion'], feminine: ['espionne'], entry: 'espion<|ne>' },
    {
      masculine: ['voleur', 'cambrioleur'],
      feminine: ['voleuse', 'cambrioleuse'],
      entry: 'cambrioleu<r|se>',
    },
    { masculine: ['sorcier', 'mage'], feminine: ['mage'], entry: 'sorci<er|ère>' },
    { masculine: ['forgeron'], feminine: ['forgeronne'], entry: 'forgeron<|ne>' },
    {
      masculine: ['menuisier', 'charpentier', 'ébéniste'],
      feminine: ['menuisière', 'charpentière', 'ébéniste'],
      entry: 'menuisi<er|ère>',
    },
    { masculine: ['mineur'], feminine: ['mineuse'], entry: 'mineur' },
    {
      masculine: ['garde forestier', 'forestier'],
      feminine: ['garde forestière', 'forestière'],
      entry: 'garde foresti<er|ère>',
    },
    { masculine: ['pilote', 'aviateur'], feminine: ['pilote', 'aviatrice'], entry: 'pilote' },
    {
      masculine: ['chauffeur', 'routier'],
      feminine: ['chauffeuse', 'routière'],
      entry: 'chauffeu<r|se>',
    },
    {
      masculine: ['psychiatre', 'psychologue'],
      feminine: ['psychiatre', 'psychologue'],
      entry: 'psychiatre',
    },
    {
      masculine: ['pharmacien', 'apothicaire'],
      feminine: ['pharmacienne', 'apothicaire'],
      entry: 'pharmacien<|ne>',
    },
    { masculine: ['couturier', 'tailleur'], feminine: ['couturière'], entry: 'couturi<er|ère>' },
    { masculine: ['vigneron'], feminine: ['vigneronne'], entry: 'vigneron<|ne>' },
    { masculine: ['apiculteur'], feminine: ['apicultrice'], entry: 'apicult<eur|rice>' },
    { masculine: ['traducteur'], feminine: ['traductrice'], entry: 'traduct<eur|rice>' },
    { masculine: ['astronaute'], feminine: ['astronaute'], entry: 'astronaute' },
    { masculine: ['étudiant'], feminine: ['étudiante'], entry: 'étudian<t|te>' },
    { masculine: ['maire'], feminine: ['maire', 'mairesse'], entry: 'maire' },
  ],
  ties: [
    {
      masculine: ['petit-fils'],
      feminine: ['petite-fille'],
      entry: '<son petit-fils|sa petite-fille>',
    },
    { masculine: ['fils'], feminine: ['fille'], entry: '<son fils|sa fille>' },
    {
      masculine: ['frère jumeau'],
      feminine: ['sœur jumelle', 'soeur jumelle'],
      entry: '<son frère jumeau|sa sœur jumelle>',
    },
    { masculine: ['frère'], feminine: ['sœur', 'soeur'], entry: '<son frère|sa sœur>' },
    { masculine: ['père', 'papa'], feminine: ['mère', 'maman'], entry: '<son père|sa mère>' },
    {
      masculine: ['grand-père', 'papi', 'pépé'],
      feminine: ['grand-mère', 'mamie', 'mémé'],
      entry: '<son grand-père|sa grand-mère>',
    },
    { masculine: ['neveu'], feminine: ['nièce'], entry: '<son neveu|sa nièce>' },
    { masculine: ['oncle'], feminine: ['tante'], entry: '<son oncle|sa tante>' },
    { masculine: ['cousin'], feminine: ['cousine'], entry: '<son cousin|sa cousine>' },
    { masculine: ['mari', 'époux'], feminine: ['femme', 'épouse'], entry: '<son mari|sa femme>' },
    { masculine: ['fiancé'], feminine: ['fiancée'], entry: '<son fiancé|sa fiancée>' },
    { masculine: ['amant'], feminine: ['maîtresse'], entry: '<son amant|sa maîtresse>' },
    { masculine: ['ami', 'copain'], feminine: ['amie', 'copine'], entry: '<son ami|son amie>' },
    { masculine: ['voisin'], feminine: ['voisine'], entry: '<son voisin|sa voisine>' },
    {
      masculine: ['apprenti', 'élève'],
      feminine: ['apprentie', 'élève'],
      entry: '<son apprenti|son apprentie>',
    },
    { masculine: ['associé'], feminine: ['associée'], entry: '<son associé|son associée>' },
  ],
  ageWords: [
    {
      words: [
        'vieux',
        'vieille',
        'vieil',
        'âgé',
        'âgée',
        'octogénaire',
        'septuagénaire',
        'retraité',
        'retraitée',
      ],
      years: [70, 84],
    },
    { words: ['jeune'], years: [19, 26] },
  ],
  agePattern: /(?<!\d)(\d{1,3})\s*ans\b/u,
  age: (years) => `${years} ans`,
  nameCues: [
    'nommé',
    'nommée',
    'appelé',
    'appelée',
    'prénommé',
    'prénommée',
    'du nom de',
    "s'appelle",
    'qui s’appelle',
  ],
  creatures: [
    { forms: ['loup', 'louve'], spec: 'm:loup' },
    { forms: ['ours'], spec: 'm:ours' },
    { forms: ['renard'], spec: 'm:renard' },
    { forms: ['sanglier'], spec: 'm:sanglier' },
    { forms: ['corbeau', 'corneille'], spec: 'm:corbeau' },
    { forms: ['chouette', 'hibou'], spec: 'f:chouette' },
    { forms: ['serpent', 'vipère'], spec: 'm:serpent' },
    { forms: ['chien', 'chienne'], spec: 'm:chien' },
    { forms: ['chat', 'chatte'], spec: 'm:chat' },
    { forms: ['cheval', 'jument'], spec: 'm:cheval' },
    { forms: ['cerf', 'biche'], spec: 'm:cerf' },
    { forms: ['baleine'], spec: 'f:baleine' },
    { forms: ['requin'], spec: 'm:requin' },
    { forms: ['dragon'], spec: 'm:dragon' },
    { forms: ['sorcière'], spec: 'f:sorcière' },
    { forms: ['fantôme', 'spectre', 'revenant'], spec: 'm:fantôme' },
    { forms: ['bête', 'monstre', 'créature'], spec: 'f:bête' },
    { forms: ['ogre'], spec: 'm:ogre' },
    { forms: ['fée'], spec: 'f:fée' },
    { forms: ['vampire'], spec: 'm:vampire' },
    { forms: ['automate', 'robot'], spec: 'm:automate' },
  ],
  things: [
    { forms: ['rivière', 'fleuve'], spec: 'f:rivière' },
    { forms: ['horloge', 'pendule'], spec: 'f:horloge' },
    { forms: ['montre'], spec: 'f:montre' },
    { forms: ['miroir'], spec: 'm:miroir' },
    { forms: ['clé', 'clef'], spec: 'f:clé' },
    { forms: ['lettre'], spec: 'f:lettre' },
    { forms: ['carnet', 'journal intime'], spec: 'm:carnet' },
    { forms: ['carte'], spec: 'f:carte' },
    { forms: ['photo', 'photographie'], spec: 'f:photographie' },
    { forms: ['piano'], spec: 'm:piano' },
    { forms: ['violon'], spec: 'm:violon' },
    { forms: ['bague', 'anneau'], spec: 'f:bague' },
    { forms: ['médaillon', 'pendentif'], spec: 'm:médaillon' },
    { forms: ['coffre', 'malle'], spec: 'm:coffre' },
    { forms: ['livre', 'grimoire'], spec: 'm:livre' },
    { forms: ['cloche'], spec: 'f:cloche' },
    { forms: ['puits'], spec: 'm:puits' },
    { forms: ['tableau'], spec: 'm:tableau' },
    { forms: ['poupée'], spec: 'f:poupée' },
    { forms: ['herbier'], spec: 'm:herbier' },
    { forms: ['couteau'], spec: 'm:couteau' },
    { forms: ['source'], spec: 'f:source' },
  ],
  landscapes: [
    { forms: ['causse'], spec: 'sur>m:causse' },
    { forms: ['plateau'], spec: 'sur>m:plateau' },
    { forms: ['forêt', 'bois'], spec: 'dans>f:forêt' },
    { forms: ['montagne', 'alpage'], spec: 'dans>fD:montagne' },
    { forms: ['vallée', 'gorges'], spec: 'dans>f:vallée' },
    { forms: ['village', 'hameau'], spec: 'dans>m:village' },
    { forms: ['marais', 'tourbière'], spec: 'dans>m:marais' },
    { forms: ['lande'], spec: 'sur>f:lande' },
    { forms: ['île', 'îlot'], spec: 'sur>f:île' },
    { forms: ['côte', 'falaise'], spec: 'sur>fD:côte' },
    { forms: ['désert'], spec: 'dans>m:désert' },
    { forms: ['fjord'], spec: 'au bord de>m:fjord' },
    { forms: ['steppe'], spec: 'dans>fD:steppe' },
    { forms: ['jungle'], spec: 'dans>fD:jungle' },
    { forms: ['lac', 'étang'], spec: 'au bord de>m:lac' },
    { forms: ['port'], spec: 'dans>m:port' },
    { forms: ['ferme'], spec: 'dans>f:ferme' },
    { forms: ['banlieue'], spec: 'dans>f:banlieue' },
    { forms: ['vignoble', 'vignes'], spec: 'dans>m:vignoble' },
  ],
  eras: [
    { named: /\boccupation\b/u, year: 1942, written: "sous l'Occupation" },
    { named: /belle epoque/u, year: 1900, written: 'à la Belle Époque' },
    { named: /\brevolution( francaise)?\b/u, year: 1793, written: 'sous la Révolution' },
    { named: /\bterreur\b/u, year: 1794, written: 'sous la Terreur' },
    { named: /\bcommune\b(?! de)/u, year: 1871, written: 'pendant la Commune' },
    {
      named: /grande guerre|premiere guerre mondiale|guerre de 14|14-18/u,
      year: 1916,
      written: 'pendant la Grande Guerre',
    },
    {
      named: /seconde guerre mondiale|deuxieme guerre mondiale|guerre de 39|39-45/u,
      year: 1943,
      written: 'pendant la Seconde Guerre mondiale',
    },
    { named: /\bliberation\b/u, year: 1944, written: 'à la Libération' },
    { named: /mai 68|mai 1968/u, year: 1968, written: 'en mai 68' },
    { named: /moyen[- ]age|medieva/u, year: 1300, written: 'au Moyen Âge' },
    { named: /\brenaissance\b/u, year: 1530, written: 'à la Renaissance' },
    { named: /\bregence\b/u, year: 1718, written: 'sous la Régence' },
    { named: /guerre d'algerie/u, year: 1958, written: "pendant la guerre d'Algérie" },
    { named: /trente glorieuses/u, year: 1962, written: 'pendant les Trente Glorieuses' },
  ],
  decadePattern: /ann[ée]es\s+((?:1[5-9]|20)?\d0)\b/u,
  decade: (decade) => `dans les années ${decade}`,
  year: (year) => `en ${year}`,
  present: {
    words: ["aujourd'hui", 'aujourd’hui', 'de nos jours', 'contemporain', 'actuel'],
    written: "aujourd'hui",
  },
  tones: [
    {
      words: ['mélancolique', 'mélancolie', 'nostalgique', 'doux-amer', 'douce-amère'],
      mood: 'une mélancolie de fin d’été',
    },
    {
      words: ['sombre', 'noir', 'glauque', 'grave', 'cruel', 'cruelle', 'tragique'],
      mood: 'une noirceur qui colle aux murs',
    },
    {
      words: [
        'drôle',
        'humour',
        'comique',
        'loufoque',
        'absurde',
        'léger',
        'légère',
        'ironique',
        'grinçant',
        'grinçante',
        'décalé',
      ],
      mood: 'un humour qui désamorce les pires moments',
    },
    {
      words: ['tendre', 'doux', 'douce', 'chaleureux', 'cosy'],
      mood: 'une tendresse discrète entre les gens',
    },
    {
      words: ['angoissant', 'inquiétant', 'oppressant', 'flippant'],
      mood: 'une inquiétude qui monte sans bruit',
    },
    {
      words: ['lumineux', 'lumineuse', 'solaire', 'optimiste'],
      mood: 'une lumière franche, presque insolente',
    },
    { words: ['poétique', 'onirique'], mood: 'une étrangeté douce, comme en rêve' },
    { words: ['épique'], mood: 'un souffle épique' },
    { words: ['romantique'], mood: 'un romantisme assumé' },
  ],
};
