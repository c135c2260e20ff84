import type { Category } from '../types';

export const contemporary: Category = {
  id: 'contemporary',
  name: 'Narrativa contemporánea y social',
  description:
    'Historias arraigadas en el mundo de hoy: familias, etapas de la vida, trabajo, comunidades y grandes cuestiones sociales.',
  subcategories: [
    {
      id: 'contemporary-family',
      name: 'Familia y pareja',
      description:
        'Los lazos de sangre y el amor de largo recorrido, con sus herencias, heridas y reconciliaciones.',
      genres: [
        {
          id: 'family-saga',
          name: 'Saga familiar',
          description:
            'Varias generaciones de una misma familia, a menudo hasta nuestros días, con sus fortunas, rivalidades y secretos, sobre el telón de fondo de un mundo que cambia.',
        },
        {
          id: 'family-drama',
          name: 'Drama familiar',
          description:
            'Una muerte, una herencia o un regreso reúne a una familia y saca a la luz viejas tensiones; cada uno debe afrontar lo que nunca se dijo.',
        },
        {
          id: 'marriage-novel',
          name: 'Novela de pareja',
          description:
            'La historia de una pareja a lo largo de los años, del impulso inicial al desgaste, las crisis y la decisión de quedarse o marcharse.',
        },
        {
          id: 'sibling-novel',
          name: 'Novela de hermanos',
          description:
            'Hermanos unidos por una infancia común y separados por decisiones opuestas; rivalidades, lealtades y reconciliaciones marcan su historia.',
        },
        {
          id: 'motherhood-novel',
          name: 'Novela de la maternidad',
          description:
            'Ser madre, desearlo o rechazarlo: el relato explora el deseo de tener hijos, la ambivalencia, la transmisión y el espacio que queda para una misma.',
        },
        {
          id: 'fatherhood-novel',
          name: 'Novela de la paternidad',
          description:
            'Un padre frente a su hijo, a su propio padre o a su ausencia; el relato indaga en la transmisión, la autoridad y la ternura masculina.',
        },
        {
          id: 'blended-family-novel',
          name: 'Novela de familia reconstituida',
          description:
            'Padrastros, medio hermanos y custodias compartidas: una nueva familia intenta encontrar su equilibrio entre viejas lealtades y vínculos por inventar.',
        },
        {
          id: 'adoption-novel',
          name: 'Novela de adopción',
          description:
            'Un hijo adoptado, ya adulto o no, busca sus orígenes mientras los padres biológicos y los adoptivos se disputan su lealtad.',
        },
      ],
    },
    {
      id: 'contemporary-life-stages',
      name: 'Etapas de la vida',
      description:
        'Los tránsitos que transforman una existencia, de la juventud y los estudios a la crisis de la mediana edad y la vejez.',
      genres: [
        {
          id: 'coming-of-age-novel',
          name: 'Novela de formación',
          description:
            'Un joven se enfrenta al mundo, al amor, al fracaso y a sí mismo, y sale transformado; el relato sigue la forja de una conciencia.',
          aliases: ['novela de aprendizaje', 'novela de iniciación', 'bildungsroman'],
        },
        {
          id: 'campus-novel',
          name: 'Novela de campus',
          description:
            'La universidad como microcosmos: estudiantes, profesores, rivalidades intelectuales, amores y ambiciones en un mundo cerrado con sus propias reglas.',
        },
        {
          id: 'boarding-school-novel',
          name: 'Novela de internado',
          description:
            'Dormitorios, normas y amistades intensas: lejos de su familia, los jóvenes viven sus primeras lealtades y sus primeras traiciones en una institución cerrada.',
        },
        {
          id: 'quarter-life-novel',
          name: 'Novela de los veintitantos',
          description:
            'Terminados los estudios y con la vida adulta aún borrosa, unos jóvenes buscan trabajo, amor y sentido entre pisos compartidos, precariedad y vértigo.',
        },
        {
          id: 'midlife-crisis-novel',
          name: 'Novela de la crisis de los cuarenta',
          description:
            'A mitad de la vida, un personaje lo cuestiona todo, pareja, trabajo y deseos, e intenta un cambio de rumbo a riesgo de perderlo todo.',
        },
        {
          id: 'later-life-novel',
          name: 'Novela de la vejez',
          description:
            'La vejez vista desde dentro: memoria, cuerpo que flaquea y soledad, pero también una nueva libertad, amores tardíos y el balance de una vida.',
        },
        {
          id: 'intergenerational-novel',
          name: 'Novela intergeneracional',
          description:
            'El encuentro improbable entre un joven y una persona mayor, familiares o desconocidos, que se enseñan mutuamente a vivir.',
        },
      ],
    },
    {
      id: 'contemporary-society',
      name: 'Sociedad y compromiso',
      description:
        'Novelas que toman el pulso de la sociedad, de sus fracturas y sus luchas, a través de destinos individuales.',
      genres: [
        {
          id: 'social-novel',
          name: 'Novela social',
          description:
            'Personajes atrapados en su condición social, frente a la injusticia, la precariedad o la pérdida de estatus; lo íntimo revela los engranajes de la sociedad.',
        },
        {
          id: 'political-novel',
          name: 'Novela política',
          description:
            'Campañas, partidos, bastidores del poder o militancia: el relato explora las ambiciones, los pactos y el precio moral de la vida pública.',
        },
        {
          id: 'working-class-novel',
          name: 'Novela obrera',
          description:
            'La vida en la fábrica, la obra o el almacén: el orgullo y el agotamiento del trabajo manual, las huelgas y la solidaridad de clase.',
        },
        {
          id: 'inner-city-novel',
          name: 'Novela de barrio',
          description:
            'La vida en los barrios populares y periféricos, contada desde dentro: buscarse la vida, amistades, violencia, controles policiales y sueños de escapar.',
        },
        {
          id: 'protest-novel',
          name: 'Novela comprometida',
          description:
            'El escritor toma partido contra una injusticia concreta, el racismo, la guerra o la explotación, y convierte el relato en un arma para despertar conciencias.',
        },
        {
          id: 'feminist-novel',
          name: 'Novela feminista',
          description:
            'Protagonistas que se enfrentan a los mandatos, las violencias y las desigualdades de género, y conquistan su libertad o denuncian su ausencia.',
        },
        {
          id: 'lgbtq-fiction',
          name: 'Narrativa LGTBIQ+',
          description:
            'Vidas lesbianas, gais, bisexuales, trans o queer, sus amores, sus familias elegidas y sus luchas, situadas en el centro del relato y no en sus márgenes.',
          aliases: ['novela LGBT', 'novela queer'],
        },
      ],
    },
    {
      id: 'contemporary-places',
      name: 'Lugares y comunidades',
      description:
        'Historias marcadas por un lugar o una comunidad: la gran ciudad, el pueblo, la isla o el paso de un país a otro.',
      genres: [
        {
          id: 'city-novel',
          name: 'Novela urbana',
          description:
            'La gran ciudad es la verdadera protagonista: sus barrios, sus multitudes y sus soledades enlazan una multitud de destinos cruzados.',
        },
        {
          id: 'small-town-novel',
          name: 'Novela de pueblo',
          description:
            'La vida de un pueblo o una pequeña ciudad donde todos se conocen: rumores, rencillas, solidaridades y la llegada de un forastero que altera el equilibrio.',
        },
        {
          id: 'rural-novel',
          name: 'Novela rural',
          description:
            'La tierra, las estaciones y las faenas del campo marcan el ritmo de vidas ligadas a una comarca, a sus tradiciones y a herencias disputadas.',
        },
        {
          id: 'island-novel',
          name: 'Novela insular',
          description:
            'Una isla, aislada por el mar y el clima, concentra las pasiones de una pequeña comunidad; cada llegada y cada partida cobran fuerza de acontecimiento.',
        },
        {
          id: 'immigrant-novel',
          name: 'Novela de inmigración',
          description:
            'Partir, llegar, adaptarse: el relato sigue a quienes dejan su país, entre la esperanza, el desarraigo, los papeles, el trabajo y la segunda generación.',
        },
        {
          id: 'diaspora-novel',
          name: 'Novela de la diáspora',
          description:
            'Personajes nacidos lejos del país de sus padres se mueven entre dos culturas, dos lenguas y expectativas familiares contradictorias.',
        },
        {
          id: 'expat-novel',
          name: 'Novela de expatriados',
          description:
            'Instalados en el extranjero por trabajo o por elección, unos expatriados descubren otra cultura, sus malentendidos y aquello de lo que huían.',
        },
      ],
    },
    {
      id: 'contemporary-work',
      name: 'Mundos profesionales',
      description:
        'Novelas sumergidas en un oficio o un ambiente, con sus bastidores, su jerga y sus luchas de poder.',
      genres: [
        {
          id: 'workplace-novel',
          name: 'Novela del mundo laboral',
          description:
            'Oficinas diáfanas, reuniones, reestructuraciones y jefes tóxicos: el relato observa las ambiciones, las humillaciones y las lealtades del trabajo.',
        },
        {
          id: 'medical-fiction',
          name: 'Novela de ambiente médico',
          description:
            'Hospitales, consultas y urgencias: médicos, enfermeras y pacientes se enfrentan a la enfermedad, a dilemas éticos y al agotamiento, con vidas en juego.',
        },
        {
          id: 'sports-novel',
          name: 'Novela deportiva',
          description:
            'Entrenamientos, competiciones, lesiones y espíritu de equipo: el deporte pone a prueba el carácter y revela los sacrificios y el precio de la victoria.',
        },
        {
          id: 'music-novel',
          name: 'Novela musical',
          description:
            'Bandas de rock, orquestas, clubes de jazz o conservatorios: la música, sus giras y sus excesos son el escenario y el corazón del relato.',
        },
        {
          id: 'art-world-novel',
          name: 'Novela del mundo del arte',
          description:
            'Galerías, talleres, coleccionistas y falsificadores: ambición, dinero y creación se entrelazan en el mundo del arte, antiguo o contemporáneo.',
        },
        {
          id: 'culinary-fiction',
          name: 'Novela gastronómica',
          description:
            'Cocinas de restaurante, recetas familiares y mercados: la comida se convierte en el lenguaje de las emociones, la memoria y los vínculos.',
        },
        {
          id: 'show-business-novel',
          name: 'Novela del mundo del espectáculo',
          description:
            'Rodajes, teatros y platós de televisión: la fama, los castings, las rivalidades y la trastienda de un ambiente obsesionado con su imagen.',
        },
        {
          id: 'finance-novel',
          name: 'Novela financiera',
          description:
            'Parqués bursátiles, bancos de inversión y fortunas fulgurantes: el dinero, el riesgo y la soberbia llevan a los personajes a la gloria o a la ruina.',
        },
      ],
    },
    {
      id: 'contemporary-popular',
      name: 'Narrativa popular',
      description:
        'Novelas cercanas y cálidas, pensadas para emocionar, reconfortar o hacer soñar a un público amplio.',
      genres: [
        {
          id: 'feel-good-novel',
          name: 'Novela feel good',
          description:
            'Un personaje estancado recupera las ganas de vivir gracias a encuentros, un lugar o un proyecto; amabilidad, humor y optimismo garantizados.',
        },
        {
          id: 'womens-fiction',
          name: 'Narrativa femenina',
          description:
            'El camino de una protagonista en un momento decisivo de su vida, entre familia, amistad, trabajo y amor, contado con emoción y sentido de lo cotidiano.',
        },
        {
          id: 'chick-lit',
          name: 'Chick lit',
          description:
            'Una joven urbana hace malabares entre su carrera, sus amigas y sus desastres amorosos, contada con autoironía y un tono desenfadado y cómplice.',
        },
        {
          id: 'beach-read',
          name: 'Novela de verano',
          description:
            'Un libro ligero y evasivo, a menudo ambientado junto al mar o en vacaciones, donde amores, secretos y reencuentros se resuelven al sol.',
        },
        {
          id: 'friendship-novel',
          name: 'Novela de amistad',
          description:
            'Un grupo de amigos o dos amigas inseparables a lo largo de los años: la amistad, sus promesas, traiciones y reencuentros sostienen todo el relato.',
        },
        {
          id: 'inspirational-fiction',
          name: 'Narrativa inspiracional',
          description:
            'La fe, la duda o la búsqueda de sentido guían a un personaje a través de una prueba; el relato apuesta por la transformación interior y la esperanza.',
        },
        {
          id: 'self-help-novel',
          name: 'Novela de autoayuda',
          description:
            'Un personaje en crisis conoce a un mentor o vive una experiencia que le enseña, lección a lección, a cambiar de vida; el lector aprende con él.',
        },
      ],
    },
  ],
};
