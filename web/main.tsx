import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { showUpdatePrompt } from './components/offline/update-prompt'
import { syncCartAcrossTabs } from './features/cart/sync-cart-across-tabs'
import { captureInstallPrompt } from './lib/offline/install-prompt'
import { registerServiceWorker } from './lib/offline/service-worker'
import { syncOnlineStatus } from './lib/use-online-status'
import './index.css'

syncCartAcrossTabs()
captureInstallPrompt()
syncOnlineStatus()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
registerServiceWorker(showUpdatePrompt)
