import type { Category } from '../types';

export const fantasy: Category = {
  id: 'fantasy',
  name: 'Fantasy',
  description:
    'Des mondes où la magie existe et change tout : royaumes inventés, créatures, prophéties et pouvoirs, de la grande épopée aux enchantements du quotidien.',
  subcategories: [
    {
      id: 'fantasy-epic',
      name: 'Épique et héroïque',
      description:
        'Les grands récits des mondes inventés : guerres, quêtes, trônes et héros d’épée.',
      genres: [
        {
          id: 'high-fantasy',
          name: 'High fantasy',
          description:
            'Un monde secondaire entièrement inventé, avec ses peuples, ses langues et ses lois magiques ; le plaisir tient à l’immersion et à la cohérence de l’univers.',
          aliases: ['haute fantasy'],
        },
        {
          id: 'epic-fantasy',
          name: 'Fantasy épique',
          description:
            'Des guerres, des empires qui vacillent et le sort du monde en jeu, suivis à travers de nombreux personnages, souvent sur plusieurs tomes ; l’ampleur est le moteur.',
        },
        {
          id: 'sword-and-sorcery',
          name: 'Sword and sorcery',
          description:
            'Des aventures nerveuses autour d’un héros ou d’une héroïne d’épée face à des sorciers inquiétants ; le butin et la survie comptent plus que le salut du monde.',
        },
        {
          id: 'low-fantasy',
          name: 'Low fantasy',
          description:
            'La magie y est rare, coûteuse ou douteuse, dans un monde rude et réaliste ; le surnaturel reste en marge et ce sont les ambitions humaines qui mènent l’intrigue.',
        },
        {
          id: 'quest-fantasy',
          name: 'Fantasy de quête',
          description:
            'Une compagnie hétéroclite traverse la carte pour trouver, porter ou détruire un objet de pouvoir, et le voyage transforme chacun de ses membres.',
        },
        {
          id: 'court-intrigue-fantasy',
          name: 'Fantasy d’intrigues de cour',
          description:
            'Complots, alliances matrimoniales et successions disputées dans l’enceinte du palais, où les mots, les secrets et le poison tranchent plus sûrement que l’épée.',
        },
        {
          id: 'dragon-fantasy',
          name: 'Fantasy de dragons',
          description:
            'Les dragons sont au cœur du récit (montures, alliés, fléaux ou intelligences millénaires) et le lien entre un cavalier et sa bête porte souvent l’histoire.',
        },
      ],
    },
    {
      id: 'fantasy-dark',
      name: 'Sombre et brutale',
      description:
        'Une fantasy qui regarde la violence, la corruption et la peur en face, loin des héros sans tache.',
      genres: [
        {
          id: 'dark-fantasy',
          name: 'Dark fantasy',
          description:
            'Une fantasy teintée d’horreur : magies impies, créatures de cauchemar et héros qui paient le prix fort ; l’angoisse compte autant que l’aventure.',
          aliases: ['fantasy sombre'],
        },
        {
          id: 'grimdark',
          name: 'Grimdark',
          description:
            'Un monde cynique et violent où personne n’est innocent, où le pouvoir corrompt et où survivre passe avant la morale ; personnages ambigus et pertes sans rachat.',
        },
        {
          id: 'gothic-fantasy',
          name: 'Fantasy gothique',
          description:
            'Châteaux en ruine, lignées maudites, cultes secrets et attirances dangereuses dans un monde imaginaire baigné de brume et de mélancolie.',
        },
        {
          id: 'rogue-fantasy',
          name: 'Fantasy de voleurs et d’assassins',
          description:
            'Les bas-fonds d’une cité magique vus par ses voleurs, ses escrocs et ses tueurs à gages ; coups montés, guildes rivales et loyautés fragiles mènent la danse.',
        },
        {
          id: 'military-fantasy',
          name: 'Fantasy militaire',
          description:
            'La guerre vue depuis les rangs : compagnies de mercenaires, sièges, stratégie et fraternité d’armes, avec la magie pour arme de champ de bataille.',
        },
        {
          id: 'post-apocalyptic-fantasy',
          name: 'Fantasy post-apocalyptique',
          description:
            'Après un cataclysme magique, des survivants errent parmi les ruines d’un âge dont ils ont oublié les secrets, et les vestiges de l’ancien monde se confondent avec la magie.',
        },
      ],
    },
    {
      id: 'fantasy-urban',
      name: 'Urbaine et contemporaine',
      description:
        'La magie surgit dans notre monde actuel, ses villes, son métro et ses quartiers ordinaires.',
      genres: [
        {
          id: 'urban-fantasy',
          name: 'Fantasy urbaine',
          description:
            'Vampires, fées et sorciers hantent une grande ville moderne, où un héros ou une héroïne à fort caractère enquête, se bat et navigue entre deux mondes.',
          aliases: ['urban fantasy'],
        },
        {
          id: 'contemporary-fantasy',
          name: 'Fantasy contemporaine',
          description:
            'Une touche de magie s’invite dans une vie d’aujourd’hui, au village comme en ville, et bouleverse un quotidien que le lecteur reconnaît.',
        },
        {
          id: 'hidden-world-fantasy',
          name: 'Monde magique caché',
          description:
            'Une société magique vit en secret à côté de la nôtre, avec ses écoles, ses lois et sa police, et le héros découvre qu’il en fait partie.',
        },
        {
          id: 'occult-detective',
          name: 'Enquêteur de l’occulte',
          description:
            'Un détective spécialiste du surnaturel traite des affaires de fantômes, de malédictions et de meurtres rituels ; l’enquête doit composer avec les règles de la magie.',
        },
        {
          id: 'witch-fantasy',
          name: 'Fantasy de sorcières',
          description:
            'Sorcières d’hier et d’aujourd’hui, héritages familiaux, herboristerie et cercles secrets ; la magie y parle de transmission, de nature et d’émancipation.',
        },
        {
          id: 'magic-school-fantasy',
          name: 'École de magie',
          description:
            'Une académie où l’on apprend la magie : examens, rivalités, amitiés, professeurs aux lourds secrets et danger qui rôde derrière les murs.',
        },
      ],
    },
    {
      id: 'fantasy-myth-folklore',
      name: 'Mythes, contes et folklore',
      description:
        'Une fantasy qui puise dans les mythologies, les contes de fées et les traditions populaires pour les réinventer.',
      genres: [
        {
          id: 'fairy-tale-retelling',
          name: 'Conte revisité',
          description:
            'Un conte de fées connu (Cendrillon, Barbe-Bleue, la Belle et la Bête) raconté autrement : autre époque, autre point de vue, autre morale.',
        },
        {
          id: 'myth-retelling',
          name: 'Mythe revisité',
          description:
            'Un mythe antique raconté par une voix longtemps ignorée (déesse, captive ou monstre) pour éclairer ce que la tradition a passé sous silence.',
        },
        {
          id: 'mythic-fantasy',
          name: 'Fantasy mythologique',
          description:
            'Dieux capricieux, héros demi-dieux et créatures légendaires se mêlent aux mortels, et les récits fondateurs d’une culture dictent les règles du monde.',
        },
        {
          id: 'folklore-fantasy',
          name: 'Fantasy folklorique',
          description:
            'Esprits des bois, sorcières de village et créatures des veillées : une fantasy enracinée dans les croyances populaires d’une région ou d’un peuple.',
        },
        {
          id: 'fae-fantasy',
          name: 'Fantasy féerique',
          description:
            'Le royaume des fées, beau et cruel, où les promesses lient, où les noms ont du pouvoir et où chaque faveur se paie ; on en sort rarement indemne.',
        },
        {
          id: 'arthurian-fantasy',
          name: 'Fantasy arthurienne',
          description:
            'Camelot, Merlin, la Table ronde et le Graal revisités : la matière de Bretagne sert de socle à de nouvelles aventures ou à des relectures audacieuses.',
        },
        {
          id: 'celtic-fantasy',
          name: 'Fantasy celtique',
          description:
            'Druides, bardes, tertres féeriques et guerriers d’Irlande ou du pays de Galles : une fantasy nourrie de légendes celtes et de frontières poreuses avec l’Autre Monde.',
        },
        {
          id: 'norse-fantasy',
          name: 'Fantasy nordique',
          description:
            'Vikings, runes, Valkyries et Ragnarök : une fantasy âpre et glacée, inspirée des sagas et de la mythologie scandinave.',
        },
      ],
    },
    {
      id: 'fantasy-portals-progression',
      name: 'Portails, jeux et progression',
      description:
        'Passer dans un autre monde, vivre dans un système de jeu ou gravir les paliers du pouvoir : des récits de seuils et d’ascension.',
      genres: [
        {
          id: 'portal-fantasy',
          name: 'Fantasy de portail',
          description:
            'Une armoire, un miroir ou une porte conduit quelqu’un de notre monde dans un royaume magique, et son regard d’étranger fait découvrir l’univers au lecteur.',
        },
        {
          id: 'isekai',
          name: 'Isekai',
          description:
            'Venu du manga et du light novel : un héros meurt ou est invoqué, puis s’éveille dans un autre monde, souvent doté d’un pouvoir hors norme et soumis à des règles de jeu vidéo.',
        },
        {
          id: 'litrpg',
          name: 'LitRPG',
          description:
            'Le monde fonctionne comme un jeu de rôle, avec niveaux, statistiques et compétences affichés ; optimiser son personnage et monter en puissance fait partie du plaisir.',
        },
        {
          id: 'progression-fantasy',
          name: 'Progression fantasy',
          description:
            'Un héros parti de rien s’entraîne, franchit palier après palier et devient toujours plus puissant ; la progression méthodique est le moteur du récit.',
        },
        {
          id: 'xianxia',
          name: 'Xianxia',
          description:
            'La fantasy chinoise de cultivation : des disciples affinent leur qi, franchissent des royaumes de pouvoir et visent l’immortalité, entre sectes rivales, maîtres et trésors célestes.',
        },
        {
          id: 'wuxia',
          name: 'Wuxia',
          description:
            'Le monde des arts martiaux, le jianghu : sabreurs errants, écoles rivales, codes d’honneur et techniques légendaires dans une Chine plus ou moins historique.',
        },
      ],
    },
    {
      id: 'fantasy-cozy',
      name: 'Douce et légère',
      description:
        'Une fantasy à hauteur d’habitant, chaleureuse ou drôle, où l’on respire entre deux aventures.',
      genres: [
        {
          id: 'cozy-fantasy',
          name: 'Cosy fantasy',
          description:
            'Des enjeux à taille humaine (une boutique, une auberge ou un jardin dans un monde magique) et des liens qui se tissent lentement ; le réconfort l’emporte sur le danger.',
        },
        {
          id: 'slice-of-life-fantasy',
          name: 'Fantasy tranche de vie',
          description:
            'Le quotidien d’un monde magique raconté pour lui-même : métiers, saisons, voisins et petits tracas, sans seigneur des ténèbres à abattre.',
        },
        {
          id: 'comic-fantasy',
          name: 'Fantasy humoristique',
          description:
            'Une fantasy qui s’amuse de ses propres codes par la parodie, la satire et des personnages absurdes, dans l’esprit du Disque-monde de Terry Pratchett.',
        },
        {
          id: 'animal-fantasy',
          name: 'Fantasy animalière',
          description:
            'Des animaux doués de parole vivent leurs propres épopées, avec leurs sociétés, leurs guerres et leurs légendes, comme dans Watership Down ou Redwall.',
        },
        {
          id: 'pastoral-fantasy',
          name: 'Fantasy pastorale',
          description:
            'Villages paisibles, champs, forêts et rythme des saisons : une fantasy qui célèbre la vie simple et la terre, parfois menacées par le monde extérieur.',
        },
        {
          id: 'noblebright',
          name: 'Noblebright',
          description:
            'Le contre-pied du grimdark : des héros qui choisissent le bien quoi qu’il en coûte, dans un récit convaincu que le courage et la bonté comptent.',
        },
      ],
    },
    {
      id: 'fantasy-historical',
      name: 'Historique, gaslamp et flintlock',
      description:
        'La magie mêlée à des époques réelles ou à leurs échos, de l’Antiquité à l’ère victorienne.',
      genres: [
        {
          id: 'historical-fantasy',
          name: 'Fantasy historique',
          description:
            'Une époque réelle et documentée où la magie existe, en secret ou au grand jour ; l’Histoire est respectée jusqu’à ce que le surnaturel la fasse dévier.',
        },
        {
          id: 'gaslamp-fantasy',
          name: 'Gaslamp fantasy',
          description:
            'Magie et mystères dans un XIXe siècle victorien ou édouardien, réel ou inventé, entre salons feutrés, brouillard londonien et sociétés secrètes.',
        },
        {
          id: 'flintlock-fantasy',
          name: 'Flintlock fantasy',
          description:
            'Mousquets, canons et magie dans un monde qui rappelle les XVIIe et XVIIIe siècles : révolutions, empires coloniaux et guerres à la poudre noire.',
        },
        {
          id: 'regency-fantasy',
          name: 'Fantasy Régence',
          description:
            'Bals, beaux partis et bonnes manières de l’Angleterre de la Régence, avec des sortilèges en prime : l’esprit de Jane Austen rencontre la magie.',
        },
        {
          id: 'fantasy-of-manners',
          name: 'Fantasy de mœurs',
          description:
            'Peu de magie mais beaucoup d’étiquette : dans une société très hiérarchisée, les joutes d’esprit, les réputations et les jeux de rang remplacent les batailles.',
        },
        {
          id: 'ancient-world-fantasy',
          name: 'Fantasy antique',
          description:
            'La Grèce, Rome, l’Égypte ou la Mésopotamie réinventées, avec des oracles qui disent vrai, des dieux bien présents et des guerres de légende.',
        },
      ],
    },
  ],
};
