import type { Category } from '../types';

export const humour: Category = {
  id: 'humour',
  name: 'Humor y sátira',
  description:
    'Novelas que hacen reír, incomodan o invitan a pensar: comedia, sátira, parodia, absurdo y humor negro.',
  subcategories: [
    {
      id: 'humour-comic-fiction',
      name: 'Ficción cómica',
      description:
        'Historias pensadas para hacer reír a través de las situaciones, los personajes y el ritmo.',
      genres: [
        {
          id: 'comic-novel',
          name: 'Novela cómica',
          description:
            'Un protagonista torpe o excéntrico encadena situaciones disparatadas; la risa nace de los personajes, del estilo y del sentido del remate.',
        },
        {
          id: 'farce',
          name: 'Farsa',
          description:
            'Comicidad exagerada y mecánica: puertas que se cierran de golpe, disfraces, golpes y personajes llevados hasta la caricatura.',
        },
        {
          id: 'bedroom-farce',
          name: 'Vodevil',
          description:
            'Maridos, esposas y amantes escondidos en los armarios: el adulterio y los equívocos se desbocan hasta la catástrofe final.',
        },
        {
          id: 'comedy-of-errors',
          name: 'Comedia de enredo',
          description:
            'Gemelos confundidos, identidades intercambiadas, cartas mal dirigidas: un error inicial desata una cascada de malentendidos cada vez más enrevesados.',
        },
        {
          id: 'comic-misadventure',
          name: 'Comedia de desventuras',
          description:
            'Todo lo que puede salir mal sale mal para un protagonista corriente cuyo encargo más sencillo se convierte en un desastre hilarante.',
        },
        {
          id: 'whimsical-fiction',
          name: 'Humor tierno',
          description:
            'Un humor amable y excéntrico, poblado de personajes soñadores y pequeños milagros cotidianos, que busca la sonrisa más que la carcajada.',
        },
        {
          id: 'humorous-sketches',
          name: 'Crónica humorística',
          description:
            'Una sucesión de escenas y estampas cómicas unidas por un narrador o un lugar, como una columna de humor convertida en libro.',
        },
      ],
    },
    {
      id: 'humour-satire',
      name: 'Sátira',
      description:
        'La risa como arma: exagerar los vicios de una sociedad, de un poder o de un ambiente para denunciarlos mejor.',
      genres: [
        {
          id: 'satirical-novel',
          name: 'Novela satírica',
          description:
            'Un relato que agranda los defectos de su época hasta el absurdo para hacer reír y denunciar a la vez.',
        },
        {
          id: 'political-satire',
          name: 'Sátira política',
          description:
            'Dirigentes ridículos, campañas delirantes y regímenes grotescos: el poder se ridiculiza para desvelar sus mentiras.',
        },
        {
          id: 'social-satire',
          name: 'Sátira social',
          description:
            'Los esnobismos, las modas y las hipocresías de una clase o una época, retratados con ferocidad por un observador implacable.',
        },
        {
          id: 'corporate-satire',
          name: 'Sátira empresarial',
          description:
            'Jerga de gestión, reuniones absurdas y seminarios motivacionales: la vida de oficina llevada hasta lo grotesco.',
        },
        {
          id: 'media-satire',
          name: 'Sátira de los medios',
          description:
            'Televisión, redes sociales, influencers y redacciones a la caza del clic: la fábrica de noticias y de famosos, sin piedad.',
        },
        {
          id: 'academic-satire',
          name: 'Sátira académica',
          description:
            'Congresos, rencillas de departamento y carreras académicas: el mundo universitario ridiculizado por su vanidad y sus intrigas mezquinas.',
        },
        {
          id: 'religious-satire',
          name: 'Sátira religiosa',
          description:
            'Clérigos, sectas y beatos fervorosos: la religión institucional ridiculizada por sus contradicciones, sus abusos y sus mercaderes del templo.',
        },
        {
          id: 'menippean-satire',
          name: 'Sátira menipea',
          description:
            'Una mezcla exuberante de relatos, diálogos y digresiones eruditas que ataca las pretensiones intelectuales más que a las personas.',
        },
        {
          id: 'satirical-imaginary-voyage',
          name: 'Viaje imaginario satírico',
          description:
            'Un viajero descubre países inventados cuyas costumbres absurdas reflejan las nuestras, en la tradición de Swift y de Voltaire.',
        },
      ],
    },
    {
      id: 'humour-parody',
      name: 'Parodia y pastiche',
      description:
        'La risa a través de la imitación: remedar un estilo, un género o una obra célebre para burlarse o rendirle homenaje.',
      genres: [
        {
          id: 'literary-parody',
          name: 'Parodia literaria',
          description:
            'El estilo de un autor célebre o de una escuela, imitado y exagerado hasta el ridículo; cuanto más conoce el lector el original, más se ríe.',
        },
        {
          id: 'pastiche',
          name: 'Pastiche',
          description:
            'Una imitación fiel y afectuosa de la manera de un autor o de una época, que prolonga la obra más que burlarse de ella.',
        },
        {
          id: 'mock-heroic',
          name: 'Épica burlesca',
          description:
            'Un asunto trivial tratado con el estilo elevado de la epopeya: una riña de vecinos se convierte en la guerra de Troya.',
        },
        {
          id: 'genre-parody',
          name: 'Parodia de género',
          description:
            'Los tópicos de un género popular, novela policiaca, fantasía o espionaje, acumulados y subvertidos hasta el absurdo, con una historia de verdad debajo.',
        },
        {
          id: 'comic-retelling',
          name: 'Reescritura paródica',
          description:
            'Un clásico de la literatura contado de nuevo en clave cómica: los mismos personajes y las mismas escenas, pero todo descarrila.',
        },
        {
          id: 'mock-memoir',
          name: 'Falsas memorias',
          description:
            'Los recuerdos de un personaje imaginario y pagado de sí mismo, cuya vanidad y cuyas inexactitudes son la fuente de la comedia.',
        },
        {
          id: 'mock-history',
          name: 'Historia paródica',
          description:
            'La Historia contada del revés: fechas equivocadas, grandes hombres ridículos y causas absurdas para acontecimientos célebres.',
        },
      ],
    },
    {
      id: 'humour-dark-and-absurd',
      name: 'Humor negro y absurdo',
      description:
        'Reírse de la muerte, de la desgracia o del sinsentido: una comicidad que incomoda y desconcierta.',
      genres: [
        {
          id: 'black-comedy',
          name: 'Comedia negra',
          description:
            'La muerte, la enfermedad o la catástrofe tratadas con humor corrosivo: la risa nace de lo que debería hacer llorar.',
          aliases: ['humor negro'],
        },
        {
          id: 'absurd-humour',
          name: 'Humor absurdo',
          description:
            'Una situación corriente llevada con lógica imperturbable hasta sus consecuencias más disparatadas, en la línea de Gila, Jardiel Poncela o los Monty Python.',
        },
        {
          id: 'surreal-humour',
          name: 'Humor surrealista',
          description:
            'Imágenes incongruentes, asociaciones oníricas y metamorfosis inesperadas: la comicidad brota del sueño y de lo ilógico.',
        },
        {
          id: 'literary-nonsense',
          name: 'Literatura del disparate',
          description:
            'Juegos de palabras, lógica del revés y criaturas estrafalarias, en la tradición de Lewis Carroll y Edward Lear.',
        },
        {
          id: 'tragicomedy',
          name: 'Tragicomedia',
          description:
            'Lo cómico y lo trágico se entrelazan en la misma historia: nos reímos de los personajes hasta que su desgracia nos alcanza.',
        },
        {
          id: 'grotesque-comedy',
          name: 'Esperpento',
          description:
            'A la manera de Valle-Inclán, la realidad deformada como en los espejos cóncavos del callejón del Gato para revelar su fealdad y su tragedia.',
        },
        {
          id: 'pataphysical-fiction',
          name: 'Ficción patafísica',
          description:
            'La ciencia de las soluciones imaginarias heredada de Alfred Jarry: razonamientos rigurosos aplicados a premisas delirantes.',
        },
      ],
    },
    {
      id: 'humour-comic-traditions',
      name: 'Tradiciones cómicas',
      description:
        'Formas heredadas de siglos de risa, del fabliau medieval a la novela picaresca y el humor inglés.',
      genres: [
        {
          id: 'picaresque-novel',
          name: 'Novela picaresca',
          description:
            'Un pícaro astuto narra sus andanzas de amo en amo y de engaño en engaño; su mirada descarnada deja al desnudo los vicios de la sociedad.',
        },
        {
          id: 'comedy-of-manners',
          name: 'Comedia de costumbres',
          description:
            'Los usos de la buena sociedad y quienes los transgreden, tratados con ingenio e ironía; los diálogos brillantes son la sal de la trama.',
        },
        {
          id: 'fabliau',
          name: 'Fabliau',
          description:
            'Cuento cómico de origen medieval, breve y picante, en el que maridos engañados, frailes lascivos y campesinos astutos se burlan unos de otros.',
        },
        {
          id: 'rabelaisian-comedy',
          name: 'Novela rabelesiana',
          description:
            'Banquetes pantagruélicos, juegos de lenguaje y erudición desbocada: una comicidad del exceso y la desmesura, alegremente truculenta.',
        },
        {
          id: 'quixotic-novel',
          name: 'Novela quijotesca',
          description:
            'Un idealista que ve el mundo a través de sus lecturas o de sus quimeras choca con la realidad en andanzas a la vez cómicas y conmovedoras.',
        },
        {
          id: 'shandean-novel',
          name: 'Novela digresiva',
          description:
            'Un narrador parlanchín no deja de perderse en digresiones, saltos atrás y apartes al lector, en la línea de Sterne y de Diderot.',
        },
        {
          id: 'jewish-humour',
          name: 'Humor judío',
          description:
            'Autoironía, familias invasivas, angustia y sabiduría mezcladas: una comicidad melancólica y lúcida, de Sholem Aleijem a Philip Roth.',
        },
        {
          id: 'english-comic-novel',
          name: 'Humor inglés',
          description:
            'Mayordomos imperturbables, aristócratas despistados y eufemismos demoledores: la flema y el ingenio seco a la manera de Wodehouse o de Jerome K. Jerome.',
        },
      ],
    },
    {
      id: 'humour-everyday-comedy',
      name: 'Comedias de lo cotidiano',
      description:
        'La risa extraída de la vida diaria: la familia, la oficina, los vecinos, los viajes y las pequeñas vergüenzas.',
      genres: [
        {
          id: 'family-comedy',
          name: 'Comedia familiar',
          description:
            'Comidas familiares explosivas, bodas, herencias y vacaciones forzosas: un clan excéntrico cuyos miembros se quieren tanto como se exasperan.',
        },
        {
          id: 'office-comedy',
          name: 'Comedia de oficina',
          description:
            'Compañeros insoportables, un jefe incompetente y la máquina de café como campo de batalla: las pequeñas guerras del trabajo contadas para reír.',
        },
        {
          id: 'village-comedy',
          name: 'Comedia de pueblo',
          description:
            'Un pueblo y sus fuerzas vivas, el cura, el alcalde y el maestro, se enfrentan por nimiedades que cobran proporciones épicas.',
        },
        {
          id: 'culture-clash-comedy',
          name: 'Comedia de choque cultural',
          description:
            'Un personaje trasladado a un país, un ambiente o una familia ajenos acumula meteduras de pata y malentendidos.',
        },
        {
          id: 'comic-diary',
          name: 'Diario humorístico',
          description:
            'Los apuntes de un personaje que anota sus propósitos, sus humillaciones y sus tropiezos con una sinceridad desarmante, a lo Bridget Jones.',
        },
        {
          id: 'comic-travelogue',
          name: 'Crónica de viajes humorística',
          description:
            'Un viajero mal preparado se enfrenta a trenes con retraso, guías dudosos y costumbres desconcertantes; el viaje se vuelve una sucesión de desastres divertidos.',
        },
        {
          id: 'cringe-comedy',
          name: 'Comedia de la vergüenza ajena',
          description:
            'Un protagonista se hunde cada vez más en situaciones embarazosas, torpezas sociales y silencios incómodos hasta que el lector no se atreve a mirar.',
        },
      ],
    },
  ],
};
