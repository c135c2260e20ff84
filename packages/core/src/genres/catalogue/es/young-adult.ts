import type { Category } from '../types';

export const youngAdult: Category = {
  id: 'young-adult',
  name: 'Juvenil e infantil',
  description:
    'Novelas para lectores de 6 a 18 años, de las primeras lecturas a las grandes sagas juveniles, con protagonistas de la edad de su público que crecen con él.',
  subcategories: [
    {
      id: 'young-adult-children',
      name: 'Narrativa infantil (6-9 años)',
      description:
        'Historias breves y vivas para lectores que empiezan a leer solos, con protagonistas cercanos, humor, aventura y un final reconfortante.',
      genres: [
        {
          id: 'chapter-book',
          name: 'Novela de primeros lectores',
          description:
            'Una novela breve e ilustrada, dividida en capítulos cortos y con vocabulario accesible, que acompaña al niño en sus primeras lecturas en solitario.',
        },
        {
          id: 'childrens-adventure',
          name: 'Aventura infantil',
          description:
            'Una pandilla, una isla, un tesoro o un pasadizo secreto: la aventura a la altura de los niños, donde la audacia y el compañerismo vencen a los peligros y a los adultos.',
        },
        {
          id: 'childrens-mystery',
          name: 'Misterio infantil',
          description:
            'Jóvenes detectives resuelven un caso a su medida, un robo, una desaparición o un mensaje cifrado, a base de observación, deducción y amistad, al estilo de Los Cinco.',
        },
        {
          id: 'animal-story',
          name: 'Historia de animales',
          description:
            'Un perro fiel, un zorro astuto o un gatito perdido: un relato donde el animal es protagonista o compañero, y que habla de amistad, valor y respeto por los seres vivos.',
        },
        {
          id: 'pony-story',
          name: 'Historia de caballos',
          description:
            'Una escuela de equitación, una yegua rebelde y un concurso que ganar: el vínculo entre un niño y su caballo, hecho de paciencia, responsabilidad y complicidad.',
        },
        {
          id: 'childrens-family-story',
          name: 'Novela familiar infantil',
          description:
            'Hermanos, abuelos, una mudanza o un nuevo bebé: los grandes y pequeños acontecimientos del hogar vistos por un niño, con ternura y humor.',
        },
        {
          id: 'childrens-spooky-story',
          name: 'Historia de miedo infantil',
          description:
            'Historias que dan el miedo justo, con monstruos bajo la cama, casas extrañas o fantasmas traviesos, donde el joven protagonista aprende a vencer sus temores.',
        },
      ],
    },
    {
      id: 'young-adult-middle-grade',
      name: 'Narrativa de 9 a 12 años',
      description:
        'Novelas más largas y ambiciosas para preadolescentes, que abordan la amistad, el colegio, la familia y la aventura con protagonistas de 10 a 13 años.',
      genres: [
        {
          id: 'middle-grade-fantasy',
          name: 'Fantasía infantil',
          description:
            'Un niño descubre un mundo mágico, un poder oculto o una profecía que le concierne; el asombro y la aventura van de la mano del aprendizaje del valor.',
        },
        {
          id: 'middle-grade-science-fiction',
          name: 'Ciencia ficción infantil',
          description:
            'Robots, viajes espaciales o inventos que se descontrolan: la ciencia ficción al alcance de los lectores de 9 a 12 años, llena de curiosidad y preguntas sobre el mañana.',
        },
        {
          id: 'middle-grade-contemporary',
          name: 'Novela realista infantil',
          description:
            'Amistades que se rompen, padres que se separan, el primer móvil: la vida real de los preadolescentes, contada con acierto y sin condescendencia.',
        },
        {
          id: 'school-story',
          name: 'Novela escolar',
          description:
            'Aulas, patios de recreo y profesores inolvidables: el colegio como escenario de rivalidades, amistades, malentendidos y pequeñas victorias.',
        },
        {
          id: 'boarding-school-story',
          name: 'Historia de internado',
          description:
            'Dormitorios, normas estrictas, festines a medianoche y casas rivales: lejos de sus padres, los alumnos de un internado forjan amistades y rebeldías.',
        },
        {
          id: 'summer-camp-story',
          name: 'Novela de campamento',
          description:
            'Unas semanas lejos de casa, junto a un lago o en la montaña: gymkanas, primeras amistades intensas, rivalidades de cabaña y secretos de campamento.',
        },
        {
          id: 'childrens-historical-fiction',
          name: 'Novela histórica infantil',
          description:
            'Un niño vive un gran momento de la historia, una guerra, una revolución o un éxodo, y lo hace vivir desde dentro a los jóvenes lectores.',
        },
        {
          id: 'illustrated-diary-novel',
          name: 'Diario ilustrado',
          description:
            'El diario de un chaval lleno de dibujos y chistes, que cuenta sus desventuras cotidianas con un humor irresistible, al estilo del Diario de Greg.',
        },
      ],
    },
    {
      id: 'young-adult-contemporary',
      name: 'Juvenil realista',
      description:
        'Novelas juveniles ancladas en el mundo real: primeros amores, identidad, familia, redes sociales y cuestiones sociales, contadas desde la mirada adolescente.',
      genres: [
        {
          id: 'ya-contemporary',
          name: 'Juvenil contemporánea',
          description:
            'Un adolescente de hoy afronta un año decisivo, entre instituto, amistades, familia y decisiones sobre el futuro, a menudo en una primera persona viva e íntima.',
        },
        {
          id: 'ya-romance',
          name: 'Romance juvenil',
          description:
            'Primeros amores, corazones rotos y romances de instituto: el amor adolescente, intenso y sincero, donde una sola mirada puede cambiarlo todo.',
          aliases: ['romance YA'],
        },
        {
          id: 'ya-issue-novel',
          name: 'Novela juvenil de temática social',
          description:
            'Acoso escolar, adicciones, duelo, trastornos alimentarios o violencia: una novela que aborda un tema difícil de la adolescencia con acierto y sin moralizar.',
        },
        {
          id: 'ya-sports-novel',
          name: 'Novela juvenil deportiva',
          description:
            'Un equipo, una competición y el sueño de ser seleccionado: el deporte como escuela de superación, rivalidad y trabajo en equipo, dentro y fuera del campo.',
        },
        {
          id: 'lgbtq-ya',
          name: 'Juvenil LGTBIQ+',
          description:
            'Descubrimiento de uno mismo, salir del armario, primeros amores queer y familias elegidas: historias adolescentes que dan todo el protagonismo a las identidades LGTBIQ+.',
        },
        {
          id: 'ya-verse-novel',
          name: 'Novela juvenil en verso',
          description:
            'Una historia adolescente contada en poemas breves y contundentes de verso libre, donde los blancos de la página dicen tanto como las palabras.',
        },
        {
          id: 'teen-diary-novel',
          name: 'Diario juvenil',
          description:
            'Un año de adolescencia contado en forma de diario, entre confidencias, autoironía y dramas cotidianos, como El diario secreto de Adrian Mole.',
        },
      ],
    },
    {
      id: 'young-adult-speculative',
      name: 'Fantasía y ciencia ficción juvenil',
      description:
        'Fantasía, distopías y ciencia ficción para adolescentes: otros mundos donde jóvenes héroes descubren sus poderes, desafían al sistema y encuentran su lugar.',
      genres: [
        {
          id: 'ya-fantasy',
          name: 'Fantasía juvenil',
          description:
            'Un adolescente elegido, un reino en guerra y una magia que dominar: fantasía épica o íntima protagonizada por un héroe o una heroína en plena construcción.',
          aliases: ['fantasía YA'],
        },
        {
          id: 'ya-dystopia',
          name: 'Distopía juvenil',
          description:
            'Una sociedad autoritaria clasifica, vigila o sacrifica a su juventud, y una adolescente se rebela, en la estela de Los juegos del hambre o Divergente.',
        },
        {
          id: 'ya-science-fiction',
          name: 'Ciencia ficción juvenil',
          description:
            'Naves, colonias lejanas, inteligencias artificiales o viajes en el tiempo: la ciencia ficción vivida por adolescentes ante decisiones que los superan.',
        },
        {
          id: 'ya-paranormal',
          name: 'Paranormal juvenil',
          description:
            'Vampiros, hombres lobo, ángeles o médiums en el instituto: lo sobrenatural irrumpe en la vida adolescente, a menudo ligado a un amor prohibido.',
        },
        {
          id: 'ya-romantasy',
          name: 'Romantasy juvenil',
          description:
            'Una historia de amor apasionada en el corazón de un mundo de fantasía, con cortes feéricas, enemigos que se enamoran y magia peligrosa, para lectores adolescentes.',
        },
        {
          id: 'ya-urban-fantasy',
          name: 'Fantasía urbana juvenil',
          description:
            'Criaturas ocultas en el metro, sociedades secretas de hechiceros y cazadores de demonios: la magia agazapada en la ciudad actual, descubierta por un adolescente.',
        },
        {
          id: 'ya-magic-academy',
          name: 'Academia de magia juvenil',
          description:
            'Una escuela donde se aprende brujería, duelos o el dominio de los elementos, con exámenes, rivalidades y secretos enterrados bajo sus cimientos.',
        },
        {
          id: 'ya-fairy-tale-retelling',
          name: 'Reescritura juvenil de cuentos',
          description:
            'Una Cenicienta cíborg, una Bella guerrera o una Caperucita que encabeza una revuelta: un cuento célebre reinventado para adolescentes con una mirada nueva sobre sus personajes.',
        },
      ],
    },
    {
      id: 'young-adult-thrills',
      name: 'Aventura, suspense y terror juveniles',
      description:
        'Misterios, thrillers, supervivencia y terror para lectores adolescentes: historias trepidantes donde jóvenes protagonistas afrontan peligros reales.',
      genres: [
        {
          id: 'ya-mystery',
          name: 'Misterio juvenil',
          description:
            'Una estudiante investiga una desaparición o un asesinato que los adultos han dado por cerrado; redes sociales, secretos de instituto y pódcasts se convierten en sus herramientas.',
        },
        {
          id: 'ya-thriller',
          name: 'Thriller juvenil',
          description:
            'Un grupo de adolescentes atrapado por un juego, un mensaje anónimo o una mentira compartida; la tensión crece, la confianza se resquebraja y todos pasan a ser sospechosos.',
        },
        {
          id: 'ya-horror',
          name: 'Terror juvenil',
          description:
            'Casas encantadas, campamentos sangrientos o maldiciones virales: el terror pensado para adolescentes, donde el miedo suele reflejar las angustias de crecer.',
        },
        {
          id: 'ya-survival',
          name: 'Supervivencia juvenil',
          description:
            'Un accidente de avión, una isla, un bosque sin fin: adolescentes abandonados a su suerte deben sobrevivir, organizarse y a veces enfrentarse, sin adultos que los salven.',
        },
        {
          id: 'ya-adventure',
          name: 'Aventura juvenil',
          description:
            'Viajes, búsquedas y misiones imposibles protagonizados por héroes adolescentes que descubren el mundo y sus propios límites a cada peripecia.',
        },
        {
          id: 'ya-historical-fiction',
          name: 'Novela histórica juvenil',
          description:
            'Un o una adolescente en el corazón de una época pasada, de la antigua Roma a la Resistencia, cuyo destino personal ilumina la gran historia.',
        },
        {
          id: 'teen-spy-adventure',
          name: 'Espías adolescentes',
          description:
            'Un adolescente reclutado por los servicios secretos, con artilugios y misiones incluidos, debe salvar el mundo entre clase y clase, al estilo de Alex Rider.',
        },
      ],
    },
    {
      id: 'young-adult-tales',
      name: 'Cuentos y mitos para jóvenes lectores',
      description:
        'Cuentos maravillosos, fábulas, mitos y leyendas contados o reinventados para jóvenes lectores, entre tradición, asombro y picardía.',
      genres: [
        {
          id: 'childrens-fairy-tale',
          name: 'Cuento de hadas infantil',
          description:
            'Princesas, ogros, hadas y pruebas de tres en tres: el cuento tradicional o de inspiración clásica, con su moraleja, sus fórmulas y su «érase una vez».',
        },
        {
          id: 'fractured-fairy-tale',
          name: 'Cuento al revés',
          description:
            'El lobo vegetariano, la princesa que rescata al príncipe: un cuento conocido puesto patas arriba para hacer reír, jugando con las expectativas del joven lector.',
        },
        {
          id: 'animal-fable',
          name: 'Fábula de animales',
          description:
            'Animales que hablan encarnan virtudes y defectos humanos en un relato breve y pícaro, al estilo de Esopo o Samaniego, con una lección al final.',
        },
        {
          id: 'myths-and-legends-for-children',
          name: 'Mitos y leyendas para niños',
          description:
            'Héroes griegos, dioses nórdicos, leyendas artúricas o relatos de los orígenes contados a los niños: los grandes relatos fundacionales hechos vivos y accesibles.',
        },
        {
          id: 'childrens-world-folk-tales',
          name: 'Cuentos populares del mundo',
          description:
            'Cuentos populares de África, Asia, América o Europa: la sabiduría, los pícaros y las criaturas de cada cultura transmitidos a los jóvenes lectores.',
        },
        {
          id: 'childrens-modern-fairy-tale',
          name: 'Cuento de hadas moderno',
          description:
            'Un cuento escrito hoy, con su magia, sus pruebas y su carga simbólica, pero situado en una ciudad moderna o en el día a día de un niño actual.',
        },
      ],
    },
  ],
};
