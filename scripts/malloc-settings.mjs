// glibc's malloc settings the server runs with. Worker threads, argon2's hashing and sharp allocate
// natively from threads of their own; by default glibc gives each an arena and keeps what they free.
// glibc reads them only when a process starts: `npm start` (package.json) and the Docker image
// (Dockerfile) set them, and scripts/check-deploy-files.mjs checks both against this list.
export const mallocSettings = {
  // Two arenas for every thread, instead of up to eight per core.
  MALLOC_ARENA_MAX: '2',
  // Blocks of 1 MiB and more are mapped on their own and unmapped when freed, whatever came before.
  MALLOC_MMAP_THRESHOLD_: '1048576',
};
