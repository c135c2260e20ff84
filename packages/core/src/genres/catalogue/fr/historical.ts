import type { Category } from '../types';

export const historical: Category = {
  id: 'historical',
  name: 'Roman historique',
  description:
    'Des histoires situées dans le passé, de la préhistoire au XXe siècle, qui font revivre une époque à travers des personnages réels ou inventés.',
  subcategories: [
    {
      id: 'historical-ancient',
      name: 'Préhistoire et Antiquité',
      description:
        'Des premiers humains aux grands empires antiques : chasseurs, pharaons, cités grecques et légions romaines.',
      genres: [
        {
          id: 'prehistoric-fiction',
          name: 'Roman préhistorique',
          description:
            'Un clan lutte pour survivre au froid, aux bêtes et aux tribus rivales ; le récit imagine la naissance du feu, de l’art, des rites et du langage.',
        },
        {
          id: 'ancient-near-east-novel',
          name: 'Roman de l’Orient ancien',
          description:
            'Sumer, Babylone, l’Assyrie ou la Perse : rois bâtisseurs, scribes et prêtres dans les premières cités et les premiers empires de l’histoire.',
        },
        {
          id: 'ancient-egypt-novel',
          name: 'Roman de l’Égypte ancienne',
          description:
            'Pharaons, prêtres, artisans et bâtisseurs de tombeaux sur les rives du Nil ; intrigues de palais et croyances funéraires nourrissent le récit.',
        },
        {
          id: 'ancient-greece-novel',
          name: 'Roman de la Grèce antique',
          description:
            'Athènes, Sparte, les guerres médiques ou l’épopée d’Alexandre : philosophes, hoplites et citoyens dans le berceau de la démocratie.',
        },
        {
          id: 'ancient-rome-novel',
          name: 'Roman de la Rome antique',
          description:
            'Sénateurs, gladiateurs, esclaves et légionnaires, de la République à l’Empire ; ambition politique, complots et conquêtes se disputent la scène.',
        },
        {
          id: 'biblical-fiction',
          name: 'Roman biblique',
          description:
            'Des figures de la Bible, patriarches, prophètes, reines ou apôtres, revisitées comme des êtres de chair, avec leurs doutes et leurs passions.',
        },
        {
          id: 'late-antiquity-novel',
          name: 'Roman de l’Antiquité tardive',
          description:
            'Invasions barbares, chute de Rome, premiers chrétiens et derniers païens : un monde qui s’effondre pendant qu’un autre s’invente.',
        },
      ],
    },
    {
      id: 'historical-medieval',
      name: 'Moyen Âge',
      description:
        'Mille ans de châteaux, de monastères, de croisades et de royaumes en formation, de la chute de Rome à la fin du XVe siècle.',
      genres: [
        {
          id: 'medieval-novel',
          name: 'Roman médiéval',
          description:
            'La vie d’un seigneur, d’un moine, d’un bâtisseur ou d’une paysanne dans la société féodale, entre foi, guerres et famines.',
        },
        {
          id: 'viking-novel',
          name: 'Roman viking',
          description:
            'Raids en drakkar, vendettas familiales et colonies lointaines : le monde nordique, ses dieux, ses lois et ses explorateurs.',
        },
        {
          id: 'byzantine-empire-novel',
          name: 'Roman de Byzance',
          description:
            'Constantinople et son empire millénaire : empereurs, eunuques, théologiens et courtisanes au carrefour de l’Orient et de l’Occident.',
        },
        {
          id: 'crusades-novel',
          name: 'Roman des croisades',
          description:
            'Chevaliers, pèlerins et sultans sur les routes de Jérusalem ; la foi, la violence et la rencontre des cultures mettent chacun à l’épreuve.',
        },
        {
          id: 'al-andalus-novel',
          name: 'Roman d’al-Andalus',
          description:
            'L’Espagne musulmane, ses califes, ses savants et ses poètes, la coexistence des trois religions et le long recul face à la Reconquista.',
        },
        {
          id: 'chivalric-novel',
          name: 'Roman de chevalerie',
          description:
            'Tournois, serments, errances et amour courtois : un chevalier cherche la gloire et l’honneur, dans la tradition des romans médiévaux.',
        },
        {
          id: 'black-death-novel',
          name: 'Roman de la peste noire',
          description:
            'Une ville ou un village frappé par l’épidémie de 1348 : peur, fanatisme, solidarité et effondrement de l’ordre établi.',
        },
      ],
    },
    {
      id: 'historical-early-modern',
      name: 'Renaissance et Temps modernes',
      description:
        'Du XVe au XVIIe siècle : humanistes, grandes découvertes, guerres de Religion et monarchies absolues.',
      genres: [
        {
          id: 'renaissance-novel',
          name: 'Roman de la Renaissance',
          description:
            'Florence, Venise ou la cour de François Ier : artistes, mécènes, banquiers et inventeurs dans un monde qui redécouvre l’Antiquité et se réinvente.',
        },
        {
          id: 'tudor-novel',
          name: 'Roman des Tudors',
          description:
            'L’Angleterre d’Henri VIII et d’Élisabeth Ire : mariages politiques, schismes religieux, favoris et têtes qui tombent.',
        },
        {
          id: 'conquest-of-the-americas-novel',
          name: 'Roman de la conquête des Amériques',
          description:
            'Conquistadors, empires aztèque et inca, missionnaires et peuples autochtones : la rencontre brutale de deux mondes.',
        },
        {
          id: 'wars-of-religion-novel',
          name: 'Roman des guerres de Religion',
          description:
            'Catholiques et protestants s’entre-déchirent, de la Saint-Barthélemy à la guerre de Trente Ans, et la foi divise les familles comme les consciences.',
        },
        {
          id: 'spanish-golden-age-novel',
          name: 'Roman du Siècle d’or espagnol',
          description:
            'Madrid et Séville aux XVIe et XVIIe siècles : l’or des Indes, l’Inquisition, le théâtre, les duels et la grandeur d’un empire déjà sur le déclin.',
        },
        {
          id: 'grand-siecle-novel',
          name: 'Roman du Grand Siècle',
          description:
            'La France de Louis XIII et de Louis XIV : Versailles, la Fronde, les salons précieux et la mécanique implacable de la faveur royale.',
        },
        {
          id: 'witch-trial-novel',
          name: 'Roman de chasse aux sorcières',
          description:
            'Une communauté gagnée par la peur accuse des femmes de sorcellerie ; procès, dénonciations et bûchers révèlent la mécanique de la persécution.',
        },
      ],
    },
    {
      id: 'historical-18th-19th-centuries',
      name: 'XVIIIe et XIXe siècles',
      description:
        'Des Lumières à la Belle Époque : révolutions, empires, industrialisation et bouleversements sociaux.',
      genres: [
        {
          id: 'enlightenment-novel',
          name: 'Roman des Lumières',
          description:
            'Philosophes, salons, encyclopédistes et libertins : le siècle de la raison, de la censure et des idées qui préparent les révolutions.',
        },
        {
          id: 'french-revolution-novel',
          name: 'Roman de la Révolution française',
          description:
            'De la prise de la Bastille à la Terreur, des destins emportés par l’Histoire, entre idéal, peur, délation et guillotine.',
        },
        {
          id: 'napoleonic-novel',
          name: 'Roman napoléonien',
          description:
            'Les campagnes de l’Empire, d’Austerlitz à Waterloo, vues par des soldats, des officiers ou les proches restés à l’arrière.',
        },
        {
          id: 'industrial-revolution-novel',
          name: 'Roman de la révolution industrielle',
          description:
            'Usines, mines et villes qui grandissent trop vite : fortunes d’industriels et misère ouvrière se côtoient dans un monde transformé par la machine.',
        },
        {
          id: 'neo-victorian-novel',
          name: 'Roman néo-victorien',
          description:
            'Le XIXe siècle anglais revisité avec un regard d’aujourd’hui : brouillard londonien, hypocrisie morale, spiritisme et voix longtemps réduites au silence.',
        },
        {
          id: 'neo-slave-narrative',
          name: 'Roman de l’esclavage',
          description:
            'La traite, les plantations et les fuites vers la liberté racontées du point de vue des esclaves, avec la mémoire d’un crime fondateur.',
        },
        {
          id: 'american-civil-war-novel',
          name: 'Roman de la guerre de Sécession',
          description:
            'L’Amérique déchirée entre le Nord et le Sud : champs de bataille, plantations, familles divisées et question de l’esclavage.',
        },
        {
          id: 'latin-american-independence-novel',
          name: 'Roman des indépendances latino-américaines',
          description:
            'Bolívar, San Martín et leurs armées : créoles, esclaves et peuples autochtones dans les guerres qui ont fait naître les nations d’Amérique latine.',
        },
        {
          id: 'belle-epoque-novel',
          name: 'Roman de la Belle Époque',
          description:
            'Le Paris des cabarets, des expositions universelles et des premières automobiles : l’insouciance d’un monde qui ne sait pas encore qu’il va finir.',
        },
      ],
    },
    {
      id: 'historical-20th-century',
      name: 'XXe siècle',
      description:
        'Guerres mondiales, révolutions, dictatures et décolonisation : un siècle de bouleversements vécu à hauteur d’homme.',
      genres: [
        {
          id: 'first-world-war-novel',
          name: 'Roman de la Grande Guerre',
          description:
            'Tranchées, permissions, gueules cassées et attente à l’arrière : 1914-1918 vu par les soldats et par ceux qui les attendent.',
        },
        {
          id: 'jazz-age-novel',
          name: 'Roman des Années folles',
          description:
            'L’après-guerre des années 1920 : jazz, cabarets, émancipation des femmes, fortunes rapides et désillusions avant la crise de 1929.',
        },
        {
          id: 'russian-revolution-novel',
          name: 'Roman de la révolution russe',
          description:
            'La chute des tsars, la guerre civile et les premières années soviétiques : idéaux, exils et terreur bouleversent des familles entières.',
        },
        {
          id: 'spanish-civil-war-novel',
          name: 'Roman de la guerre d’Espagne',
          description:
            'Républicains et franquistes, Brigades internationales et villages divisés : 1936-1939 et des blessures qui traversent les générations.',
        },
        {
          id: 'second-world-war-novel',
          name: 'Roman de la Seconde Guerre mondiale',
          description:
            'Le front, l’Occupation, les bombardements ou l’exode : des vies ordinaires prises dans le conflit de 1939-1945 et les choix impossibles qu’il impose.',
        },
        {
          id: 'resistance-novel',
          name: 'Roman de la Résistance',
          description:
            'Réseaux clandestins, parachutages, faux papiers et trahisons : des hommes et des femmes ordinaires choisissent de dire non à l’occupant.',
        },
        {
          id: 'holocaust-novel',
          name: 'Roman de la Shoah',
          description:
            'La persécution et l’extermination des Juifs d’Europe, racontées à travers des destins individuels, des ghettos aux camps et jusqu’aux survivants.',
        },
        {
          id: 'decolonisation-novel',
          name: 'Roman de la décolonisation',
          description:
            'Guerre d’Algérie, indépendance de l’Inde ou des colonies africaines : la fin des empires vue par les colonisés, les colons et les soldats.',
        },
        {
          id: 'vietnam-war-novel',
          name: 'Roman de la guerre du Viêt Nam',
          description:
            'Jungle, rizières, conscription et retour impossible : la guerre vue par les soldats américains, les Vietnamiens et leurs familles.',
        },
      ],
    },
    {
      id: 'historical-forms',
      name: 'Formes du roman historique',
      description:
        'Des manières de raconter le passé, quelle que soit l’époque : biographie romancée, fresque, saga ou double temporalité.',
      genres: [
        {
          id: 'biographical-novel',
          name: 'Roman biographique',
          description:
            'La vie d’un personnage historique réel, artiste, souverain ou savant, romancée de l’intérieur en comblant les silences des archives.',
          aliases: ['biographie romancée'],
        },
        {
          id: 'historical-saga',
          name: 'Saga historique',
          description:
            'Une famille ou une lignée traverse plusieurs siècles, et chaque génération vit à sa manière les grands événements de son temps.',
        },
        {
          id: 'historical-epic',
          name: 'Fresque historique',
          description:
            'Un vaste tableau d’une époque ou d’un événement majeur, avec une foule de personnages de toutes conditions dont les destins se croisent.',
          aliases: ['épopée historique'],
        },
        {
          id: 'royal-court-novel',
          name: 'Roman de cour',
          description:
            'Favorites, ministres et héritiers se disputent l’oreille du souverain ; mariages arrangés, complots et disgrâces rythment la vie du palais.',
        },
        {
          id: 'dual-timeline-novel',
          name: 'Roman à double temporalité',
          description:
            'Une intrigue d’aujourd’hui et une autre du passé avancent en alternance, reliées par un lieu, un objet ou un secret qui finit par les réunir.',
        },
        {
          id: 'historical-chronicle',
          name: 'Chronique historique',
          description:
            'Le récit suit pas à pas les événements d’une période, année après année, à travers un témoin privilégié ou une ville, au plus près des faits.',
        },
        {
          id: 'historiographic-metafiction',
          name: 'Métafiction historiographique',
          description:
            'Le roman raconte le passé tout en montrant comment on l’écrit : archives lacunaires, versions concurrentes et narrateur qui enquête sous nos yeux.',
        },
      ],
    },
  ],
};
