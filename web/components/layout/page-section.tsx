// Moved to ~/components/blocks/page-section. This re-export keeps imports in folders under other
// hands working until they switch over (checkout-page, screen-placeholder); delete it then.
export { PageSection } from '~/components/blocks/page-section'
