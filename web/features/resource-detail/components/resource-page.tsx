import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button-link'
import { Prose } from '~/components/ui/prose'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3, stackGap5 } from '~/components/ui/stack'
import { headingH1, headingH2, mutedLeadText } from '~/components/ui/typography'
import { resourceQueryOptions } from '~/entities/resources/api/get-resources'
import { contentTypeNames } from '~/entities/resources/content-type-names'
import { errorMessage } from '~/lib/api-request'

/** /resources/:slug: a guide or article hosted by this site, readable (and offline once opened). */
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
          <h1 className={headingH1}>{resource.data.title}</h1>
          <p className={mutedLeadText}>{resource.data.description}</p>
          {resource.data.bodyHtml !== null ? (
            <Prose html={resource.data.bodyHtml} />
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
