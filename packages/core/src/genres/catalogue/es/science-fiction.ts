import type { Category } from '../types';

export const scienceFiction: Category = {
  id: 'science-fiction',
  name: 'Ciencia ficción',
  description:
    'Relatos que extrapolan a partir de la ciencia y la técnica: futuros posibles, el espacio, inteligencias no humanas y sociedades transformadas.',
  subcategories: [
    {
      id: 'science-fiction-hard',
      name: 'Dura y de anticipación',
      description:
        'Ciencia ficción que se toma en serio la ciencia o mira de frente el futuro cercano.',
      genres: [
        {
          id: 'hard-sf',
          name: 'Ciencia ficción dura',
          description:
            'Ciencia rigurosa y verosímil, de la mecánica orbital a la biología; el vértigo nace de ideas audaces que respetan las leyes conocidas.',
          aliases: ['hard SF', 'CF dura'],
        },
        {
          id: 'soft-sf',
          name: 'Ciencia ficción blanda',
          description:
            'El foco está en la psicología, la política y la sociedad más que en la técnica; la ciencia es el telón de fondo de preguntas humanas.',
          aliases: ['CF blanda'],
        },
        {
          id: 'near-future-sf',
          name: 'Anticipación',
          description:
            'Un futuro cercano, dentro de diez o treinta años, extrapolado de las tendencias actuales, que convierte el relato en una pregunta dirigida al presente.',
          aliases: ['futuro cercano'],
        },
        {
          id: 'mundane-sf',
          name: 'Ciencia ficción mundana',
          description:
            'Sin viajes más rápidos que la luz ni extraterrestres: ciencia ficción que se queda en la Tierra y se ciñe a lo realmente posible para hablar de nuestro futuro.',
        },
        {
          id: 'space-survival',
          name: 'Robinsonada espacial',
          description:
            'Solo o casi en un planeta hostil o en una nave a la deriva, un náufrago sobrevive gracias a la ciencia, el ingenio y la tozudez.',
        },
        {
          id: 'big-dumb-object',
          name: 'Megaestructura',
          description:
            'Se explora un objeto colosal y enigmático —un mundo anillo, una esfera de Dyson o una nave abandonada— y el misterio de sus constructores impulsa el relato.',
        },
      ],
    },
    {
      id: 'science-fiction-space',
      name: 'Naves y galaxias',
      description:
        'Naves, planetas lejanos, flotas e imperios galácticos: la aventura lejos de la Tierra.',
      genres: [
        {
          id: 'space-opera',
          name: 'Ópera espacial',
          description:
            'Aventura a gran escala entre las estrellas: imperios galácticos, batallas de flotas, intrigas políticas y héroes más grandes que la vida.',
          aliases: ['space opera'],
        },
        {
          id: 'military-sf',
          name: 'Ciencia ficción militar',
          description:
            'Soldados, marines espaciales y oficiales de flota libran las guerras del futuro; la táctica, la cadena de mando y el coste humano del combate pasan a primer plano.',
          aliases: ['CF militar'],
        },
        {
          id: 'planetary-romance',
          name: 'Romance planetario',
          description:
            'Toda la historia transcurre en un único planeta extraño, con sus climas, pueblos y maravillas, y el propio mundo se vuelve protagonista.',
        },
        {
          id: 'space-exploration',
          name: 'Exploración espacial',
          description:
            'Una tripulación parte hacia lo desconocido —planetas inexplorados, anomalías, los confines del sistema solar— y el descubrimiento pesa más que el conflicto.',
        },
        {
          id: 'generation-ship',
          name: 'Nave generacional',
          description:
            'Una nave viaja durante siglos hacia otra estrella, y quienes nacen a bordo a veces han olvidado que están de viaje.',
        },
        {
          id: 'space-colonization',
          name: 'Colonización espacial',
          description:
            'Unos colonos fundan una sociedad en un mundo nuevo entre tierras hostiles, escasez y conflictos con la Tierra o con quienes ya vivían allí.',
        },
        {
          id: 'space-western',
          name: 'Western espacial',
          description:
            'Los códigos del wéstern trasladados a los confines de la galaxia: fronteras sin ley, contrabandistas, colonos aislados y justicia expeditiva.',
        },
      ],
    },
    {
      id: 'science-fiction-aliens',
      name: 'Extraterrestres y primer contacto',
      description:
        'El encuentro con lo radicalmente otro, venga en son de paz, como conquistador o con intenciones que nadie entiende.',
      genres: [
        {
          id: 'first-contact',
          name: 'Primer contacto',
          description:
            'La humanidad se encuentra por primera vez con una inteligencia extraterrestre, y el suspense está en comprender, comunicarse y no cometer un error fatal.',
        },
        {
          id: 'alien-invasion',
          name: 'Invasión alienígena',
          description:
            'Invasores llegados de otro mundo atacan la Tierra; la resistencia se organiza mientras la humanidad descubre su propia fragilidad.',
        },
        {
          id: 'xenofiction',
          name: 'Xenoficción',
          description:
            'El relato adopta el punto de vista de un ser radicalmente no humano, alienígena o animal, con sentidos y una lógica ajenos a los nuestros.',
        },
        {
          id: 'uplift',
          name: 'Elevación de especies',
          description:
            'Una especie animal recibe inteligencia mediante la ingeniería genética o la técnica, y el relato se pregunta por la deuda, la libertad y lo que hace a una persona.',
        },
        {
          id: 'anthropological-sf',
          name: 'Ciencia ficción antropológica',
          description:
            'El estudio minucioso de una cultura ajena, sus ritos, parentescos y lengua, a menudo a través de un enviado o un etnógrafo, al modo de Ursula K. Le Guin.',
        },
        {
          id: 'kaiju',
          name: 'Kaiju',
          description:
            'Criaturas gigantescas surgen del océano o de otra dimensión y arrasan ciudades, y la humanidad responde con armas, robots gigantes o puro ingenio.',
        },
      ],
    },
    {
      id: 'science-fiction-cyber',
      name: 'Ciber, IA y posthumano',
      description:
        'Redes, máquinas pensantes y cuerpos aumentados: lo que la tecnología hace con nosotros.',
      genres: [
        {
          id: 'cyberpunk',
          name: 'Cyberpunk',
          description:
            'Alta tecnología y bajos fondos: megacorporaciones, hackers, implantes y neón en ciudades saturadas donde los marginados desafían un sistema blindado.',
        },
        {
          id: 'post-cyberpunk',
          name: 'Postcyberpunk',
          description:
            'Heredero del cyberpunk: la tecnología lo impregna todo, pero los personajes, a menudo integrados, intentan mejorar la sociedad en lugar de huir de ella.',
        },
        {
          id: 'ai-fiction',
          name: 'Inteligencia artificial',
          description:
            'Una IA despierta, sirve, miente o se rebela, y el relato explora la conciencia de las máquinas y lo que revela sobre lo humano.',
          aliases: ['IA'],
        },
        {
          id: 'robot-fiction',
          name: 'Robots y androides',
          description:
            'Robots de servicio, androides casi humanos y máquinas que reclaman derechos difuminan la frontera entre objeto y persona.',
        },
        {
          id: 'virtual-reality',
          name: 'Realidad virtual',
          description:
            'Mundos digitales donde se vive, se juega o uno se pierde; cuando la simulación resulta más deseable que lo real, ¿qué sigue siendo verdad?',
        },
        {
          id: 'transhumanist-sf',
          name: 'Transhumanismo',
          description:
            'Implantes, edición genética y volcado de la mente llevan al ser humano más allá de sus límites biológicos, y cada mejora tiene un precio.',
        },
        {
          id: 'singularity-fiction',
          name: 'Singularidad tecnológica',
          description:
            'El momento en que la inteligencia tecnológica supera a la humanidad y el futuro se vuelve impredecible; relatos vertiginosos sobre lo que viene después.',
        },
      ],
    },
    {
      id: 'science-fiction-time',
      name: 'Tiempo y otras realidades',
      description: 'Viajar en el tiempo, saltar de un mundo a otro o dudar de la realidad misma.',
      genres: [
        {
          id: 'time-travel',
          name: 'Viajes en el tiempo',
          description:
            'Un personaje viaja al pasado o al futuro, y las paradojas, la causalidad y la tentación de cambiarlo todo mueven la trama.',
        },
        {
          id: 'time-war',
          name: 'Guerra temporal',
          description:
            'Facciones enfrentadas a lo largo de los siglos reescriben la historia, con agentes del tiempo, patrullas y líneas temporales rivales.',
        },
        {
          id: 'parallel-worlds',
          name: 'Mundos paralelos',
          description:
            'Otra versión de nuestro mundo existe junto a este; cruzar supone encontrarse con el propio doble y ver lo que habría cambiado una sola decisión.',
        },
        {
          id: 'multiverse',
          name: 'Multiverso',
          description:
            'Coexisten innumerables universos y el protagonista salta de uno a otro, mientras su identidad y lo posible se multiplican en cada salto.',
        },
        {
          id: 'simulated-reality',
          name: 'Realidad simulada',
          description:
            'El mundo quizá no sea más que una simulación, y el protagonista descubre fallos en el decorado y busca a quien lo controla.',
        },
        {
          id: 'far-future-sf',
          name: 'Futuro lejano',
          description:
            'Dentro de millones de años, la humanidad ha cambiado hasta volverse irreconocible, y el relato juega con el vértigo del tiempo profundo.',
        },
      ],
    },
    {
      id: 'science-fiction-societies',
      name: 'Sociedades futuras y colapso',
      description:
        'Sociedades ideales, opresivas o derrumbadas que ponen un espejo ante la nuestra.',
      genres: [
        {
          id: 'dystopia',
          name: 'Distopía',
          description:
            'Una sociedad opresiva de vigilancia y control de los cuerpos o las mentes, vista desde dentro por alguien que empieza a resistirse.',
          aliases: ['novela distópica'],
        },
        {
          id: 'utopia',
          name: 'Utopía',
          description:
            'Una sociedad que parece haber resuelto sus problemas; el relato explora cómo funciona, lo que promete y a veces su precio oculto.',
        },
        {
          id: 'apocalyptic-fiction',
          name: 'Ficción apocalíptica',
          description:
            'La catástrofe está ocurriendo —un asteroide, una guerra o un colapso— y los personajes viven los últimos días del mundo tal como lo conocían.',
        },
        {
          id: 'post-apocalyptic',
          name: 'Ficción posapocalíptica',
          description:
            'Tras el derrumbe, los supervivientes recorren un mundo en ruinas, rebuscan para seguir vivos y deciden qué merece reconstruirse.',
          aliases: ['posapocalíptico', 'postapocalíptico', 'postapocalipsis'],
        },
        {
          id: 'pandemic-fiction',
          name: 'Ficción pandémica',
          description:
            'Un virus o un mal desconocido se propaga, y la historia sigue el derrumbe de la normalidad, la carrera por la cura y lo que el miedo hace a la gente.',
        },
        {
          id: 'feminist-sf',
          name: 'Ciencia ficción feminista',
          description:
            'Ciencia ficción que imagina otras relaciones de género, poder y reproducción para poner al desnudo las de nuestra sociedad.',
        },
        {
          id: 'political-sf',
          name: 'Ciencia ficción política',
          description:
            'Gobiernos, revoluciones, ideologías y economías imaginarias en el centro del relato, con el futuro como laboratorio del poder.',
        },
      ],
    },
    {
      id: 'science-fiction-eco-bio',
      name: 'Clima, ecología y biotecnología',
      description:
        'Un planeta que cambia, una vida rediseñada en el laboratorio y los futuros que aún podemos elegir.',
      genres: [
        {
          id: 'climate-fiction',
          name: 'Ficción climática',
          description:
            'Subida del mar, sequías, migraciones y sociedades obligadas a adaptarse; el cambio climático es el motor del relato, no solo su telón de fondo.',
          aliases: ['cli-fi'],
        },
        {
          id: 'solarpunk',
          name: 'Solarpunk',
          description:
            'Futuros deseables basados en energías limpias, comunidad y reparación; ciencia ficción optimista que muestra cómo vivir bien con el planeta.',
        },
        {
          id: 'ecological-sf',
          name: 'Ciencia ficción ecológica',
          description:
            'Ecosistemas terrestres o alienígenas en el centro del relato; la relación de una sociedad con su entorno vivo decide su destino.',
        },
        {
          id: 'terraforming',
          name: 'Terraformación',
          description:
            'Volver habitable un planeta hostil lleva generaciones, y la ingeniería, la política y la ética chocan en Marte o más allá.',
        },
        {
          id: 'biopunk',
          name: 'Biopunk',
          description:
            'El primo genético del cyberpunk: biohackers, corporaciones biotecnológicas, organismos modificados y cuerpos alterados en un mundo profundamente desigual.',
        },
        {
          id: 'genetic-engineering-sf',
          name: 'Ingeniería genética',
          description:
            'Hijos a la carta, especies resucitadas y sociedades divididas por el genoma: la biología redefine lo que se puede hacer con un ser vivo.',
        },
        {
          id: 'clone-fiction',
          name: 'Clones',
          description:
            'Un personaje descubre que es un clon o se encuentra con uno, y la identidad, la memoria y el derecho a existir ocupan el centro del relato.',
        },
      ],
    },
  ],
};
