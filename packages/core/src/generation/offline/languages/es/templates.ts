import type { Templates } from '../language-pack';

/** Spanish sentence templates (slots: see compose-idea.ts). Quick templates are one sentence. */
export const spanishTemplates: Templates = {
  titles: [
    '{N.def} {adj}',
    '{N.def} {L.of}',
    '{N.def} de {{p}|{P}}',
    '{N.def} {adj} de {p}',
    '{N.def} y {M.def}',
    '{N.def} {M.of}',
    'Lo que queda {N.of} {adj}',
    'Mientras dure {N.def} {adj}',
    '{El día|La noche|El año|El invierno|La tarde|La mañana|El verano} en que {p} {verb}',
    '{O.def} de {P}',
    '{El último verano|El último invierno|La última estación|Los últimos días|La última noche|El último viaje|El último secreto|La última carta|El último juramento|La última mentira|La última promesa|El último refugio} de {P}',
    'Después {N.of} {adj}',
    '{p} y {N.def} {adj}',
    '{N.def} {R.of}',
    '{N.def} {adj} de {P}',
  ],
  quick: {
    open: {
      any: [
        '{LE}, {P}, <un|una> {rt}, {inc}.',
        '{P}, {role} {L}, lleva una vida sin sobresaltos {hasta el día|hasta la mañana|hasta la tarde} en que {inc}.',
        '{LE}, nadie presta atención a {P}, {rt}, {hasta el día|hasta la noche|hasta la mañana} en que {inc}.',
        '{LE}, {P}, {role} atormentad<o|a> por {wound}, {inc}.',
        '{P}, de {age}, es {role} {L} cuando {inc}.',
        'El día en que {inc}, {P}, {rt}, comprende que su vida tranquila {L} ha terminado.',
        '{LE}, {P} ya no espera nada de la vida, {hasta el día|hasta la tarde|hasta esa mañana de invierno} en que {inc}.',
        'Todo empieza {LE}: {P}, {rt}, {inc}.',
        '{LE}, {P}, {rt}, cree haberlo visto todo, hasta la noche en que {inc}.',
        'Nada en la vida de {P}, {role} {L}, anuncia lo que viene: una {mañana|tarde|noche de invierno}, {inc}.',
        '{LE}, para {P}, {rt}, todo cambia {el día|la mañana|la tarde} en que {inc}.',
        '{LE}: {P}, de {age}, {role} sin nada que perder, {inc}.',
        '{P}, {role} {L}, ha aprendido a no esperar nada de nadie; entonces {inc}.',
        'De toda la gente {L.of}, {P}, {rt}, es <el último|la última> a quien uno imaginaría en apuros; y sin embargo, {inc}.',
      ],
      classique: [
        '{L} vive {P}, {rt}, sin que nada <lo|la> prepare para la aventura, hasta el día en que {inc}.',
        'Hay existencias que nada parece poder alterar, y la de {P}, {role} {L}, es una de ellas, hasta el día en que {inc}.',
      ],
      poetique: [
        '{LE}, bajo el peso de {mood1}, {P}, {rt}, {inc}.',
        '{LE}, {P}, {role}, {inc}, y todo empieza a temblar {image}.',
      ],
      dramatique: [
        '{LE}, todo se derrumba en una sola noche para {P}, {rt}, que {inc}.',
        '{LE}, {P}, {role}, {inc}: a partir de ese instante, cada hora cuenta.',
      ],
      humoristique: [
        '{LE}, {P}, {rt} y algo desbordad<o|a> por los acontecimientos, {inc}.',
        '{P}, {role} {L}, había previsto una semana tranquila; no podrá ser, porque {inc}.',
      ],
      minimaliste: ['{P}, {role}, {inc}.', '{LE}, {P} {inc}.'],
    },
    middle: {
      any: [
        'Con la ayuda de {S}, {rel}, tendrá que {goal}, mientras {A} {act}.',
        '{S}, {rel}, parece saber algo más, pero {A} {act}.',
        'Pero {A} {act}, y {S}, {rel}, quizá no sea <el aliado|la aliada@S> que dice ser.',
        'Para {goal}, tendrá que aliarse con {S}, {rel}, y enfrentarse a {A}.',
        'Entre {S}, {rel}, que sabe más de lo que dice, y {A}, que {act}, a {p} no le queda más remedio que {goal}.',
        '{S}, {rel}, le ofrece su ayuda, pero {secret}.',
        '{S}, {rel}, es la única persona en quien confía, y {A} lo sabe.',
        'La pista lleva directamente a {A}, y {S}, {rel}, se empeña en acompañar<lo|la>.',
        'Necesitará a {S}, {rel}, para {goal}, y el tiempo se agota: {A} {act}.',
        'Todo apunta a {A}, pero {S}, {rel}, tiene sus propias razones para callar.',
      ],
      classique: ['Para {goal}, deberá aceptar la ayuda de {S}, {rel}, y desafiar a {A}.'],
      poetique: ['Junto a {S}, {rel}, avanza por {mood2}, mientras {A} {act}.'],
      dramatique: [
        'Perseguid<o|a> por {A}, traicionad<o|a> por quienes creía de fiar, solo le queda {S}, {rel}, para {goal}.',
      ],
      humoristique: [
        'Para {goal}, solo puede contar con {S}, {rel}, cuyo sentido práctico deja mucho que desear, mientras {A} {act}.',
      ],
      minimaliste: ['{S}, {rel}, lo sabe todo.', 'Pero {A} {act}.', '{S}, {rel}, miente.'],
    },
    hook: {
      any: [
        'Una historia sobre {th1} y {th2}, donde cualquier aliado puede convertirse en amenaza.',
        '{K} sobre {th1} y {th2}.',
        'Entre {th1} y {th2}, {p} tendrá que elegir, y deprisa.',
        'Lo que está en juego: {stake}, y nadie saldrá indemne.',
      ],
      moderne: [
        'Una carrera contrarreloj en la que nadie dice toda la verdad.',
        'La cuenta atrás ha empezado, y cada mentira sale un poco más cara.',
        'Y esta vez, huir no es una opción.',
        'Queda por saber qué está dispuest<o|a> a sacrificar {p} para salir de esta.',
        '{K} trepidante sobre {th1} y {th2}.',
      ],
      classique: [
        'Así comienza una historia en la que {th1} y {th2} se disputan el corazón de {p}.',
        '{p} necesitará mucho valor para afrontar lo que {L.def} <esconde|esconden#L> desde hace tanto tiempo.',
        'Cada cual, en este asunto, tendrá que elegir entre {th1} y {th2}.',
      ],
      poetique: [
        'Y todo, desde ahora, tiembla {image}.',
        'Una historia que avanza con pasos callados, {image}.',
        'Lo que queda: {mood2}, y la frágil promesa {th1.of}.',
      ],
      dramatique: [
        'Y el tiempo apremia: al amanecer será demasiado tarde para salvar {stake}.',
        'Un solo error, y todo estará perdido.',
        'Esta vez, {p} no puede permitirse fallar: de ello depende {stake}.',
      ],
      humoristique: [
        'Lo cual, para alguien que {quirk}, llega en el peor momento.',
        'Y todo, cómo no, un lunes.',
        'Nada de esto figuraba en su agenda, que sin embargo lo prevé todo.',
      ],
      minimaliste: [
        'El tiempo apremia.',
        'Nadie dirá la verdad.',
        '{p} ya no tiene elección.',
        'Alguien pagará.',
        'Nada volverá a ser igual.',
        '{p} va de todos modos.',
      ],
    },
    angle: {
      any: [
        'Particularidad: la historia la narra {T}, {trole}, convencid<o|a@T> de tener razón.',
        '¿Y si todo se contara al revés, desde el último día hasta el primer encuentro entre {p} y {S}?',
        'Toda la historia nos llega a través de las cartas que {S} nunca envió.',
        'Particularidad: <es|son#L> {L.def} <quien narra|quienes narran#L>, con la memoria de todo lo que <ha|han#L> visto.',
        'Punto de vista inesperado: todo se ve a través de los ojos de un niño de ocho años que solo entiende a medias lo que está en juego.',
        'La historia transcurre en una sola noche, contada hora a hora desde el punto de vista de {T}, {trole}.',
        'Dos voces se alternan, la de {p} y la de {S}, y sus versiones nunca coinciden del todo.',
        'Cada capítulo se abre con una página del registro que lleva {T}, {trole}, años después de los hechos.',
        'Una voz colectiva cuenta la historia: la gente {L.of}, como un solo coro, igual que un rumor que crece.',
        'El final se da desde el principio: {T}, {trole}, lo cuenta en las primeras páginas, y el resto explica cómo se llegó hasta ahí.',
        'Todo se ve solo a través de los ojos de {S}, que nunca le dice toda la verdad a {p}.',
        'Dos épocas se alternan: {p} hoy, y {L.def} cincuenta años antes.',
      ],
    },
  },
  angleNote: {
    any: [
      'Apuesta narrativa: la historia la cuenta {t}, que se cree <el héroe|la heroína@T> del relato.',
      'Apuesta narrativa: la cronología va al revés, del desenlace al primer encuentro entre {p} y {s}.',
      'Apuesta narrativa: todo llega a través de las cartas que {s} nunca envió.',
      'Apuesta narrativa: {L.def} <toma la palabra, testigo|toman la palabra, testigos#L> de todo lo que allí ocurrió.',
      'Apuesta narrativa: la mirada de un niño de ocho años, que lo ve todo y lo entiende a medias.',
      'Apuesta narrativa: una sola noche, contada hora a hora, sin ningún salto atrás.',
    ],
  },
  genreNote: {
    one: {
      any: [
        '{K} fiel al género elegido ({genres}), que explora {th1} y {th2}.',
        'Fiel al género elegido ({genres}), {K.un} que explora {th1} y {th2}.',
      ],
    },
    many: {
      any: [
        'Entre {genres.def}, una historia que explora {th1} y {th2}.',
        'Un relato que cruza {genres.def} para hablar {th1.of} y {th2.of}.',
      ],
    },
  },
  genreStyle: {
    one: {
      any: [
        'Los códigos del género ({genres}) sirven de armazón, nunca de corsé.',
        'Jugar a fondo con el género ({genres}) y desmontar una expectativa en el momento justo.',
      ],
    },
    many: {
      any: [
        'Los códigos de los géneros mezclados ({genres}) sirven de armazón, nunca de corsé.',
        'La mezcla ({genres}) debe sentirse natural: cada género aporta un color y ninguno aplasta a los demás.',
      ],
    },
  },
  sections: {
    characters: [
      {
        any: [
          '{P}, de {age}, {rt}, atormentad<o|a> por {wound}.',
          '{P} tiene {age}; {rt}, nunca se ha recuperado de {wound}.',
          'En el centro del relato, {P}, de {age}, {rt}, con un pasado que preferiría olvidar.',
        ],
      },
      {
        any: [
          'A su lado, {S}, {rel}, {srole} {de un encanto inquietante|que sabe más de lo que dice|de una lealtad a toda prueba}.',
          '{S}, {rel}, convertid<o|a@S> en {srole}, será <su aliado más valioso|su aliada más valiosa@S>{| y <el más imprevisible|la más imprevisible@S>}.',
        ],
      },
      {
        any: [
          'Enfrente, {A} {act}, con {T}, {trole}, como rostro visible.',
          'Frente a ellos se alza {T}, {trole}, en connivencia con {A}.',
        ],
      },
    ],
    conflict: [
      {
        any: [
          '{p} quiere {goal}, pero {A.def} {act2}.',
          'Para {goal}, {p} tendrá que plantar cara {A.to}, cueste lo que cueste.',
        ],
      },
      {
        any: [
          'Sin embargo, la verdadera batalla se libra en su interior: entre {th1} y {th2}, habrá que elegir.',
          'Peor aún: {secret}.',
          'Cada paso hacia la verdad aleja un poco más a {p} de {s}, cuya lealtad sigue siendo incierta.',
          'Y cuanto más se acerca {p} a su meta, más difícil resulta conciliar {th1} y {th2}.',
        ],
        dramatique: ['Cada hora perdida acerca a {A.def} a la victoria, y a {p} a su perdición.'],
        humoristique: [
          'Todo ello, a ser posible, sin hacer el ridículo, lo cual para alguien que {quirk} tiene su mérito.',
        ],
        minimaliste: ['{s} miente.', 'Nadie ayuda a {p}.'],
      },
    ],
    trigger: [
      {
        any: [
          '{LE}, {p} {inc}.',
          'Todo empieza {L.in}, cuando {p} {inc}.',
          'Una noche, {L.in}, {p} {inc}.',
        ],
      },
      {
        any: [
          'Desde entonces, {A.def} {act3}.',
          'Lo que no debía ser más que un incidente se convierte en una obsesión, y {s} es <el primero|la primera@S> en preocuparse.',
          '{p} comprende enseguida que no es casualidad, y que alguien esperaba este momento desde hacía mucho.',
        ],
        minimaliste: ['No es casualidad.'],
      },
    ],
    climax: [
      { any: ['{climax}.'] },
      {
        any: [
          'Revelación final: {twist}.',
          'El último giro lo cambia todo: {twist}.',
          'Lo que nadie vio venir: {twist}.',
        ],
      },
      {
        any: ['', 'Y, de principio a fin, {mood1}.'],
        dramatique: ['Nadie saldrá indemne.'],
        humoristique: ['Con, de regalo, un desenlace que nadie había previsto, ni siquiera {p}.'],
        poetique: ['Al amanecer, no queda nada más que {mood2}.'],
        classique: ['El orden vuelve, pero nada es del todo como antes.'],
      },
    ],
    pitch: [
      {
        any: [
          '{LE}, cuando {P}, {rt}, {inc}, ya solo tiene una idea en la cabeza: {goal}.',
          '{P}, {role} {L}, {inc}; desde entonces, solo tiene un objetivo: {goal}.',
          'Todo empieza {LE}: {P}, {role}, {inc}.',
        ],
      },
      { any: ['{genreNote}'] },
      {
        any: [
          'Al final del camino: {stake}, y la verdad sobre {wound}.',
          'Con {S}, {rel}, como únic<o|a@S> alia<do|da@S>, y mucho que perder: {stake}.',
        ],
      },
    ],
    arc: [
      {
        any: [
          'Al principio, {p} intenta seguir como si nada, y luego se pone en marcha, casi a su pesar.',
          'Al principio, {p} se niega a ver lo que este suceso despierta en <él|ella>.',
        ],
      },
      {
        any: [
          'A mitad del relato, la alianza con {s} se forja, se rompe y vuelve a forjarse, mientras {A.def} estrecha el cerco.',
          'A mitad del relato, cada victoria tiene un precio: {s} duda, las puertas se cierran y {wound} vuelve a la superficie.',
        ],
      },
      {
        any: [
          'En la última parte, todo converge en {L.def}, donde {p} debe elegir por fin.',
          'En la última parte, {p} deja de huir y se enfrenta a {t} a cara descubierta.',
        ],
      },
      { any: ['A lo largo del relato, {p} pasa {arc}.', 'Su recorrido l<o|a> lleva {arc}.'] },
    ],
    themes: [
      {
        any: [
          '{th1}, {th2} y {th3}: tres hilos que el relato trenza sin cortar nunca.',
          'En el corazón del libro, {th1} y {th2}, con {th3} como contrapunto.',
        ],
      },
      {
        any: [
          '¿Se puede reparar una falta sin confesarla?',
          '¿Qué les debemos a quienes nos precedieron?',
          '¿Hasta dónde se puede llegar por lealtad?',
          'El relato plantea una pregunta sencilla y vertiginosa: ¿qué vale una verdad que destruye?',
          'A través de {p}, la novela se pregunta qué elegimos transmitir y qué callamos.',
        ],
      },
    ],
    atmosphere: [
      {
        any: [
          '{mood1}, {mood2}: {L.def} <se convierte|se convierten#L> en un personaje más.',
          'El escenario: {L.def}; {mood1}, {mood2}.',
        ],
      },
      {
        any: ['Un ambiente tenso, pegado a los gestos y a las decisiones.'],
        classique: [
          'Una atmósfera recogida, donde las convenciones pesan tanto como los secretos.',
        ],
        poetique: ['Todo en él vibra {image}.'],
        dramatique: ['La tensión no afloja nunca: cada escena termina con una amenaza.'],
        humoristique: [
          'Bajo la aparente gravedad, una ironía ligera: los personajes se toman en serio, el relato mucho menos.',
        ],
        minimaliste: ['Poco decorado. Gestos, silencios.'],
      },
    ],
    style: [
      {
        any: [],
        moderne: [
          'Narración en presente, en tercera persona, muy cerca de {p}: frases directas, diálogos vivos, capítulos cortos que terminan con una pregunta.',
        ],
        classique: [
          'Narración en pasado, amplia y mesurada, que se toma su tiempo con los retratos y las descripciones, con un narrador discreto pero presente.',
        ],
        poetique: [
          'Una prosa atenta a las imágenes y al ritmo: frases que respiran, motivos que regresan, silencios elegidos.',
        ],
        minimaliste: ['Frases cortas. Pocos adjetivos. Lo esencial está en lo que no se dice.'],
        dramatique: [
          'Una tensión constante: capítulos breves, finales en suspenso, puntos de vista alternos para que el lector sepa siempre un poco más que {p}.',
        ],
        humoristique: [
          'Un tono irónico y tierno: un narrador que comenta, situaciones que se descontrolan, una gravedad que nunca impide la risa.',
        ],
      },
      { any: ['{genreStyle}'] },
    ],
    stakes: [
      {
        any: [
          'Para {p}, lo que está en juego es íntimo: {goal}, o renunciar a ello para siempre.',
          'En lo personal, {p} se juega su paz interior y lo poco que le queda.',
        ],
      },
      {
        any: [
          'Pero más allá de su propio destino, lo que se decide es {stake}.',
          'Y detrás de esta búsqueda se esconde algo más grande: {stake}.',
        ],
      },
      {
        any: [
          'Queda por saber si {p} podrá vivir con el precio de su victoria.',
          '¿Sabrá {p} perdonar a {s}?',
          'Una pregunta queda en el aire: ¿qué quedará de {p} cuando se sepa la verdad?',
        ],
      },
    ],
  },
};
