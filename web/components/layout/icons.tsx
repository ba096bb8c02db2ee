// Moved to ~/components/blocks/icons. This re-export keeps the cart link's import working until it
// switches over; delete it then.
export * from '~/components/blocks/icons'
