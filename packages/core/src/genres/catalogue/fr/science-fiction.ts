import type { Category } from '../types';

export const scienceFiction: Category = {
  id: 'science-fiction',
  name: 'Science-fiction',
  description:
    'Des récits qui extrapolent à partir des sciences et des techniques : futurs possibles, espace, intelligences non humaines et sociétés transformées.',
  subcategories: [
    {
      id: 'science-fiction-hard',
      name: 'Hard SF et anticipation',
      description:
        'Une science-fiction qui prend la science au sérieux ou regarde le futur proche droit dans les yeux.',
      genres: [
        {
          id: 'hard-sf',
          name: 'Hard SF',
          description:
            'Une science rigoureuse et plausible, de la mécanique orbitale à la biologie ; le vertige naît d’idées audacieuses qui respectent les lois connues.',
          aliases: ['SF dure', 'hard science-fiction'],
        },
        {
          id: 'soft-sf',
          name: 'Soft SF',
          description:
            'L’accent porte sur la psychologie, la politique et la société plutôt que sur la technique ; la science sert de toile de fond à des questions humaines.',
          aliases: ['SF douce', 'soft science-fiction'],
        },
        {
          id: 'near-future-sf',
          name: 'Anticipation',
          description:
            'Un futur proche, à dix ou trente ans, extrapolé des tendances actuelles ; le récit devient une question posée au présent sur ce qui nous attend.',
          aliases: ['roman d’anticipation', 'SF d’anticipation', 'futur proche'],
        },
        {
          id: 'mundane-sf',
          name: 'Mundane SF',
          description:
            'Ni voyage plus rapide que la lumière ni extraterrestres : une SF qui reste sur Terre et s’en tient aux possibles réalistes pour mieux parler de notre avenir.',
        },
        {
          id: 'space-survival',
          name: 'Robinsonnade spatiale',
          description:
            'Seul ou presque sur une planète hostile ou dans un vaisseau en perdition, un naufragé survit grâce à la science, à l’ingéniosité et à l’obstination.',
        },
        {
          id: 'big-dumb-object',
          name: 'Mégastructure',
          description:
            'Un objet colossal et énigmatique (anneau-monde, sphère de Dyson, vaisseau abandonné) est exploré ; le mystère de ses bâtisseurs porte le récit.',
        },
      ],
    },
    {
      id: 'science-fiction-space',
      name: 'Vaisseaux et galaxies',
      description:
        'Vaisseaux, planètes lointaines, flottes et empires galactiques : l’aventure loin de la Terre.',
      genres: [
        {
          id: 'space-opera',
          name: 'Space opera',
          description:
            'Une aventure à grand spectacle entre les étoiles : empires galactiques, batailles de flottes, intrigues politiques et héros plus grands que nature.',
        },
        {
          id: 'military-sf',
          name: 'SF militaire',
          description:
            'Soldats, fusiliers de l’espace et officiers de flotte livrent les guerres du futur ; tactique, chaîne de commandement et coût humain du combat au premier plan.',
          aliases: ['science-fiction militaire'],
        },
        {
          id: 'planetary-romance',
          name: 'Planet opera',
          description:
            'Toute l’histoire se joue sur une seule planète étrangère, avec ses climats, ses peuples et ses merveilles ; le monde lui-même devient un personnage.',
          aliases: ['romance planétaire', 'planetary romance'],
        },
        {
          id: 'space-exploration',
          name: 'Exploration spatiale',
          description:
            'Un équipage part vers l’inconnu (planètes vierges, anomalies, confins du système solaire) et la découverte compte plus que le conflit.',
        },
        {
          id: 'generation-ship',
          name: 'Vaisseau générationnel',
          description:
            'Un vaisseau voyage pendant des siècles vers une autre étoile, et ceux qui sont nés à bord ont parfois oublié qu’ils sont en route.',
        },
        {
          id: 'space-colonization',
          name: 'Colonisation spatiale',
          description:
            'Des colons bâtissent une société sur un monde neuf, face à une terre hostile, à la pénurie et aux conflits avec la Terre ou avec ceux qui vivaient là avant.',
        },
        {
          id: 'space-western',
          name: 'Space western',
          description:
            'Les codes du western transposés aux confins de la galaxie : frontières sans loi, contrebandiers, colons isolés et justice expéditive.',
        },
      ],
    },
    {
      id: 'science-fiction-aliens',
      name: 'Extraterrestres et premier contact',
      description:
        'La rencontre avec l’autre absolu, qu’il vienne en paix, en conquérant ou avec des intentions que nul ne comprend.',
      genres: [
        {
          id: 'first-contact',
          name: 'Premier contact',
          description:
            'L’humanité rencontre pour la première fois une intelligence extraterrestre ; comprendre, communiquer et ne pas commettre l’irréparable font tout le suspense.',
        },
        {
          id: 'alien-invasion',
          name: 'Invasion extraterrestre',
          description:
            'Des envahisseurs venus d’ailleurs frappent la Terre ; la résistance s’organise tandis que l’humanité découvre sa propre fragilité.',
        },
        {
          id: 'xenofiction',
          name: 'Xénofiction',
          description:
            'Le récit adopte le point de vue d’un être radicalement non humain, extraterrestre ou animal, avec des sens et une logique qui ne sont pas les nôtres.',
        },
        {
          id: 'uplift',
          name: 'Élévation',
          description:
            'Une espèce animale reçoit l’intelligence par la génétique ou la technique ; le récit interroge la dette, la liberté et ce qui fait une personne.',
        },
        {
          id: 'anthropological-sf',
          name: 'SF anthropologique',
          description:
            'L’étude minutieuse d’une culture étrangère, ses rites, sa parenté, sa langue, souvent à travers un envoyé ou un ethnologue, dans la lignée d’Ursula K. Le Guin.',
        },
        {
          id: 'kaiju',
          name: 'Kaiju',
          description:
            'Des créatures gigantesques surgissent des océans ou d’une autre dimension et rasent les villes ; l’humanité riposte avec ses armes, ses robots géants ou son génie.',
        },
      ],
    },
    {
      id: 'science-fiction-cyber',
      name: 'Cyber, IA et posthumain',
      description:
        'Réseaux, machines pensantes et corps augmentés : ce que la technologie fait de nous.',
      genres: [
        {
          id: 'cyberpunk',
          name: 'Cyberpunk',
          description:
            'High tech, low life : mégacorporations, hackers, implants et néons dans des villes saturées où des marginaux défient un système verrouillé.',
        },
        {
          id: 'post-cyberpunk',
          name: 'Postcyberpunk',
          description:
            'L’héritier du cyberpunk : la technologie est partout, mais les personnages, souvent intégrés, cherchent à réformer la société plutôt qu’à la fuir.',
        },
        {
          id: 'ai-fiction',
          name: 'Intelligence artificielle',
          description:
            'Une IA s’éveille, sert, ment ou se rebelle ; le récit explore la conscience des machines et ce qu’elle révèle de notre humanité.',
          aliases: ['IA'],
        },
        {
          id: 'robot-fiction',
          name: 'Robots et androïdes',
          description:
            'Robots domestiques, androïdes presque humains, machines qui réclament des droits : la frontière entre objet et personne se brouille.',
        },
        {
          id: 'virtual-reality',
          name: 'Réalité virtuelle',
          description:
            'Des mondes numériques où l’on vit, joue ou se perd ; quand la simulation devient plus désirable que le réel, que reste-t-il de vrai ?',
        },
        {
          id: 'transhumanist-sf',
          name: 'Transhumanisme',
          description:
            'Implants, modifications génétiques, transfert de l’esprit : l’humain dépasse ses limites biologiques, et chaque amélioration a son prix.',
        },
        {
          id: 'singularity-fiction',
          name: 'Singularité',
          description:
            'Le moment où l’intelligence technologique dépasse l’humanité et où l’avenir devient imprévisible ; des récits vertigineux sur l’après-humain.',
        },
      ],
    },
    {
      id: 'science-fiction-time',
      name: 'Temps et réalités multiples',
      description:
        'Voyager dans le temps, glisser d’un monde à l’autre ou douter du réel lui-même.',
      genres: [
        {
          id: 'time-travel',
          name: 'Voyage dans le temps',
          description:
            'Un personnage se rend dans le passé ou dans l’avenir ; paradoxes, causalité et tentation de tout changer nourrissent l’intrigue.',
        },
        {
          id: 'time-war',
          name: 'Guerre temporelle',
          description:
            'Des factions s’affrontent à travers les siècles en réécrivant l’Histoire, avec agents du temps, patrouilles et lignes temporelles concurrentes.',
        },
        {
          id: 'parallel-worlds',
          name: 'Mondes parallèles',
          description:
            'Une autre version de notre monde existe à côté du nôtre ; y passer, c’est croiser son double et mesurer ce qu’un seul choix aurait changé.',
        },
        {
          id: 'multiverse',
          name: 'Multivers',
          description:
            'D’innombrables univers coexistent et le héros saute de l’un à l’autre, voyant son identité et les possibles se démultiplier à chaque passage.',
        },
        {
          id: 'simulated-reality',
          name: 'Réalité simulée',
          description:
            'Le monde n’est peut-être qu’une simulation ; le héros remarque les failles du décor et cherche qui tire les ficelles.',
        },
        {
          id: 'far-future-sf',
          name: 'Futur lointain',
          description:
            'Des millions d’années plus tard, l’humanité a changé au point d’être méconnaissable, et le récit joue sur le vertige du temps profond.',
        },
      ],
    },
    {
      id: 'science-fiction-societies',
      name: 'Sociétés futures et effondrements',
      description:
        'Des sociétés idéales, oppressives ou effondrées, qui tendent un miroir à la nôtre.',
      genres: [
        {
          id: 'dystopia',
          name: 'Dystopie',
          description:
            'Une société oppressive, de surveillance et de contrôle des corps ou des esprits, vue de l’intérieur par quelqu’un qui commence à résister.',
          aliases: ['roman dystopique'],
        },
        {
          id: 'utopia',
          name: 'Utopie',
          description:
            'Une société qui semble avoir résolu ses problèmes ; le récit en explore le fonctionnement, les promesses et parfois le revers caché.',
        },
        {
          id: 'apocalyptic-fiction',
          name: 'Fin du monde',
          description:
            'La catastrophe est en cours (astéroïde, guerre ou effondrement) et les personnages vivent les derniers jours du monde tel qu’ils le connaissaient.',
          aliases: ['roman apocalyptique'],
        },
        {
          id: 'post-apocalyptic',
          name: 'Post-apocalyptique',
          description:
            'Après l’effondrement, des survivants traversent un monde en ruine, récupèrent ce qu’ils peuvent et décident de ce qui mérite d’être reconstruit.',
          aliases: ['post-apo', 'postapo'],
        },
        {
          id: 'pandemic-fiction',
          name: 'Pandémie',
          description:
            'Un virus ou un mal inconnu se propage ; le récit suit l’effondrement des repères, la course au remède et ce que la peur fait des gens.',
        },
        {
          id: 'feminist-sf',
          name: 'SF féministe',
          description:
            'Une science-fiction qui imagine d’autres rapports de genre, de pouvoir et de reproduction pour mettre à nu ceux de notre société.',
          aliases: ['science-fiction féministe'],
        },
        {
          id: 'political-sf',
          name: 'SF politique',
          description:
            'Gouvernements, révolutions, idéologies et économies imaginaires au centre du récit : le futur sert de laboratoire aux questions de pouvoir.',
          aliases: ['science-fiction politique'],
        },
      ],
    },
    {
      id: 'science-fiction-eco-bio',
      name: 'Climat, vivant et biotech',
      description:
        'La planète qui change, le vivant que l’on transforme et les futurs que l’on peut encore choisir.',
      genres: [
        {
          id: 'climate-fiction',
          name: 'Cli-fi',
          description:
            'Fiction climatique : montée des eaux, sécheresses, migrations et sociétés contraintes de s’adapter ; le dérèglement du climat est le moteur du récit, pas un simple décor.',
          aliases: ['fiction climatique', 'climate fiction'],
        },
        {
          id: 'solarpunk',
          name: 'Solarpunk',
          description:
            'Des futurs désirables fondés sur les énergies propres, l’entraide et la réparation : une SF optimiste qui montre comment bien vivre avec la planète.',
        },
        {
          id: 'ecological-sf',
          name: 'SF écologique',
          description:
            'Des écosystèmes, terrestres ou extraterrestres, au cœur du récit ; la relation d’une société avec son milieu vivant décide de son destin.',
          aliases: ['science-fiction écologique'],
        },
        {
          id: 'terraforming',
          name: 'Terraformation',
          description:
            'Rendre habitable une planète hostile prend des générations, et l’ingénierie, la politique et l’éthique s’affrontent sur Mars ou ailleurs.',
        },
        {
          id: 'biopunk',
          name: 'Biopunk',
          description:
            'Le cousin génétique du cyberpunk : biohackers, firmes du vivant, organismes modifiés et corps transformés dans un monde profondément inégalitaire.',
        },
        {
          id: 'genetic-engineering-sf',
          name: 'Manipulations génétiques',
          description:
            'Enfants sur mesure, espèces ressuscitées, sociétés divisées par le génome : les sciences du vivant redéfinissent ce que l’on peut faire d’un être.',
        },
        {
          id: 'clone-fiction',
          name: 'Clones',
          description:
            'Un personnage découvre qu’il est un clone, ou en rencontre un, et l’identité, la mémoire et le droit d’exister passent au cœur du récit.',
        },
      ],
    },
  ],
};
