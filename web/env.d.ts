interface ImportMetaEnv {
  /** Set by vite.config.ts for every build (BUILD_ID, or the build's time). */
  readonly VITE_BUILD_ID?: string
}

/** A policy compiled from content/policies by the build (scripts/vite-policies.ts), per language. */
declare module 'virtual:policy/*' {
  const policy: Partial<Record<import('#core/locale').Locale, import('#core/policies').Policy>>
  export default policy
}
