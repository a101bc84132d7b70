// The stylesheet is imported here, statically, so the server render links it (react-toastify 11 only
// injects its CSS in the browser); the container's code loads with the first toast.
import 'react-toastify/ReactToastify.css'
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
