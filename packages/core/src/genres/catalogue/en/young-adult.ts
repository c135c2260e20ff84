import type { Category } from '../types';

export const youngAdult: Category = {
  id: 'young-adult',
  name: 'Young adult and children’s',
  description:
    'Fiction for readers aged 6 to 18, from first chapter books to sweeping teen sagas, with heroes the same age as their readers who grow up alongside them.',
  subcategories: [
    {
      id: 'young-adult-children',
      name: 'Children’s fiction (ages 6–9)',
      description:
        'Short, lively stories for newly independent readers, with relatable heroes, humor, adventure and a reassuring ending.',
      genres: [
        {
          id: 'chapter-book',
          name: 'Chapter book',
          description:
            'A short illustrated novel broken into brief chapters with accessible vocabulary, bridging picture books and longer fiction for early solo readers.',
        },
        {
          id: 'childrens-adventure',
          name: 'Children’s adventure',
          description:
            'A gang of kids, an island, a treasure or a secret passage: adventure at child’s height, where daring and teamwork beat both danger and grown-ups.',
        },
        {
          id: 'childrens-mystery',
          name: 'Children’s mystery',
          description:
            'Young sleuths solve a case within their reach, a theft, a disappearance or a coded message, through observation, deduction and friendship, like the Famous Five.',
        },
        {
          id: 'animal-story',
          name: 'Animal story',
          description:
            'A loyal dog, a clever fox or a lost kitten: a story in which the animal is hero or companion, speaking of friendship, courage and care for living things.',
        },
        {
          id: 'pony-story',
          name: 'Pony story',
          description:
            'A riding school, a headstrong mare and a show to win: the bond between a child and a horse, built on patience, responsibility and trust.',
        },
        {
          id: 'childrens-family-story',
          name: 'Children’s family story',
          description:
            'Siblings, grandparents, a move or a new baby: the big and small events of home life seen through a child’s eyes, with warmth and humor.',
        },
        {
          id: 'childrens-spooky-story',
          name: 'Spooky story for kids',
          description:
            'Stories that are just scary enough, with monsters under the bed, strange houses or mischievous ghosts, where young heroes learn to face their fears.',
        },
      ],
    },
    {
      id: 'young-adult-middle-grade',
      name: 'Middle grade',
      description:
        'Longer, more ambitious novels for preteens, exploring friendship, school, family and adventure through heroes aged 10 to 13.',
      genres: [
        {
          id: 'middle-grade-fantasy',
          name: 'Middle grade fantasy',
          description:
            'A child discovers a magical world, a hidden power or a prophecy about them; wonder and questing go hand in hand with learning courage.',
        },
        {
          id: 'middle-grade-science-fiction',
          name: 'Middle grade science fiction',
          description:
            'Robots, space travel or inventions gone haywire: science fiction pitched at 9-to-12-year-olds, full of curiosity and questions about tomorrow.',
        },
        {
          id: 'middle-grade-contemporary',
          name: 'Middle grade contemporary',
          description:
            'Friendships falling apart, parents splitting up, a first phone: the real lives of preteens, told honestly and without condescension.',
        },
        {
          id: 'school-story',
          name: 'School story',
          description:
            'Classrooms, playgrounds and memorable teachers: school as a stage for rivalries, friendships, misunderstandings and small victories.',
        },
        {
          id: 'boarding-school-story',
          name: 'Boarding school story',
          description:
            'Dormitories, strict rules, midnight feasts and rival houses: far from their parents, boarding school pupils forge friendships and rebellions.',
        },
        {
          id: 'summer-camp-story',
          name: 'Summer camp story',
          description:
            'A few weeks away from home by a lake or in the mountains: capture the flag, first intense friendships, cabin rivalries and camp secrets.',
        },
        {
          id: 'childrens-historical-fiction',
          name: 'Children’s historical fiction',
          description:
            'A child lives through a great historical moment, a war, a revolution or an exodus, bringing it to life from the inside for young readers.',
        },
        {
          id: 'illustrated-diary-novel',
          name: 'Illustrated diary novel',
          description:
            'A middle schooler’s diary packed with doodles and gags, recounting everyday mishaps with irresistible humor, in the vein of Diary of a Wimpy Kid.',
        },
      ],
    },
    {
      id: 'young-adult-contemporary',
      name: 'Realistic YA',
      description:
        'Teen novels rooted in the real world: first love, identity, family, social media and social issues, told from a teenager’s point of view.',
      genres: [
        {
          id: 'ya-contemporary',
          name: 'YA contemporary',
          description:
            'A present-day teen faces a pivotal year of high school, friendships, family and choices about the future, often in a vivid, intimate first-person voice.',
        },
        {
          id: 'ya-romance',
          name: 'YA romance',
          description:
            'First crushes, heartbreak and high school love: teen romance at its most intense and sincere, where a single look can change everything.',
          aliases: ['young adult romance'],
        },
        {
          id: 'ya-issue-novel',
          name: 'YA issue novel',
          description:
            'Bullying, addiction, grief, eating disorders or abuse: a novel that tackles a hard subject of adolescence with honesty and without preaching.',
        },
        {
          id: 'ya-sports-novel',
          name: 'YA sports novel',
          description:
            'A team, a championship and the dream of making the cut: sport as a school of grit, rivalry and teamwork, on the field and off.',
        },
        {
          id: 'lgbtq-ya',
          name: 'LGBTQ+ YA',
          description:
            'Self-discovery, coming out, first queer love and chosen families: teen stories that put LGBTQ+ identities center stage.',
        },
        {
          id: 'ya-verse-novel',
          name: 'YA novel in verse',
          description:
            'A teen story told in short, hard-hitting free-verse poems, where the white space on the page speaks as loudly as the words.',
        },
        {
          id: 'teen-diary-novel',
          name: 'Teen diary novel',
          description:
            'A year of adolescence told as a diary, full of confessions, self-mockery and everyday dramas, like The Secret Diary of Adrian Mole.',
        },
      ],
    },
    {
      id: 'young-adult-speculative',
      name: 'YA speculative fiction',
      description:
        'Fantasy, dystopia and science fiction for teens: other worlds where young heroes discover their powers, defy the system and find their place.',
      genres: [
        {
          id: 'ya-fantasy',
          name: 'YA fantasy',
          description:
            'A chosen teen, a kingdom at war and magic to master: epic or intimate fantasy carried by a young hero still finding out who they are.',
          aliases: ['young adult fantasy'],
        },
        {
          id: 'ya-dystopia',
          name: 'YA dystopian',
          description:
            'An authoritarian society sorts, watches or sacrifices its young, and one teenager rebels, in the line of The Hunger Games or Divergent.',
        },
        {
          id: 'ya-science-fiction',
          name: 'YA science fiction',
          description:
            'Starships, distant colonies, artificial intelligences or time travel: science fiction lived by teens facing choices far bigger than themselves.',
          aliases: ['YA sci-fi', 'young adult science fiction'],
        },
        {
          id: 'ya-paranormal',
          name: 'YA paranormal',
          description:
            'Vampires, werewolves, angels or psychics in high school: the supernatural crashes into teen life, often tangled with a forbidden romance.',
        },
        {
          id: 'ya-romantasy',
          name: 'YA romantasy',
          description:
            'A swoony love story at the heart of a fantasy world, with fae courts, enemies-to-lovers sparks and dangerous magic, pitched at teen readers.',
        },
        {
          id: 'ya-urban-fantasy',
          name: 'YA urban fantasy',
          description:
            'Creatures hiding in the subway, secret societies of sorcerers and demon hunters: magic lurking in today’s city, discovered by a teen.',
        },
        {
          id: 'ya-magic-academy',
          name: 'YA magic academy',
          description:
            'A school for witchcraft, dueling or elemental magic, with exams, rivalries and secrets buried beneath its foundations.',
        },
        {
          id: 'ya-fairy-tale-retelling',
          name: 'YA fairy tale retelling',
          description:
            'A cyborg Cinderella, a warrior Beauty or a Little Red Riding Hood who leads a revolt: a famous tale reimagined for teens with fresh eyes on its characters.',
        },
      ],
    },
    {
      id: 'young-adult-thrills',
      name: 'YA adventure, thrillers and horror',
      description:
        'Mysteries, thrillers, survival and horror for teen readers: page-turners in which young heroes face real danger.',
      genres: [
        {
          id: 'ya-mystery',
          name: 'YA mystery',
          description:
            'A high schooler investigates a disappearance or murder the adults have written off; social media, school secrets and podcasts become investigative tools.',
        },
        {
          id: 'ya-thriller',
          name: 'YA thriller',
          description:
            'A group of teens caught in a game, an anonymous message or a shared lie; tension rises, trust crumbles and everyone becomes a suspect.',
        },
        {
          id: 'ya-horror',
          name: 'YA horror',
          description:
            'Haunted houses, bloody summer camps or viral curses: horror crafted for teens, where the scares often echo the anxieties of growing up.',
        },
        {
          id: 'ya-survival',
          name: 'YA survival',
          description:
            'A crash, an island, an endless forest: teens left to fend for themselves must survive, organize and sometimes turn on each other, with no adults to save them.',
        },
        {
          id: 'ya-adventure',
          name: 'YA adventure',
          description:
            'Journeys, quests and impossible missions led by teenage heroes who discover the world and their own limits along the way.',
        },
        {
          id: 'ya-historical-fiction',
          name: 'YA historical fiction',
          description:
            'A teenager caught up in a bygone era, from ancient Rome to the Resistance, whose personal fate sheds light on the sweep of history.',
        },
        {
          id: 'teen-spy-adventure',
          name: 'Teen spy adventure',
          description:
            'A teenager recruited by the secret service, complete with gadgets and missions, has to save the world between classes, like Alex Rider.',
        },
      ],
    },
    {
      id: 'young-adult-tales',
      name: 'Tales and myths for young readers',
      description:
        'Fairy tales, fables, myths and legends told or retold for young readers, blending tradition, wonder and mischief.',
      genres: [
        {
          id: 'childrens-fairy-tale',
          name: 'Children’s fairy tale',
          description:
            'Princesses, ogres, fairies and trials in threes: the traditional or classically inspired fairy tale, with its moral, its set phrases and its once upon a time.',
        },
        {
          id: 'fractured-fairy-tale',
          name: 'Fractured fairy tale',
          description:
            'The vegetarian wolf, the princess who rescues the prince: a familiar tale turned inside out for laughs, playing with what young readers expect.',
        },
        {
          id: 'animal-fable',
          name: 'Animal fable',
          description:
            'Talking animals embody human virtues and flaws in a short, sly tale in the manner of Aesop or La Fontaine, with a lesson at the end.',
        },
        {
          id: 'myths-and-legends-for-children',
          name: 'Myths and legends for children',
          description:
            'Greek heroes, Norse gods, Arthurian legends and origin stories told for children: the great founding tales made vivid and accessible.',
        },
        {
          id: 'childrens-world-folk-tales',
          name: 'Folk tales from around the world',
          description:
            'Folk tales from Africa, Asia, the Americas and Europe: each culture’s wisdom, tricksters and creatures passed on to young readers.',
        },
        {
          id: 'childrens-modern-fairy-tale',
          name: 'Contemporary fairy tale for children',
          description:
            'A fairy tale written today, with its magic, trials and symbolic weight, but set in a modern city or in a present-day child’s everyday life.',
        },
      ],
    },
  ],
};
