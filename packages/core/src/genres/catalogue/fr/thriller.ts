import type { Category } from '../types';

export const thriller: Category = {
  id: 'thriller',
  name: 'Thriller et suspense',
  description:
    'Des récits construits pour tenir le lecteur en haleine : une menace, un compte à rebours, des retournements et un héros qui a tout à perdre.',
  subcategories: [
    {
      id: 'thriller-psychological',
      name: 'Thriller psychologique et domestique',
      description:
        'Le danger vient de l’intérieur, d’un proche, d’un foyer ou de son propre esprit : manipulation, faux-semblants et narrateurs qu’on ne sait plus s’il faut croire.',
      genres: [
        {
          id: 'psychological-thriller',
          name: 'Thriller psychologique',
          description:
            'Une tension qui se joue dans les têtes plus que dans l’action : obsessions, manipulations et perceptions trompeuses, jusqu’à une vérité qui renverse tout.',
          aliases: ['suspense psychologique'],
        },
        {
          id: 'domestic-thriller',
          name: 'Thriller domestique',
          description:
            'Le couple, la famille et le voisinage deviennent des pièges ; derrière la maison parfaite se cachent mensonges, emprise et violences que personne ne voit.',
        },
        {
          id: 'stalker-thriller',
          name: 'Thriller de harcèlement',
          description:
            'Quelqu’un observe, suit, écrit, s’immisce ; le quotidien de la victime se referme sur elle, et la peur naît de ce qu’elle ne peut pas prouver.',
        },
        {
          id: 'amnesia-thriller',
          name: 'Thriller amnésique',
          description:
            'Le héros se réveille sans mémoire et doit reconstituer qui il est, ce qu’il a fait et à qui se fier, alors que d’autres connaissent déjà les réponses.',
        },
        {
          id: 'home-invasion-thriller',
          name: 'Thriller d’intrusion',
          description:
            'Des inconnus pénètrent dans une maison et retiennent ses occupants ; le refuge devient prison, et une nuit ordinaire se mue en lutte pour la survie.',
        },
        {
          id: 'revenge-thriller',
          name: 'Thriller de vengeance',
          description:
            'Une victime, trahie ou brisée, prépare patiemment sa riposte ; le lecteur suit la mécanique de la vengeance et se demande ce qu’elle coûtera.',
        },
        {
          id: 'cult-thriller',
          name: 'Thriller sectaire',
          description:
            'Une communauté isolée, un gourou charismatique, des fidèles qui ne repartent jamais : l’emprise d’une secte vue de l’intérieur ou par ceux qui tentent d’en sortir un proche.',
        },
      ],
    },
    {
      id: 'thriller-crime',
      name: 'Thriller criminel',
      description:
        'La traque d’un tueur ou la lutte pour la justice, menée tambour battant : le crime y est une menace en cours, pas seulement une énigme à résoudre.',
      genres: [
        {
          id: 'serial-killer-thriller',
          name: 'Thriller de tueur en série',
          description:
            'Un prédateur frappe selon un rituel et les enquêteurs doivent comprendre sa logique avant la prochaine victime ; parfois, le lecteur entre aussi dans sa tête.',
        },
        {
          id: 'profiler-thriller',
          name: 'Thriller de profileur',
          description:
            'Un expert en psychologie criminelle dresse le portrait d’un tueur inconnu ; à force de penser comme lui, il risque d’y laisser sa propre santé mentale.',
        },
        {
          id: 'legal-thriller',
          name: 'Thriller juridique',
          description:
            'Avocats, procureurs et juges s’affrontent dans une affaire à haut risque : stratégie d’audience, témoins menacés et secrets qui éclatent à la barre.',
        },
        {
          id: 'police-thriller',
          name: 'Thriller policier',
          description:
            'L’enquête menée au rythme de l’action : flics sous pression, course contre la montre et menace qui grandit de chapitre en chapitre.',
        },
        {
          id: 'vigilante-thriller',
          name: 'Thriller de justicier',
          description:
            'Quand la loi échoue, un individu décide de rendre justice lui-même ; le récit interroge la frontière entre réparation et vengeance, entre héros et criminel.',
        },
        {
          id: 'hitman-thriller',
          name: 'Thriller de tueur à gages',
          description:
            'Un assassin professionnel, méthodique et solitaire, voit un contrat déraper ; pris entre son code personnel et des commanditaires sans scrupules, il devient la cible.',
        },
        {
          id: 'abduction-thriller',
          name: 'Thriller d’enlèvement',
          description:
            'Un enfant, une femme ou un témoin disparaît aux mains d’un ravisseur ; chaque heure compte, et la traque alterne avec la lutte de la victime pour survivre.',
        },
      ],
    },
    {
      id: 'thriller-espionage',
      name: 'Espionnage',
      description:
        'Agents, taupes et services secrets dans l’ombre des États : un monde de loyautés doubles, de dissimulation et de secrets qui valent des vies.',
      genres: [
        {
          id: 'spy-novel',
          name: 'Roman d’espionnage',
          description:
            'Un agent en mission, des faux papiers, un contact qui ne vient pas : le jeu du chat et de la souris entre services rivaux, où la confiance est un luxe mortel.',
          aliases: ['espionnage'],
        },
        {
          id: 'cold-war-spy-novel',
          name: 'Espionnage de guerre froide',
          description:
            'Berlin, Vienne, Moscou : l’affrontement des blocs vu à hauteur d’agents fatigués, de transfuges et de bureaucrates, dans la grisaille morale chère à John le Carré.',
        },
        {
          id: 'wwii-spy-novel',
          name: 'Espionnage de la Seconde Guerre mondiale',
          description:
            'Résistants, agents parachutés et codes secrets face à l’Abwehr et à la Gestapo ; chaque mission peut faire basculer la guerre ou finir dans une cave.',
        },
        {
          id: 'action-spy-thriller',
          name: 'Espionnage d’action',
          description:
            'L’agent secret façon James Bond : gadgets, poursuites, décors exotiques, méchants mégalomanes et une mission pour sauver le monde.',
        },
        {
          id: 'mole-hunt-thriller',
          name: 'Chasse à la taupe',
          description:
            'Quelqu’un, au cœur du service, travaille pour l’ennemi ; l’enquête interne transforme chaque collègue en suspect et chaque dossier en piège.',
        },
        {
          id: 'intelligence-thriller',
          name: 'Thriller du renseignement',
          description:
            'Les agences de renseignement d’aujourd’hui, entre analystes, drones, écoutes et opérations clandestines ; la guerre se joue dans les données autant que sur le terrain.',
        },
        {
          id: 'counterterrorism-thriller',
          name: 'Thriller antiterroriste',
          description:
            'Une cellule prépare un attentat et une équipe antiterroriste n’a que quelques jours pour l’arrêter, entre pressions politiques, dilemmes moraux et compte à rebours implacable.',
        },
      ],
    },
    {
      id: 'thriller-political',
      name: 'Thriller politique et complot',
      description:
        'Les coulisses du pouvoir, de la finance et des grandes institutions, où un individu découvre une vérité que des forces puissantes veulent enterrer.',
      genres: [
        {
          id: 'political-thriller',
          name: 'Thriller politique',
          description:
            'Élections, ministères, palais présidentiels : une intrigue où la soif de pouvoir, les compromissions et les scandales menacent la démocratie elle-même.',
        },
        {
          id: 'conspiracy-thriller',
          name: 'Thriller de conspiration',
          description:
            'Un héros ordinaire tire un fil et découvre une machination qui le dépasse ; plus il approche de la vérité, plus le cercle de ceux à qui se fier se rétrécit.',
        },
        {
          id: 'geopolitical-thriller',
          name: 'Thriller géopolitique',
          description:
            'Une crise internationale au bord de l’embrasement : diplomates, militaires et agents jouent une partie d’échecs dont dépend l’équilibre du monde.',
        },
        {
          id: 'financial-thriller',
          name: 'Thriller financier',
          description:
            'Salles de marché, fonds spéculatifs et paradis fiscaux : des fortunes se font et se défont en quelques secondes, et un secret d’initié peut coûter bien plus que de l’argent.',
        },
        {
          id: 'corporate-thriller',
          name: 'Thriller d’entreprise',
          description:
            'Une multinationale, un produit dangereux, un cadre qui en sait trop : la guerre feutrée des conseils d’administration, de l’espionnage industriel et des avocats d’affaires.',
        },
        {
          id: 'religious-conspiracy-thriller',
          name: 'Thriller ésotérique',
          description:
            'Manuscrits codés, sociétés secrètes et reliques sacrées : une course à travers musées et cryptes pour percer un secret qu’un ordre ancien protège depuis des siècles.',
        },
        {
          id: 'assassination-thriller',
          name: 'Thriller d’assassinat politique',
          description:
            'Un chef d’État ou une figure publique est dans la ligne de mire ; le récit alterne entre le tueur qui prépare son coup et ceux qui tentent de l’arrêter.',
        },
        {
          id: 'whistleblower-thriller',
          name: 'Thriller de lanceur d’alerte',
          description:
            'Un employé découvre un scandale et décide de parler ; traqué par son ancien employeur, il doit protéger ses preuves, ses proches et sa propre vie.',
        },
      ],
    },
    {
      id: 'thriller-science-tech',
      name: 'Techno-thriller et thriller scientifique',
      description:
        'La science, la médecine et la technologie comme sources de menace : découvertes dévoyées, virus, algorithmes et catastrophes que seuls des experts comprennent.',
      genres: [
        {
          id: 'techno-thriller',
          name: 'Techno-thriller',
          description:
            'Armes de pointe, sous-marins, satellites et systèmes militaires décrits avec précision ; l’intrigue repose sur la maîtrise technique autant que sur le suspense.',
        },
        {
          id: 'medical-thriller',
          name: 'Thriller médical',
          description:
            'Hôpitaux, laboratoires et blocs opératoires : erreurs couvertes, essais cliniques truqués, trafic d’organes, et un médecin qui devient enquêteur malgré lui.',
        },
        {
          id: 'cyber-thriller',
          name: 'Cyberthriller',
          description:
            'Hackers, rançongiciels, fuites de données : une menace invisible qui circule dans les réseaux et peut paralyser une ville, une banque ou un hôpital en quelques lignes de code.',
        },
        {
          id: 'pandemic-thriller',
          name: 'Thriller épidémique',
          description:
            'Un virus inconnu se propage plus vite que la science ; épidémiologistes, militaires et politiques luttent contre la contagion, la panique et les secrets d’un laboratoire.',
        },
        {
          id: 'eco-thriller',
          name: 'Écothriller',
          description:
            'Pollution, multinationales prédatrices, catastrophe climatique ou militants radicaux : une intrigue à suspense dont l’enjeu environnemental est le moteur du danger.',
        },
        {
          id: 'science-thriller',
          name: 'Thriller scientifique',
          description:
            'Une découverte révolutionnaire échappe à ses créateurs, de la génétique à la physique ; la vraisemblance scientifique nourrit une tension à la Michael Crichton.',
        },
        {
          id: 'disaster-thriller',
          name: 'Thriller catastrophe',
          description:
            'Séisme, tsunami, éruption ou accident industriel : une poignée de personnages tente de survivre et de sauver les autres pendant que tout s’effondre.',
        },
      ],
    },
    {
      id: 'thriller-action',
      name: 'Action et compte à rebours',
      description:
        'Le suspense à pleine vitesse : poursuites, prises d’otages, cavales et missions à haut risque, où chaque chapitre se termine sur un point de bascule.',
      genres: [
        {
          id: 'action-thriller',
          name: 'Thriller d’action',
          description:
            'Un héros aguerri, souvent solitaire, enchaîne affrontements et poursuites pour déjouer une menace ; le rythme et l’engagement physique priment sur l’énigme.',
        },
        {
          id: 'ticking-clock-thriller',
          name: 'Thriller contre la montre',
          description:
            'Une bombe, une exécution programmée ou un ultimatum : tout le récit se déroule dans un temps compté, parfois heure par heure, sans répit pour le lecteur.',
        },
        {
          id: 'single-location-thriller',
          name: 'Thriller en huis clos',
          description:
            'Un avion, un train, un chalet coupé du monde ou un ascenseur : un lieu unique, des personnages prisonniers et une menace qui se trouve peut-être parmi eux.',
        },
        {
          id: 'hostage-thriller',
          name: 'Thriller de prise d’otages',
          description:
            'Des preneurs d’otages, un négociateur et des vies suspendues à chaque mot ; le face-à-face psychologique se double de la menace d’un assaut.',
        },
        {
          id: 'fugitive-thriller',
          name: 'Thriller de cavale',
          description:
            'Accusé à tort ou traqué par ceux qu’il a trahis, le héros fuit à travers le pays ; il doit échapper à la chasse à l’homme tout en prouvant la vérité.',
        },
        {
          id: 'mercenary-thriller',
          name: 'Thriller de mercenaires',
          description:
            'Des soldats de fortune engagés pour une mission trouble dans une zone de conflit devront choisir entre l’argent, leurs camarades et leur conscience.',
        },
      ],
    },
  ],
};
