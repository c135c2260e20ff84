import type { Category } from '../types';

export const speculative: Category = {
  id: 'speculative',
  name: 'Ficción especulativa e híbridos',
  description:
    'Relatos que tuercen la realidad sin encajar en una sola casilla: ucronías, lo maravilloso, lo extraño, retrofuturos y cruces de géneros.',
  subcategories: [
    {
      id: 'speculative-alternate',
      name: 'Ucronías y retrofuturos',
      description:
        'La historia toma otro rumbo o la técnica de ayer imagina el mañana: pasados reescritos y futuros que nunca fueron.',
      genres: [
        {
          id: 'alternate-history',
          name: 'Ucronía',
          description:
            'Un punto de divergencia —una batalla perdida, un magnicidio fallido— cambia el curso de la historia, y el relato explora el mundo resultante.',
          aliases: ['historia alternativa'],
        },
        {
          id: 'secret-history',
          name: 'Historia secreta',
          description:
            'La historia oficial se mantiene intacta, pero fuerzas ocultas, sociedades secretas, conspiraciones o lo sobrenatural resultan ser su verdadero motor.',
        },
        {
          id: 'retrofuturism',
          name: 'Retrofuturismo',
          description:
            'El futuro tal como lo imaginaba el pasado: coches voladores, robots cromados y ciudades radiantes de una modernidad que nunca llegó.',
        },
        {
          id: 'steampunk',
          name: 'Steampunk',
          description:
            'Una era victoriana reinventada movida por el vapor: dirigibles, autómatas, inventores excéntricos y engranajes de latón al servicio de la aventura y la crítica social.',
        },
        {
          id: 'dieselpunk',
          name: 'Dieselpunk',
          description:
            'La estética de entreguerras y de los años cuarenta llevada al extremo: motores diésel, zepelines de guerra, jazz, propaganda y regímenes de hierro.',
        },
        {
          id: 'atompunk',
          name: 'Atompunk',
          description:
            'Los años cincuenta y la era atómica: optimismo radiactivo, carrera espacial retro, paranoia de la Guerra Fría y aparatos de válvulas.',
        },
        {
          id: 'clockpunk',
          name: 'Clockpunk',
          description:
            'Engranajes, resortes y autómatas renacentistas: un mundo donde la mecánica de relojería, al modo de Leonardo da Vinci, obra prodigios y los inventores rivalizan con los príncipes.',
        },
        {
          id: 'silkpunk',
          name: 'Silkpunk',
          description:
            'Tecnología inspirada en la Asia clásica —bambú, seda, papel, cometas de guerra— al servicio de epopeyas con aire de China antigua.',
        },
      ],
    },
    {
      id: 'speculative-weird',
      name: 'Lo extraño y lo insólito',
      description:
        'Relatos que desordenan las categorías y dejan al lector en una inquietud fecunda.',
      genres: [
        {
          id: 'weird-fiction',
          name: 'Weird fiction',
          description:
            'Lo inexplicable irrumpe y desafía toda lógica; una atmósfera de inquietud y la sensación de que la realidad es mucho más vasta y extraña de lo que creíamos.',
        },
        {
          id: 'new-weird',
          name: 'New weird',
          description:
            'Ciudades bulliciosas y barrocas donde se mezclan fantasía, ciencia ficción y horror, con una imaginación desbordante y mirada política, en la estela de China Miéville.',
        },
        {
          id: 'slipstream',
          name: 'Slipstream',
          description:
            'Entre la literatura general y lo fantástico, un leve desajuste de la realidad crea una extrañeza que el relato nunca resuelve del todo.',
        },
        {
          id: 'bizarro-fiction',
          name: 'Bizarro',
          description:
            'Lo absurdo llevado al extremo, grotesco, divertido y transgresor, con una lógica de sueño delirante narrada con total seriedad.',
        },
        {
          id: 'surreal-fiction',
          name: 'Ficción surrealista',
          description:
            'Imágenes oníricas, asociaciones libres y metamorfosis: el relato sigue la lógica del inconsciente y no la del mundo despierto.',
        },
        {
          id: 'the-fantastic',
          name: 'Lo fantástico',
          description:
            'Un hecho sobrenatural irrumpe en un marco realista y la duda persiste: ¿locura, ilusión o realidad? Esa vacilación es el corazón del género, de Maupassant a Cortázar.',
          aliases: ['literatura fantástica'],
        },
      ],
    },
    {
      id: 'speculative-marvelous',
      name: 'Lo maravilloso y las fábulas',
      description:
        'Lo maravilloso tratado como algo cotidiano, los cuentos inventados y los relatos breves que encierran una enseñanza.',
      genres: [
        {
          id: 'marvelous-real',
          name: 'Lo real maravilloso',
          description:
            'En el sentido de Alejo Carpentier, lo maravilloso ya está en la realidad americana, en sus paisajes, mestizajes e historia desmesurada; el relato lo revela sin inventarlo.',
        },
        {
          id: 'magical-realism',
          name: 'Realismo mágico',
          description:
            'Lo sobrenatural entra en una realidad cotidiana sin sorprender a nadie: llueven flores amarillas, un muerto vuelve a cenar. El relato lo cuenta con voz serena, de García Márquez a Toni Morrison.',
        },
        {
          id: 'fabulism',
          name: 'Fabulismo',
          description:
            'Elementos de cuento y fábula se cuelan en un escenario contemporáneo —una mujer que se convierte en zorro, un pueblo que olvida— y lo extraño funciona como metáfora.',
        },
        {
          id: 'fable',
          name: 'Fábula',
          description:
            'Un relato breve y estilizado, a menudo con animales o figuras arquetípicas, que conduce a una moraleja o a una verdad sobre la naturaleza humana.',
        },
        {
          id: 'parable',
          name: 'Parábola',
          description:
            'Un relato breve y despojado, con personajes humanos, cuyo sentido oculto apunta a una enseñanza moral o espiritual, de los Evangelios a las parábolas de Kafka.',
        },
        {
          id: 'original-fairy-tale',
          name: 'Cuento maravilloso',
          description:
            'Un cuento de hadas original y no reescrito, con reinos lejanos, pruebas de tres en tres y una magia que nadie cuestiona, pensado para lectores de hoy, como Stardust de Neil Gaiman.',
        },
        {
          id: 'allegory',
          name: 'Alegoría',
          description:
            'Cada personaje, lugar y suceso representa otra cosa —una idea, un régimen o una virtud—, de modo que la historia se lee en dos niveles.',
        },
        {
          id: 'mythpunk',
          name: 'Mythpunk',
          description:
            'Mitos y cuentos de hadas desmontados y reconstruidos con prosa lírica y estructuras fragmentadas, a menudo para dar voz a los márgenes; término acuñado por Catherynne M. Valente.',
        },
      ],
    },
    {
      id: 'speculative-blends',
      name: 'Cruces de géneros',
      description:
        'Cuando la fantasía se cruza con la ciencia ficción, el wéstern o los superhéroes para crear algo nuevo.',
      genres: [
        {
          id: 'science-fantasy',
          name: 'Fantasía científica',
          description:
            'Magia y tecnología conviven sin que una explique a la otra: naves y hechiceros, telépatas y dioses, en universos que ignoran las fronteras de género.',
          aliases: ['science fantasy'],
        },
        {
          id: 'space-fantasy',
          name: 'Fantasía espacial',
          description:
            'La estética de la ópera espacial al servicio de una historia de fantasía: órdenes místicas, poderes casi mágicos y destinos cósmicos, al estilo de Star Wars.',
        },
        {
          id: 'sword-and-planet',
          name: 'Espada y planeta',
          description:
            'Un terrícola arrojado a un planeta exótico empuña la espada entre princesas, monstruos y ciudades antiguas, en la tradición del ciclo marciano de Edgar Rice Burroughs.',
        },
        {
          id: 'dying-earth',
          name: 'Tierra moribunda',
          description:
            'Bajo un sol rojo que se apaga, una Tierra agotada donde la ciencia se ha vuelto magia y extrañas civilizaciones viven sus últimos días.',
        },
        {
          id: 'weird-western',
          name: 'Weird western',
          description:
            'El wéstern cruzado con lo sobrenatural o la ciencia ficción: pistoleros que cazan demonios, pueblos mineros encantados y máquinas imposibles en el Salvaje Oeste.',
        },
        {
          id: 'superhero-fiction',
          name: 'Superhéroes',
          description:
            'Personas con poderes —justicieros, villanos o simples ciudadanos— en un mundo que debe convivir con ellos; dobles vidas, responsabilidad y abuso de poder.',
          aliases: ['novela de superhéroes'],
        },
        {
          id: 'psi-fiction',
          name: 'Poderes psíquicos',
          description:
            'Telepatía, telequinesis y precognición: personajes con facultades mentales extraordinarias, perseguidos, explotados o temidos por la sociedad.',
        },
      ],
    },
    {
      id: 'speculative-futurisms',
      name: 'Futurismos y movimientos',
      description:
        'Corrientes que reimaginan el futuro desde culturas, identidades y esperanzas relegadas durante mucho tiempo.',
      genres: [
        {
          id: 'afrofuturism',
          name: 'Afrofuturismo',
          description:
            'Las experiencias y culturas de la diáspora africana proyectadas al futuro o al cosmos, donde se cruzan tecnología, memoria de la esclavitud y emancipación.',
        },
        {
          id: 'africanfuturism',
          name: 'Africanfuturismo',
          description:
            'Un futuro arraigado en la propia África, en sus lenguas, ciudades y tradiciones, sin pasar por la mirada occidental; término propuesto por Nnedi Okorafor.',
        },
        {
          id: 'indigenous-futurism',
          name: 'Futurismo indígena',
          description:
            'Autores indígenas imaginan el futuro desde sus saberes, su relación con la tierra y su supervivencia a la colonización.',
        },
        {
          id: 'latinofuturism',
          name: 'Latinofuturismo',
          description:
            'Las culturas latinoamericanas proyectadas al futuro: fronteras, migraciones, sincretismos y tecnologías reinventadas, de México a la Patagonia.',
        },
        {
          id: 'hopepunk',
          name: 'Hopepunk',
          description:
            'Elegir la bondad y la solidaridad como actos de resistencia ante un mundo duro; aquí la esperanza no es ingenua, se defiende.',
        },
        {
          id: 'queer-speculative-fiction',
          name: 'Ficción especulativa queer',
          description:
            'Mundos que reinventan el género, el deseo y la familia, con las identidades queer en el centro y no en los márgenes.',
        },
      ],
    },
    {
      id: 'speculative-beyond',
      name: 'Sueños, muerte y más allá',
      description:
        'Relatos en las fronteras de la conciencia y de la vida: sueños, vidas sucesivas y lugares intermedios.',
      genres: [
        {
          id: 'afterlife-fiction',
          name: 'Ficción del más allá',
          description:
            'El protagonista ha muerto y la historia continúa: purgatorio, un cielo burocrático, un fantasma que observa a los vivos o una última oportunidad.',
        },
        {
          id: 'dream-fiction',
          name: 'Ficción onírica',
          description:
            'El sueño se convierte en territorio: soñadores lúcidos, fronteras difusas entre sueño y vigilia, mundos compartidos donde actuar o perderse.',
        },
        {
          id: 'reincarnation-fiction',
          name: 'Reencarnación',
          description:
            'Un alma atraviesa varias vidas y épocas, con recuerdos de existencias pasadas, deudas pendientes y amores que vuelven a encontrarse.',
        },
        {
          id: 'visionary-fiction',
          name: 'Ficción visionaria',
          description:
            'Un despertar espiritual o una expansión de la conciencia es lo que está en juego, y el relato sigue una transformación interior de ecos místicos.',
        },
        {
          id: 'liminal-fiction',
          name: 'Ficción liminal',
          description:
            'Pasillos vacíos, hoteles interminables, estaciones de noche: lugares de paso convertidos en mundos aparte donde el tiempo y la identidad vacilan.',
        },
        {
          id: 'metaphysical-fiction',
          name: 'Ficción metafísica',
          description:
            'Laberintos, bibliotecas infinitas y dobles: el relato juega con el tiempo, la identidad y la naturaleza de lo real, en la estela de Borges.',
        },
      ],
    },
  ],
};
