/**
 * The organisers' list of accounts as core reads its search and writes its links: a search reads as a
 * phone number only when it is digits with the punctuation numbers are written with, and enough of
 * them; a page's link names only what differs from the defaults. Expectations written by hand.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { PeopleQuery, peopleLink, phoneDigitsOf } from '#core/accounts/staff.api.ts'

describe('phoneDigitsOf', () => {
  it('reads the digits of a number written as people write it', () => {
    expect(phoneDigitsOf('+380 (67) 123-45-67')).toBe('380671234567')
    expect(phoneDigitsOf('067 123 45 67')).toBe('0671234567')
    expect(phoneDigitsOf('4567')).toBe('4567')
  })

  it('is nothing for fewer than four digits, or anything but digits and their punctuation', () => {
    expect(phoneDigitsOf('123')).toBeUndefined()
    expect(phoneDigitsOf('+ ( ) -')).toBeUndefined()
    expect(phoneDigitsOf('')).toBeUndefined()
    expect(phoneDigitsOf('player1234')).toBeUndefined()
    expect(phoneDigitsOf('067.123.45.67')).toBeUndefined()
    expect(phoneDigitsOf('٠٦٧١٢٣٤٥')).toBeUndefined()
  })
})

describe('peopleLink', () => {
  it('is the bare list with the defaults, and names only what differs', () => {
    expect(peopleLink({ q: '', page: 1, pageSize: 50 })).toBe('/api/v1/console/users')
    expect(peopleLink({ q: 'wolf 1', role: 'moderator', disabled: false, page: 3, pageSize: 20 })).toBe(
      '/api/v1/console/users?q=wolf+1&role=moderator&disabled=false&page=3&page_size=20',
    )
    expect(peopleLink({ q: '%_', disabled: true, page: 1, pageSize: 50 })).toBe(
      '/api/v1/console/users?q=%25_&disabled=true',
    )
  })
})

describe('PeopleQuery', () => {
  const decode = Schema.decodeUnknownOption(PeopleQuery)
  it('reads disabled as a yes or a no, and nothing else', () => {
    expect(decode({ disabled: 'true' })).toMatchObject({ _tag: 'Some', value: { disabled: true } })
    expect(decode({ disabled: 'false' })).toMatchObject({ _tag: 'Some', value: { disabled: false } })
    for (const disabled of ['yes', '1', 'TRUE', '']) expect(decode({ disabled })._tag).toBe('None')
  })

  it('trims the search', () => {
    expect(decode({ q: '  wolf  ' })).toMatchObject({ _tag: 'Some', value: { q: 'wolf' } })
  })
})
