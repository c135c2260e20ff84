import type { Category } from '../types';

export const themes: Category = {
  id: 'themes',
  name: 'Themes and tropes',
  description:
    'Story patterns to combine with any genre: relationships, journeys, identities, conflicts, devices and endings that give a story its shape.',
  subcategories: [
    {
      id: 'themes-love',
      name: 'Love and desire',
      description: 'The romantic engines readers recognize and ask for by name.',
      genres: [
        {
          id: 'enemies-to-lovers',
          name: 'Enemies to lovers',
          description:
            'Two people who can’t stand each other—rivals, or on opposing sides—slowly fall in love, and every clash fuels the attraction.',
        },
        {
          id: 'friends-to-lovers',
          name: 'Friends to lovers',
          description:
            'A long friendship tips over into love, and the whole question is whether to risk what they already have.',
        },
        {
          id: 'forbidden-love',
          name: 'Forbidden love',
          description:
            'Class, religion, law or enemy lines: everything forbids this love, and every stolen meeting puts the lovers at risk.',
        },
        {
          id: 'star-crossed-lovers',
          name: 'Star-crossed lovers',
          description:
            'Two people meant for each other but doomed by fate, family or history, as in Romeo and Juliet; the ending casts its shadow from the first page.',
        },
        {
          id: 'love-triangle',
          name: 'Love triangle',
          description:
            'One heart torn between two people who stand for two possible lives, and the final choice reveals who the character wants to become.',
        },
        {
          id: 'fake-relationship',
          name: 'Fake dating',
          description:
            'Two people pretend to be a couple for an inheritance, a wedding or a reputation, until the act turns real.',
        },
        {
          id: 'second-chance-love',
          name: 'Second chance romance',
          description:
            'Former lovers meet again years after the breakup, and whatever tore them apart must be faced before they can try again.',
        },
        {
          id: 'marriage-of-convenience',
          name: 'Marriage of convenience',
          description:
            'A marriage made for practical reasons—an alliance, a title, a visa, an inheritance—where feelings grow where no one expected them.',
        },
      ],
    },
    {
      id: 'themes-bonds',
      name: 'Family and bonds',
      description: 'Friendships, families born or chosen, inheritance and rivalry.',
      genres: [
        {
          id: 'found-family',
          name: 'Found family',
          description:
            'Loners and misfits come together and become a family stronger than blood, and the warmth of the group is the heart of the story.',
        },
        {
          id: 'mentor-and-protege',
          name: 'Mentor and protégé',
          description:
            'A mentor trains a promising student, and teaching, high demands, admiration and finally independence shape a sometimes stormy bond.',
        },
        {
          id: 'sibling-rivalry',
          name: 'Sibling rivalry',
          description:
            'Brothers and sisters compete for a parent’s love, an inheritance or a throne, and childhood wounds weigh on every adult choice.',
        },
        {
          id: 'unlikely-friendship',
          name: 'Unlikely friendship',
          description:
            'Two people divided by age, background or even species get to know each other and are changed by the encounter.',
        },
        {
          id: 'reluctant-guardian',
          name: 'Reluctant guardian',
          description:
            'A hardened loner ends up responsible for a child or an innocent, and the duty they never wanted slowly changes them.',
        },
        {
          id: 'family-secret',
          name: 'Family secret',
          description:
            'A letter, an attic or a death uncovers what a family has hidden for generations, and the whole past must be reread.',
        },
        {
          id: 'inheritance',
          name: 'The inheritance',
          description:
            'An unexpected will—a house, a fortune, a burden—forces the hero to face the other heirs and what they have truly been left.',
        },
      ],
    },
    {
      id: 'themes-journeys',
      name: 'Journeys and quests',
      description:
        'Leaving, seeking, returning: stories in motion where the road changes the traveler.',
      genres: [
        {
          id: 'quest',
          name: 'The quest',
          description:
            'A clear goal—an object, a person, a truth—sets the hero on a long road of trials that change them as much as they test them.',
        },
        {
          id: 'coming-home',
          name: 'Coming home',
          description:
            'Years later, someone returns to where they grew up; the place has changed, the old wounds have not, and what they fled must finally be faced.',
        },
        {
          id: 'fish-out-of-water',
          name: 'Fish out of water',
          description:
            'A character is thrown into a world they know nothing about—another country, class or era—and the clashes and fresh eyes give the story its spark.',
        },
        {
          id: 'road-trip',
          name: 'Road trip',
          description:
            'A journey by car or on foot from one place to another, with encounters at every stop, where the road draws out who the characters really are.',
        },
        {
          id: 'exile',
          name: 'Exile',
          description:
            'Driven from home by war, law or disgrace, a character must rebuild elsewhere, torn between longing and a new sense of belonging.',
        },
        {
          id: 'descent-into-the-underworld',
          name: 'Descent into the underworld',
          description:
            'Like Orpheus, the hero goes down into the land of the dead, or an inner abyss, to bring someone or something back, and never returns quite the same.',
        },
        {
          id: 'stranger-comes-to-town',
          name: 'A stranger comes to town',
          description:
            'An outsider arrives in a closed community and upsets its balance, and both their secrets and the town’s come slowly to light.',
        },
      ],
    },
    {
      id: 'themes-identity',
      name: 'Identity and transformation',
      description: 'Who am I, really? Destinies, masks, lost memories and swapped bodies.',
      genres: [
        {
          id: 'chosen-one',
          name: 'The chosen one',
          description:
            'A prophecy or a sign marks an ordinary person to save the world, and the weight of destiny and self-doubt sit at the heart of the story.',
        },
        {
          id: 'amnesia',
          name: 'Amnesia',
          description:
            'A character wakes with no memory and must piece together who they are, and every discovery about their past may save or damn them.',
        },
        {
          id: 'secret-identity',
          name: 'Secret identity',
          description:
            'The hero leads a double life and hides their true nature from those closest to them, and the threat of exposure tightens every scene.',
        },
        {
          id: 'lost-heir',
          name: 'Lost heir',
          description:
            'A humble orphan learns they descend from a royal or powerful line and must choose between the life they knew and the throne that awaits.',
        },
        {
          id: 'rite-of-passage',
          name: 'Rite of passage',
          description:
            'A trial, a single night, a summer or an initiation carries a character from childhood into adulthood, or from one station in life to another.',
        },
        {
          id: 'body-swap',
          name: 'Body swap',
          description:
            'Two people wake up in each other’s bodies and must live each other’s lives, with comedy and forced empathy until they switch back, if they ever do.',
        },
        {
          id: 'doppelganger',
          name: 'Doppelgänger',
          description:
            'Someone meets their exact double, who slowly steals their life or exposes their dark side, and the double asks what makes a self.',
        },
        {
          id: 'impostor',
          name: 'The impostor',
          description:
            'A character takes someone else’s place—an heir, a missing soldier, a noble—and must keep up the act without slipping, even if they lose themselves in it.',
        },
      ],
    },
    {
      id: 'themes-power-conflict',
      name: 'Power and conflict',
      description: 'Ambition, betrayal, revenge and atonement: the moral engines of great stories.',
      genres: [
        {
          id: 'revenge',
          name: 'Revenge',
          description:
            'A wrong suffered drives the hero to strike back, with patience, meticulous planning and the nagging question of what vengeance will cost.',
        },
        {
          id: 'redemption',
          name: 'Redemption',
          description:
            'Someone who has done wrong tries to make amends; the road is long, forgiveness uncertain and a relapse always possible.',
        },
        {
          id: 'betrayal',
          name: 'Betrayal',
          description:
            'An ally, a friend or a lover turns on the hero, and the broken trust redraws every loyalty in the story.',
        },
        {
          id: 'rebellion',
          name: 'Rebellion',
          description:
            'Against an unjust power, rebels organize, and sacrifice, ideals and compromise put the uprising to the test.',
        },
        {
          id: 'rise-to-power',
          name: 'Rise to power',
          description:
            'From nothing to everything: a character climbs through talent, cunning or crime, and each step costs a little more of who they were.',
        },
        {
          id: 'fall-from-grace',
          name: 'Fall from grace',
          description:
            'Someone at the top loses everything—status, reputation, certainties—and must find out who they are once brought low.',
        },
        {
          id: 'antihero',
          name: 'Antihero',
          description:
            'The lead lacks the classic hero’s virtues—cynical, selfish, even violent—and yet readers follow them and want them to win.',
        },
        {
          id: 'underdog',
          name: 'Underdog',
          description:
            'Someone weak and written off by everyone takes on a far stronger opponent, with ingenuity and grit making up for strength.',
        },
        {
          id: 'deal-with-the-devil',
          name: 'Deal with the devil',
          description:
            'Power, love or fame bought with a soul or a hidden price, and the whole story builds toward the day the debt comes due.',
        },
      ],
    },
    {
      id: 'themes-narrative-devices',
      name: 'Narrative devices',
      description: 'Ways of telling that become part of what the book is about.',
      genres: [
        {
          id: 'unreliable-narrator',
          name: 'Unreliable narrator',
          description:
            'The narrator lies, is mistaken or hides the truth from themselves, and the reader must read between the lines until the reveal.',
        },
        {
          id: 'dual-timeline',
          name: 'Dual timeline',
          description:
            'Two stories alternate, one in the present and one in the past, and slowly converge on a shared secret.',
        },
        {
          id: 'epistolary',
          name: 'Epistolary',
          description:
            'The story is told through letters, diaries, emails or messages, and the reader pieces events together from fragmentary voices.',
        },
        {
          id: 'time-loop',
          name: 'Time loop',
          description:
            'The hero relives the same day over and over and must work out what keeps them trapped, and change, to break free.',
        },
        {
          id: 'multiple-pov',
          name: 'Multiple points of view',
          description:
            'Several characters take turns telling the story, and their intersecting perspectives build a truth none of them holds alone.',
        },
        {
          id: 'frame-story',
          name: 'Frame story',
          description:
            'One story holds another, told by the fire or found in a manuscript, and the two layers echo each other.',
        },
        {
          id: 'reverse-chronology',
          name: 'Reverse chronology',
          description:
            'The story starts at the end and runs backward, so the question is no longer what will happen but how it came to this.',
        },
        {
          id: 'ticking-clock',
          name: 'Ticking clock',
          description:
            'A fatal deadline looms—a bomb, an execution, dawn, the end of the world—and every chapter brings the characters closer to it.',
        },
      ],
    },
    {
      id: 'themes-endings-twists',
      name: 'Endings and twists',
      description: 'The endings and reversals that give meaning to everything before them.',
      genres: [
        {
          id: 'twist-ending',
          name: 'Twist ending',
          description:
            'A revelation in the final pages forces the reader to see the whole story in a new light; it must surprise yet feel inevitable.',
        },
        {
          id: 'open-ending',
          name: 'Open ending',
          description:
            'The story stops short of resolution and leaves the reader to imagine what comes next; the ambiguity is deliberate and lingers.',
        },
        {
          id: 'bittersweet-ending',
          name: 'Bittersweet ending',
          description:
            'The victory is won but at a cost—a love, a home, a part of oneself—and joy and grief mingle in the final scene.',
        },
        {
          id: 'tragic-ending',
          name: 'Tragic ending',
          description:
            'The hero runs toward ruin, driven by a flaw or an implacable fate, and the final catastrophe gives the story its grandeur.',
        },
        {
          id: 'death-of-the-mentor',
          name: 'Death of the mentor',
          description:
            'The hero’s guide dies at the worst possible moment, leaving them alone to face the ordeal and forcing them to stand on their own.',
        },
        {
          id: 'heroic-sacrifice',
          name: 'Heroic sacrifice',
          description:
            'A character gives their life or gives up what they love to save others, and the final act illuminates their whole arc.',
        },
        {
          id: 'pyrrhic-victory',
          name: 'Pyrrhic victory',
          description:
            'The hero wins, but the losses are so heavy that triumph looks like defeat, and the story asks what was worth the sacrifice.',
        },
        {
          id: 'full-circle-ending',
          name: 'Full-circle ending',
          description:
            'The final scene mirrors the opening—same place, same gesture—and measures how far the characters have come.',
        },
      ],
    },
  ],
};
