import type { Category } from '../types';

export const themes: Category = {
  id: 'themes',
  name: 'Temas y tropos',
  description:
    'Patrones narrativos para combinar con cualquier género: relaciones, viajes, identidades, conflictos, recursos y desenlaces que dan forma a una historia.',
  subcategories: [
    {
      id: 'themes-love',
      name: 'Amor y deseo',
      description: 'Los resortes amorosos que los lectores reconocen y piden por su nombre.',
      genres: [
        {
          id: 'enemies-to-lovers',
          name: 'De enemigos a amantes',
          description:
            'Dos personas que se detestan —rivales o de bandos opuestos— acaban enamorándose, y cada enfrentamiento aviva la atracción.',
        },
        {
          id: 'friends-to-lovers',
          name: 'De amigos a amantes',
          description:
            'Una amistad de años se convierte en amor, y todo está en atreverse a dar el paso sin perder lo que ya existía.',
        },
        {
          id: 'forbidden-love',
          name: 'Amor prohibido',
          description:
            'Clase social, religión, ley o bando enemigo: todo se opone a este amor, y cada encuentro robado pone en peligro a los amantes.',
        },
        {
          id: 'star-crossed-lovers',
          name: 'Amantes desventurados',
          description:
            'Dos personas hechas la una para la otra pero condenadas por el destino, la familia o la historia, como Romeo y Julieta; el final se presiente desde la primera página.',
        },
        {
          id: 'love-triangle',
          name: 'Triángulo amoroso',
          description:
            'Un corazón dividido entre dos personas que encarnan dos vidas posibles, y la elección final revela quién quiere llegar a ser el personaje.',
        },
        {
          id: 'fake-relationship',
          name: 'Relación falsa',
          description:
            'Dos personas fingen ser pareja por una herencia, una boda o una reputación, hasta que la farsa se vuelve sincera.',
        },
        {
          id: 'second-chance-love',
          name: 'Segunda oportunidad',
          description:
            'Antiguos amantes se reencuentran años después de la ruptura, y lo que los separó debe afrontarse para que la historia pueda retomarse.',
        },
        {
          id: 'marriage-of-convenience',
          name: 'Matrimonio de conveniencia',
          description:
            'Un matrimonio por interés —una alianza, un título, un visado o una herencia— en el que los sentimientos nacen donde nadie los esperaba.',
        },
      ],
    },
    {
      id: 'themes-bonds',
      name: 'Familia y vínculos',
      description: 'Amistades, familias de sangre o elegidas, herencias y rivalidades.',
      genres: [
        {
          id: 'found-family',
          name: 'Familia elegida',
          description:
            'Solitarios e inadaptados se unen y forman una familia más sólida que la de sangre, y el calor del grupo es el corazón del relato.',
        },
        {
          id: 'mentor-and-protege',
          name: 'Maestro y discípulo',
          description:
            'Un maestro forma a un alumno prometedor, y la enseñanza, la exigencia, la admiración y la emancipación marcan una relación a veces tormentosa.',
        },
        {
          id: 'sibling-rivalry',
          name: 'Rivalidad entre hermanos',
          description:
            'Hermanos que compiten por el amor de un padre, una herencia o un trono, y las heridas de la infancia pesan en cada decisión adulta.',
        },
        {
          id: 'unlikely-friendship',
          name: 'Amistad improbable',
          description:
            'Dos seres separados por la edad, el origen o incluso la especie aprenden a conocerse y se transforman mutuamente.',
        },
        {
          id: 'reluctant-guardian',
          name: 'El protector a su pesar',
          description:
            'Un personaje curtido acaba a cargo de un niño o de un inocente, y esa responsabilidad que nunca quiso termina por transformarlo.',
        },
        {
          id: 'family-secret',
          name: 'Secreto de familia',
          description:
            'Una carta, un desván o una muerte sacan a la luz lo que la familia ocultó durante generaciones, y todo el pasado debe releerse.',
        },
        {
          id: 'inheritance',
          name: 'La herencia',
          description:
            'Un testamento inesperado —una casa, una fortuna o una carga— obliga al protagonista a enfrentarse a los demás herederos y a lo que de verdad le dejan.',
        },
      ],
    },
    {
      id: 'themes-journeys',
      name: 'Viajes y búsquedas',
      description:
        'Partir, buscar, volver: historias en movimiento donde el camino transforma a quien lo recorre.',
      genres: [
        {
          id: 'quest',
          name: 'La búsqueda',
          description:
            'Un objetivo claro —un objeto, una persona o una verdad— lanza al héroe a un largo camino lleno de obstáculos que lo transforman tanto como lo ponen a prueba.',
        },
        {
          id: 'coming-home',
          name: 'La vuelta a casa',
          description:
            'Años después, alguien regresa al lugar donde creció; el sitio ha cambiado, las heridas no, y hay que afrontar aquello de lo que huyó.',
        },
        {
          id: 'fish-out-of-water',
          name: 'Pez fuera del agua',
          description:
            'Un personaje se ve lanzado a un medio del que lo ignora todo —otro país, otra clase u otra época— y el choque y su mirada nueva dan chispa al relato.',
        },
        {
          id: 'road-trip',
          name: 'Viaje por carretera',
          description:
            'Un viaje en coche o a pie de un lugar a otro, con encuentros en cada etapa, donde la carretera revela quiénes son de verdad los personajes.',
        },
        {
          id: 'exile',
          name: 'El exilio',
          description:
            'Expulsado de su hogar por la guerra, la ley o la vergüenza, un personaje debe rehacerse en otro lugar, dividido entre la nostalgia y una nueva pertenencia.',
        },
        {
          id: 'descent-into-the-underworld',
          name: 'Descenso a los infiernos',
          description:
            'Como Orfeo, el héroe desciende al reino de los muertos, o a un abismo interior, para rescatar a alguien o algo, y nunca vuelve siendo el mismo.',
        },
        {
          id: 'stranger-comes-to-town',
          name: 'Llega un forastero',
          description:
            'Un desconocido llega a una comunidad cerrada y altera su equilibrio, y sus secretos y los del lugar salen poco a poco a la luz.',
        },
      ],
    },
    {
      id: 'themes-identity',
      name: 'Identidad y transformación',
      description:
        '¿Quién soy en realidad? Destinos, máscaras, memorias perdidas y cuerpos intercambiados.',
      genres: [
        {
          id: 'chosen-one',
          name: 'El elegido',
          description:
            'Una profecía o una señal designa a alguien corriente para salvar el mundo, y el peso del destino y la duda ocupan el centro del relato.',
        },
        {
          id: 'amnesia',
          name: 'Amnesia',
          description:
            'Un personaje despierta sin recuerdos y debe reconstruir quién es, y cada descubrimiento sobre su pasado puede salvarlo o hundirlo.',
        },
        {
          id: 'secret-identity',
          name: 'Identidad secreta',
          description:
            'El protagonista lleva una doble vida y oculta su verdadera naturaleza a sus allegados, y el riesgo de ser descubierto tensa cada escena.',
        },
        {
          id: 'lost-heir',
          name: 'El heredero perdido',
          description:
            'Un huérfano humilde descubre que desciende de un linaje real o poderoso y debe elegir entre su vida anterior y el trono que lo espera.',
        },
        {
          id: 'rite-of-passage',
          name: 'Rito de paso',
          description:
            'Una prueba, una noche, un verano o una iniciación lleva al personaje de la infancia a la edad adulta, o de una condición a otra.',
        },
        {
          id: 'body-swap',
          name: 'Intercambio de cuerpos',
          description:
            'Dos personas despiertan cada una en el cuerpo de la otra y deben vivir su vida, entre comedia y empatía forzosa, hasta volver, si es que vuelven.',
        },
        {
          id: 'doppelganger',
          name: 'El doble',
          description:
            'Alguien se cruza con su doble exacto, que poco a poco le roba la vida o revela su lado oscuro; el motivo del doble cuestiona la identidad.',
        },
        {
          id: 'impostor',
          name: 'El impostor',
          description:
            'Un personaje ocupa el lugar de otro —un heredero, un soldado desaparecido o un noble— y debe sostener el papel sin delatarse, aunque acabe perdiéndose en él.',
        },
      ],
    },
    {
      id: 'themes-power-conflict',
      name: 'Poder y conflicto',
      description:
        'Ambición, traición, venganza y redención: los motores morales de las grandes historias.',
      genres: [
        {
          id: 'revenge',
          name: 'Venganza',
          description:
            'Una injusticia sufrida empuja al protagonista a devolver el golpe, con paciencia, un plan minucioso y la pregunta de cuánto le costará.',
        },
        {
          id: 'redemption',
          name: 'Redención',
          description:
            'Alguien que ha obrado mal intenta redimirse; el camino es largo, el perdón incierto y la recaída siempre posible.',
        },
        {
          id: 'betrayal',
          name: 'Traición',
          description:
            'Un aliado, un amigo o un amante se vuelve contra el protagonista, y la confianza rota redibuja todas las lealtades del relato.',
        },
        {
          id: 'rebellion',
          name: 'Rebelión',
          description:
            'Frente a un poder injusto, los insumisos se organizan, y los sacrificios, los ideales y las concesiones ponen a prueba la revuelta.',
        },
        {
          id: 'rise-to-power',
          name: 'Ascenso al poder',
          description:
            'De la nada a todo: un personaje escala gracias al talento, la astucia o el crimen, y cada peldaño le cuesta un poco de sí mismo.',
        },
        {
          id: 'fall-from-grace',
          name: 'Caída en desgracia',
          description:
            'Alguien en la cima lo pierde todo —estatus, reputación y certezas— y debe descubrir quién es una vez caído.',
        },
        {
          id: 'antihero',
          name: 'Antihéroe',
          description:
            'El protagonista carece de las virtudes del héroe clásico —es cínico, egoísta o violento— y aun así lo seguimos y queremos que triunfe.',
        },
        {
          id: 'underdog',
          name: 'David contra Goliat',
          description:
            'Alguien débil, subestimado por todos, se enfrenta a un adversario mucho más poderoso, y el ingenio y la tenacidad suplen la fuerza.',
        },
        {
          id: 'deal-with-the-devil',
          name: 'Pacto con el diablo',
          description:
            'Poder, amor o gloria obtenidos a cambio del alma o de un precio oculto, y todo el relato avanza hacia el día en que vence la deuda.',
        },
      ],
    },
    {
      id: 'themes-narrative-devices',
      name: 'Recursos narrativos',
      description: 'Formas de narrar que se vuelven parte de lo que cuenta el libro.',
      genres: [
        {
          id: 'unreliable-narrator',
          name: 'Narrador no fiable',
          description:
            'El narrador miente, se equivoca o se oculta la verdad a sí mismo, y el lector debe leer entre líneas hasta la revelación.',
        },
        {
          id: 'dual-timeline',
          name: 'Doble línea temporal',
          description:
            'Dos historias se alternan, una en el presente y otra en el pasado, y poco a poco convergen en torno a un secreto compartido.',
        },
        {
          id: 'epistolary',
          name: 'Relato epistolar',
          description:
            'La historia se cuenta mediante cartas, diarios, correos o mensajes, y el lector reconstruye los hechos a partir de voces fragmentarias.',
        },
        {
          id: 'time-loop',
          name: 'Bucle temporal',
          description:
            'El protagonista revive una y otra vez el mismo día y debe descubrir qué lo retiene, y cambiar, para escapar.',
        },
        {
          id: 'multiple-pov',
          name: 'Relato coral',
          description:
            'Varios personajes toman la palabra por turnos, y sus miradas cruzadas componen una verdad que ninguno posee por sí solo.',
        },
        {
          id: 'frame-story',
          name: 'Relato enmarcado',
          description:
            'Una historia contiene otra, contada junto al fuego o hallada en un manuscrito, y ambos niveles se responden.',
        },
        {
          id: 'reverse-chronology',
          name: 'Cronología inversa',
          description:
            'El relato empieza por el final y retrocede en el tiempo, y la pregunta ya no es qué pasará sino cómo se llegó hasta ahí.',
        },
        {
          id: 'ticking-clock',
          name: 'Cuenta atrás',
          description:
            'Se acerca un plazo fatal —una bomba, una ejecución, el amanecer o el fin del mundo— y cada capítulo acerca a los personajes al momento decisivo.',
        },
      ],
    },
    {
      id: 'themes-endings-twists',
      name: 'Desenlaces y giros',
      description: 'Los finales y golpes de efecto que dan sentido a todo lo anterior.',
      genres: [
        {
          id: 'twist-ending',
          name: 'Giro final',
          description:
            'Una revelación en las últimas páginas obliga a ver toda la historia con otros ojos; debe sorprender y, a la vez, parecer inevitable.',
        },
        {
          id: 'open-ending',
          name: 'Final abierto',
          description:
            'El relato se detiene antes de la resolución y deja que el lector imagine lo que sigue; la ambigüedad es deliberada y perdura.',
        },
        {
          id: 'bittersweet-ending',
          name: 'Final agridulce',
          description:
            'La victoria llega, pero a un alto precio —un amor, un hogar o una parte de uno mismo— y la alegría y el duelo se mezclan en la última escena.',
        },
        {
          id: 'tragic-ending',
          name: 'Final trágico',
          description:
            'El héroe corre hacia su perdición, empujado por un defecto o un destino implacable, y la catástrofe final da al relato su grandeza.',
        },
        {
          id: 'death-of-the-mentor',
          name: 'La muerte del mentor',
          description:
            'El guía del héroe muere en el peor momento y lo deja solo ante la prueba, obligándolo a valerse por sí mismo.',
        },
        {
          id: 'heroic-sacrifice',
          name: 'Sacrificio heroico',
          description:
            'Un personaje da la vida o renuncia a lo que ama para salvar a los demás, y ese gesto final ilumina todo su recorrido.',
        },
        {
          id: 'pyrrhic-victory',
          name: 'Victoria pírrica',
          description:
            'El héroe gana, pero las pérdidas son tan grandes que el triunfo parece una derrota, y el relato se pregunta qué valía la pena sacrificar.',
        },
        {
          id: 'full-circle-ending',
          name: 'Final circular',
          description:
            'La última escena refleja la primera —mismo lugar, mismo gesto— y mide todo el camino recorrido por los personajes.',
        },
      ],
    },
  ],
};
