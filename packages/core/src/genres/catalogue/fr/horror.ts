import type { Category } from '../types';

export const horror: Category = {
  id: 'horror',
  name: 'Horreur et épouvante',
  description:
    'Des histoires qui font naître la peur et l’effroi, du frisson gothique à la terreur cosmique, en confrontant les personnages à ce qui les dépasse, les traque ou les habite.',
  subcategories: [
    {
      id: 'horror-gothic',
      name: 'Gothique et classique',
      description:
        'Châteaux en ruine, héritages maudits, savants fous et spectres d’autrefois : l’horreur née du passé, des lieux et des secrets de famille.',
      genres: [
        {
          id: 'gothic-horror',
          name: 'Horreur gothique',
          description:
            'Une demeure isolée, une héroïne prise au piège, un passé qui ronge les murs : l’effroi monte lentement entre décors sinistres, passions interdites et surnaturel diffus.',
        },
        {
          id: 'southern-gothic',
          name: 'Gothique sudiste',
          description:
            'Le Sud américain moite et décadent, ses familles déchues, sa violence raciale et ses fantômes ; le grotesque et le macabre mettent à nu les péchés d’une région.',
        },
        {
          id: 'victorian-gothic',
          name: 'Gothique victorien',
          description:
            'Brouillard londonien, asiles, séances spirites et savants ambitieux : l’épouvante d’un siècle corseté, où le surnaturel révèle ce que la respectabilité refoule.',
        },
        {
          id: 'modern-gothic',
          name: 'Gothique moderne',
          description:
            'Les codes du gothique, maison hantée par l’histoire, lignée maudite, héroïne menacée, transposés dans le monde actuel ou revisités pour interroger classe, genre et colonialisme.',
        },
        {
          id: 'classic-ghost-story',
          name: 'Histoire de fantômes classique',
          description:
            'Dans la tradition de M. R. James ou d’Henry James, un érudit, une vieille maison ou un objet ancien déclenchent une apparition suggérée plus que montrée.',
        },
        {
          id: 'mad-scientist-horror',
          name: 'Horreur du savant fou',
          description:
            'Un chercheur défie les lois de la nature et donne vie à ce qu’il ne maîtrise pas ; comme dans Frankenstein, la créature pose la question de l’orgueil humain.',
        },
      ],
    },
    {
      id: 'horror-supernatural',
      name: 'Surnaturel et occulte',
      description:
        'Fantômes, démons, malédictions et rituels : des forces venues d’ailleurs s’invitent dans le monde ordinaire et ne repartent pas sans leur dû.',
      genres: [
        {
          id: 'supernatural-horror',
          name: 'Horreur surnaturelle',
          description:
            'L’irruption d’une présence inexplicable dans une vie banale ; la peur tient autant à la menace qu’au doute sur ce que l’on voit réellement.',
        },
        {
          id: 'haunted-house',
          name: 'Maison hantée',
          description:
            'Une famille s’installe dans une maison au passé violent ; bruits, portes qui s’ouvrent et présences mènent peu à peu à la certitude que la demeure veut quelque chose.',
        },
        {
          id: 'possession-horror',
          name: 'Possession démoniaque',
          description:
            'Une entité prend le contrôle d’un corps, souvent celui d’un enfant ; prêtres, exorcistes et proches luttent pour une âme, au prix de leur propre foi.',
        },
        {
          id: 'occult-horror',
          name: 'Horreur occulte',
          description:
            'Grimoires, sociétés secrètes, pactes et invocations : des personnages jouent avec des savoirs interdits et ouvrent une porte qu’ils ne savent pas refermer.',
        },
        {
          id: 'witchcraft-horror',
          name: 'Horreur de sorcellerie',
          description:
            'Sabbats, envoûtements et sorcières vengeresses : la magie noire comme menace ancestrale, souvent liée à une persécution passée qui réclame réparation.',
        },
        {
          id: 'cursed-object-horror',
          name: 'Objet maudit',
          description:
            'Une poupée, un miroir, un tableau ou une boîte ancienne passe de main en main et apporte le malheur à chacun de ses propriétaires successifs.',
        },
        {
          id: 'paranormal-investigation-horror',
          name: 'Enquête paranormale',
          description:
            'Une équipe de chasseurs de fantômes, caméras et détecteurs en main, s’installe dans un lieu réputé hanté ; le scepticisme cède vite devant ce que les appareils enregistrent.',
        },
      ],
    },
    {
      id: 'horror-cosmic-weird',
      name: 'Horreur cosmique et étrange',
      description:
        'L’effroi devant l’immensité indifférente de l’univers, les géométries impossibles et les savoirs qui rendent fou : la peur de ce que l’esprit humain ne peut concevoir.',
      genres: [
        {
          id: 'cosmic-horror',
          name: 'Horreur cosmique',
          description:
            'L’humanité découvre son insignifiance face à des entités anciennes et incompréhensibles ; la connaissance n’apporte pas le salut, mais la folie.',
          aliases: ['horreur lovecraftienne'],
        },
        {
          id: 'cthulhu-mythos',
          name: 'Mythe de Cthulhu',
          description:
            'Des récits inscrits dans l’univers partagé de Lovecraft, avec ses Grands Anciens, le Necronomicon, Arkham et ses cultistes, revisités par de nouvelles voix.',
        },
        {
          id: 'nautical-horror',
          name: 'Horreur maritime',
          description:
            'Navires fantômes, abysses insondables et équipages isolés en pleine mer : l’océan devient le royaume de l’inconnu absolu, d’où rien ne remonte indemne.',
        },
        {
          id: 'space-horror',
          name: 'Horreur spatiale',
          description:
            'Un vaisseau isolé, une station en perdition ou une planète hostile : à des années-lumière de tout secours, l’équipage affronte une présence qu’il n’aurait jamais dû réveiller.',
        },
        {
          id: 'eco-horror',
          name: 'Horreur écologique',
          description:
            'La nature se retourne contre l’homme ou se transforme de manière inexplicable ; forêts mutantes, zones contaminées et espèces inconnues disent la peur de ce que l’on a abîmé.',
        },
        {
          id: 'archaeological-horror',
          name: 'Horreur archéologique',
          description:
            'Une fouille, une tombe ou un temple oublié libère ce qui aurait dû rester enfoui ; malédictions antiques et savoirs perdus se réveillent au contact des chercheurs.',
        },
        {
          id: 'found-document-horror',
          name: 'Horreur épistolaire',
          description:
            'L’histoire se reconstitue à partir de journaux intimes, lettres, transcriptions, courriels ou rapports retrouvés ; les lacunes entre les documents effraient autant que leur contenu.',
        },
      ],
    },
    {
      id: 'horror-folk-rural',
      name: 'Folklore, terroir et légendes',
      description:
        'L’horreur qui sort des campagnes, des traditions et des histoires qu’on se transmet, des rites païens aux légendes urbaines nées sur Internet.',
      genres: [
        {
          id: 'folk-horror',
          name: 'Folk horror',
          description:
            'Une communauté rurale fidèle à des rites anciens et un étranger qui arrive au mauvais moment : paysages, croyances païennes et sacrifice forment un piège lent et inéluctable.',
        },
        {
          id: 'backwoods-horror',
          name: 'Horreur rurale',
          description:
            'Des citadins s’aventurent dans une région reculée et tombent sur des habitants hostiles : isolement, routes perdues et violence primitive, loin de tout secours.',
        },
        {
          id: 'cryptid-horror',
          name: 'Horreur cryptozoologique',
          description:
            'Bigfoot, wendigo ou bête du Gévaudan : une créature de légende à laquelle personne ne croyait rôde dans les bois et les marais autour d’une petite communauté.',
        },
        {
          id: 'small-town-horror',
          name: 'Horreur de petite ville',
          description:
            'Une bourgade tranquille cache une malédiction, un monstre ou un pacte ; une bande d’amis ou quelques habitants lucides affrontent le mal que la ville préfère ignorer.',
        },
        {
          id: 'urban-legend-horror',
          name: 'Légende urbaine',
          description:
            'L’auto-stoppeuse fantôme, le tueur sur la banquette arrière : une histoire qu’on croyait inventée commence à se produire pour de vrai, et le bouche-à-oreille devient menace.',
        },
        {
          id: 'internet-horror',
          name: 'Creepypasta',
          description:
            'L’horreur née sur les forums et les réseaux sociaux : récits viraux à la première personne, créatures comme le Slender Man et frontière floue entre fiction partagée et témoignage.',
        },
        {
          id: 'j-horror',
          name: 'J-horror',
          description:
            'L’épouvante japonaise des yūrei aux longs cheveux, des malédictions qui se transmettent et des technologies hantées : une peur lente, froide et implacable.',
          aliases: ['horreur japonaise'],
        },
        {
          id: 'halloween-horror',
          name: 'Horreur d’Halloween',
          description:
            'Citrouilles, masques et nuit où les morts reviennent : Halloween sert de décor et de déclencheur à une nuit de terreur dans un quartier ou une petite ville.',
        },
      ],
    },
    {
      id: 'horror-creatures',
      name: 'Corps et créatures',
      description:
        'Monstres, morts-vivants, bêtes et corps qui se transforment : l’horreur devient physique et charnelle, et la menace a des crocs, des griffes ou une blouse blanche.',
      genres: [
        {
          id: 'body-horror',
          name: 'Body horror',
          description:
            'Le corps se transforme, se dégrade ou se révolte : mutations, parasites et métamorphoses traduisent des angoisses sur la maladie, l’identité et la maîtrise de soi.',
        },
        {
          id: 'creature-feature',
          name: 'Horreur de créature',
          description:
            'Un monstre, né d’une expérience, d’une autre ère ou des profondeurs, décime un groupe isolé ; survivre dépend de comprendre la bête avant qu’il ne soit trop tard.',
        },
        {
          id: 'zombie-horror',
          name: 'Roman de zombies',
          description:
            'Les morts se relèvent et dévorent les vivants ; au-delà du carnage, le récit observe comment les survivants, entre barricades et trahisons, gardent ou perdent leur humanité.',
        },
        {
          id: 'vampire-horror',
          name: 'Horreur vampirique',
          description:
            'Le vampire en prédateur plutôt qu’en amant : une soif de sang qui contamine une ville, une famille ou une victime fascinée par son bourreau.',
        },
        {
          id: 'werewolf-horror',
          name: 'Roman de loups-garous',
          description:
            'La pleine lune, la morsure, la bête qui s’éveille : un récit de métamorphose où l’humain lutte contre sa propre sauvagerie et contre ceux qui le traquent.',
        },
        {
          id: 'medical-horror',
          name: 'Horreur médicale',
          description:
            'Hôpitaux désertés, chirurgiens dévoyés et expériences interdites : l’endroit censé guérir devient celui où l’on perd le contrôle de son propre corps.',
        },
        {
          id: 'animal-attack-horror',
          name: 'Horreur animale',
          description:
            'Requins, meutes de loups, oiseaux ou insectes : des animaux bien réels se mettent à traquer les humains, et la nature rappelle brutalement qui est la proie.',
        },
      ],
    },
    {
      id: 'horror-mind',
      name: 'Horreur de l’esprit',
      description:
        'La peur qui vient de l’intérieur : folie, deuil, isolement et perceptions faussées, où le lecteur ne sait plus si la menace est réelle ou imaginée.',
      genres: [
        {
          id: 'psychological-horror',
          name: 'Horreur psychologique',
          description:
            'L’épouvante se loge dans l’esprit d’un personnage qui vacille ; hallucinations, paranoïa et culpabilité brouillent la frontière entre surnaturel et folie.',
        },
        {
          id: 'quiet-horror',
          name: 'Horreur feutrée',
          description:
            'Ni gore ni monstre montré : l’angoisse s’installe par l’atmosphère, les détails qui clochent et ce qui reste hors champ, jusqu’à un malaise qui persiste après la lecture.',
        },
        {
          id: 'isolation-horror',
          name: 'Horreur de l’isolement',
          description:
            'Un hôtel fermé pour l’hiver, un phare, une station polaire : coupés du monde, les personnages voient l’enfermement et la solitude réveiller leurs pires démons.',
        },
        {
          id: 'grief-horror',
          name: 'Horreur du deuil',
          description:
            'La perte d’un proche ouvre une brèche par laquelle s’engouffre l’horreur ; le monstre est aussi la métaphore d’un chagrin impossible à traverser.',
        },
        {
          id: 'asylum-horror',
          name: 'Horreur asilaire',
          description:
            'Un hôpital psychiatrique, abandonné ou en activité, où patients et soignants ne sont pas ce qu’ils paraissent ; la folie, l’enfermement et les traitements d’antan hantent les murs.',
        },
        {
          id: 'evil-child-horror',
          name: 'Enfant maléfique',
          description:
            'Un enfant en apparence innocent devient source de menace ; l’amour parental se heurte à l’indicible, et personne ne veut croire ce que voit le narrateur.',
        },
      ],
    },
    {
      id: 'horror-slasher-gore',
      name: 'Slasher et gore',
      description:
        'L’horreur frontale : tueurs masqués, survivants traqués et violence graphique assumée, du jeu de massacre codifié aux expériences les plus extrêmes.',
      genres: [
        {
          id: 'slasher',
          name: 'Slasher',
          description:
            'Un tueur masqué élimine un à un les membres d’un groupe, souvent des adolescents ; les règles du genre, les fausses alertes et la dernière survivante rythment le massacre.',
        },
        {
          id: 'splatterpunk',
          name: 'Splatterpunk',
          description:
            'Le mouvement des années 1980 qui a fait sauter les tabous : gore explicite, sexualité et transgression revendiquées, avec une charge souvent satirique ou sociale.',
        },
        {
          id: 'extreme-horror',
          name: 'Horreur extrême',
          description:
            'L’horreur qui repousse les limites du supportable : tortures, cruauté et dégradation décrites sans fard, pour provoquer le lecteur et sonder le pire de l’humain.',
        },
        {
          id: 'survival-horror',
          name: 'Horreur de survie',
          description:
            'Un groupe piégé face à une menace implacable, avec peu de ressources et aucune aide à attendre ; chaque décision peut coûter une vie, et tous n’en sortiront pas.',
        },
        {
          id: 'cannibal-horror',
          name: 'Horreur cannibale',
          description:
            'Des voyageurs égarés, une famille isolée ou une communauté fermée : le tabou ultime de la chair humaine, entre survie, folie et rituel.',
        },
        {
          id: 'grand-guignol',
          name: 'Grand-guignol',
          description:
            'Dans l’esprit du célèbre théâtre parisien : meurtres spectaculaires, supplices et sang à profusion, mis en scène comme un numéro macabre et outrancier.',
        },
      ],
    },
  ],
};
