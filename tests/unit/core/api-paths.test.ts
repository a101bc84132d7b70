/**
 * The API's paths as core builds them for the browser's adapters and the server's links: each id is
 * one path segment (encoded), and the tournament list's link carries only what differs from the
 * defaults. Expectations written by hand.
 */
import { describe, expect, it } from 'vitest'
import {
  acceptInvitationPath,
  checkInPath,
  invitationPagePath,
  invitationPath,
  inviteePath,
  inviteLinkPath,
  memberPath,
  membersPath,
  myInvitationPath,
  teamLogoPath,
  teamPath,
  tournamentTeamsPath,
} from '#core/teams/teams.api.ts'
import { tournamentListLink } from '#core/tournaments/tournaments.api.ts'

describe('team paths', () => {
  it('puts each id in its own segment', () => {
    const team = '7e9c3c1e-0000-4000-8000-000000000001'
    expect(tournamentTeamsPath('cs2-kyiv-cup')).toBe('/tournaments/cs2-kyiv-cup/teams')
    expect(teamPath(team)).toBe(`/teams/${team}`)
    expect(membersPath(team)).toBe(`/teams/${team}/members`)
    expect(memberPath(team, 'u-1')).toBe(`/teams/${team}/members/u-1`)
    expect(teamLogoPath(team)).toBe(`/teams/${team}/logo`)
    expect(checkInPath(team)).toBe(`/teams/${team}/check-in`)
    expect(inviteLinkPath(team)).toBe(`/teams/${team}/invite-link`)
    expect(invitationPath(team, 'abc_DEF-123')).toBe(`/teams/${team}/invitations/abc_DEF-123`)
    expect(invitationPagePath(team, 'abc_DEF-123')).toBe(`/join/${team}/abc_DEF-123`)
    expect(inviteePath(team, 'u-2')).toBe(`/teams/${team}/invitees/u-2`)
    expect(myInvitationPath(team)).toBe(`/me/invitations/${team}`)
    expect(acceptInvitationPath(team)).toBe(`/me/invitations/${team}/accept`)
  })

  it('encodes what would leave the segment', () => {
    expect(teamPath('../me')).toBe('/teams/..%2Fme')
    expect(memberPath('a b', 'x?y')).toBe('/teams/a%20b/members/x%3Fy')
    expect(invitationPagePath('t/1', 'c#2')).toBe('/join/t%2F1/c%232')
    expect(acceptInvitationPath('../x')).toBe('/me/invitations/..%2Fx/accept')
  })
})

describe('tournamentListLink', () => {
  it('is the bare list with the defaults, and names only what differs', () => {
    expect(tournamentListLink({ filter: 'all', search: '', page: 1, pageSize: 12 })).toBe(
      '/api/v1/tournaments',
    )
    expect(tournamentListLink({ filter: 'finished', search: 'cs 2', page: 3, pageSize: 24 })).toBe(
      '/api/v1/tournaments?filter=finished&search=cs+2&page=3&page_size=24',
    )
  })
})
