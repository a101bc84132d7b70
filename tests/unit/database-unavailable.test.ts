/**
 * The one rule that tells a database that is away from every other failure
 * (server/platform/db/unavailable.ts), on errors shaped as node-postgres, pg-pool, Node's sockets,
 * Drizzle and PGlite make them. The API tests (database-outage.test.ts) meet the real ones.
 */
import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError, isDatabaseUnavailable } from '#server/platform/db/unavailable.ts'

/** A PostgreSQL error as node-postgres reports it: a message and its SQLSTATE in `code`. */
const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code })
/** Drizzle's `DrizzleQueryError`: the failed query, the driver's error as its cause. */
const failedQuery = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause })

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      '57P01 admin_shutdown (a stopping server, pg_terminate_backend)',
      postgresError('57P01', 'terminating connection due to administrator command'),
    ],
    [
      '57P02 crash_shutdown',
      postgresError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['57P03 cannot_connect_now (starting up)', postgresError('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', postgresError('53300', 'sorry, too many clients already')],
    ['08006 connection_failure', postgresError('08006', 'connection failure')],
    ['08P01 protocol_violation (class 08)', postgresError('08P01', 'protocol violation')],
    ['ECONNREFUSED', postgresError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', postgresError('ECONNRESET', 'read ECONNRESET')],
    ['ETIMEDOUT', postgresError('ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.5:5432')],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    [
      'a client whose connection died',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool with no free client in time', new Error('timeout exceeded when trying to connect')],
    ['a pool that was ended', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
    [
      'what a part of the server already found away',
      new DatabaseUnavailableError('the session could not be read'),
    ],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('looks through Drizzle’s wrapper and Node’s AggregateError of every address tried', () => {
    expect(isDatabaseUnavailable(failedQuery(postgresError('57P01', 'terminating connection')))).toBe(true)
    const refused = new AggregateError([
      postgresError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
      postgresError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    ])
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(failedQuery(refused))).toBe(true)
  })

  it.each([
    ['23505 unique_violation', postgresError('23505', 'duplicate key value violates unique constraint')],
    ['42P01 undefined_table', postgresError('42P01', 'relation "teams" does not exist')],
    ['40001 serialization_failure', postgresError('40001', 'could not serialize access')],
    ['22P02 invalid_text_representation', postgresError('22P02', 'invalid input syntax for type uuid')],
    ['a failure of the code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a wrapped unique violation', failedQuery(postgresError('23505', 'duplicate key'))],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('says no to what is not an error, and stops at a cause that loops', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false)
    const looping = new Error('boom')
    Object.assign(looping, { cause: looping })
    expect(isDatabaseUnavailable(looping)).toBe(false)
  })
})
