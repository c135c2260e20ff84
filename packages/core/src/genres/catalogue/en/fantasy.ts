import type { Category } from '../types';

export const fantasy: Category = {
  id: 'fantasy',
  name: 'Fantasy',
  description:
    'Worlds where magic is real and changes everything: invented kingdoms, creatures, prophecies and powers, from sweeping epics to everyday enchantment.',
  subcategories: [
    {
      id: 'fantasy-epic',
      name: 'Epic and heroic',
      description:
        'The great tales of invented worlds: wars, quests, thrones and heroes with swords.',
      genres: [
        {
          id: 'high-fantasy',
          name: 'High fantasy',
          description:
            'Set wholly in an invented secondary world with its own peoples, languages and rules of magic; the pleasure lies in immersion and a world that holds together.',
        },
        {
          id: 'epic-fantasy',
          name: 'Epic fantasy',
          description:
            'Wars, crumbling empires and the fate of the world, told across many viewpoints and often many volumes; scale and momentum are the engine.',
        },
        {
          id: 'sword-and-sorcery',
          name: 'Sword and sorcery',
          description:
            'Fast, muscular adventures about a lone sword-wielder facing sinister sorcerers; personal stakes, loot and survival matter more than saving the world.',
        },
        {
          id: 'low-fantasy',
          name: 'Low fantasy',
          description:
            'Magic is rare, costly or doubtful in a harsh, grounded world; the supernatural stays at the edges while human ambition drives the plot.',
        },
        {
          id: 'quest-fantasy',
          name: 'Quest fantasy',
          description:
            'A mismatched company crosses the map to find, deliver or destroy an object of power, and the journey changes every one of them.',
        },
        {
          id: 'court-intrigue-fantasy',
          name: 'Court intrigue fantasy',
          description:
            'Plots, marriage alliances and contested thrones inside the palace walls, where words, secrets and poison cut deeper than swords.',
        },
        {
          id: 'dragon-fantasy',
          name: 'Dragon fantasy',
          description:
            'Dragons take center stage as mounts, allies, scourges or ancient minds, and the bond between a rider and their beast often carries the story.',
        },
      ],
    },
    {
      id: 'fantasy-dark',
      name: 'Dark and gritty',
      description:
        'Fantasy that looks violence, corruption and fear in the eye, far from spotless heroes.',
      genres: [
        {
          id: 'dark-fantasy',
          name: 'Dark fantasy',
          description:
            'Fantasy shot through with dread: unholy magic, nightmarish creatures and heroes who pay dearly; menace matters as much as adventure.',
        },
        {
          id: 'grimdark',
          name: 'Grimdark',
          description:
            'A cynical, violent world where no one is innocent, power corrupts and survival trumps morality; morally gray characters and losses that stay lost.',
        },
        {
          id: 'gothic-fantasy',
          name: 'Gothic fantasy',
          description:
            'Crumbling castles, cursed bloodlines, secret cults and dangerous attractions in an invented world steeped in fog and melancholy.',
        },
        {
          id: 'rogue-fantasy',
          name: 'Rogue fantasy',
          description:
            'The underbelly of a magical city seen through its thieves, con artists and hired blades; schemes, rival guilds and brittle loyalties drive the plot.',
        },
        {
          id: 'military-fantasy',
          name: 'Military fantasy',
          description:
            'War seen from the ranks: mercenary companies, sieges, strategy and brotherhood under fire, with magic used as a battlefield weapon.',
        },
        {
          id: 'post-apocalyptic-fantasy',
          name: 'Post-apocalyptic fantasy',
          description:
            'After a magical cataclysm, survivors wander the ruins of an age whose secrets are lost, and relics of the old world blur with magic.',
        },
      ],
    },
    {
      id: 'fantasy-urban',
      name: 'Urban and contemporary',
      description:
        'Magic breaks into our own present-day world, its cities, subways and ordinary streets.',
      genres: [
        {
          id: 'urban-fantasy',
          name: 'Urban fantasy',
          description:
            'Vampires, fae and wizards prowl a modern city, and a tough, wisecracking lead investigates, fights and walks the line between two worlds.',
        },
        {
          id: 'contemporary-fantasy',
          name: 'Contemporary fantasy',
          description:
            'A touch of magic enters an ordinary present-day life, in a small town as easily as a city, and upends a world the reader knows.',
        },
        {
          id: 'hidden-world-fantasy',
          name: 'Hidden world fantasy',
          description:
            'A secret magical society lives alongside ours, with its own schools, laws and enforcers, and the hero discovers they belong to it.',
        },
        {
          id: 'occult-detective',
          name: 'Occult detective',
          description:
            'A specialist in the supernatural takes cases involving ghosts, curses and ritual killings, and the investigation must play by magic’s rules.',
        },
        {
          id: 'witch-fantasy',
          name: 'Witch fantasy',
          description:
            'Witches old and new, family legacies, herbcraft and covens; magic here is about inheritance, nature and women claiming their power.',
        },
        {
          id: 'magic-school-fantasy',
          name: 'Magic academy',
          description:
            'A school where magic is taught: exams, rivalries, friendships, teachers with secrets and a danger lurking inside the walls.',
          aliases: ['magic school', 'wizard school'],
        },
      ],
    },
    {
      id: 'fantasy-myth-folklore',
      name: 'Myth, fairy tale and folklore',
      description:
        'Fantasy that draws on mythologies, fairy tales and folk traditions and makes them new.',
      genres: [
        {
          id: 'fairy-tale-retelling',
          name: 'Fairy tale retelling',
          description:
            'A familiar fairy tale such as Cinderella, Bluebeard or Beauty and the Beast told anew, with a different setting, viewpoint or moral.',
          aliases: ['fairytale retelling'],
        },
        {
          id: 'myth-retelling',
          name: 'Myth retelling',
          description:
            'An ancient myth retold through an overlooked voice—a goddess, a captive, a monster—revealing what tradition left unsaid.',
        },
        {
          id: 'mythic-fantasy',
          name: 'Mythic fantasy',
          description:
            'Capricious gods, demigod heroes and legendary beasts meddle with mortals, and the founding stories of a culture set the rules of the world.',
        },
        {
          id: 'folklore-fantasy',
          name: 'Folklore fantasy',
          description:
            'Forest spirits, village witches and fireside creatures: fantasy rooted in the folk beliefs of a particular region or people.',
        },
        {
          id: 'fae-fantasy',
          name: 'Fae fantasy',
          description:
            'The realm of the fae, beautiful and cruel, where bargains bind, names hold power and every favor comes at a price.',
        },
        {
          id: 'arthurian-fantasy',
          name: 'Arthurian fantasy',
          description:
            'Camelot, Merlin, the Round Table and the Grail revisited; the Matter of Britain becomes a springboard for new adventures and bold reinterpretations.',
        },
        {
          id: 'celtic-fantasy',
          name: 'Celtic fantasy',
          description:
            'Druids, bards, fairy mounds and Irish or Welsh warriors: fantasy steeped in Celtic legend and its thin borders with the Otherworld.',
        },
        {
          id: 'norse-fantasy',
          name: 'Norse fantasy',
          description:
            'Vikings, runes, Valkyries and Ragnarök: a cold, hard-edged fantasy inspired by the sagas and Scandinavian myth.',
        },
      ],
    },
    {
      id: 'fantasy-portals-progression',
      name: 'Portals, games and progression',
      description:
        'Crossing into other worlds, living inside game systems or climbing the ladder of power: stories of thresholds and advancement.',
      genres: [
        {
          id: 'portal-fantasy',
          name: 'Portal fantasy',
          description:
            'A wardrobe, mirror or door carries someone from our world into a magical realm, and their outsider’s eyes reveal it to the reader.',
        },
        {
          id: 'isekai',
          name: 'Isekai',
          description:
            'From manga and light novels: a hero dies or is summoned and wakes in another world, often with an outsized power and game-like rules.',
        },
        {
          id: 'litrpg',
          name: 'LitRPG',
          description:
            'The world runs like a role-playing game, with visible levels, stats and skills; building, optimizing and leveling up are part of the fun.',
          aliases: ['GameLit'],
        },
        {
          id: 'progression-fantasy',
          name: 'Progression fantasy',
          description:
            'A protagonist starts weak, trains hard and breaks through tier after tier; steady, hard-won growth in power is the engine of the story.',
        },
        {
          id: 'xianxia',
          name: 'Xianxia',
          description:
            'Chinese cultivation fantasy: disciples refine their qi, break through realms of power and chase immortality amid rival sects, masters and heavenly treasures.',
          aliases: ['cultivation novel'],
        },
        {
          id: 'wuxia',
          name: 'Wuxia',
          description:
            'The martial world of the jianghu: wandering swordsmen, rival schools, codes of honor and legendary techniques in a loosely historical China.',
        },
      ],
    },
    {
      id: 'fantasy-cozy',
      name: 'Cozy and lighthearted',
      description: 'Warm or witty fantasy at human scale, with room to breathe between adventures.',
      genres: [
        {
          id: 'cozy-fantasy',
          name: 'Cozy fantasy',
          description:
            'Low stakes and high comfort: a bakery, an inn or a garden in a magical world, and bonds slowly formed; warmth outweighs danger.',
        },
        {
          id: 'slice-of-life-fantasy',
          name: 'Slice-of-life fantasy',
          description:
            'Everyday life in a magical world for its own sake: trades, seasons, neighbors and small troubles, with no dark lord to defeat.',
        },
        {
          id: 'comic-fantasy',
          name: 'Comic fantasy',
          description:
            'Fantasy that plays with its own conventions through parody, satire and absurd characters, in the vein of Terry Pratchett’s Discworld.',
        },
        {
          id: 'animal-fantasy',
          name: 'Animal fantasy',
          description:
            'Talking animals live out their own epics, with societies, wars and legends of their own, as in Watership Down or Redwall.',
        },
        {
          id: 'pastoral-fantasy',
          name: 'Pastoral fantasy',
          description:
            'Quiet villages, fields and woods and the turning of the seasons: fantasy that celebrates simple rural life, sometimes threatened from outside.',
        },
        {
          id: 'noblebright',
          name: 'Noblebright',
          description:
            'The answer to grimdark: heroes who choose to do good whatever it costs, in a story that believes courage and kindness matter.',
        },
      ],
    },
    {
      id: 'fantasy-historical',
      name: 'Historical, gaslamp and flintlock',
      description:
        'Magic woven into real periods or their echoes, from antiquity to the Victorian age.',
      genres: [
        {
          id: 'historical-fantasy',
          name: 'Historical fantasy',
          description:
            'A real, well-researched period in which magic exists openly or in secret; history holds until the supernatural bends it.',
        },
        {
          id: 'gaslamp-fantasy',
          name: 'Gaslamp fantasy',
          description:
            'Magic and mystery in a Victorian or Edwardian nineteenth century, real or invented, among drawing rooms, London fog and secret societies.',
        },
        {
          id: 'flintlock-fantasy',
          name: 'Flintlock fantasy',
          description:
            'Muskets, cannon and magic in a world echoing the seventeenth and eighteenth centuries: revolutions, colonial empires and black-powder wars.',
        },
        {
          id: 'regency-fantasy',
          name: 'Regency fantasy',
          description:
            'Balls, advantageous matches and the manners of Regency England, with spells added; Jane Austen’s wit meets sorcery.',
        },
        {
          id: 'fantasy-of-manners',
          name: 'Fantasy of manners',
          description:
            'Little magic but plenty of etiquette: in a stratified society, verbal duels, reputations and status games take the place of battles.',
        },
        {
          id: 'ancient-world-fantasy',
          name: 'Ancient world fantasy',
          description:
            'Greece, Rome, Egypt or Mesopotamia reimagined, with oracles that speak true, gods close at hand and legendary wars.',
        },
      ],
    },
  ],
};
