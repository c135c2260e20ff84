import type { Category } from '../types';

export const scienceFiction: Category = {
  id: 'science-fiction',
  name: 'Science fiction',
  description:
    'Stories that extrapolate from science and technology: possible futures, outer space, nonhuman minds and transformed societies.',
  subcategories: [
    {
      id: 'science-fiction-hard',
      name: 'Hard and near-future',
      description:
        'Science fiction that takes the science seriously or looks squarely at the near future.',
      genres: [
        {
          id: 'hard-sf',
          name: 'Hard science fiction',
          description:
            'Rigorous, plausible science, from orbital mechanics to biology; the thrill comes from mind-stretching ideas that respect known physical laws.',
          aliases: ['hard SF', 'hard sci-fi'],
        },
        {
          id: 'soft-sf',
          name: 'Soft science fiction',
          description:
            'The focus falls on psychology, politics and society rather than hardware; the science is a backdrop for human questions.',
          aliases: ['soft SF', 'soft sci-fi'],
        },
        {
          id: 'near-future-sf',
          name: 'Near-future fiction',
          description:
            'A future ten or thirty years out, extrapolated from today’s trends, which turns the story into a question put to the present.',
          aliases: ['near-future SF', 'near-future sci-fi'],
        },
        {
          id: 'mundane-sf',
          name: 'Mundane science fiction',
          description:
            'No faster-than-light travel and no aliens: science fiction that stays on Earth and sticks to the realistically possible to speak to our actual future.',
        },
        {
          id: 'space-survival',
          name: 'Space survival',
          description:
            'Stranded on a hostile planet or aboard a crippled ship, a castaway stays alive through science, ingenuity and sheer stubbornness.',
        },
        {
          id: 'big-dumb-object',
          name: 'Big dumb object',
          description:
            'A colossal, enigmatic artifact—a ringworld, a Dyson sphere, a derelict ship—is explored, and the mystery of who built it and why drives the story.',
        },
      ],
    },
    {
      id: 'science-fiction-space',
      name: 'Starships and galaxies',
      description:
        'Starships, distant planets, fleets and galactic empires: adventure far from Earth.',
      genres: [
        {
          id: 'space-opera',
          name: 'Space opera',
          description:
            'Adventure on a grand scale among the stars: galactic empires, fleet battles, political intrigue and larger-than-life heroes.',
        },
        {
          id: 'military-sf',
          name: 'Military science fiction',
          description:
            'Soldiers, space marines and fleet officers fight the wars of the future, with tactics, chain of command and the human cost of combat up front.',
          aliases: ['military SF', 'military sci-fi'],
        },
        {
          id: 'planetary-romance',
          name: 'Planetary romance',
          description:
            'The whole story unfolds on a single alien world with its own climates, peoples and wonders, and the planet itself becomes a main character.',
        },
        {
          id: 'space-exploration',
          name: 'Space exploration',
          description:
            'A crew heads into the unknown—uncharted planets, anomalies, the edge of the solar system—where discovery and wonder matter more than conflict.',
        },
        {
          id: 'generation-ship',
          name: 'Generation ship',
          description:
            'A ship travels for centuries toward another star, and the people born aboard may have forgotten they are even on a journey.',
        },
        {
          id: 'space-colonization',
          name: 'Space colonization',
          description:
            'Settlers build a society on a new world amid hostile land, scarcity and conflict with Earth or with whatever lived there first.',
        },
        {
          id: 'space-western',
          name: 'Space western',
          description:
            'Western conventions moved to the edge of the galaxy: lawless frontiers, smugglers, homesteaders on far planets and rough justice.',
        },
      ],
    },
    {
      id: 'science-fiction-aliens',
      name: 'Aliens and first contact',
      description:
        'Encounters with the truly other, whether it comes in peace, as a conqueror or with intentions no one can read.',
      genres: [
        {
          id: 'first-contact',
          name: 'First contact',
          description:
            'Humanity meets an alien intelligence for the first time, and the suspense lies in understanding, communicating and not making a fatal mistake.',
        },
        {
          id: 'alien-invasion',
          name: 'Alien invasion',
          description:
            'Invaders from elsewhere strike Earth, resistance takes shape and humanity discovers just how fragile it is.',
        },
        {
          id: 'xenofiction',
          name: 'Xenofiction',
          description:
            'The story is told from the viewpoint of a radically nonhuman being, alien or animal, with senses and logic unlike ours.',
        },
        {
          id: 'uplift',
          name: 'Uplift',
          description:
            'Animals are given intelligence through genetic or technological intervention, raising questions of debt, freedom and what makes a person.',
        },
        {
          id: 'anthropological-sf',
          name: 'Anthropological science fiction',
          description:
            'A close study of an alien culture, its rites, kinship and language, often through an envoy or ethnographer, in the manner of Ursula K. Le Guin.',
        },
        {
          id: 'kaiju',
          name: 'Kaiju',
          description:
            'Gigantic creatures rise from the ocean or another dimension to level cities, and humanity fights back with weapons, giant robots or sheer ingenuity.',
        },
      ],
    },
    {
      id: 'science-fiction-cyber',
      name: 'Cyber, AI and posthuman',
      description: 'Networks, thinking machines and augmented bodies: what technology makes of us.',
      genres: [
        {
          id: 'cyberpunk',
          name: 'Cyberpunk',
          description:
            'High tech, low life: megacorporations, hackers, implants and neon in choked cities where outsiders take on a locked-down system.',
        },
        {
          id: 'post-cyberpunk',
          name: 'Post-cyberpunk',
          description:
            'Cyberpunk’s heir: technology saturates everything, but the characters, often insiders, try to improve society rather than escape it.',
        },
        {
          id: 'ai-fiction',
          name: 'Artificial intelligence',
          description:
            'An AI awakens, serves, deceives or rebels, as the story explores machine consciousness and what it reveals about being human.',
          aliases: ['AI fiction'],
        },
        {
          id: 'robot-fiction',
          name: 'Robots and androids',
          description:
            'Service robots, near-human androids and machines demanding rights, blurring the line between tool and person.',
        },
        {
          id: 'virtual-reality',
          name: 'Virtual reality',
          description:
            'Digital worlds where people live, play or lose themselves; when the simulation grows more desirable than reality, what is still real?',
        },
        {
          id: 'transhumanist-sf',
          name: 'Transhumanist science fiction',
          description:
            'Implants, gene editing and mind uploading push humans past their biological limits, and every upgrade comes at a price.',
        },
        {
          id: 'singularity-fiction',
          name: 'Singularity fiction',
          description:
            'The point where technological intelligence outstrips humanity and the future becomes unknowable; dizzying stories about what comes after us.',
        },
      ],
    },
    {
      id: 'science-fiction-time',
      name: 'Time and other realities',
      description: 'Traveling through time, slipping between worlds or doubting reality itself.',
      genres: [
        {
          id: 'time-travel',
          name: 'Time travel',
          description:
            'A character journeys into the past or the future, and paradoxes, causality and the temptation to change everything drive the plot.',
        },
        {
          id: 'time-war',
          name: 'Time war',
          description:
            'Factions fight across the centuries by rewriting history, with time agents, patrols and rival timelines.',
        },
        {
          id: 'parallel-worlds',
          name: 'Parallel worlds',
          description:
            'Another version of our world exists alongside this one; crossing over means meeting one’s double and seeing what a single choice would have changed.',
        },
        {
          id: 'multiverse',
          name: 'Multiverse',
          description:
            'Countless universes coexist and the hero hops between them, with identity and possibility multiplying at every jump.',
        },
        {
          id: 'simulated-reality',
          name: 'Simulated reality',
          description:
            'The world may be nothing but a simulation, and the hero starts noticing glitches and hunting for whoever runs it.',
        },
        {
          id: 'far-future-sf',
          name: 'Far future',
          description:
            'Millions of years ahead, humanity has changed beyond recognition, and the story plays on the vertigo of deep time.',
        },
      ],
    },
    {
      id: 'science-fiction-societies',
      name: 'Future societies and collapse',
      description: 'Ideal, oppressive or collapsed societies that hold a mirror to our own.',
      genres: [
        {
          id: 'dystopia',
          name: 'Dystopia',
          description:
            'An oppressive society of surveillance and control over bodies or minds, seen from inside by someone who begins to resist.',
          aliases: ['dystopian fiction'],
        },
        {
          id: 'utopia',
          name: 'Utopia',
          description:
            'A society that seems to have solved its problems; the story explores how it works, what it promises and sometimes its hidden cost.',
        },
        {
          id: 'apocalyptic-fiction',
          name: 'Apocalyptic fiction',
          description:
            'The catastrophe is happening now—an asteroid, a war, a collapse—and the characters live through the last days of the world as they knew it.',
        },
        {
          id: 'post-apocalyptic',
          name: 'Post-apocalyptic',
          description:
            'After the collapse, survivors cross a ruined world, scavenge to stay alive and decide what deserves to be rebuilt.',
          aliases: ['postapocalyptic'],
        },
        {
          id: 'pandemic-fiction',
          name: 'Pandemic fiction',
          description:
            'A virus or unknown disease spreads, and the story follows the breakdown of normal life, the race for a cure and what fear does to people.',
        },
        {
          id: 'feminist-sf',
          name: 'Feminist science fiction',
          description:
            'Science fiction that imagines other arrangements of gender, power and reproduction to expose those of our own society.',
        },
        {
          id: 'political-sf',
          name: 'Political science fiction',
          description:
            'Governments, revolutions, ideologies and invented economies at the heart of the story, with the future as a laboratory for questions of power.',
        },
      ],
    },
    {
      id: 'science-fiction-eco-bio',
      name: 'Climate, ecology and biotech',
      description:
        'A changing planet, life reshaped in the lab and the futures still within reach.',
      genres: [
        {
          id: 'climate-fiction',
          name: 'Climate fiction',
          description:
            'Rising seas, droughts, migrations and societies forced to adapt; climate change is the engine of the story, not just its backdrop.',
          aliases: ['cli-fi', 'climate change fiction'],
        },
        {
          id: 'solarpunk',
          name: 'Solarpunk',
          description:
            'Hopeful futures built on clean energy, community and repair; optimistic science fiction that shows how we might live well with the planet.',
        },
        {
          id: 'ecological-sf',
          name: 'Ecological science fiction',
          description:
            'Ecosystems, earthly or alien, sit at the heart of the story, and a society’s relationship with its living world decides its fate.',
        },
        {
          id: 'terraforming',
          name: 'Terraforming',
          description:
            'Making a hostile planet habitable takes generations, and engineering, politics and ethics collide over Mars or worlds beyond.',
        },
        {
          id: 'biopunk',
          name: 'Biopunk',
          description:
            'Cyberpunk’s genetic cousin: biohackers, biotech corporations, engineered organisms and altered bodies in a deeply unequal world.',
        },
        {
          id: 'genetic-engineering-sf',
          name: 'Genetic engineering',
          description:
            'Designer children, resurrected species and societies divided by their genomes, as the life sciences redraw what a living being can be made into.',
        },
        {
          id: 'clone-fiction',
          name: 'Clones',
          description:
            'A character discovers they are a clone or meets one, putting identity, memory and the right to exist at the heart of the story.',
        },
      ],
    },
  ],
};
