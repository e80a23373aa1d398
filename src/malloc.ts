/**
 * glibc's malloc setting the server is started with (`npm start` and the Dockerfile carry the same
 * value; README, "Memory"). glibc raises its mmap threshold to the size of each big block freed,
 * 8.7 MB once PGlite's WebAssembly has been read, and the blocks below it then stay in its arenas
 * when freed; set, the threshold stays at its first value (128 KiB) and those blocks go back.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072'

/** Whether this process's C library is glibc (the only one that reads GLIBC_TUNABLES). */
export function glibcRuntime(): boolean {
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
  return header?.glibcVersionRuntime !== undefined
}

/** What the start's log says when glibc runs without any GLIBC_TUNABLES (a value of the operator's own is left alone). */
export function mallocNotice(env: NodeJS.ProcessEnv, glibc: boolean): string | undefined {
  if (!glibc || env.GLIBC_TUNABLES !== undefined) return undefined
  return `GLIBC_TUNABLES is unset: start the server with GLIBC_TUNABLES=${MALLOC_TUNABLES}, as npm start and the Docker image do, or malloc may keep tens of MB more resident (README, "Memory")`
}
