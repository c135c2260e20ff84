import type { Category } from '../types';

export const contemporary: Category = {
  id: 'contemporary',
  name: 'Littérature contemporaine et sociale',
  description:
    'Des histoires ancrées dans le monde d’aujourd’hui : familles, âges de la vie, travail, communautés et grandes questions de société.',
  subcategories: [
    {
      id: 'contemporary-family',
      name: 'Famille et couple',
      description:
        'Les liens du sang et l’amour au long cours, avec leurs héritages, leurs blessures et leurs réconciliations.',
      genres: [
        {
          id: 'family-saga',
          name: 'Saga familiale',
          description:
            'Plusieurs générations d’une même famille, souvent jusqu’à nos jours, avec ses fortunes, ses rivalités et ses secrets, sur fond de monde qui change.',
        },
        {
          id: 'family-drama',
          name: 'Drame familial',
          description:
            'Un décès, un héritage ou un retour réunit une famille et fait remonter les vieilles tensions ; chacun doit affronter ce qui n’a jamais été dit.',
        },
        {
          id: 'marriage-novel',
          name: 'Roman de couple',
          description:
            'L’histoire d’un couple au fil des années, de l’élan des débuts à l’usure, aux crises et au choix de rester ou de partir.',
        },
        {
          id: 'sibling-novel',
          name: 'Roman de fratrie',
          description:
            'Frères et sœurs liés par une enfance commune et séparés par des choix opposés ; rivalités, loyautés et réconciliations rythment leur histoire.',
        },
        {
          id: 'motherhood-novel',
          name: 'Roman de la maternité',
          description:
            'Devenir mère, le désirer ou le refuser : le récit explore l’envie d’enfant, l’ambivalence, la transmission et la place qui reste pour soi.',
        },
        {
          id: 'fatherhood-novel',
          name: 'Roman de la paternité',
          description:
            'Un père face à son enfant, à son propre père ou à son absence ; le récit interroge la transmission, l’autorité et la tendresse masculine.',
        },
        {
          id: 'blended-family-novel',
          name: 'Roman de famille recomposée',
          description:
            'Beaux-parents, demi-frères et gardes alternées : une nouvelle famille tente de trouver son équilibre entre loyautés anciennes et liens à inventer.',
        },
        {
          id: 'adoption-novel',
          name: 'Roman de l’adoption',
          description:
            'Un enfant adopté, devenu adulte ou non, part en quête de ses origines, tandis que parents de naissance et parents adoptifs se disputent sa loyauté.',
        },
      ],
    },
    {
      id: 'contemporary-life-stages',
      name: 'Âges de la vie',
      description:
        'Les passages qui transforment une existence, de la jeunesse et des études à la crise du milieu de vie et au grand âge.',
      genres: [
        {
          id: 'coming-of-age-novel',
          name: 'Roman d’apprentissage',
          description:
            'Un jeune personnage se confronte au monde, à l’amour, à l’échec et à lui-même, et en sort transformé : le récit suit la formation d’une conscience.',
          aliases: ['roman de formation', 'roman initiatique', 'bildungsroman'],
        },
        {
          id: 'campus-novel',
          name: 'Roman de campus',
          description:
            'L’université comme microcosme : étudiants, professeurs, rivalités intellectuelles, amours et ambitions dans un monde clos qui a ses propres règles.',
        },
        {
          id: 'boarding-school-novel',
          name: 'Roman de pensionnat',
          description:
            'Dortoirs, règlements et amitiés intenses : loin de leur famille, des jeunes gens vivent leurs premières loyautés et leurs premières trahisons dans une institution close.',
        },
        {
          id: 'quarter-life-novel',
          name: 'Roman de la vingtaine',
          description:
            'Études finies, vie d’adulte encore floue : des jeunes gens cherchent un métier, un amour et un sens, entre colocations, précarité et vertige des possibles.',
        },
        {
          id: 'midlife-crisis-novel',
          name: 'Roman de la crise de la quarantaine',
          description:
            'Au milieu de sa vie, un personnage remet tout en question, couple, travail, désirs, et tente un virage au risque de tout perdre.',
        },
        {
          id: 'later-life-novel',
          name: 'Roman du grand âge',
          description:
            'La vieillesse vue de l’intérieur : mémoire, corps qui lâche, solitude, mais aussi liberté nouvelle, amours tardives et bilan d’une vie.',
        },
        {
          id: 'intergenerational-novel',
          name: 'Roman intergénérationnel',
          description:
            'La rencontre improbable d’un jeune et d’une personne âgée, parents ou inconnus, qui s’apprennent mutuellement à vivre.',
        },
      ],
    },
    {
      id: 'contemporary-society',
      name: 'Société et engagement',
      description:
        'Des romans qui prennent le pouls de la société, de ses fractures et de ses luttes, à travers des destins individuels.',
      genres: [
        {
          id: 'social-novel',
          name: 'Roman social',
          description:
            'Des personnages saisis dans leur condition sociale, face à l’injustice, à la précarité ou au déclassement ; l’intime révèle les rouages de la société.',
        },
        {
          id: 'political-novel',
          name: 'Roman politique',
          description:
            'Campagnes, partis, coulisses du pouvoir ou militantisme : le récit explore les ambitions, les compromis et le prix moral de l’action publique.',
        },
        {
          id: 'working-class-novel',
          name: 'Roman ouvrier',
          description:
            'La vie à l’usine, sur le chantier ou à l’entrepôt : la fierté et l’épuisement du travail manuel, les grèves et la solidarité d’une classe sociale.',
        },
        {
          id: 'inner-city-novel',
          name: 'Roman de banlieue',
          description:
            'La vie des cités et des quartiers populaires racontée de l’intérieur : débrouille, amitiés, violence, contrôles de police et rêves d’ailleurs.',
        },
        {
          id: 'protest-novel',
          name: 'Roman engagé',
          description:
            'L’écrivain prend parti contre une injustice précise, racisme, guerre ou exploitation, et fait du récit une arme pour éveiller les consciences.',
        },
        {
          id: 'feminist-novel',
          name: 'Roman féministe',
          description:
            'Des héroïnes aux prises avec les assignations, les violences et les inégalités de genre, qui conquièrent leur liberté ou en dénoncent l’absence.',
        },
        {
          id: 'lgbtq-fiction',
          name: 'Roman LGBTQ+',
          description:
            'Des vies lesbiennes, gays, bies, trans ou queer, leurs amours, leurs familles choisies et leurs combats, placées au cœur du récit plutôt qu’en marge.',
          aliases: ['roman queer', 'roman LGBT'],
        },
      ],
    },
    {
      id: 'contemporary-places',
      name: 'Lieux et communautés',
      description:
        'Des histoires portées par un lieu ou une communauté : la grande ville, le village, l’île, ou le passage d’un pays à un autre.',
      genres: [
        {
          id: 'city-novel',
          name: 'Roman de la ville',
          description:
            'La grande ville est le véritable personnage : ses quartiers, ses foules et ses solitudes relient une multitude de destins croisés.',
        },
        {
          id: 'small-town-novel',
          name: 'Chronique villageoise',
          description:
            'La vie d’un bourg ou d’une petite ville où tout le monde se connaît : rumeurs, rivalités, solidarités, et l’arrivée d’un étranger qui bouscule l’équilibre.',
        },
        {
          id: 'rural-novel',
          name: 'Roman de terroir',
          description:
            'La terre, les saisons et les travaux des champs rythment des vies attachées à une région, à ses traditions et à des héritages disputés.',
        },
        {
          id: 'island-novel',
          name: 'Roman insulaire',
          description:
            'Une île, isolée par la mer et le climat, concentre les passions d’une petite communauté ; chaque arrivée et chaque départ y prend la force d’un événement.',
        },
        {
          id: 'immigrant-novel',
          name: 'Roman de l’immigration',
          description:
            'Partir, arriver, s’adapter : le récit suit ceux qui quittent leur pays, entre espoir, déracinement, papiers, travail et deuxième génération.',
        },
        {
          id: 'diaspora-novel',
          name: 'Roman de la diaspora',
          description:
            'Des personnages nés loin du pays de leurs parents naviguent entre deux cultures, deux langues et des attentes familiales contradictoires.',
        },
        {
          id: 'expat-novel',
          name: 'Roman d’expatriation',
          description:
            'Installés à l’étranger pour le travail ou par choix, des expatriés découvrent une autre culture, ses malentendus, et ce qu’ils fuyaient en partant.',
        },
      ],
    },
    {
      id: 'contemporary-work',
      name: 'Mondes professionnels',
      description:
        'Des romans plongés dans un métier ou un milieu, ses coulisses, son jargon et ses rapports de force.',
      genres: [
        {
          id: 'workplace-novel',
          name: 'Roman d’entreprise',
          description:
            'Open spaces, réunions, restructurations et management toxique : le récit observe les ambitions, les humiliations et les solidarités du monde du travail.',
        },
        {
          id: 'medical-fiction',
          name: 'Roman médical',
          description:
            'Hôpital, cabinet ou service des urgences : soignants et patients font face à la maladie, aux choix éthiques et à l’épuisement, avec des vies en jeu.',
        },
        {
          id: 'sports-novel',
          name: 'Roman sportif',
          description:
            'Entraînement, compétition, blessures et esprit d’équipe : le sport révèle les caractères, les sacrifices et le prix de la victoire.',
        },
        {
          id: 'music-novel',
          name: 'Roman musical',
          description:
            'Groupes de rock, orchestres, clubs de jazz ou conservatoires : la musique, ses tournées et ses excès forment le décor et le cœur battant du récit.',
        },
        {
          id: 'art-world-novel',
          name: 'Roman du monde de l’art',
          description:
            'Galeries, ateliers, collectionneurs et faussaires : ambitions, argent et création s’entremêlent dans le milieu de l’art ancien ou contemporain.',
        },
        {
          id: 'culinary-fiction',
          name: 'Roman culinaire',
          description:
            'Cuisines de restaurant, recettes de famille et marchés : la nourriture devient le langage des émotions, de la mémoire et des liens.',
        },
        {
          id: 'show-business-novel',
          name: 'Roman du monde du spectacle',
          description:
            'Plateaux de cinéma, théâtres et télévision : la gloire, les castings, les rivalités et l’envers du décor d’un milieu obsédé par son image.',
        },
        {
          id: 'finance-novel',
          name: 'Roman de la finance',
          description:
            'Salles de marché, banques d’affaires et fortunes vite faites : l’argent, le risque et l’hubris mènent les personnages à la gloire ou à la chute.',
        },
      ],
    },
    {
      id: 'contemporary-popular',
      name: 'Fiction grand public',
      description:
        'Des romans populaires et chaleureux, écrits pour émouvoir, réconforter ou faire rêver un large lectorat.',
      genres: [
        {
          id: 'feel-good-novel',
          name: 'Roman feel-good',
          description:
            'Un personnage en panne de vie retrouve goût aux choses grâce à des rencontres, un lieu ou un projet ; bienveillance, humour et optimisme garantis.',
          aliases: ['roman doudou'],
        },
        {
          id: 'womens-fiction',
          name: 'Littérature féminine',
          description:
            'Le parcours d’une héroïne à un tournant de sa vie, entre famille, amitié, travail et amour, raconté avec émotion et un sens aigu du quotidien.',
        },
        {
          id: 'chick-lit',
          name: 'Chick lit',
          description:
            'Une jeune citadine jongle entre carrière, copines et déboires amoureux, dans un récit plein d’autodérision au ton vif et complice.',
        },
        {
          id: 'beach-read',
          name: 'Roman de l’été',
          description:
            'Un livre léger et dépaysant, souvent situé au bord de la mer ou en vacances, où amours, secrets et retrouvailles se dénouent au soleil.',
          aliases: ['roman de plage'],
        },
        {
          id: 'friendship-novel',
          name: 'Roman d’amitié',
          description:
            'Une bande d’amis ou deux amies inséparables au fil des années : l’amitié, ses serments, ses trahisons et ses retrouvailles portent tout le récit.',
        },
        {
          id: 'inspirational-fiction',
          name: 'Roman spirituel',
          description:
            'La foi, le doute ou la quête de sens guident un personnage à travers une épreuve ; le récit mise sur la transformation intérieure et l’espérance.',
        },
        {
          id: 'self-help-novel',
          name: 'Roman de développement personnel',
          description:
            'Un personnage en crise rencontre un mentor ou vit une expérience qui lui apprend, leçon après leçon, à changer de vie ; le lecteur apprend avec lui.',
        },
      ],
    },
  ],
};
