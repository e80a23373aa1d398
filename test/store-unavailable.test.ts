// Which errors mean "the database is unavailable" (503 DATABASE_UNAVAILABLE, as fault-database
// shows through HTTP) rather than a bug (500), in the shapes the drivers give them
// (src/store/unavailable.ts). The first case's shape is PGlite's for a file of its folder removed
// under a running server (seen by experiment: it was a 500 before).
import t from 'tap'
import { databaseUnavailableReason, DatabaseUnavailableError, needsOperator } from '../src/store/unavailable.js'

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
