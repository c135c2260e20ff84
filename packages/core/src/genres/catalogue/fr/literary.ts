import type { Category } from '../types';

export const literary: Category = {
  id: 'literary',
  name: 'Littérature générale',
  description:
    'Le roman qui privilégie la langue, la profondeur des personnages et le regard sur le monde, des grandes formes classiques aux écritures de soi et aux expérimentations.',
  subcategories: [
    {
      id: 'literary-novel-forms',
      name: 'Formes romanesques',
      description:
        'Les grandes formes du roman littéraire, définies par leur manière de raconter plus que par leur sujet.',
      genres: [
        {
          id: 'psychological-novel',
          name: 'Roman psychologique',
          description:
            'L’intrigue naît des mouvements intérieurs des personnages : désirs, doutes, contradictions. Le drame se joue dans la conscience autant que dans les actes.',
        },
        {
          id: 'novel-of-ideas',
          name: 'Roman d’idées',
          description:
            'Des personnages incarnent des visions du monde qui s’affrontent ; l’histoire met à l’épreuve une question morale, politique ou philosophique sans la trancher trop vite.',
        },
        {
          id: 'roman-a-clef',
          name: 'Roman à clés',
          description:
            'Des personnes réelles, célèbres ou proches de l’auteur, se cachent sous des noms d’emprunt ; le plaisir tient au jeu des identifications et au scandale possible.',
          aliases: ['roman à clef'],
        },
        {
          id: 'novel-of-manners',
          name: 'Roman de mœurs',
          description:
            'Peinture minutieuse d’un milieu social, de ses codes, de ses ambitions et de ses hypocrisies, dans la lignée de Balzac, de Flaubert ou d’Edith Wharton.',
        },
        {
          id: 'intimist-novel',
          name: 'Roman intimiste',
          description:
            'Une histoire à hauteur de vie quotidienne, centrée sur quelques personnages, leurs liens et leurs silences ; la force tient aux détails et à la justesse des émotions.',
        },
        {
          id: 'epistolary-novel',
          name: 'Roman épistolaire',
          description:
            'Le récit avance par lettres, courriels ou messages échangés ; le lecteur reconstitue l’histoire entre les lignes, dans l’écart entre ce que chacun écrit et ce qu’il tait.',
        },
        {
          id: 'choral-novel',
          name: 'Roman choral',
          description:
            'Plusieurs narrateurs se relaient pour raconter un même événement ou une même communauté ; leurs voix se répondent, se contredisent et composent un tableau d’ensemble.',
          aliases: ['roman polyphonique'],
        },
        {
          id: 'novella',
          name: 'Court roman',
          description:
            'Un récit resserré, entre la nouvelle et le roman, qui suit une seule ligne dramatique jusqu’à son point de rupture, sans digression.',
          aliases: ['novella'],
        },
        {
          id: 'short-story-collection',
          name: 'Recueil de nouvelles',
          description:
            'Des histoires brèves et autonomes, reliées par un thème, un lieu ou un ton ; chacune repose sur une situation forte et une chute ou une révélation.',
        },
      ],
    },
    {
      id: 'literary-life-writing',
      name: 'Écritures de soi',
      description:
        'Des fictions qui empruntent les formes de l’autobiographie, du journal ou du témoignage pour brouiller la frontière entre vécu et invention.',
      genres: [
        {
          id: 'autofiction',
          name: 'Autofiction',
          description:
            'L’auteur se met en scène sous son propre nom ou presque et romance sa vie ; le pacte avec le lecteur joue sur l’ambiguïté entre confession et invention.',
        },
        {
          id: 'fictional-autobiography',
          name: 'Autobiographie fictive',
          description:
            'Un personnage inventé raconte sa vie à la première personne, de l’enfance à l’âge mûr, avec la sincérité apparente et les angles morts d’un vrai mémorialiste.',
        },
        {
          id: 'diary-novel',
          name: 'Journal intime fictif',
          description:
            'Le roman prend la forme des carnets d’un personnage ; les dates, les ellipses et les aveux progressifs créent une intimité immédiate et un suspense discret.',
        },
        {
          id: 'confessional-novel',
          name: 'Roman-confession',
          description:
            'Un narrateur s’adresse au lecteur pour avouer une faute, une obsession ou une honte ; la tension naît de ce qu’il révèle, de ce qu’il justifie et de ce qu’il dissimule encore.',
        },
        {
          id: 'nonfiction-novel',
          name: 'Roman de non-fiction',
          description:
            'Un fait réel, souvent un drame ou un destin singulier, raconté avec les outils du roman après une longue enquête, à la manière de Capote ou de Carrère.',
        },
        {
          id: 'childhood-narrative',
          name: 'Récit d’enfance',
          description:
            'Un adulte revisite ses jeunes années, les lieux, les peurs et les émerveillements de l’enfance ; la mémoire reconstitue un monde disparu avec ses lacunes et sa tendresse.',
        },
        {
          id: 'grief-novel',
          name: 'Récit de deuil',
          description:
            'Le livre accompagne un personnage après la perte d’un proche, entre sidération, souvenirs et lente reconstruction ; l’écriture elle-même devient un travail de deuil.',
        },
        {
          id: 'illness-narrative',
          name: 'Récit de maladie',
          description:
            'La maladie, physique ou mentale, bouleverse une vie et la façon de la raconter ; le récit explore le corps, le soin, la peur et ce qui résiste malgré tout.',
        },
        {
          id: 'kunstlerroman',
          name: 'Roman de l’artiste',
          description:
            'Le parcours d’un peintre, d’un musicien ou d’un écrivain vers sa vocation, ses sacrifices et son œuvre ; la création est à la fois le sujet et l’enjeu du livre.',
          aliases: ['Künstlerroman'],
        },
      ],
    },
    {
      id: 'literary-experimental',
      name: 'Écritures expérimentales',
      description:
        'Des romans qui interrogent la forme même du récit : structure, langue, point de vue et rôle du lecteur deviennent terrains de jeu.',
      genres: [
        {
          id: 'nouveau-roman',
          name: 'Nouveau roman',
          description:
            'Héritier de Robbe-Grillet et de Nathalie Sarraute, il renonce à l’intrigue et au personnage traditionnels au profit des objets, des perceptions et des variations du regard.',
        },
        {
          id: 'metafiction',
          name: 'Métafiction',
          description:
            'Le roman se regarde écrire : narrateur qui commente son propre récit, auteur qui entre en scène, personnages conscients d’être inventés.',
        },
        {
          id: 'constrained-writing',
          name: 'Écriture à contraintes',
          description:
            'Dans l’esprit de l’Oulipo, une règle formelle, lipogramme, combinatoire ou structure mathématique, gouverne le texte et devient moteur d’invention.',
        },
        {
          id: 'fragmentary-novel',
          name: 'Roman fragmentaire',
          description:
            'Le récit se construit par éclats, notes, listes et paragraphes isolés ; les blancs entre les fragments comptent autant que le texte.',
        },
        {
          id: 'stream-of-consciousness-novel',
          name: 'Roman du flux de conscience',
          description:
            'Le monologue intérieur restitue le courant des pensées d’un personnage, sans filtre ni ordre logique, à la manière de Joyce ou de Virginia Woolf.',
          aliases: ['monologue intérieur'],
        },
        {
          id: 'lyrical-novel',
          name: 'Roman poétique',
          description:
            'La musique de la langue, les images et le rythme priment sur l’intrigue ; le récit avance par motifs et sensations plus que par péripéties.',
        },
        {
          id: 'verse-novel',
          name: 'Roman en vers',
          description:
            'Une histoire complète racontée en poèmes ou en vers libres ; chaque page condense une scène ou une émotion, et les blancs donnent le tempo.',
        },
        {
          id: 'flash-fiction',
          name: 'Microfiction',
          description:
            'Des récits de quelques lignes à une page, qui suggèrent une histoire entière par un détail, une ellipse ou une chute fulgurante.',
          aliases: ['micronouvelle', 'flash fiction'],
        },
        {
          id: 'postmodern-novel',
          name: 'Roman postmoderne',
          description:
            'Jeux de références, mélange du savant et du populaire, ironie et labyrinthes narratifs : le roman se méfie des grands récits et s’amuse de ses propres codes.',
        },
      ],
    },
    {
      id: 'literary-movements',
      name: 'Courants et mouvements',
      description:
        'Des manières d’écrire nées d’une époque ou d’une école, dont les principes peuvent toujours nourrir un roman d’aujourd’hui.',
      genres: [
        {
          id: 'realist-novel',
          name: 'Roman réaliste',
          description:
            'Représentation fidèle de la société et de la vie ordinaire, attentive aux milieux, à l’argent et aux déterminismes sociaux, dans la tradition de Balzac et de Tolstoï.',
        },
        {
          id: 'naturalist-novel',
          name: 'Roman naturaliste',
          description:
            'Dans le sillage de Zola, il observe ses personnages comme un savant, soumis à l’hérédité, au milieu et à la misère, sans rien épargner de la dureté du réel.',
        },
        {
          id: 'modernist-novel',
          name: 'Roman moderniste',
          description:
            'Rupture avec le récit linéaire du XIXe siècle : temps éclaté, subjectivité, perception fragmentée de la ville moderne, dans l’esprit de Woolf, de Proust ou de Faulkner.',
        },
        {
          id: 'existentialist-novel',
          name: 'Roman existentialiste',
          description:
            'Un personnage confronté à l’absurde, à la liberté et à la responsabilité de ses choix, dans un monde sans sens donné d’avance, à la manière de Camus ou de Sartre.',
        },
        {
          id: 'decadent-novel',
          name: 'Roman décadent',
          description:
            'Dans le sillage de Huysmans, de Wilde ou de D’Annunzio, un esthète raffiné et las du monde cultive l’artifice, les plaisirs rares et le goût de la chute.',
        },
        {
          id: 'dirty-realism',
          name: 'Réalisme sale',
          description:
            'Dans le sillage de Carver et de Bukowski, des vies modestes racontées dans une langue sèche et minimaliste : petits boulots, alcool, couples usés, espoirs ténus.',
        },
        {
          id: 'beat-novel',
          name: 'Roman beat',
          description:
            'Errance, jazz, drogues et quête spirituelle : une prose spontanée et rythmée, héritée de Kerouac, qui célèbre la liberté en marge de la société bien-pensante.',
        },
        {
          id: 'latin-american-boom-novel',
          name: 'Roman du boom latino-américain',
          description:
            'Des fresques ambitieuses et formellement audacieuses dans la lignée de García Márquez, Vargas Llosa ou Cortázar, où l’histoire d’un continent se mêle au mythe.',
        },
      ],
    },
    {
      id: 'literary-place-and-exile',
      name: 'Territoires et exils',
      description:
        'Des romans profondément liés à un lieu, à une terre perdue ou à une frontière, où le paysage et l’histoire façonnent les destins.',
      genres: [
        {
          id: 'postcolonial-novel',
          name: 'Roman postcolonial',
          description:
            'Des récits venus des anciens pays colonisés et de leurs diasporas, qui interrogent la domination, la langue, l’identité et la mémoire de la colonisation.',
        },
        {
          id: 'mountain-novel',
          name: 'Roman de montagne',
          description:
            'Alpages, sommets et villages isolés : la montagne façonne des vies rudes et silencieuses, entre amitiés taiseuses, transmission et appel des hauteurs.',
        },
        {
          id: 'border-novel',
          name: 'Roman de la frontière',
          description:
            'Des vies prises entre deux pays, deux langues et deux lois, autour d’une ligne qu’on franchit, qu’on surveille ou qu’on rêve d’effacer.',
        },
        {
          id: 'nature-writing',
          name: 'Nature writing',
          description:
            'Les personnages vivent au contact de la forêt, des rivières ou des grands espaces, et le paysage devient un protagoniste à part entière, dans la tradition de Thoreau.',
        },
        {
          id: 'exile-novel',
          name: 'Roman de l’exil',
          description:
            'Chassé de son pays par la guerre ou la dictature, un personnage tente de vivre ailleurs, partagé entre nostalgie, culpabilité et reconstruction.',
        },
        {
          id: 'dictator-novel',
          name: 'Roman du dictateur',
          description:
            'Tradition latino-américaine qui met en scène un tyran, sa cour et son peuple pour démonter les mécanismes du pouvoir absolu, entre grotesque et tragédie.',
        },
        {
          id: 'indigenous-novel',
          name: 'Roman autochtone',
          description:
            'Des voix amérindiennes, aborigènes ou d’autres peuples premiers racontent le lien à la terre, la mémoire des ancêtres et les blessures de la dépossession.',
        },
      ],
    },
  ],
};
