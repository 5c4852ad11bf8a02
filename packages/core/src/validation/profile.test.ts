import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  affiliationSchema,
  bioCounterTone,
  bioSchema,
  countChars,
  genderLabels,
  genderSchema,
  nicknameSchema,
  onboardingAgeSchema,
  onboardingRegionSchema,
  profileLimits,
  profileMessages,
  profilePhotoSizeSchema,
  profileRegionSchema,
  profileRegionTextSchema,
  settingsAgeSchema,
  usernameSchema,
  usernameTakenMessage,
} from './profile.ts';

/** The first error message, or null when the value passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('usernameSchema', () => {
  it.each(['a', 'abc123', 'z9', 'abcdefghijkl'])('accepts %j', (value) => {
    expect(usernameSchema.parse(value)).toBe(value);
  });

  it.each(['', 'abcdefghijklm', 'Abc', 'abc_1', 'ab c', '한글', ' abc', undefined, 12])(
    'rejects %j',
    (value) => {
      expect(messageOf(usernameSchema, value)).toBe('영문 소문자와 숫자 1~12자로 입력해 주세요.');
    },
  );

  it('names a control or invisible character (text.ts) before the format rule', () => {
    expect(messageOf(usernameSchema, 'abc\n')).toBe('아이디에 쓸 수 없는 문자가 있어요.');
    expect(messageOf(usernameSchema, 'ab\u200Bc')).toBe('아이디에 쓸 수 없는 문자가 있어요.');
  });

  it('exports the taken message', () => {
    expect(usernameTakenMessage).toBe('이미 사용 중인 아이디예요.');
  });
});

describe('nicknameSchema', () => {
  it('trims and allows 1 to 8 characters, the same in onboarding and settings', () => {
    expect(nicknameSchema.parse('  홍길동  ')).toBe('홍길동');
    expect(nicknameSchema.parse('가나다라마바사아')).toBe('가나다라마바사아');
    expect(messageOf(nicknameSchema, '가나다라마바사아자')).toBe('닉네임은 8자까지 쓸 수 있어요');
    expect(nicknameSchema.parse(' 가나다라마바사아 ')).toBe('가나다라마바사아');
  });

  it.each(['', '   ', undefined])('asks for a nickname when given %j', (value) => {
    expect(messageOf(nicknameSchema, value)).toBe(profileMessages.nicknameRequired);
  });

  it('counts an emoji as one character and composes separate jamo', () => {
    // A name needs a letter or digit (issue 16 §4), so one letter and seven emoji make eight.
    expect(nicknameSchema.parse('지😀😀😀😀😀😀😀')).toHaveLength(15);
    expect(messageOf(nicknameSchema, '지😀😀😀😀😀😀😀😀')).toBe(profileMessages.nicknameTooLong);
    expect(nicknameSchema.parse('\u1112\u1161\u11AB')).toBe('한');
    expect(countChars('\u1112\u1161\u11AB')).toBe(1);
  });
});

describe('age schemas (만 14세 이상)', () => {
  it.each([[14], [150], [27], ['42'], [' 14 ']])('accepts %j', (value) => {
    expect(settingsAgeSchema.parse(value)).toBe(Number(String(value).trim()));
    expect(onboardingAgeSchema.parse(value)).toBe(Number(String(value).trim()));
  });

  it.each([[''], [null], [undefined], ['  ']])('reads %j as no age in settings', (value) => {
    expect(settingsAgeSchema.parse(value)).toBeNull();
  });

  it.each([[0], [7], [13], ['13']])('turns away an age under 14 (%j) with the reason', (value) => {
    expect(messageOf(settingsAgeSchema, value)).toBe('만 14세 이상만 가입할 수 있어요');
    expect(messageOf(onboardingAgeSchema, value)).toBe('만 14세 이상만 가입할 수 있어요');
  });

  it.each([[-1], [151], [13.5], [3.5], ['abc'], ['1e2'], ['-3'], [Number.NaN]])(
    'rejects %j with the range',
    (value) => {
      expect(messageOf(settingsAgeSchema, value)).toBe('나이는 14~150 사이로 입력해 주세요');
      expect(messageOf(onboardingAgeSchema, value)).toBe('나이는 14~150 사이로 입력해 주세요');
    },
  );

  it('requires an age in onboarding', () => {
    expect(messageOf(onboardingAgeSchema, '')).toBe('나이는 14~150 사이로 입력해 주세요');
    expect(onboardingAgeSchema.parse('150')).toBe(150);
  });
});

describe('genderSchema', () => {
  it('accepts M, F and O with Korean labels', () => {
    expect(['M', 'F', 'O'].map((g) => genderLabels[genderSchema.parse(g)])).toEqual(['남성', '여성', '기타']);
  });

  it.each(['', 'm', 'X', undefined, null])('asks to choose for %j', (value) => {
    expect(messageOf(genderSchema, value)).toBe('성별을 선택해 주세요.');
  });
});

describe('profile region schemas', () => {
  it('accepts a table district and trims it', () => {
    expect(profileRegionSchema.parse({ province: ' 광주 ', district: '광산구' })).toEqual({
      province: '광주',
      district: '광산구',
    });
  });

  it('asks for the province first, then the district', () => {
    expect(messageOf(profileRegionSchema, { province: '', district: '' })).toBe(
      '시/도를 먼저 선택해 주세요.',
    );
    expect(messageOf(profileRegionSchema, { province: null, district: '강남구' })).toBe(
      '시/도를 먼저 선택해 주세요.',
    );
    expect(messageOf(profileRegionSchema, { province: '서울', district: '' })).toBe(
      '시/군/구까지 선택해 주세요.',
    );
    expect(messageOf(profileRegionSchema, { province: '서울' })).toBe('시/군/구까지 선택해 주세요.');
  });

  it('refuses nationwide and pairs that are not in the table', () => {
    expect(messageOf(profileRegionSchema, { province: '전국', district: '전국' })).toBe(
      '시/도를 먼저 선택해 주세요.',
    );
    expect(messageOf(profileRegionSchema, { province: '부산', district: '강남구' })).toBe(
      '지원하지 않는 지역이에요.',
    );
    expect(messageOf(profileRegionSchema, { province: '서울특별시', district: '강남구' })).toBe(
      '지원하지 않는 지역이에요.',
    );
  });

  it('uses one message for anything missing in onboarding', () => {
    for (const value of [{}, { province: '서울', district: '' }, { province: '', district: '강남구' }]) {
      expect(messageOf(onboardingRegionSchema, value)).toBe('지역을 선택해 주세요.');
    }
    expect(messageOf(onboardingRegionSchema, { province: '세종', district: '세종시' })).toBeNull();
    expect(messageOf(onboardingRegionSchema, { province: '세종', district: '조치원읍' })).toBe(
      '지원하지 않는 지역이에요.',
    );
  });

  it('reads the stored "province district" text', () => {
    expect(profileRegionTextSchema.parse('대전 유성구')).toEqual({ province: '대전', district: '유성구' });
    expect(messageOf(profileRegionTextSchema, '대전')).toBe('시/군/구까지 선택해 주세요.');
    expect(messageOf(profileRegionTextSchema, '')).toBe('시/도를 먼저 선택해 주세요.');
    expect(messageOf(profileRegionTextSchema, '서울특별시')).toBe('시/군/구까지 선택해 주세요.');
    expect(messageOf(profileRegionTextSchema, '서울 없는구')).toBe('지원하지 않는 지역이에요.');
  });

  it.each([
    ['경기 수원시 장안구', '경기', '수원시'],
    ['경기 부천시 원미구', '경기', '부천시'],
    ['경기도 성남시분당구', '경기', '성남시'],
    ['인천 남구', '인천', '미추홀구'],
    ['인천광역시 동구', '인천', '제물포구'],
    ['경북 군위군', '대구', '군위군'],
    ['강원도 춘천시', '강원', '춘천시'],
    ['충남 연기군', '세종', '세종시'],
  ])('reads the older spelling %j as the current region', (text, province, district) => {
    expect(profileRegionTextSchema.parse(text)).toEqual({ province, district });
  });
});

describe('bio and affiliation', () => {
  it('allows up to 100 characters and empty text', () => {
    expect(bioSchema.parse('')).toBe('');
    expect(bioSchema.parse('가'.repeat(100))).toHaveLength(100);
    expect(messageOf(bioSchema, '가'.repeat(101))).toBe('자기소개는 100자까지 쓸 수 있어요.');
    expect(affiliationSchema.parse(' 한판 클럽 ')).toBe('한판 클럽');
    expect(messageOf(affiliationSchema, 'a'.repeat(101))).toBe('소속은 100자까지 쓸 수 있어요.');
  });

  it.each([
    [0, 'normal'],
    [75, 'normal'],
    [76, 'warning'],
    [90, 'warning'],
    [91, 'danger'],
    [100, 'danger'],
  ])('colours the counter at %i as %s', (length, tone) => {
    expect(bioCounterTone(length)).toBe(tone);
  });
});

describe('profilePhotoSizeSchema', () => {
  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(profilePhotoSizeSchema.parse(10_485_760)).toBe(10_485_760);
    expect(messageOf(profilePhotoSizeSchema, 10_485_761)).toBe('파일은 10MB 이하여야 해요.');
  });
});

describe('profileLimits', () => {
  it('carries the spec numbers', () => {
    expect(profileLimits).toMatchObject({
      usernameMax: 12,
      nicknameMax: 8,
      ageMin: 14,
      ageMax: 150,
      bioMax: 100,
      affiliationMax: 100,
      photoMaxBytes: 10 * 1024 * 1024,
    });
  });
});
