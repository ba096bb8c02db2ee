/**
 * The build this page runs: shown in the footer, and the buster of the persisted query cache so
 * a new deploy never renders data saved in an older shape.
 */
export const buildId: string = import.meta.env.VITE_BUILD_ID ?? 'dev'
