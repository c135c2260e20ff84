import type { Category } from '../types';

export const humour: Category = {
  id: 'humour',
  name: 'Humour et satire',
  description:
    'Des romans qui font rire, grincer ou réfléchir : comédie, satire, parodie, absurde et humour noir.',
  subcategories: [
    {
      id: 'humour-comic-fiction',
      name: 'Fiction comique',
      description:
        'Des histoires construites pour faire rire, par les situations, les personnages et le rythme.',
      genres: [
        {
          id: 'comic-novel',
          name: 'Roman comique',
          description:
            'Un héros maladroit ou excentrique enchaîne les situations cocasses ; le rire naît des caractères, du style et de l’art de la chute.',
          aliases: ['roman humoristique'],
        },
        {
          id: 'farce',
          name: 'Farce',
          description:
            'Un comique énorme et mécanique : portes qui claquent, déguisements, coups de bâton et personnages grossis jusqu’à la caricature.',
        },
        {
          id: 'bedroom-farce',
          name: 'Vaudeville',
          description:
            'Maris, épouses et amants cachés dans les placards : l’adultère et les quiproquos s’emballent jusqu’à la catastrophe finale.',
          aliases: ['comédie de boulevard'],
        },
        {
          id: 'comedy-of-errors',
          name: 'Comédie d’erreurs',
          description:
            'Jumeaux confondus, identités échangées, lettres mal adressées : une méprise initiale déclenche une cascade de malentendus de plus en plus inextricables.',
        },
        {
          id: 'comic-misadventure',
          name: 'Comédie de mésaventures',
          description:
            'Tout ce qui peut mal tourner tourne mal pour un héros ordinaire, dont la tâche la plus simple vire au désastre hilarant.',
        },
        {
          id: 'whimsical-fiction',
          name: 'Fantaisie humoristique',
          description:
            'Un humour tendre et décalé, peuplé de personnages lunaires et de petits miracles du quotidien, qui préfère le sourire à l’éclat de rire.',
        },
        {
          id: 'humorous-sketches',
          name: 'Chronique humoristique',
          description:
            'Une suite de tableaux et de scènes comiques reliés par un narrateur ou un lieu, comme un billet d’humeur devenu livre.',
        },
      ],
    },
    {
      id: 'humour-satire',
      name: 'Satire',
      description:
        'Le rire comme arme : grossir les travers d’une société, d’un pouvoir ou d’un milieu pour mieux les dénoncer.',
      genres: [
        {
          id: 'satirical-novel',
          name: 'Roman satirique',
          description:
            'Un récit qui grossit les défauts de son époque jusqu’à l’absurde, pour faire rire et dénoncer à la fois.',
        },
        {
          id: 'political-satire',
          name: 'Satire politique',
          description:
            'Dirigeants ridicules, campagnes délirantes et régimes grotesques : le pouvoir est tourné en dérision pour en révéler les mensonges.',
        },
        {
          id: 'social-satire',
          name: 'Satire sociale',
          description:
            'Les snobismes, les modes et les hypocrisies d’une classe ou d’une époque, croqués avec férocité par un observateur impitoyable.',
        },
        {
          id: 'corporate-satire',
          name: 'Satire du monde de l’entreprise',
          description:
            'Jargon managérial, réunions absurdes et séminaires de motivation : la vie de bureau poussée jusqu’au grotesque.',
        },
        {
          id: 'media-satire',
          name: 'Satire des médias',
          description:
            'Télévision, réseaux sociaux, influenceurs et rédactions en quête de buzz : la fabrique de l’information et de la célébrité passée à la moulinette.',
        },
        {
          id: 'academic-satire',
          name: 'Satire universitaire',
          description:
            'Colloques, querelles de chapelle et plans de carrière : le monde universitaire moqué pour sa vanité et ses intrigues mesquines.',
        },
        {
          id: 'religious-satire',
          name: 'Satire religieuse',
          description:
            'Clergés, sectes et dévots zélés : la religion instituée est moquée pour ses contradictions, ses abus et ses marchands du temple.',
        },
        {
          id: 'menippean-satire',
          name: 'Satire ménippée',
          description:
            'Un mélange foisonnant de récits, de dialogues et de digressions savantes qui s’en prend aux prétentions intellectuelles plutôt qu’aux individus.',
        },
        {
          id: 'satirical-imaginary-voyage',
          name: 'Voyage imaginaire satirique',
          description:
            'Un voyageur découvre des contrées inventées dont les mœurs absurdes sont le miroir des nôtres, dans la tradition de Swift et de Voltaire.',
        },
      ],
    },
    {
      id: 'humour-parody',
      name: 'Parodie et pastiche',
      description:
        'Le rire par l’imitation : singer un style, un genre ou une œuvre célèbre pour s’en moquer ou lui rendre hommage.',
      genres: [
        {
          id: 'literary-parody',
          name: 'Parodie littéraire',
          description:
            'Le style d’un auteur célèbre ou d’une école, imité et exagéré jusqu’au ridicule ; plus le lecteur connaît l’original, plus il rit.',
        },
        {
          id: 'pastiche',
          name: 'Pastiche',
          description:
            'Une imitation fidèle et affectueuse de la manière d’un auteur ou d’une époque, qui prolonge l’œuvre plus qu’elle ne s’en moque.',
        },
        {
          id: 'mock-heroic',
          name: 'Récit héroï-comique',
          description:
            'Un sujet trivial traité dans le style noble de l’épopée : une querelle de voisinage devient une guerre de Troie.',
        },
        {
          id: 'genre-parody',
          name: 'Parodie de genre',
          description:
            'Les clichés d’un genre populaire, polar, fantasy ou espionnage, accumulés et détournés jusqu’à l’absurde, avec une vraie histoire à la clé.',
        },
        {
          id: 'comic-retelling',
          name: 'Réécriture parodique',
          description:
            'Un classique de la littérature raconté à nouveau sur le mode comique : mêmes personnages, mêmes scènes, mais tout déraille.',
        },
        {
          id: 'mock-memoir',
          name: 'Fausses mémoires',
          description:
            'Les souvenirs d’un personnage imaginaire et imbu de lui-même, dont la vanité et les approximations font tout le comique.',
        },
        {
          id: 'mock-history',
          name: 'Histoire parodique',
          description:
            'L’Histoire racontée de travers : dates fausses, grands hommes ridicules et causes absurdes prêtées aux événements célèbres.',
        },
      ],
    },
    {
      id: 'humour-dark-and-absurd',
      name: 'Humour noir et absurde',
      description:
        'Rire de la mort, du malheur ou du non-sens : un comique qui dérange et déroute.',
      genres: [
        {
          id: 'black-comedy',
          name: 'Comédie noire',
          description:
            'La mort, la maladie ou la catastrophe traitées avec un humour grinçant : le rire naît de ce qui devrait faire pleurer.',
          aliases: ['humour noir'],
        },
        {
          id: 'absurd-humour',
          name: 'Humour absurde',
          description:
            'Une situation ordinaire poussée avec une logique imperturbable jusqu’à ses conséquences les plus folles, dans la veine de Raymond Devos, d’Alexandre Vialatte ou des Monty Python.',
        },
        {
          id: 'surreal-humour',
          name: 'Humour surréaliste',
          description:
            'Images incongrues, associations oniriques et métamorphoses inattendues : le comique jaillit du rêve et de l’illogisme.',
        },
        {
          id: 'literary-nonsense',
          name: 'Littérature du non-sens',
          description:
            'Jeux de mots, logique à l’envers et créatures loufoques, dans la tradition de Lewis Carroll et d’Edward Lear.',
        },
        {
          id: 'tragicomedy',
          name: 'Tragicomédie',
          description:
            'Le comique et le tragique s’entrelacent dans la même histoire : on rit des personnages jusqu’au moment où leur malheur nous rattrape.',
        },
        {
          id: 'grotesque-comedy',
          name: 'Roman grotesque',
          description:
            'Corps difformes, excès et outrances : la réalité déformée comme dans un miroir de foire, pour mieux en révéler la laideur et la cruauté.',
        },
        {
          id: 'pataphysical-fiction',
          name: 'Fiction pataphysique',
          description:
            'La science des solutions imaginaires héritée d’Alfred Jarry : des raisonnements rigoureux appliqués à des prémisses délirantes.',
        },
      ],
    },
    {
      id: 'humour-comic-traditions',
      name: 'Traditions comiques',
      description:
        'Des formes héritées de siècles de rire, du fabliau médiéval au roman picaresque et à l’humour anglais.',
      genres: [
        {
          id: 'picaresque-novel',
          name: 'Roman picaresque',
          description:
            'Un gueux rusé raconte ses tribulations de maître en maître et d’escroquerie en escroquerie ; son regard cru révèle les vices de la société.',
        },
        {
          id: 'comedy-of-manners',
          name: 'Comédie de mœurs',
          description:
            'Les usages d’une bonne société et ceux qui les transgressent, traités avec esprit et ironie ; les dialogues brillants font tout le sel de l’intrigue.',
        },
        {
          id: 'fabliau',
          name: 'Fabliau',
          description:
            'Conte comique d’origine médiévale, court et gaillard, où maris trompés, moines paillards et paysans malins se jouent les uns des autres.',
        },
        {
          id: 'rabelaisian-comedy',
          name: 'Roman rabelaisien',
          description:
            'Banquets gargantuesques, jeux de langage et érudition débridée : un comique de l’excès et de la démesure, joyeusement truculent.',
        },
        {
          id: 'quixotic-novel',
          name: 'Roman donquichottesque',
          description:
            'Un idéaliste qui voit le monde à travers ses lectures ou ses chimères se heurte au réel, dans des aventures à la fois drôles et touchantes.',
        },
        {
          id: 'shandean-novel',
          name: 'Roman digressif',
          description:
            'Un narrateur bavard ne cesse de s’égarer en digressions, retours en arrière et apartés au lecteur, dans la lignée de Sterne et de Diderot.',
        },
        {
          id: 'jewish-humour',
          name: 'Humour juif',
          description:
            'Autodérision, familles envahissantes, angoisse et sagesse mêlées : un comique mélancolique et lucide, de Sholem Aleichem à Philip Roth.',
        },
        {
          id: 'english-comic-novel',
          name: 'Humour anglais',
          description:
            'Majordomes impassibles, aristocrates étourdis et euphémismes ravageurs : le flegme et l’esprit pince-sans-rire à la manière de Wodehouse ou de Jerome K. Jerome.',
        },
      ],
    },
    {
      id: 'humour-everyday-comedy',
      name: 'Comédies du quotidien',
      description:
        'Le rire puisé dans la vie de tous les jours : famille, bureau, voisinage, voyages et petites hontes.',
      genres: [
        {
          id: 'family-comedy',
          name: 'Comédie familiale',
          description:
            'Repas de famille explosifs, mariages, héritages et vacances forcées : une tribu excentrique dont les membres s’aiment autant qu’ils s’exaspèrent.',
        },
        {
          id: 'office-comedy',
          name: 'Comédie de bureau',
          description:
            'Collègues insupportables, chef incompétent et machine à café en guise de champ de bataille : les petites guerres du travail racontées pour rire.',
        },
        {
          id: 'village-comedy',
          name: 'Comédie villageoise',
          description:
            'Un village et ses notables, le curé, le maire, l’instituteur, se déchirent pour des broutilles qui prennent des proportions épiques, comme à Clochemerle.',
        },
        {
          id: 'culture-clash-comedy',
          name: 'Comédie du choc des cultures',
          description:
            'Un personnage propulsé dans un pays, un milieu ou une famille qui n’est pas le sien accumule les impairs et les malentendus.',
        },
        {
          id: 'comic-diary',
          name: 'Journal humoristique',
          description:
            'Les carnets d’un personnage qui consigne ses résolutions, ses humiliations et ses déboires avec une sincérité désarmante, à la manière de Bridget Jones.',
        },
        {
          id: 'comic-travelogue',
          name: 'Récit de voyage humoristique',
          description:
            'Un voyageur mal préparé affronte trains en retard, guides douteux et coutumes déroutantes ; le voyage devient une suite de catastrophes drôles.',
        },
        {
          id: 'cringe-comedy',
          name: 'Comédie de la gêne',
          description:
            'Un héros s’enfonce dans des situations embarrassantes, maladresses sociales et silences pesants, jusqu’à ce que le lecteur n’ose plus regarder.',
        },
      ],
    },
  ],
};
