/** Where the server keeps its data when DATA_DIR is unset (config.ts; main.ts reads it before the settings, for its code cache). */
export const DEFAULT_DATA_DIR = './data';
