import type { ReactNode } from 'react'
import { AuthProvider } from '#ui/flows/auth.tsx'

// Every page under /profile runs the auth machine: the sign-out confirmation, the session check on
// navigation between them, and signing out when the API finds the session gone.
export const Layout = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>
