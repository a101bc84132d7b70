// spec §2: a child of /profile, kept out of the profile folder so that the profile's layout (its
// machines and the auth provider) does not load with this page.
export default '/profile/tournaments'
