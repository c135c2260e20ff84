import type { Category } from '../types';

export const literary: Category = {
  id: 'literary',
  name: 'Narrativa literaria',
  description:
    'Ficción en la que mandan la voz, la hondura de los personajes y la mirada sobre el mundo, desde las formas clásicas de la novela hasta la escritura del yo y la experimentación.',
  subcategories: [
    {
      id: 'literary-novel-forms',
      name: 'Formas de la novela',
      description:
        'Las grandes formas de la novela literaria, que se definen por su manera de narrar más que por su tema.',
      genres: [
        {
          id: 'psychological-novel',
          name: 'Novela psicológica',
          description:
            'La trama brota de la vida interior de los personajes, de sus deseos, dudas y contradicciones. El drama sucede en la conciencia tanto como en los hechos.',
        },
        {
          id: 'novel-of-ideas',
          name: 'Novela de ideas',
          description:
            'Los personajes encarnan visiones del mundo enfrentadas y la historia pone a prueba una cuestión moral, política o filosófica a través de sus diálogos y decisiones.',
        },
        {
          id: 'roman-a-clef',
          name: 'Novela en clave',
          description:
            'Personas reales, célebres o cercanas al autor, se esconden tras nombres inventados; el placer está en descifrar quién es quién y en el posible escándalo.',
        },
        {
          id: 'novel-of-manners',
          name: 'Novela de costumbres',
          description:
            'Retrato minucioso de un ambiente social, de sus códigos, ambiciones e hipocresías, en la estela de Galdós, Balzac o Edith Wharton.',
        },
        {
          id: 'intimist-novel',
          name: 'Novela intimista',
          description:
            'Historias a escala de la vida cotidiana, centradas en unos pocos personajes, sus vínculos y sus silencios; su fuerza está en el detalle y la verdad emocional.',
        },
        {
          id: 'epistolary-novel',
          name: 'Novela epistolar',
          description:
            'La historia avanza a través de cartas, correos o mensajes; el lector la reconstruye en los huecos entre lo que cada corresponsal escribe y lo que calla.',
        },
        {
          id: 'choral-novel',
          name: 'Novela coral',
          description:
            'Varios narradores se turnan para contar un mismo suceso o una misma comunidad; sus voces se responden, se contradicen y componen un retrato de conjunto.',
        },
        {
          id: 'novella',
          name: 'Novela corta',
          description:
            'Un relato concentrado, a medio camino entre el cuento y la novela, que sigue una sola línea dramática hasta su punto de ruptura.',
        },
        {
          id: 'short-story-collection',
          name: 'Libro de relatos',
          description:
            'Historias breves e independientes unidas por un tema, un lugar o un tono; cada una gira en torno a una situación intensa y un giro o una revelación final.',
          aliases: ['libro de cuentos'],
        },
      ],
    },
    {
      id: 'literary-life-writing',
      name: 'Escrituras del yo',
      description:
        'Ficciones que toman prestadas las formas de la autobiografía, el diario o el testimonio para difuminar la frontera entre lo vivido y lo inventado.',
      genres: [
        {
          id: 'autofiction',
          name: 'Autoficción',
          description:
            'El autor se convierte en personaje, a menudo con su propio nombre, y novela su vida; el libro juega con la ambigüedad entre confesión e invención.',
        },
        {
          id: 'fictional-autobiography',
          name: 'Autobiografía ficticia',
          description:
            'Un personaje inventado narra su vida en primera persona, de la infancia a la madurez, con la aparente sinceridad y los puntos ciegos de un memorialista real.',
        },
        {
          id: 'diary-novel',
          name: 'Novela en forma de diario',
          description:
            'La novela adopta la forma del diario de un personaje; las fechas, las elipsis y las confesiones graduales crean intimidad inmediata y un suspense discreto.',
        },
        {
          id: 'confessional-novel',
          name: 'Novela confesional',
          description:
            'Un narrador se dirige al lector para admitir una culpa, una obsesión o una vergüenza; la tensión está en lo que revela, lo que justifica y lo que aún oculta.',
        },
        {
          id: 'nonfiction-novel',
          name: 'Novela de no ficción',
          description:
            'Un hecho real, a menudo un drama o un destino singular, contado con las herramientas de la novela tras una larga investigación, al modo de Capote o de Cercas.',
        },
        {
          id: 'childhood-narrative',
          name: 'Relato de infancia',
          description:
            'Un adulto vuelve a sus primeros años, a los lugares, los miedos y los asombros de la niñez; la memoria reconstruye un mundo desaparecido con sus lagunas y su ternura.',
        },
        {
          id: 'grief-novel',
          name: 'Novela del duelo',
          description:
            'El libro acompaña a un personaje tras la pérdida de un ser querido, entre el estupor, los recuerdos y una lenta reconstrucción; escribir se vuelve parte del duelo.',
        },
        {
          id: 'illness-narrative',
          name: 'Relato de enfermedad',
          description:
            'La enfermedad, física o mental, trastoca una vida y la manera de contarla; el relato explora el cuerpo, los cuidados, el miedo y lo que resiste pese a todo.',
        },
        {
          id: 'kunstlerroman',
          name: 'Novela de artista',
          description:
            'El camino de un pintor, un músico o un escritor hacia su vocación, con sus sacrificios y su obra; la creación es a la vez el tema y lo que está en juego.',
        },
      ],
    },
    {
      id: 'literary-experimental',
      name: 'Escrituras experimentales',
      description:
        'Novelas que cuestionan la forma misma del relato: estructura, lenguaje, punto de vista y papel del lector se convierten en terreno de juego.',
      genres: [
        {
          id: 'nouveau-roman',
          name: 'Nouveau roman',
          description:
            'Heredero de Robbe-Grillet y Sarraute, renuncia a la intriga y al personaje tradicionales en favor de los objetos, las percepciones y las variaciones de la mirada.',
        },
        {
          id: 'metafiction',
          name: 'Metaficción',
          description:
            'La novela se mira a sí misma: narradores que comentan su relato, autores que entran en escena y personajes que saben que son inventados.',
        },
        {
          id: 'constrained-writing',
          name: 'Escritura con restricciones',
          description:
            'Al modo del Oulipo, una regla formal, un lipograma, una combinatoria o una estructura matemática gobierna el texto y se convierte en motor de invención.',
        },
        {
          id: 'fragmentary-novel',
          name: 'Novela fragmentaria',
          description:
            'El relato se construye a base de fragmentos, notas, listas y párrafos sueltos; los blancos entre los pedazos pesan tanto como el texto.',
        },
        {
          id: 'stream-of-consciousness-novel',
          name: 'Novela de flujo de conciencia',
          description:
            'El monólogo interior reproduce el fluir de los pensamientos de un personaje, sin filtros ni orden lógico, a la manera de Joyce o de Virginia Woolf.',
        },
        {
          id: 'lyrical-novel',
          name: 'Novela lírica',
          description:
            'La música de la lengua, las imágenes y el ritmo priman sobre la trama; el relato avanza por motivos y sensaciones más que por peripecias.',
        },
        {
          id: 'verse-novel',
          name: 'Novela en verso',
          description:
            'Una historia completa contada en poemas o en verso libre; cada página condensa una escena o una emoción y los cortes de verso marcan el ritmo.',
        },
        {
          id: 'flash-fiction',
          name: 'Microrrelato',
          description:
            'Relatos de unas pocas líneas a una página que sugieren una historia entera mediante un detalle, una elipsis o un final fulminante.',
          aliases: ['microficción', 'minicuento'],
        },
        {
          id: 'postmodern-novel',
          name: 'Novela posmoderna',
          description:
            'Juegos de referencias, mezcla de lo culto y lo popular, ironía y laberintos narrativos: la novela desconfía de los grandes relatos y juega con sus propias reglas.',
        },
      ],
    },
    {
      id: 'literary-movements',
      name: 'Corrientes y movimientos',
      description:
        'Formas de escribir nacidas de una época o de una escuela, cuyos principios todavía pueden dar forma a una novela de hoy.',
      genres: [
        {
          id: 'realist-novel',
          name: 'Novela realista',
          description:
            'Representación fiel de la sociedad y de la vida corriente, atenta a los ambientes, al dinero y a los condicionamientos sociales, en la tradición de Galdós y Clarín.',
        },
        {
          id: 'naturalist-novel',
          name: 'Novela naturalista',
          description:
            'En la estela de Zola y Pardo Bazán, observa a sus personajes casi como un científico, sometidos a la herencia, al medio y a la miseria, sin ahorrar crudeza.',
        },
        {
          id: 'modernist-novel',
          name: 'Novela modernista',
          description:
            'Ruptura con el relato lineal del siglo XIX: tiempo fragmentado, subjetividad y percepción quebrada de la ciudad moderna, en el espíritu de Woolf, Proust o Faulkner.',
        },
        {
          id: 'existentialist-novel',
          name: 'Novela existencialista',
          description:
            'Un personaje enfrentado al absurdo, a la libertad y a la responsabilidad de sus actos en un mundo sin sentido previo, al modo de Camus o de Sartre.',
        },
        {
          id: 'decadent-novel',
          name: 'Novela decadentista',
          description:
            'En la estela de Huysmans, Wilde o D’Annunzio, un esteta refinado y hastiado del mundo cultiva el artificio, los placeres raros y el gusto por la caída.',
        },
        {
          id: 'dirty-realism',
          name: 'Realismo sucio',
          description:
            'En la estela de Carver y Bukowski, vidas modestas contadas en una prosa seca y minimalista: trabajos precarios, alcohol, parejas gastadas y esperanzas tenues.',
        },
        {
          id: 'beat-novel',
          name: 'Novela beat',
          description:
            'Vagabundeo, jazz, drogas y búsqueda espiritual en una prosa espontánea y rítmica heredera de Kerouac, que celebra la libertad al margen de la sociedad biempensante.',
        },
        {
          id: 'latin-american-boom-novel',
          name: 'Novela del boom latinoamericano',
          description:
            'Novelas ambiciosas y formalmente audaces en la línea de García Márquez, Vargas Llosa o Cortázar, donde la historia del continente se funde con el mito.',
        },
      ],
    },
    {
      id: 'literary-place-and-exile',
      name: 'Territorios y exilios',
      description:
        'Novelas ligadas a un lugar, a una tierra perdida o a una frontera, donde el paisaje y la historia moldean los destinos.',
      genres: [
        {
          id: 'postcolonial-novel',
          name: 'Novela poscolonial',
          description:
            'Relatos de los países antes colonizados y de sus diásporas, que interrogan el dominio, la lengua, la identidad y la memoria de la colonización.',
        },
        {
          id: 'mountain-novel',
          name: 'Novela de montaña',
          description:
            'Pastos de altura, cumbres y aldeas aisladas: la montaña moldea vidas duras y silenciosas, amistades parcas, herencias y la llamada de las alturas.',
        },
        {
          id: 'border-novel',
          name: 'Novela de frontera',
          description:
            'Vidas atrapadas entre dos países, dos lenguas y dos leyes, en torno a una línea que se cruza, se vigila o se sueña con borrar.',
        },
        {
          id: 'nature-writing',
          name: 'Narrativa de la naturaleza',
          description:
            'Los personajes viven en contacto con bosques, ríos o grandes espacios y el paisaje se convierte en un protagonista más, en la tradición de Thoreau.',
        },
        {
          id: 'exile-novel',
          name: 'Novela del exilio',
          description:
            'Expulsado de su país por la guerra o la dictadura, un personaje intenta vivir en otra parte, dividido entre la nostalgia, la culpa y la reconstrucción.',
        },
        {
          id: 'dictator-novel',
          name: 'Novela del dictador',
          description:
            'Tradición latinoamericana que retrata a un tirano, su corte y su pueblo para desmontar los mecanismos del poder absoluto, entre lo grotesco y lo trágico.',
        },
        {
          id: 'indigenous-novel',
          name: 'Narrativa indígena',
          description:
            'Voces de los pueblos originarios de América, Australia u otras tierras cuentan el vínculo con la tierra, la memoria de los antepasados y las heridas del despojo.',
        },
      ],
    },
  ],
};
