import type { Category } from '../types';

export const youngAdult: Category = {
  id: 'young-adult',
  name: 'Jeunesse et young adult',
  description:
    'Des romans pour les lecteurs de 6 à 18 ans, des premières lectures aux grandes sagas ados, où les héros ont l’âge de leur public et grandissent avec lui.',
  subcategories: [
    {
      id: 'young-adult-children',
      name: 'Romans pour enfants (6-9 ans)',
      description:
        'Des histoires courtes et vivantes pour jeunes lecteurs autonomes, avec des héros auxquels s’identifier, de l’humour, de l’aventure et une fin rassurante.',
      genres: [
        {
          id: 'chapter-book',
          name: 'Roman premières lectures',
          description:
            'Un court roman illustré, découpé en chapitres, au vocabulaire accessible, qui accompagne l’enfant dans ses premières lectures en solo.',
        },
        {
          id: 'childrens-adventure',
          name: 'Aventure jeunesse',
          description:
            'Une bande d’enfants, une île, un trésor ou un passage secret : l’aventure à hauteur d’enfant, où l’audace et l’entraide viennent à bout des dangers comme des adultes.',
        },
        {
          id: 'childrens-mystery',
          name: 'Enquête jeunesse',
          description:
            'De jeunes détectives résolvent une énigme à leur portée, vol, disparition ou message codé, grâce à l’observation, la déduction et l’amitié, comme le Club des Cinq.',
        },
        {
          id: 'animal-story',
          name: 'Histoire d’animaux',
          description:
            'Un chien fidèle, un renard rusé ou un chaton perdu : un récit où l’animal est le héros ou le compagnon, et qui parle d’amitié, de courage et de respect du vivant.',
        },
        {
          id: 'pony-story',
          name: 'Histoire de chevaux',
          description:
            'Un centre équestre, une jument rebelle, un concours à gagner : le lien entre un enfant et son cheval, fait de patience, de responsabilité et de complicité.',
        },
        {
          id: 'childrens-family-story',
          name: 'Roman de famille jeunesse',
          description:
            'Frères et sœurs, grands-parents, déménagement ou nouveau bébé : les petits et grands événements du foyer vus par un enfant, avec tendresse et humour.',
        },
        {
          id: 'childrens-spooky-story',
          name: 'Frissons jeunesse',
          description:
            'Des histoires qui font peur juste ce qu’il faut, monstre sous le lit, maison étrange ou fantôme farceur, où le jeune héros apprend à surmonter sa frayeur.',
        },
      ],
    },
    {
      id: 'young-adult-middle-grade',
      name: 'Romans 9-12 ans',
      description:
        'Des romans plus longs et plus ambitieux pour préadolescents, qui abordent l’amitié, l’école, la famille et l’aventure avec des héros de 10 à 13 ans.',
      genres: [
        {
          id: 'middle-grade-fantasy',
          name: 'Fantasy jeunesse',
          description:
            'Un enfant découvre un monde magique, un pouvoir caché ou une prophétie qui le concerne ; l’émerveillement et la quête vont de pair avec l’apprentissage du courage.',
        },
        {
          id: 'middle-grade-science-fiction',
          name: 'Science-fiction jeunesse',
          description:
            'Robots, voyages dans l’espace ou inventions qui tournent mal : la science-fiction à la portée des 9-12 ans, pleine de curiosité et de questions sur demain.',
        },
        {
          id: 'middle-grade-contemporary',
          name: 'Roman du quotidien 9-12 ans',
          description:
            'Amitiés qui se défont, parents qui se séparent, premier téléphone : la vie réelle des préados, racontée avec justesse et sans condescendance.',
        },
        {
          id: 'school-story',
          name: 'Histoire d’école',
          description:
            'Salle de classe, cour de récréation, maîtresse ou professeur principal : l’école comme scène de rivalités, d’amitiés, de malentendus et de petites victoires.',
        },
        {
          id: 'boarding-school-story',
          name: 'Histoire de pensionnat',
          description:
            'Dortoirs, règlements stricts, festins nocturnes et maisons rivales : loin de leurs parents, les élèves d’un internat forgent amitiés et rébellions.',
        },
        {
          id: 'summer-camp-story',
          name: 'Roman de colonie de vacances',
          description:
            'Quelques semaines loin de chez soi, au bord d’un lac ou à la montagne : jeux de piste, premières amitiés fortes, rivalités de dortoir et secrets de colo.',
        },
        {
          id: 'childrens-historical-fiction',
          name: 'Roman historique jeunesse',
          description:
            'Un enfant traverse une grande période de l’histoire, guerre, révolution ou exode, et la fait vivre de l’intérieur aux jeunes lecteurs.',
        },
        {
          id: 'illustrated-diary-novel',
          name: 'Journal illustré',
          description:
            'Le journal intime d’un collégien, truffé de dessins et de gags, qui raconte ses déboires avec un humour irrésistible, dans la veine du Journal d’un dégonflé.',
        },
      ],
    },
    {
      id: 'young-adult-contemporary',
      name: 'Young adult réaliste',
      description:
        'Les romans ados ancrés dans le monde réel : premières amours, identité, famille, réseaux sociaux et questions de société, racontés à hauteur d’adolescent.',
      genres: [
        {
          id: 'ya-contemporary',
          name: 'Young adult contemporain',
          description:
            'Un ado d’aujourd’hui affronte une année décisive, lycée, amitiés, famille, choix d’avenir, dans un récit souvent à la première personne, vif et intime.',
          aliases: ['YA contemporain'],
        },
        {
          id: 'ya-romance',
          name: 'Romance young adult',
          description:
            'Premiers émois, cœur brisé et amours lycéennes : la romance adolescente, intense et sincère, où un seul regard peut tout changer.',
          aliases: ['romance YA', 'romance ado'],
        },
        {
          id: 'ya-issue-novel',
          name: 'Roman ado de société',
          description:
            'Harcèlement, addiction, deuil, troubles alimentaires ou violences : un roman qui affronte un sujet difficile de l’adolescence avec justesse et sans moraliser.',
        },
        {
          id: 'ya-sports-novel',
          name: 'Roman sportif ado',
          description:
            'Une équipe, une compétition, un rêve de sélection : le sport comme école du dépassement, de la rivalité et de l’esprit d’équipe, sur le terrain comme dans la vie.',
        },
        {
          id: 'lgbtq-ya',
          name: 'Young adult LGBTQ+',
          description:
            'Découverte de soi, coming out, premières amours queer et familles choisies : des récits adolescents qui donnent toute leur place aux identités LGBTQ+.',
        },
        {
          id: 'ya-verse-novel',
          name: 'Roman en vers young adult',
          description:
            'Une histoire adolescente racontée en poèmes libres, courts et percutants, où les blancs de la page disent autant que les mots.',
        },
        {
          id: 'teen-diary-novel',
          name: 'Journal intime ado',
          description:
            'Une année d’adolescence racontée sous forme de journal, entre confidences, autodérision et drames du quotidien, comme le Journal secret d’Adrian Mole.',
        },
      ],
    },
    {
      id: 'young-adult-speculative',
      name: 'Imaginaire young adult',
      description:
        'Fantasy, dystopies et science-fiction pour adolescents : des mondes autres où de jeunes héros découvrent leurs pouvoirs, défient le système et trouvent leur place.',
      genres: [
        {
          id: 'ya-fantasy',
          name: 'Fantasy young adult',
          description:
            'Un adolescent élu, un royaume en guerre, une magie à maîtriser : la fantasy épique ou intime portée par une héroïne ou un héros en pleine construction.',
          aliases: ['fantasy YA', 'fantasy ado'],
        },
        {
          id: 'ya-dystopia',
          name: 'Dystopie young adult',
          description:
            'Une société autoritaire trie, surveille ou sacrifie sa jeunesse, et une adolescente se rebelle, dans la lignée de Hunger Games ou de Divergente.',
          aliases: ['dystopie YA', 'dystopie ado'],
        },
        {
          id: 'ya-science-fiction',
          name: 'Science-fiction young adult',
          description:
            'Vaisseaux, colonies lointaines, intelligences artificielles ou voyages dans le temps : la science-fiction vécue par des ados face à des choix qui les dépassent.',
        },
        {
          id: 'ya-paranormal',
          name: 'Paranormal young adult',
          description:
            'Vampires, loups-garous, anges ou médiums au lycée : le surnaturel s’invite dans la vie adolescente, souvent mêlé à un amour interdit.',
        },
        {
          id: 'ya-romantasy',
          name: 'Romantasy young adult',
          description:
            'Une histoire d’amour brûlante au cœur d’un monde de fantasy, entre cours féeriques, ennemis devenus amants et magie dangereuse, pour lecteurs ados.',
        },
        {
          id: 'ya-urban-fantasy',
          name: 'Fantasy urbaine young adult',
          description:
            'Créatures cachées dans le métro, sociétés secrètes de sorciers et chasseurs de démons : la magie tapie dans la ville d’aujourd’hui, découverte par un ado.',
        },
        {
          id: 'ya-magic-academy',
          name: 'Académie de magie young adult',
          description:
            'Une école où l’on apprend la sorcellerie, les duels ou la maîtrise des éléments, avec ses examens, ses rivalités et ses secrets enfouis sous les fondations.',
        },
        {
          id: 'ya-fairy-tale-retelling',
          name: 'Conte revisité young adult',
          description:
            'Cendrillon cyborg, Belle guerrière ou Chaperon rouge à la tête d’une révolte : un conte célèbre réinventé pour les ados, avec un regard neuf sur ses personnages.',
        },
      ],
    },
    {
      id: 'young-adult-thrills',
      name: 'Aventure, suspense et frissons ados',
      description:
        'Enquêtes, thrillers, survie et épouvante pour lecteurs adolescents : des récits haletants où de jeunes héros affrontent de vrais dangers.',
      genres: [
        {
          id: 'ya-mystery',
          name: 'Polar ado',
          description:
            'Une lycéenne enquête sur une disparition ou un meurtre que les adultes ont classé ; réseaux sociaux, secrets de lycée et podcasts deviennent ses outils d’enquête.',
        },
        {
          id: 'ya-thriller',
          name: 'Thriller young adult',
          description:
            'Un groupe d’ados piégé par un jeu, un message anonyme ou un mensonge collectif ; la tension monte, la confiance s’effrite et chacun devient suspect.',
          aliases: ['thriller YA', 'thriller ado'],
        },
        {
          id: 'ya-horror',
          name: 'Horreur young adult',
          description:
            'Maisons hantées, camps d’été sanglants ou malédictions virales : l’épouvante pensée pour les ados, où la peur rejoint souvent les angoisses de l’adolescence.',
        },
        {
          id: 'ya-survival',
          name: 'Survie young adult',
          description:
            'Un crash, une île, une forêt sans fin : des adolescents livrés à eux-mêmes doivent survivre, s’organiser et parfois s’affronter, sans adulte pour les sauver.',
        },
        {
          id: 'ya-adventure',
          name: 'Aventure young adult',
          description:
            'Voyages, quêtes et missions impossibles menés par des héros adolescents qui découvrent le monde et leurs propres limites au fil des péripéties.',
        },
        {
          id: 'ya-historical-fiction',
          name: 'Roman historique young adult',
          description:
            'Un ou une adolescente au cœur d’une époque passée, de la Rome antique à la Résistance, dont le destin personnel éclaire la grande histoire.',
        },
        {
          id: 'teen-spy-adventure',
          name: 'Espionnage ado',
          description:
            'Un adolescent recruté par les services secrets, gadgets et missions à l’appui, doit sauver le monde entre deux cours, à la manière d’Alex Rider.',
        },
      ],
    },
    {
      id: 'young-adult-tales',
      name: 'Contes et mythes pour la jeunesse',
      description:
        'Contes merveilleux, fables, mythes et légendes racontés ou revisités pour les jeunes lecteurs, entre transmission, émerveillement et malice.',
      genres: [
        {
          id: 'childrens-fairy-tale',
          name: 'Conte merveilleux jeunesse',
          description:
            'Princesses, ogres, fées et épreuves en trois temps : le conte traditionnel ou d’inspiration classique, avec sa morale, ses formules et son « il était une fois ».',
        },
        {
          id: 'fractured-fairy-tale',
          name: 'Conte détourné',
          description:
            'Le loup végétarien, la princesse qui sauve le prince : un conte connu retourné comme un gant pour faire rire, en jouant avec les attentes du jeune lecteur.',
        },
        {
          id: 'animal-fable',
          name: 'Fable animalière',
          description:
            'Des animaux qui parlent incarnent qualités et défauts humains dans un récit bref et malicieux, à la manière d’Ésope ou de La Fontaine, avec une leçon à la clé.',
        },
        {
          id: 'myths-and-legends-for-children',
          name: 'Mythes et légendes jeunesse',
          description:
            'Héros grecs, dieux nordiques, légendes arthuriennes ou récits des origines racontés aux enfants : les grands récits fondateurs rendus vivants et accessibles.',
        },
        {
          id: 'childrens-world-folk-tales',
          name: 'Contes du monde',
          description:
            'Contes populaires d’Afrique, d’Asie, des Amériques ou d’Europe : la sagesse, les ruses et les créatures de chaque culture transmises aux jeunes lecteurs.',
        },
        {
          id: 'childrens-modern-fairy-tale',
          name: 'Conte moderne jeunesse',
          description:
            'Un conte écrit aujourd’hui, avec sa magie, ses épreuves et sa portée symbolique, mais situé dans une ville moderne ou dans le quotidien d’un enfant d’aujourd’hui.',
        },
      ],
    },
  ],
};
