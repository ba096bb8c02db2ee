import type { ContentSpanish } from '#core/schemas/content'
import type { contentTypes } from '../schema'
import { buildingA3dPuzzle, buildingA3dPuzzleInSpanish } from './resources/building-a-3d-puzzle'
import {
  screenTimeThatBuildsSkills,
  screenTimeThatBuildsSkillsInSpanish,
} from './resources/screen-time-that-builds-skills'
import { stayingSafeOnline, stayingSafeOnlineInSpanish } from './resources/staying-safe-online'
import { storytellingPrompts, storytellingPromptsInSpanish } from './resources/storytelling-prompts'

export interface SeedContentItem {
  title: string
  description: string
  type: (typeof contentTypes)[number]
  /** /resources/<slug> for pieces hosted here (they carry a body); a full URL otherwise. */
  contentUrl: string
  body?: string
  published: boolean
  /** Its words in Spanish (decision 079); one left out shows the English, marked so. */
  es?: ContentSpanish
}

export const seedContentItems: SeedContentItem[] = [
  {
    title: 'Building a 3D puzzle with your child',
    description:
      'How to pick the right puzzle, set up the space and coach without taking over, so the build stays fun from the first piece to the last.',
    type: 'guide',
    contentUrl: '/resources/building-a-3d-puzzle-with-your-child',
    body: buildingA3dPuzzle,
    published: true,
    es: {
      title: 'Cómo armar un rompecabezas 3D con su hijo',
      description:
        'Cómo elegir el rompecabezas adecuado, preparar el espacio y acompañar sin tomar el control, para que armarlo siga siendo divertido desde la primera pieza hasta la última.',
      body: buildingA3dPuzzleInSpanish,
    },
  },
  {
    title: 'Storytelling prompts for ages 6-12',
    description:
      'Ready-to-use story starters grouped by age, plus three questions that turn any idea into a story with a beginning, middle and end.',
    type: 'guide',
    contentUrl: '/resources/storytelling-prompts-for-ages-6-12',
    body: storytellingPrompts,
    published: true,
    es: {
      title: 'Ideas para contar cuentos, de 6 a 12 años',
      description:
        'Comienzos de cuentos listos para usar, agrupados por edad, y tres preguntas que convierten cualquier idea en una historia con principio, medio y final.',
      body: storytellingPromptsInSpanish,
    },
  },
  {
    title: 'Staying safe online: a family checklist',
    description:
      'Ten practical steps for devices, passwords, privacy and kindness online, and how to keep your child talking to you about what they see.',
    type: 'article',
    contentUrl: '/resources/staying-safe-online-a-family-checklist',
    body: stayingSafeOnline,
    published: true,
    es: {
      title: 'Seguridad en línea: una lista de verificación para la familia',
      description:
        'Diez pasos prácticos sobre dispositivos, contraseñas, privacidad y amabilidad en línea, y cómo lograr que su hijo le siga contando lo que ve.',
      body: stayingSafeOnlineInSpanish,
    },
  },
  {
    title: 'Screen time that builds skills',
    description:
      'Why what children do on a screen matters more than the minutes, and simple ways to tip the balance towards creating, reasoning and talking.',
    type: 'article',
    contentUrl: '/resources/screen-time-that-builds-skills',
    body: screenTimeThatBuildsSkills,
    published: true,
    // No description in Spanish yet: the demo's Spanish library shows the English one, marked
    // "No disponible en español" (decision 079).
    es: {
      title: 'Tiempo frente a la pantalla que desarrolla habilidades',
      body: screenTimeThatBuildsSkillsInSpanish,
    },
  },
  {
    title: 'Crash Course Kids: science and engineering in short episodes',
    description:
      'Short, lively videos on earth science, engineering and the physical world, pitched at upper-elementary students. Good for watching together and talking after.',
    type: 'video',
    contentUrl: 'https://www.youtube.com/@crashcoursekids',
    published: true,
    es: {
      title: 'Crash Course Kids: ciencia e ingeniería en episodios cortos',
      description:
        'Videos cortos y dinámicos sobre ciencias de la Tierra, ingeniería y el mundo físico, pensados para los últimos grados de primaria. Buenos para verlos juntos y conversar después.',
    },
  },
  {
    title: 'Khan Academy: Intro to computer programming',
    description:
      'Free video talk-throughs that teach drawing and animation with JavaScript, with an editor beside every lesson. Suited to ages 11 and up.',
    type: 'video',
    contentUrl: 'https://www.khanacademy.org/computing/computer-programming',
    published: true,
    es: {
      title: 'Khan Academy: Introducción a la programación de computadoras',
      description:
        'Explicaciones gratuitas en video que enseñan a dibujar y animar con JavaScript, con un editor junto a cada lección. Para niños de 11 años en adelante.',
    },
  },
  {
    title: 'Code.org: free coding activities for every grade',
    description:
      'Self-paced coding courses and one-hour activities, from block-based puzzles for early readers to app design for middle schoolers.',
    type: 'other',
    contentUrl: 'https://code.org/learn',
    published: true,
    es: {
      title: 'Code.org: actividades gratuitas de programación para todos los grados',
      description:
        'Cursos de programación a su propio ritmo y actividades de una hora, desde rompecabezas con bloques para quienes empiezan a leer hasta diseño de aplicaciones para estudiantes de escuela intermedia.',
    },
  },
  {
    title: 'Common Sense Media: reviews of apps, games and films',
    description:
      'Independent, age-based reviews written for parents. Useful before downloading a new game or app with your child.',
    type: 'other',
    contentUrl: 'https://www.commonsensemedia.org/',
    published: true,
    es: {
      title: 'Common Sense Media: reseñas de aplicaciones, juegos y películas',
      description:
        'Reseñas independientes, organizadas por edad y escritas para padres. Útiles antes de descargar un juego o una aplicación nueva con su hijo.',
    },
  },
  {
    title: 'Planning a family puzzle night',
    description: 'A checklist for hosting a puzzle and games evening at home or at school.',
    type: 'guide',
    contentUrl: '/resources/planning-a-family-puzzle-night',
    body: 'Draft: our volunteers are still testing this guide with families.',
    published: false,
    es: {
      title: 'Cómo organizar una noche familiar de rompecabezas',
      description:
        'Una lista de verificación para organizar una noche de rompecabezas y juegos en casa o en la escuela.',
      body: 'Borrador: nuestros voluntarios todavía están probando esta guía con las familias.',
    },
  },
]
