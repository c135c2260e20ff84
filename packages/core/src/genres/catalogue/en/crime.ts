import type { Category } from '../types';

export const crime: Category = {
  id: 'crime',
  name: 'Crime and mystery',
  description:
    'Stories built around a crime and its unraveling, from fair-play puzzles to mean streets, driven by the hunt for the truth and by what it costs to find it.',
  subcategories: [
    {
      id: 'crime-classic-detection',
      name: 'Classic detection',
      description:
        'The pleasure of the puzzle: a crime, a trail of clues, a circle of suspects and a detective who assembles the truth while playing fair with the reader.',
      genres: [
        {
          id: 'whodunit',
          name: 'Whodunit',
          description:
            'A murder, a cast of suspects who all have something to hide, and a final reveal that must surprise the reader yet feel inevitable in hindsight.',
          aliases: ['whodunnit', 'detective story', 'classic detective novel'],
        },
        {
          id: 'locked-room-mystery',
          name: 'Locked-room mystery',
          description:
            'A crime committed in a sealed space where it seemingly could not have happened; the ingenious explanation of the impossible is the whole game.',
        },
        {
          id: 'golden-age-mystery',
          name: 'Golden Age mystery',
          description:
            'The interwar spirit of Christie and Sayers: fair-play rules, genteel settings, an eccentric sleuth and a drawing-room denouement that gathers every suspect.',
        },
        {
          id: 'country-house-mystery',
          name: 'Country house mystery',
          description:
            'An isolated estate, a wealthy family, their guests and servants who notice everything: an aristocratic closed circle in which everyone had a motive.',
        },
        {
          id: 'amateur-sleuth',
          name: 'Amateur sleuth',
          description:
            'An ordinary person with no badge or authority takes on a murder case, making up for missing resources with curiosity, local connections and sheer stubbornness.',
        },
        {
          id: 'inverted-detective-story',
          name: 'Inverted detective story',
          description:
            'The reader sees the crime and knows the culprit from page one; the suspense lies in the duel between killer and investigator and the slip that will give the killer away.',
        },
        {
          id: 'sherlock-holmes-pastiche',
          name: 'Sherlock Holmes pastiche',
          description:
            'New cases for Holmes and Watson, or for their heirs, faithful to the voice of the canon, the deductive method and the gaslit London of Conan Doyle.',
        },
        {
          id: 'academic-mystery',
          name: 'Academic mystery',
          description:
            'Murder on campus or in an Oxford college, amid scholarly rivalries, library secrets and a sleuth whose erudition becomes the key to the case.',
        },
      ],
    },
    {
      id: 'crime-cozy',
      name: 'Cozies and gentle mysteries',
      description:
        'Mysteries with little on-page violence, set in warm communities and carried by endearing recurring characters readers love to revisit book after book.',
      genres: [
        {
          id: 'cozy-mystery',
          name: 'Cozy mystery',
          description:
            'An amateur sleuth, often a small-business owner, a picturesque town, an offstage murder and plenty of tea: a reassuring puzzle in which order is always restored.',
          aliases: ['cosy mystery', 'cosy crime'],
        },
        {
          id: 'culinary-mystery',
          name: 'Culinary mystery',
          description:
            'Chefs, bakers and café owners solve crimes between batches; recipes punctuate the plot, and the kitchen supplies the clues, the poisons and the motives.',
        },
        {
          id: 'village-mystery',
          name: 'Village mystery',
          description:
            'In a village where everyone knows everyone, a crime cracks the tranquil surface and stirs up old grudges, gossip and long-buried family secrets.',
        },
        {
          id: 'pet-mystery',
          name: 'Pet mystery',
          description:
            'A cat, dog or parrot partners with the sleuth and sniffs out what humans miss; the animal is a real character, sometimes even the narrator.',
        },
        {
          id: 'bookshop-mystery',
          name: 'Bookstore mystery',
          description:
            'Booksellers, librarians and rare-book dealers solve crimes among the stacks, where a first edition, an inscription or a note in the margin becomes the vital clue.',
        },
        {
          id: 'paranormal-cozy-mystery',
          name: 'Paranormal cozy mystery',
          description:
            'A witch who runs a bakery, a chatty ghost or a talking cat: gentle magic joins the investigation without ever crowding out the humor and warmth.',
        },
        {
          id: 'holiday-mystery',
          name: 'Holiday mystery',
          description:
            'A crime in the middle of the festive season, among Christmas markets, family dinners and snowbound houses; the clash between holiday cheer and murder is half the fun.',
        },
      ],
    },
    {
      id: 'crime-procedural',
      name: 'Procedurals and investigations',
      description:
        'Investigation seen from the inside, methodical and collective: interviews, lab work, paperwork and pressure, all the way to real cases reconstructed.',
      genres: [
        {
          id: 'police-procedural',
          name: 'Police procedural',
          description:
            'A squad of detectives works a case step by step, through interviews, dead ends, chain of command and legal limits; the realism of the job drives the story.',
        },
        {
          id: 'forensic-mystery',
          name: 'Forensic mystery',
          description:
            'Medical examiners, forensic anthropologists and crime-lab technicians make bodies and trace evidence talk; the case advances autopsy by autopsy, test by test.',
        },
        {
          id: 'cold-case-mystery',
          name: 'Cold case mystery',
          description:
            'A case unsolved for years is reopened thanks to new evidence, a witness who finally talks or a DNA test; the past resurfaces and unsettles the living.',
        },
        {
          id: 'missing-person-mystery',
          name: 'Missing person mystery',
          description:
            'Someone has vanished without a trace; every hour counts, and the search gradually uncovers a life their loved ones never suspected.',
        },
        {
          id: 'journalist-sleuth-mystery',
          name: 'Investigative journalist mystery',
          description:
            'A reporter senses a scandal behind a news item and digs where the police won’t, risking career, sources and sometimes life itself.',
        },
        {
          id: 'undercover-cop-novel',
          name: 'Undercover cop novel',
          description:
            'A police officer lives under a false identity inside a gang or network; the line between role and loyalty blurs, and any conversation could blow their cover.',
        },
        {
          id: 'true-crime-novel',
          name: 'True crime novel',
          description:
            'A criminal case told the way a true crime documentary or podcast would tell it: interviews, case files and the gray areas the narrator sets out to illuminate.',
        },
        {
          id: 'wrongful-conviction-novel',
          name: 'Wrongful conviction novel',
          description:
            'An innocent person is behind bars and someone fights to reopen the case; the investigation exposes the system’s flaws and those who profit from silence.',
        },
      ],
    },
    {
      id: 'crime-noir',
      name: 'Noir and hard-boiled',
      description:
        'Grimy cities, damaged characters and gray morality: crime as the symptom of a society, told in a terse, disillusioned voice.',
      genres: [
        {
          id: 'hard-boiled',
          name: 'Hard-boiled',
          description:
            'The tough private eye of American mean streets, cynical but honorable, who takes punches and trades wisecracks; lean prose, snappy dialogue, corruption everywhere.',
          aliases: ['hardboiled', 'private eye novel'],
        },
        {
          id: 'noir-fiction',
          name: 'Noir',
          description:
            'Crime told from the side of losers, killers or victims, with no promise of justice; fate, desire and the city grind the characters down.',
          aliases: ['noir fiction', 'crime noir'],
        },
        {
          id: 'neo-noir',
          name: 'Neo-noir',
          description:
            'Classic noir codes transplanted into a modern era, with its technologies and new margins, and an irony that plays knowingly with the genre’s clichés.',
        },
        {
          id: 'rural-noir',
          name: 'Rural noir',
          description:
            'Forgotten backcountry, failing farms, woods and insular small towns, where violence grows out of poverty, isolation and clan loyalties; also known as country noir.',
        },
        {
          id: 'gangster-novel',
          name: 'Gangster novel',
          description:
            'The rise and fall of a mobster or a crime family, through codes of honor, betrayals, turf wars and dirty money.',
        },
        {
          id: 'narco-fiction',
          name: 'Narco fiction',
          description:
            'Cartels, drug routes and those who live or die by them, from farmers to undercover agents; a violent panorama of a trade that corrupts everything it touches.',
        },
        {
          id: 'neo-polar',
          name: 'Néo-polar',
          description:
            'The political, anti-establishment French crime fiction born in the 1970s around Jean-Patrick Manchette: social violence, a critique of power and razor-sharp prose.',
        },
        {
          id: 'social-crime-novel',
          name: 'Social crime novel',
          description:
            'Crime as a lens on a society’s fault lines, from unemployment and poverty to racism and neglected neighborhoods; the investigation is a way to face reality.',
        },
      ],
    },
    {
      id: 'crime-historical',
      name: 'Mysteries through history',
      description:
        'Crimes solved in the past, with no DNA or phones, where the sleuth must work within the customs, knowledge and power structures of the age.',
      genres: [
        {
          id: 'historical-mystery',
          name: 'Historical mystery',
          description:
            'A crime plot rooted in a carefully recreated period; the historical setting is no mere backdrop but shapes the crime, the motive and the investigation.',
        },
        {
          id: 'ancient-world-mystery',
          name: 'Ancient world mystery',
          description:
            'Rome, Athens or the Egypt of the pharaohs: a sleuth faces murders and plots in a world of slaves, oracles and senators.',
        },
        {
          id: 'medieval-mystery',
          name: 'Medieval mystery',
          description:
            'Monks, bailiffs or apothecaries investigate in abbeys and walled towns, where reason must find its way between dogma, superstition and feudal power.',
        },
        {
          id: 'enlightenment-mystery',
          name: 'Eighteenth-century mystery',
          description:
            'The age of salons, early policing and budding science; the investigation pits the new spirit of reason against privilege and court intrigue.',
        },
        {
          id: 'victorian-mystery',
          name: 'Victorian mystery',
          description:
            'Fog-bound, gaslit London, from Scotland Yard to the slums of Whitechapel: a world of respectable facades, poverty and the birth of scientific detection.',
        },
        {
          id: 'belle-epoque-mystery',
          name: 'Belle Époque mystery',
          description:
            'The Paris of world’s fairs, cabarets and the first Métro lines; the investigation crosses a society racing into modernity, from anarchists to salons to the underworld.',
        },
        {
          id: 'wartime-mystery',
          name: 'Wartime mystery',
          description:
            'A murder in the midst of war, when death is everywhere and justice seems trivial; the investigator persists despite censorship, the black market and the enemy.',
        },
      ],
    },
    {
      id: 'crime-heists',
      name: 'Heists, cons and outlaws',
      description:
        'Crime seen from the side of those who commit it: ingenious plans, crews of specialists, charming swindlers and the moment when everything can go wrong.',
      genres: [
        {
          id: 'heist-novel',
          name: 'Heist novel',
          description:
            'A crew of specialists plans the perfect job against a bank, casino or museum; the fun lies in the clockwork of the plan and the unexpected ways it goes wrong.',
          aliases: ['caper', 'caper novel', 'heist thriller'],
        },
        {
          id: 'gentleman-thief',
          name: 'Gentleman thief',
          description:
            'An elegant, witty burglar in the mold of Arsène Lupin or Raffles, who relieves the powerful of their valuables with panache and outwits the police like a chess opponent.',
        },
        {
          id: 'con-artist-novel',
          name: 'Con artist novel',
          description:
            'Grifters and manipulators run a long con on a wealthy mark, and the reader risks being fooled right up to the final twist.',
        },
        {
          id: 'art-crime-mystery',
          name: 'Art crime mystery',
          description:
            'Forgers, art thieves and unscrupulous dealers: a plot in which authenticating a canvas or a signature matters as much as a fingerprint.',
        },
        {
          id: 'prison-break-novel',
          name: 'Prison break novel',
          description:
            'An inmate, often innocent or bent on revenge, plots an escape from a supposedly escape-proof prison: cellblock tension, fragile alliances and a meticulous plan.',
        },
        {
          id: 'smuggling-novel',
          name: 'Smuggling novel',
          description:
            'Smugglers, traffickers and customs officers clash along a border, in a harbor or on a coastline: a world of moonless nights, hidden cargo and murky loyalties.',
        },
      ],
    },
    {
      id: 'crime-world',
      name: 'Crime fiction around the world',
      description:
        'Crime writing shaped by a place, its language, climate and history, from Scandinavian fjords to Latin American megacities.',
      genres: [
        {
          id: 'nordic-noir',
          name: 'Nordic noir',
          description:
            'Frozen landscapes, endless nights and melancholy detectives; beneath the polished Scandinavian welfare state, crime exposes violence, misogyny and buried secrets.',
          aliases: ['Scandi noir', 'Scandinavian noir'],
        },
        {
          id: 'tartan-noir',
          name: 'Tartan noir',
          description:
            'Scottish crime fiction from Edinburgh to Glasgow: rain, whisky, black humor and worn-out cops in cities where deprivation rubs shoulders with old money.',
        },
        {
          id: 'mediterranean-noir',
          name: 'Mediterranean noir',
          description:
            'Marseille, Naples, Barcelona or Athens: blazing sun, good food, waterfront mafias and political disillusion, in the tradition of Izzo, Camilleri and Vázquez Montalbán.',
        },
        {
          id: 'japanese-mystery',
          name: 'Japanese mystery',
          description:
            'From honkaku’s hyper-logical puzzles to Matsumoto’s social realism: fiendishly clever plots rooted in the codes and silences of Japanese society.',
        },
        {
          id: 'latin-american-noir',
          name: 'Latin American noir',
          description:
            'Political violence, corruption, cartels and the memory of dictatorships: the investigation doubles as a chronicle of a wounded continent, from Mexico City to Buenos Aires.',
        },
        {
          id: 'regional-crime-fiction',
          name: 'Regional crime fiction',
          description:
            'A case rooted in a region with a strong identity, such as Brittany, Provence or the Basque Country, where landscape, traditions, dialect and local rivalries matter as much as the motive.',
        },
        {
          id: 'african-crime-fiction',
          name: 'African crime fiction',
          description:
            'From Johannesburg to Dakar or Lagos, investigations in societies shaped by colonial legacies, apartheid, corruption and teeming urban energy.',
        },
      ],
    },
  ],
};
