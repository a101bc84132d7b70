// Apart from the fields: a form's alert shows it on pages without any field (and without React Aria).
/** The error icon: an error is never told by colour alone. */
export const ErrorIcon = () => (
  <svg className="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
)
