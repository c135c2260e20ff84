import type { Category } from '../types';

export const speculative: Category = {
  id: 'speculative',
  name: 'Fiction spéculative et hybrides',
  description:
    'Des récits qui font bouger le réel sans entrer dans une seule case : uchronies, merveilleux, étrange, rétrofuturs et croisements de genres.',
  subcategories: [
    {
      id: 'speculative-alternate',
      name: 'Uchronies et rétrofuturs',
      description:
        'L’Histoire prend un autre embranchement, ou la technique d’hier imagine demain : des passés réécrits et des futurs qui n’ont jamais eu lieu.',
      genres: [
        {
          id: 'alternate-history',
          name: 'Uchronie',
          description:
            'Un point de divergence (une bataille perdue, un attentat manqué) change le cours de l’Histoire, et le récit explore le monde qui en découle.',
          aliases: ['histoire alternative', 'histoire contrefactuelle'],
        },
        {
          id: 'secret-history',
          name: 'Histoire secrète',
          description:
            'L’Histoire officielle reste intacte, mais des forces cachées (sociétés occultes, complots ou surnaturel) s’avèrent en être les véritables ressorts.',
        },
        {
          id: 'retrofuturism',
          name: 'Rétrofuturisme',
          description:
            'Le futur tel que l’imaginait le passé : voitures volantes, robots chromés et cités radieuses d’une modernité qui n’est jamais venue.',
        },
        {
          id: 'steampunk',
          name: 'Steampunk',
          description:
            'Une ère victorienne réinventée où règne la vapeur : dirigeables, automates, inventeurs excentriques et engrenages de laiton au service de l’aventure et de la critique sociale.',
        },
        {
          id: 'dieselpunk',
          name: 'Dieselpunk',
          description:
            'L’esthétique de l’entre-deux-guerres et des années 1940 poussée à l’extrême : moteurs diesel, zeppelins de guerre, jazz, propagande et régimes de fer.',
        },
        {
          id: 'atompunk',
          name: 'Atompunk',
          description:
            'Les années 1950 et l’âge atomique : optimisme radioactif, conquête spatiale rétro, paranoïa de guerre froide et gadgets à lampes.',
        },
        {
          id: 'clockpunk',
          name: 'Clockpunk',
          description:
            'Rouages, ressorts et automates de la Renaissance : un monde où la mécanique d’horlogerie, à la manière de Léonard de Vinci, accomplit des prodiges et où les inventeurs rivalisent avec les princes.',
        },
        {
          id: 'silkpunk',
          name: 'Silkpunk',
          description:
            'Une technologie inspirée de l’Asie classique (bambou, soie, papier, cerfs-volants de guerre) au service d’épopées aux accents de Chine antique.',
        },
      ],
    },
    {
      id: 'speculative-weird',
      name: 'Étrange et insolite',
      description:
        'Des récits qui dérangent les catégories et laissent le lecteur dans un trouble fécond.',
      genres: [
        {
          id: 'weird-fiction',
          name: 'Weird fiction',
          description:
            'L’inexplicable fait irruption et défie toute logique ; une atmosphère d’inquiétude et le sentiment que le réel est bien plus vaste et plus étrange qu’on ne le croyait.',
        },
        {
          id: 'new-weird',
          name: 'New weird',
          description:
            'Des cités grouillantes et baroques où se mêlent fantasy, SF et horreur, avec une imagination débridée et un regard politique, dans la lignée de China Miéville.',
        },
        {
          id: 'slipstream',
          name: 'Slipstream',
          description:
            'Entre littérature générale et imaginaire, un léger décalage du réel crée une sensation d’étrangeté que le récit ne résout jamais tout à fait.',
        },
        {
          id: 'bizarro-fiction',
          name: 'Bizarro',
          description:
            'L’absurde poussé à son comble, grotesque, drôle et transgressif, avec une logique de rêve fou racontée le plus sérieusement du monde.',
        },
        {
          id: 'surreal-fiction',
          name: 'Fiction surréaliste',
          description:
            'Images oniriques, associations libres et métamorphoses : le récit suit la logique de l’inconscient plutôt que celle du monde éveillé.',
        },
        {
          id: 'the-fantastic',
          name: 'Fantastique',
          description:
            'Un phénomène surnaturel surgit dans un cadre réaliste et le doute persiste : folie, illusion ou réalité ? Cette hésitation est le cœur du genre, de Maupassant à Cortázar.',
          aliases: ['roman fantastique', 'littérature fantastique'],
        },
      ],
    },
    {
      id: 'speculative-marvelous',
      name: 'Merveilleux et fables',
      description:
        'Le merveilleux traité comme ordinaire, les contes inventés et les récits brefs qui portent une leçon.',
      genres: [
        {
          id: 'marvelous-real',
          name: 'Réel merveilleux',
          description:
            'Au sens d’Alejo Carpentier, le merveilleux est déjà dans la réalité américaine, ses paysages, ses métissages, son histoire démesurée ; le récit le révèle sans l’inventer.',
        },
        {
          id: 'magical-realism',
          name: 'Réalisme magique',
          description:
            'Le surnaturel entre dans un quotidien réaliste sans étonner personne : il pleut des fleurs jaunes, un mort revient dîner. Le récit le rapporte d’un ton égal, de García Márquez à Toni Morrison.',
        },
        {
          id: 'fabulism',
          name: 'Fabulisme',
          description:
            'Des éléments de conte et de fable s’invitent dans un décor contemporain (une femme devient renard, une ville oublie) et l’étrangeté fonctionne comme une métaphore.',
        },
        {
          id: 'fable',
          name: 'Fable',
          description:
            'Un récit bref et stylisé, souvent peuplé d’animaux ou de figures types, qui conduit à une morale ou à une vérité sur la nature humaine.',
        },
        {
          id: 'parable',
          name: 'Parabole',
          description:
            'Un récit bref et dépouillé, aux personnages humains, dont le sens caché conduit à une leçon morale ou spirituelle, des Évangiles aux paraboles de Kafka.',
        },
        {
          id: 'original-fairy-tale',
          name: 'Conte merveilleux',
          description:
            'Un conte de fées inventé de toutes pièces, avec ses royaumes lointains, ses épreuves par trois et sa magie acceptée sans question, pour des lecteurs d’aujourd’hui, comme Stardust de Neil Gaiman.',
        },
        {
          id: 'allegory',
          name: 'Allégorie',
          description:
            'Chaque personnage, chaque lieu et chaque événement représente autre chose (une idée, un régime, une vertu), si bien que l’histoire se lit à deux niveaux.',
        },
        {
          id: 'mythpunk',
          name: 'Mythpunk',
          description:
            'Mythes et contes de fées démontés puis recomposés dans une langue poétique et une structure éclatée, souvent pour donner voix aux marges ; le terme vient de Catherynne M. Valente.',
        },
      ],
    },
    {
      id: 'speculative-blends',
      name: 'Croisements de genres',
      description:
        'Quand la fantasy rencontre la SF, le western ou les super-héros pour inventer autre chose.',
      genres: [
        {
          id: 'science-fantasy',
          name: 'Science fantasy',
          description:
            'Magie et technologie coexistent sans que l’une explique l’autre : vaisseaux et sorciers, télépathes et dieux, dans des univers qui ignorent les frontières de genre.',
        },
        {
          id: 'space-fantasy',
          name: 'Space fantasy',
          description:
            'L’imagerie du space opera au service d’une histoire de fantasy : ordres mystiques, pouvoirs quasi magiques et destinées cosmiques, à la façon de Star Wars.',
        },
        {
          id: 'sword-and-planet',
          name: 'Sword and planet',
          description:
            'Un Terrien projeté sur une planète exotique y manie l’épée parmi princesses, monstres et cités antiques, dans la tradition du cycle de Mars d’Edgar Rice Burroughs.',
        },
        {
          id: 'dying-earth',
          name: 'Terre mourante',
          description:
            'Sous un soleil rouge qui s’éteint, une Terre épuisée où la science est devenue magie et où d’étranges civilisations jettent leurs derniers feux.',
        },
        {
          id: 'weird-western',
          name: 'Weird western',
          description:
            'Le western croisé avec le surnaturel ou la SF : pistoleros chasseurs de démons, villes minières hantées et machines impossibles dans l’Ouest sauvage.',
        },
        {
          id: 'superhero-fiction',
          name: 'Super-héros',
          description:
            'Des êtres dotés de pouvoirs (justiciers, criminels ou simples citoyens) dans un monde qui doit vivre avec eux ; double vie, responsabilité et abus de puissance.',
          aliases: ['superhéros', 'roman de super-héros'],
        },
        {
          id: 'psi-fiction',
          name: 'Pouvoirs psychiques',
          description:
            'Télépathie, télékinésie, précognition : des personnages aux facultés mentales hors norme, traqués, exploités ou craints par la société.',
        },
      ],
    },
    {
      id: 'speculative-futurisms',
      name: 'Futurismes et mouvements',
      description:
        'Des courants qui réimaginent l’avenir depuis des cultures, des identités ou des espoirs longtemps tenus à l’écart.',
      genres: [
        {
          id: 'afrofuturism',
          name: 'Afrofuturisme',
          description:
            'Les expériences et les cultures de la diaspora africaine projetées dans le futur ou le cosmos, là où se croisent technologie, mémoire de l’esclavage et émancipation.',
        },
        {
          id: 'africanfuturism',
          name: 'Africanfuturisme',
          description:
            'Un futur ancré en Afrique même, dans ses langues, ses villes et ses traditions, sans passer par le regard occidental ; un terme proposé par Nnedi Okorafor.',
        },
        {
          id: 'indigenous-futurism',
          name: 'Futurisme autochtone',
          description:
            'Des auteurs autochtones imaginent l’avenir à partir de leurs savoirs, de leur lien à la terre et de leur survie à la colonisation.',
        },
        {
          id: 'latinofuturism',
          name: 'Latinofuturisme',
          description:
            'Les cultures latino-américaines projetées dans le futur : frontières, migrations, syncrétismes et technologies réinventées, du Mexique à la Patagonie.',
        },
        {
          id: 'hopepunk',
          name: 'Hopepunk',
          description:
            'Choisir la bienveillance et l’entraide comme actes de résistance dans un monde dur ; l’espoir n’y est pas naïf, il se défend.',
        },
        {
          id: 'queer-speculative-fiction',
          name: 'Imaginaire queer',
          description:
            'Des mondes qui réinventent le genre, le désir et la famille, où les identités queer sont au centre plutôt qu’à la marge.',
        },
      ],
    },
    {
      id: 'speculative-beyond',
      name: 'Rêves, mort et au-delà',
      description:
        'Des récits aux frontières de la conscience et de la vie : rêves, vies successives et zones intermédiaires.',
      genres: [
        {
          id: 'afterlife-fiction',
          name: 'Récit de l’au-delà',
          description:
            'Le héros est mort et l’histoire continue : purgatoire, paradis administratif, fantôme qui observe les vivants ou dernière chance à saisir.',
        },
        {
          id: 'dream-fiction',
          name: 'Récit onirique',
          description:
            'Le rêve devient un territoire : rêveurs lucides, frontière floue entre sommeil et veille, mondes partagés où l’on peut agir ou se perdre.',
        },
        {
          id: 'reincarnation-fiction',
          name: 'Réincarnation',
          description:
            'Une âme traverse plusieurs vies et plusieurs époques, avec des souvenirs d’existences passées, des dettes à solder et des amours qui se retrouvent.',
        },
        {
          id: 'visionary-fiction',
          name: 'Fiction visionnaire',
          description:
            'Un éveil spirituel ou une expansion de la conscience est le véritable enjeu, et le récit suit une transformation intérieure aux échos mystiques.',
        },
        {
          id: 'liminal-fiction',
          name: 'Fiction liminale',
          description:
            'Couloirs vides, hôtels sans fin, gares la nuit : des lieux de passage devenus des mondes à part, où le temps et l’identité vacillent.',
        },
        {
          id: 'metaphysical-fiction',
          name: 'Fiction métaphysique',
          description:
            'Labyrinthes, bibliothèques infinies et doubles : le récit met en jeu le temps, l’identité et la nature du réel, dans le sillage de Borges.',
        },
      ],
    },
  ],
};
