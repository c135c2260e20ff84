import type { Category } from '../types';

export const romance: Category = {
  id: 'romance',
  name: 'Romance',
  description:
    'Stories centered on a love relationship and a satisfying ending, from contemporary to historical, sweet to explicit, realistic to paranormal.',
  subcategories: [
    {
      id: 'romance-contemporary',
      name: 'Contemporary settings',
      description: 'Love stories set in today’s world, in every setting and walk of life.',
      genres: [
        {
          id: 'contemporary-romance',
          name: 'Contemporary romance',
          description:
            'Two present-day characters meet, clash and learn to love each other; the obstacles are personal or social, and the ending is happy.',
        },
        {
          id: 'small-town-romance',
          name: 'Small-town romance',
          description:
            'A homecoming or a move to a picturesque small town, where the community, its shops and its gossip all play cupid.',
        },
        {
          id: 'billionaire-romance',
          name: 'Billionaire romance',
          description:
            'A fabulously wealthy hero or heroine and an ordinary partner; the class gap, power and luxury feed both desire and misunderstanding.',
        },
        {
          id: 'royal-romance',
          name: 'Royal romance',
          description:
            'A prince, princess or heir to a real or invented throne falls for a commoner, in defiance of protocol and the press.',
        },
        {
          id: 'sports-romance',
          name: 'Sports romance',
          description:
            'Hockey player, footballer or racing driver: the passion of the game, fame and competitive pressure complicate a love story.',
        },
        {
          id: 'military-romance',
          name: 'Military romance',
          description:
            'A soldier, pilot or marine between deployments, absences and hard homecomings; love must survive danger and invisible wounds.',
        },
        {
          id: 'rock-star-romance',
          name: 'Rock star romance',
          description:
            'A music star and an ordinary person amid tours, paparazzi and excess, with fame putting love to the test.',
        },
        {
          id: 'medical-romance',
          name: 'Medical romance',
          description:
            'Doctors, nurses and paramedics fall in love between shifts, with the hospital supplying urgency, dilemmas and close quarters.',
        },
        {
          id: 'christmas-romance',
          name: 'Christmas romance',
          description:
            'Snow, Christmas markets and family gatherings: holiday magic brings together two people who had stopped hoping.',
        },
        {
          id: 'mafia-romance',
          name: 'Mafia romance',
          description:
            'The heir to a crime family and a heroine drawn into his world; loyalty, danger and forbidden passion mix in a dark love story.',
        },
      ],
    },
    {
      id: 'romance-heat-levels',
      name: 'Heat levels',
      description:
        'Romance sorted by heat and darkness, from sweet, closed-door stories to erotica.',
      genres: [
        {
          id: 'sweet-romance',
          name: 'Sweet romance',
          description:
            'A closed-door love story where the tension comes from glances and feelings rather than explicit scenes.',
          aliases: ['clean romance'],
        },
        {
          id: 'steamy-romance',
          name: 'Steamy romance',
          description:
            'A love story where desire takes center stage, with open-door intimate scenes that move the relationship forward.',
          aliases: ['spicy romance'],
        },
        {
          id: 'erotic-romance',
          name: 'Erotic romance',
          description:
            'Sex is central to the relationship and how it grows, leading to a committed ending; an exploration of desire, limits and trust.',
        },
        {
          id: 'erotica',
          name: 'Erotica',
          description:
            'Desire and sexual exploration are the very subject of the story, with no requirement for a happy ending or a lasting relationship.',
        },
        {
          id: 'dark-romance',
          name: 'Dark romance',
          description:
            'Romance with dark themes, obsession, violence and a morally gray love interest, exploring the troubling edges of desire; content warnings expected.',
        },
        {
          id: 'new-romance',
          name: 'New adult romance',
          description:
            'Heroes aged 18 to 25, often at college, live their first all-consuming love stories, intense and steamy, between past wounds and independence.',
          aliases: ['NA romance'],
        },
      ],
    },
    {
      id: 'romance-period',
      name: 'Period romance',
      description:
        'Love stories set in the past, where the social conventions of the time supply the obstacles.',
      genres: [
        {
          id: 'historical-romance',
          name: 'Historical romance',
          description:
            'A love story in a carefully recreated past, where rank, dowries, reputation or war stand between the lovers.',
        },
        {
          id: 'regency-romance',
          name: 'Regency romance',
          description:
            'Early nineteenth-century England: balls, the London Season, dukes and heiresses, witty banter and marriages to be made.',
        },
        {
          id: 'victorian-romance',
          name: 'Victorian romance',
          description:
            'Queen Victoria’s reign, from buttoned-up drawing rooms to mills and London slums, where love defies respectability and class barriers.',
        },
        {
          id: 'highlander-romance',
          name: 'Highlander romance',
          description:
            'Lairds, clans and misty moors: a fierce Scottish warrior and a heroine from elsewhere, against a backdrop of feuds and rebellion.',
        },
        {
          id: 'medieval-romance',
          name: 'Medieval romance',
          description:
            'Castles, knights and political marriages: a heroine betrothed to an unknown lord finds love in spite of war and intrigue.',
        },
        {
          id: 'viking-romance',
          name: 'Viking romance',
          description:
            'A Norse warrior and a captive or a chieftain’s daughter: clashing cultures, raids and passion under cold Scandinavian skies.',
        },
        {
          id: 'western-romance',
          name: 'Western romance',
          description:
            'Cowboys, ranches and boomtowns of the American West: an independent heroine and a man of few words build a future on the frontier.',
        },
        {
          id: 'wartime-romance',
          name: 'Wartime romance',
          description:
            'Love blooms in the middle of a war, often the Second World War, where separations, letters and danger make every moment count.',
        },
      ],
    },
    {
      id: 'romance-paranormal',
      name: 'Paranormal and speculative romance',
      description:
        'Love stories in which the supernatural, magic or science fiction plays a central part.',
      genres: [
        {
          id: 'paranormal-romance',
          name: 'Paranormal romance',
          description:
            'A love story between a human and a supernatural being, or between two creatures of a hidden world that lies alongside ours.',
        },
        {
          id: 'vampire-romance',
          name: 'Vampire romance',
          description:
            'An immortal lover, seductive and dangerous; bloodlust, eternity and the beloved’s mortality make the romance both impossible and irresistible.',
        },
        {
          id: 'shifter-romance',
          name: 'Shifter romance',
          description:
            'Werewolves and other shape-shifters, packs, animal instinct and fated mates: love has to reckon with the wild side.',
        },
        {
          id: 'romantasy',
          name: 'Romantasy',
          description:
            'A fully built fantasy world of magic, kingdoms and war, carrying a love story that matters as much as the epic plot.',
          aliases: ['romantic fantasy'],
        },
        {
          id: 'fae-romance',
          name: 'Fae romance',
          description:
            'Fae courts, tricky bargains and immortal princes as beautiful as they are cruel; a human heroine must outwit an enchanted world.',
        },
        {
          id: 'science-fiction-romance',
          name: 'Science fiction romance',
          description:
            'Starships, distant planets or alien lovers: the love story unfolds in an imagined future or cosmos, mixing adventure with discovering the other.',
          aliases: ['sci-fi romance'],
        },
        {
          id: 'time-travel-romance',
          name: 'Time-travel romance',
          description:
            'A character thrown into another era finds love there and must choose between their own century and their beloved’s.',
        },
        {
          id: 'monster-romance',
          name: 'Monster romance',
          description:
            'The love interest is a monster, an orc, a demon or a creature from the deep, and the story upends ideas of beauty and fear with humor or heat.',
        },
      ],
    },
    {
      id: 'romance-moods',
      name: 'Comedy, drama and suspense',
      description: 'The great moods of the love story, from laughter to tears by way of thrills.',
      genres: [
        {
          id: 'romantic-comedy',
          name: 'Romantic comedy',
          description:
            'A meet-cute gone wrong, misunderstandings and sparkling banter: two mismatched people end up in love amid plenty of laughs.',
          aliases: ['rom-com', 'romcom'],
        },
        {
          id: 'romantic-drama',
          name: 'Romantic drama',
          description:
            'A love story tested by illness, grief, distance or the past; emotion comes first and a happy ending is not guaranteed.',
        },
        {
          id: 'tragic-love-story',
          name: 'Tragic love story',
          description:
            'Lovers divided by family, war or fate head toward a painful end; the passion burns brighter because it is doomed.',
        },
        {
          id: 'romantic-suspense',
          name: 'Romantic suspense',
          description:
            'A real threat, a stalker, a secret or a crime, hangs over the lovers; the danger drives the romantic tension as much as the suspense.',
        },
        {
          id: 'gothic-romance',
          name: 'Gothic romance',
          description:
            'A young woman in an isolated mansion, a brooding master and buried secrets; dread and attraction feed each other.',
        },
        {
          id: 'literary-love-story',
          name: 'Literary love story',
          description:
            'Love explored with depth and nuance, outside the conventions of genre romance; the relationship becomes a way into time, memory and life choices.',
        },
        {
          id: 'travel-romance',
          name: 'Travel romance',
          description:
            'A trip abroad, a road trip or a holiday at the end of the world: new horizons spark an encounter and upend certainties.',
        },
      ],
    },
    {
      id: 'romance-lines-and-readerships',
      name: 'Lines and readerships',
      description:
        'Romance defined by its publishing format or by the readers and couples it centers.',
      genres: [
        {
          id: 'category-romance',
          name: 'Category romance',
          description:
            'A short novel written to a publisher’s set length and formula, promising a specific kind of story, brisk pacing and a happy ending.',
          aliases: ['Harlequin romance', 'series romance'],
        },
        {
          id: 'mm-romance',
          name: 'M/M romance',
          description:
            'A love story between two men, from first meeting to commitment, with its personal, family or social obstacles.',
          aliases: ['MM romance', 'gay romance'],
        },
        {
          id: 'sapphic-romance',
          name: 'Sapphic romance',
          description:
            'A love story between women, celebrating desire, the slow slide from friendship into love and the building of a life together.',
          aliases: ['lesbian romance', 'F/F romance'],
        },
        {
          id: 'later-in-life-romance',
          name: 'Later-in-life romance',
          description:
            'Heroes in their fifties and beyond, widowed, divorced or long single, discover it is never too late to fall in love.',
        },
        {
          id: 'multicultural-romance',
          name: 'Multicultural romance',
          description:
            'Lovers from different backgrounds, faiths or cultures, whose families, traditions and prejudices put the couple to the test.',
        },
        {
          id: 'christian-romance',
          name: 'Christian romance',
          description:
            'A clean love story in which the characters’ faith guides their choices and the relationship grows from shared values.',
        },
      ],
    },
  ],
};
