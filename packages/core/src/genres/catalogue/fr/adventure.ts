import type { Category } from '../types';

export const adventure: Category = {
  id: 'adventure',
  name: 'Aventure et action',
  description:
    'Des héros lancés dans l’inconnu, sur terre, sur mer ou au combat, où le danger, le dépassement de soi et l’appel du large font avancer le récit.',
  subcategories: [
    {
      id: 'adventure-quests',
      name: 'Trésors et expéditions',
      description:
        'Cartes anciennes, cités oubliées et contrées inexplorées : la quête d’un trésor ou d’un savoir perdu entraîne les héros aux confins du monde connu.',
      genres: [
        {
          id: 'treasure-hunt',
          name: 'Chasse au trésor',
          description:
            'Une carte, une énigme ou un testament lance des chercheurs rivaux sur la piste d’une fortune ; indices, pièges et trahisons jalonnent la course.',
        },
        {
          id: 'archaeological-adventure',
          name: 'Aventure archéologique',
          description:
            'Un archéologue baroudeur, mi-savant mi-aventurier, explore temples et tombeaux pour retrouver un artefact légendaire avant les pilleurs ou les puissances rivales.',
        },
        {
          id: 'exploration-adventure',
          name: 'Récit d’exploration',
          description:
            'Une expédition part cartographier une terre inconnue, remonter un fleuve ou traverser un continent ; la découverte du monde va de pair avec celle de soi.',
        },
        {
          id: 'lost-world',
          name: 'Monde perdu',
          description:
            'Sur un plateau isolé, au fond d’une vallée cachée ou sous la glace survit un monde préservé, avec ses créatures préhistoriques et ses peuples inconnus, à la manière de Conan Doyle.',
        },
        {
          id: 'lost-city-adventure',
          name: 'Cité perdue',
          description:
            'L’Eldorado, l’Atlantide ou une capitale engloutie par la jungle : la recherche d’une civilisation disparue, entre légende, obsession et périls bien réels.',
        },
        {
          id: 'extraordinary-voyage',
          name: 'Voyage extraordinaire',
          description:
            'Dans la veine de Jules Verne, un périple audacieux au centre de la Terre, sous les mers ou autour du monde, où la curiosité scientifique se mêle au goût de l’aventure.',
        },
        {
          id: 'pulp-adventure',
          name: 'Aventure pulp',
          description:
            'L’héritage des magazines populaires des années 1930 : héros intrépides, méchants hauts en couleur, rebondissement à chaque fin de chapitre et action sans temps mort.',
        },
      ],
    },
    {
      id: 'adventure-survival',
      name: 'Survie et grands espaces',
      description:
        'Seuls face aux éléments, dans le froid, le désert ou la jungle : des récits où la nature est à la fois décor, adversaire et révélateur.',
      genres: [
        {
          id: 'survival-adventure',
          name: 'Roman de survie',
          description:
            'Un accident, une panne ou une erreur laisse un personnage démuni loin de tout ; il doit trouver eau, abri et nourriture, et tenir moralement jusqu’aux secours.',
        },
        {
          id: 'robinsonade',
          name: 'Robinsonnade',
          description:
            'Un naufragé, ou un groupe, doit recréer une vie sur une île déserte : ingéniosité, solitude et retour à l’état sauvage, dans la lignée de Robinson Crusoé.',
        },
        {
          id: 'wilderness-adventure',
          name: 'Aventure en pleine nature',
          description:
            'Randonnée, canoë ou traversée d’une réserve sauvage : une aventure où forêts, rivières et animaux mettent à l’épreuve le corps, le groupe et les certitudes.',
        },
        {
          id: 'polar-adventure',
          name: 'Aventure polaire',
          description:
            'Banquise, blizzards et nuits de six mois : des expéditions vers les pôles où le froid, la faim et l’isolement poussent chacun à ses limites.',
        },
        {
          id: 'mountaineering-adventure',
          name: 'Récit d’alpinisme',
          description:
            'Une ascension mythique, une cordée soudée ou divisée, la zone de la mort et l’avalanche qui menace : l’alpinisme comme épreuve physique et morale.',
        },
        {
          id: 'far-north-adventure',
          name: 'Roman du Grand Nord',
          description:
            'Le Klondike, l’Alaska ou le Grand Nord canadien de Jack London : trappeurs, chiens de traîneau, chercheurs d’or et nature impitoyable.',
        },
        {
          id: 'desert-adventure',
          name: 'Aventure dans le désert',
          description:
            'Dunes, caravanes, oasis et mirages : la traversée du désert comme épreuve de soif et d’orientation, et comme rencontre avec ses peuples nomades.',
        },
        {
          id: 'jungle-adventure',
          name: 'Aventure dans la jungle',
          description:
            'Forêt équatoriale, fleuves boueux, fièvres et faune dangereuse : une progression étouffante où la végétation elle-même semble vouloir engloutir les intrus.',
        },
      ],
    },
    {
      id: 'adventure-sea',
      name: 'Aventures en mer',
      description:
        'Voiliers, vaisseaux de guerre et navires pirates : l’océan comme terrain de liberté, de conquête et de péril, de la marine à voile aux grandes courses au large.',
      genres: [
        {
          id: 'sea-adventure',
          name: 'Roman maritime',
          description:
            'La vie à bord, l’équipage, les tempêtes et les escales lointaines : un récit où le navire est un monde clos et la mer une force souveraine.',
        },
        {
          id: 'pirate-adventure',
          name: 'Roman de pirates',
          description:
            'Pavillon noir, abordages, îles au trésor et capitaines sans foi ni loi : l’âge d’or de la flibuste, entre liberté sauvage et cruauté.',
        },
        {
          id: 'privateer-adventure',
          name: 'Roman de corsaires',
          description:
            'Des capitaines munis d’une lettre de course attaquent les navires ennemis au nom de leur roi ; patriotisme, butin et honneur se disputent le pont, à deux doigts de la piraterie.',
        },
        {
          id: 'naval-fiction',
          name: 'Roman de marine',
          description:
            'La marine de guerre à voile, des guerres napoléoniennes aux grandes batailles navales, à la façon de Patrick O’Brian : discipline, manœuvres, canonnades et amitiés de bord.',
        },
        {
          id: 'shipwreck-story',
          name: 'Récit de naufrage',
          description:
            'Le navire sombre et les survivants dérivent sur un radeau ou une chaloupe ; la faim, la soif et les tensions révèlent ce que chacun est prêt à faire pour vivre.',
        },
        {
          id: 'submarine-adventure',
          name: 'Aventure sous-marine',
          description:
            'Sous-marins, bathyscaphes et épaves englouties : l’exploration des profondeurs, où la pression, l’obscurité et l’air compté font de chaque plongée une épreuve.',
        },
        {
          id: 'sailing-adventure',
          name: 'Aventure à la voile',
          description:
            'Course au large en solitaire, tour du monde à la voile ou traversée en famille : la mer affrontée à bord d’un petit bateau, face aux tempêtes et à soi-même.',
        },
      ],
    },
    {
      id: 'adventure-swashbuckling',
      name: 'Épées, panache et hors-la-loi',
      description:
        'Duels, évasions, justiciers masqués et brigands au grand cœur : l’aventure chevaleresque où l’honneur se défend l’épée à la main.',
      genres: [
        {
          id: 'swashbuckler',
          name: 'Roman de cape et d’épée',
          description:
            'Duels, complots de cour, chevauchées et amours contrariées : l’aventure historique pleine de panache, dans la tradition d’Alexandre Dumas et de Paul Féval.',
          aliases: ['cape et épée'],
        },
        {
          id: 'musketeer-adventure',
          name: 'Roman de mousquetaires',
          description:
            'Une bande de frères d’armes au service du roi, entre cardinaux, espions et coups d’épée : l’amitié, la loyauté et l’insolence face aux puissants.',
        },
        {
          id: 'outlaw-tale',
          name: 'Roman de brigands',
          description:
            'Des hors-la-loi au grand cœur, à la manière de Robin des Bois ou de Mandrin, défient seigneurs et percepteurs et deviennent les héros du peuple.',
        },
        {
          id: 'masked-avenger',
          name: 'Justicier masqué',
          description:
            'Le jour, un aristocrate oisif ; la nuit, un vengeur masqué qui défend les opprimés, à la manière de Zorro ou du Mouron rouge.',
        },
        {
          id: 'revenge-epic',
          name: 'Épopée de vengeance',
          description:
            'Trahi, emprisonné puis revenu sous un nouveau nom, le héros consacre sa vie à punir ceux qui l’ont perdu, dans la lignée du Comte de Monte-Cristo.',
        },
        {
          id: 'samurai-adventure',
          name: 'Aventure de samouraïs',
          description:
            'Le Japon féodal des rōnin, des seigneurs de guerre et du bushidō : des guerriers sans maître errent entre duels, honneur et loyautés impossibles.',
        },
        {
          id: 'martial-arts-adventure',
          name: 'Roman d’arts martiaux',
          description:
            'Maîtres, disciples, écoles rivales et tournois : une aventure bâtie sur l’apprentissage du combat, la discipline et la vengeance d’un maître assassiné.',
        },
      ],
    },
    {
      id: 'adventure-western',
      name: 'Conquête de l’Ouest',
      description:
        'Plaines, canyons et villes-frontières : l’Ouest américain des pionniers, des cow-boys et des hors-la-loi, entre mythe fondateur et relecture critique.',
      genres: [
        {
          id: 'traditional-western',
          name: 'Western classique',
          description:
            'Un étranger arrive en ville, un shérif tient bon, des bandits menacent : le western des grands espaces, du code d’honneur et du duel sous le soleil de midi.',
        },
        {
          id: 'revisionist-western',
          name: 'Western crépusculaire',
          description:
            'Le mythe de l’Ouest démonté : violence sans gloire, spoliation des peuples autochtones, héros vieillissants et frontière qui se referme.',
        },
        {
          id: 'neo-western',
          name: 'Néo-western',
          description:
            'Les thèmes du western transposés dans l’Ouest d’aujourd’hui : ranchs endettés, frontière mexicaine, shérifs de comté et violence qui n’a jamais vraiment quitté la plaine.',
        },
        {
          id: 'pioneer-western',
          name: 'Roman de pionniers',
          description:
            'Des familles traversent les plaines en chariot pour bâtir une vie nouvelle ; hivers, maladies, conflits et solidarité forgent une communauté de colons.',
        },
        {
          id: 'cattle-drive-western',
          name: 'Roman de cow-boys',
          description:
            'La vie des ranchs et des convois de bétail : longues chevauchées, rivières en crue, voleurs de troupeaux et camaraderie rude autour du feu de camp.',
        },
        {
          id: 'lawman-western',
          name: 'Western de shérif',
          description:
            'Un shérif ou un marshal, seul garant de la loi dans une ville sans foi, doit affronter les bandits, les notables corrompus et parfois ses propres concitoyens.',
        },
        {
          id: 'bounty-hunter-western',
          name: 'Western de chasseur de primes',
          description:
            'Un chasseur de primes traque un fugitif mort ou vif à travers déserts et montagnes ; la frontière entre justicier et mercenaire s’amenuise à chaque étape.',
        },
        {
          id: 'gold-rush-adventure',
          name: 'Ruée vers l’or',
          description:
            'Californie ou Klondike : des foules de prospecteurs rêvent de fortune, et les villes champignons attirent escrocs, joueurs et tueurs autant que mineurs.',
        },
      ],
    },
    {
      id: 'adventure-military',
      name: 'Guerre et action militaire',
      description:
        'Soldats, commandos et aviateurs au cœur des combats : l’aventure au ras du terrain, où la camaraderie, la peur et le devoir se mesurent au feu.',
      genres: [
        {
          id: 'military-adventure',
          name: 'Aventure militaire',
          description:
            'Une unité reçoit une mission périlleuse en terrain hostile ; le récit suit la progression, les pertes et les liens qui se nouent entre soldats.',
        },
        {
          id: 'combat-fiction',
          name: 'Récit de combat',
          description:
            'Le quotidien du soldat au front, dans les tranchées, la jungle ou le désert, raconté au plus près des corps, de la peur et de l’absurdité de la guerre.',
        },
        {
          id: 'special-forces-adventure',
          name: 'Roman de commando',
          description:
            'Une poignée de soldats d’élite des forces spéciales est larguée pour un raid, un sauvetage ou un sabotage où tout se joue en quelques heures.',
        },
        {
          id: 'behind-enemy-lines',
          name: 'Derrière les lignes ennemies',
          description:
            'Parachutés ou isolés en territoire occupé, des soldats doivent accomplir leur mission ou rejoindre leurs lignes, traqués et sans soutien.',
        },
        {
          id: 'pow-escape-story',
          name: 'Évasion de prisonniers de guerre',
          description:
            'Dans un camp de prisonniers, des captifs creusent, falsifient et planifient leur fuite sous le nez des gardiens, comme dans La Grande Évasion.',
        },
        {
          id: 'aviation-adventure',
          name: 'Aventure aéronautique',
          description:
            'Pilotes de chasse, Aéropostale ou traversées pionnières : le ciel comme champ de bataille ou de conquête, entre courage, mécanique capricieuse et solitude du cockpit.',
        },
        {
          id: 'foreign-legion-adventure',
          name: 'Roman de la Légion étrangère',
          description:
            'Des hommes venus de partout, chacun fuyant un passé, s’engagent sous un nom d’emprunt : forts du désert, camaraderie rude et honneur de la Légion.',
        },
      ],
    },
  ],
};
