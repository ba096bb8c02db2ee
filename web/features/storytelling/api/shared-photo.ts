import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { discardSharedPhoto, readSharedPhoto } from '~/lib/offline/shared-photo'

/**
 * The photo shared into the installed app and waiting on this device (decision 098). Read in the
 * browser only (the server has no Cache Storage): pending through a server render. Never kept in
 * the persisted query cache (only its named roots are).
 */
export const sharedPhotoQueryOptions = queryOptions({
  queryKey: ['shared-photo'] as const,
  queryFn: () => readSharedPhoto(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
})

/** Lets the shared photo go (discarded, or added to a story form). */
export function useDiscardSharedPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: discardSharedPhoto,
    onSuccess: () => queryClient.setQueryData(sharedPhotoQueryOptions.queryKey, null),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: m.content_shared_photo_discard_failed(),
        description: errorMessage(error),
      }),
  })
}

/** An address the page may show `file` at, released when the file changes or the page goes. */
export function useObjectUrl(file: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file) return setUrl(undefined)
    const address = URL.createObjectURL(file)
    setUrl(address)
    return () => URL.revokeObjectURL(address)
  }, [file])
  return url
}
