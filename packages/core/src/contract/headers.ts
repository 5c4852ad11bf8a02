/**
 * HTTP headers of the wire contract. Kept free of zod so the web's first page can read them
 * without loading the schemas (decision 011).
 */

/** The next page's cursor of a list answer, absent on the last page (contract notes, "Lists"). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
