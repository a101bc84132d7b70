/** Sample profiles the tests start from. */
import type { Profile } from '#core/profile/profile.schema.ts'

export const emptyProfile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  playingDevice: '',
  inputDevice: '',
  discord: '',
  telegram: '',
  instagram: '',
  oblast: '',
  avatar: null,
  pendingEmail: null,
  pendingPhone: null,
  hasPassword: true,
}

/** A player's saved profile (Olena's), filled in as joining a tournament needs, without an avatar. */
export const filledProfile: Profile = {
  ...emptyProfile,
  username: 'olena_k',
  email: 'olena@example.com',
  firstName: 'Olena',
  lastName: 'Koval',
  phone: '+380671234567',
  playingDevice: 'PC',
  inputDevice: 'gamepad',
  discord: 'olena#1',
}
