// Imported by the lazily loaded container, the stylesheet loads with it (the dynamic import resolves
// once the CSS is in): never render-blocking, never on a page that shows no toast.
import 'react-toastify/ReactToastify.css'
import { type CloseButtonProps, ToastContainer } from 'react-toastify'
import { TOAST_OPTIONS } from '#adapters/browser/toasts.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const CloseButton = ({ closeToast }: CloseButtonProps) => {
  const { LL } = useI18n()
  return (
    <button type="button" className="toast-close" onClick={closeToast} aria-label={LL.toast.close()}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}

export default function Toasts() {
  return <ToastContainer {...TOAST_OPTIONS} closeButton={CloseButton} />
}
