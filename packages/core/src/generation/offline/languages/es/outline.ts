import type { OutlineTemplates } from '../language-pack';

/**
 * Spanish outline templates (slots: see compose-idea.ts), in the narrative present of an
 * escaleta. The idea has already introduced everyone and everything, so beats speak of
 * them by name and with the definite article.
 */
export const spanishOutline: OutlineTemplates = {
  beats: {
    opening: [
      '{LE}, {P}, {rt}, vive aferrad<o|a> a su rutina y carga a solas con {wound}.',
      '{P}, {role} {L}, tiene {age} y nunca ha superado del todo {wound}.',
      '{P}, {rt}, lleva {L.in} una vida que no le exige nada, y no aspira a otra.',
    ],
    theme: [
      'Muy pronto, {s} dice en voz alta lo que {p} tardará toda la historia en aprender: que {th1} tiene un precio.',
      'Alguien cercano a {p} plantea, sin saberlo, la pregunta del libro: ¿{th1} o {th2}?',
      'De pasada, {s} pone frente a frente {th1} y {th2}, y {p} le quita importancia.',
    ],
    world: [
      '{p} quiere {goal}, pero su día a día {L.in} no le deja sitio para ello; {S}, {rel}, nunca anda lejos.',
      'La vida de {p} {L.in} gira en torno a {S}, {rel}, y a un deseo que nunca ha confesado: {goal}.',
      'Todo lo que le importa a {p} está {L.in}: {S}, {rel}, y la esperanza de poder, algún día, {goal}.',
    ],
    incident: [
      'Entonces, {p} {inc}.',
      'Un día, {L.in}, {p} {inc}.',
      'Todo cambia cuando {p} {inc}.',
    ],
    debate: [
      '{p} duda: {goal} significaría enfrentarse de nuevo a {wound}.',
      'Al principio, {p} se niega a ver lo que esto significa; {wound} le ha enseñado a no arriesgarse.',
      '{p} se lo piensa, y {s} no le facilita precisamente la decisión.',
    ],
    commitment: [
      '{p} decide {goal}, cueste lo que cueste, y deja atrás sus viejas costumbres.',
      'Ya no hay vuelta atrás: {p} está decidid<o|a> a {goal}.',
      '{p} da el paso y cruza la línea: va a {goal}.',
    ],
    ally: [
      '{S}, {rel}, se convierte en su alia<do|da@S>, aunque tiene sus propios motivos.',
      'Junto a {S}, {rel}, {p} vuelve a confiar en alguien, aunque sea un poco.',
      'Lo que une a {p} con {S}, {rel}, se pone a prueba y, por ahora, resiste.',
    ],
    threat1: [
      'Llega el primer golpe: {A.def} {act}, y {T}, {trole}, no es ajen<o|a@T> a ello.',
      '{p} cree estar avanzando, pero {A.def} {act}; en la sombra asoma {T}, {trole}.',
      'Pronto el adversario tiene rostro, el de {T}, {trole}: {A.def} {act}.',
    ],
    threat2: [
      'La presión aumenta: {A.def} {act2}.',
      '{A.def} {act2}, y {p} empieza a dudar incluso de {s}.',
      'Cada paso se paga más caro: {A.def} {act2}.',
    ],
    threat3: [
      'Entonces ocurre lo peor: {A.def} {act3}.',
      '{A.def} {act3}, y todo lo que {p} había construido se viene abajo.',
      'Para colmo, {A.def} {act3}, y {p} se queda sin lo único con lo que contaba.',
    ],
    secret: [
      'A mitad de camino, sale a la luz la verdad: {secret}.',
      '{p} descubre lo que nadie le había dicho: {secret}.',
      'A {p} se le hunde el suelo bajo los pies: {secret}.',
    ],
    stake: [
      'Ahora {p} ve lo que de verdad está en juego: {stake}.',
      'Cada avance tiene su precio, y lo que ahora está en juego es {stake}.',
      'Lo que {p} ha ganado deja claro lo que aún puede perder: {stake}.',
    ],
    crisis: [
      'Sol<o|a>, {p} se enfrenta otra vez a {wound} y está a punto de rendirse.',
      'En su peor momento, {p} se pregunta si alguna vez valió la pena intentar {goal}.',
      'Sin nada a lo que aferrarse, {p} no tiene más remedio que mirar de frente {wound}.',
    ],
    twist: [
      'Llega entonces el giro: {twist}.',
      'Lo que nadie vio venir: {twist}.',
      'Una última revelación lo cambia todo: {twist}.',
    ],
    climax: [
      '{climax}.',
      'Llega la hora de la verdad: {climax}.',
      'Por fin, el momento decisivo: {climax}.',
    ],
    ending: [
      'Cuando todo termina, {wound} ya no pesa sobre {p}.',
      'Imagen final: {L.def}, {mood2} y, en medio, {p}, cambiad<o|a> para siempre.',
      'Después, {L.def} <recupera|recuperan#L> la calma, pero {p} ya nunca volverá a ser quien era.',
    ],
  },
  changes: {
    opening: ['Sabemos qué puede perder {p}.', 'Queda planteado el mundo cotidiano de {p}.'],
    theme: [
      'La pregunta del libro ya está planteada.',
      'El lector sabe lo que {p} tiene que aprender.',
    ],
    world: [
      'Está claro lo que {p} desea y a quién quiere.',
      'Sabemos quién le importa a {p} y qué le falta.',
    ],
    incident: [
      '{p} ya no puede mirar hacia otro lado.',
      'La vida de siempre de {p} se ha terminado.',
    ],
    debate: ['{p} sabe que negarse le costaría más.', 'Quedarse donde está ya no es una opción.'],
    commitment: ['{p} ha elegido, y no hay vuelta atrás.', '{p} ya está de lleno en la historia.'],
    ally: ['{p} ya no está sol<o|a>.', 'Ahora {p} tiene a alguien que perder.'],
    threat1: ['{p} sabe quién se interpone en su camino.', 'El enemigo ya tiene rostro.'],
    threat2: [
      'El cerco se estrecha; ningún aliado está libre de sospecha.',
      'Las salidas se van cerrando una tras otra.',
    ],
    threat3: ['{p} ha perdido aquello en lo que se apoyaba.', 'El plan está en ruinas.'],
    secret: [
      'La verdad cambia aquello por lo que {p} lucha.',
      '{p} ya no puede fingir que no lo sabe.',
    ],
    stake: ['Lo que está en juego ya salta a la vista.', '{p} conoce el precio del fracaso.'],
    crisis: ['{p} deja de huir de su herida.', '{p} encuentra una razón para seguir.'],
    twist: [
      'Nada es lo que parecía, y hay que cambiar de plan.',
      '{p} ve por fin el panorama completo.',
    ],
    climax: [
      'El conflicto queda zanjado, pero a un precio.',
      'Todo ha terminado, para bien o para mal.',
    ],
    ending: ['{p} ha cambiado para siempre.', 'Empieza una nueva vida para {p}.'],
  },
  questions: {
    opening: ['¿Dónde vemos a {p} por primera vez y cómo es un día cualquiera en su vida?'],
    theme: ['¿Qué pregunta plantea esta historia y quién se la formula primero a {p}?'],
    world: ['¿Qué quiere {p} y quién es la persona más cercana a <él|ella>?'],
    incident: ['¿Qué ocurre que {p} ya no puede pasar por alto?'],
    debate: ['¿Por qué duda {p}?'],
    commitment: ['¿Qué lleva por fin a {p} a dar el paso?'],
    ally: ['¿Quién está ahora al lado de {p}, y por qué?'],
    threat1: ['¿Quién o qué se interpone primero en el camino de {p}?'],
    threat2: ['¿Cómo aumenta la presión sobre {p}?'],
    threat3: ['¿Qué pierde {p} aquí?'],
    secret: ['¿Qué descubre {p} a mitad de camino que lo cambia todo?'],
    stake: ['¿Qué está realmente en juego para {p}?'],
    crisis: ['¿A qué se enfrenta {p} en su peor momento?'],
    twist: ['¿Qué da la vuelta a la historia?'],
    climax: ['¿Cómo afronta {p}, por fin, la prueba decisiva?'],
    ending: ['¿Qué ha cambiado en {p} al final?'],
  },
};
