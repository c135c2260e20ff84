import type { Category } from '../types';

export const thriller: Category = {
  id: 'thriller',
  name: 'Thriller y suspense',
  description:
    'Historias diseñadas para mantener al lector en vilo: una amenaza, una cuenta atrás, giros inesperados y un protagonista que lo tiene todo que perder.',
  subcategories: [
    {
      id: 'thriller-psychological',
      name: 'Thriller psicológico y doméstico',
      description:
        'El peligro está dentro, en la pareja, el hogar o la propia mente: manipulación, apariencias engañosas y narradores en los que ya no se puede confiar.',
      genres: [
        {
          id: 'psychological-thriller',
          name: 'Thriller psicológico',
          description:
            'Una tensión que se libra en la mente más que en la acción: obsesiones, manipulación y percepciones engañosas hasta una verdad que lo cambia todo.',
          aliases: ['suspense psicológico'],
        },
        {
          id: 'domestic-thriller',
          name: 'Thriller doméstico',
          description:
            'La pareja, la familia y el vecindario se convierten en trampas; tras la casa perfecta se esconden mentiras, control y violencias que nadie ve.',
        },
        {
          id: 'stalker-thriller',
          name: 'Thriller de acoso',
          description:
            'Alguien observa, sigue, escribe, se entromete; la vida de la víctima se estrecha día a día, y el miedo nace de lo que no puede demostrar.',
        },
        {
          id: 'amnesia-thriller',
          name: 'Thriller de amnesia',
          description:
            'El protagonista despierta sin memoria y debe reconstruir quién es, qué hizo y en quién confiar, mientras otros ya conocen las respuestas.',
        },
        {
          id: 'home-invasion-thriller',
          name: 'Thriller de allanamiento',
          description:
            'Unos desconocidos irrumpen en una casa y retienen a sus ocupantes; el refugio se vuelve prisión y una noche cualquiera se convierte en una lucha por sobrevivir.',
        },
        {
          id: 'revenge-thriller',
          name: 'Thriller de venganza',
          description:
            'Una víctima, traicionada o destrozada, prepara con paciencia su revancha; el lector sigue el engranaje de la venganza y se pregunta cuánto costará.',
        },
        {
          id: 'cult-thriller',
          name: 'Thriller de sectas',
          description:
            'Una comunidad aislada, un líder carismático y adeptos que nunca se marchan: el control de una secta visto desde dentro o por quienes intentan sacar de ella a un ser querido.',
        },
      ],
    },
    {
      id: 'thriller-crime',
      name: 'Thriller criminal',
      description:
        'La caza de un asesino o la lucha por la justicia a toda velocidad: el crimen es una amenaza en curso, no solo un enigma que resolver.',
      genres: [
        {
          id: 'serial-killer-thriller',
          name: 'Thriller de asesino en serie',
          description:
            'Un depredador mata siguiendo un ritual, y los investigadores deben descifrar su lógica antes de la siguiente víctima; a veces el lector también entra en su cabeza.',
        },
        {
          id: 'profiler-thriller',
          name: 'Thriller de perfilador',
          description:
            'Un experto en psicología criminal traza el retrato de un asesino desconocido y, a fuerza de pensar como él, pone en riesgo su propia cordura.',
        },
        {
          id: 'legal-thriller',
          name: 'Thriller jurídico',
          description:
            'Abogados, fiscales y jueces se enfrentan en un caso de alto riesgo: estrategia en la sala, testigos amenazados y secretos que estallan en el estrado.',
          aliases: ['thriller judicial'],
        },
        {
          id: 'police-thriller',
          name: 'Thriller policial',
          description:
            'Una investigación policial con ritmo de acción: agentes bajo presión, carrera contra el tiempo y una amenaza que crece capítulo a capítulo.',
        },
        {
          id: 'vigilante-thriller',
          name: 'Thriller de justiciero',
          description:
            'Cuando la ley fracasa, alguien decide tomarse la justicia por su mano; la historia explora la frontera entre reparación y venganza, entre héroe y criminal.',
        },
        {
          id: 'hitman-thriller',
          name: 'Thriller de sicarios',
          description:
            'Un asesino a sueldo metódico y solitario ve cómo un encargo se tuerce; atrapado entre su código personal y unos clientes sin escrúpulos, el cazador pasa a ser la presa.',
        },
        {
          id: 'abduction-thriller',
          name: 'Thriller de secuestro',
          description:
            'Un niño, una mujer o un testigo cae en manos de un secuestrador; cada hora cuenta, y la búsqueda se alterna con la lucha de la víctima por sobrevivir.',
        },
      ],
    },
    {
      id: 'thriller-espionage',
      name: 'Espionaje',
      description:
        'Agentes, topos y servicios secretos a la sombra de los Estados: un mundo de lealtades dobles, disimulo y secretos por los que se mata.',
      genres: [
        {
          id: 'spy-novel',
          name: 'Novela de espías',
          description:
            'Un agente en misión, documentos falsos, un contacto que no aparece: el juego del gato y el ratón entre servicios rivales, donde la confianza es un lujo mortal.',
          aliases: ['espionaje', 'novela de espionaje'],
        },
        {
          id: 'cold-war-spy-novel',
          name: 'Espionaje de la Guerra Fría',
          description:
            'Berlín, Viena, Moscú: el choque de bloques visto a través de agentes cansados, desertores y burócratas, en la ambigüedad moral que cultivó John le Carré.',
        },
        {
          id: 'wwii-spy-novel',
          name: 'Espionaje de la Segunda Guerra Mundial',
          description:
            'Resistentes, agentes lanzados en paracaídas y códigos secretos frente a la Abwehr y la Gestapo; cada misión puede cambiar la guerra o acabar en un sótano.',
        },
        {
          id: 'action-spy-thriller',
          name: 'Espionaje de acción',
          description:
            'El agente secreto a lo James Bond: artilugios, persecuciones, escenarios exóticos, villanos megalómanos y una misión para salvar el mundo.',
        },
        {
          id: 'mole-hunt-thriller',
          name: 'Caza del topo',
          description:
            'Alguien dentro del servicio trabaja para el enemigo; la investigación interna convierte a cada compañero en sospechoso y cada expediente en una trampa.',
        },
        {
          id: 'intelligence-thriller',
          name: 'Thriller de inteligencia',
          description:
            'Las agencias de inteligencia actuales, entre analistas, drones, escuchas y operaciones encubiertas; la guerra se libra en los datos tanto como sobre el terreno.',
        },
        {
          id: 'counterterrorism-thriller',
          name: 'Thriller antiterrorista',
          description:
            'Una célula prepara un atentado y un equipo antiterrorista tiene días para detenerla, entre presiones políticas, dilemas morales y una cuenta atrás implacable.',
        },
      ],
    },
    {
      id: 'thriller-political',
      name: 'Thriller político y conspiraciones',
      description:
        'Entre bastidores del poder, las finanzas y las grandes instituciones, donde alguien descubre una verdad que fuerzas poderosas quieren enterrar.',
      genres: [
        {
          id: 'political-thriller',
          name: 'Thriller político',
          description:
            'Elecciones, ministerios y palacios presidenciales: una trama en la que la sed de poder, los chanchullos y los escándalos amenazan a la propia democracia.',
        },
        {
          id: 'conspiracy-thriller',
          name: 'Thriller de conspiración',
          description:
            'Un protagonista corriente tira de un hilo y destapa una conjura que lo supera; cuanto más se acerca a la verdad, menos gente queda en quien confiar.',
        },
        {
          id: 'geopolitical-thriller',
          name: 'Thriller geopolítico',
          description:
            'Una crisis internacional al borde del estallido: diplomáticos, militares y agentes juegan una partida de ajedrez de la que depende el equilibrio mundial.',
        },
        {
          id: 'financial-thriller',
          name: 'Thriller financiero',
          description:
            'Parqués bursátiles, fondos especulativos y paraísos fiscales: fortunas que se hacen y deshacen en segundos, y secretos que pueden costar mucho más que dinero.',
        },
        {
          id: 'corporate-thriller',
          name: 'Thriller corporativo',
          description:
            'Una multinacional, un producto peligroso y un directivo que sabe demasiado: la guerra silenciosa de consejos de administración, espionaje industrial y abogados mercantiles.',
        },
        {
          id: 'religious-conspiracy-thriller',
          name: 'Thriller esotérico',
          description:
            'Manuscritos cifrados, sociedades secretas y reliquias sagradas: una carrera por museos y criptas para desvelar un secreto que una antigua orden guarda desde hace siglos.',
        },
        {
          id: 'assassination-thriller',
          name: 'Thriller de magnicidio',
          description:
            'Un jefe de Estado o una figura pública está en el punto de mira; la historia alterna entre el asesino que prepara el golpe y quienes intentan impedirlo.',
        },
        {
          id: 'whistleblower-thriller',
          name: 'Thriller de filtraciones',
          description:
            'Un empleado descubre un escándalo y decide hablar; perseguido por su antigua empresa, debe proteger las pruebas, a los suyos y su propia vida.',
        },
      ],
    },
    {
      id: 'thriller-science-tech',
      name: 'Tecnothriller y thriller científico',
      description:
        'La ciencia, la medicina y la tecnología como fuentes de amenaza: descubrimientos desviados, virus, algoritmos y catástrofes que solo los expertos entienden.',
      genres: [
        {
          id: 'techno-thriller',
          name: 'Tecnothriller',
          description:
            'Armas de última generación, submarinos, satélites y sistemas militares descritos con precisión; la trama se apoya en el dominio técnico tanto como en el suspense.',
          aliases: ['techno-thriller', 'tecno-thriller'],
        },
        {
          id: 'medical-thriller',
          name: 'Thriller médico',
          description:
            'Hospitales, laboratorios y quirófanos: errores encubiertos, ensayos clínicos amañados, tráfico de órganos y un médico que se convierte en investigador a su pesar.',
        },
        {
          id: 'cyber-thriller',
          name: 'Ciberthriller',
          description:
            'Hackers, secuestros informáticos y filtraciones de datos: una amenaza invisible que circula por las redes y puede paralizar una ciudad, un banco o un hospital con unas líneas de código.',
        },
        {
          id: 'pandemic-thriller',
          name: 'Thriller de pandemias',
          description:
            'Un virus desconocido se propaga más deprisa que la ciencia; epidemiólogos, militares y políticos luchan contra el contagio, el pánico y los secretos de un laboratorio.',
        },
        {
          id: 'eco-thriller',
          name: 'Ecothriller',
          description:
            'Contaminación, multinacionales depredadoras, catástrofes climáticas o activistas radicales: una trama de suspense en la que el desafío medioambiental es el motor del peligro.',
        },
        {
          id: 'science-thriller',
          name: 'Thriller científico',
          description:
            'Un descubrimiento revolucionario escapa al control de sus creadores, de la genética a la física; la verosimilitud científica alimenta una tensión a lo Michael Crichton.',
        },
        {
          id: 'disaster-thriller',
          name: 'Thriller de catástrofes',
          description:
            'Terremoto, tsunami, erupción o accidente industrial: un puñado de personajes lucha por sobrevivir y salvar a otros mientras todo se derrumba.',
        },
      ],
    },
    {
      id: 'thriller-action',
      name: 'Acción y cuenta atrás',
      description:
        'El suspense a toda velocidad: persecuciones, tomas de rehenes, fugas y misiones de alto riesgo, con cada capítulo acabando en un punto de inflexión.',
      genres: [
        {
          id: 'action-thriller',
          name: 'Thriller de acción',
          description:
            'Un protagonista curtido, a menudo solitario, encadena enfrentamientos y persecuciones para desbaratar una amenaza; el ritmo y la acción física priman sobre el enigma.',
        },
        {
          id: 'ticking-clock-thriller',
          name: 'Thriller contrarreloj',
          description:
            'Una bomba, una ejecución programada o un ultimátum: toda la historia transcurre con el tiempo contado, a veces hora a hora, sin respiro para el lector.',
        },
        {
          id: 'single-location-thriller',
          name: 'Thriller a puerta cerrada',
          description:
            'Un avión, un tren, un refugio aislado por la nieve o un ascensor: un único lugar, personajes atrapados y una amenaza que quizá esté entre ellos.',
        },
        {
          id: 'hostage-thriller',
          name: 'Thriller de rehenes',
          description:
            'Secuestradores, un negociador y vidas pendientes de cada palabra; el pulso psicológico convive con la amenaza de un asalto.',
        },
        {
          id: 'fugitive-thriller',
          name: 'Thriller de fugitivos',
          description:
            'Acusado injustamente o perseguido por aquellos a quienes traicionó, el protagonista huye por todo el país; debe escapar de la cacería mientras demuestra la verdad.',
        },
        {
          id: 'mercenary-thriller',
          name: 'Thriller de mercenarios',
          description:
            'Soldados de fortuna contratados para una misión turbia en una zona de conflicto tendrán que elegir entre el dinero, sus compañeros y su conciencia.',
        },
      ],
    },
  ],
};
