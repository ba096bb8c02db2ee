/**
 * A gift's signed link (`/donations/12/receipt?token=…`, `/donations/12/manage?token=…`) as the
 * typed client's `param` and `query`: the id from its path, the token from its query.
 */
export function signedLink(path: string) {
  const url = new URL(path, 'https://signed.example')
  return {
    param: { id: url.pathname.split('/')[2]! },
    query: { token: url.searchParams.get('token')! },
  }
}
