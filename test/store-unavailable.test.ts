// Which errors mean "the database is unavailable" (503 DATABASE_UNAVAILABLE, as fault-database
// shows through HTTP) rather than a bug (500), in the shapes the drivers give them
// (src/store/unavailable.ts). The first case's shape is PGlite's for a file of its folder removed
// under a running server (seen by experiment: it was a 500 before).
import t from 'tap'
import { databaseUnavailableReason, DatabaseUnavailableError, mayHaveBeenWritten, needsOperator, UnsentWriteError } from '../src/store/unavailable.js'

/** As Prisma wraps an error of its driver adapter (PostgreSQL's or PGlite's). */
const prismaError = (code: string) => Object.assign(new Error('Raw query failed'), { code: 'P2010', meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', code, originalCode: code } } } })

t.test('outages, however wrapped, and what is not one', async (t) => {
  const cases: [string, unknown, string | null][] = [
    ['a file of the database missing (PGlite, a file removed)', prismaError('58P01'), 'SQLSTATE 58P01'],
    ['an I/O error', prismaError('58030'), 'SQLSTATE 58030'],
    ['a full disk', prismaError('53100'), 'SQLSTATE 53100'],
    ['a connection exception', prismaError('08006'), 'SQLSTATE 08006'],
    ['shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' }), 'SQLSTATE 57P01'],
    ['a refused socket, inside an AggregateError', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]), 'ECONNREFUSED'],
    ['a pool timeout, as a cause', new Error('wrapped', { cause: new Error('timeout exceeded when trying to connect') }), 'timeout exceeded when trying to connect'],
    ['the service shedding a write', new DatabaseUnavailableError('queue full'), 'DATABASE_UNAVAILABLE'],
    ['a unique violation (a bug or a race the service handles)', prismaError('23505'), null],
    ['a syntax error', prismaError('42601'), null],
    ['a plain error', new Error('boom'), null],
    ['not an error', 'boom', null],
  ]
  for (const [what, error, reason] of cases) t.equal(databaseUnavailableReason(error), reason, what)
})

t.test('the outages that need an operator rather than time', async (t) => {
  const reasons = ['SQLSTATE 58P01', 'SQLSTATE 58030', 'SQLSTATE 53100', 'SQLSTATE 08006', 'SQLSTATE 57P01', 'SQLSTATE 53300', 'ECONNREFUSED', 'DATABASE_UNAVAILABLE']
  t.same(reasons.filter(needsOperator), ['SQLSTATE 58P01', 'SQLSTATE 58030', 'SQLSTATE 53100'])
})

t.test('the failures after which a write may have been written: a connection lost while in use', async (t) => {
  const coded = (code: string) => Object.assign(new Error(code), { code })
  const cases: [string, unknown, boolean][] = [
    ['its backend terminated (pg_terminate_backend)', coded('57P01'), true],
    ['its backend ended by a crash of another', prismaError('57P02'), true],
    ['a connection failure in use', prismaError('08006'), true],
    ['a protocol violation', prismaError('08P01'), true],
    ['a reset socket', coded('ECONNRESET'), true],
    ['a broken pipe, as a cause', new Error('wrapped', { cause: coded('EPIPE') }), true],
    ['node-postgres: terminated unexpectedly', new Error('Connection terminated unexpectedly'), true],
    ['the adapter: the connection closed', Object.assign(new Error('closed'), { cause: { kind: 'ConnectionClosed' } }), true],
    ['the adapter: a socket timeout', Object.assign(new Error('timed out'), { cause: { kind: 'SocketTimeout' } }), true],
    ['a socket timeout', coded('ETIMEDOUT'), true],
    ['Prisma: the server closed the connection', coded('P1017'), true],
    ['Prisma: operations timed out', coded('P1008'), true],
    ['no connection to be made (08001)', prismaError('08001'), false],
    ['a connection rejected (08004)', prismaError('08004'), false],
    ['a connect timeout, however its cause reads', new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }), false],
    ['a pool timeout', new Error('timeout exceeded when trying to connect'), false],
    ['a refused connection', coded('ECONNREFUSED'), false],
    ['too many connections', prismaError('53300'), false],
    ['the statement timeout (no commit after it)', prismaError('57014'), false],
    ['the lock timeout', prismaError('55P03'), false],
    ['a write the service did not send', new UnsentWriteError('not sent'), false],
    ['a write the service shed', new DatabaseUnavailableError('queue full'), false],
    ['a unique violation', prismaError('23505'), false],
    ['a plain error', new Error('boom'), false],
  ]
  for (const [what, error, written] of cases) t.equal(mayHaveBeenWritten(error), written, what)
})
