import type { Category } from '../types';

export const contemporary: Category = {
  id: 'contemporary',
  name: 'Contemporary and social fiction',
  description:
    'Stories set in today’s world: families, stages of life, work, communities and the social questions of our time.',
  subcategories: [
    {
      id: 'contemporary-family',
      name: 'Family and marriage',
      description:
        'Blood ties and long-term love, with their legacies, wounds and reconciliations.',
      genres: [
        {
          id: 'family-saga',
          name: 'Family saga',
          description:
            'Several generations of one family, often right up to the present day, with its fortunes, rivalries and secrets, set against a changing world.',
        },
        {
          id: 'family-drama',
          name: 'Family drama',
          description:
            'A death, an inheritance or a homecoming brings a family together and old tensions to the surface; everyone must face what was never said.',
        },
        {
          id: 'marriage-novel',
          name: 'Marriage novel',
          description:
            'The story of a couple over the years, from early passion to wear and tear, crises and the choice to stay or leave.',
        },
        {
          id: 'sibling-novel',
          name: 'Sibling novel',
          description:
            'Brothers and sisters bound by a shared childhood and divided by the choices they make; rivalry, loyalty and reconciliation drive the story.',
        },
        {
          id: 'motherhood-novel',
          name: 'Motherhood novel',
          description:
            'Becoming a mother, longing to or refusing to: the story explores desire, ambivalence, what gets passed down and what room is left for oneself.',
        },
        {
          id: 'fatherhood-novel',
          name: 'Fatherhood novel',
          description:
            'A father faces his child, his own father or his absence; the story questions what men pass on, authority and male tenderness.',
        },
        {
          id: 'blended-family-novel',
          name: 'Blended family novel',
          description:
            'Step-parents, half-siblings and shared custody: a new family tries to find its balance between old loyalties and bonds still to be invented.',
        },
        {
          id: 'adoption-novel',
          name: 'Adoption novel',
          description:
            'An adopted child, grown up or not, searches for their origins while birth parents and adoptive parents pull at their loyalties.',
        },
      ],
    },
    {
      id: 'contemporary-life-stages',
      name: 'Stages of life',
      description:
        'The passages that reshape a life, from youth and student years to midlife crisis and old age.',
      genres: [
        {
          id: 'coming-of-age-novel',
          name: 'Coming-of-age novel',
          description:
            'A young protagonist faces the world, love, failure and themselves, and comes out changed; the book traces how a person is formed.',
          aliases: ['bildungsroman'],
        },
        {
          id: 'campus-novel',
          name: 'Campus novel',
          description:
            'The university as a microcosm: students and faculty, intellectual rivalries, love affairs and ambition in a closed world with its own rules.',
        },
        {
          id: 'boarding-school-novel',
          name: 'Boarding school novel',
          description:
            'Dormitories, rules and intense friendships: far from home, young people live out their first loyalties and betrayals in a closed institution.',
        },
        {
          id: 'quarter-life-novel',
          name: 'Quarter-life novel',
          description:
            'Education over, adulthood still a blur: young people look for work, love and meaning amid flatshares, insecurity and too many possible lives.',
        },
        {
          id: 'midlife-crisis-novel',
          name: 'Midlife crisis novel',
          description:
            'Halfway through life, a character questions everything, marriage, career and desire, and attempts a change of course at the risk of losing it all.',
        },
        {
          id: 'later-life-novel',
          name: 'Later-life novel',
          description:
            'Old age seen from within: memory, a failing body and loneliness, but also new freedom, late love and the reckoning of a life.',
        },
        {
          id: 'intergenerational-novel',
          name: 'Intergenerational novel',
          description:
            'An unlikely friendship between a young person and an old one, relatives or strangers, who each teach the other how to live.',
        },
      ],
    },
    {
      id: 'contemporary-society',
      name: 'Society and politics',
      description:
        'Novels that take the pulse of society, its divides and its struggles, through individual lives.',
      genres: [
        {
          id: 'social-novel',
          name: 'Social novel',
          description:
            'Characters caught in their social circumstances, facing injustice, poverty or downward mobility; private lives reveal how society really works.',
        },
        {
          id: 'political-novel',
          name: 'Political novel',
          description:
            'Campaigns, parties, the corridors of power or grassroots activism: the story explores ambition, compromise and the moral cost of public life.',
        },
        {
          id: 'working-class-novel',
          name: 'Working-class novel',
          description:
            'Life on the factory floor, the building site or in the warehouse: the pride and exhaustion of manual work, strikes and class solidarity.',
        },
        {
          id: 'inner-city-novel',
          name: 'Inner-city novel',
          description:
            'Life on the estates and in working-class neighborhoods, told from within: hustle, friendship, violence, the police and dreams of getting out.',
        },
        {
          id: 'protest-novel',
          name: 'Protest novel',
          description:
            'The writer takes a stand against a specific injustice, racism, war or exploitation, and turns the story into a call to conscience.',
        },
        {
          id: 'feminist-novel',
          name: 'Feminist novel',
          description:
            'Heroines who confront gender roles, violence and inequality, and either win their freedom or expose its absence.',
        },
        {
          id: 'lgbtq-fiction',
          name: 'LGBTQ+ fiction',
          description:
            'Lesbian, gay, bi, trans and queer lives, their loves, chosen families and struggles, placed at the heart of the story rather than at its edges.',
          aliases: ['queer fiction', 'LGBT fiction'],
        },
      ],
    },
    {
      id: 'contemporary-places',
      name: 'Places and communities',
      description:
        'Stories shaped by a place or a community: the city, the village, the island, or the crossing from one country to another.',
      genres: [
        {
          id: 'city-novel',
          name: 'City novel',
          description:
            'The metropolis is the real protagonist: its districts, crowds and loneliness tie together a multitude of crossing lives.',
        },
        {
          id: 'small-town-novel',
          name: 'Small-town novel',
          description:
            'Life in a small town where everyone knows everyone: gossip, feuds, solidarity, and the newcomer who upsets the balance.',
        },
        {
          id: 'rural-novel',
          name: 'Rural novel',
          description:
            'Land, seasons and farm work set the rhythm of lives rooted in a region, its traditions and its contested inheritances.',
        },
        {
          id: 'island-novel',
          name: 'Island novel',
          description:
            'An island, cut off by sea and weather, concentrates the passions of a small community; every arrival and departure becomes an event.',
        },
        {
          id: 'immigrant-novel',
          name: 'Immigrant novel',
          description:
            'Leaving, arriving, adapting: the story follows people who leave their country, through hope, uprooting, paperwork, work and the second generation.',
        },
        {
          id: 'diaspora-novel',
          name: 'Diaspora novel',
          description:
            'Characters born far from their parents’ homeland navigate two cultures, two languages and conflicting family expectations.',
        },
        {
          id: 'expat-novel',
          name: 'Expat novel',
          description:
            'Expatriates living abroad for work or by choice discover another culture, its misunderstandings, and what they were running from.',
        },
      ],
    },
    {
      id: 'contemporary-work',
      name: 'Work and professional worlds',
      description:
        'Novels immersed in a trade or a milieu, its backstage life, its jargon and its power struggles.',
      genres: [
        {
          id: 'workplace-novel',
          name: 'Workplace novel',
          description:
            'Open-plan offices, meetings, restructuring and toxic bosses: the story observes the ambitions, humiliations and loyalties of working life.',
        },
        {
          id: 'medical-fiction',
          name: 'Medical fiction',
          description:
            'Hospital wards, surgeries and emergency rooms: doctors, nurses and patients face illness, ethical choices and exhaustion, with lives at stake.',
        },
        {
          id: 'sports-novel',
          name: 'Sports novel',
          description:
            'Training, competition, injury and team spirit: sport tests character and reveals the sacrifices and the price of winning.',
        },
        {
          id: 'music-novel',
          name: 'Music novel',
          description:
            'Rock bands, orchestras, jazz clubs or conservatoires: music, its tours and its excesses are both the setting and the beating heart of the story.',
        },
        {
          id: 'art-world-novel',
          name: 'Art-world novel',
          description:
            'Galleries, studios, collectors and forgers: ambition, money and creativity collide in the world of art, old or contemporary.',
        },
        {
          id: 'culinary-fiction',
          name: 'Culinary fiction',
          description:
            'Restaurant kitchens, family recipes and markets: food becomes a language for emotion, memory and connection.',
        },
        {
          id: 'show-business-novel',
          name: 'Show business novel',
          description:
            'Film sets, theaters and television studios: fame, auditions, rivalries and the reality behind the glamour of an image-obsessed world.',
        },
        {
          id: 'finance-novel',
          name: 'Finance novel',
          description:
            'Trading floors, investment banks and overnight fortunes: money, risk and hubris carry characters to glory or ruin.',
        },
      ],
    },
    {
      id: 'contemporary-popular',
      name: 'Popular fiction',
      description:
        'Warm, accessible novels written to move, comfort or transport a wide readership.',
      genres: [
        {
          id: 'feel-good-novel',
          name: 'Feel-good fiction',
          description:
            'A character stuck in life finds their spark again through new friends, a place or a project; kindness, humor and hope are guaranteed.',
          aliases: ['up-lit', 'uplit'],
        },
        {
          id: 'womens-fiction',
          name: 'Women’s fiction',
          description:
            'A heroine at a turning point in her life, juggling family, friendship, work and love, told with warmth and an eye for everyday detail.',
        },
        {
          id: 'chick-lit',
          name: 'Chick lit',
          description:
            'A young urban woman juggles career, friends and romantic disasters, told with self-mockery and a breezy, confiding voice.',
        },
        {
          id: 'beach-read',
          name: 'Beach read',
          description:
            'A light, escapist book, often set by the sea or on holiday, where love affairs, secrets and reunions play out in the sunshine.',
        },
        {
          id: 'friendship-novel',
          name: 'Friendship novel',
          description:
            'A group of friends or two inseparable friends across the years: friendship, its vows, betrayals and reunions carry the whole story.',
        },
        {
          id: 'inspirational-fiction',
          name: 'Inspirational fiction',
          description:
            'Faith, doubt or the search for meaning guide a character through a trial; the story turns on inner transformation and hope.',
        },
        {
          id: 'self-help-novel',
          name: 'Self-help novel',
          description:
            'A character in crisis meets a mentor or lives through an experience that teaches them, lesson by lesson, to change their life, and the reader learns alongside.',
        },
      ],
    },
  ],
};
