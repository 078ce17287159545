/** glibc's malloc settings the server runs with (see malloc-settings.mjs). */
export declare const mallocSettings: Readonly<Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_', string>>;
