/** Below this size compression saves less than the headers it costs (pages, files and cached answers). */
export const COMPRESS_MIN_BYTES = 1024;
