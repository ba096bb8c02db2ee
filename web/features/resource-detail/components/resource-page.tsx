import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { ShareLink } from '~/components/blocks/share-link'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button-link'
import { NotInSpanish } from '~/components/ui/not-in-spanish'
import { Prose } from '~/components/ui/prose'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3, stackGap5 } from '~/components/ui/stack'
import { headingH1, headingH2, mutedLeadText } from '~/components/ui/typography'
import { resourceQueryOptions } from '~/entities/resources/api/get-resources'
import { NotSavedOffline, SaveForOffline } from '~/entities/resources/components/saved-library'
import { contentTypeNames } from '~/entities/resources/content-type-names'
import { errorMessage, NetworkError } from '~/lib/api-request'

/**
 * /resources/:slug: a guide or article hosted by this site, readable (and offline once opened,
 * or saved for offline: decision 093), in the page's language where staff wrote it; what is
 * still English is marked so (decision 079).
 */
export function ResourcePage({ slug }: { slug: string }) {
  const resource = useQuery(resourceQueryOptions(slug))
  return (
    <div className={section({ width: '3xl', spacing: 'md' })}>
      <ButtonLink
        to="/community"
        search={{ tab: 'resources' }}
        variant="link"
        className={css({ mb: '6' })}
      >
        {m.community_back_to_resources()}
      </ButtonLink>
      {resource.isPending ? (
        <Spinner size="lg" label={m.community_loading()} showLabel />
      ) : resource.error instanceof NetworkError ? (
        <NotSavedOffline reason={resource.error.message} />
      ) : resource.isError ? (
        <div role="alert" className={stackGap3}>
          <h1 className={headingH2}>{m.community_resource_not_found()}</h1>
          <p>{errorMessage(resource.error)}</p>
        </div>
      ) : (
        <article className={stackGap5}>
          <Badge
            tone="secondary"
            className={css({ justifySelf: 'start', textTransform: 'capitalize' })}
          >
            {contentTypeNames[resource.data.type]()}
          </Badge>
          <h1 className={headingH1} lang={langOf(resource.data, 'title')}>
            {resource.data.title}
          </h1>
          <p className={mutedLeadText} lang={langOf(resource.data, 'description')}>
            {resource.data.description}
          </p>
          <NotInSpanish item={resource.data} />
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
          >
            {resource.data.bodyHtml !== null && resource.data.published && (
              <SaveForOffline slug={slug} />
            )}
            <ShareLink path={`/resources/${slug}`} title={resource.data.title} />
          </div>
          {resource.data.bodyHtml !== null ? (
            <Prose html={resource.data.bodyHtml} lang={langOf(resource.data, 'body')} />
          ) : (
            <p>
              {m.community_resource_elsewhere()}{' '}
              <a href={resource.data.contentUrl} target="_blank" rel="noopener noreferrer">
                {m.community_resource_open()}
              </a>
              .
            </p>
          )}
        </article>
      )}
    </div>
  )
}
