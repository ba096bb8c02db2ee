const hour = 60 * 60 * 1000

/**
 * The only queries kept in localStorage: the public catalogue and educational content. Never the
 * session, admin data, orders or anything marked `userScoped` (lib/session.ts).
 */
export const persistedQueryRoots: readonly string[] = ['products', 'content']

/** How long a saved catalogue is shown: a day. */
export const persistedQueriesMaxAge = 24 * hour
