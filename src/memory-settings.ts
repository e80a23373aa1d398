// Settings that keep the server's resident memory down and that only its start can give: glibc
// reads its tunables, and Node its V8 options, as the process starts.

/**
 * glibc's malloc setting the server is started with (`npm start` and the Dockerfile carry the same
 * value; README, "Memory"). Left alone, glibc raises its mmap threshold to the size of each big
 * block freed (8.7 MB once the embedded database's WebAssembly has been read), and the blocks below
 * it then stay in its arenas when freed. With the setting, the threshold stays at 128 KiB and those
 * blocks go back to the system.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072'

/**
 * Node's options the server is started with, as MALLOC_TUNABLES is (README, "Memory"):
 * - one V8 worker thread instead of 4: glibc gives each thread that allocates its own arena, which
 *   keeps what was freed in it; the embedded server's threads held about 40 MB free that way, and
 *   with one worker (GC, compilation, WebAssembly tier-up) its arenas held 21 MB less;
 * - a young generation of 2 x 8 MB instead of Node 20's 2 x 16, to which V8 grows it under load.
 */
export const NODE_MEMORY_OPTIONS = ['--v8-pool-size=1', '--max-semi-space-size=8'] as const

/** Whether this process's C library is glibc, the only one that reads GLIBC_TUNABLES. */
export function runsOnGlibc(): boolean {
  // The process report would otherwise look up the address of every open socket (Node 20.13+; not in @types/node 20).
  const report = process.report as NodeJS.ProcessReport & { excludeNetwork: boolean }
  const excludeNetwork = report.excludeNetwork
  report.excludeNetwork = true
  try {
    const { header } = report.getReport() as { header?: { glibcVersionRuntime?: string } }
    return header?.glibcVersionRuntime !== undefined
  } finally {
    report.excludeNetwork = excludeNetwork
  }
}

/** The name of a Node or V8 option as given ("--max_semi_space_size=8" is "--max-semi-space-size"). */
const optionName = (option: string) => option.replace(/^"|"$/g, '').split('=')[0].replaceAll('_', '-')

/**
 * What the start's log says when Node runs without NODE_MEMORY_OPTIONS, each on its command line or
 * in NODE_OPTIONS (quoted or not); any value of an operator's is left alone.
 */
export function nodeOptionsNote(execArgv: readonly string[], nodeOptions: string | undefined): string | undefined {
  const given = new Set([...execArgv, ...(nodeOptions ?? '').split(/\s+/)].map(optionName))
  const missing = NODE_MEMORY_OPTIONS.filter((option) => !given.has(optionName(option)))
  if (missing.length === 0) return undefined
  return `Node runs without ${missing.join(' ')}: start the server with node ${NODE_MEMORY_OPTIONS.join(' ')}, as npm start and the Docker image do, or it may keep tens of MB more resident (README, "Memory")`
}

/**
 * What the start's log says when glibc runs without any GLIBC_TUNABLES (an operator's own value is
 * left alone); `glibc` is asked only then.
 */
export function mallocNote(env: NodeJS.ProcessEnv, glibc: () => boolean): string | undefined {
  if (env.GLIBC_TUNABLES !== undefined || !glibc()) return undefined
  return `GLIBC_TUNABLES is unset: start the server with GLIBC_TUNABLES=${MALLOC_TUNABLES}, as npm start and the Docker image do, or malloc may keep up to tens of MB more resident (README, "Memory")`
}
