import type { Category } from '../types';

export const literary: Category = {
  id: 'literary',
  name: 'Literary fiction',
  description:
    'Fiction driven by voice, character and ideas rather than plot mechanics, from the classic forms of the novel to life writing and experiment.',
  subcategories: [
    {
      id: 'literary-novel-forms',
      name: 'Forms of the novel',
      description:
        'The classic shapes of literary fiction, defined by how they tell a story rather than by what it is about.',
      genres: [
        {
          id: 'psychological-novel',
          name: 'Psychological novel',
          description:
            'The plot grows out of what happens inside the characters: motives, doubts and self-deceptions. The real drama plays out in the mind as much as in events.',
        },
        {
          id: 'novel-of-ideas',
          name: 'Novel of ideas',
          description:
            'Characters embody competing worldviews, and the story puts a moral, political or philosophical question to the test through their conversations and choices.',
        },
        {
          id: 'roman-a-clef',
          name: 'Roman à clef',
          description:
            'Real people, famous or close to the author, appear under invented names; the pleasure lies in decoding who is who and in the whiff of scandal.',
        },
        {
          id: 'novel-of-manners',
          name: 'Novel of manners',
          description:
            'A close portrait of a social world, its codes, ambitions and hypocrisies, where a breach of etiquette can weigh like a tragedy, as in Austen or Wharton.',
        },
        {
          id: 'intimist-novel',
          name: 'Domestic fiction',
          description:
            'Quiet stories of home and everyday life, centered on a handful of people, their bonds and their silences; the power lies in precise detail and emotional truth.',
        },
        {
          id: 'epistolary-novel',
          name: 'Epistolary novel',
          description:
            'The story is told through letters, emails or messages, and readers piece it together from the gaps between what each correspondent says and what they hold back.',
        },
        {
          id: 'choral-novel',
          name: 'Polyphonic novel',
          description:
            'Several narrators take turns telling the same event or community; their voices echo and contradict each other until a larger picture emerges.',
          aliases: ['choral novel'],
        },
        {
          id: 'novella',
          name: 'Novella',
          description:
            'A short novel that follows a single dramatic line to its breaking point, with the focus of a short story and the depth of a longer book.',
        },
        {
          id: 'short-story-collection',
          name: 'Short story collection',
          description:
            'Self-contained short stories linked by a theme, place or mood, each built around a single charged situation and a final turn or revelation.',
        },
      ],
    },
    {
      id: 'literary-life-writing',
      name: 'Life writing and the self',
      description:
        'Fiction that borrows the forms of memoir, diary and testimony, blurring the line between lived experience and invention.',
      genres: [
        {
          id: 'autofiction',
          name: 'Autofiction',
          description:
            'The author appears as the narrator, often under their own name, and fictionalizes their own life; the book plays on the uncertain line between confession and invention.',
        },
        {
          id: 'fictional-autobiography',
          name: 'Fictional autobiography',
          description:
            'An invented character tells their life story in the first person, with the apparent candour and the blind spots of a real memoirist.',
        },
        {
          id: 'diary-novel',
          name: 'Diary novel',
          description:
            'The novel takes the form of a character’s journal; dated entries, gaps and gradual admissions create instant intimacy and a quiet suspense.',
        },
        {
          id: 'confessional-novel',
          name: 'Confessional novel',
          description:
            'A narrator turns to the reader to own up to a sin, an obsession or a shame; the tension lies in what they reveal, what they excuse and what they still hide.',
        },
        {
          id: 'nonfiction-novel',
          name: 'Nonfiction novel',
          description:
            'A true event, often a tragedy or a remarkable life, retold with the tools of the novel after deep research, in the tradition of Capote’s In Cold Blood.',
          aliases: ['non-fiction novel'],
        },
        {
          id: 'childhood-narrative',
          name: 'Childhood memoir novel',
          description:
            'An adult looks back on their early years, the places, fears and wonders of childhood, and memory rebuilds a vanished world with all its gaps and tenderness.',
        },
        {
          id: 'grief-novel',
          name: 'Grief novel',
          description:
            'The book follows someone in the aftermath of a death, through shock, memory and slow rebuilding; telling the story becomes part of the mourning.',
        },
        {
          id: 'illness-narrative',
          name: 'Illness narrative',
          description:
            'Physical or mental illness upends a life and the way it can be told; the story explores the body, care, fear and what endures in spite of it all.',
        },
        {
          id: 'kunstlerroman',
          name: 'Künstlerroman',
          description:
            'The making of an artist: a painter, musician or writer struggles toward a vocation and pays its price; creation is both the subject and the stake of the book.',
        },
      ],
    },
    {
      id: 'literary-experimental',
      name: 'Experimental writing',
      description:
        'Novels that question the very form of storytelling, turning structure, language, point of view and the reader’s role into a field of play.',
      genres: [
        {
          id: 'nouveau-roman',
          name: 'Nouveau roman',
          description:
            'After Robbe-Grillet and Sarraute, the story drops conventional plot and character in favor of objects, perceptions and shifting ways of seeing.',
        },
        {
          id: 'metafiction',
          name: 'Metafiction',
          description:
            'Fiction that knows it is fiction: narrators comment on their own telling, authors step into the story and characters suspect they have been invented.',
        },
        {
          id: 'constrained-writing',
          name: 'Constrained writing',
          description:
            'In the spirit of the Oulipo, a formal rule such as a lipogram, a permutation or a mathematical structure governs the text and becomes its engine of invention.',
        },
        {
          id: 'fragmentary-novel',
          name: 'Fragmented novel',
          description:
            'The story is built from shards, notes, lists and stand-alone paragraphs; the white space between the fragments matters as much as the words.',
        },
        {
          id: 'stream-of-consciousness-novel',
          name: 'Stream-of-consciousness novel',
          description:
            'Interior monologue renders the flow of a character’s thoughts, unfiltered and associative, in the manner of Joyce or Virginia Woolf.',
        },
        {
          id: 'lyrical-novel',
          name: 'Lyrical novel',
          description:
            'The music of the language, imagery and rhythm take precedence over plot; the story moves through motifs and sensations rather than incidents.',
        },
        {
          id: 'verse-novel',
          name: 'Verse novel',
          description:
            'A full-length story told in poems or free verse; each page distils a scene or a feeling, and the line breaks set the pace.',
        },
        {
          id: 'flash-fiction',
          name: 'Flash fiction',
          description:
            'Stories from a few lines to a page long that suggest a whole narrative through one detail, an ellipsis or a sudden twist.',
          aliases: ['microfiction', 'short short story'],
        },
        {
          id: 'postmodern-novel',
          name: 'Postmodern novel',
          description:
            'Allusion, pastiche, high and low culture thrown together, irony and narrative labyrinths: the novel distrusts grand narratives and plays with its own conventions.',
        },
      ],
    },
    {
      id: 'literary-movements',
      name: 'Movements and schools',
      description:
        'Ways of writing born of a period or a school, whose principles can still shape a novel written today.',
      genres: [
        {
          id: 'realist-novel',
          name: 'Realist novel',
          description:
            'A faithful rendering of society and ordinary life, alert to class, money and social pressure, in the tradition of Balzac, George Eliot and Tolstoy.',
        },
        {
          id: 'naturalist-novel',
          name: 'Naturalist novel',
          description:
            'In the line of Zola, characters are studied almost scientifically as products of heredity, environment and poverty, and nothing of life’s harshness is spared.',
        },
        {
          id: 'modernist-novel',
          name: 'Modernist novel',
          description:
            'A break with the linear nineteenth-century story: fractured time, subjectivity and fragmented perceptions of the modern city, in the spirit of Woolf, Proust or Faulkner.',
        },
        {
          id: 'existentialist-novel',
          name: 'Existentialist novel',
          description:
            'A protagonist faces absurdity, freedom and the weight of their own choices in a world with no given meaning, as in Camus or Sartre.',
        },
        {
          id: 'decadent-novel',
          name: 'Decadent novel',
          description:
            'In the wake of Huysmans, Wilde or D’Annunzio, a jaded aesthete cultivates artifice, rare pleasures and a taste for ruin in a world he finds vulgar.',
        },
        {
          id: 'dirty-realism',
          name: 'Dirty realism',
          description:
            'In the wake of Carver and Bukowski, ordinary lives told in spare, minimalist prose: dead-end jobs, drink, worn-out marriages and faint hopes.',
        },
        {
          id: 'beat-novel',
          name: 'Beat novel',
          description:
            'Drifting, jazz, drugs and spiritual seeking in spontaneous, rhythmic prose after Kerouac, celebrating freedom on the margins of respectable society.',
        },
        {
          id: 'latin-american-boom-novel',
          name: 'Latin American Boom novel',
          description:
            'Ambitious, formally daring novels in the vein of the 1960s Boom writers García Márquez, Vargas Llosa and Cortázar, where a continent’s history meets myth.',
        },
      ],
    },
    {
      id: 'literary-place-and-exile',
      name: 'Place, land and exile',
      description:
        'Novels rooted in a place, a lost homeland or a border, where landscape and history shape people’s fates.',
      genres: [
        {
          id: 'postcolonial-novel',
          name: 'Postcolonial novel',
          description:
            'Stories from formerly colonized nations and their diasporas that question power, language, identity and the long memory of empire.',
        },
        {
          id: 'mountain-novel',
          name: 'Mountain novel',
          description:
            'High pastures, peaks and isolated villages: the mountains shape hard, quiet lives, wordless friendships and the pull of the summits, as in Paolo Cognetti.',
        },
        {
          id: 'border-novel',
          name: 'Border novel',
          description:
            'Lives caught between two countries, two languages and two sets of laws, around a line that people cross, guard or dream of erasing.',
        },
        {
          id: 'nature-writing',
          name: 'Nature writing',
          description:
            'Characters live close to forests, rivers or open country, and the landscape becomes a protagonist in its own right, in the tradition of Thoreau.',
        },
        {
          id: 'exile-novel',
          name: 'Exile novel',
          description:
            'Driven from home by war or dictatorship, a character tries to live elsewhere, torn between nostalgia, guilt and the work of starting over.',
        },
        {
          id: 'dictator-novel',
          name: 'Dictator novel',
          description:
            'A Latin American tradition that portrays a tyrant, his court and his people to expose the workings of absolute power, somewhere between the grotesque and the tragic.',
        },
        {
          id: 'indigenous-novel',
          name: 'Indigenous novel',
          description:
            'Native American, First Nations, Aboriginal and other Indigenous voices tell of ties to the land, ancestral memory and the wounds of dispossession.',
        },
      ],
    },
  ],
};
