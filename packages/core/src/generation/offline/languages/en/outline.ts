import type { OutlineTemplates } from '../language-pack';

/**
 * English outline templates (slots: see compose-idea.ts). The idea has already introduced
 * everyone and everything, so beats speak of them by name and with the definite article.
 */
export const englishOutline: OutlineTemplates = {
  beats: {
    opening: [
      '{LE}, {P}, a {trait} {role}, keeps to <his|her> routine and keeps {wound} to <himself|herself>.',
      'We meet {P}, {age}, a {role} {L}, who has never quite got over {wound}.',
      '{LE}: {P}, a {trait} {role}, has a life that asks nothing of <him|her>, and likes it that way.',
    ],
    theme: [
      'Early on, {s} says aloud what {p} will take the whole story to learn: that {th1} comes at a price.',
      'Someone close to {p} names the question of the book long before <he|she> sees it: {th1} or {th2}.',
      'In a passing remark, {s} puts {th1} and {th2} side by side, and {p} shrugs it off.',
    ],
    world: [
      '{p} wants to {goal}, but <his|her> days {L.in} leave no room for it; {S}, {rel}, is never far away.',
      'Around {p}: {S}, {rel}, {L.def}, and a wish <he|she> has never said aloud, to {goal}.',
      'Everything that matters to {p} is {L.in}: {S}, {rel}, and the hope, one day, to {goal}.',
    ],
    incident: [
      'Then {p} {inc}.',
      'One day {L.in}, {p} {inc}.',
      'Everything changes when {p} {inc}.',
    ],
    debate: [
      '{p} hesitates: to {goal} would mean facing {wound} again.',
      'At first {p} refuses to see what this means; {wound} has taught <him|her> to keep still.',
      '{p} weighs it up, and {s} does not make the choice any easier.',
    ],
    commitment: [
      '{p} decides to {goal}, whatever it costs, and leaves <his|her> old habits behind.',
      'There is no going back now: {p} sets out to {goal}.',
      '{p} makes up <his|her> mind and crosses the line: <he|she> will {goal}.',
    ],
    ally: [
      '{S}, {rel}, becomes <his|her> ally, though {s} has reasons of <his|her@S> own.',
      'Side by side with {S}, {rel}, {p} learns to trust someone again, a little.',
      'What binds {p} to {S}, {rel}, is tested, and holds for now.',
    ],
    threat1: [
      'The first blow comes: {A.def} {act}, and {T}, {trole}, is behind it.',
      '{p} thinks <he|she> is getting somewhere, but {A.def} {act}; {T}, {trole}, is behind it.',
      '{T}, {trole}, shows <his|her@T> hand: {A.def} {act}.',
    ],
    threat2: [
      'The pressure mounts: {A.def} {act2}.',
      'Closer now, {A.def} {act2}, and {p} starts to doubt {s}.',
      'Every step costs more: {A.def} {act2}.',
    ],
    threat3: [
      'Then the worst happens: {A.def} {act3}.',
      '{A.def} {act3}, and everything {p} has built falls apart.',
      'When {A.def} {act3}, {p} loses the one thing <he|she> was counting on.',
    ],
    secret: [
      'Halfway through, the truth comes out: {secret}.',
      '{p} discovers what nobody had told <him|her>: {secret}.',
      'The ground shifts under {p}: {secret}.',
    ],
    stake: [
      'Now {p} sees what is really at stake: {stake}.',
      'The prize has its price: {stake} hangs in the balance.',
      'What {p} has won makes plain what could still be lost: {stake}.',
    ],
    crisis: [
      'Alone, {p} faces {wound} once more and almost gives up.',
      'At <his|her> lowest, {p} wonders whether it was ever worth trying to {goal}.',
      'With nothing left, {p} has to look {wound} in the face.',
    ],
    twist: [
      'Then comes the twist: {twist}.',
      'What nobody saw coming: {twist}.',
      'One last revelation turns everything around: {twist}.',
    ],
    climax: [
      '{climax}.',
      'The final confrontation: {climax}.',
      'It all comes down to this: {climax}.',
    ],
    ending: [
      'When it is over, {p} is no longer the one who lived with {wound}.',
      'The last image: {L.def}, {mood2}, and {p}, changed.',
      'Afterwards, {L.def} is quiet again, but {p} will never be who <he|she> was.',
    ],
  },
  changes: {
    opening: ['We know what {p} has to lose.', 'The ordinary world of {p} is in place.'],
    theme: ['The question of the book is in the air.', 'The reader knows what {p} has to learn.'],
    world: [
      'What {p} wants, and whom <he|she> loves, is clear.',
      'We know who matters to {p}, and what <he|she> lacks.',
    ],
    incident: ['{p} can no longer look away.', 'The ordinary life of {p} is over.'],
    debate: ['{p} knows that saying no would cost more.', 'Staying put is no longer possible.'],
    commitment: ['{p} has chosen, and there is no way back.', '{p} is in the story for good.'],
    ally: ['{p} is no longer alone.', '{p} has someone to lose now.'],
    threat1: ['{p} knows who stands in <his|her> way.', 'The enemy has a face.'],
    threat2: ['The net tightens; no ally is beyond suspicion.', 'Every way out is closing.'],
    threat3: ['{p} has lost what <he|she> relied on.', 'The plan is in ruins.'],
    secret: ['The truth changes what {p} is fighting for.', '{p} cannot unsee it.'],
    stake: ['The stakes are in plain sight.', '{p} knows the price of failing.'],
    crisis: ['{p} stops running from <his|her> wound.', '{p} finds a reason to go on.'],
    twist: [
      'Nothing looks the same, and the plan has to change.',
      '{p} sees the whole picture at last.',
    ],
    climax: ['The conflict is settled, at a price.', 'It is over, one way or another.'],
    ending: ['{p} is changed for good.', 'A new ordinary life begins for {p}.'],
  },
  questions: {
    opening: ['Where do we first see {p}, and what does an ordinary day look like?'],
    theme: ['What does this story ask, and who first says it to {p}?'],
    world: ['What does {p} want, and who is closest to <him|her>?'],
    incident: ['What happens that {p} cannot ignore?'],
    debate: ['Why does {p} hesitate?'],
    commitment: ['What makes {p} go after it at last?'],
    ally: ['Who stands beside {p} now, and why?'],
    threat1: ['Who or what stands in the way of {p} first?'],
    threat2: ['How does the pressure on {p} grow?'],
    threat3: ['What does {p} lose here?'],
    secret: ['What does {p} learn halfway that changes everything?'],
    stake: ['What is really at stake for {p}?'],
    crisis: ['What does {p} face at <his|her> lowest point?'],
    twist: ['What turns the story around?'],
    climax: ['How does {p} face it at last?'],
    ending: ['What has changed in {p} by the end?'],
  },
};
