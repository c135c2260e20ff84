import type { Category } from '../types';

export const horror: Category = {
  id: 'horror',
  name: 'Terror',
  description:
    'Historias que buscan inquietar y aterrar, del escalofrío gótico al espanto cósmico, enfrentando a los personajes con aquello que los supera, los acecha o los habita.',
  subcategories: [
    {
      id: 'horror-gothic',
      name: 'Terror gótico y clásico',
      description:
        'Castillos en ruinas, herencias malditas, científicos locos y espectros de antaño: el terror que nace del pasado, de los lugares y de los secretos de familia.',
      genres: [
        {
          id: 'gothic-horror',
          name: 'Terror gótico',
          description:
            'Una mansión aislada, una heroína atrapada y un pasado que corroe los muros: el espanto crece despacio entre escenarios sombríos, pasiones prohibidas y un sobrenatural difuso.',
        },
        {
          id: 'southern-gothic',
          name: 'Gótico sureño',
          description:
            'El sur estadounidense húmedo y decadente, con sus familias arruinadas, su violencia racial y sus fantasmas; lo grotesco y lo macabro desnudan los pecados de una región.',
        },
        {
          id: 'victorian-gothic',
          name: 'Gótico victoriano',
          description:
            'Niebla londinense, manicomios, sesiones de espiritismo y científicos ambiciosos: el terror de un siglo encorsetado, donde lo sobrenatural revela lo que la respetabilidad reprime.',
        },
        {
          id: 'modern-gothic',
          name: 'Gótico moderno',
          description:
            'Los códigos del gótico, la casa habitada por la historia, el linaje maldito, la heroína amenazada, trasladados al presente o reinventados para cuestionar clase, género y colonialismo.',
        },
        {
          id: 'classic-ghost-story',
          name: 'Historia clásica de fantasmas',
          description:
            'En la tradición de M. R. James o Henry James, un erudito, una casa antigua o un objeto viejo desencadenan una aparición más sugerida que mostrada.',
        },
        {
          id: 'mad-scientist-horror',
          name: 'Terror del científico loco',
          description:
            'Un investigador desafía las leyes de la naturaleza y da vida a lo que no puede controlar; como en Frankenstein, la criatura plantea la cuestión de la soberbia humana.',
        },
      ],
    },
    {
      id: 'horror-supernatural',
      name: 'Terror sobrenatural y ocultista',
      description:
        'Fantasmas, demonios, maldiciones y rituales: fuerzas del más allá irrumpen en el mundo cotidiano y no se marchan sin cobrar su deuda.',
      genres: [
        {
          id: 'supernatural-horror',
          name: 'Terror sobrenatural',
          description:
            'Una presencia inexplicable irrumpe en una vida corriente; el miedo nace tanto de la amenaza como de la duda sobre lo que realmente se está viendo.',
        },
        {
          id: 'haunted-house',
          name: 'Casa encantada',
          description:
            'Una familia se instala en una casa con un pasado violento; ruidos, puertas que se abren y presencias conducen a la certeza de que la casa quiere algo.',
        },
        {
          id: 'possession-horror',
          name: 'Posesión demoníaca',
          description:
            'Una entidad se apodera de un cuerpo, a menudo el de un niño; sacerdotes, exorcistas y familiares luchan por un alma a costa de su propia fe.',
        },
        {
          id: 'occult-horror',
          name: 'Terror ocultista',
          description:
            'Grimorios, sociedades secretas, pactos e invocaciones: los personajes juegan con saberes prohibidos y abren una puerta que no saben cerrar.',
        },
        {
          id: 'witchcraft-horror',
          name: 'Terror de brujería',
          description:
            'Aquelarres, maleficios y brujas vengativas: la magia negra como amenaza ancestral, a menudo ligada a una persecución pasada que reclama reparación.',
        },
        {
          id: 'cursed-object-horror',
          name: 'Objeto maldito',
          description:
            'Una muñeca, un espejo, un cuadro o una caja antigua pasa de mano en mano y trae la desgracia a cada uno de sus sucesivos dueños.',
        },
        {
          id: 'paranormal-investigation-horror',
          name: 'Investigación paranormal',
          description:
            'Un equipo de cazafantasmas, con cámaras y detectores, se instala en un lugar con fama de encantado; el escepticismo cede pronto ante lo que registran los aparatos.',
        },
      ],
    },
    {
      id: 'horror-cosmic-weird',
      name: 'Terror cósmico y lo extraño',
      description:
        'El espanto ante la inmensidad indiferente del universo, las geometrías imposibles y los saberes que enloquecen: el miedo a lo que la mente humana no puede concebir.',
      genres: [
        {
          id: 'cosmic-horror',
          name: 'Terror cósmico',
          description:
            'La humanidad descubre su insignificancia ante entidades antiguas e incomprensibles; el conocimiento no trae la salvación, sino la locura.',
          aliases: ['horror cósmico', 'terror lovecraftiano'],
        },
        {
          id: 'cthulhu-mythos',
          name: 'Mitos de Cthulhu',
          description:
            'Relatos ambientados en el universo compartido de Lovecraft, con sus Primigenios, el Necronomicón, Arkham y sus sectarios, reinventados por nuevas voces.',
        },
        {
          id: 'nautical-horror',
          name: 'Terror marítimo',
          description:
            'Barcos fantasma, abismos insondables y tripulaciones aisladas en alta mar: el océano se convierte en el reino de lo desconocido, del que nada regresa indemne.',
        },
        {
          id: 'space-horror',
          name: 'Terror espacial',
          description:
            'Una nave aislada, una estación a la deriva o un planeta hostil: a años luz de cualquier ayuda, la tripulación se enfrenta a una presencia que nunca debió despertar.',
        },
        {
          id: 'eco-horror',
          name: 'Terror ecológico',
          description:
            'La naturaleza se vuelve contra el ser humano o se transforma de forma inexplicable; bosques mutantes, zonas contaminadas y especies desconocidas expresan el miedo a lo que hemos dañado.',
        },
        {
          id: 'archaeological-horror',
          name: 'Terror arqueológico',
          description:
            'Una excavación, una tumba o un templo olvidado libera lo que debía seguir enterrado; maldiciones antiguas y saberes perdidos despiertan al contacto con los investigadores.',
        },
        {
          id: 'found-document-horror',
          name: 'Terror epistolar',
          description:
            'La historia se reconstruye a partir de diarios, cartas, transcripciones, correos o informes hallados; los huecos entre documentos asustan tanto como su contenido.',
        },
      ],
    },
    {
      id: 'horror-folk-rural',
      name: 'Terror rural, folclore y leyendas',
      description:
        'El terror que brota del campo, de las tradiciones y de los relatos que se transmiten, de los ritos paganos a las leyendas urbanas nacidas en internet.',
      genres: [
        {
          id: 'folk-horror',
          name: 'Folk horror',
          description:
            'Una comunidad rural fiel a ritos antiguos y un forastero que llega en mal momento: paisaje, creencias paganas y sacrificio forman una trampa lenta e ineludible.',
        },
        {
          id: 'backwoods-horror',
          name: 'Terror rural',
          description:
            'Gente de ciudad se adentra en una región remota y topa con lugareños hostiles: aislamiento, caminos perdidos y violencia primitiva, lejos de cualquier ayuda.',
        },
        {
          id: 'cryptid-horror',
          name: 'Terror de críptidos',
          description:
            'Bigfoot, el wendigo o la bestia de Gévaudan: una criatura legendaria en la que nadie creía merodea por los bosques y pantanos en torno a una pequeña comunidad.',
        },
        {
          id: 'small-town-horror',
          name: 'Terror de pueblo pequeño',
          description:
            'Un pueblo tranquilo esconde una maldición, un monstruo o un pacto; una pandilla de amigos o unos pocos vecinos lúcidos se enfrentan al mal que el pueblo prefiere ignorar.',
        },
        {
          id: 'urban-legend-horror',
          name: 'Leyenda urbana',
          description:
            'La chica de la curva, el asesino en el asiento trasero: una historia que todos creían inventada empieza a cumplirse, y el boca a boca se vuelve amenaza.',
        },
        {
          id: 'internet-horror',
          name: 'Creepypasta',
          description:
            'El terror nacido en foros y redes sociales: relatos virales en primera persona, criaturas como Slender Man y una frontera difusa entre ficción compartida y testimonio.',
        },
        {
          id: 'j-horror',
          name: 'Terror japonés',
          description:
            'El terror japonés de los yūrei de larga cabellera, las maldiciones que se contagian y las tecnologías encantadas: un miedo lento, frío e implacable.',
          aliases: ['J-horror'],
        },
        {
          id: 'halloween-horror',
          name: 'Terror de Halloween',
          description:
            'Calabazas, máscaras y la noche en que vuelven los muertos: Halloween sirve de escenario y detonante para una noche de terror en un barrio o un pueblo.',
        },
      ],
    },
    {
      id: 'horror-creatures',
      name: 'Cuerpos y criaturas',
      description:
        'Monstruos, muertos vivientes, bestias y cuerpos que se transforman: el terror se vuelve físico y visceral, y la amenaza tiene colmillos, garras o bata blanca.',
      genres: [
        {
          id: 'body-horror',
          name: 'Body horror',
          description:
            'El cuerpo muta, se degrada o se rebela: transformaciones, parásitos y metamorfosis expresan angustias sobre la enfermedad, la identidad y el control de uno mismo.',
        },
        {
          id: 'creature-feature',
          name: 'Terror de criaturas',
          description:
            'Un monstruo, fruto de un experimento, de otra era o de las profundidades, diezma a un grupo aislado; sobrevivir depende de entender a la bestia antes de que sea tarde.',
        },
        {
          id: 'zombie-horror',
          name: 'Terror zombi',
          description:
            'Los muertos se levantan y devoran a los vivos; más allá de la masacre, la historia observa cómo los supervivientes, entre barricadas y traiciones, conservan o pierden su humanidad.',
        },
        {
          id: 'vampire-horror',
          name: 'Terror vampírico',
          description:
            'El vampiro como depredador y no como amante: una sed de sangre que contagia a una ciudad, una familia o una víctima fascinada por su verdugo.',
        },
        {
          id: 'werewolf-horror',
          name: 'Terror de hombres lobo',
          description:
            'La luna llena, el mordisco, la bestia que despierta: una historia de transformación en la que el ser humano lucha contra su propia ferocidad y contra quienes lo persiguen.',
        },
        {
          id: 'medical-horror',
          name: 'Terror médico',
          description:
            'Hospitales abandonados, cirujanos desviados y experimentos prohibidos: el lugar que debía curar se convierte en aquel donde se pierde el control del propio cuerpo.',
        },
        {
          id: 'animal-attack-horror',
          name: 'Terror animal',
          description:
            'Tiburones, manadas de lobos, pájaros o insectos: animales muy reales empiezan a cazar a los humanos, y la naturaleza recuerda con brutalidad quién es la presa.',
        },
      ],
    },
    {
      id: 'horror-mind',
      name: 'Terror de la mente',
      description:
        'El miedo que viene de dentro: locura, duelo, aislamiento y percepciones alteradas, donde el lector ya no sabe si la amenaza es real o imaginada.',
      genres: [
        {
          id: 'psychological-horror',
          name: 'Terror psicológico',
          description:
            'El espanto se aloja en la mente de un personaje que se tambalea; alucinaciones, paranoia y culpa difuminan la frontera entre lo sobrenatural y la locura.',
        },
        {
          id: 'quiet-horror',
          name: 'Terror sutil',
          description:
            'Sin vísceras ni monstruos a la vista: la angustia se instala con la atmósfera, los detalles que no encajan y lo que queda fuera de campo, hasta dejar un malestar persistente.',
        },
        {
          id: 'isolation-horror',
          name: 'Terror del aislamiento',
          description:
            'Un hotel cerrado en invierno, un faro, una base polar: aislados del mundo, los personajes ven cómo el encierro y la soledad despiertan sus peores demonios.',
        },
        {
          id: 'grief-horror',
          name: 'Terror del duelo',
          description:
            'La pérdida de un ser querido abre una brecha por la que se cuela el horror; el monstruo es también la metáfora de un dolor imposible de atravesar.',
        },
        {
          id: 'asylum-horror',
          name: 'Terror en el manicomio',
          description:
            'Un hospital psiquiátrico, abandonado o en funcionamiento, donde pacientes y cuidadores no son lo que parecen; la locura, el encierro y los tratamientos de antaño rondan sus muros.',
        },
        {
          id: 'evil-child-horror',
          name: 'Niño diabólico',
          description:
            'Un niño de apariencia inocente se convierte en fuente de amenaza; el amor de los padres choca con lo indecible y nadie cree lo que ve el narrador.',
        },
      ],
    },
    {
      id: 'horror-slasher-gore',
      name: 'Slasher y gore',
      description:
        'El terror frontal: asesinos enmascarados, supervivientes acosados y violencia gráfica sin complejos, del juego de masacre codificado a las experiencias más extremas.',
      genres: [
        {
          id: 'slasher',
          name: 'Slasher',
          description:
            'Un asesino enmascarado elimina uno a uno a los miembros de un grupo, a menudo adolescentes; las reglas del género, los sustos falsos y la última superviviente marcan el ritmo.',
        },
        {
          id: 'splatterpunk',
          name: 'Splatterpunk',
          description:
            'El movimiento de los años ochenta que hizo saltar los tabúes con gore explícito, sexo y transgresión deliberada, a menudo con una carga satírica o social.',
        },
        {
          id: 'extreme-horror',
          name: 'Terror extremo',
          description:
            'El terror que rebasa los límites de lo soportable: torturas, crueldad y degradación descritas sin filtros para provocar al lector y sondear lo peor del ser humano.',
        },
        {
          id: 'survival-horror',
          name: 'Terror de supervivencia',
          description:
            'Un grupo atrapado frente a una amenaza implacable, con pocos recursos y sin ayuda posible; cada decisión puede costar una vida, y no todos lo contarán.',
        },
        {
          id: 'cannibal-horror',
          name: 'Terror caníbal',
          description:
            'Viajeros extraviados, una familia aislada o una comunidad cerrada: el tabú supremo de la carne humana, entre la supervivencia, la locura y el ritual.',
        },
        {
          id: 'grand-guignol',
          name: 'Grand Guignol',
          description:
            'Al estilo del célebre teatro parisino: asesinatos espectaculares, suplicios y sangre a raudales, escenificados como un número macabro y desmesurado.',
        },
      ],
    },
  ],
};
