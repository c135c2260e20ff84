import type { Templates } from '../language-pack';

/** English sentence templates (slots: see compose-idea.ts). Quick templates are one sentence. */
export const englishTemplates: Templates = {
  titles: [
    'The {adj} {N.n}',
    'The {N.n} {L.of}',
    "{{p}|{P}}'s {N.n}",
    "{p}'s {adj} {N.n}",
    'The {N.n} and the {M.n}',
    'The {N.n} of the {M.n}',
    'What Remains of the {adj} {N.n}',
    'As Long as the {adj} {N.n} Lasts',
    '{The Day|The Night|The Year|The Winter|The Evening|The Morning|The Summer} {p} {verb}',
    "{P}'s {O.n}",
    '{The Last Summer|The Last Winter|The Last Season|The Final Days|The Last Night|The Last Voyage|The Last Secret|The Last Letter|The Last Oath|The Last Lie|The Last Promise|The Last Refuge} of {P}',
    'After the {adj} {N.n}',
    '{p} and the {adj} {N.n}',
    'The {N.n} {R.of}',
    'The {adj} {N.n} of {P}',
  ],
  quick: {
    open: {
      any: [
        '{LE}, {P}, a {trait} {role}, {inc}.',
        '{P}, a {role} {L}, leads an uneventful life {until the day|until the morning|until one evening when} <he|she> {inc}.',
        '{LE}, nobody pays much attention to {P}, a {trait} {role}, {until the day|until the night|until one morning when} <he|she> {inc}.',
        '{LE}, {P}, a {role} haunted by {wound}, {inc}.',
        '{P}, {age}, is a {role} {L} when <he|she> {inc}.',
        'The day <he|she> {inc}, {P}, a {trait} {role}, realizes that <his|her> quiet life {L} is over.',
        '{LE}, {P} expects nothing more from life, {until the day|until the evening|until one winter morning when} <he|she> {inc}.',
        'It all begins {LE}: {P}, a {trait} {role}, {inc}.',
        '{LE}, {P}, a {trait} {role}, thinks <he|she> has seen everything, until the night <he|she> {inc}.',
        'Nothing in the life of {P}, a {role} {L}, hints at what is coming: one {morning|evening|winter night}, <he|she> {inc}.',
        'For {P}, a {trait} {role} {L}, everything changes the {day|morning|evening} <he|she> {inc}.',
        '{LE}: {P}, {age}, a {role} with nothing left to lose, {inc}.',
        '{P}, a {role} {L}, has learned to expect nothing from anyone; then <he|she> {inc}.',
        'Of all the people {L.in}, {P}, a {trait} {role}, is the last anyone would expect to find in trouble, and yet <he|she> {inc}.',
      ],
      classique: [
        '{L} lives {P}, a {trait} {role} whom nothing has prepared for adventure, until the day <he|she> {inc}.',
        'Some lives seem beyond the reach of any trouble, and that of {P}, a {role} {L}, is one of them, until the day <he|she> {inc}.',
      ],
      poetique: [
        '{LE}, amid {mood1}, {P}, a {trait} {role}, {inc}.',
        '{LE}, {P}, a {role}, {inc}, and everything begins to tremble {image}.',
      ],
      dramatique: [
        '{LE}, everything changes overnight for {P}, a {trait} {role}, who {inc}.',
        '{LE}, {P}, a {role}, {inc}, and from that moment every hour counts.',
      ],
      humoristique: [
        '{LE}, {P}, a {trait} {role} already slightly out of <his|her> depth, {inc}.',
        '{P}, a {role} {L}, had planned a quiet week; so much for that, because <he|she> {inc}.',
      ],
      minimaliste: ['{P}, a {role}, {inc}.', '{LE}, {P} {inc}.'],
    },
    middle: {
      any: [
        'With the help of {S}, {rel}, <he|she> must {goal}, while {A} {act}.',
        'Only {S}, {rel}, seems to know more, but {A} {act}.',
        'But {A} {act}, and {S}, {rel}, may not be the ally <he|she@S> claims to be.',
        'To {goal}, <he|she> will have to team up with {S}, {rel}, and face {A}.',
        'Caught between {S}, {rel}, who knows more than <he|she@S> lets on, and {A}, {p} has no choice but to {goal}.',
        '{S}, {rel}, offers to help, but {secret}.',
        '{S}, {rel}, is the one person <he|she> trusts, and {A} knows it.',
        'The trail leads straight to {A}, and {S}, {rel}, insists on coming along.',
        '<He|She> will need {S}, {rel}, to {goal}, and time is short: {A} {act}.',
        'Everything points to {A}, but {S}, {rel}, has reasons of <his|her@S> own to stay silent.',
      ],
      classique: ['To {goal}, <he|she> must accept the help of {S}, {rel}, and brave {A}.'],
      poetique: ['Beside {S}, {rel}, <he|she> walks on through {mood2}, while {A} {act}.'],
      dramatique: [
        'Hunted by {A}, betrayed by those <he|she> trusted, <he|she> has only {S}, {rel}, left to help <him|her> {goal}.',
      ],
      humoristique: [
        'To {goal}, <he|she> can count only on {S}, {rel}, whose practical sense leaves much to be desired, while {A} {act}.',
      ],
      minimaliste: ['{S}, {rel}, knows everything.', 'But {A} {act}.', '{S}, {rel}, is lying.'],
    },
    hook: {
      any: [
        'A story about {th1} and {th2}, where any ally can turn into a threat.',
        '{K} about {th1} and {th2}.',
        'Between {th1} and {th2}, {p} will have to choose, and fast.',
        'What is at stake: {stake}, and nobody will come out of it unscathed.',
      ],
      moderne: [
        'A race against the clock in which nobody tells the whole truth.',
        'The countdown has begun, and every lie costs a little more.',
        'And this time, running away is not an option.',
        'The question is what {p} is willing to sacrifice to get out of it.',
        'A taut {K.n} about {th1} and {th2}.',
      ],
      classique: [
        "So begins a story in which {th1} and {th2} contend for {p}'s heart.",
        "It will take all of {p}'s courage to face what {L.def} <has|have#L> been hiding for so long.",
        'Everyone in this affair will have to choose between {th1} and {th2}.',
      ],
      poetique: [
        'And from now on everything trembles {image}.',
        'A story that moves on muffled feet, {image}.',
        'What remains: {mood2}, and the fragile promise {th1.of}.',
      ],
      dramatique: [
        'And time is running out: by dawn it will be too late to save {stake}.',
        'One mistake, and all is lost.',
        'This time {p} cannot afford to fail: {stake} depends on it.',
      ],
      humoristique: [
        'Which, for someone who {quirk}, is frankly bad timing.',
        'And all of it, naturally, on a Monday.',
        'None of this was in <his|her> planner, which plans everything.',
      ],
      minimaliste: [
        'Time is short.',
        'Nobody will tell the truth.',
        '{p} has no choice.',
        'Someone will pay.',
        'Nothing will be the same.',
        '{p} goes anyway.',
      ],
    },
    angle: {
      any: [
        'The twist in the telling: the story is narrated by {T}, {trole}, convinced of being in the right.',
        'What if it were all told backwards, from the last day to the first meeting between {p} and {S}?',
        'The whole story reaches us through the letters {S} never sent.',
        'Told by {L.def} <itself|themselves#L>, with the memory of everything <it has|they have#L> seen.',
        'An unexpected point of view: everything is seen through the eyes of an eight-year-old who only half understands what is at stake.',
        'The story takes place over a single night, told hour by hour from the point of view of {T}, {trole}.',
        'Two voices alternate, that of {p} and that of {S}, and their versions never quite agree.',
        'Every chapter opens with a page from the record kept by {T}, {trole}, years after the facts.',
        'A collective voice tells it: the people {L.in}, speaking as one, like a rumor that keeps growing.',
        'The ending comes first: {T}, {trole}, tells it in the opening pages, and the rest explains how it came to that.',
        'Seen only through the eyes of {S}, who never tells {p} the whole truth.',
        'Two timelines alternate: {p} today, and {L.def} fifty years earlier.',
      ],
    },
  },
  angleNote: {
    any: [
      'Narrative choice: the story is told by {t}, who believes <he|she@T> is its hero.',
      'Narrative choice: the timeline runs backwards, from the ending to the first meeting between {p} and {s}.',
      'Narrative choice: everything comes through the letters {s} never sent.',
      'Narrative choice: {L.def} <itself speaks, witness|themselves speak, witnesses#L> to everything that happened there.',
      'Narrative choice: the gaze of an eight-year-old who sees everything and understands half of it.',
      'Narrative choice: a single night, told hour by hour, with no flashbacks.',
    ],
  },
  genreNote: {
    one: {
      any: [
        '{K}, true to the chosen genre ({genres}), that explores {th1} and {th2}.',
        'True to the chosen genre ({genres}), {K.un} that explores {th1} and {th2}.',
      ],
    },
    many: {
      any: [
        'A blend of {genres}: a story that explores {th1} and {th2}.',
        'A story that blends {genres} to talk about {th1} and {th2}.',
      ],
    },
  },
  genreStyle: {
    one: {
      any: [
        'The conventions of the genre ({genres}) should serve as a frame, never a cage.',
        'Play the genre ({genres}) straight, then subvert one expectation at exactly the right moment.',
      ],
    },
    many: {
      any: [
        'The conventions of the blended genres ({genres}) should serve as a frame, never a cage.',
        'The blend ({genres}) should feel natural: each genre adds a color, none drowns out the others.',
      ],
    },
  },
  sections: {
    characters: [
      {
        any: [
          '{P}, {age}, a {trait} {role}, haunted by {wound}.',
          '{P} is {age}; a {trait} {role}, <he|she> has never recovered from {wound}.',
          'The story belongs to {P}, {age}, a {trait} {role} with a past <he|she> would rather forget.',
        ],
      },
      {
        any: [
          'At <his|her> side, {S}, {rel}, now a {srole}, {with a troubling charm|who knows more than <he|she@S> lets on|whose loyalty never wavers}.',
          '{S}, {rel}, now a {srole}, will be <his|her> most precious{| and most unpredictable} ally.',
        ],
      },
      {
        any: [
          'Against them, {A} {act}; the face of that threat is {T}, {trole}.',
          'Facing them stands {T}, {trole}, in league with {A}.',
        ],
      },
    ],
    conflict: [
      {
        any: [
          '{p} wants to {goal}, but {A.def} {act2}.',
          'To {goal}, {p} will have to stand up to {A.def}, whatever the cost.',
        ],
      },
      {
        any: [
          'Yet the real battle is fought within: between {th1} and {th2}, a choice will have to be made.',
          'Worse still, {secret}.',
          'Every step toward the truth takes {p} a little further from {s}, whose loyalty remains uncertain.',
          'And the closer {p} gets, the harder it becomes to reconcile {th1} and {th2}.',
        ],
        dramatique: ['Every lost hour brings {A.def} closer to victory, and {p} closer to ruin.'],
        humoristique: [
          'All of this, ideally, without looking ridiculous, which for someone who {quirk} is quite a feat.',
        ],
        minimaliste: ['{s} lies.', 'Nobody helps {p}.'],
      },
    ],
    trigger: [
      {
        any: [
          '{LE}, {p} {inc}.',
          'It all begins {L.in}, when {p} {inc}.',
          'One evening, {L.in}, {p} {inc}.',
        ],
      },
      {
        any: [
          'From then on, {A.def} {act3}.',
          'What should have been a mere incident becomes an obsession, and {s} is the first to worry.',
          '{p} soon realizes it is no accident, and that someone has been waiting a long time for this moment.',
        ],
        minimaliste: ['It is no accident.'],
      },
    ],
    climax: [
      { any: ['{climax}.'] },
      {
        any: [
          'The final revelation: {twist}.',
          'The last twist changes everything: {twist}.',
          'What nobody saw coming: {twist}.',
        ],
      },
      {
        any: ['', 'And all along, {mood1}.'],
        dramatique: ['Nobody will come out of it unscathed.'],
        humoristique: ['With, as a bonus, an ending nobody saw coming, not even {p}.'],
        poetique: ['By morning, nothing is left but {mood2}.'],
        classique: ['Order returns, but nothing is quite as it was.'],
      },
    ],
    pitch: [
      {
        any: [
          '{LE}, when {P}, a {trait} {role}, {inc}, <he|she> has only one thought left: to {goal}.',
          '{P}, a {role} {L}, {inc}; from then on <he|she> has only one aim: to {goal}.',
          'It all begins {LE}: {P}, a {role}, {inc}.',
        ],
      },
      { any: ['{genreNote}'] },
      {
        any: [
          'At the end of the road: {stake}, and the truth about {wound}.',
          'With {S}, {rel}, as <his|her> only ally, and much at stake: {stake}.',
        ],
      },
    ],
    arc: [
      {
        any: [
          'At first, {p} tries to carry on as if nothing had happened, then sets out, almost despite <himself|herself>.',
          'At first, {p} refuses to see what this event awakens in <him|her>.',
        ],
      },
      {
        any: [
          'In the middle of the story, the alliance with {s} is made, broken and made again, as {A.def} closes in.',
          'In the middle of the story every victory comes at a price: {s} has doubts, doors close, and {wound} resurfaces.',
        ],
      },
      {
        any: [
          'In the last part, everything converges on {L.def}, where {p} must finally choose.',
          'In the last part, {p} stops running and faces {t} openly.',
        ],
      },
      { any: ['Over the course of the story, {p} moves {arc}.', '<His|Her> journey leads {arc}.'] },
    ],
    themes: [
      {
        any: [
          '{th1}, {th2} and {th3}: three threads the story braids together without ever cutting.',
          'At the heart of the book are {th1} and {th2}, with {th3} as a counterpoint.',
        ],
      },
      {
        any: [
          'Can a wrong be righted without being confessed?',
          'What do we owe those who came before us?',
          'How far can loyalty take us?',
          'The story asks a simple, dizzying question: what is a truth worth if it destroys?',
          'Through {p}, the novel asks what we choose to pass on, and what we keep silent.',
        ],
      },
    ],
    atmosphere: [
      {
        any: [
          '{mood1}, {mood2}: {L.def} <becomes a character in its|become characters in their#L> own right.',
          'The setting: {L.def}; {mood1}, {mood2}.',
        ],
      },
      {
        any: ['A tense mood, close to gestures and decisions.'],
        classique: ['A hushed atmosphere, where conventions weigh as much as secrets.'],
        poetique: ['Everything in it quivers {image}.'],
        dramatique: ['The tension never lets up: every scene ends on a threat.'],
        humoristique: [
          'Beneath the apparent gravity, a light irony: the characters take themselves seriously, the story much less so.',
        ],
        minimaliste: ['Little scenery. Gestures, silences.'],
      },
    ],
    style: [
      {
        any: [],
        moderne: [
          'Present tense, close third person on {p}: direct sentences, brisk dialogue, short chapters that end on a question.',
        ],
        classique: [
          'Past tense, ample and measured, taking its time over portraits and descriptions, with a discreet but present narrator.',
        ],
        poetique: [
          'Prose attentive to imagery and rhythm: sentences that breathe, recurring motifs, chosen silences.',
        ],
        minimaliste: ['Short sentences. Few adjectives. What matters lies in what is left unsaid.'],
        dramatique: [
          'Constant tension: brief chapters, cliffhangers, alternating points of view so that the reader always knows a little more than {p}.',
        ],
        humoristique: [
          'A wry, tender tone: a narrator who comments, situations that spiral, a gravity that never stops the laughter.',
        ],
      },
      { any: ['{genreStyle}'] },
    ],
    stakes: [
      {
        any: [
          'For {p}, the stakes are intimate: to {goal}, or give it up forever.',
          'On a personal level, {p} is gambling <his|her> peace of mind and the little <he|she> has left.',
        ],
      },
      {
        any: [
          'But beyond <his|her> own fate, {stake} hangs in the balance.',
          'And behind this quest lies something larger: {stake}.',
        ],
      },
      {
        any: [
          'The question is whether {p} can live with the price of victory.',
          'Will {p} ever forgive {s}?',
          'One question remains: what will be left of {p} once the truth is out?',
        ],
      },
    ],
  },
};
