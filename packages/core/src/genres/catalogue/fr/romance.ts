import type { Category } from '../types';

export const romance: Category = {
  id: 'romance',
  name: 'Romance',
  description:
    'Des histoires centrées sur une relation amoureuse et son dénouement heureux, du contemporain à l’historique, du tendre à l’érotique, du réaliste au surnaturel.',
  subcategories: [
    {
      id: 'romance-contemporary',
      name: 'Amours d’aujourd’hui',
      description:
        'Des histoires d’amour situées dans le monde actuel, dans tous les décors et tous les milieux.',
      genres: [
        {
          id: 'contemporary-romance',
          name: 'Romance contemporaine',
          description:
            'Deux personnages d’aujourd’hui se rencontrent, se heurtent et apprennent à s’aimer ; les obstacles sont intimes ou sociaux et la fin est heureuse.',
        },
        {
          id: 'small-town-romance',
          name: 'Romance de petite ville',
          description:
            'Un retour au pays ou une installation dans une bourgade pittoresque : la communauté, ses commerces et ses commérages accompagnent l’histoire d’amour.',
        },
        {
          id: 'billionaire-romance',
          name: 'Romance de milliardaire',
          description:
            'Un personnage immensément riche et un autre tout à fait ordinaire : le fossé social, le pouvoir et le luxe nourrissent le désir comme les malentendus.',
        },
        {
          id: 'royal-romance',
          name: 'Romance royale',
          description:
            'Un prince, une princesse ou l’héritier d’une monarchie, réelle ou inventée, tombe amoureux d’une personne sans titre, au mépris du protocole.',
        },
        {
          id: 'sports-romance',
          name: 'Romance sportive',
          description:
            'Hockeyeur, footballeur ou pilote : la passion du sport, la célébrité et la pression de la compétition compliquent une histoire d’amour.',
        },
        {
          id: 'military-romance',
          name: 'Romance militaire',
          description:
            'Un soldat, une pilote ou un commando entre missions, absences et retours difficiles : l’amour doit survivre au danger et aux blessures invisibles.',
        },
        {
          id: 'rock-star-romance',
          name: 'Romance de rock star',
          description:
            'Une star de la musique et une personne ordinaire, entre tournées, paparazzis et excès : la célébrité met l’amour à rude épreuve.',
        },
        {
          id: 'medical-romance',
          name: 'Romance médicale',
          description:
            'Médecins, infirmiers et urgentistes tombent amoureux entre deux gardes ; l’hôpital fournit l’urgence, les dilemmes et la proximité.',
        },
        {
          id: 'christmas-romance',
          name: 'Romance de Noël',
          description:
            'Neige, marchés de Noël et retrouvailles familiales : la magie des fêtes rapproche deux personnages qui n’attendaient plus rien.',
        },
        {
          id: 'mafia-romance',
          name: 'Mafia romance',
          description:
            'L’héritier d’un clan criminel et une héroïne entraînée dans son monde : loyauté, danger et passion interdite se mêlent dans une romance sombre.',
        },
      ],
    },
    {
      id: 'romance-heat-levels',
      name: 'Tonalités et intensité',
      description:
        'Des romances classées selon leur degré de sensualité et leur noirceur, de la romance tendre à la littérature érotique.',
      genres: [
        {
          id: 'sweet-romance',
          name: 'Romance tendre',
          description:
            'Une histoire d’amour pudique où la tension naît des regards et des sentiments, sans scène explicite : la porte de la chambre reste fermée.',
        },
        {
          id: 'steamy-romance',
          name: 'Romance sensuelle',
          description:
            'Une histoire d’amour où le désir tient une large place, avec des scènes intimes assumées qui font évoluer la relation.',
          aliases: ['romance spicy', 'spicy romance'],
        },
        {
          id: 'erotic-romance',
          name: 'Romance érotique',
          description:
            'La sexualité est au cœur de la relation et de sa progression, jusqu’à un dénouement amoureux ; le récit explore le désir, les limites et la confiance.',
        },
        {
          id: 'erotica',
          name: 'Littérature érotique',
          description:
            'Le désir et l’exploration sexuelle sont le sujet même du récit, sans obligation de fin heureuse ni d’histoire d’amour durable.',
        },
        {
          id: 'dark-romance',
          name: 'Dark romance',
          description:
            'Une romance aux thèmes sombres, emprise, violence, héros moralement ambigu, qui explore les zones troubles du désir ; avertissements de contenu de rigueur.',
        },
        {
          id: 'new-romance',
          name: 'New romance',
          description:
            'Des héros de 18 à 25 ans, souvent étudiants, vivent leurs premières grandes histoires d’amour, intenses et sensuelles, entre blessures passées et émancipation.',
          aliases: ['new adult'],
        },
      ],
    },
    {
      id: 'romance-period',
      name: 'Romance d’époque',
      description:
        'Des histoires d’amour situées dans le passé, où les conventions sociales du temps dressent les obstacles.',
      genres: [
        {
          id: 'historical-romance',
          name: 'Romance historique',
          description:
            'Une histoire d’amour dans un passé reconstitué avec soin, où le rang, la dot, la réputation ou la guerre séparent les amants.',
        },
        {
          id: 'regency-romance',
          name: 'Romance Régence',
          description:
            'L’Angleterre du début du XIXe siècle : bals, saison mondaine, ducs et héritières, joutes verbales pleines d’esprit et mariages à arranger.',
        },
        {
          id: 'victorian-romance',
          name: 'Romance victorienne',
          description:
            'Le règne de Victoria, des salons corsetés aux usines et aux bas-fonds londoniens : l’amour défie la respectabilité et les barrières de classe.',
        },
        {
          id: 'highlander-romance',
          name: 'Romance écossaise',
          description:
            'Lairds, clans et landes des Highlands : un guerrier écossais au cœur farouche et une héroïne venue d’ailleurs, sur fond de rivalités et de rébellions.',
        },
        {
          id: 'medieval-romance',
          name: 'Romance médiévale',
          description:
            'Châteaux, chevaliers et mariages politiques : une héroïne promise à un seigneur inconnu découvre l’amour malgré la guerre et les intrigues.',
        },
        {
          id: 'viking-romance',
          name: 'Romance viking',
          description:
            'Un guerrier nordique et une captive ou une fille de chef : choc des cultures, raids et passion sous le ciel froid de Scandinavie.',
        },
        {
          id: 'western-romance',
          name: 'Romance western',
          description:
            'Cow-boys, ranchs et villes champignons de l’Ouest américain : une héroïne indépendante et un homme taiseux bâtissent leur avenir sur la frontière.',
        },
        {
          id: 'wartime-romance',
          name: 'Romance en temps de guerre',
          description:
            'Un amour naît au cœur d’un conflit, souvent la Seconde Guerre mondiale ; séparations, lettres et dangers rendent chaque instant précieux.',
        },
      ],
    },
    {
      id: 'romance-paranormal',
      name: 'Romance de l’imaginaire',
      description:
        'Des histoires d’amour où le surnaturel, la magie ou la science-fiction jouent un rôle central.',
      genres: [
        {
          id: 'paranormal-romance',
          name: 'Romance paranormale',
          description:
            'Une histoire d’amour entre un humain et une créature surnaturelle, ou entre deux êtres d’un monde caché qui côtoie le nôtre.',
        },
        {
          id: 'vampire-romance',
          name: 'Romance de vampires',
          description:
            'Un amant immortel, fascinant et dangereux : la soif de sang, l’éternité et la mortalité de l’autre rendent l’amour impossible et irrésistible.',
        },
        {
          id: 'shifter-romance',
          name: 'Romance de métamorphes',
          description:
            'Loups-garous et autres métamorphes, meutes, instinct animal et âme sœur prédestinée : l’amour doit composer avec la part sauvage.',
        },
        {
          id: 'romantasy',
          name: 'Romantasy',
          description:
            'Un univers de fantasy complet, magie, royaumes et guerres, au service d’une histoire d’amour aussi centrale que l’intrigue épique.',
        },
        {
          id: 'fae-romance',
          name: 'Romance féerique',
          description:
            'Cours des fées, pactes piégés et princes immortels aussi beaux que cruels : l’héroïne humaine doit déjouer les règles d’un monde enchanté.',
        },
        {
          id: 'science-fiction-romance',
          name: 'Romance de science-fiction',
          description:
            'Vaisseaux, planètes lointaines ou amants extraterrestres : l’histoire d’amour se déroule dans un futur ou un cosmos imaginé, entre aventure et découverte de l’autre.',
        },
        {
          id: 'time-travel-romance',
          name: 'Romance temporelle',
          description:
            'Un personnage projeté dans une autre époque y trouve l’amour ; il devra choisir entre son siècle et celui de l’être aimé.',
        },
        {
          id: 'monster-romance',
          name: 'Romance de monstres',
          description:
            'L’objet du désir est un monstre, orc, démon ou créature des abysses, et l’histoire renverse les codes de la beauté et de la peur avec humour ou sensualité.',
        },
      ],
    },
    {
      id: 'romance-moods',
      name: 'Comédie, drame et suspense',
      description:
        'Les grands registres de l’histoire d’amour, du rire aux larmes en passant par le frisson.',
      genres: [
        {
          id: 'romantic-comedy',
          name: 'Comédie romantique',
          description:
            'Rencontre mal engagée, quiproquos et répliques qui fusent : deux personnages que tout oppose finissent par s’aimer dans un éclat de rire.',
          aliases: ['rom-com', 'romcom'],
        },
        {
          id: 'romantic-drama',
          name: 'Drame sentimental',
          description:
            'Une histoire d’amour éprouvée par la maladie, le deuil, la distance ou le passé ; l’émotion prime et la fin heureuse n’est pas garantie.',
        },
        {
          id: 'tragic-love-story',
          name: 'Histoire d’amour tragique',
          description:
            'Des amants que tout sépare, famille, guerre ou destin, marchent vers une fin douloureuse ; la passion est d’autant plus forte qu’elle est condamnée.',
        },
        {
          id: 'romantic-suspense',
          name: 'Romance à suspense',
          description:
            'Une menace réelle, traque, secret ou crime, pèse sur les héros ; le danger fait monter la tension amoureuse autant que le suspense.',
        },
        {
          id: 'gothic-romance',
          name: 'Romance gothique',
          description:
            'Une jeune femme dans une demeure isolée, un maître des lieux ténébreux et des secrets enfouis : l’angoisse et l’attirance se nourrissent l’une l’autre.',
        },
        {
          id: 'literary-love-story',
          name: 'Roman d’amour littéraire',
          description:
            'L’amour exploré avec profondeur et nuance, hors des codes de la romance ; la relation devient une façon d’interroger le temps, la mémoire et les choix d’une vie.',
        },
        {
          id: 'travel-romance',
          name: 'Romance de voyage',
          description:
            'Un séjour à l’étranger, un road trip ou des vacances au bout du monde : le dépaysement provoque une rencontre et bouscule les certitudes.',
        },
      ],
    },
    {
      id: 'romance-lines-and-readerships',
      name: 'Collections et lectorats',
      description:
        'Des romances définies par leur format éditorial ou par les lecteurs et les couples qu’elles mettent en scène.',
      genres: [
        {
          id: 'category-romance',
          name: 'Roman sentimental de collection',
          description:
            'Un roman court au format codifié, publié en collection, qui promet un type d’histoire précis, un rythme soutenu et une fin heureuse.',
          aliases: ['roman Harlequin', 'roman à l’eau de rose'],
        },
        {
          id: 'mm-romance',
          name: 'Romance M/M',
          description:
            'Une histoire d’amour entre deux hommes, de la rencontre à l’engagement, avec ses obstacles intimes, familiaux ou sociaux.',
        },
        {
          id: 'sapphic-romance',
          name: 'Romance saphique',
          description:
            'Une histoire d’amour entre femmes, qui célèbre le désir, le glissement de l’amitié vers l’amour et la construction d’une vie commune.',
        },
        {
          id: 'later-in-life-romance',
          name: 'Romance de la maturité',
          description:
            'Des héros de cinquante ans et plus, veufs, divorcés ou célibataires endurcis, découvrent qu’il n’est jamais trop tard pour aimer.',
        },
        {
          id: 'multicultural-romance',
          name: 'Romance multiculturelle',
          description:
            'Deux amoureux d’origines, de religions ou de cultures différentes : familles, traditions et préjugés mettent le couple à l’épreuve.',
        },
        {
          id: 'christian-romance',
          name: 'Romance chrétienne',
          description:
            'Une histoire d’amour pudique où la foi des personnages guide leurs choix et où la relation se construit sur des valeurs partagées.',
        },
      ],
    },
  ],
};
