import type { OutlineTemplates } from '../language-pack';

/**
 * French outline templates (slots: see compose-idea.ts), in the présent de narration. The
 * idea has already introduced everyone and everything, so beats speak of them by name and
 * with the definite article. "de" or "à" never precede a slot that may start with "le"
 * (`{wound}`, `{A.def}`): the contracted slots (`{wound.of}`, `{A.to}`) do.
 *
 * The questions are filled without the grammar's finish (write-outline.ts): they carry
 * their own apostrophes and never put "de" or "que" before `{p}`, which nothing would elide.
 */
export const frenchOutline: OutlineTemplates = {
  beats: {
    opening: [
      '{LE}, {P}, {rt}, vit au rythme de ses habitudes et garde pour <lui|elle> le souvenir {wound.of}.',
      "On découvre {P}, {age}, {role} {L}, qui ne s'est jamais vraiment remis<|e> {wound.of}.",
      "{LE} : {P}, {rt}, mène une existence sans surprises et n'en demande pas davantage.",
    ],
    theme: [
      'Très tôt, {s} dit tout haut ce que {p} mettra tout le récit à comprendre : on ne triche pas avec {th1}.',
      "Bien avant que {p} ne s'en doute, un proche pose la question qui traverse le livre : choisir {th1} ou {th2}.",
      "Au détour d'une conversation, {s} met en balance {th1} et {th2}, et {p} balaie la remarque d'un haussement d'épaules.",
    ],
    world: [
      "{p} rêve de {goal}, mais ses journées {L.in} ne lui en laissent pas le loisir ; {S}, {rel}, n'est jamais loin.",
      'Le monde de {p} se résume {L.to} et à {S}, {rel} ; en secret, <il|elle> se promet de {goal}.',
      "Tout ce qui compte pour {p} se trouve {L.in} : {S}, {rel}, et l'espoir, un jour, de {goal}.",
    ],
    incident: [
      'Et puis {p} {inc}.',
      'Un jour, {L.in}, {p} {inc}.',
      'Tout bascule lorsque {p} {inc}.',
    ],
    debate: [
      '{p} hésite : pour {goal}, il lui faudrait regarder en face {wound}.',
      "D'abord, {p} fait comme si de rien n'était : depuis qu'<il|elle> vit avec {wound}, <il|elle> ne prend plus aucun risque.",
      '{p} pèse le pour et le contre, et {s} ne lui facilite pas la tâche.',
    ],
    commitment: [
      "{p} décide de {goal}, quoi qu'il en coûte, et tourne le dos à ses vieilles habitudes.",
      'Plus question de reculer : {p} se donne pour but de {goal}.',
      "{p} se jette à l'eau : <il|elle> va {goal}, et tant pis pour le reste.",
    ],
    ally: [
      '{S}, {rel}, devient <son allié|son alliée@S>, non sans arrière-pensées.',
      'Aux côtés de {S}, {rel}, {p} réapprend peu à peu à faire confiance.',
      "Ce qui lie {p} à {S}, {rel}, est mis à l'épreuve ; pour l'instant, cela tient.",
    ],
    threat1: [
      'Premier coup dur : {A.def} {act}, et {T}, {trole}, n’y est pas étrang<er|ère@T>.',
      '{p} croit avancer, mais {A.def} {act} ; dans l’ombre, on devine {T}, {trole}.',
      "Très vite, l'adversaire prend le visage de {T}, {trole} : {A.def} {act}.",
    ],
    threat2: [
      'La pression monte : {A.def} {act2}.',
      'Le danger se rapproche : {A.def} {act2}, et {p} commence à douter de {s}.',
      'Chaque pas se paie plus cher : {A.def} {act2}.',
    ],
    threat3: [
      'Alors survient le pire : {A.def} {act3}.',
      "{A.def} {act3}, et tout ce que {p} a construit s'effondre.",
      'Coup de grâce : {A.def} {act3}, et {p} perd ce sur quoi <il|elle> comptait le plus.',
    ],
    secret: [
      'À mi-parcours, la vérité éclate : {secret}.',
      "{p} apprend ce qu'on lui avait caché : {secret}.",
      'Le sol se dérobe sous les pieds de {p} : {secret}.',
    ],
    stake: [
      'Le véritable enjeu apparaît enfin : {stake}.',
      'Mais toute victoire se paie : désormais, {stake} est en jeu.',
      'En remportant cette manche, {p} comprend ce qui se joue vraiment : {stake}.',
    ],
    crisis: [
      'Seul<|e>, {p} voit ressurgir {wound} et manque de tout abandonner.',
      "Au plus bas, {p} se demande s'il valait seulement la peine d'essayer de {goal}.",
      "Dépouillé<|e> de tout, {p} n'a plus d'autre choix que d'affronter {wound}.",
    ],
    twist: [
      'Survient alors le retournement : {twist}.',
      "Ce que personne n'avait vu venir : {twist}.",
      'Une ultime révélation change la donne : {twist}.',
    ],
    climax: [
      '{climax}.',
      'Vient le moment décisif : {climax}.',
      "L'heure de vérité a sonné : {climax}.",
    ],
    ending: [
      "Quand tout est fini, {p} n'est plus <celui|celle> qui vivait avec {wound}.",
      "Dernière image : {L.def}, {mood2} ; {p} n'est plus tout à fait <le même|la même>.",
      "Le calme revient {L.in}, mais {p} ne sera plus jamais <celui|celle> qu'<il|elle> était.",
    ],
  },
  changes: {
    opening: ['On sait ce que {p} a à perdre.', 'Le monde ordinaire de {p} est posé.'],
    theme: [
      'La question qui porte le livre est posée.',
      'Le lecteur sait ce que {p} doit apprendre.',
    ],
    world: [
      'On sait ce que {p} désire, et qui <il|elle> aime.',
      'On sait qui compte pour {p}, et ce qui lui manque.',
    ],
    incident: ['{p} ne peut plus détourner les yeux.', "La vie d'avant est finie pour {p}."],
    debate: ["{p} sait qu'un refus lui coûterait plus cher.", "Le statu quo n'est plus tenable."],
    commitment: [
      "{p} a choisi, et il n'y a plus de retour en arrière.",
      '{p} est engagé<|e> pour de bon.',
    ],
    ally: ["{p} n'est plus seul<|e>.", "{p} a désormais quelqu'un à perdre."],
    threat1: ['{p} sait qui se dresse sur sa route.', "L'ennemi a un visage."],
    threat2: [
      "Le filet se resserre ; aucun allié n'est au-dessus de tout soupçon.",
      'Les issues se ferment une à une.',
    ],
    threat3: ["{p} a perdu ce sur quoi <il|elle> s'appuyait.", 'Le plan a volé en éclats.'],
    secret: [
      'La vérité change le sens du combat de {p}.',
      "{p} ne peut plus faire comme <s'il|si elle> ne savait pas.",
    ],
    stake: ["L'enjeu apparaît au grand jour.", "{p} connaît le prix de l'échec."],
    crisis: ['{p} cesse de fuir sa blessure.', '{p} trouve une raison de continuer.'],
    twist: [
      "Plus rien n'est pareil : il faut tout repenser.",
      "{p} comprend enfin toute l'histoire.",
    ],
    climax: [
      'Le conflit est dénoué, non sans pertes.',
      "C'est fini, d'une manière ou d'une autre.",
    ],
    ending: ['La transformation de {p} est accomplie.', 'Une nouvelle vie commence pour {p}.'],
  },
  questions: {
    opening: ['Où découvre-t-on {p}, et à quoi ressemble une journée ordinaire ?'],
    theme: ['Que raconte vraiment cette histoire, et qui le dit en premier à {p} ?'],
    world: ['Que veut {p}, et qui lui est le plus proche ?'],
    incident: ['Quel événement {p} ne peut-<il|elle> pas ignorer ?'],
    debate: ['Pourquoi {p} hésite-t-<il|elle> ?'],
    commitment: ['Qu’est-ce qui décide enfin {p} à se lancer ?'],
    ally: ['Sur qui {p} peut-<il|elle> compter désormais, et pourquoi ?'],
    threat1: ['Qui ou quoi barre d’abord la route à {p} ?'],
    threat2: ['Comment la pression s’accentue-t-elle sur {p} ?'],
    threat3: ['Que perd {p} ici ?'],
    secret: ['Qu’apprend {p} à mi-parcours qui change tout ?'],
    stake: ['Qu’est-ce qui est vraiment en jeu pour {p} ?'],
    crisis: ['Au plus bas, à quoi {p} doit-<il|elle> faire face ?'],
    twist: ['Qu’est-ce qui renverse le cours de l’histoire ?'],
    climax: ['Comment {p} affronte-t-<il|elle> enfin ce qui l’attend ?'],
    ending: ['Qu’est-ce qui a changé chez {p} à la fin ?'],
  },
};
