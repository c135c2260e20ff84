import type { Templates } from '../language-pack';

/**
 * French sentence templates. Slots: see compose-idea.ts (P, p lead; S, s second; T, t
 * third; L place, O object, A threat, K kind of story; inc, goal, act, secret, twist...).
 * Every quick template is exactly one sentence.
 */
export const frenchTemplates: Templates = {
  titles: [
    '{N.def} {adj}',
    '{N.def} {L.of}',
    '{N.def} de {{p}|{P}}',
    '{N.def} {adj} de {p}',
    '{N.def} et {M.def}',
    '{N.def} {M.of}',
    'Ce qui reste {N.of} {adj}',
    'Tant que durera {N.def} {adj}',
    "{Le Jour|La Nuit|L'Année|L'Hiver|Le Soir|Le Matin|L'Été} où {p} {verb}",
    '{O.def} de {P}',
    '{Le Dernier Été|Le Dernier Hiver|La Dernière Saison|Les Derniers Jours|La Dernière Nuit|Le Dernier Voyage|Le Dernier Secret|La Dernière Lettre|Le Dernier Serment|Le Dernier Mensonge|La Dernière Promesse|Le Dernier Refuge} de {P}',
    'Après {N.def} {adj}',
    '{p} et {N.def} {adj}',
    '{N.def} {R.of}',
    '{N.def} {adj} de {P}',
  ],
  quick: {
    open: {
      any: [
        '{LE}, {P}, <un|une> {rt}, {inc}.',
        "{P}, {role} {L}, mène une existence sans histoire {jusqu'au jour|jusqu'au matin|jusqu'au soir} où <il|elle> {inc}.",
        "{LE}, personne ne prête attention à {P}, {rt}, {jusqu'au jour|jusqu'à la nuit|jusqu'au matin} où <il|elle> {inc}.",
        '{LE}, {P}, {role} hanté<|e> par {wound}, {inc}.',
        '{P}, {age}, est {role} {L} lorsque <il|elle> {inc}.',
        'Le jour où <il|elle> {inc}, {P}, {rt}, comprend que sa vie tranquille {L} vient de prendre fin.',
        "{LE}, {P} n'attend plus rien de la vie, {jusqu'au jour|jusqu'au soir|jusqu'à ce matin d'hiver} où <il|elle> {inc}.",
        'Tout commence {LE} : {P}, {rt}, {inc}.',
        "{LE}, {P}, {rt}, croit avoir tout vu, jusqu'à la nuit où <il|elle> {inc}.",
        "Rien dans la vie de {P}, {role} {L}, ne laisse prévoir la suite : un {matin|soir|soir d'hiver}, <il|elle> {inc}.",
        '{LE}, pour {P}, {rt}, tout bascule le {jour|matin|soir} où <il|elle> {inc}.',
        "{LE} : {P}, {age}, {role} qui n'a plus rien à perdre, {inc}.",
        '{P}, {role} {L}, a appris à ne rien attendre de personne ; puis <il|elle> {inc}.',
        "De tous les habitants {L.of}, {P}, {rt}, est <le dernier|la dernière> qu'on imaginerait dans les ennuis ; et pourtant, <il|elle> {inc}.",
      ],
      classique: [
        "{L} vit {P}, {rt}, que rien ne destine à l'aventure, jusqu'au jour où <il|elle> {inc}.",
        "Il est des existences que rien ne semble devoir troubler : celle de {P}, {role} {L}, en est une, jusqu'au jour où <il|elle> {inc}.",
      ],
      poetique: [
        '{LE}, dans {mood1}, {P}, {rt}, {inc}.',
        'Il y a {L} {mood1}, et {P}, {role}, qui un matin {inc}.',
      ],
      dramatique: [
        '{LE}, tout bascule en une nuit pour {P}, {rt}, qui {inc}.',
        '{LE}, {P}, {role}, {inc} : à partir de cet instant, chaque heure compte.',
      ],
      humoristique: [
        '{LE}, {P}, {rt} et légèrement dépassé<|e> par les événements, {inc}.',
        "{P}, {role} {L}, avait prévu une semaine tranquille ; c'est raté, puisqu'<il|elle> {inc}.",
      ],
      minimaliste: ['{P}, {role}, {inc}.', '{LE}, {P} {inc}.'],
    },
    middle: {
      any: [
        "Avec l'aide de {S}, {rel}, <il|elle> va devoir {goal}, alors que {A} {act}.",
        '{S}, {rel}, semble en savoir davantage, mais {A} {act}.',
        "Mais {A} {act}, et {S}, {rel}, n'est peut-être pas l'allié<|e@S> qu'<il|elle@S> prétend être.",
        "Pour {goal}, <il|elle> devra s'allier à {S}, {rel}, et affronter {A}.",
        "Entre {S}, {rel}, qui en sait plus qu'<il|elle@S> ne le dit, et {A} qui {act}, {p} n'a plus d'autre choix que de {goal}.",
        '{S}, {rel}, lui offre son aide, mais {secret}.',
        '{S}, {rel}, est la seule personne en qui <il|elle> a confiance, et {A} le sait.',
        "La piste mène tout droit à {A}, et {S}, {rel}, tient à l'accompagner.",
        '<Il|Elle> aura besoin de {S}, {rel}, pour {goal}, et le temps manque : {A} {act}.',
        'Tout accuse {A}, mais {S}, {rel}, a ses propres raisons de se taire.',
      ],
      classique: ["Il lui faudra, pour {goal}, accepter l'aide de {S}, {rel}, et braver {A}."],
      poetique: ['Aux côtés de {S}, {rel}, <il|elle> avance dans {mood2}, tandis que {A} {act}.'],
      dramatique: [
        "Traqué<|e> par {A}, trahi<|e> par ceux qu'<il|elle> croyait sûrs, <il|elle> n'a plus que {S}, {rel}, pour {goal}.",
      ],
      humoristique: [
        'Pour {goal}, <il|elle> ne peut compter que sur {S}, {rel}, dont le sens pratique laisse à désirer, tandis que {A} {act}.',
      ],
      minimaliste: ['{S}, {rel}, sait tout.', 'Mais {A} {act}.', '{S}, {rel}, ment.'],
    },
    hook: {
      any: [
        'Un récit sur {th1} et {th2}, où chaque allié peut devenir une menace.',
        '{K} sur {th1} et {th2}.',
        'Entre {th1} et {th2}, {p} devra choisir, et vite.',
        "Ce qui se joue : {stake}, et personne n'en sortira indemne.",
      ],
      moderne: [
        'Une course contre la montre où personne ne dit toute la vérité.',
        'Le compte à rebours est lancé, et chaque mensonge coûte un peu plus cher.',
        "Et cette fois, fuir n'est pas une option.",
        "Reste à savoir ce que {p} est prêt<|e> à sacrifier pour s'en sortir.",
        '{K} nerveu<x|se@K> sur {th1} et {th2}.',
      ],
      classique: [
        'Ainsi commence une histoire où {th1} et {th2} se disputent le cœur de {p}.',
        'Il faudra bien du courage à {p} pour affronter ce que {L.def} <cache|cachent#L> depuis si longtemps.',
        'Chacun, dans cette affaire, devra choisir entre {th1} et {th2}.',
      ],
      poetique: [
        'Et tout, désormais, tremble {image}.',
        'Une histoire qui avance à pas feutrés, {image}.',
        'Il reste {mood2}, et la promesse fragile {th1.of}.',
      ],
      dramatique: [
        "Et le temps presse : avant l'aube, il sera trop tard pour sauver {stake}.",
        'Une seule erreur, et tout est perdu.',
        "Cette fois, {p} n'a pas le droit d'échouer : {stake} en dépend.",
      ],
      humoristique: [
        "Ce qui, pour quelqu'un qui {quirk}, tombe franchement mal.",
        'Et tout cela, évidemment, un lundi.',
        "Rien de tout cela n'était prévu dans son agenda, qui pourtant prévoit tout.",
      ],
      minimaliste: [
        'Le temps presse.',
        'Personne ne dira la vérité.',
        "{p} n'a plus le choix.",
        'Il faudra payer.',
        'Rien ne sera plus comme avant.',
        '{p} y va quand même.',
      ],
    },
    angle: {
      any: [
        "Particularité : l'histoire est racontée par {T}, {trole}, <convaincu|convaincue@T> d'être dans son bon droit.",
        "Et si tout était raconté à rebours, du dernier jour jusqu'à la première rencontre entre {p} et {S} ?",
        "Toute l'histoire nous parvient à travers les lettres que {S} n'a jamais envoyées.",
        "Particularité : <c'est|ce sont#L> {L.def} qui <raconte|racontent#L>, avec la mémoire de tout ce qu'<<il|elle@L> a|<ils|elles@L> ont#L> vu.",
        "Point de vue inattendu : tout est vu par les yeux d'un enfant de huit ans qui ne comprend qu'à moitié ce qui se joue.",
        'Le récit tient en une seule nuit, racontée heure par heure du point de vue de {T}, {trole}.',
        'Deux voix alternent, celle de {p} et celle de {S}, et leurs versions ne concordent jamais tout à fait.',
        "Chaque chapitre s'ouvre sur une page du registre tenu par {T}, {trole}, des années après les faits.",
        "Une voix collective raconte : les gens {L.of}, d'une seule voix, comme une rumeur qui enfle.",
        "La fin est donnée d'emblée : {T}, {trole}, la raconte dès les premières pages, et tout le reste explique comment on en est arrivé là.",
        'Tout est vu par les seuls yeux de {S}, qui ne dit jamais toute la vérité à {p}.',
        "Deux époques alternent : {p} aujourd'hui, et {L.def} cinquante ans plus tôt.",
      ],
    },
  },
  angleNote: {
    any: [
      "Parti pris : l'histoire est racontée par {t}, qui se croit <le héros|l'héroïne@T> du récit.",
      "Parti pris : la chronologie est inversée, du dénouement jusqu'à la première rencontre entre {p} et {s}.",
      "Parti pris : tout passe par les lettres que {s} n'a jamais envoyées.",
      "Parti pris : {L.def} <prend la parole, témoin|prennent la parole, témoins#L> de tout ce qui s'y est joué.",
      "Parti pris : le regard d'un enfant de huit ans, qui voit tout et comprend à moitié.",
      'Parti pris : une seule nuit, racontée heure par heure, sans aucun retour en arrière.',
    ],
  },
  genreNote: {
    one: {
      any: [
        '{K} fidèle au genre choisi ({genres}), qui interroge {th1} et {th2}.',
        'Fidèle au genre choisi ({genres}), {K.un} qui interroge {th1} et {th2}.',
      ],
    },
    many: {
      any: [
        'Entre {genres.def}, une histoire qui interroge {th1} et {th2}.',
        'Un récit qui croise {genres.def} pour parler {th1.of} et {th2.of}.',
      ],
    },
  },
  genreStyle: {
    one: {
      any: [
        'Les codes du genre ({genres}) servent de charpente, jamais de carcan.',
        'Jouer franchement le jeu du genre ({genres}), puis en déjouer une attente au bon moment.',
      ],
    },
    many: {
      any: [
        'Les codes des genres mêlés ({genres}) servent de charpente, jamais de carcan.',
        "Le mélange ({genres}) doit sembler naturel : chaque genre apporte une couleur, aucun n'écrase les autres.",
      ],
    },
  },
  sections: {
    characters: [
      {
        any: [
          '{P}, {age}, {rt}, hanté<|e> par {wound}.',
          "{P} a {age} ; {rt}, <il|elle> ne s'est jamais remis<|e> {wound.of}.",
          "Au cœur du récit, {P}, {age}, {rt}, avec un passé qu'<il|elle> préférerait oublier.",
        ],
      },
      {
        any: [
          "À ses côtés, {S}, {rel}, {srole} {au charme trouble|qui en sait plus qu'<il|elle@S> ne le dit|d'une fidélité à toute épreuve}.",
          '{S}, {rel}, devenu<|e@S> {srole}, sera <son allié le plus précieux|son alliée la plus précieuse@S>{|, et <le plus imprévisible|la plus imprévisible@S>}.',
        ],
      },
      {
        any: [
          'En face, {A} {act}, avec pour visage {T}, {trole}.',
          'Face à eux, {T}, {trole}, qui a partie liée avec {A}.',
        ],
      },
    ],
    conflict: [
      {
        any: [
          '{p} veut {goal}, mais {A.def} {act2}.',
          'Pour {goal}, {p} doit tenir tête {A.to}, qui {act}.',
        ],
      },
      {
        any: [
          'Le vrai combat, pourtant, se joue en <lui|elle> : entre {th1} et {th2}, il faudra choisir.',
          'Pire : {secret}.',
          "Chaque pas vers la vérité l'éloigne un peu plus de {s}, dont la loyauté reste incertaine.",
          'Et plus {p} approche du but, plus {th1} et {th2} deviennent inconciliables.',
        ],
        dramatique: ['Chaque heure perdue rapproche {A.def} de son but, et {p} de sa perte.'],
        humoristique: [
          "Le tout, idéalement, sans se ridiculiser, ce qui pour quelqu'un qui {quirk} relève de l'exploit.",
        ],
        minimaliste: ['{s} ment.', "Personne n'aide {p}."],
      },
    ],
    trigger: [
      {
        any: [
          '{LE}, {p} {inc}.',
          'Tout commence {L.in}, lorsque {p} {inc}.',
          'Un soir, {L.in}, {p} {inc}.',
        ],
      },
      {
        any: [
          'Dès lors, {A.def} {act3}.',
          "Ce qui n'aurait dû être qu'un incident devient une obsession, et {s} est <le premier|la première@S> à s'en inquiéter.",
          "{p} comprend vite que ce n'est pas un hasard, et que quelqu'un attendait ce moment depuis longtemps.",
        ],
        minimaliste: ["Ce n'est pas un hasard."],
      },
    ],
    climax: [
      { any: ['{climax}.'] },
      {
        any: [
          'Révélation finale : {twist}.',
          'Le dernier rebondissement change tout : {twist}.',
          "Ce que personne n'avait vu venir : {twist}.",
        ],
      },
      {
        any: ['', 'Et tout du long, {mood1}.'],
        dramatique: ["Personne n'en sortira indemne."],
        humoristique: ["Avec, en prime, un dénouement que personne, pas même {p}, n'avait prévu."],
        poetique: ['Au matin, il ne reste que {mood2}.'],
        classique: ["L'ordre revient, mais rien n'est plus tout à fait comme avant."],
      },
    ],
    pitch: [
      {
        any: [
          "{LE}, lorsque {P}, {rt}, {inc}, <il|elle> n'a plus qu'une idée : {goal}.",
          "{P}, {role} {L}, {inc} ; dès lors, <il|elle> n'a plus qu'un but : {goal}.",
          'Tout commence {LE} : {P}, {role}, {inc}.',
        ],
      },
      { any: ['{genreNote}'] },
      {
        any: [
          'Au bout du chemin : {stake}, et la vérité sur {wound}.',
          'Avec {S}, {rel}, pour seul<|e@S> allié<|e@S>, et tant à perdre : {stake}.',
        ],
      },
    ],
    arc: [
      {
        any: [
          "D'abord, {p} tente de faire comme si de rien n'était, puis se lance, presque malgré <lui|elle>.",
          'Au début, {p} refuse de voir ce que cet événement réveille en <lui|elle>.',
        ],
      },
      {
        any: [
          "Au milieu du récit, l'alliance avec {s} se noue, se défait puis se renoue, à mesure que {A.def} resserre son étau.",
          'Au milieu du récit, chaque victoire se paie : {s} doute, les portes se ferment, et {wound} refait surface.',
        ],
      },
      {
        any: [
          'Dans la dernière partie, tout converge vers {L.def}, où {p} doit enfin choisir.',
          'Dans la dernière partie, {p} cesse de fuir et affronte {t} à visage découvert.',
        ],
      },
      { any: ['Au fil du récit, {p} passe {arc}.', 'Son parcours <le|la> mène {arc}.'] },
    ],
    themes: [
      {
        any: [
          '{th1}, {th2} et {th3} : trois fils que le récit tresse sans jamais trancher.',
          'Au cœur du livre, {th1} et {th2}, avec en contrepoint {th3}.',
        ],
      },
      {
        any: [
          "Peut-on réparer une faute sans l'avouer ?",
          'Que doit-on à ceux qui nous ont précédés ?',
          "Jusqu'où peut-on aller par fidélité ?",
          'Le récit pose une question simple et vertigineuse : que vaut une vérité qui détruit ?',
          "À travers {p}, le roman interroge ce que l'on choisit de transmettre, et ce que l'on tait.",
        ],
      },
    ],
    atmosphere: [
      {
        any: [
          '{mood1}, {mood2} : {L.def} <devient un personnage|deviennent des personnages#L> à part entière.',
          'Le décor : {L.def} ; {mood1}, {mood2}.',
        ],
      },
      {
        any: ['Une ambiance tendue, au plus près des gestes et des décisions.'],
        classique: ['Une atmosphère feutrée, où les conventions pèsent autant que les secrets.'],
        poetique: ['Tout y vibre, {image}.'],
        dramatique: ['La tension ne retombe jamais : chaque scène se termine sur une menace.'],
        humoristique: [
          'Sous la gravité apparente, une ironie légère : les personnages se prennent au sérieux, le récit beaucoup moins.',
        ],
        minimaliste: ['Peu de décor. Des gestes, des silences.'],
      },
    ],
    style: [
      {
        any: [],
        moderne: [
          'Une narration au présent, à la troisième personne, au plus près de {p} : phrases directes, dialogues vifs, chapitres courts qui finissent sur une question.',
        ],
        classique: [
          'Une narration au passé simple, ample et mesurée, qui prend le temps des portraits et des descriptions, avec un narrateur discret mais présent.',
        ],
        poetique: [
          'Une prose attentive aux images et au rythme : des phrases qui respirent, des motifs qui reviennent, des silences choisis.',
        ],
        minimaliste: [
          "Des phrases courtes. Peu d'adjectifs. L'essentiel est dans ce qui n'est pas dit.",
        ],
        dramatique: [
          'Une tension constante : chapitres brefs, fins suspendues, alternance de points de vue pour que le lecteur en sache toujours un peu plus que {p}.',
        ],
        humoristique: [
          "Un ton ironique et tendre : un narrateur qui commente, des situations qui dérapent, une gravité qui n'empêche jamais le rire.",
        ],
      },
      { any: ['{genreStyle}'] },
    ],
    stakes: [
      {
        any: [
          "Pour {p}, l'enjeu est intime : {goal}, ou y renoncer pour toujours.",
          'Sur le plan personnel, {p} joue sa paix intérieure et le peu qui lui reste.',
        ],
      },
      {
        any: [
          "Mais au-delà de son propre sort, c'est {stake} qui se joue.",
          'Et derrière cette quête se cache un enjeu plus vaste : {stake}.',
        ],
      },
      {
        any: [
          'Reste à savoir si {p} pourra vivre avec le prix de sa victoire.',
          '{p} saura-t-<il|elle> pardonner à {s} ?',
          'Une question demeure : que restera-t-il de {p} une fois la vérité connue ?',
        ],
      },
    ],
  },
};
