import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from './headers.ts';

export { NEXT_CURSOR_HEADER };

/**
 * Lists (contract notes, "Lists"): the body is a plain JSON array; paging is additive — optional
 * query `cursor` (opaque, from the previous answer) and `size`; the next page's cursor comes in the
 * `X-Next-Cursor` response header, absent on the last page.
 */
export const LIST_SIZE_DEFAULT = 30;
export const LIST_SIZE_MAX = 100;

const sizeMessage = `한 번에 1~${LIST_SIZE_MAX}개까지 불러올 수 있어요.`;
const cursorMessage = '목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.';

export const ListQuerySchema = z.object({
  cursor: z.string({ error: cursorMessage }).min(1, cursorMessage).max(512, cursorMessage).optional(),
  size: z.coerce
    .number({ error: sizeMessage })
    .int(sizeMessage)
    .min(1, sizeMessage)
    .max(LIST_SIZE_MAX, sizeMessage)
    .default(LIST_SIZE_DEFAULT),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The message of a 400 for a cursor that is not one this server handed out. */
export const INVALID_CURSOR_MESSAGE = cursorMessage;
