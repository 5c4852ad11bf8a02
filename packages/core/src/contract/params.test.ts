import { describe, expect, it } from 'vitest';
import { idField, UserIdParamsSchema } from './params.ts';

const id = idField('잘못된 번호예요.');

describe('idField (issue 16 item 13)', () => {
  it.each([
    [76, 76],
    ['76', 76],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('takes %j as %i', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });

  it.each([
    ['1e3'],
    [' 7'],
    ['7 '],
    ['007'],
    ['7.0'],
    ['+7'],
    ['-7'],
    [''],
    ['0'],
    [0],
    [1.5],
    [-1],
    [true],
    [null],
    ['9007199254740993'],
    [2 ** 60],
    ['abc'],
  ])('refuses %j with the schema message', (input) => {
    const result = id.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('잘못된 번호예요.');
  });

  it('keeps 0 as the caller where the profile calls allow it', () => {
    expect(UserIdParamsSchema.parse({ id: '0' }).id).toBe(0);
    expect(UserIdParamsSchema.parse({ id: '12' }).id).toBe(12);
    expect(UserIdParamsSchema.safeParse({ id: '00' }).success).toBe(false);
  });
});
