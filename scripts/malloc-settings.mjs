// glibc's malloc settings the server runs with (bench/RESULTS.md, "Memory and start-up"). Worker
// threads, argon2's hashing and sharp allocate natively from threads of their own; by default glibc
// gives each thread an arena and raises its mmap threshold after the first large free, so memory
// they freed stayed with the process: 1.66–1.75× the idle RSS after a mixed load, 1.04× with both
// of these. glibc reads them only when a process starts: `npm start` (scripts/start.mjs) and the
// Docker image (Dockerfile, checked by scripts/check-deploy-files.mjs) set them; other C libraries
// ignore them.
export const mallocSettings = {
  // Two arenas for every thread, instead of up to eight per core.
  MALLOC_ARENA_MAX: '2',
  // Blocks of 1 MiB and more are mapped on their own and unmapped when freed, whatever came before.
  MALLOC_MMAP_THRESHOLD_: '1048576',
};
