import type { Category } from '../types';

export const thriller: Category = {
  id: 'thriller',
  name: 'Thriller and suspense',
  description:
    'Stories engineered to keep readers on the edge of their seats: a threat, a ticking clock, reversals and a hero with everything to lose.',
  subcategories: [
    {
      id: 'thriller-psychological',
      name: 'Psychological and domestic suspense',
      description:
        'Danger comes from within, from a partner, a home or one’s own mind: manipulation, false fronts and narrators you can no longer trust.',
      genres: [
        {
          id: 'psychological-thriller',
          name: 'Psychological thriller',
          description:
            'Tension that plays out in the mind more than in action: obsession, manipulation and unreliable perception, building to a truth that overturns everything.',
          aliases: ['psychological suspense'],
        },
        {
          id: 'domestic-thriller',
          name: 'Domestic thriller',
          description:
            'Marriage, family and neighbors become traps; behind the picture-perfect home hide secrets, coercive control and violence no one else can see.',
          aliases: ['domestic noir', 'domestic suspense'],
        },
        {
          id: 'stalker-thriller',
          name: 'Stalker thriller',
          description:
            'Someone is watching, following, messaging, closing in; the victim’s world shrinks day by day, and the fear comes from what cannot be proved.',
        },
        {
          id: 'amnesia-thriller',
          name: 'Amnesia thriller',
          description:
            'The protagonist wakes with no memory and must piece together who they are, what they did and whom to trust, while others already know the answers.',
        },
        {
          id: 'home-invasion-thriller',
          name: 'Home invasion thriller',
          description:
            'Strangers break into a house and hold its occupants captive; the safe haven becomes a prison and an ordinary night turns into a fight for survival.',
        },
        {
          id: 'revenge-thriller',
          name: 'Revenge thriller',
          description:
            'A victim, betrayed or broken, patiently plans payback; the reader follows the machinery of vengeance and wonders what it will cost.',
        },
        {
          id: 'cult-thriller',
          name: 'Cult thriller',
          description:
            'An isolated community, a charismatic leader and followers who never leave: a cult’s grip seen from inside or by those trying to get a loved one out.',
        },
      ],
    },
    {
      id: 'thriller-crime',
      name: 'Crime thrillers',
      description:
        'The hunt for a killer or the fight for justice at full speed: the crime is an ongoing threat, not just a puzzle to solve.',
      genres: [
        {
          id: 'serial-killer-thriller',
          name: 'Serial killer thriller',
          description:
            'A predator strikes according to a ritual, and investigators must crack its logic before the next victim; sometimes the reader gets inside the killer’s head too.',
        },
        {
          id: 'profiler-thriller',
          name: 'Profiler thriller',
          description:
            'A criminal profiler sketches the mind of an unknown killer, and the closer they get to thinking like the murderer, the more their own sanity is at stake.',
        },
        {
          id: 'legal-thriller',
          name: 'Legal thriller',
          description:
            'Lawyers, prosecutors and judges clash in a high-stakes case, with courtroom strategy, threatened witnesses and secrets that explode on the stand.',
          aliases: ['courtroom drama', 'courtroom thriller'],
        },
        {
          id: 'police-thriller',
          name: 'Police thriller',
          description:
            'A police investigation at an action thriller’s pace: cops under pressure, a race against time and a threat that escalates chapter by chapter.',
        },
        {
          id: 'vigilante-thriller',
          name: 'Vigilante thriller',
          description:
            'When the law fails, one person takes justice into their own hands; the story probes the line between reparation and revenge, hero and criminal.',
        },
        {
          id: 'hitman-thriller',
          name: 'Hitman thriller',
          description:
            'A methodical, solitary professional killer sees a contract go wrong; caught between a personal code and ruthless employers, the hunter becomes the hunted.',
        },
        {
          id: 'abduction-thriller',
          name: 'Abduction thriller',
          description:
            'A child, a woman or a witness is taken by a kidnapper; every hour counts, and the manhunt runs alongside the captive’s own struggle to survive.',
        },
      ],
    },
    {
      id: 'thriller-espionage',
      name: 'Spy fiction',
      description:
        'Agents, moles and secret services in the shadows of nations: a world of divided loyalties, tradecraft and secrets worth killing for.',
      genres: [
        {
          id: 'spy-novel',
          name: 'Spy novel',
          description:
            'An agent on assignment, forged papers, a contact who never shows: a cat-and-mouse game between rival services in which trust is a deadly luxury.',
          aliases: ['spy thriller', 'espionage', 'espionage novel'],
        },
        {
          id: 'cold-war-spy-novel',
          name: 'Cold War spy novel',
          description:
            'Berlin, Vienna, Moscow: the clash of blocs seen through weary agents, defectors and bureaucrats, in the morally gray tradition of John le Carré.',
        },
        {
          id: 'wwii-spy-novel',
          name: 'World War II spy novel',
          description:
            'Resistance fighters, parachuted agents and secret codes against the Abwehr and the Gestapo; each mission could turn the war or end in a cellar.',
        },
        {
          id: 'action-spy-thriller',
          name: 'Action spy thriller',
          description:
            'The James Bond school of secret agent: gadgets, chases, exotic locations, megalomaniac villains and a mission to save the world.',
        },
        {
          id: 'mole-hunt-thriller',
          name: 'Mole hunt thriller',
          description:
            'Someone inside the agency is working for the enemy; the internal investigation turns every colleague into a suspect and every file into a trap.',
        },
        {
          id: 'intelligence-thriller',
          name: 'Intelligence thriller',
          description:
            'Today’s intelligence agencies, with analysts, drones, intercepts and covert operations; the war is fought in the data as much as in the field.',
        },
        {
          id: 'counterterrorism-thriller',
          name: 'Counterterrorism thriller',
          description:
            'A cell is plotting an attack and a counterterrorism team has days to stop it, amid political pressure, moral dilemmas and a relentless countdown.',
        },
      ],
    },
    {
      id: 'thriller-political',
      name: 'Political and conspiracy thrillers',
      description:
        'Behind the scenes of power, finance and big institutions, where one person stumbles onto a truth that powerful forces want buried.',
      genres: [
        {
          id: 'political-thriller',
          name: 'Political thriller',
          description:
            'Elections, ministries and presidential palaces: a plot in which lust for power, backroom deals and scandal threaten democracy itself.',
        },
        {
          id: 'conspiracy-thriller',
          name: 'Conspiracy thriller',
          description:
            'An ordinary hero pulls a thread and uncovers a plot far bigger than themselves; the closer they get to the truth, the smaller the circle of people they can trust.',
        },
        {
          id: 'geopolitical-thriller',
          name: 'Geopolitical thriller',
          description:
            'An international crisis on the brink of war: diplomats, generals and agents play a chess game on which the balance of the world depends.',
        },
        {
          id: 'financial-thriller',
          name: 'Financial thriller',
          description:
            'Trading floors, hedge funds and tax havens, where fortunes are made and lost in seconds and inside knowledge can cost far more than money.',
        },
        {
          id: 'corporate-thriller',
          name: 'Corporate thriller',
          description:
            'A multinational, a dangerous product and an executive who knows too much: the quiet war of boardrooms, industrial espionage and corporate lawyers.',
        },
        {
          id: 'religious-conspiracy-thriller',
          name: 'Religious conspiracy thriller',
          description:
            'Coded manuscripts, secret societies and holy relics: a race through museums and crypts to uncover a secret guarded for centuries by the Church or an ancient order.',
        },
        {
          id: 'assassination-thriller',
          name: 'Assassination thriller',
          description:
            'A head of state or public figure is in the crosshairs; the story cuts between the assassin preparing the shot and those racing to stop it.',
        },
        {
          id: 'whistleblower-thriller',
          name: 'Whistleblower thriller',
          description:
            'An insider uncovers wrongdoing and decides to speak out; hunted by their former employer, they must protect the evidence, their family and their own life.',
        },
      ],
    },
    {
      id: 'thriller-science-tech',
      name: 'Techno and science thrillers',
      description:
        'Science, medicine and technology as sources of danger: discoveries gone wrong, viruses, algorithms and disasters only experts can understand.',
      genres: [
        {
          id: 'techno-thriller',
          name: 'Techno-thriller',
          description:
            'Cutting-edge weapons, submarines, satellites and military systems rendered in precise detail; the plot runs on technical mastery as much as on suspense.',
          aliases: ['technothriller'],
        },
        {
          id: 'medical-thriller',
          name: 'Medical thriller',
          description:
            'Hospitals, labs and operating rooms: covered-up errors, rigged clinical trials and organ trafficking, with a doctor turned reluctant investigator.',
        },
        {
          id: 'cyber-thriller',
          name: 'Cyber thriller',
          description:
            'Hackers, ransomware and data leaks: an invisible threat moving through networks that can cripple a city, a bank or a hospital with a few lines of code.',
        },
        {
          id: 'pandemic-thriller',
          name: 'Pandemic thriller',
          description:
            'An unknown virus spreads faster than science can follow; epidemiologists, soldiers and politicians battle contagion, panic and a lab’s dark secrets.',
        },
        {
          id: 'eco-thriller',
          name: 'Eco-thriller',
          description:
            'Pollution, predatory corporations, climate disaster or radical activists: a suspense plot in which an environmental threat drives the danger.',
        },
        {
          id: 'science-thriller',
          name: 'Science thriller',
          description:
            'A groundbreaking discovery slips out of its creators’ control, from genetics to physics; scientific plausibility fuels Michael Crichton-style tension.',
        },
        {
          id: 'disaster-thriller',
          name: 'Disaster thriller',
          description:
            'Earthquake, tsunami, eruption or industrial accident: a handful of characters fight to survive and save others while everything collapses.',
        },
      ],
    },
    {
      id: 'thriller-action',
      name: 'Action and ticking clocks',
      description:
        'Suspense at full throttle: chases, hostage standoffs, manhunts and high-risk missions, with every chapter ending on a tipping point.',
      genres: [
        {
          id: 'action-thriller',
          name: 'Action thriller',
          description:
            'A battle-hardened, often lone hero fights and chases their way through to foil a threat; pace and physicality take priority over puzzle.',
        },
        {
          id: 'ticking-clock-thriller',
          name: 'Ticking-clock thriller',
          description:
            'A bomb, a scheduled execution or an ultimatum: the whole story unfolds against a hard deadline, sometimes hour by hour, with no respite for the reader.',
        },
        {
          id: 'single-location-thriller',
          name: 'Single-location thriller',
          description:
            'A plane, a train, a snowbound chalet or an elevator: one confined place, trapped characters and a threat that may be among them.',
        },
        {
          id: 'hostage-thriller',
          name: 'Hostage thriller',
          description:
            'Hostage-takers, a negotiator and lives hanging on every word; the psychological standoff is shadowed by the threat of an armed assault.',
        },
        {
          id: 'fugitive-thriller',
          name: 'Fugitive thriller',
          description:
            'Wrongly accused or hunted by the people they crossed, the hero goes on the run, evading a manhunt while trying to prove the truth.',
        },
        {
          id: 'mercenary-thriller',
          name: 'Mercenary thriller',
          description:
            'Soldiers of fortune hired for a murky mission in a war zone, forced to choose between loyalty to money, to comrades or to conscience.',
        },
      ],
    },
  ],
};
