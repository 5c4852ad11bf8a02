/** Injected by vite.config.ts `define` at build (and test) time. */
declare const __APP_VERSION__: string;
/** ISO-8601 instant of the build. */
declare const __BUILD_DATE__: string;
