/** The service's pino logger. Seat tokens travel in Authorization headers: never log them. */
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino'

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'request.headers.authorization',
  'headers.authorization',
  'authorization',
  'seats[*].token',
  'token',
]

export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination)
}
