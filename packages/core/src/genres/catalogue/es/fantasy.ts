import type { Category } from '../types';

export const fantasy: Category = {
  id: 'fantasy',
  name: 'Fantasía',
  description:
    'Mundos donde la magia existe y lo cambia todo: reinos inventados, criaturas, profecías y poderes, de la gran epopeya al encantamiento cotidiano.',
  subcategories: [
    {
      id: 'fantasy-epic',
      name: 'Épica y heroica',
      description:
        'Los grandes relatos de mundos inventados: guerras, búsquedas, tronos y héroes de espada.',
      genres: [
        {
          id: 'high-fantasy',
          name: 'Alta fantasía',
          description:
            'Transcurre por completo en un mundo secundario inventado, con pueblos, lenguas y leyes mágicas propias; su encanto está en la inmersión y en la coherencia del universo.',
          aliases: ['high fantasy'],
        },
        {
          id: 'epic-fantasy',
          name: 'Fantasía épica',
          description:
            'Guerras, imperios que se tambalean y el destino del mundo en juego, narrados desde muchos personajes y a menudo en largas sagas; la escala es el motor.',
        },
        {
          id: 'sword-and-sorcery',
          name: 'Espada y brujería',
          description:
            'Aventuras directas y trepidantes de un guerrero o una guerrera solitarios contra hechiceros siniestros; el botín y la supervivencia importan más que salvar el mundo.',
          aliases: ['espada y hechicería', 'sword and sorcery'],
        },
        {
          id: 'low-fantasy',
          name: 'Baja fantasía',
          description:
            'La magia es escasa, costosa o dudosa en un mundo áspero y realista; lo sobrenatural queda en los márgenes y son las ambiciones humanas las que mueven la trama.',
          aliases: ['low fantasy'],
        },
        {
          id: 'quest-fantasy',
          name: 'Fantasía de búsqueda',
          description:
            'Una compañía variopinta cruza el mapa para encontrar, llevar o destruir un objeto de poder, y el viaje acaba transformando a cada uno de sus miembros.',
        },
        {
          id: 'court-intrigue-fantasy',
          name: 'Fantasía de intrigas palaciegas',
          description:
            'Conspiraciones, alianzas matrimoniales y tronos en disputa tras los muros del palacio, donde las palabras, los secretos y el veneno hieren más que las espadas.',
        },
        {
          id: 'dragon-fantasy',
          name: 'Fantasía de dragones',
          description:
            'Los dragones ocupan el centro del relato como monturas, aliados, plagas o mentes milenarias, y el vínculo entre jinete y bestia suele sostener la historia.',
        },
      ],
    },
    {
      id: 'fantasy-dark',
      name: 'Oscura y descarnada',
      description:
        'Fantasía que mira de frente la violencia, la corrupción y el miedo, lejos de los héroes intachables.',
      genres: [
        {
          id: 'dark-fantasy',
          name: 'Fantasía oscura',
          description:
            'Fantasía teñida de horror: magias impías, criaturas de pesadilla y héroes que pagan un precio alto; la inquietud pesa tanto como la aventura.',
          aliases: ['dark fantasy'],
        },
        {
          id: 'grimdark',
          name: 'Grimdark',
          description:
            'Un mundo cínico y violento donde nadie es inocente, el poder corrompe y sobrevivir importa más que la moral; personajes grises y pérdidas sin redención.',
        },
        {
          id: 'gothic-fantasy',
          name: 'Fantasía gótica',
          description:
            'Castillos en ruinas, linajes malditos, cultos secretos y atracciones peligrosas en un mundo imaginario envuelto en bruma y melancolía.',
        },
        {
          id: 'rogue-fantasy',
          name: 'Fantasía de ladrones y asesinos',
          description:
            'Los bajos fondos de una ciudad mágica vistos por sus ladrones, timadores y asesinos a sueldo; golpes, gremios rivales y lealtades frágiles mueven la trama.',
        },
        {
          id: 'military-fantasy',
          name: 'Fantasía militar',
          description:
            'La guerra vista desde las filas: compañías de mercenarios, asedios, estrategia y camaradería, con la magia convertida en arma de campo de batalla.',
        },
        {
          id: 'post-apocalyptic-fantasy',
          name: 'Fantasía posapocalíptica',
          description:
            'Tras un cataclismo mágico, los supervivientes vagan entre las ruinas de una era cuyos secretos se han perdido, y las reliquias del viejo mundo se confunden con la magia.',
        },
      ],
    },
    {
      id: 'fantasy-urban',
      name: 'Urbana y contemporánea',
      description:
        'La magia irrumpe en nuestro mundo actual, en sus ciudades, su metro y sus barrios corrientes.',
      genres: [
        {
          id: 'urban-fantasy',
          name: 'Fantasía urbana',
          description:
            'Vampiros, hadas y hechiceros rondan una gran ciudad moderna, y un protagonista de carácter investiga, pelea y camina entre dos mundos.',
          aliases: ['urban fantasy'],
        },
        {
          id: 'contemporary-fantasy',
          name: 'Fantasía contemporánea',
          description:
            'Un toque de magia se cuela en una vida actual, en un pueblo o en la ciudad, y trastoca una cotidianidad que el lector reconoce.',
        },
        {
          id: 'hidden-world-fantasy',
          name: 'Mundo mágico oculto',
          description:
            'Una sociedad mágica vive en secreto junto a la nuestra, con sus escuelas, leyes y guardianes, y el protagonista descubre que forma parte de ella.',
        },
        {
          id: 'occult-detective',
          name: 'Detective de lo oculto',
          description:
            'Un investigador especializado en lo sobrenatural resuelve casos de fantasmas, maldiciones y crímenes rituales, y la pesquisa debe obedecer las reglas de la magia.',
        },
        {
          id: 'witch-fantasy',
          name: 'Fantasía de brujas',
          description:
            'Brujas de ayer y de hoy, herencias familiares, herboristería y aquelarres; la magia habla aquí de legado, de naturaleza y de emancipación.',
        },
        {
          id: 'magic-school-fantasy',
          name: 'Academia de magia',
          description:
            'Una academia donde se enseña magia: exámenes, rivalidades, amistades, profesores con secretos y un peligro que acecha entre sus muros.',
        },
      ],
    },
    {
      id: 'fantasy-myth-folklore',
      name: 'Mitos, cuentos y folclore',
      description:
        'Fantasía que se nutre de mitologías, cuentos de hadas y tradiciones populares para reinventarlas.',
      genres: [
        {
          id: 'fairy-tale-retelling',
          name: 'Cuento de hadas reinventado',
          description:
            'Un cuento clásico como Cenicienta, Barba Azul o La Bella y la Bestia contado de nuevo, con otra época, otro punto de vista u otra moraleja.',
        },
        {
          id: 'myth-retelling',
          name: 'Mito reinventado',
          description:
            'Un mito antiguo narrado por una voz olvidada —una diosa, una cautiva o un monstruo— para iluminar lo que la tradición calló.',
        },
        {
          id: 'mythic-fantasy',
          name: 'Fantasía mitológica',
          description:
            'Dioses caprichosos, héroes semidivinos y criaturas legendarias se mezclan con los mortales, y los relatos fundacionales de una cultura dictan las reglas del mundo.',
        },
        {
          id: 'folklore-fantasy',
          name: 'Fantasía folclórica',
          description:
            'Espíritus del bosque, brujas de aldea y criaturas de las historias junto al fuego: fantasía arraigada en las creencias populares de una región o un pueblo.',
        },
        {
          id: 'fae-fantasy',
          name: 'Fantasía feérica',
          description:
            'El reino de las hadas, hermoso y cruel, donde los pactos atan, los nombres tienen poder y cada favor se paga caro.',
        },
        {
          id: 'arthurian-fantasy',
          name: 'Fantasía artúrica',
          description:
            'Camelot, Merlín, la Tabla Redonda y el Grial revisitados: la materia de Bretaña sirve de base para nuevas aventuras y relecturas audaces.',
        },
        {
          id: 'celtic-fantasy',
          name: 'Fantasía celta',
          description:
            'Druidas, bardos, colinas feéricas y guerreros irlandeses o galeses: fantasía impregnada de leyendas celtas y de sus fronteras porosas con el Otro Mundo.',
        },
        {
          id: 'norse-fantasy',
          name: 'Fantasía nórdica',
          description:
            'Vikingos, runas, valquirias y Ragnarök: una fantasía fría y áspera inspirada en las sagas y la mitología escandinava.',
        },
      ],
    },
    {
      id: 'fantasy-portals-progression',
      name: 'Portales, juegos y progresión',
      description:
        'Cruzar a otros mundos, vivir dentro de un sistema de juego o escalar hacia el poder: relatos de umbrales y de ascenso.',
      genres: [
        {
          id: 'portal-fantasy',
          name: 'Fantasía de portales',
          description:
            'Un armario, un espejo o una puerta lleva a alguien de nuestro mundo a un reino mágico, y su mirada de forastero descubre ese universo al lector.',
        },
        {
          id: 'isekai',
          name: 'Isekai',
          description:
            'Nacido del manga y la novela ligera: el protagonista muere o es invocado y despierta en otro mundo, a menudo con un poder desmesurado y reglas de videojuego.',
        },
        {
          id: 'litrpg',
          name: 'LitRPG',
          description:
            'El mundo funciona como un juego de rol, con niveles, estadísticas y habilidades visibles; optimizar al personaje y subir de nivel forma parte del placer.',
        },
        {
          id: 'progression-fantasy',
          name: 'Fantasía de progresión',
          description:
            'Un protagonista que parte de la nada entrena, supera etapa tras etapa y se vuelve cada vez más poderoso; el avance metódico impulsa el relato.',
        },
        {
          id: 'xianxia',
          name: 'Xianxia',
          description:
            'Fantasía china de cultivo: discípulos que refinan su qi, atraviesan reinos de poder y persiguen la inmortalidad entre sectas rivales, maestros y tesoros celestiales.',
        },
        {
          id: 'wuxia',
          name: 'Wuxia',
          description:
            'El mundo marcial del jianghu: espadachines errantes, escuelas rivales, códigos de honor y técnicas legendarias en una China más o menos histórica.',
        },
      ],
    },
    {
      id: 'fantasy-cozy',
      name: 'Amable y ligera',
      description:
        'Fantasía cálida o divertida a escala humana, con espacio para respirar entre aventura y aventura.',
      genres: [
        {
          id: 'cozy-fantasy',
          name: 'Fantasía cozy',
          description:
            'Conflictos a escala humana —una panadería, una posada o un jardín en un mundo mágico— y vínculos que se tejen despacio; el consuelo pesa más que el peligro.',
          aliases: ['fantasía acogedora', 'cozy fantasy'],
        },
        {
          id: 'slice-of-life-fantasy',
          name: 'Fantasía de la vida cotidiana',
          description:
            'La vida diaria de un mundo mágico contada por sí misma: oficios, estaciones, vecinos y pequeños problemas, sin ningún señor oscuro que derrotar.',
        },
        {
          id: 'comic-fantasy',
          name: 'Fantasía humorística',
          description:
            'Fantasía que se ríe de sus propias convenciones con parodia, sátira y personajes absurdos, al estilo del Mundodisco de Terry Pratchett.',
        },
        {
          id: 'animal-fantasy',
          name: 'Fantasía animal',
          description:
            'Animales que hablan viven sus propias epopeyas, con sus sociedades, guerras y leyendas, como en La colina de Watership o Redwall.',
        },
        {
          id: 'pastoral-fantasy',
          name: 'Fantasía pastoral',
          description:
            'Aldeas tranquilas, campos, bosques y el ritmo de las estaciones: fantasía que celebra la vida sencilla y la tierra, a veces amenazadas desde fuera.',
        },
        {
          id: 'noblebright',
          name: 'Noblebright',
          description:
            'La respuesta al grimdark: héroes que eligen el bien aunque les cueste caro, en un relato convencido de que el valor y la bondad importan.',
        },
      ],
    },
    {
      id: 'fantasy-historical',
      name: 'Histórica, gaslamp y flintlock',
      description:
        'La magia entrelazada con épocas reales o con sus ecos, de la Antigüedad a la era victoriana.',
      genres: [
        {
          id: 'historical-fantasy',
          name: 'Fantasía histórica',
          description:
            'Una época real y bien documentada en la que la magia existe, en secreto o a la vista de todos; la historia se respeta hasta que lo sobrenatural la desvía.',
        },
        {
          id: 'gaslamp-fantasy',
          name: 'Fantasía gaslamp',
          description:
            'Magia y misterio en un siglo XIX victoriano o eduardiano, real o inventado, entre salones, niebla londinense y sociedades secretas.',
        },
        {
          id: 'flintlock-fantasy',
          name: 'Fantasía flintlock',
          description:
            'Mosquetes, cañones y magia en un mundo que evoca los siglos XVII y XVIII: revoluciones, imperios coloniales y guerras de pólvora negra.',
        },
        {
          id: 'regency-fantasy',
          name: 'Fantasía de la Regencia',
          description:
            'Bailes, buenos partidos y modales de la Inglaterra de la Regencia, con hechizos añadidos: el ingenio de Jane Austen se cruza con la magia.',
        },
        {
          id: 'fantasy-of-manners',
          name: 'Fantasía de costumbres',
          description:
            'Poca magia y mucha etiqueta: en una sociedad muy jerarquizada, los duelos de ingenio, las reputaciones y los juegos de rango sustituyen a las batallas.',
        },
        {
          id: 'ancient-world-fantasy',
          name: 'Fantasía de la Antigüedad',
          description:
            'Grecia, Roma, Egipto o Mesopotamia reimaginados, con oráculos que aciertan, dioses muy presentes y guerras legendarias.',
        },
      ],
    },
  ],
};
