import type { EventSpanish } from '#core/schemas/community-event'

export interface SeedEvent {
  title: string
  description: string
  /** Days after seeding; the time of day is fixed (UTC) so the event reads naturally. */
  inDays: number
  /** 23:00 UTC is 7 pm Eastern in summer and 6 pm in winter: after school, before bedtime. */
  startHourUtc: number
  durationMinutes: number
  location: string
  url: string | null
  /** Its words in Spanish (decision 079): neutral US Spanish, "usted" (docs/spanish-glossary.md). */
  es: EventSpanish
}

/** The community page's two upcoming virtual events, dated from the day the demo data is seeded. */
export const seedCommunityEvents: SeedEvent[] = [
  {
    title: 'Family Storytelling Night',
    description:
      'Bring a child and a favorite toy: our storytelling coach leads a 45-minute session of story games for ages 6-12, then helps each family start a story of its own. Cameras optional.',
    inDays: 10,
    startHourUtc: 23,
    durationMinutes: 45,
    location: 'Online (Zoom)',
    url: null,
    es: {
      title: 'Noche de cuentos en familia',
      description:
        'Traiga a su hijo o hija y su juguete favorito: un instructor de narración dirige una sesión de 45 minutos de juegos de cuentos para niños de 6 a 12 años y luego ayuda a cada familia a empezar su propio cuento. No es necesario encender la cámara.',
      location: 'En línea (Zoom)',
    },
  },
  {
    title: 'Staying Safe Online: Q&A for Parents and Educators',
    description:
      'A one-hour conversation for grown-ups about passwords, privacy settings, group chats and what to do when a child sees something upsetting online. Questions can be sent in advance.',
    inDays: 24,
    startHourUtc: 23,
    durationMinutes: 60,
    location: 'Online (Zoom)',
    url: null,
    es: {
      title: 'Seguridad en línea: preguntas y respuestas para padres y educadores',
      description:
        'Una charla de una hora para adultos sobre contraseñas, configuración de privacidad, conversaciones en grupo y qué hacer cuando un niño ve en línea algo que lo inquieta. Puede enviar sus preguntas con anticipación.',
      location: 'En línea (Zoom)',
    },
  },
]

/** When a seed event starts, counted from `seededAt`. */
export function seedEventStart(event: SeedEvent, seededAt: Date): Date {
  const start = new Date(seededAt)
  start.setUTCDate(start.getUTCDate() + event.inDays)
  start.setUTCHours(event.startHourUtc, 0, 0, 0)
  return start
}
