import type { ReactNode } from 'react'
import { AuthProvider } from '#ui/features/accounts/auth.tsx'
import { ProfileProvider } from '#ui/features/profile/profile.tsx'

// Every page under /profile runs the auth machine: the sign-out confirmation, the session check on
// navigation between them, and signing out when the API finds the session gone. The profile's actors
// sit outside it: the auth provider starts afresh on a language switch, the profile form keeps what
// was typed and shown (its messages are then translated again).
export const Layout = ({ children }: { children: ReactNode }) => (
  <ProfileProvider>
    <AuthProvider>{children}</AuthProvider>
  </ProfileProvider>
)
