import type { Category } from '../types';

export const historical: Category = {
  id: 'historical',
  name: 'Historical fiction',
  description:
    'Stories set in the past, from prehistory to the twentieth century, that bring an era to life through real or invented characters.',
  subcategories: [
    {
      id: 'historical-ancient',
      name: 'Prehistory and the ancient world',
      description:
        'From the first humans to the great ancient empires: hunters, pharaohs, Greek city-states and Roman legions.',
      genres: [
        {
          id: 'prehistoric-fiction',
          name: 'Prehistoric fiction',
          description:
            'A clan struggles to survive cold, beasts and rival tribes, and the story imagines the birth of fire, art, ritual and language.',
        },
        {
          id: 'ancient-near-east-novel',
          name: 'Ancient Near East novel',
          description:
            'Sumer, Babylon, Assyria or Persia: builder kings, scribes and priests in the first cities and empires in history.',
        },
        {
          id: 'ancient-egypt-novel',
          name: 'Ancient Egypt novel',
          description:
            'Pharaohs, priests, craftsmen and tomb builders along the Nile, with palace intrigue and beliefs about the afterlife driving the story.',
        },
        {
          id: 'ancient-greece-novel',
          name: 'Ancient Greece novel',
          description:
            'Athens, Sparta, the Persian Wars or Alexander’s conquests: philosophers, hoplites and citizens in the cradle of democracy.',
        },
        {
          id: 'ancient-rome-novel',
          name: 'Ancient Rome novel',
          description:
            'Senators, gladiators, slaves and legionaries from Republic to Empire, where political ambition, conspiracy and conquest compete for the stage.',
        },
        {
          id: 'biblical-fiction',
          name: 'Biblical fiction',
          description:
            'Figures from the Bible, patriarchs, prophets, queens or apostles, reimagined as flesh-and-blood people with doubts and passions.',
        },
        {
          id: 'late-antiquity-novel',
          name: 'Late antiquity novel',
          description:
            'Barbarian invasions, the fall of Rome, early Christians and the last pagans: one world collapsing while another is being invented.',
        },
      ],
    },
    {
      id: 'historical-medieval',
      name: 'Middle Ages',
      description:
        'A thousand years of castles, monasteries, crusades and emerging kingdoms, from the fall of Rome to the end of the fifteenth century.',
      genres: [
        {
          id: 'medieval-novel',
          name: 'Medieval novel',
          description:
            'The life of a lord, a monk, a mason or a peasant woman in feudal society, shaped by faith, war and famine.',
        },
        {
          id: 'viking-novel',
          name: 'Viking novel',
          description:
            'Longship raids, blood feuds and distant settlements: the Norse world, its gods, laws and explorers.',
        },
        {
          id: 'byzantine-empire-novel',
          name: 'Byzantine Empire novel',
          description:
            'Constantinople and its thousand-year empire: emperors, eunuchs, theologians and courtesans at the crossroads of East and West.',
        },
        {
          id: 'crusades-novel',
          name: 'Crusades novel',
          description:
            'Knights, pilgrims and sultans on the road to Jerusalem, where faith, violence and the meeting of cultures test every character.',
        },
        {
          id: 'al-andalus-novel',
          name: 'Al-Andalus novel',
          description:
            'Muslim Spain, its caliphs, scholars and poets, the coexistence of three faiths and the long retreat before the Reconquista.',
        },
        {
          id: 'chivalric-novel',
          name: 'Chivalric romance',
          description:
            'Tournaments, vows, wanderings and courtly love: a knight seeks glory and honor, in the tradition of the medieval romances.',
        },
        {
          id: 'black-death-novel',
          name: 'Black Death novel',
          description:
            'A town or village struck by the plague of 1348: fear, fanaticism, solidarity and the collapse of the established order.',
        },
      ],
    },
    {
      id: 'historical-early-modern',
      name: 'Renaissance and early modern',
      description:
        'From the fifteenth to the seventeenth century: humanists, voyages of discovery, wars of religion and absolute monarchies.',
      genres: [
        {
          id: 'renaissance-novel',
          name: 'Renaissance novel',
          description:
            'Florence, Venice or the court of François I: artists, patrons, bankers and inventors in a world rediscovering antiquity and reinventing itself.',
        },
        {
          id: 'tudor-novel',
          name: 'Tudor novel',
          description:
            'The England of Henry VIII and Elizabeth I: political marriages, religious schism, favorites and falling heads.',
        },
        {
          id: 'conquest-of-the-americas-novel',
          name: 'Conquest of the Americas novel',
          description:
            'Conquistadors, the Aztec and Inca empires, missionaries and Indigenous peoples: the violent collision of two worlds.',
        },
        {
          id: 'wars-of-religion-novel',
          name: 'Wars of Religion novel',
          description:
            'Catholics and Protestants tear each other apart, from the St Bartholomew’s Day massacre to the Thirty Years’ War, splitting families and consciences.',
        },
        {
          id: 'spanish-golden-age-novel',
          name: 'Spanish Golden Age novel',
          description:
            'Madrid and Seville in the sixteenth and seventeenth centuries: gold from the Indies, the Inquisition, theater, duels and the glory of a fading empire.',
        },
        {
          id: 'grand-siecle-novel',
          name: 'Age of Louis XIV novel',
          description:
            'France under Louis XIII and Louis XIV: Versailles, the Fronde, literary salons and the ruthless machinery of royal favor.',
        },
        {
          id: 'witch-trial-novel',
          name: 'Witch trial novel',
          description:
            'A community gripped by fear accuses women of witchcraft; trials, denunciations and executions expose the machinery of persecution.',
        },
      ],
    },
    {
      id: 'historical-18th-19th-centuries',
      name: 'Eighteenth and nineteenth centuries',
      description:
        'From the Enlightenment to the Belle Époque: revolutions, empires, industrialization and social upheaval.',
      genres: [
        {
          id: 'enlightenment-novel',
          name: 'Enlightenment novel',
          description:
            'Philosophers, salons, encyclopaedists and libertines: the age of reason, censorship and the ideas that paved the way for revolution.',
        },
        {
          id: 'french-revolution-novel',
          name: 'French Revolution novel',
          description:
            'From the storming of the Bastille to the Terror, lives swept up by history, caught between ideals, fear, denunciation and the guillotine.',
        },
        {
          id: 'napoleonic-novel',
          name: 'Napoleonic novel',
          description:
            'The campaigns of the Napoleonic Wars, from Austerlitz to Waterloo, seen by soldiers, officers or the families they left behind.',
        },
        {
          id: 'industrial-revolution-novel',
          name: 'Industrial Revolution novel',
          description:
            'Mills, mines and cities growing too fast: industrial fortunes and workers’ misery sit side by side in a world remade by the machine.',
        },
        {
          id: 'neo-victorian-novel',
          name: 'Neo-Victorian novel',
          description:
            'The Victorian era revisited with a modern eye: London fog, moral hypocrisy, spiritualism and voices long kept silent.',
        },
        {
          id: 'neo-slave-narrative',
          name: 'Neo-slave narrative',
          description:
            'The slave trade, plantations and escapes to freedom told from the enslaved person’s point of view, carrying the memory of a founding crime.',
        },
        {
          id: 'american-civil-war-novel',
          name: 'American Civil War novel',
          description:
            'America torn between North and South: battlefields, plantations, divided families and the question of slavery.',
        },
        {
          id: 'latin-american-independence-novel',
          name: 'Latin American independence novel',
          description:
            'Bolívar, San Martín and their armies: creoles, slaves and Indigenous peoples in the wars that gave birth to the nations of Latin America.',
        },
        {
          id: 'belle-epoque-novel',
          name: 'Belle Époque novel',
          description:
            'The Paris of cabarets, world fairs and the first motor cars: the carefree glitter of a world that does not yet know it is ending.',
        },
      ],
    },
    {
      id: 'historical-20th-century',
      name: 'Twentieth century',
      description:
        'World wars, revolutions, dictatorships and decolonization: a century of upheaval seen at human scale.',
      genres: [
        {
          id: 'first-world-war-novel',
          name: 'First World War novel',
          description:
            'Trenches, home leave, the maimed and the waiting at home: 1914–1918 seen by the soldiers and by those left behind.',
        },
        {
          id: 'jazz-age-novel',
          name: 'Jazz Age novel',
          description:
            'The 1920s after the Great War: jazz, speakeasies, liberated women, easy fortunes and disillusion before the 1929 crash.',
        },
        {
          id: 'russian-revolution-novel',
          name: 'Russian Revolution novel',
          description:
            'The fall of the tsars, civil war and the early Soviet years, as ideals, exile and terror overturn whole families.',
        },
        {
          id: 'spanish-civil-war-novel',
          name: 'Spanish Civil War novel',
          description:
            'Republicans and Nationalists, the International Brigades and divided villages: 1936–1939 and the wounds it left across generations.',
        },
        {
          id: 'second-world-war-novel',
          name: 'Second World War novel',
          description:
            'The front, occupation, the Blitz or flight from the invader: ordinary lives caught in the 1939–1945 war and the impossible choices it forces.',
        },
        {
          id: 'resistance-novel',
          name: 'Resistance novel',
          description:
            'Underground networks, parachute drops, forged papers and betrayal: ordinary men and women who choose to defy the occupier.',
        },
        {
          id: 'holocaust-novel',
          name: 'Holocaust novel',
          description:
            'The persecution and murder of Europe’s Jews told through individual lives, from the ghettos to the camps and the survivors.',
        },
        {
          id: 'decolonisation-novel',
          name: 'Decolonization novel',
          description:
            'The Algerian War, Indian independence or the end of the African colonies: the fall of empires seen by the colonized, the settlers and the soldiers.',
        },
        {
          id: 'vietnam-war-novel',
          name: 'Vietnam War novel',
          description:
            'Jungle, paddy fields, the draft and the impossible homecoming: the war seen by American soldiers, the Vietnamese and their families.',
        },
      ],
    },
    {
      id: 'historical-forms',
      name: 'Forms of historical fiction',
      description:
        'Ways of telling the past, whatever the period: fictional biography, sweeping epic, saga or dual timeline.',
      genres: [
        {
          id: 'biographical-novel',
          name: 'Biographical novel',
          description:
            'The life of a real historical figure, artist, ruler or scientist, imagined from within to fill the silences left by the record.',
        },
        {
          id: 'historical-saga',
          name: 'Historical saga',
          description:
            'A family or dynasty passes through several centuries, each generation living the great events of its time in its own way.',
        },
        {
          id: 'historical-epic',
          name: 'Historical epic',
          description:
            'A broad canvas of an era or a major event, with a large cast of characters from every walk of life whose fates intertwine.',
        },
        {
          id: 'royal-court-novel',
          name: 'Royal court novel',
          description:
            'Favorites, ministers and heirs compete for the monarch’s ear, while arranged marriages, plots and disgrace set the rhythm of palace life.',
        },
        {
          id: 'dual-timeline-novel',
          name: 'Dual-timeline novel',
          description:
            'A present-day story and one from the past unfold in alternating chapters, linked by a place, an object or a secret that finally brings them together.',
        },
        {
          id: 'historical-chronicle',
          name: 'Historical chronicle',
          description:
            'The story follows the events of a period year by year, through a well-placed witness or a single city, staying close to the facts.',
        },
        {
          id: 'historiographic-metafiction',
          name: 'Historiographic metafiction',
          description:
            'The novel tells the past while showing how history gets written: patchy archives, competing versions and a narrator investigating before our eyes.',
        },
      ],
    },
  ],
};
