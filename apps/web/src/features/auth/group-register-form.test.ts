import { errorCatalog } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { registerErrorMessage } from './group-register-form';

describe('registerErrorMessage (spec §8)', () => {
  it('shows the server message when the id is taken', () => {
    expect(registerErrorMessage(new ApiError(409, 'email_taken', '이미 사용 중인 아이디예요.'))).toBe(
      '이미 사용 중인 아이디예요.',
    );
  });

  it('reports any other conflict as a duplicate item', () => {
    expect(registerErrorMessage(new ApiError(409, 'conflict', 'whatever'))).toBe(
      '회원가입 실패: 중복된 항목이 있어요.',
    );
  });

  it('reports 403 as admin only', () => {
    expect(registerErrorMessage(new ApiError(403, 'forbidden', '권한이 없어요.'))).toBe(
      '회원가입 실패: 관리자만 계정을 생성할 수 있어요.',
    );
  });

  it('passes other server messages through', () => {
    expect(
      registerErrorMessage(new ApiError(400, 'validation_failed', errorCatalog.validation_failed.message)),
    ).toBe(errorCatalog.validation_failed.message);
  });
});
