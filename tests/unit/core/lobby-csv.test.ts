import { describe, expect, it } from 'vitest'
import { parseLobbyCsv } from '#core/tournaments/lobby-csv.ts'

const teams = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo Six' },
  { id: 'c', name: 'Ch"arlie' },
]

describe('a lobby export read into one match', () => {
  it('reads comma lines after a header, any letter case and spaces around the fields', () => {
    expect(parseLobbyCsv('Team,Place,Kills\n alpha , 2 , 7\nBRAVO SIX,1,12\n', teams)).toEqual({
      ok: true,
      results: [
        { teamId: 'a', placement: 2, kills: 7 },
        { teamId: 'b', placement: 1, kills: 12 },
      ],
    })
  })

  it('takes a semicolon or a tab when the first line has one, and Windows line ends', () => {
    expect(parseLobbyCsv('Alpha;1;0\r\nBravo Six;2;3\r\n', teams)).toEqual({
      ok: true,
      results: [
        { teamId: 'a', placement: 1, kills: 0 },
        { teamId: 'b', placement: 2, kills: 3 },
      ],
    })
    expect(parseLobbyCsv('Alpha\t2\t1\nBravo Six\t1\t4', teams)).toEqual({
      ok: true,
      results: [
        { teamId: 'a', placement: 2, kills: 1 },
        { teamId: 'b', placement: 1, kills: 4 },
      ],
    })
  })

  it('reads quoted fields: a delimiter and a doubled quote inside, a quoted delimiter not taken as one', () => {
    // The first line's semicolon is inside quotes, so the file's delimiter is the comma after it.
    expect(parseLobbyCsv('"Team;name",place,kills\n"Ch""arlie",1,5\n"Alpha","2","0"', teams)).toEqual({
      ok: true,
      results: [
        { teamId: 'c', placement: 1, kills: 5 },
        { teamId: 'a', placement: 2, kills: 0 },
      ],
    })
  })

  it('leaves blank lines out but counts them in the line numbers it reports', () => {
    expect(parseLobbyCsv('Alpha,1,2\n\n\nNobody,2,0\n', teams)).toEqual({
      ok: false,
      errors: [{ line: 4, problem: 'unknown_team', params: { team: 'Nobody' } }],
    })
  })

  it('counts a line break inside quotes as a line of the text', () => {
    expect(parseLobbyCsv('"Al\npha",1,2\nGhost,2,0', teams)).toEqual({
      ok: false,
      errors: [
        { line: 1, problem: 'unknown_team', params: { team: 'Al\npha' } },
        { line: 3, problem: 'unknown_team', params: { team: 'Ghost' } },
      ],
    })
  })

  it('keeps a first line that is a team line, even without a header', () => {
    expect(parseLobbyCsv('Alpha,first,2', teams)).toEqual({
      ok: false,
      errors: [{ line: 1, problem: 'bad_placement', params: { placement: 'first', max: 1 } }],
    })
  })

  it('reports every bad line at once', () => {
    const text = [
      'team,placement,kills',
      'Alpha,1,3',
      'Alpha,2,1',
      'Bravo Six,1,x',
      'Charlie,4,0',
      'Bravo Six',
      'Ch"arlie,0,10000',
    ].join('\n')
    expect(parseLobbyCsv(text, teams)).toEqual({
      ok: false,
      errors: [
        { line: 3, problem: 'duplicate_team', params: { team: 'Alpha', other: 2 } },
        { line: 4, problem: 'duplicate_placement', params: { placement: 1, other: 2 } },
        { line: 4, problem: 'bad_kills', params: { kills: 'x', max: 999 } },
        { line: 5, problem: 'unknown_team', params: { team: 'Charlie' } },
        { line: 6, problem: 'column_count', params: { count: 1 } },
        { line: 7, problem: 'bad_placement', params: { placement: '0', max: 6 } },
        { line: 7, problem: 'bad_kills', params: { kills: '10000', max: 999 } },
      ],
    })
  })

  it('refuses kills past the most a match allows and numbers with signs or points', () => {
    expect(parseLobbyCsv('Alpha,1,1000\nBravo Six,+2,1.5', teams)).toEqual({
      ok: false,
      errors: [
        { line: 1, problem: 'bad_kills', params: { kills: '1000', max: 999 } },
        { line: 2, problem: 'bad_placement', params: { placement: '+2', max: 2 } },
        { line: 2, problem: 'bad_kills', params: { kills: '1.5', max: 999 } },
      ],
    })
  })

  it('refuses a file with no team lines, or only a header', () => {
    expect(parseLobbyCsv('', teams)).toEqual({
      ok: false,
      errors: [{ line: 1, problem: 'no_rows', params: {} }],
    })
    expect(parseLobbyCsv('\n \n', teams)).toEqual({
      ok: false,
      errors: [{ line: 1, problem: 'no_rows', params: {} }],
    })
    expect(parseLobbyCsv('team,placement,kills\n', teams)).toEqual({
      ok: false,
      errors: [{ line: 1, problem: 'no_rows', params: {} }],
    })
  })

  it('names the first line past the largest lobby and reads no further', () => {
    const many = Array.from({ length: 101 }, (_, index) => `Team ${index + 1},${index + 1},0`).join('\n')
    const many100 = Array.from({ length: 100 }, (_, index) => ({
      id: `t${index + 1}`,
      name: `Team ${index + 1}`,
    }))
    const parsed = parseLobbyCsv(many, many100)
    expect(parsed.ok).toBe(false)
    // Line 101 is the one too many; the hundred before it are fine, so it is the only complaint.
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { line: 101, problem: 'too_many_rows', params: { max: 100 } },
    ])
  })

  it('refuses a text longer than any export before reading it', () => {
    expect(parseLobbyCsv(`Alpha,1,1\n${' '.repeat(64 * 1024)}`, teams)).toEqual({
      ok: false,
      errors: [{ line: 1, problem: 'too_many_rows', params: { max: 100 } }],
    })
  })
})
