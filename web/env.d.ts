interface ImportMetaEnv {
  /** Set by vite.config.ts for every build (BUILD_ID, or the build's time). */
  readonly VITE_BUILD_ID?: string
}
