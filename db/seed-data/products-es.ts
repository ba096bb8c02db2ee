import type { ProductSpanish } from '#core/schemas/product'

/**
 * The demo catalogue's words in Spanish (decision 079), by product slug (db/seed-data/products.ts
 * and storytelling-tiers.ts): each product's name and description, and its facts' size, what is
 * in the box and skills (db/seed-data/product-facts.ts), list for list in the English order.
 * Written to docs/spanish-glossary.md: neutral US Spanish, "usted", measurements as in English.
 *
 * The storytelling tiers keep their English names: the storytelling page finds each tier's
 * product by its exact name in every language (web/features/storytelling/lib/tiers.ts), and the
 * glossary keeps programme names as they are.
 *
 * One description is left out on purpose: the Speed Cube Challenge's (`speed-cube-challenge`).
 * It is in stock and not featured, so its page shows the "No disponible en español" note and the
 * English text marked `lang="en"` in the demo, on a product a visitor can still buy, without
 * putting an English text on the home page's featured products or the storytelling tiers.
 */
export const seedProductsSpanish: Record<string, ProductSpanish> = {
  'dino-discovery-3d-puzzle': {
    name: 'Rompecabezas 3D Dino Explorador',
    description:
      'Un T. rex de 48 piezas que se desprenden de sus láminas y se arman sin pegamento ni herramientas; terminado, mide 30 cm de alto. A partir de 7 años; desarrolla el razonamiento espacial, la paciencia y la motricidad fina.',
    size: '30 cm (12 pulg.) de alto una vez armado',
    inTheBox: ['4 láminas numeradas de piezas desprendibles', 'Guía de armado ilustrada'],
    skills: ['Razonamiento espacial', 'Paciencia', 'Motricidad fina'],
  },
  'tangram-masters-set': {
    name: 'Juego Maestros del Tangram',
    description:
      'Las siete piezas clásicas del tangram, en madera, y 120 tarjetas de desafío que van de animales sencillos a siluetas difíciles. De 5 a 12 años; desarrolla el reconocimiento de formas, el vocabulario de geometría y la perseverancia.',
    size: 'Bandeja de 15 × 15 cm (6 × 6 pulg.)',
    inTheBox: [
      '7 piezas de tangram de madera',
      'Bandeja de madera',
      '120 tarjetas de desafío con soluciones',
    ],
    skills: ['Reconocimiento de formas', 'Vocabulario de geometría', 'Perseverancia'],
  },
  'spark-circuit-builder-kit': {
    name: 'Kit Chispa para armar circuitos',
    description:
      'Cables, interruptores, un zumbador, un ventilador y luces LED que se conectan a presión para hacer 60 proyectos guiados, desde un timbre hasta un cielo nocturno que se ilumina. De 8 a 14 años; enseña cómo fluye la electricidad y cómo poner a prueba una idea. Funciona con dos pilas AA.',
    size: 'Tablero de 30 × 20 cm (12 × 8 pulg.)',
    inTheBox: [
      'Cables, interruptores y luces LED que se conectan a presión',
      'Zumbador y ventilador',
      'Tablero base',
      'Guía de 60 proyectos',
      'Requiere 2 pilas AA (no incluidas)',
    ],
    skills: ['Cómo fluye la electricidad', 'Poner a prueba una idea', 'Seguir diagramas'],
  },
  'story-dice-adventure-set': {
    name: 'Dados para contar aventuras',
    description:
      'Nueve dados con 54 caras ilustradas: lance los dados e invente un cuento que una todas las imágenes. A partir de 6 años, para jugar solo o con toda la familia; desarrolla el vocabulario, la capacidad de ordenar los sucesos y la seguridad al hablar.',
    size: 'Bolsita de 10 × 8 cm (4 × 3 pulg.)',
    inTheBox: ['9 dados con 54 caras ilustradas', 'Bolsita de tela', 'Tarjeta con ideas de juego'],
    skills: ['Vocabulario', 'Secuenciación', 'Seguridad al hablar'],
  },
  'castle-quest-3d-puzzle': {
    name: 'Rompecabezas 3D Misión Castillo',
    description:
      'Un castillo medieval de 96 piezas con cuatro torres, un puente levadizo que funciona y un patio escondido. A partir de 9 años; un proyecto de fin de semana que premia la planificación, la lectura de diagramas y el trabajo en equipo.',
    size: '35 × 35 × 28 cm (14 × 14 × 11 pulg.) una vez armado',
    inTheBox: [
      '8 láminas numeradas de piezas desprendibles',
      'Cordón del puente levadizo',
      'Guía de armado',
    ],
    skills: ['Planificación', 'Lectura de diagramas', 'Trabajo en equipo'],
  },
  'lighthouse-3d-puzzle': {
    name: 'Rompecabezas 3D Faro',
    description:
      'Un faro a rayas sobre una isla rocosa, con una lámpara a pilas que de verdad alumbra. A partir de 8 años; desarrolla el sentido espacial y da la satisfacción de terminar un proyecto largo.',
    size: '40 cm (16 pulg.) de alto una vez armado',
    inTheBox: [
      '5 láminas de piezas desprendibles',
      'Módulo de la lámpara',
      'Guía de armado',
      'Requiere 2 pilas AAA (no incluidas)',
    ],
    skills: ['Sentido espacial', 'Terminar un proyecto largo'],
  },
  'world-globe-3d-puzzle': {
    name: 'Rompecabezas 3D Globo terráqueo',
    description:
      'Un rompecabezas curvo de 240 piezas que se convierte en un globo terráqueo giratorio sobre su base. A partir de 8 años; los niños aprenden los continentes y los océanos mientras ejercitan la precisión al encajar piezas curvas.',
    size: 'Globo de 22 cm (9 pulg.) de diámetro, sobre una base',
    inTheBox: ['240 piezas curvas', 'Base giratoria', 'Póster de continentes y océanos'],
    skills: ['Geografía mundial', 'Encajar piezas con cuidado', 'Concentración'],
  },
  'speed-cube-challenge': {
    name: 'Desafío del cubo de velocidad',
    // No description: the one left in English on purpose (see above).
    size: 'Cubo de 5.6 cm (2.2 pulg.)',
    inTheBox: ['Cubo rompecabezas 3x3', 'Guía para principiantes pensada para niños', 'Soporte'],
    skills: ['Memoria', 'Pensamiento algorítmico', 'Hábito de practicar'],
  },
  'logic-grid-detective': {
    name: 'Detective de la cuadrícula lógica',
    description:
      'Sesenta casos misteriosos que se resuelven colocando fichas en una cuadrícula, pista por pista, del nivel fácil al experto. De 7 a 12 años, para jugar solo; desarrolla la deducción, la comprensión lectora y la concentración.',
    size: 'Caja de 20 × 20 cm (8 × 8 pulg.)',
    inTheBox: ['Cuadrícula de juego', '24 fichas', '60 tarjetas de casos con soluciones'],
    skills: ['Deducción', 'Comprensión lectora', 'Concentración'],
  },
  'traffic-jam-escape': {
    name: 'Escape del embotellamiento',
    description:
      'Deslice los autos y camiones para abrirle paso al auto rojo, con 40 desafíos de principiante a experto. A partir de 6 años; desarrolla el razonamiento secuencial y la capacidad de planear varias jugadas por adelantado.',
    size: 'Tablero de 18 × 18 cm (7 × 7 pulg.)',
    inTheBox: [
      'Tablero cuadriculado',
      '15 autos y camiones',
      'Auto rojo',
      '40 tarjetas de desafío',
    ],
    skills: ['Razonamiento secuencial', 'Planear jugadas por adelantado'],
  },
  'code-rover-robot': {
    name: 'Robot Code Rover',
    description:
      'Un robot sin pantalla que los niños programan con tarjetas de flechas antes de presionar el botón Go. De 5 a 9 años; enseña, jugando en el piso, las secuencias, los bucles y cómo encontrar y corregir errores. Se recarga por USB.',
    size: 'Robot de 12 cm (5 pulg.) de largo',
    inTheBox: [
      'Robot Code Rover',
      '40 tarjetas de flechas',
      'Cable de carga USB',
      'Tapete de actividades',
    ],
    skills: ['Secuencias y bucles', 'Corrección de errores', 'Resolución de problemas'],
  },
  'erupting-volcano-lab': {
    name: 'Laboratorio del volcán en erupción',
    description:
      'Los niños pintan su propio volcán de yeso y lo hacen entrar en erupción una y otra vez con química de cocina segura. A partir de 7 años, con un adulto; enseña qué son los ácidos y las bases, y cómo hacer un experimento justo.',
    size: 'Volcán de 15 cm (6 pulg.) de alto',
    inTheBox: [
      'Molde para el volcán de yeso',
      'Pinturas y pincel',
      'Polvo para la erupción',
      'Guía de experimentos',
    ],
    skills: [
      'Ácidos y bases',
      'Hacer un experimento justo',
      'Seguir pasos de seguridad con un adulto',
    ],
  },
  'solar-system-model-kit': {
    name: 'Kit de maqueta del sistema solar',
    description:
      'Los niños pintan ocho planetas, los cuelgan en el marco de las órbitas y los ven brillar en la oscuridad. A partir de 8 años; da una idea de la escala y el orden de los planetas en el espacio, y se convierte en un adorno que su hijo lucirá con orgullo en su cuarto.',
    size: 'Marco de 60 cm (24 pulg.) de diámetro',
    inTheBox: [
      '8 planetas y el Sol para pintar',
      'Pintura que brilla en la oscuridad',
      'Marco de las órbitas',
      'Guía',
    ],
    skills: ['Escala y orden en el espacio', 'Pintar con cuidado'],
  },
  'marble-run-engineering-set': {
    name: 'Juego de ingeniería con pista de canicas',
    description:
      'Un juego de pista de 150 piezas con embudos, espirales y un elevador, además de 20 desafíos de diseño. A partir de 6 años; los niños prueban, se equivocan y vuelven a diseñar, y así aprenden sobre la gravedad, el impulso y la relación de causa y efecto.',
    size: 'Se arma hasta 60 cm (24 pulg.) de alto',
    inTheBox: [
      '150 piezas de pista',
      'Elevador de canicas',
      '20 canicas',
      '20 tarjetas de desafíos de diseño',
    ],
    skills: ['Gravedad e impulso', 'Causa y efecto', 'Volver a diseñar cuando algo falla'],
  },
  'crystal-growing-lab': {
    name: 'Laboratorio para cultivar cristales',
    description:
      'En una semana crecen siete racimos de cristales brillantes, y los niños anotan los cambios en un diario científico. A partir de 10 años, con un adulto; enseña qué es una solución y fomenta la paciencia y la observación cuidadosa.',
    size: 'Caja de 25 × 18 cm (10 × 7 pulg.)',
    inTheBox: [
      '7 mezclas para cultivar cristales',
      'Bandejas de cultivo',
      'Lupa',
      'Diario científico',
    ],
    skills: ['Soluciones químicas', 'Paciencia', 'Observación cuidadosa'],
  },
  'make-your-own-storybook': {
    name: 'Mi propio libro de cuentos',
    description:
      'Un libro de tapa dura en blanco de 32 páginas, con tarjetas de planificación y un póster para trazar el mapa del cuento, para que su hijo escriba e ilustre un libro de verdad. De 6 a 12 años; desarrolla la escritura, el dibujo y la estructura de los cuentos.',
    size: 'Libro de 21 × 21 cm (8 × 8 pulg.), 32 páginas',
    inTheBox: [
      'Libro de tapa dura en blanco',
      'Tarjetas de planificación',
      'Póster del mapa del cuento',
    ],
    skills: ['Escritura', 'Dibujo', 'Estructura del cuento'],
  },
  'story-theater-puppet-set': {
    name: 'Teatro de títeres para contar cuentos',
    description:
      'Un teatro de mesa plegable con seis títeres de mano y un librito de guiones. De 4 a 10 años; los niños inventan personajes, practican voces y ganan seguridad al actuar para la familia.',
    size: 'Teatro de 60 × 45 cm (24 × 18 pulg.) desplegado',
    inTheBox: ['Teatro de mesa plegable', '6 títeres de mano', 'Librito de guiones'],
    skills: ['Inventar personajes', 'Expresión oral', 'Seguridad al actuar'],
  },
  'comic-strip-creator-kit': {
    name: 'Kit para crear historietas',
    description:
      'Plantillas de viñetas, esténciles de globos de diálogo, marcadores de punta fina y una guía para dibujar expresiones. De 8 a 13 años; desarrolla la narración visual, la secuenciación y el gusto por escribir.',
    size: 'Caja de 30 × 22 cm (12 × 9 pulg.)',
    inTheBox: [
      'Plantillas de viñetas',
      'Esténciles de globos de diálogo',
      '6 marcadores de punta fina',
      'Guía de dibujo',
    ],
    skills: ['Narración visual', 'Secuenciación', 'Escribir por gusto'],
  },
  'lite-diy-kit': {
    name: 'Lite DIY Kit',
    description:
      'Convierta el cuento de su hijo en un libro electrónico desde casa: una plantilla de cuento para niños de 6 a 12 años, un paquete de instrucciones para generar imágenes, una plantilla de diseño del libro electrónico y un video tutorial para padres. Extra: cómo narrar el libro con la propia voz de su hijo.',
    inTheBox: [
      'Plantilla de cuento',
      'Paquete de instrucciones para generar imágenes',
      'Plantilla de diseño del libro electrónico',
      'Video tutorial para padres',
    ],
    skills: ['Estructura del cuento', 'Escritura', 'Creatividad digital'],
  },
  'creator-pro-package': {
    name: 'Creator Pro Package',
    description:
      'Hecho con usted: una llamada inicial de 30 minutos, el libro electrónico de su hijo en PDF y en una edición para imprimir, imágenes CGI personalizadas a partir de sus dibujos o sus instrucciones, y un video animado de 2 a 3 minutos. Entrega en 7 a 10 días hábiles.',
    inTheBox: [
      'Llamada inicial de 30 minutos',
      'Libro electrónico (PDF y edición para imprimir)',
      'Imágenes personalizadas a partir de los dibujos de su hijo',
      'Video animado de 2 a 3 minutos',
    ],
    skills: ['Estructura del cuento', 'Creatividad digital', 'Orgullo por el trabajo terminado'],
  },
  'legacy-author-box': {
    name: 'Legacy Author Box',
    description:
      'Todo lo de Creator Pro, más un libro de tapa dura enviado a su casa, un video cinematográfico de 5 minutos, imágenes para redes sociales y archivos digitales listos para imprimir.',
    inTheBox: [
      'Todo lo de Creator Pro',
      'Libro de tapa dura enviado a su casa',
      'Video cinematográfico de 5 minutos',
      'Imágenes para redes sociales y archivos listos para imprimir',
    ],
    skills: ['Estructura del cuento', 'Creatividad digital', 'Orgullo por el trabajo terminado'],
  },
}

