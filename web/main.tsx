import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { syncCartAcrossTabs } from './features/cart/sync-cart-across-tabs'
import './index.css'

syncCartAcrossTabs()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
