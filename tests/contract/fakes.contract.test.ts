/** Every port contract against the in-memory fakes of `#core/testing/fakes.ts`. */
import { describe, expect, it } from 'vitest'
import {
  createFakePorts,
  FakeAccountsApi,
  FakeAuthApi,
  FakeClipboard,
  FakeClock,
  FakeNavigation,
  FakeNotifier,
  FakePhoneCodeApi,
  FakeProfileApi,
  FakeStorage,
  FakeTeamsApi,
  FakeTournamentsApi,
  FakeUploadsApi,
  filledProfile,
  Gate,
} from '#core/testing/fakes.ts'
import {
  accountsApiContract,
  authApiContract,
  clipboardContract,
  clockContract,
  navigationContract,
  notifierContract,
  phoneCodeApiContract,
  profileApiContract,
  storageContract,
  teamsApiContract,
  tournamentsApiContract,
  uploadsApiContract,
} from './suites.ts'

const NOW = Date.UTC(2025, 2, 10)

authApiContract(() => {
  const api = new FakeAuthApi()
  api.addAccount('user@example.com', 'password-1')
  return { api }
})

accountsApiContract(() => {
  const api = new FakeAccountsApi()
  api.accounts.set('taken@example.com', 'password-1')
  return {
    api,
    readToken: (email, kind) => api.outbox.findLast((mail) => mail.to === email && mail.kind === kind)?.token,
  }
})

phoneCodeApiContract(() => {
  const api = new FakePhoneCodeApi()
  api.accounts.set('+380671111111', 'password-1')
  return { api, readCode: (phone) => api.lastCode(phone) }
})

tournamentsApiContract(() => {
  const api = new FakeTournamentsApi()
  api.now = () => new Date(NOW)
  api.tournaments.set('cup', {
    id: 'cup',
    name: 'Cup',
    registration_start: '2025-03-01T00:00:00Z',
    registration_end: '2025-03-20T00:00:00Z',
    games_start: '2025-03-25T00:00:00Z',
    games_end: '2025-03-26T00:00:00Z',
  })
  api.mine.add('cup')
  return api
})

teamsApiContract(() => {
  const api = new FakeTeamsApi()
  api.teams.set('wolves', {
    id: 'wolves',
    tournamentId: 'cup',
    name: 'Wolves',
    logoUrl: '/logo.png',
    captain: { nickname: 'cap', discord: 'cap#1' },
    description: '',
    size: 1,
    players: [{ id: 'p-cap', nickname: 'cap', isCaptain: true }],
    confirmed: false,
    inviteUrl: '/join/wolves/inv-1',
  })
  api.passwords.set('wolves', 'wolf-pass')
  api.invitations.add('wolves/inv-1')
  api.users.add('taras')
  return api
})

profileApiContract(() => {
  const api = new FakeProfileApi()
  api.profile = filledProfile
  let fresh = 0
  return {
    api,
    password: api.password,
    mailedToken: async () => api.emailToken,
    smsCode: async () => api.phoneCode,
    freshEmail: () => `new-${++fresh}@example.com`,
    freshPhone: () => `+38067000${String(++fresh).padStart(4, '0')}`,
    giveAvatar: async () => {
      api.profile = {
        ...(api.profile ?? filledProfile),
        avatar: { url: '/media/avatars/1.png', variants: [] },
      }
    },
  }
})
uploadsApiContract(() => new FakeUploadsApi())
clockContract(() => {
  const clock = new FakeClock(NOW)
  return { clock, advance: async (ms) => clock.advance(ms) }
})
clipboardContract(() => new FakeClipboard())
storageContract(() => new FakeStorage())
notifierContract(() => new FakeNotifier())
navigationContract(() => new FakeNavigation())

describe('fakes beyond the contracts', () => {
  it('records every call in one log, in order', async () => {
    const ports = createFakePorts({ now: NOW })
    await ports.auth.getSession()
    ports.navigation.navigate('/x')
    ports.notifier.notify({ kind: 'info', message: { key: 'codeSent' } })
    ports.storage.set('a', 'b')
    expect(ports.auth.log.names()).toEqual([
      'auth.getSession',
      'navigation.navigate',
      'notifier.notify',
      'storage.set',
    ])
    ports.auth.log.clear()
    expect(ports.auth.log.calls).toEqual([])
  })

  it('lets a gate settle calls, the latest first', async () => {
    const gate = new Gate()
    const api = new FakeProfileApi({ gate })
    const first = api.get()
    const second = api.get()
    expect(gate.count('profile.get')).toBe(2)
    gate.resolve('profile.get', 'second')
    gate.reject('profile.get', new Error('first'))
    await expect(second).resolves.toBe('second')
    await expect(first).rejects.toThrow('first')
    expect(() => gate.resolve('profile.get')).toThrow(/No pending call/)
    const clipboard = new FakeClipboard({ gate })
    const writing = clipboard.writeText('x')
    gate.resolve('clipboard.writeText')
    await expect(writing).resolves.toBeUndefined()
  })

  it('covers the remaining failure answers', async () => {
    const auth = new FakeAuthApi()
    expect((await auth.signIn({ provider: 'nope', callbackUrl: '/' })).url).toContain('error=')
    expect((await auth.signIn({ provider: 'discord', callbackUrl: '/' })).url).toContain(
      'auth.example/discord',
    )
    const phone = new FakePhoneCodeApi()
    await phone.sendCode({ phone: '+380673333333', purpose: 'restore' })
    const { ticket } = await phone.verifyCode({
      phone: '+380673333333',
      code: phone.lastCode('+380673333333') ?? '',
      purpose: 'restore',
    })
    await expect(
      phone.resetPassword({ ticket, form: { password: 'p-12345678', confirmPassword: 'p-12345678' } }),
    ).rejects.toMatchObject({ _tag: 'NotFound' })
    await expect(
      phone.resetPassword({
        ticket: 'nope',
        form: { password: 'p-12345678', confirmPassword: 'p-12345678' },
      }),
    ).rejects.toMatchObject({ _tag: 'ApiError' })
    const profile = new FakeProfileApi()
    profile.profile = null
    await expect(profile.get()).rejects.toMatchObject({ _tag: 'Unauthorized' })
    const clipboard = new FakeClipboard()
    clipboard.denied = true
    await expect(clipboard.writeText('x')).rejects.toThrow('denied')
    const teams = new FakeTeamsApi()
    const team = await teams.create({
      tournamentId: 'cup',
      form: { name: 'A', captainDiscord: 'a', description: '', joinPassword: 'pass' },
    })
    teams.users.add('me')
    await expect(teams.addPlayer({ teamId: team.id, nickname: 'me' })).rejects.toMatchObject({
      _tag: 'ApiError',
    })
    await expect(teams.addPlayer({ teamId: team.id, nickname: 'ghost' })).rejects.toMatchObject({
      _tag: 'NotFound',
    })
  })
})
