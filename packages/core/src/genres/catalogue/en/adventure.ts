import type { Category } from '../types';

export const adventure: Category = {
  id: 'adventure',
  name: 'Adventure and action',
  description:
    'Heroes thrown into the unknown, on land, at sea or in battle, where danger, grit and the lure of far horizons drive the story forward.',
  subcategories: [
    {
      id: 'adventure-quests',
      name: 'Treasure and expeditions',
      description:
        'Old maps, forgotten cities and uncharted lands: the search for treasure or lost knowledge leads heroes to the edges of the known world.',
      genres: [
        {
          id: 'treasure-hunt',
          name: 'Treasure hunt',
          description:
            'A map, a riddle or a will sends rival seekers on the trail of a fortune; clues, traps and betrayals mark every stage of the race.',
        },
        {
          id: 'archaeological-adventure',
          name: 'Archaeological adventure',
          description:
            'A rugged archaeologist, half scholar and half adventurer, explores temples and tombs to find a legendary artifact before looters or rival powers do.',
        },
        {
          id: 'exploration-adventure',
          name: 'Exploration adventure',
          description:
            'An expedition sets out to map an unknown land, travel up a river or cross a continent; discovering the world goes hand in hand with discovering oneself.',
        },
        {
          id: 'lost-world',
          name: 'Lost world',
          description:
            'On an isolated plateau, in a hidden valley or beneath the ice, a preserved world survives with prehistoric creatures and unknown peoples, in the manner of Conan Doyle.',
        },
        {
          id: 'lost-city-adventure',
          name: 'Lost city adventure',
          description:
            'El Dorado, Atlantis or a capital swallowed by the jungle: the search for a vanished civilization, caught between legend, obsession and very real perils.',
        },
        {
          id: 'extraordinary-voyage',
          name: 'Extraordinary voyage',
          description:
            'In the vein of Jules Verne, a daring journey to the center of the Earth, under the sea or around the world, blending scientific curiosity with a taste for adventure.',
        },
        {
          id: 'pulp-adventure',
          name: 'Pulp adventure',
          description:
            'The legacy of 1930s pulp magazines: fearless heroes, larger-than-life villains, a cliffhanger at the end of every chapter and nonstop action.',
        },
      ],
    },
    {
      id: 'adventure-survival',
      name: 'Survival and the wild',
      description:
        'Alone against the elements, in ice, desert or jungle: stories in which nature is setting, adversary and test of character all at once.',
      genres: [
        {
          id: 'survival-adventure',
          name: 'Survival adventure',
          description:
            'An accident, a breakdown or a mistake leaves someone stranded far from help; they must find water, shelter and food and hold on mentally until rescue comes.',
        },
        {
          id: 'robinsonade',
          name: 'Robinsonade',
          description:
            'A castaway, or a group of them, must rebuild a life on a desert island: ingenuity, solitude and a return to the wild in the line of Robinson Crusoe.',
        },
        {
          id: 'wilderness-adventure',
          name: 'Wilderness adventure',
          description:
            'Backpacking, canoeing or crossing a wild reserve: an adventure where forests, rivers and wildlife test bodies, group bonds and certainties.',
        },
        {
          id: 'polar-adventure',
          name: 'Polar adventure',
          description:
            'Pack ice, blizzards and six-month nights: expeditions to the poles where cold, hunger and isolation push everyone to their limits.',
        },
        {
          id: 'mountaineering-adventure',
          name: 'Mountaineering adventure',
          description:
            'A legendary climb, a rope team united or divided, the death zone and the looming avalanche: mountaineering as a physical and moral trial.',
        },
        {
          id: 'far-north-adventure',
          name: 'Far North adventure',
          description:
            'The Klondike, Alaska or Canadian North of Jack London: trappers, sled dogs, gold seekers and a merciless land.',
        },
        {
          id: 'desert-adventure',
          name: 'Desert adventure',
          description:
            'Dunes, caravans, oases and mirages: crossing the desert as a trial of thirst and navigation, and as an encounter with its nomadic peoples.',
        },
        {
          id: 'jungle-adventure',
          name: 'Jungle adventure',
          description:
            'Rainforest, muddy rivers, fevers and dangerous wildlife: a stifling trek where the vegetation itself seems eager to swallow intruders.',
        },
      ],
    },
    {
      id: 'adventure-sea',
      name: 'Adventures at sea',
      description:
        'Sailing ships, men-of-war and pirate vessels: the ocean as a realm of freedom, conquest and peril, from the age of sail to modern ocean races.',
      genres: [
        {
          id: 'sea-adventure',
          name: 'Sea adventure',
          description:
            'Life on board, the crew, storms and distant ports: a story in which the ship is a closed world and the sea a sovereign power.',
        },
        {
          id: 'pirate-adventure',
          name: 'Pirate adventure',
          description:
            'The black flag, boarding actions, treasure islands and lawless captains: the golden age of piracy, between untamed freedom and cruelty.',
        },
        {
          id: 'privateer-adventure',
          name: 'Privateer adventure',
          description:
            'Captains sailing under a letter of marque raid enemy shipping for their king; patriotism, plunder and honor vie on deck, a hair’s breadth from piracy.',
        },
        {
          id: 'naval-fiction',
          name: 'Naval fiction',
          description:
            'The fighting navy in the age of sail, from the Napoleonic Wars to great sea battles, in the manner of Patrick O’Brian: discipline, seamanship, broadsides and shipboard friendships.',
        },
        {
          id: 'shipwreck-story',
          name: 'Shipwreck story',
          description:
            'The ship goes down and survivors drift on a raft or in a lifeboat; hunger, thirst and rising tensions reveal what each is willing to do to live.',
        },
        {
          id: 'submarine-adventure',
          name: 'Submarine adventure',
          description:
            'Submarines, bathyscaphes and sunken wrecks: exploring the deep, where pressure, darkness and dwindling air turn every dive into an ordeal.',
        },
        {
          id: 'sailing-adventure',
          name: 'Sailing adventure',
          description:
            'A solo ocean race, a round-the-world voyage or a family crossing: the sea faced aboard a small boat, against storms and against oneself.',
        },
      ],
    },
    {
      id: 'adventure-swashbuckling',
      name: 'Swords, outlaws and derring-do',
      description:
        'Duels, escapes, masked avengers and big-hearted bandits: chivalric adventure in which honor is defended blade in hand.',
      genres: [
        {
          id: 'swashbuckler',
          name: 'Swashbuckler',
          description:
            'Duels, court intrigue, hard rides and thwarted love: historical adventure full of dash and bravado in the tradition of Dumas and Sabatini.',
          aliases: ['swashbuckling adventure'],
        },
        {
          id: 'musketeer-adventure',
          name: 'Musketeer adventure',
          description:
            'A band of brothers-in-arms in the king’s service, facing cardinals, spies and swordplay: friendship, loyalty and insolence toward the powerful.',
        },
        {
          id: 'outlaw-tale',
          name: 'Outlaw tale',
          description:
            'Big-hearted outlaws in the mold of Robin Hood or Ned Kelly defy lords, lawmen and tax collectors and become folk heroes of the common people.',
        },
        {
          id: 'masked-avenger',
          name: 'Masked avenger',
          description:
            'Idle aristocrat by day, masked defender of the oppressed by night, in the manner of Zorro or the Scarlet Pimpernel.',
        },
        {
          id: 'revenge-epic',
          name: 'Revenge epic',
          description:
            'Betrayed, imprisoned, then returned under a new name, the hero devotes a lifetime to punishing those who ruined them, in the line of The Count of Monte Cristo.',
        },
        {
          id: 'samurai-adventure',
          name: 'Samurai adventure',
          description:
            'The feudal Japan of ronin, warlords and bushido: masterless warriors wander between duels, honor and impossible loyalties.',
        },
        {
          id: 'martial-arts-adventure',
          name: 'Martial arts adventure',
          description:
            'Masters, disciples, rival schools and tournaments: adventure built around learning to fight, discipline and avenging a murdered teacher.',
        },
      ],
    },
    {
      id: 'adventure-western',
      name: 'The Wild West',
      description:
        'Plains, canyons and frontier towns: the American West of pioneers, cowboys and outlaws, between founding myth and critical reappraisal.',
      genres: [
        {
          id: 'traditional-western',
          name: 'Traditional western',
          description:
            'A stranger rides into town, a sheriff stands firm, outlaws threaten: the western of wide-open spaces, the code of honor and the showdown at high noon.',
          aliases: ['classic western'],
        },
        {
          id: 'revisionist-western',
          name: 'Revisionist western',
          description:
            'The Western myth taken apart: inglorious violence, the dispossession of Native peoples, aging heroes and a closing frontier.',
        },
        {
          id: 'neo-western',
          name: 'Neo-western',
          description:
            'Western themes carried into today’s West: debt-ridden ranches, the Mexican border, county sheriffs and a violence that never really left the plains.',
        },
        {
          id: 'pioneer-western',
          name: 'Pioneer western',
          description:
            'Families cross the plains by wagon train to build a new life; winters, sickness, conflict and solidarity forge a settler community.',
        },
        {
          id: 'cattle-drive-western',
          name: 'Cattle drive western',
          description:
            'Life on the ranch and on the trail: long rides, flooded rivers, rustlers and rough camaraderie around the campfire.',
        },
        {
          id: 'lawman-western',
          name: 'Lawman western',
          description:
            'A sheriff or marshal, the only law in a lawless town, must face outlaws, crooked bigwigs and sometimes the townsfolk themselves.',
        },
        {
          id: 'bounty-hunter-western',
          name: 'Bounty hunter western',
          description:
            'A bounty hunter tracks a fugitive wanted dead or alive across deserts and mountains; the line between lawman and mercenary thins with every mile.',
        },
        {
          id: 'gold-rush-adventure',
          name: 'Gold rush adventure',
          description:
            'California or the Klondike: crowds of prospectors dream of riches, and boomtowns draw con men, gamblers and killers as well as miners.',
        },
      ],
    },
    {
      id: 'adventure-military',
      name: 'Military and war adventure',
      description:
        'Soldiers, commandos and airmen in the thick of battle: adventure at ground level, where comradeship, fear and duty are tested under fire.',
      genres: [
        {
          id: 'military-adventure',
          name: 'Military adventure',
          description:
            'A unit is handed a perilous mission in hostile territory; the story follows the advance, the losses and the bonds forged among soldiers.',
        },
        {
          id: 'combat-fiction',
          name: 'Combat fiction',
          description:
            'A soldier’s life on the front line, in trenches, jungle or desert, told up close through bodies, fear and the absurdity of war.',
        },
        {
          id: 'special-forces-adventure',
          name: 'Special forces adventure',
          description:
            'A handful of elite special forces operators are inserted for a raid, a rescue or a sabotage mission where everything plays out in a few hours.',
        },
        {
          id: 'behind-enemy-lines',
          name: 'Behind-enemy-lines adventure',
          description:
            'Dropped into or stranded in occupied territory, soldiers must complete their mission or make it back to their lines, hunted and with no support.',
        },
        {
          id: 'pow-escape-story',
          name: 'POW escape story',
          description:
            'In a prison camp, captives dig, forge papers and plot their breakout under the guards’ noses, as in The Great Escape.',
        },
        {
          id: 'aviation-adventure',
          name: 'Aviation adventure',
          description:
            'Fighter pilots, airmail flyers and pioneering crossings: the sky as battlefield or frontier, with courage, temperamental engines and the loneliness of the cockpit.',
        },
        {
          id: 'foreign-legion-adventure',
          name: 'Foreign Legion adventure',
          description:
            'Men from everywhere, each running from a past, enlist under assumed names: desert forts, rough camaraderie and the honor of the Legion, as in Beau Geste.',
        },
      ],
    },
  ],
};
