import type { Category } from '../types';

export const adventure: Category = {
  id: 'adventure',
  name: 'Aventura y acción',
  description:
    'Héroes lanzados a lo desconocido, en tierra, en el mar o en combate, donde el peligro, la superación y la llamada de lo lejano impulsan la historia.',
  subcategories: [
    {
      id: 'adventure-quests',
      name: 'Tesoros y expediciones',
      description:
        'Mapas antiguos, ciudades olvidadas y tierras inexploradas: la búsqueda de un tesoro o de un saber perdido lleva a los héroes a los confines del mundo conocido.',
      genres: [
        {
          id: 'treasure-hunt',
          name: 'Búsqueda del tesoro',
          description:
            'Un mapa, un acertijo o un testamento lanza a buscadores rivales tras la pista de una fortuna; pistas, trampas y traiciones jalonan la carrera.',
        },
        {
          id: 'archaeological-adventure',
          name: 'Aventura arqueológica',
          description:
            'Un arqueólogo aventurero, mitad erudito y mitad trotamundos, explora templos y tumbas para hallar un artefacto legendario antes que los saqueadores o las potencias rivales.',
        },
        {
          id: 'exploration-adventure',
          name: 'Aventura de exploración',
          description:
            'Una expedición parte para cartografiar una tierra desconocida, remontar un río o cruzar un continente; descubrir el mundo va de la mano de descubrirse a uno mismo.',
        },
        {
          id: 'lost-world',
          name: 'Mundo perdido',
          description:
            'En una meseta aislada, un valle oculto o bajo el hielo sobrevive un mundo intacto, con criaturas prehistóricas y pueblos desconocidos, al modo de Conan Doyle.',
        },
        {
          id: 'lost-city-adventure',
          name: 'Ciudad perdida',
          description:
            'El Dorado, la Atlántida o una capital devorada por la selva: la búsqueda de una civilización desaparecida, entre la leyenda, la obsesión y peligros muy reales.',
        },
        {
          id: 'extraordinary-voyage',
          name: 'Viaje extraordinario',
          description:
            'En la estela de Julio Verne, un viaje audaz al centro de la Tierra, bajo los mares o alrededor del mundo, donde la curiosidad científica se mezcla con el gusto por la aventura.',
        },
        {
          id: 'pulp-adventure',
          name: 'Aventura pulp',
          description:
            'La herencia de las revistas populares de los años treinta: héroes intrépidos, villanos desmesurados, un giro al final de cada capítulo y acción sin respiro.',
        },
      ],
    },
    {
      id: 'adventure-survival',
      name: 'Supervivencia y naturaleza salvaje',
      description:
        'Solos frente a los elementos, en el hielo, el desierto o la selva: historias donde la naturaleza es a la vez escenario, adversario y revelador.',
      genres: [
        {
          id: 'survival-adventure',
          name: 'Novela de supervivencia',
          description:
            'Un accidente, una avería o un error deja a alguien desamparado lejos de todo; debe encontrar agua, refugio y comida, y resistir mentalmente hasta el rescate.',
        },
        {
          id: 'robinsonade',
          name: 'Robinsonada',
          description:
            'Un náufrago, o un grupo, debe rehacer su vida en una isla desierta: ingenio, soledad y regreso a lo salvaje en la estela de Robinson Crusoe.',
        },
        {
          id: 'wilderness-adventure',
          name: 'Aventura en la naturaleza',
          description:
            'Travesías a pie, en canoa o a través de parajes salvajes: una aventura donde bosques, ríos y animales ponen a prueba el cuerpo, el grupo y las certezas.',
        },
        {
          id: 'polar-adventure',
          name: 'Aventura polar',
          description:
            'Banquisa, ventiscas y noches de seis meses: expediciones a los polos donde el frío, el hambre y el aislamiento llevan a todos al límite.',
        },
        {
          id: 'mountaineering-adventure',
          name: 'Aventura de alta montaña',
          description:
            'Una ascensión mítica, una cordada unida o dividida, la zona de la muerte y la avalancha al acecho: el alpinismo como prueba física y moral.',
        },
        {
          id: 'far-north-adventure',
          name: 'Aventura en el Gran Norte',
          description:
            'El Klondike, Alaska o el norte canadiense de Jack London: tramperos, perros de trineo, buscadores de oro y una naturaleza implacable.',
        },
        {
          id: 'desert-adventure',
          name: 'Aventura en el desierto',
          description:
            'Dunas, caravanas, oasis y espejismos: la travesía del desierto como prueba de sed y orientación, y como encuentro con sus pueblos nómadas.',
        },
        {
          id: 'jungle-adventure',
          name: 'Aventura en la selva',
          description:
            'Selva ecuatorial, ríos de barro, fiebres y fauna peligrosa: un avance asfixiante donde la propia vegetación parece querer engullir a los intrusos.',
        },
      ],
    },
    {
      id: 'adventure-sea',
      name: 'Aventuras en el mar',
      description:
        'Veleros, navíos de guerra y barcos piratas: el océano como territorio de libertad, conquista y peligro, de la navegación a vela a las grandes regatas oceánicas.',
      genres: [
        {
          id: 'sea-adventure',
          name: 'Novela marítima',
          description:
            'La vida a bordo, la tripulación, las tormentas y las escalas lejanas: una historia donde el barco es un mundo cerrado y el mar una fuerza soberana.',
        },
        {
          id: 'pirate-adventure',
          name: 'Novela de piratas',
          description:
            'Bandera negra, abordajes, islas del tesoro y capitanes sin ley: la edad de oro de la piratería, entre la libertad salvaje y la crueldad.',
        },
        {
          id: 'privateer-adventure',
          name: 'Novela de corsarios',
          description:
            'Capitanes con patente de corso atacan barcos enemigos en nombre de su rey; patriotismo, botín y honor se disputan la cubierta, a un paso de la piratería.',
        },
        {
          id: 'naval-fiction',
          name: 'Novela naval',
          description:
            'La armada de guerra a vela, de las guerras napoleónicas a las grandes batallas navales, al estilo de Patrick O’Brian: disciplina, maniobras, cañonazos y amistades a bordo.',
        },
        {
          id: 'shipwreck-story',
          name: 'Relato de naufragio',
          description:
            'El barco se hunde y los supervivientes van a la deriva en una balsa o un bote; el hambre, la sed y las tensiones revelan lo que cada uno está dispuesto a hacer para vivir.',
        },
        {
          id: 'submarine-adventure',
          name: 'Aventura submarina',
          description:
            'Submarinos, batiscafos y pecios hundidos: la exploración de las profundidades, donde la presión, la oscuridad y el aire contado convierten cada inmersión en una prueba.',
        },
        {
          id: 'sailing-adventure',
          name: 'Aventura a vela',
          description:
            'Regatas oceánicas en solitario, vueltas al mundo o travesías en familia: el mar afrontado a bordo de un pequeño barco, frente a las tormentas y a uno mismo.',
        },
      ],
    },
    {
      id: 'adventure-swashbuckling',
      name: 'Espadas, forajidos y hazañas',
      description:
        'Duelos, fugas, justicieros enmascarados y bandidos de buen corazón: la aventura caballeresca en la que el honor se defiende espada en mano.',
      genres: [
        {
          id: 'swashbuckler',
          name: 'Novela de capa y espada',
          description:
            'Duelos, intrigas palaciegas, cabalgadas y amores contrariados: la aventura histórica llena de arrojo, en la tradición de Dumas o de Pérez-Reverte.',
        },
        {
          id: 'musketeer-adventure',
          name: 'Novela de mosqueteros',
          description:
            'Una cuadrilla de compañeros de armas al servicio del rey, entre cardenales, espías y estocadas: amistad, lealtad e insolencia frente a los poderosos.',
        },
        {
          id: 'outlaw-tale',
          name: 'Novela de bandoleros',
          description:
            'Forajidos de buen corazón, al estilo de Robin Hood o de los bandoleros de Sierra Morena, desafían a señores y recaudadores y se convierten en héroes del pueblo.',
        },
        {
          id: 'masked-avenger',
          name: 'Justiciero enmascarado',
          description:
            'De día, un aristócrata ocioso; de noche, un vengador enmascarado que defiende a los oprimidos, al estilo del Zorro o de la Pimpinela Escarlata.',
        },
        {
          id: 'revenge-epic',
          name: 'Epopeya de venganza',
          description:
            'Traicionado, encarcelado y de vuelta con otro nombre, el héroe dedica su vida a castigar a quienes lo hundieron, en la estela de El conde de Montecristo.',
        },
        {
          id: 'samurai-adventure',
          name: 'Aventura de samuráis',
          description:
            'El Japón feudal de los ronin, los señores de la guerra y el bushido: guerreros sin señor vagan entre duelos, honor y lealtades imposibles.',
        },
        {
          id: 'martial-arts-adventure',
          name: 'Aventura de artes marciales',
          description:
            'Maestros, discípulos, escuelas rivales y torneos: una aventura construida sobre el aprendizaje del combate, la disciplina y la venganza de un maestro asesinado.',
        },
      ],
    },
    {
      id: 'adventure-western',
      name: 'El Lejano Oeste',
      description:
        'Llanuras, cañones y pueblos fronterizos: el Oeste americano de pioneros, vaqueros y forajidos, entre mito fundacional y relectura crítica.',
      genres: [
        {
          id: 'traditional-western',
          name: 'Western clásico',
          description:
            'Un forastero llega al pueblo, un sheriff resiste y unos bandidos amenazan: el western de los grandes espacios, el código de honor y el duelo al mediodía.',
        },
        {
          id: 'revisionist-western',
          name: 'Western crepuscular',
          description:
            'El mito del Oeste desmontado: violencia sin gloria, despojo de los pueblos nativos, héroes envejecidos y una frontera que se cierra.',
        },
        {
          id: 'neo-western',
          name: 'Neowestern',
          description:
            'Los temas del western trasladados al Oeste actual: ranchos endeudados, la frontera con México, sheriffs de condado y una violencia que nunca abandonó la llanura.',
        },
        {
          id: 'pioneer-western',
          name: 'Novela de pioneros',
          description:
            'Familias cruzan las llanuras en caravanas de carretas para empezar una nueva vida; inviernos, enfermedades, conflictos y solidaridad forjan una comunidad de colonos.',
        },
        {
          id: 'cattle-drive-western',
          name: 'Novela de vaqueros',
          description:
            'La vida en los ranchos y en la conducción de ganado: largas cabalgadas, ríos crecidos, cuatreros y camaradería ruda alrededor del fuego.',
        },
        {
          id: 'lawman-western',
          name: 'Western de sheriffs',
          description:
            'Un sheriff o un marshal, única ley en un pueblo sin ley, se enfrenta a bandidos, notables corruptos y a veces a sus propios vecinos.',
        },
        {
          id: 'bounty-hunter-western',
          name: 'Western de cazarrecompensas',
          description:
            'Un cazarrecompensas persigue a un fugitivo vivo o muerto a través de desiertos y montañas; la frontera entre justiciero y mercenario se estrecha a cada paso.',
        },
        {
          id: 'gold-rush-adventure',
          name: 'Fiebre del oro',
          description:
            'California o el Klondike: multitudes de buscadores sueñan con la fortuna, y los pueblos surgidos de la nada atraen a estafadores, jugadores y asesinos tanto como a mineros.',
        },
      ],
    },
    {
      id: 'adventure-military',
      name: 'Aventura bélica y militar',
      description:
        'Soldados, comandos y aviadores en plena batalla: la aventura a ras de suelo, donde el compañerismo, el miedo y el deber se miden bajo el fuego.',
      genres: [
        {
          id: 'military-adventure',
          name: 'Aventura militar',
          description:
            'Una unidad recibe una misión peligrosa en territorio hostil; la historia sigue el avance, las bajas y los lazos que se forjan entre soldados.',
        },
        {
          id: 'combat-fiction',
          name: 'Novela de combate',
          description:
            'La vida del soldado en primera línea, en trincheras, selva o desierto, contada de cerca a través de los cuerpos, el miedo y lo absurdo de la guerra.',
        },
        {
          id: 'special-forces-adventure',
          name: 'Novela de comandos',
          description:
            'Un puñado de soldados de élite de las fuerzas especiales es lanzado para una incursión, un rescate o un sabotaje que se decide en pocas horas.',
        },
        {
          id: 'behind-enemy-lines',
          name: 'Tras las líneas enemigas',
          description:
            'Lanzados en paracaídas o aislados en territorio ocupado, unos soldados deben cumplir su misión o regresar a sus líneas, perseguidos y sin apoyo.',
        },
        {
          id: 'pow-escape-story',
          name: 'Fuga de prisioneros de guerra',
          description:
            'En un campo de prisioneros, los cautivos cavan, falsifican y planean su huida delante de las narices de los guardias, como en La gran evasión.',
        },
        {
          id: 'aviation-adventure',
          name: 'Aventura aérea',
          description:
            'Pilotos de caza, correo aéreo o travesías pioneras: el cielo como campo de batalla o de conquista, entre valor, motores caprichosos y soledad de la cabina.',
        },
        {
          id: 'foreign-legion-adventure',
          name: 'Novela de la Legión Extranjera',
          description:
            'Hombres de todas partes, cada uno huyendo de un pasado, se alistan con nombre falso: fuertes en el desierto, camaradería ruda y el honor de la Legión.',
        },
      ],
    },
  ],
};
