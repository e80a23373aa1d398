/**
 * glibc's malloc setting the server is started with (`npm start` and the Dockerfile carry the same
 * value; README, "Memory"). Left alone, glibc raises its mmap threshold to the size of each big
 * block freed (8.7 MB once the embedded database's WebAssembly has been read), and the blocks below
 * it then stay in its arenas when freed. With the setting, the threshold stays at 128 KiB and those
 * blocks go back to the system.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072'

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

/**
 * What the start's log says when glibc runs without any GLIBC_TUNABLES (an operator's own value is
 * left alone); `glibc` is asked only then.
 */
export function mallocNote(env: NodeJS.ProcessEnv, glibc: () => boolean): string | undefined {
  if (env.GLIBC_TUNABLES !== undefined || !glibc()) return undefined
  return `GLIBC_TUNABLES is unset: start the server with GLIBC_TUNABLES=${MALLOC_TUNABLES}, as npm start and the Docker image do, or malloc may keep up to tens of MB more resident (README, "Memory")`
}
