import type { Category } from '../types';

export const crime: Category = {
  id: 'crime',
  name: 'Novela policíaca y negra',
  description:
    'Historias construidas alrededor de un crimen y su esclarecimiento, del enigma de salón a los bajos fondos, movidas por la búsqueda de la verdad y lo que cuesta alcanzarla.',
  subcategories: [
    {
      id: 'crime-classic-detection',
      name: 'Enigma y detección clásica',
      description:
        'El placer del rompecabezas: un crimen, pistas, un puñado de sospechosos y un detective que reconstruye la verdad jugando limpio con el lector.',
      genres: [
        {
          id: 'whodunit',
          name: 'Novela de enigma',
          description:
            'Un asesinato, varios sospechosos que esconden algo y una revelación final que debe sorprender al lector y, a la vez, parecer inevitable al releer.',
          aliases: ['novela policíaca', 'novela de detectives', 'whodunit'],
        },
        {
          id: 'locked-room-mystery',
          name: 'Misterio de habitación cerrada',
          description:
            'Un crimen cometido en un lugar sellado donde parecía imposible; toda la intriga reside en la explicación ingeniosa de lo que no podía ocurrir.',
        },
        {
          id: 'golden-age-mystery',
          name: 'Novela policíaca de la edad de oro',
          description:
            'El espíritu de entreguerras de Christie y Sayers: reglas de juego limpio, ambientes refinados, un detective excéntrico y un desenlace con todos los sospechosos reunidos.',
        },
        {
          id: 'country-house-mystery',
          name: 'Misterio en la mansión',
          description:
            'Una finca aislada, una familia acaudalada, sus invitados y unos criados que lo ven todo: un círculo cerrado aristocrático donde todos tenían un motivo.',
        },
        {
          id: 'amateur-sleuth',
          name: 'Detective aficionado',
          description:
            'Una persona corriente, sin placa ni autoridad, se mete en un caso criminal y suple la falta de medios con curiosidad, contactos y pura obstinación.',
        },
        {
          id: 'inverted-detective-story',
          name: 'Novela policíaca invertida',
          description:
            'El lector presencia el crimen y conoce al culpable desde el principio; el suspense nace del duelo entre el asesino y el investigador, y del desliz que acabará delatándolo.',
        },
        {
          id: 'sherlock-holmes-pastiche',
          name: 'Pastiche holmesiano',
          description:
            'Nuevos casos para Holmes y Watson, o para sus herederos, fieles a la voz del canon, al método deductivo y al Londres victoriano de Conan Doyle.',
        },
        {
          id: 'academic-mystery',
          name: 'Misterio académico',
          description:
            'Un asesinato en un campus o en un colegio de Oxford, entre rivalidades de investigadores, secretos de biblioteca y una erudición puesta al servicio de la investigación.',
        },
      ],
    },
    {
      id: 'crime-cozy',
      name: 'Misterios cozy',
      description:
        'Investigaciones sin violencia explícita, ambientadas en comunidades entrañables y protagonizadas por personajes recurrentes a los que el lector vuelve libro tras libro.',
      genres: [
        {
          id: 'cozy-mystery',
          name: 'Cozy mystery',
          description:
            'Una detective aficionada, a menudo con un pequeño negocio, un pueblo pintoresco, un crimen fuera de escena y mucho té: el enigma reconfortante donde el orden siempre vuelve.',
          aliases: ['misterio acogedor'],
        },
        {
          id: 'culinary-mystery',
          name: 'Misterio culinario',
          description:
            'Cocineros, pasteleras y dueños de cafeterías investigan entre hornada y hornada; las recetas salpican la trama y la cocina aporta pistas, venenos y móviles.',
        },
        {
          id: 'village-mystery',
          name: 'Misterio de pueblo',
          description:
            'En un pueblo donde todos se conocen, un crimen resquebraja la calma aparente y despierta viejos rencores, chismorreos y secretos familiares enterrados.',
        },
        {
          id: 'pet-mystery',
          name: 'Misterio con mascotas',
          description:
            'Un gato, un perro o un loro acompaña al investigador y percibe lo que los humanos pasan por alto; el animal es un personaje de pleno derecho, a veces incluso el narrador.',
        },
        {
          id: 'bookshop-mystery',
          name: 'Misterio de librería',
          description:
            'Libreros, bibliotecarias y anticuarios resuelven crímenes entre estanterías, donde una primera edición, una dedicatoria o una nota al margen se convierte en la pista clave.',
        },
        {
          id: 'paranormal-cozy-mystery',
          name: 'Cozy mystery paranormal',
          description:
            'Una bruja pastelera, un fantasma parlanchín o un gato que habla: la magia amable se suma a la investigación sin apagar nunca el humor ni la calidez.',
        },
        {
          id: 'holiday-mystery',
          name: 'Misterio navideño',
          description:
            'Un crimen en plenas fiestas, entre mercadillos navideños, cenas familiares y nevadas que aíslan; el contraste entre la magia de la época y el asesinato es la gracia del relato.',
        },
      ],
    },
    {
      id: 'crime-procedural',
      name: 'Procedimentales e investigaciones',
      description:
        'La investigación vista desde dentro, metódica y colectiva: interrogatorios, peritajes, papeleo y presiones, hasta la reconstrucción de casos reales.',
      genres: [
        {
          id: 'police-procedural',
          name: 'Procedimental policial',
          description:
            'Un equipo de policías sigue un caso paso a paso, con interrogatorios, pistas falsas, jerarquías y límites legales; el realismo del oficio es el motor de la historia.',
          aliases: ['novela procedimental', 'police procedural'],
        },
        {
          id: 'forensic-mystery',
          name: 'Novela policíaca forense',
          description:
            'Forenses, antropólogos y técnicos de la policía científica hacen hablar a los cuerpos y a los rastros; la investigación avanza al ritmo de autopsias y análisis.',
        },
        {
          id: 'cold-case-mystery',
          name: 'Casos sin resolver',
          description:
            'Un caso archivado desde hace años se reabre gracias a una nueva prueba, un testigo que por fin habla o un análisis de ADN; el pasado resurge e incomoda a los vivos.',
        },
        {
          id: 'missing-person-mystery',
          name: 'Novela de desapariciones',
          description:
            'Alguien se ha esfumado sin dejar rastro; cada hora cuenta, y la búsqueda descubre poco a poco una vida que sus allegados ni sospechaban.',
        },
        {
          id: 'journalist-sleuth-mystery',
          name: 'Misterio periodístico',
          description:
            'Una periodista intuye un escándalo detrás de un suceso e investiga donde la policía no llega, arriesgando su carrera, sus fuentes y a veces la vida.',
        },
        {
          id: 'undercover-cop-novel',
          name: 'Novela de infiltrados',
          description:
            'Un agente vive con una identidad falsa dentro de una banda o una red criminal; la frontera entre el papel y la lealtad se difumina y cualquier conversación puede delatarlo.',
        },
        {
          id: 'true-crime-novel',
          name: 'Novela true crime',
          description:
            'Un caso criminal contado como lo haría un documental o un pódcast de true crime: testimonios, informes policiales y zonas oscuras que el narrador intenta esclarecer.',
        },
        {
          id: 'wrongful-conviction-novel',
          name: 'Novela de error judicial',
          description:
            'Un inocente se consume en la cárcel y alguien lucha por reabrir el caso; la investigación expone las grietas de la justicia y a quienes se benefician del silencio.',
        },
      ],
    },
    {
      id: 'crime-noir',
      name: 'Novela negra y hard-boiled',
      description:
        'Ciudades sórdidas, personajes rotos y moral gris: el crimen como síntoma de una sociedad, contado con una voz seca y desencantada.',
      genres: [
        {
          id: 'hard-boiled',
          name: 'Hard-boiled',
          description:
            'El detective privado duro de las calles estadounidenses, cínico pero íntegro, que encaja golpes y réplicas; prosa nerviosa, diálogos afilados y corrupción por todas partes.',
        },
        {
          id: 'noir-fiction',
          name: 'Novela negra',
          description:
            'El crimen contado desde el lado de los perdedores, los asesinos o las víctimas, sin promesa de justicia; la fatalidad, el deseo y la ciudad trituran a los personajes.',
          aliases: ['noir'],
        },
        {
          id: 'neo-noir',
          name: 'Neo-noir',
          description:
            'Los códigos del noir clásico trasladados a una época reciente, con sus tecnologías, sus nuevos márgenes y una ironía que juega con los clichés del género.',
        },
        {
          id: 'rural-noir',
          name: 'Novela negra rural',
          description:
            'Campos olvidados, granjas endeudadas, bosques y pueblos cerrados sobre sí mismos, donde la violencia brota de la pobreza, el aislamiento y las lealtades de clan.',
        },
        {
          id: 'gangster-novel',
          name: 'Novela de gánsteres',
          description:
            'El ascenso y la caída de un mafioso o de una familia del crimen organizado, entre códigos de honor, traiciones, guerras por el territorio y dinero sucio.',
        },
        {
          id: 'narco-fiction',
          name: 'Narconovela',
          description:
            'Los cárteles, las rutas de la droga y quienes viven o mueren por ellas, de los campesinos a los agentes encubiertos; el fresco violento de un negocio que lo corrompe todo.',
        },
        {
          id: 'neo-polar',
          name: 'Neopolar',
          description:
            'La novela negra política y contestataria nacida en Francia en los años setenta en torno a Jean-Patrick Manchette: violencia social, crítica del poder y escritura afilada.',
        },
        {
          id: 'social-crime-novel',
          name: 'Novela negra social',
          description:
            'El crimen como revelador de las fracturas de una sociedad: paro, barrios olvidados, precariedad, racismo; la investigación es una manera de mirar la realidad de frente.',
        },
      ],
    },
    {
      id: 'crime-historical',
      name: 'Misterios a través de la historia',
      description:
        'Crímenes resueltos en el pasado, sin ADN ni teléfonos, donde el investigador debe lidiar con las costumbres, los saberes y los poderes de su época.',
      genres: [
        {
          id: 'historical-mystery',
          name: 'Novela policíaca histórica',
          description:
            'Una trama criminal anclada en una época reconstruida con esmero; el marco histórico no es un decorado, sino que da forma al crimen, al móvil y a la investigación.',
        },
        {
          id: 'ancient-world-mystery',
          name: 'Novela policíaca de la Antigüedad',
          description:
            'Roma, Atenas o el Egipto de los faraones: un investigador se enfrenta a asesinatos y conjuras en un mundo de esclavos, oráculos y senadores.',
        },
        {
          id: 'medieval-mystery',
          name: 'Novela policíaca medieval',
          description:
            'Monjes, alguaciles o boticarios investigan en abadías y ciudades amuralladas, donde la razón se abre paso entre el dogma, la superstición y el poder feudal.',
        },
        {
          id: 'enlightenment-mystery',
          name: 'Misterio del Siglo de las Luces',
          description:
            'El siglo XVIII de los salones, la policía incipiente y la ciencia naciente; la investigación enfrenta la nueva razón a los privilegios y las intrigas de la corte.',
        },
        {
          id: 'victorian-mystery',
          name: 'Misterio victoriano',
          description:
            'El Londres de la niebla y las farolas de gas, de Scotland Yard a los bajos fondos de Whitechapel: fachadas respetables, miseria y el nacimiento de la investigación científica.',
        },
        {
          id: 'belle-epoque-mystery',
          name: 'Misterio de la Belle Époque',
          description:
            'El París de las exposiciones universales, los cabarés y el primer metro; la investigación recorre una sociedad lanzada hacia la modernidad, entre anarquistas, salones y bajos fondos.',
        },
        {
          id: 'wartime-mystery',
          name: 'Misterio en tiempos de guerra',
          description:
            'Un asesinato en plena guerra, cuando la muerte está en todas partes y la justicia parece irrelevante; el investigador persiste pese a la censura, el estraperlo y el enemigo.',
        },
      ],
    },
    {
      id: 'crime-heists',
      name: 'Golpes, estafas y forajidos',
      description:
        'El crimen visto desde quienes lo cometen: planes ingeniosos, bandas de especialistas, estafadores encantadores y el momento en que todo puede torcerse.',
      genres: [
        {
          id: 'heist-novel',
          name: 'Novela de atracos',
          description:
            'Una banda de especialistas prepara el golpe perfecto contra un banco, un casino o un museo; el placer está en la mecánica del plan y en sus imprevistos.',
          aliases: ['novela de robos'],
        },
        {
          id: 'gentleman-thief',
          name: 'Ladrón de guante blanco',
          description:
            'Un ladrón elegante e ingenioso, al estilo de Arsène Lupin, que despluma a los poderosos con estilo y burla a la policía como a un rival de ajedrez.',
        },
        {
          id: 'con-artist-novel',
          name: 'Novela de estafadores',
          description:
            'Timadores y manipuladores montan una gran estafa contra una víctima adinerada, y el lector también corre el riesgo de ser engañado hasta el último giro.',
        },
        {
          id: 'art-crime-mystery',
          name: 'Misterio en el mundo del arte',
          description:
            'Falsificadores, ladrones de cuadros y marchantes sin escrúpulos: una trama donde autenticar un lienzo o una firma vale tanto como una huella dactilar.',
        },
        {
          id: 'prison-break-novel',
          name: 'Novela de fugas',
          description:
            'Un preso, a menudo inocente o sediento de venganza, prepara su huida de una cárcel supuestamente inexpugnable: tensión carcelaria, alianzas frágiles y un plan minucioso.',
        },
        {
          id: 'smuggling-novel',
          name: 'Novela de contrabando',
          description:
            'Contrabandistas, traficantes y aduaneros se enfrentan en una frontera, un puerto o una costa: un mundo de noches sin luna, cargamentos ocultos y lealtades turbias.',
        },
      ],
    },
    {
      id: 'crime-world',
      name: 'Novela negra del mundo',
      description:
        'El relato criminal moldeado por un territorio, su lengua, su clima y su historia, de los fiordos escandinavos a las megalópolis latinoamericanas.',
      genres: [
        {
          id: 'nordic-noir',
          name: 'Novela negra nórdica',
          description:
            'Paisajes helados, noches interminables e investigadores melancólicos; bajo el barniz del Estado del bienestar escandinavo, el crimen destapa violencia, misoginia y secretos enterrados.',
          aliases: ['novela negra escandinava'],
        },
        {
          id: 'tartan-noir',
          name: 'Tartan noir',
          description:
            'La novela negra escocesa, de Edimburgo a Glasgow: lluvia, whisky, humor negro y policías desgastados en ciudades donde la miseria convive con las viejas fortunas.',
        },
        {
          id: 'mediterranean-noir',
          name: 'Novela negra mediterránea',
          description:
            'Marsella, Nápoles, Barcelona o Atenas: sol implacable, buena mesa, mafias portuarias y desencanto político, en la estela de Izzo, Camilleri o Vázquez Montalbán.',
        },
        {
          id: 'japanese-mystery',
          name: 'Misterio japonés',
          description:
            'Del honkaku y sus enigmas de lógica implacable al realismo social de Matsumoto: tramas de un ingenio temible, ancladas en los códigos y silencios de la sociedad japonesa.',
        },
        {
          id: 'latin-american-noir',
          name: 'Novela negra latinoamericana',
          description:
            'Violencia política, corrupción, cárteles y memoria de las dictaduras: la investigación se vuelve crónica de un continente herido, de Ciudad de México a Buenos Aires.',
        },
        {
          id: 'regional-crime-fiction',
          name: 'Novela negra regional',
          description:
            'Una investigación arraigada en una región con carácter, como Galicia, el País Vasco o la Provenza, donde paisajes, tradiciones, habla y rivalidades locales pesan tanto como el móvil.',
        },
        {
          id: 'african-crime-fiction',
          name: 'Novela negra africana',
          description:
            'De Johannesburgo a Dakar o Lagos, investigaciones en sociedades marcadas por la herencia colonial, el apartheid, la corrupción y una vitalidad urbana desbordante.',
        },
      ],
    },
  ],
};
