import type { Category } from '../types';

export const humour: Category = {
  id: 'humour',
  name: 'Humor and satire',
  description:
    'Fiction that makes readers laugh, wince or think: comedy, satire, parody, the absurd and black humor.',
  subcategories: [
    {
      id: 'humour-comic-fiction',
      name: 'Comic fiction',
      description: 'Stories built to make readers laugh through situation, character and timing.',
      genres: [
        {
          id: 'comic-novel',
          name: 'Comic novel',
          description:
            'A hapless or eccentric hero stumbles from one absurd predicament to the next; the laughs come from character, style and timing.',
        },
        {
          id: 'farce',
          name: 'Farce',
          description:
            'Broad, mechanical comedy: slamming doors, disguises, pratfalls and characters exaggerated to the point of caricature.',
        },
        {
          id: 'bedroom-farce',
          name: 'Bedroom farce',
          description:
            'Husbands, wives and lovers hiding in wardrobes: adultery and mix-ups spiral towards a final catastrophe.',
        },
        {
          id: 'comedy-of-errors',
          name: 'Comedy of errors',
          description:
            'Mistaken twins, swapped identities and misdelivered letters: one initial error sets off a cascade of ever more tangled misunderstandings.',
        },
        {
          id: 'comic-misadventure',
          name: 'Comic misadventure',
          description:
            'Everything that can go wrong does for an ordinary hero whose simplest errand snowballs into a hilarious disaster.',
        },
        {
          id: 'whimsical-fiction',
          name: 'Whimsical fiction',
          description:
            'Gentle, offbeat humor full of dreamy characters and small everyday miracles, aiming for a smile rather than a belly laugh.',
        },
        {
          id: 'humorous-sketches',
          name: 'Humorous sketches',
          description:
            'A string of comic scenes and vignettes linked by a narrator or a place, like a humor column grown into a book.',
        },
      ],
    },
    {
      id: 'humour-satire',
      name: 'Satire',
      description:
        'Laughter as a weapon: exaggerating the vices of a society, a regime or a milieu to expose them.',
      genres: [
        {
          id: 'satirical-novel',
          name: 'Satirical novel',
          description:
            'A story that magnifies the failings of its time to the point of absurdity, to amuse and indict at once.',
        },
        {
          id: 'political-satire',
          name: 'Political satire',
          description:
            'Ridiculous leaders, deranged campaigns and grotesque regimes: power is mocked to lay bare its lies.',
        },
        {
          id: 'social-satire',
          name: 'Social satire',
          description:
            'The snobbery, fads and hypocrisies of a class or an era, skewered by a merciless observer.',
        },
        {
          id: 'corporate-satire',
          name: 'Corporate satire',
          description:
            'Management jargon, pointless meetings and team-building retreats: corporate life pushed to the grotesque, where the system itself is the butt of the joke.',
        },
        {
          id: 'media-satire',
          name: 'Media satire',
          description:
            'Television, social media, influencers and newsrooms chasing clicks: the manufacture of news and fame put through the wringer.',
        },
        {
          id: 'academic-satire',
          name: 'Academic satire',
          description:
            'Conferences, turf wars and tenure battles: academia mocked for its vanity and petty intrigues, in the manner of David Lodge.',
        },
        {
          id: 'religious-satire',
          name: 'Religious satire',
          description:
            'Clergy, cults and zealots: organized religion mocked for its contradictions, its abuses and its money-changers in the temple.',
        },
        {
          id: 'menippean-satire',
          name: 'Menippean satire',
          description:
            'A sprawling mix of narrative, dialogue and learned digression that targets intellectual pretensions rather than individuals.',
        },
        {
          id: 'satirical-imaginary-voyage',
          name: 'Satirical imaginary voyage',
          description:
            'A traveler visits invented lands whose absurd customs mirror our own, in the tradition of Gulliver’s Travels.',
        },
      ],
    },
    {
      id: 'humour-parody',
      name: 'Parody and pastiche',
      description:
        'Comedy through imitation: mimicking a style, a genre or a famous work to mock it or pay tribute.',
      genres: [
        {
          id: 'literary-parody',
          name: 'Literary parody',
          description:
            'The style of a famous author or school imitated and exaggerated to absurdity; the better readers know the original, the harder they laugh.',
        },
        {
          id: 'pastiche',
          name: 'Pastiche',
          description:
            'A faithful, affectionate imitation of an author’s or a period’s manner that extends the work rather than mocks it.',
        },
        {
          id: 'mock-heroic',
          name: 'Mock-heroic',
          description:
            'A trivial subject treated in the lofty style of epic, so that a squabble between neighbors becomes the Trojan War.',
        },
        {
          id: 'genre-parody',
          name: 'Genre parody',
          description:
            'The clichés of a popular genre, detective story, fantasy or spy novel, piled up and subverted to absurdity, with a real story underneath.',
        },
        {
          id: 'comic-retelling',
          name: 'Comic retelling',
          description:
            'A literary classic retold for laughs: the same characters and the same scenes, but everything goes off the rails.',
        },
        {
          id: 'mock-memoir',
          name: 'Mock memoir',
          description:
            'The reminiscences of an invented, self-important narrator, whose vanity and unreliable recollections supply the comedy.',
        },
        {
          id: 'mock-history',
          name: 'Mock history',
          description:
            'History told all wrong: garbled dates, ridiculous great men and absurd causes for famous events, as in 1066 and All That.',
        },
      ],
    },
    {
      id: 'humour-dark-and-absurd',
      name: 'Dark and absurd humor',
      description:
        'Laughing at death, misfortune or nonsense: comedy that unsettles and disorients.',
      genres: [
        {
          id: 'black-comedy',
          name: 'Black comedy',
          description:
            'Death, illness or disaster handled with gallows humor; the laughter springs from what ought to make us weep.',
          aliases: ['dark comedy', 'gallows humor'],
        },
        {
          id: 'absurd-humour',
          name: 'Absurd humor',
          description:
            'An ordinary situation pursued with unflappable logic to its most preposterous conclusions, in the vein of Monty Python, Flann O’Brien or the deadpan logic of a Stephen Leacock sketch.',
        },
        {
          id: 'surreal-humour',
          name: 'Surreal humor',
          description:
            'Incongruous images, dreamlike associations and unexpected transformations: the comedy springs from dream logic and the sheer illogic of what happens.',
        },
        {
          id: 'literary-nonsense',
          name: 'Literary nonsense',
          description:
            'Wordplay, topsy-turvy logic and daft creatures, in the tradition of Lewis Carroll and Edward Lear.',
        },
        {
          id: 'tragicomedy',
          name: 'Tragicomedy',
          description:
            'Comedy and tragedy woven into the same story; we laugh at the characters until their misfortune catches up with us.',
        },
        {
          id: 'grotesque-comedy',
          name: 'Grotesque comedy',
          description:
            'Monstrous bodies, excess and outrageous distortion: reality warped as in a funhouse mirror to expose its ugliness and cruelty.',
        },
        {
          id: 'pataphysical-fiction',
          name: 'Pataphysical fiction',
          description:
            'In the spirit of Alfred Jarry’s science of imaginary solutions, rigorous, deadpan reasoning is applied to utterly preposterous premises.',
        },
      ],
    },
    {
      id: 'humour-comic-traditions',
      name: 'Comic traditions',
      description:
        'Forms handed down by centuries of laughter, from the medieval fabliau to the picaresque and the English comic novel.',
      genres: [
        {
          id: 'picaresque-novel',
          name: 'Picaresque novel',
          description:
            'A roguish outsider recounts his progress from master to master and scam to scam, and his unvarnished view exposes society’s vices.',
        },
        {
          id: 'comedy-of-manners',
          name: 'Comedy of manners',
          description:
            'The codes of polite society and those who break them, handled with wit and irony; sparkling dialogue is the heart of the plot.',
        },
        {
          id: 'fabliau',
          name: 'Fabliau',
          description:
            'A short, bawdy comic tale of medieval origin in which cuckolded husbands, lusty monks and crafty peasants trick one another.',
        },
        {
          id: 'rabelaisian-comedy',
          name: 'Rabelaisian comedy',
          description:
            'Gargantuan feasts, wordplay and runaway erudition: a comedy of excess and exuberance, joyfully bawdy, in the line of Rabelais’s giants.',
        },
        {
          id: 'quixotic-novel',
          name: 'Quixotic novel',
          description:
            'An idealist who sees the world through books or fantasies collides with reality in escapades both funny and moving.',
        },
        {
          id: 'shandean-novel',
          name: 'Shandean novel',
          description:
            'A garrulous narrator keeps wandering off into digressions, flashbacks and asides to the reader, after Sterne’s Tristram Shandy.',
        },
        {
          id: 'jewish-humour',
          name: 'Jewish comic novel',
          description:
            'Self-deprecation, overbearing families and anxiety laced with wisdom: a melancholy, clear-eyed comedy from Sholem Aleichem to Philip Roth.',
        },
        {
          id: 'english-comic-novel',
          name: 'English comic novel',
          description:
            'Unflappable butlers, dim-witted aristocrats and devastating understatement: dry wit in the manner of Wodehouse or Jerome K. Jerome.',
        },
      ],
    },
    {
      id: 'humour-everyday-comedy',
      name: 'Everyday comedy',
      description:
        'Laughter drawn from daily life: family, the office, the neighbors, travel and small humiliations.',
      genres: [
        {
          id: 'family-comedy',
          name: 'Family comedy',
          description:
            'Explosive family dinners, weddings, inheritances and enforced holidays: an eccentric clan who love and infuriate each other in equal measure.',
        },
        {
          id: 'office-comedy',
          name: 'Office comedy',
          description:
            'Unbearable colleagues, an incompetent boss and the coffee machine as a battlefield: the petty wars of working life played for laughs.',
        },
        {
          id: 'village-comedy',
          name: 'Village comedy',
          description:
            'A village and its worthies, the priest, the mayor and the schoolteacher, feud over trifles that take on epic proportions.',
        },
        {
          id: 'culture-clash-comedy',
          name: 'Culture-clash comedy',
          description:
            'A character dropped into a country, a social world or a family not their own blunders from one faux pas to the next.',
        },
        {
          id: 'comic-diary',
          name: 'Comic diary',
          description:
            'The journal of a character who records resolutions, humiliations and mishaps with disarming honesty, like Bridget Jones or Adrian Mole.',
        },
        {
          id: 'comic-travelogue',
          name: 'Comic travelogue',
          description:
            'An ill-prepared traveler battles late trains, dubious guides and baffling customs, and the journey becomes a string of funny disasters.',
        },
        {
          id: 'cringe-comedy',
          name: 'Cringe comedy',
          description:
            'A protagonist digs ever deeper into embarrassing situations, social blunders and awkward silences until the reader can hardly bear to look.',
        },
      ],
    },
  ],
};
