import type { Category } from '../types';

export const historical: Category = {
  id: 'historical',
  name: 'Novela histórica',
  description:
    'Historias ambientadas en el pasado, de la prehistoria al siglo XX, que devuelven la vida a una época a través de personajes reales o inventados.',
  subcategories: [
    {
      id: 'historical-ancient',
      name: 'Prehistoria y Antigüedad',
      description:
        'De los primeros humanos a los grandes imperios antiguos: cazadores, faraones, ciudades griegas y legiones romanas.',
      genres: [
        {
          id: 'prehistoric-fiction',
          name: 'Novela prehistórica',
          description:
            'Un clan lucha por sobrevivir al frío, a las fieras y a otras tribus; el relato imagina el nacimiento del fuego, del arte, de los ritos y del lenguaje.',
        },
        {
          id: 'ancient-near-east-novel',
          name: 'Novela del antiguo Oriente',
          description:
            'Sumer, Babilonia, Asiria o Persia: reyes constructores, escribas y sacerdotes en las primeras ciudades e imperios de la historia.',
        },
        {
          id: 'ancient-egypt-novel',
          name: 'Novela del antiguo Egipto',
          description:
            'Faraones, sacerdotes, artesanos y constructores de tumbas a orillas del Nilo; las intrigas de palacio y las creencias funerarias alimentan el relato.',
        },
        {
          id: 'ancient-greece-novel',
          name: 'Novela de la antigua Grecia',
          description:
            'Atenas, Esparta, las guerras médicas o las conquistas de Alejandro: filósofos, hoplitas y ciudadanos en la cuna de la democracia.',
        },
        {
          id: 'ancient-rome-novel',
          name: 'Novela de la antigua Roma',
          description:
            'Senadores, gladiadores, esclavos y legionarios, de la República al Imperio; ambición política, conjuras y conquistas se disputan la escena.',
        },
        {
          id: 'biblical-fiction',
          name: 'Novela bíblica',
          description:
            'Figuras de la Biblia, patriarcas, profetas, reinas o apóstoles, recreadas como personajes de carne y hueso, con sus dudas y sus pasiones.',
        },
        {
          id: 'late-antiquity-novel',
          name: 'Novela de la Antigüedad tardía',
          description:
            'Invasiones bárbaras, caída de Roma, primeros cristianos y últimos paganos: un mundo que se derrumba mientras otro se inventa.',
        },
      ],
    },
    {
      id: 'historical-medieval',
      name: 'Edad Media',
      description:
        'Mil años de castillos, monasterios, cruzadas y reinos en formación, de la caída de Roma al final del siglo XV.',
      genres: [
        {
          id: 'medieval-novel',
          name: 'Novela medieval',
          description:
            'La vida de un señor, un monje, un constructor o una campesina en la sociedad feudal, entre la fe, las guerras y las hambrunas.',
        },
        {
          id: 'viking-novel',
          name: 'Novela vikinga',
          description:
            'Incursiones en drakar, venganzas familiares y colonias lejanas: el mundo nórdico, sus dioses, sus leyes y sus exploradores.',
        },
        {
          id: 'byzantine-empire-novel',
          name: 'Novela del Imperio bizantino',
          description:
            'Constantinopla y su imperio milenario: emperadores, eunucos, teólogos y cortesanas en la encrucijada entre Oriente y Occidente.',
        },
        {
          id: 'crusades-novel',
          name: 'Novela de las cruzadas',
          description:
            'Caballeros, peregrinos y sultanes en el camino de Jerusalén; la fe, la violencia y el encuentro de culturas ponen a prueba a los personajes.',
        },
        {
          id: 'al-andalus-novel',
          name: 'Novela de al-Ándalus',
          description:
            'La España musulmana, sus califas, sabios y poetas, la convivencia de las tres religiones y el largo repliegue ante la Reconquista.',
        },
        {
          id: 'chivalric-novel',
          name: 'Novela de caballerías',
          description:
            'Torneos, juramentos, andanzas y amor cortés: un caballero busca gloria y honra, en la tradición del Amadís de Gaula.',
        },
        {
          id: 'black-death-novel',
          name: 'Novela de la peste negra',
          description:
            'Una ciudad o una aldea golpeada por la epidemia de 1348: miedo, fanatismo, solidaridad y derrumbe del orden establecido.',
        },
      ],
    },
    {
      id: 'historical-early-modern',
      name: 'Renacimiento y Edad Moderna',
      description:
        'Del siglo XV al XVII: humanistas, descubrimientos, guerras de religión y monarquías absolutas.',
      genres: [
        {
          id: 'renaissance-novel',
          name: 'Novela renacentista',
          description:
            'Florencia, Venecia o las cortes europeas: artistas, mecenas, banqueros e inventores en un mundo que redescubre la Antigüedad y se reinventa.',
        },
        {
          id: 'tudor-novel',
          name: 'Novela de los Tudor',
          description:
            'La Inglaterra de Enrique VIII e Isabel I: matrimonios políticos, cismas religiosos, favoritos y cabezas que ruedan.',
        },
        {
          id: 'conquest-of-the-americas-novel',
          name: 'Novela de la conquista de América',
          description:
            'Conquistadores, imperios azteca e inca, misioneros y pueblos indígenas: el choque brutal de dos mundos.',
        },
        {
          id: 'wars-of-religion-novel',
          name: 'Novela de las guerras de religión',
          description:
            'Católicos y protestantes se desgarran, de la noche de San Bartolomé a la guerra de los Treinta Años, y la fe divide familias y conciencias.',
        },
        {
          id: 'spanish-golden-age-novel',
          name: 'Novela del Siglo de Oro',
          description:
            'Madrid y Sevilla en los siglos XVI y XVII: el oro de las Indias, la Inquisición, los corrales de comedias, los duelos y la grandeza de un imperio en declive.',
        },
        {
          id: 'grand-siecle-novel',
          name: 'Novela del Gran Siglo francés',
          description:
            'La Francia de Luis XIII y Luis XIV: Versalles, la Fronda, los salones literarios y la implacable maquinaria del favor real.',
        },
        {
          id: 'witch-trial-novel',
          name: 'Novela de la caza de brujas',
          description:
            'Una comunidad presa del miedo acusa a mujeres de brujería; juicios, delaciones y hogueras revelan el mecanismo de la persecución.',
        },
      ],
    },
    {
      id: 'historical-18th-19th-centuries',
      name: 'Siglos XVIII y XIX',
      description:
        'De la Ilustración a la Belle Époque: revoluciones, imperios, industrialización y convulsiones sociales.',
      genres: [
        {
          id: 'enlightenment-novel',
          name: 'Novela de la Ilustración',
          description:
            'Filósofos, salones, enciclopedistas y libertinos: el siglo de la razón, de la censura y de las ideas que preparan las revoluciones.',
        },
        {
          id: 'french-revolution-novel',
          name: 'Novela de la Revolución francesa',
          description:
            'De la toma de la Bastilla al Terror, destinos arrastrados por la Historia entre el ideal, el miedo, la delación y la guillotina.',
        },
        {
          id: 'napoleonic-novel',
          name: 'Novela napoleónica',
          description:
            'Las campañas del Imperio, de Austerlitz a Waterloo pasando por la guerra de la Independencia, vistas por soldados, oficiales o sus familias.',
        },
        {
          id: 'industrial-revolution-novel',
          name: 'Novela de la Revolución Industrial',
          description:
            'Fábricas, minas y ciudades que crecen demasiado deprisa: fortunas industriales y miseria obrera conviven en un mundo transformado por la máquina.',
        },
        {
          id: 'neo-victorian-novel',
          name: 'Novela neovictoriana',
          description:
            'La Inglaterra del siglo XIX revisitada con mirada actual: niebla londinense, hipocresía moral, espiritismo y voces largamente silenciadas.',
        },
        {
          id: 'neo-slave-narrative',
          name: 'Novela de la esclavitud',
          description:
            'La trata, las plantaciones y las fugas hacia la libertad contadas desde el punto de vista de los esclavizados, con la memoria de un crimen fundacional.',
        },
        {
          id: 'american-civil-war-novel',
          name: 'Novela de la guerra de Secesión',
          description:
            'Estados Unidos desgarrado entre el Norte y el Sur: campos de batalla, plantaciones, familias divididas y la cuestión de la esclavitud.',
        },
        {
          id: 'latin-american-independence-novel',
          name: 'Novela de las independencias latinoamericanas',
          description:
            'Bolívar, San Martín y sus ejércitos: criollos, esclavos y pueblos indígenas en las guerras que dieron origen a las naciones latinoamericanas.',
        },
        {
          id: 'belle-epoque-novel',
          name: 'Novela de la Belle Époque',
          description:
            'El París de los cabarés, las exposiciones universales y los primeros automóviles: la despreocupación de un mundo que aún no sabe que se acaba.',
        },
      ],
    },
    {
      id: 'historical-20th-century',
      name: 'Siglo XX',
      description:
        'Guerras mundiales, revoluciones, dictaduras y descolonización: un siglo de convulsiones vivido a escala humana.',
      genres: [
        {
          id: 'first-world-war-novel',
          name: 'Novela de la Primera Guerra Mundial',
          description:
            'Trincheras, permisos, mutilados y espera en la retaguardia: 1914-1918 visto por los soldados y por quienes los esperan.',
        },
        {
          id: 'jazz-age-novel',
          name: 'Novela de los felices años veinte',
          description:
            'La posguerra de los años veinte: jazz, cabarés, emancipación femenina, fortunas rápidas y desencanto antes del crac de 1929.',
        },
        {
          id: 'russian-revolution-novel',
          name: 'Novela de la Revolución rusa',
          description:
            'La caída de los zares, la guerra civil y los primeros años soviéticos: ideales, exilios y terror trastocan familias enteras.',
        },
        {
          id: 'spanish-civil-war-novel',
          name: 'Novela de la Guerra Civil española',
          description:
            'Republicanos y sublevados, brigadas internacionales y pueblos divididos: 1936-1939 y unas heridas que atraviesan generaciones.',
        },
        {
          id: 'second-world-war-novel',
          name: 'Novela de la Segunda Guerra Mundial',
          description:
            'El frente, la ocupación, los bombardeos o el éxodo: vidas corrientes atrapadas en la guerra de 1939-1945 y sus decisiones imposibles.',
        },
        {
          id: 'resistance-novel',
          name: 'Novela de la Resistencia',
          description:
            'Redes clandestinas, lanzamientos en paracaídas, documentos falsos y traiciones: hombres y mujeres corrientes que deciden plantar cara al ocupante.',
        },
        {
          id: 'holocaust-novel',
          name: 'Novela del Holocausto',
          description:
            'La persecución y el exterminio de los judíos de Europa contados a través de destinos individuales, de los guetos a los campos y los supervivientes.',
        },
        {
          id: 'decolonisation-novel',
          name: 'Novela de la descolonización',
          description:
            'La guerra de Argelia, la independencia de la India o de las colonias africanas: el fin de los imperios visto por colonizados, colonos y soldados.',
        },
        {
          id: 'vietnam-war-novel',
          name: 'Novela de la guerra de Vietnam',
          description:
            'Selva, arrozales, reclutamiento y un regreso imposible: la guerra vista por los soldados estadounidenses, los vietnamitas y sus familias.',
        },
      ],
    },
    {
      id: 'historical-forms',
      name: 'Formas de la novela histórica',
      description:
        'Maneras de contar el pasado, sea cual sea la época: biografía novelada, fresco, saga o doble línea temporal.',
      genres: [
        {
          id: 'biographical-novel',
          name: 'Biografía novelada',
          description:
            'La vida de un personaje histórico real, artista, monarca o científico, novelada desde dentro para llenar los silencios de los archivos.',
        },
        {
          id: 'historical-saga',
          name: 'Saga histórica',
          description:
            'Una familia o un linaje atraviesa varios siglos y cada generación vive a su manera los grandes acontecimientos de su tiempo.',
        },
        {
          id: 'historical-epic',
          name: 'Fresco histórico',
          description:
            'Un amplio retrato de una época o de un gran acontecimiento, con multitud de personajes de toda condición cuyos destinos se cruzan.',
        },
        {
          id: 'royal-court-novel',
          name: 'Novela de intrigas palaciegas',
          description:
            'Favoritos, ministros y herederos se disputan el oído del monarca; bodas concertadas, conjuras y caídas en desgracia marcan la vida de palacio.',
        },
        {
          id: 'dual-timeline-novel',
          name: 'Novela de doble línea temporal',
          description:
            'Una trama actual y otra del pasado avanzan en capítulos alternos, unidas por un lugar, un objeto o un secreto que acaba por reunirlas.',
        },
        {
          id: 'historical-chronicle',
          name: 'Crónica histórica',
          description:
            'El relato sigue paso a paso los acontecimientos de un periodo, año tras año, a través de un testigo privilegiado o de una ciudad, pegado a los hechos.',
        },
        {
          id: 'historiographic-metafiction',
          name: 'Metaficción historiográfica',
          description:
            'La novela cuenta el pasado a la vez que muestra cómo se escribe la historia: archivos incompletos, versiones enfrentadas y un narrador que investiga ante nuestros ojos.',
        },
      ],
    },
  ],
};