/**
 * The demo galleries' picture descriptions in Spanish, by product slug, in the order of
 * `imageAlts` (db/seed-data/products.ts): the main picture first, then each other view.
 */
export const seedImageAltsSpanish: Record<string, string[]> = {
  'dino-discovery-3d-puzzle': [
    'Rompecabezas del T. rex anaranjado, terminado y de pie sobre su base',
    'El rompecabezas del T. rex a medio armar, con costillas y patas sueltas al lado',
    'Las láminas numeradas del rompecabezas, extendidas antes de desprender las piezas',
  ],
  'tangram-masters-set': [
    'Siete piezas de tangram de colores colocadas formando un cuadrado',
    'Las piezas del tangram colocadas formando la silueta de un gato',
    'Una pila de tarjetas de desafío junto a la bandeja de madera',
  ],
  'spark-circuit-builder-kit': [
    'Placa de circuito con un portapilas, un interruptor y un foco encendido',
    'Un circuito armado por un niño que hace girar un pequeño ventilador',
    'El folleto de proyectos abierto en el circuito de un timbre',
  ],
  'story-dice-adventure-set': [
    'Tres dados de cuentos que muestran una luna, una llave y un árbol',
    'Nueve dados de cuentos que se salen de su bolsita de tela',
  ],
}
