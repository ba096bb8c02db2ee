import type { ContentType } from '#core/schemas/content'
import { m } from '#i18n/messages'

/** A resource type's name, in the page's language (called as it renders). */
export const contentTypeNames: Record<ContentType, () => string> = {
  video: m.community_type_video,
  article: m.community_type_article,
  guide: m.community_type_guide,
  other: m.community_type_other,
}
