// Vite looks for PostCSS config in its root (web/); Panda reads panda.config.ts from the project root.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
}
