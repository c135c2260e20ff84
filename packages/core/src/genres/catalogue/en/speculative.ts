import type { Category } from '../types';

export const speculative: Category = {
  id: 'speculative',
  name: 'Speculative and cross-genre',
  description:
    'Stories that bend reality without fitting a single box: alternate histories, the marvelous, the weird, retro-futures and genre blends.',
  subcategories: [
    {
      id: 'speculative-alternate',
      name: 'Alternate histories and retro-futures',
      description:
        'History takes another fork, or yesterday’s technology imagines tomorrow: rewritten pasts and futures that never were.',
      genres: [
        {
          id: 'alternate-history',
          name: 'Alternate history',
          description:
            'One point of divergence—a lost battle, a failed assassination—changes the course of history, and the story explores the world that follows.',
          aliases: ['alt history', 'alternative history', 'uchronia'],
        },
        {
          id: 'secret-history',
          name: 'Secret history',
          description:
            'Recorded history stays intact, but hidden forces, occult societies, conspiracies or the supernatural turn out to be its real drivers.',
        },
        {
          id: 'retrofuturism',
          name: 'Retrofuturism',
          description:
            'The future as the past imagined it: flying cars, chrome robots and gleaming cities of a modernity that never arrived.',
        },
        {
          id: 'steampunk',
          name: 'Steampunk',
          description:
            'A reinvented Victorian age run on steam: airships, automatons, eccentric inventors and brass gears driving adventure and social critique.',
        },
        {
          id: 'dieselpunk',
          name: 'Dieselpunk',
          description:
            'The look of the interwar years and the 1940s pushed to extremes: diesel engines, war zeppelins, jazz, propaganda and iron-fisted regimes.',
        },
        {
          id: 'atompunk',
          name: 'Atompunk',
          description:
            'The 1950s atomic age: radioactive optimism, a retro space race, Cold War paranoia and vacuum-tube gadgets.',
        },
        {
          id: 'clockpunk',
          name: 'Clockpunk',
          description:
            'Renaissance cogs, springs and automatons: a world where Leonardo-style clockwork engineering works wonders and inventors rival princes.',
        },
        {
          id: 'silkpunk',
          name: 'Silkpunk',
          description:
            'Technology inspired by classical East Asia—bamboo, silk, paper, war kites—powering epics with the feel of ancient China.',
        },
      ],
    },
    {
      id: 'speculative-weird',
      name: 'Weird and uncanny',
      description:
        'Stories that unsettle categories and leave the reader in a productive state of unease.',
      genres: [
        {
          id: 'weird-fiction',
          name: 'Weird fiction',
          description:
            'The inexplicable breaks through and defies all logic; a mood of unease and the sense that reality is far vaster and stranger than we thought.',
        },
        {
          id: 'new-weird',
          name: 'New weird',
          description:
            'Teeming, baroque cities where fantasy, science fiction and horror mix, with unbridled invention and a political edge, in the line of China Miéville.',
        },
        {
          id: 'slipstream',
          name: 'Slipstream',
          description:
            'Between literary fiction and the fantastic, a slight slippage in reality creates a strangeness the story never quite resolves.',
        },
        {
          id: 'bizarro-fiction',
          name: 'Bizarro fiction',
          description:
            'Absurdity pushed to the limit, grotesque, funny and transgressive, with crazed dream logic played completely straight.',
        },
        {
          id: 'surreal-fiction',
          name: 'Surreal fiction',
          description:
            'Dreamlike images, free association and metamorphoses: the story follows the logic of the unconscious rather than the waking world.',
        },
        {
          id: 'the-fantastic',
          name: 'The fantastic',
          description:
            'A supernatural event erupts in a realistic setting and the doubt never lifts: madness, illusion or truth? That hesitation is the heart of it, from Maupassant to Cortázar.',
        },
      ],
    },
    {
      id: 'speculative-marvelous',
      name: 'Marvels and fables',
      description:
        'The marvelous treated as ordinary, invented fairy tales and short tales that carry a lesson.',
      genres: [
        {
          id: 'marvelous-real',
          name: 'Marvelous real',
          description:
            'In Alejo Carpentier’s sense, the marvelous already lives in Latin American reality, its landscapes, mixtures and outsize history; the story reveals it rather than inventing it.',
        },
        {
          id: 'magical-realism',
          name: 'Magical realism',
          description:
            'The impossible enters a realistic, everyday world and nobody is surprised—yellow flowers rain down, the dead come back to dinner—all told in the same even voice, from García Márquez to Toni Morrison.',
          aliases: ['magic realism'],
        },
        {
          id: 'fabulism',
          name: 'Fabulism',
          description:
            'Fairy-tale and fable elements slip into a contemporary setting—a woman turns into a fox, a town forgets—and the strangeness works as metaphor.',
        },
        {
          id: 'fable',
          name: 'Fable',
          description:
            'A short, stylized tale, often with animals or archetypal figures, that leads to a moral or a truth about human nature.',
        },
        {
          id: 'parable',
          name: 'Parable',
          description:
            'A brief, spare story with human characters whose hidden meaning points to a moral or spiritual lesson, from the Gospels to Kafka’s parables.',
        },
        {
          id: 'original-fairy-tale',
          name: 'Literary fairy tale',
          description:
            'An original fairy tale rather than a retelling, with faraway kingdoms, trials in threes and magic no one questions, written for today’s readers, like Neil Gaiman’s Stardust.',
        },
        {
          id: 'allegory',
          name: 'Allegory',
          description:
            'Every character, place and event stands for something else—an idea, a regime, a virtue—so the story reads on two levels.',
        },
        {
          id: 'mythpunk',
          name: 'Mythpunk',
          description:
            'Myths and fairy tales broken apart and rebuilt with lyrical prose and fractured structures, often to give voice to the margins; a term coined by Catherynne M. Valente.',
        },
      ],
    },
    {
      id: 'speculative-blends',
      name: 'Genre blends',
      description:
        'Where fantasy meets science fiction, westerns or superheroes to make something new.',
      genres: [
        {
          id: 'science-fantasy',
          name: 'Science fantasy',
          description:
            'Magic and technology coexist without one explaining the other: starships and sorcerers, telepaths and gods, in worlds that ignore genre borders.',
        },
        {
          id: 'space-fantasy',
          name: 'Space fantasy',
          description:
            'Space opera trappings around a fantasy heart: mystic orders, near-magical powers and cosmic destinies, Star Wars style.',
        },
        {
          id: 'sword-and-planet',
          name: 'Sword and planet',
          description:
            'An Earthman flung onto an exotic planet wields a sword among princesses, monsters and ancient cities, in the tradition of Edgar Rice Burroughs’s Barsoom.',
        },
        {
          id: 'dying-earth',
          name: 'Dying Earth',
          description:
            'Beneath a fading red sun, an exhausted Earth where science has become magic and strange civilizations burn with their last light.',
        },
        {
          id: 'weird-western',
          name: 'Weird western',
          description:
            'The western crossed with the supernatural or science fiction: gunslingers hunting demons, haunted mining towns and impossible machines in the Wild West.',
        },
        {
          id: 'superhero-fiction',
          name: 'Superhero fiction',
          description:
            'People with powers—vigilantes, villains, ordinary citizens—in a world that has to live with them; double lives, responsibility and the abuse of power.',
          aliases: ['superheroes', 'superhero novel'],
        },
        {
          id: 'psi-fiction',
          name: 'Psychic powers',
          description:
            'Telepathy, telekinesis and precognition: characters with extraordinary mental abilities who are hunted, exploited or feared by society.',
        },
      ],
    },
    {
      id: 'speculative-futurisms',
      name: 'Futurisms and movements',
      description:
        'Movements that reimagine the future from cultures, identities and hopes long kept at the margins.',
      genres: [
        {
          id: 'afrofuturism',
          name: 'Afrofuturism',
          description:
            'The experiences and cultures of the African diaspora projected into the future or the cosmos, where technology, the memory of slavery and liberation meet.',
        },
        {
          id: 'africanfuturism',
          name: 'Africanfuturism',
          description:
            'A future rooted in Africa itself, its languages, cities and traditions, without passing through a Western lens; a term coined by Nnedi Okorafor.',
        },
        {
          id: 'indigenous-futurism',
          name: 'Indigenous futurism',
          description:
            'Indigenous writers imagine the future through their own knowledge, their relationship with the land and their survival of colonization.',
        },
        {
          id: 'latinofuturism',
          name: 'Latinofuturism',
          description:
            'Latin American and Latinx cultures projected into the future: borders, migration, syncretism and reinvented technologies from Mexico to Patagonia.',
        },
        {
          id: 'hopepunk',
          name: 'Hopepunk',
          description:
            'Kindness and solidarity chosen as acts of resistance in a harsh world; hope here is not naive, it is something you fight for.',
        },
        {
          id: 'queer-speculative-fiction',
          name: 'Queer speculative fiction',
          description:
            'Worlds that reinvent gender, desire and family, with queer identities at the center rather than the margins.',
        },
      ],
    },
    {
      id: 'speculative-beyond',
      name: 'Dreams, death and beyond',
      description:
        'Stories at the borders of consciousness and life: dreams, successive lives and in-between places.',
      genres: [
        {
          id: 'afterlife-fiction',
          name: 'Afterlife fiction',
          description:
            'The protagonist is dead and the story goes on: purgatory, a bureaucratic heaven, a ghost watching the living or one last chance to seize.',
        },
        {
          id: 'dream-fiction',
          name: 'Dream fiction',
          description:
            'Dreams become a territory: lucid dreamers, blurred borders between sleep and waking, shared dreamscapes where one can act or get lost.',
        },
        {
          id: 'reincarnation-fiction',
          name: 'Reincarnation fiction',
          description:
            'A soul passes through many lives and eras, with memories of past existences, debts to settle and loves that find each other again.',
        },
        {
          id: 'visionary-fiction',
          name: 'Visionary fiction',
          description:
            'A spiritual awakening or expansion of consciousness is the real stake, and the story traces an inner transformation with mystical overtones.',
        },
        {
          id: 'liminal-fiction',
          name: 'Liminal fiction',
          description:
            'Empty corridors, endless hotels and stations at night: places of passage turned into worlds of their own, where time and identity waver.',
        },
        {
          id: 'metaphysical-fiction',
          name: 'Metaphysical fiction',
          description:
            'Labyrinths, infinite libraries and doubles: the story plays with time, identity and the nature of reality, in the wake of Borges.',
        },
      ],
    },
  ],
};
