import type { Category } from '../types';

export const romance: Category = {
  id: 'romance',
  name: 'Novela romántica',
  description:
    'Historias centradas en una relación amorosa y su final feliz, de lo contemporáneo a lo histórico, de lo tierno a lo erótico, de lo realista a lo sobrenatural.',
  subcategories: [
    {
      id: 'romance-contemporary',
      name: 'Amores de hoy',
      description:
        'Historias de amor ambientadas en el mundo actual, en todos los escenarios y ambientes.',
      genres: [
        {
          id: 'contemporary-romance',
          name: 'Romántica contemporánea',
          description:
            'Dos personajes de hoy se conocen, chocan y aprenden a quererse; los obstáculos son íntimos o sociales y el final es feliz.',
          aliases: ['romance contemporáneo'],
        },
        {
          id: 'small-town-romance',
          name: 'Romántica de pueblo',
          description:
            'Un regreso a casa o una mudanza a un pueblo pintoresco: la comunidad, sus comercios y sus chismes acompañan la historia de amor.',
        },
        {
          id: 'billionaire-romance',
          name: 'Romántica de millonarios',
          description:
            'Un personaje inmensamente rico y otro corriente: la brecha social, el poder y el lujo alimentan tanto el deseo como los malentendidos.',
        },
        {
          id: 'royal-romance',
          name: 'Romántica de la realeza',
          description:
            'Un príncipe, una princesa o el heredero de una monarquía, real o inventada, se enamora de alguien sin título, desafiando el protocolo.',
        },
        {
          id: 'sports-romance',
          name: 'Romántica deportiva',
          description:
            'Jugadores de hockey, futbolistas o pilotos: la pasión del deporte, la fama y la presión de la competición complican una historia de amor.',
        },
        {
          id: 'military-romance',
          name: 'Romántica militar',
          description:
            'Un soldado, una piloto o un comando entre misiones, ausencias y regresos difíciles: el amor debe sobrevivir al peligro y a las heridas invisibles.',
        },
        {
          id: 'rock-star-romance',
          name: 'Romántica de estrellas del rock',
          description:
            'Una estrella de la música y una persona corriente entre giras, paparazzi y excesos: la fama pone el amor a prueba.',
        },
        {
          id: 'medical-romance',
          name: 'Romántica médica',
          description:
            'Médicos, enfermeras y sanitarios se enamoran entre guardia y guardia; el hospital aporta urgencia, dilemas y cercanía.',
        },
        {
          id: 'christmas-romance',
          name: 'Romántica navideña',
          description:
            'Nieve, mercadillos navideños y reuniones familiares: la magia de las fiestas une a dos personajes que ya no esperaban nada.',
        },
        {
          id: 'mafia-romance',
          name: 'Romántica de mafiosos',
          description:
            'El heredero de un clan criminal y una protagonista arrastrada a su mundo: lealtad, peligro y pasión prohibida se mezclan en una historia oscura.',
        },
      ],
    },
    {
      id: 'romance-heat-levels',
      name: 'Niveles de sensualidad',
      description:
        'Novela romántica clasificada según su grado de sensualidad y de oscuridad, de la romántica dulce a la literatura erótica.',
      genres: [
        {
          id: 'sweet-romance',
          name: 'Romántica dulce',
          description:
            'Una historia de amor pudorosa en la que la tensión nace de las miradas y los sentimientos, sin escenas explícitas.',
        },
        {
          id: 'steamy-romance',
          name: 'Romántica sensual',
          description:
            'Una historia de amor en la que el deseo ocupa un lugar central, con escenas íntimas explícitas que hacen avanzar la relación.',
          aliases: ['romántica picante', 'romance spicy'],
        },
        {
          id: 'erotic-romance',
          name: 'Romántica erótica',
          description:
            'La sexualidad está en el centro de la relación y de su evolución, hasta un desenlace amoroso; el relato explora el deseo, los límites y la confianza.',
        },
        {
          id: 'erotica',
          name: 'Literatura erótica',
          description:
            'El deseo y la exploración sexual son el tema mismo del relato, sin obligación de final feliz ni de relación duradera.',
        },
        {
          id: 'dark-romance',
          name: 'Dark romance',
          description:
            'Romántica de temática oscura, obsesión, violencia y un protagonista moralmente ambiguo, que explora las zonas turbias del deseo; con advertencias de contenido.',
        },
        {
          id: 'new-romance',
          name: 'Romántica new adult',
          description:
            'Protagonistas de 18 a 25 años, a menudo universitarios, viven sus primeras grandes historias de amor, intensas y sensuales, entre heridas pasadas y emancipación.',
          aliases: ['new adult'],
        },
      ],
    },
    {
      id: 'romance-period',
      name: 'Romántica de época',
      description:
        'Historias de amor ambientadas en el pasado, donde las convenciones sociales de la época levantan los obstáculos.',
      genres: [
        {
          id: 'historical-romance',
          name: 'Romántica histórica',
          description:
            'Una historia de amor en un pasado recreado con esmero, donde el rango, la dote, la reputación o la guerra se interponen entre los amantes.',
          aliases: ['romance histórico'],
        },
        {
          id: 'regency-romance',
          name: 'Romántica de la Regencia',
          description:
            'La Inglaterra de principios del siglo XIX: bailes, temporadas sociales, duques y herederas, diálogos ingeniosos y bodas por concertar.',
        },
        {
          id: 'victorian-romance',
          name: 'Romántica victoriana',
          description:
            'El reinado de Victoria, de los salones encorsetados a las fábricas y los bajos fondos londinenses: el amor desafía la respetabilidad y las barreras de clase.',
        },
        {
          id: 'highlander-romance',
          name: 'Romántica de highlanders',
          description:
            'Lairds, clanes y páramos de las Highlands: un guerrero escocés indómito y una protagonista llegada de fuera, entre rivalidades y rebeliones.',
        },
        {
          id: 'medieval-romance',
          name: 'Romántica medieval',
          description:
            'Castillos, caballeros y matrimonios políticos: una protagonista prometida a un señor desconocido encuentra el amor pese a la guerra y las intrigas.',
        },
        {
          id: 'viking-romance',
          name: 'Romántica vikinga',
          description:
            'Un guerrero nórdico y una cautiva o la hija de un jefe: choque de culturas, incursiones y pasión bajo el frío cielo escandinavo.',
        },
        {
          id: 'western-romance',
          name: 'Romántica del Oeste',
          description:
            'Vaqueros, ranchos y pueblos de la frontera del Oeste americano: una protagonista independiente y un hombre parco construyen su futuro.',
        },
        {
          id: 'wartime-romance',
          name: 'Romántica en tiempos de guerra',
          description:
            'Un amor nace en plena guerra, a menudo la Segunda Guerra Mundial; separaciones, cartas y peligros hacen que cada instante cuente.',
        },
      ],
    },
    {
      id: 'romance-paranormal',
      name: 'Romántica fantástica y paranormal',
      description:
        'Historias de amor en las que lo sobrenatural, la magia o la ciencia ficción tienen un papel central.',
      genres: [
        {
          id: 'paranormal-romance',
          name: 'Romántica paranormal',
          description:
            'Una historia de amor entre un humano y un ser sobrenatural, o entre dos criaturas de un mundo oculto que convive con el nuestro.',
          aliases: ['romance paranormal'],
        },
        {
          id: 'vampire-romance',
          name: 'Romántica de vampiros',
          description:
            'Un amante inmortal, fascinante y peligroso: la sed de sangre, la eternidad y la mortalidad del otro hacen el amor imposible e irresistible.',
        },
        {
          id: 'shifter-romance',
          name: 'Romántica de cambiaformas',
          description:
            'Hombres lobo y otros cambiaformas, manadas, instinto animal y parejas predestinadas: el amor debe convivir con el lado salvaje.',
        },
        {
          id: 'romantasy',
          name: 'Romantasy',
          description:
            'Un mundo de fantasía completo, con magia, reinos y guerras, al servicio de una historia de amor tan central como la trama épica.',
        },
        {
          id: 'fae-romance',
          name: 'Romántica de hadas',
          description:
            'Cortes feéricas, pactos tramposos y príncipes inmortales tan bellos como crueles: la protagonista humana debe burlar las reglas de un mundo encantado.',
        },
        {
          id: 'science-fiction-romance',
          name: 'Romántica de ciencia ficción',
          description:
            'Naves, planetas lejanos o amantes extraterrestres: la historia de amor transcurre en un futuro o un cosmos imaginado, entre la aventura y el descubrimiento del otro.',
        },
        {
          id: 'time-travel-romance',
          name: 'Romántica de viajes en el tiempo',
          description:
            'Un personaje trasladado a otra época encuentra allí el amor y deberá elegir entre su siglo y el de la persona amada.',
        },
        {
          id: 'monster-romance',
          name: 'Romántica de monstruos',
          description:
            'El objeto del deseo es un monstruo, un orco, un demonio o una criatura abisal, y la historia subvierte los códigos de la belleza y el miedo con humor o sensualidad.',
        },
      ],
    },
    {
      id: 'romance-moods',
      name: 'Comedia, drama y suspense',
      description:
        'Los grandes registros de la historia de amor, de la risa a las lágrimas pasando por el escalofrío.',
      genres: [
        {
          id: 'romantic-comedy',
          name: 'Comedia romántica',
          description:
            'Un encuentro desafortunado, malentendidos y diálogos chispeantes: dos personajes que no tienen nada en común acaban enamorados entre risas.',
          aliases: ['rom-com', 'romcom'],
        },
        {
          id: 'romantic-drama',
          name: 'Drama sentimental',
          description:
            'Una historia de amor puesta a prueba por la enfermedad, el duelo, la distancia o el pasado; prima la emoción y el final feliz no está garantizado.',
        },
        {
          id: 'tragic-love-story',
          name: 'Historia de amor trágica',
          description:
            'Amantes separados por la familia, la guerra o el destino avanzan hacia un final doloroso; la pasión es más intensa por estar condenada.',
        },
        {
          id: 'romantic-suspense',
          name: 'Suspense romántico',
          description:
            'Una amenaza real, un acoso, un secreto o un crimen, pesa sobre los protagonistas; el peligro aviva tanto la tensión amorosa como el suspense.',
        },
        {
          id: 'gothic-romance',
          name: 'Romántica gótica',
          description:
            'Una joven en una mansión aislada, un señor sombrío y secretos enterrados: la angustia y la atracción se alimentan mutuamente.',
        },
        {
          id: 'literary-love-story',
          name: 'Novela de amor literaria',
          description:
            'El amor explorado con hondura y matices, fuera de las convenciones del género; la relación sirve para indagar en el tiempo, la memoria y las decisiones de una vida.',
        },
        {
          id: 'travel-romance',
          name: 'Romántica de viajes',
          description:
            'Una estancia en el extranjero, un viaje por carretera o unas vacaciones en el fin del mundo: el cambio de aires provoca un encuentro y sacude certezas.',
        },
      ],
    },
    {
      id: 'romance-lines-and-readerships',
      name: 'Colecciones y públicos',
      description:
        'Novela romántica definida por su formato editorial o por los lectores y las parejas que pone en el centro.',
      genres: [
        {
          id: 'category-romance',
          name: 'Novela rosa',
          description:
            'Novela breve de formato codificado, publicada en colecciones, que promete un tipo de historia concreto, ritmo ágil y final feliz.',
          aliases: ['Harlequin'],
        },
        {
          id: 'mm-romance',
          name: 'Romántica M/M',
          description:
            'Una historia de amor entre dos hombres, del primer encuentro al compromiso, con sus obstáculos íntimos, familiares o sociales.',
        },
        {
          id: 'sapphic-romance',
          name: 'Romántica sáfica',
          description:
            'Una historia de amor entre mujeres que celebra el deseo, el paso de la amistad al amor y la construcción de una vida en común.',
        },
        {
          id: 'later-in-life-romance',
          name: 'Romántica en la madurez',
          description:
            'Protagonistas de cincuenta años o más, viudos, divorciados o solteros empedernidos, descubren que nunca es tarde para enamorarse.',
        },
        {
          id: 'multicultural-romance',
          name: 'Romántica multicultural',
          description:
            'Dos enamorados de orígenes, religiones o culturas distintas: las familias, las tradiciones y los prejuicios ponen a prueba a la pareja.',
        },
        {
          id: 'christian-romance',
          name: 'Romántica cristiana',
          description:
            'Una historia de amor pudorosa en la que la fe de los personajes guía sus decisiones y la relación se construye sobre valores compartidos.',
        },
      ],
    },
  ],
};
