import type { Category } from '../types';

export const crime: Category = {
  id: 'crime',
  name: 'Polar et roman policier',
  description:
    'Le crime et ce qu’il révèle, de l’énigme à résoudre à la plongée dans les bas-fonds, avec une tension qui tient à la vérité que l’on cherche ou que l’on cache.',
  subcategories: [
    {
      id: 'crime-classic-detection',
      name: 'Énigme et détection classique',
      description:
        'Le plaisir du casse-tête : un crime, des indices, une poignée de suspects et un détective qui reconstitue la vérité en jouant franc-jeu avec le lecteur.',
      genres: [
        {
          id: 'whodunit',
          name: 'Roman à énigme',
          description:
            'Un meurtre, plusieurs suspects qui ont tous quelque chose à cacher, et une révélation finale qui doit surprendre tout en paraissant inévitable à la relecture.',
          aliases: ['roman policier', 'roman de détective', 'whodunit'],
        },
        {
          id: 'locked-room-mystery',
          name: 'Meurtre en chambre close',
          description:
            'Un crime commis dans un lieu hermétiquement fermé, en apparence impossible, dont l’explication ingénieuse constitue tout l’enjeu du récit.',
          aliases: ['mystère en chambre close'],
        },
        {
          id: 'golden-age-mystery',
          name: 'Polar de l’âge d’or',
          description:
            'L’esprit d’Agatha Christie et de Dorothy Sayers dans l’entre-deux-guerres : règles du jeu loyales, milieu feutré, détective excentrique et dénouement au salon devant tous les suspects.',
        },
        {
          id: 'country-house-mystery',
          name: 'Meurtre au manoir',
          description:
            'Un domaine isolé, une famille fortunée, ses invités et des domestiques qui voient tout : le huis clos aristocratique où chacun avait une raison de tuer.',
        },
        {
          id: 'amateur-sleuth',
          name: 'Détective amateur',
          description:
            'Une personne ordinaire, sans insigne ni autorité, se mêle d’une affaire criminelle et compense son manque de moyens par sa curiosité, ses relations et son obstination.',
        },
        {
          id: 'inverted-detective-story',
          name: 'Enquête inversée',
          description:
            'Le lecteur assiste au crime et connaît le coupable dès le début : le suspense naît du duel entre l’assassin et l’enquêteur, et de l’erreur qui finira par le trahir.',
        },
        {
          id: 'sherlock-holmes-pastiche',
          name: 'Pastiche holmésien',
          description:
            'De nouvelles enquêtes pour Sherlock Holmes et le docteur Watson, ou pour leurs héritiers, fidèles au ton du canon, à la méthode déductive et au Londres victorien de Conan Doyle.',
        },
        {
          id: 'academic-mystery',
          name: 'Polar universitaire',
          description:
            'Un meurtre sur un campus ou dans un collège d’Oxford, entre rivalités de chercheurs, secrets de bibliothèque et érudition mise au service de l’enquête.',
        },
      ],
    },
    {
      id: 'crime-cozy',
      name: 'Polars cosy',
      description:
        'Des enquêtes sans violence explicite, dans une communauté chaleureuse, portées par des personnages attachants que l’on retrouve de tome en tome.',
      genres: [
        {
          id: 'cozy-mystery',
          name: 'Cosy mystery',
          description:
            'Une détective amateure, souvent commerçante, une petite ville pittoresque, un meurtre hors champ et beaucoup de thé : l’énigme rassurante où l’ordre finit toujours par revenir.',
          aliases: ['cozy mystery', 'polar cosy'],
        },
        {
          id: 'culinary-mystery',
          name: 'Polar culinaire',
          description:
            'Chefs, pâtissières ou restaurateurs enquêtent entre deux fournées ; les recettes ponctuent l’intrigue et la cuisine fournit indices, poisons et mobiles.',
        },
        {
          id: 'village-mystery',
          name: 'Polar de village',
          description:
            'Dans un village où tout le monde se connaît, un crime fissure la façade tranquille et réveille vieilles rancunes, commérages et secrets de famille.',
        },
        {
          id: 'pet-mystery',
          name: 'Polar animalier',
          description:
            'Un chat, un chien ou un perroquet accompagne l’enquêteur et flaire ce que les humains ne voient pas ; l’animal est un vrai personnage, parfois même le narrateur.',
        },
        {
          id: 'bookshop-mystery',
          name: 'Polar de librairie',
          description:
            'Libraires, bibliothécaires et bouquinistes résolvent des crimes parmi les rayonnages, où un livre rare, une dédicace ou une note en marge devient l’indice décisif.',
        },
        {
          id: 'paranormal-cozy-mystery',
          name: 'Cosy mystery paranormal',
          description:
            'Une sorcière pâtissière, un fantôme bavard ou un chat qui parle : la magie douce s’invite dans l’enquête sans jamais en chasser l’humour et la chaleur.',
        },
        {
          id: 'holiday-mystery',
          name: 'Polar de Noël',
          description:
            'Un crime en pleine période des fêtes, entre marché de Noël, réveillon et neige qui isole ; le contraste entre la magie de la saison et le meurtre fait le sel du récit.',
        },
      ],
    },
    {
      id: 'crime-procedural',
      name: 'Procédure et enquête',
      description:
        'L’enquête vue de l’intérieur, méthodique et collective : interrogatoires, expertises, paperasse et pressions, jusqu’à la reconstitution d’affaires réelles.',
      genres: [
        {
          id: 'police-procedural',
          name: 'Procédure policière',
          description:
            'Une équipe de policiers suit une affaire pas à pas, avec ses interrogatoires, ses fausses pistes, sa hiérarchie et ses contraintes légales ; le réalisme du métier est au cœur du récit.',
          aliases: ['procédural policier', 'police procedural'],
        },
        {
          id: 'forensic-mystery',
          name: 'Polar scientifique',
          description:
            'Médecins légistes, anthropologues et techniciens de la police scientifique font parler les corps et les traces ; l’enquête avance au rythme des autopsies et des analyses.',
        },
        {
          id: 'cold-case-mystery',
          name: 'Cold case',
          description:
            'Une affaire classée depuis des années est rouverte grâce à un nouvel indice, un témoin qui parle enfin ou une analyse ADN ; le passé remonte et dérange les vivants.',
        },
        {
          id: 'missing-person-mystery',
          name: 'Enquête de disparition',
          description:
            'Quelqu’un s’est volatilisé sans laisser de trace ; chaque heure compte, et les recherches révèlent peu à peu une vie que ses proches ne soupçonnaient pas.',
        },
        {
          id: 'journalist-sleuth-mystery',
          name: 'Enquête journalistique',
          description:
            'Un reporter flaire un scandale derrière un fait divers et enquête là où la police ne va pas, au risque de sa carrière, de ses sources et parfois de sa vie.',
        },
        {
          id: 'undercover-cop-novel',
          name: 'Flic infiltré',
          description:
            'Un policier vit sous une fausse identité au cœur d’un gang ou d’un réseau ; la frontière entre rôle et loyauté s’efface et chaque conversation peut le trahir.',
        },
        {
          id: 'true-crime-novel',
          name: 'Roman true crime',
          description:
            'Une affaire criminelle racontée à la manière d’un documentaire ou d’un podcast de true crime : témoignages, rapports d’enquête et zones d’ombre que le narrateur tente d’éclairer.',
        },
        {
          id: 'wrongful-conviction-novel',
          name: 'Erreur judiciaire',
          description:
            'Un innocent croupit en prison et quelqu’un se bat pour rouvrir le dossier ; l’enquête met à nu les failles de la justice et ceux qui ont intérêt au silence.',
        },
      ],
    },
    {
      id: 'crime-noir',
      name: 'Roman noir et hard-boiled',
      description:
        'Villes poisseuses, personnages abîmés et morale grise : le crime comme symptôme d’une société, raconté d’une voix sèche et désenchantée.',
      genres: [
        {
          id: 'hard-boiled',
          name: 'Hard-boiled',
          description:
            'Le détective privé coriace des rues américaines, cynique mais intègre, qui encaisse les coups et les répliques ; style nerveux, dialogues cinglants, corruption partout.',
        },
        {
          id: 'noir-fiction',
          name: 'Roman noir',
          description:
            'Le crime raconté du côté des perdants, des tueurs ou des victimes, sans promesse de justice ; la fatalité, le désir et la ville broient les personnages.',
          aliases: ['noir'],
        },
        {
          id: 'neo-noir',
          name: 'Néo-noir',
          description:
            'Les codes du noir classique transposés dans une époque récente, avec ses technologies, ses nouvelles marges et une ironie qui joue des clichés du genre.',
        },
        {
          id: 'rural-noir',
          name: 'Noir rural',
          description:
            'Campagnes oubliées, fermes endettées, forêts et petites villes repliées sur elles-mêmes : la violence y naît de la pauvreté, de l’isolement et des loyautés de clan.',
        },
        {
          id: 'gangster-novel',
          name: 'Roman de gangsters',
          description:
            'L’ascension et la chute d’un truand ou d’une famille du crime organisé, entre codes d’honneur, trahisons, guerres de territoire et argent sale.',
        },
        {
          id: 'narco-fiction',
          name: 'Roman de narcotrafic',
          description:
            'Les cartels, les routes de la drogue et ceux qui en vivent ou en meurent, des paysans aux agents infiltrés ; la fresque violente d’un commerce qui corrompt tout.',
        },
        {
          id: 'neo-polar',
          name: 'Néo-polar',
          description:
            'Le polar politique et contestataire né en France dans les années 1970 autour de Jean-Patrick Manchette : violence sociale, critique du pouvoir et écriture au scalpel.',
        },
        {
          id: 'social-crime-novel',
          name: 'Polar social',
          description:
            'Le crime sert de révélateur aux fractures d’une société : chômage, quartiers relégués, précarité, racisme ; l’enquête est une façon de regarder le réel en face.',
        },
      ],
    },
    {
      id: 'crime-historical',
      name: 'Enquêtes dans l’histoire',
      description:
        'Des crimes élucidés dans le passé, sans ADN ni téléphone, où l’enquêteur doit composer avec les mœurs, les savoirs et les pouvoirs de son époque.',
      genres: [
        {
          id: 'historical-mystery',
          name: 'Polar historique',
          description:
            'Une intrigue criminelle ancrée dans une époque reconstituée avec soin ; le décor historique n’est pas une toile de fond, il façonne le crime, le mobile et l’enquête.',
        },
        {
          id: 'ancient-world-mystery',
          name: 'Polar antique',
          description:
            'Rome, Athènes ou l’Égypte des pharaons : un enquêteur affronte meurtres et complots dans un monde d’esclaves, d’oracles et de sénateurs.',
        },
        {
          id: 'medieval-mystery',
          name: 'Polar médiéval',
          description:
            'Moines, baillis ou apothicaires enquêtent dans des abbayes et des cités fortifiées, où la raison doit se frayer un chemin entre dogme, superstition et pouvoir féodal.',
        },
        {
          id: 'enlightenment-mystery',
          name: 'Polar des Lumières',
          description:
            'Le XVIIIe siècle des salons, de la police du lieutenant général et des sciences naissantes ; l’enquête oppose la raison nouvelle aux privilèges et aux intrigues de cour.',
        },
        {
          id: 'victorian-mystery',
          name: 'Polar victorien',
          description:
            'Le Londres du brouillard et des becs de gaz, de Scotland Yard aux taudis de Whitechapel : respectabilité de façade, misère et naissance de l’enquête scientifique.',
        },
        {
          id: 'belle-epoque-mystery',
          name: 'Polar Belle Époque',
          description:
            'Le Paris des Expositions universelles, des cabarets et du premier métro ; l’enquête traverse une société lancée vers la modernité, entre anarchistes, salons et bas-fonds.',
        },
        {
          id: 'wartime-mystery',
          name: 'Polar en temps de guerre',
          description:
            'Un meurtre au milieu d’un conflit, quand la mort est partout et la justice dérisoire ; l’enquêteur s’obstine malgré la censure, le marché noir et l’occupant.',
        },
      ],
    },
    {
      id: 'crime-heists',
      name: 'Casse, arnaque et hors-la-loi',
      description:
        'Le crime vu du côté de ceux qui le commettent : plans ingénieux, équipes de spécialistes, escrocs charmeurs et le moment où tout peut déraper.',
      genres: [
        {
          id: 'heist-novel',
          name: 'Roman de casse',
          description:
            'Une équipe de spécialistes prépare le coup parfait contre une banque, un casino ou un musée ; le plaisir tient à la mécanique du plan et à ses ratés imprévus.',
          aliases: ['roman de braquage'],
        },
        {
          id: 'gentleman-thief',
          name: 'Gentleman cambrioleur',
          description:
            'Un voleur élégant et spirituel, à la manière d’Arsène Lupin, qui dépouille les puissants avec panache et se joue de la police comme d’un adversaire aux échecs.',
        },
        {
          id: 'con-artist-novel',
          name: 'Roman d’arnaque',
          description:
            'Escrocs et manipulateurs montent une arnaque au long cours contre une cible fortunée, et le lecteur risque lui aussi d’être berné jusqu’au dernier retournement.',
        },
        {
          id: 'art-crime-mystery',
          name: 'Polar du monde de l’art',
          description:
            'Faussaires, voleurs de tableaux et marchands peu scrupuleux : une intrigue où l’authentification d’une toile ou d’une signature vaut autant qu’une empreinte digitale.',
        },
        {
          id: 'prison-break-novel',
          name: 'Roman d’évasion',
          description:
            'Un détenu, souvent innocent ou assoiffé de vengeance, prépare sa fuite d’un pénitencier réputé infranchissable : tension carcérale, alliances fragiles et plan minutieux.',
        },
        {
          id: 'smuggling-novel',
          name: 'Roman de contrebande',
          description:
            'Passeurs, trafiquants et douaniers s’affrontent sur une frontière, dans un port ou sur une côte : un monde de nuits sans lune, de cargaisons cachées et de loyautés troubles.',
        },
      ],
    },
    {
      id: 'crime-world',
      name: 'Polars du monde',
      description:
        'Le roman criminel façonné par un territoire, sa langue, son climat et son histoire, des fjords scandinaves aux mégapoles latino-américaines.',
      genres: [
        {
          id: 'nordic-noir',
          name: 'Polar nordique',
          description:
            'Paysages glacés, nuits interminables et enquêteurs mélancoliques : sous le vernis de l’État-providence scandinave, le crime révèle violence, misogynie et secrets enfouis.',
          aliases: ['polar scandinave', 'nordic noir'],
        },
        {
          id: 'tartan-noir',
          name: 'Tartan noir',
          description:
            'Le polar écossais, d’Édimbourg à Glasgow : pluie, whisky, humour noir et flics usés dans des villes où la misère côtoie les vieilles fortunes.',
        },
        {
          id: 'mediterranean-noir',
          name: 'Polar méditerranéen',
          description:
            'Marseille, Naples, Barcelone ou Athènes : soleil écrasant, bonne chère, mafias portuaires et désillusion politique, dans la lignée d’Izzo, de Camilleri ou de Vázquez Montalbán.',
        },
        {
          id: 'japanese-mystery',
          name: 'Polar japonais',
          description:
            'Des énigmes ultra-logiques du honkaku au roman social de Matsumoto : des intrigues d’une ingéniosité redoutable, ancrées dans les codes et les non-dits de la société japonaise.',
        },
        {
          id: 'latin-american-noir',
          name: 'Polar latino-américain',
          description:
            'Violence politique, corruption, cartels et mémoire des dictatures : l’enquête se double d’une chronique d’un continent blessé, de Mexico à Buenos Aires.',
        },
        {
          id: 'regional-crime-fiction',
          name: 'Polar régional',
          description:
            'Une enquête enracinée dans un terroir, Bretagne, Provence ou Pays basque, où paysages, traditions, parlers et rivalités locales comptent autant que le mobile.',
        },
        {
          id: 'african-crime-fiction',
          name: 'Polar africain',
          description:
            'De Johannesburg à Dakar ou Lagos, des enquêtes au cœur de sociétés marquées par l’héritage colonial, l’apartheid, la corruption et une vitalité urbaine foisonnante.',
        },
      ],
    },
  ],
};
