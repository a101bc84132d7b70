// The container's code and react-toastify's stylesheet (ToastContainer.tsx) load with the first
// toast: no page renders a toast on the server, so no page's first paint waits for that CSS.
import { lazy, Suspense, useEffect, useState } from 'react'
import { onToastContainerWanted } from '#adapters/browser/toasts.tsx'

const ToastContainer = lazy(() => import('./ToastContainer.tsx'))

export const Toasts = () => {
  const [wanted, setWanted] = useState(false)
  useEffect(() => onToastContainerWanted(() => setWanted(true)), [])
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null
}
