/**
 * Downloads a back-office list as CSV: the same URL as the list, asked with `Accept: text/csv`
 * (decision 031), saved under `filename`.
 */
export async function downloadCsv(
  path: string,
  query: Record<string, string | undefined>,
  filename: string,
) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const response = await fetch(`${path}?${params}`, {
    headers: { Accept: 'text/csv' },
    credentials: 'include',
  })
  if (!response.ok) throw new Error('The export failed. Please try again.')
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}
