/**
 * Who the console's audit log says made a change, as the server renders it in both languages: a
 * person, the system by one of its ways, and a moderator in Discord, named by their Discord user and,
 * when they linked Discord to a site account, by that account with its link.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#core/audit/audit.api.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import enConsole from '#locales/en/console/index.ts'
import en from '#locales/en/index.ts'
import ukConsole from '#locales/uk/console/index.ts'
import uk from '#locales/uk/index.ts'
import { AuditWho } from '#ui/features/console/AuditWho.tsx'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'

type Who = Pick<AuditEntry, 'actor_id' | 'actor_name' | 'via' | 'discord_user'>
const ACCOUNT = '00000000-0000-4000-8000-000000000042'
const DISCORD = { id: '123456789012345678', username: 'kyiv_mod' }

const who = (locale: Locale, entry: Who) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <AuditWho entry={entry} personLink={<a href="#person">only</a>} />
    </I18nProvider>,
  )

beforeAll(() => {
  registerDictionary('en', { ...en, console: enConsole })
  registerDictionary('uk', { ...uk, console: ukConsole })
})

describe('who made an audit entry', () => {
  it('names a moderator in Discord by their Discord user, without a link when no account is linked', () => {
    const entry: Who = { actor_id: null, actor_name: null, via: 'discord', discord_user: DISCORD }
    expect(who('en', entry)).toBe('In Discord: kyiv_mod (id 123456789012345678)')
    expect(who('uk', entry)).toBe('У Discord: kyiv_mod (id 123456789012345678)')
  })

  it('adds the site account they linked Discord to, with the link to its entries', () => {
    const entry: Who = { actor_id: ACCOUNT, actor_name: 'olena', via: 'discord', discord_user: DISCORD }
    expect(who('en', entry)).toBe(
      'In Discord: kyiv_mod (id 123456789012345678)<br/>Account on the site: olena<a href="#person">only</a>',
    )
    expect(who('uk', { ...entry, actor_name: null })).toBe(
      'У Discord: kyiv_mod (id 123456789012345678)<br/>Обліковий запис на сайті: Видалений користувач<a href="#person">only</a>',
    )
  })

  it('names a person by nickname and the system by its way, as before', () => {
    expect(who('en', { actor_id: ACCOUNT, actor_name: 'olena', via: null, discord_user: null })).toBe(
      'olena<a href="#person">only</a>',
    )
    expect(who('en', { actor_id: null, actor_name: null, via: 'cli', discord_user: null })).toBe(
      'System (npm run admin)',
    )
  })
})
