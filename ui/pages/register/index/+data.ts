// A team invitation link's guest sees what they were invited to (ui/features/teams/invited.server.ts).
export { data } from '#ui/features/teams/invited.server.ts'
