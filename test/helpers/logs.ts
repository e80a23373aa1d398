// Log lines kept in memory, for tests that read what the service logged.

/** A pino destination that keeps every line in memory. */
export function memoryStream() {
  const lines: string[] = []
  return {
    lines,
    write(chunk: string) {
      lines.push(...chunk.split('\n').filter((l) => l.length > 0))
    },
    text: () => lines.join('\n'),
    records: () => lines.map((l) => JSON.parse(l) as Record<string, any>),
  }
}
