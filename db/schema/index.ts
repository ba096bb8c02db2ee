/**
 * The database's tables, one file per API domain (issue 31): a domain's code imports its own file;
 * this index is for the database client, drizzle-kit, the seed and tests.
 */
export * from './accounts'
export * from './community'
export * from './giving'
export * from './mail'
export * from './media'
export * from './ops'
export * from './organization'
export * from './outreach'
export * from './payments'
export * from './privacy'
export * from './push'
export * from './shop'
export * from './storytelling'
