import type { Category } from '../types';

export const horror: Category = {
  id: 'horror',
  name: 'Horror',
  description:
    'Stories designed to unsettle and terrify, from Gothic chills to cosmic dread, confronting characters with what overwhelms them, hunts them or lives inside them.',
  subcategories: [
    {
      id: 'horror-gothic',
      name: 'Gothic and classic horror',
      description:
        'Crumbling castles, cursed inheritances, mad scientists and specters of old: horror born from the past, from places and from family secrets.',
      genres: [
        {
          id: 'gothic-horror',
          name: 'Gothic horror',
          description:
            'An isolated mansion, a trapped heroine and a past eating at the walls: dread builds slowly through brooding settings, forbidden passions and a creeping supernatural.',
        },
        {
          id: 'southern-gothic',
          name: 'Southern Gothic',
          description:
            'The humid, decaying American South with its ruined families, racial violence and ghosts; the grotesque and the macabre lay bare a region’s sins.',
        },
        {
          id: 'victorian-gothic',
          name: 'Victorian Gothic',
          description:
            'London fog, asylums, séances and ambitious scientists: the terror of a buttoned-up century, where the supernatural exposes what respectability represses.',
        },
        {
          id: 'modern-gothic',
          name: 'Modern Gothic',
          description:
            'Gothic codes, from the house haunted by history to the cursed bloodline and the threatened heroine, carried into today’s world or reworked to question class, gender and colonialism.',
        },
        {
          id: 'classic-ghost-story',
          name: 'Classic ghost story',
          description:
            'In the tradition of M. R. James and Henry James, a scholar, an old house or an antique object triggers an apparition that is suggested more than shown.',
        },
        {
          id: 'mad-scientist-horror',
          name: 'Mad scientist horror',
          description:
            'A researcher defies the laws of nature and brings to life what they cannot control; as in Frankenstein, the creature raises the question of human hubris.',
        },
      ],
    },
    {
      id: 'horror-supernatural',
      name: 'Supernatural and occult horror',
      description:
        'Ghosts, demons, curses and rituals: forces from beyond intrude on the everyday world and will not leave without their due.',
      genres: [
        {
          id: 'supernatural-horror',
          name: 'Supernatural horror',
          description:
            'An inexplicable presence breaks into an ordinary life; the fear comes as much from the threat as from doubting what one is really seeing.',
        },
        {
          id: 'haunted-house',
          name: 'Haunted house',
          description:
            'A family moves into a home with a violent past; noises, opening doors and presences build to the certainty that the house wants something.',
        },
        {
          id: 'possession-horror',
          name: 'Possession horror',
          description:
            'An entity takes control of a body, often a child’s; priests, exorcists and loved ones fight for a soul at the cost of their own faith.',
        },
        {
          id: 'occult-horror',
          name: 'Occult horror',
          description:
            'Grimoires, secret societies, pacts and invocations: characters dabble in forbidden knowledge and open a door they cannot close.',
        },
        {
          id: 'witchcraft-horror',
          name: 'Witchcraft horror',
          description:
            'Sabbaths, hexes and vengeful witches: black magic as an ancestral threat, often tied to a past persecution demanding its due.',
        },
        {
          id: 'cursed-object-horror',
          name: 'Cursed object horror',
          description:
            'A doll, a mirror, a painting or an antique box passes from hand to hand, bringing misfortune to each new owner in turn.',
        },
        {
          id: 'paranormal-investigation-horror',
          name: 'Paranormal investigation horror',
          description:
            'A team of ghost hunters, armed with cameras and detectors, sets up in a reputedly haunted place; skepticism soon gives way before what the equipment records.',
        },
      ],
    },
    {
      id: 'horror-cosmic-weird',
      name: 'Cosmic horror and the weird',
      description:
        'Dread before a vast, indifferent universe, impossible geometries and knowledge that drives people mad: fear of what the human mind cannot grasp.',
      genres: [
        {
          id: 'cosmic-horror',
          name: 'Cosmic horror',
          description:
            'Humanity discovers its insignificance before ancient, incomprehensible entities; knowledge brings not salvation but madness.',
          aliases: ['Lovecraftian horror'],
        },
        {
          id: 'cthulhu-mythos',
          name: 'Cthulhu Mythos',
          description:
            'Stories set in Lovecraft’s shared universe of Great Old Ones, the Necronomicon, Arkham and its cultists, reimagined by new voices.',
        },
        {
          id: 'nautical-horror',
          name: 'Nautical horror',
          description:
            'Ghost ships, unfathomable depths and crews stranded at sea: the ocean becomes the realm of the utterly unknown, from which nothing returns unscathed.',
        },
        {
          id: 'space-horror',
          name: 'Space horror',
          description:
            'An isolated ship, a failing station or a hostile planet: light-years from any help, the crew faces a presence it should never have woken.',
        },
        {
          id: 'eco-horror',
          name: 'Eco-horror',
          description:
            'Nature turns on humanity or transforms in inexplicable ways; mutant forests, poisoned zones and unknown species voice our fear of what we have damaged.',
        },
        {
          id: 'archaeological-horror',
          name: 'Archaeological horror',
          description:
            'A dig, a tomb or a forgotten temple releases what should have stayed buried; ancient curses and lost knowledge awaken at the touch of researchers.',
        },
        {
          id: 'found-document-horror',
          name: 'Found-document horror',
          description:
            'The story is pieced together from diaries, letters, transcripts, emails or recovered reports; the gaps between documents are as frightening as what they say.',
        },
      ],
    },
    {
      id: 'horror-folk-rural',
      name: 'Folk, rural and legend horror',
      description:
        'Horror rising from the countryside, from traditions and from stories passed on, from pagan rites to urban legends born online.',
      genres: [
        {
          id: 'folk-horror',
          name: 'Folk horror',
          description:
            'A rural community loyal to ancient rites and an outsider who arrives at the wrong time: landscape, pagan belief and sacrifice close in like a slow, inescapable trap.',
        },
        {
          id: 'backwoods-horror',
          name: 'Backwoods horror',
          description:
            'City folk venture into a remote region and run into hostile locals: isolation, lost roads and primal violence, far from any help.',
        },
        {
          id: 'cryptid-horror',
          name: 'Cryptid horror',
          description:
            'Bigfoot, the wendigo or the Beast of Gévaudan: a creature of legend no one believed in prowls the woods and marshes around a small community.',
        },
        {
          id: 'small-town-horror',
          name: 'Small-town horror',
          description:
            'A quiet town hides a curse, a monster or a pact; a group of friends or a few clear-eyed locals confront the evil the town would rather ignore.',
        },
        {
          id: 'urban-legend-horror',
          name: 'Urban legend horror',
          description:
            'The phantom hitchhiker, the killer in the back seat: a story everyone thought was made up starts coming true, and word of mouth becomes the threat.',
        },
        {
          id: 'internet-horror',
          name: 'Internet horror',
          description:
            'Horror born on forums and social media: viral first-person accounts, creatures like Slender Man and a blurred line between shared fiction and testimony.',
          aliases: ['creepypasta'],
        },
        {
          id: 'j-horror',
          name: 'J-horror',
          description:
            'Japanese horror of long-haired yūrei, curses that spread from person to person and haunted technology: a slow, cold and relentless fear.',
          aliases: ['Japanese horror'],
        },
        {
          id: 'halloween-horror',
          name: 'Halloween horror',
          description:
            'Jack-o’-lanterns, masks and the night the dead return: Halloween sets the stage for, and sets off, a night of terror in a neighborhood or small town.',
        },
      ],
    },
    {
      id: 'horror-creatures',
      name: 'Bodies and creatures',
      description:
        'Monsters, the undead, beasts and bodies that change: horror turns physical and visceral, and the threat has fangs, claws or a lab coat.',
      genres: [
        {
          id: 'body-horror',
          name: 'Body horror',
          description:
            'The body mutates, decays or rebels: transformations, parasites and metamorphoses express anxieties about illness, identity and self-control.',
        },
        {
          id: 'creature-feature',
          name: 'Creature feature',
          description:
            'A monster, born of an experiment, another age or the deep, picks off an isolated group; survival depends on understanding the beast before it’s too late.',
        },
        {
          id: 'zombie-horror',
          name: 'Zombie horror',
          description:
            'The dead rise and devour the living; beyond the carnage, the story watches survivors behind their barricades keep or lose their humanity.',
        },
        {
          id: 'vampire-horror',
          name: 'Vampire horror',
          description:
            'The vampire as predator rather than lover: a bloodthirst that infects a town, a family or a victim spellbound by their tormentor.',
        },
        {
          id: 'werewolf-horror',
          name: 'Werewolf horror',
          description:
            'The full moon, the bite, the beast awakening: a transformation story in which a person fights their own savagery and those who hunt them.',
        },
        {
          id: 'medical-horror',
          name: 'Medical horror',
          description:
            'Abandoned hospitals, rogue surgeons and forbidden experiments: the place meant to heal becomes the place where you lose control of your own body.',
        },
        {
          id: 'animal-attack-horror',
          name: 'Animal attack horror',
          description:
            'Sharks, wolf packs, birds or insects: all-too-real animals start hunting humans, and nature brutally reminds us who the prey is.',
        },
      ],
    },
    {
      id: 'horror-mind',
      name: 'Horror of the mind',
      description:
        'Fear from within: madness, grief, isolation and warped perception, where the reader can no longer tell whether the threat is real or imagined.',
      genres: [
        {
          id: 'psychological-horror',
          name: 'Psychological horror',
          description:
            'Terror lodges in the mind of a character coming apart; hallucinations, paranoia and guilt blur the line between the supernatural and madness.',
        },
        {
          id: 'quiet-horror',
          name: 'Quiet horror',
          description:
            'No gore, no monster in plain sight: dread builds through atmosphere, details that feel wrong and what stays offstage, leaving an unease that lingers after the last page.',
        },
        {
          id: 'isolation-horror',
          name: 'Isolation horror',
          description:
            'A hotel closed for the winter, a lighthouse, a polar station: cut off from the world, characters watch confinement and solitude unleash their worst demons.',
        },
        {
          id: 'grief-horror',
          name: 'Grief horror',
          description:
            'Losing a loved one opens a breach through which horror pours in; the monster doubles as a metaphor for a grief that cannot be worked through.',
        },
        {
          id: 'asylum-horror',
          name: 'Asylum horror',
          description:
            'A psychiatric hospital, derelict or still running, where patients and staff are not what they seem; madness, confinement and the treatments of old haunt the halls.',
        },
        {
          id: 'evil-child-horror',
          name: 'Evil child horror',
          description:
            'A seemingly innocent child becomes the source of menace; parental love collides with the unspeakable, and no one believes what the narrator sees.',
        },
      ],
    },
    {
      id: 'horror-slasher-gore',
      name: 'Slasher and gore',
      description:
        'In-your-face horror: masked killers, hunted survivors and unflinching graphic violence, from the rule-bound body count to the most extreme fiction.',
      genres: [
        {
          id: 'slasher',
          name: 'Slasher',
          description:
            'A masked killer picks off the members of a group, often teenagers, one by one; genre rules, false scares and the final girl set the rhythm of the massacre.',
        },
        {
          id: 'splatterpunk',
          name: 'Splatterpunk',
          description:
            'The 1980s movement that smashed taboos with explicit gore, sex and deliberate transgression, often with a satirical or social edge.',
        },
        {
          id: 'extreme-horror',
          name: 'Extreme horror',
          description:
            'Horror that pushes past the limits of the bearable, with torture, cruelty and degradation described unflinchingly to provoke the reader and probe humanity’s worst.',
        },
        {
          id: 'survival-horror',
          name: 'Survival horror',
          description:
            'A group trapped against a relentless threat, with scarce resources and no help coming; every choice can cost a life, and not everyone will make it out.',
        },
        {
          id: 'cannibal-horror',
          name: 'Cannibal horror',
          description:
            'Lost travelers, an isolated family or a closed community: the ultimate taboo of eating human flesh, driven by survival, madness or ritual.',
        },
        {
          id: 'grand-guignol',
          name: 'Grand Guignol',
          description:
            'In the spirit of the famous Paris theater: spectacular murders, torments and buckets of blood, staged like a lurid, over-the-top macabre act.',
        },
      ],
    },
  ],
};
