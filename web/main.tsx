import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { showUpdatePrompt } from './components/offline/update-prompt'
import { syncCartAcrossTabs } from './entities/cart/sync-cart-across-tabs'
import { followCacheUpdates } from './lib/offline/cache-updates'
import { captureInstallPrompt } from './lib/offline/install-prompt'
import { startPersistence } from './lib/offline/persistence'
import { registerServiceWorker } from './lib/offline/service-worker'
import { queryClient } from './lib/query-client'
import { syncOnlineStatus } from './lib/use-online-status'
import './index.css'

syncCartAcrossTabs()
captureInstallPrompt()
syncOnlineStatus()
followCacheUpdates(queryClient)

// The saved catalogue is restored before the first render; mutations queued by an earlier page
// are resumed as soon as their registry has loaded.
const registerQueue = () => import('./queued-mutations').then((m) => m.registerQueue(queryClient))
void startPersistence(queryClient, registerQueue).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  registerServiceWorker(showUpdatePrompt)
})
