/** The same server and credentials as `url`, pointing at another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
