/** The accounts' public entry for the other ui features: the session hook's type and a focus helper. */

export { useFocusOnMount } from './AuthPanel.tsx'
export type { Auth } from './auth.tsx'
