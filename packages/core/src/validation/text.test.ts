import { describe, expect, it } from 'vitest';
import { chatDestination, ChatSendSchema } from '../contract/realtime.ts';
import { nicknameSchema } from './profile.ts';
import { findForbiddenCharacter, forbiddenCharacterMessage, multiLineText, singleLineText } from './text.ts';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('findForbiddenCharacter', () => {
  const everyControl = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
    ...Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)),
  ];
  const bidi = [
    '\u061C',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];
  const zeroWidth = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];

  it('refuses every control, bidi and zero-width character on one line', () => {
    for (const char of [...everyControl, ...bidi, ...zeroWidth, '\u2028', '\u2029', '\uD800']) {
      expect(findForbiddenCharacter(`a${char}b`, 'single-line'), JSON.stringify(char)).toBe(char);
    }
  });

  it('keeps tab, LF, CR and zero-width joiners in free text, refuses other controls and bidi', () => {
    for (const char of ['\t', '\n', '\r', ...zeroWidth]) {
      expect(findForbiddenCharacter(`a${char}b`, 'multi-line'), JSON.stringify(char)).toBeNull();
    }
    const refused = [...everyControl.filter((char) => !'\t\n\r'.includes(char)), ...bidi, '\uDC00'];
    for (const char of refused) {
      expect(findForbiddenCharacter(`a${char}b`, 'multi-line'), JSON.stringify(char)).toBe(char);
    }
  });

  it('accepts ordinary Korean, emoji and punctuation on one line', () => {
    expect(findForbiddenCharacter('홍길동 😀 #1 (서울)', 'single-line')).toBeNull();
  });
});

describe('singleLineText and multiLineText', () => {
  it('normalises to NFC before anything else', () => {
    expect(singleLineText('닉네임').parse('\u1112\u1161\u11AB')).toBe('한');
    expect(multiLineText('자기소개').parse('e\u0301')).toBe('é');
  });

  it('names the field in a 해요체 message and stops further checks', () => {
    const nickname = singleLineText('닉네임').trim().min(1, '닉네임을 입력해 주세요.');
    expect(messageOf(nickname.safeParse('\u0000'))).toBe('닉네임에 쓸 수 없는 문자가 있어요.');
    expect(nickname.safeParse('\u0000').error!.issues).toHaveLength(1);
    expect(forbiddenCharacterMessage('소속')).toBe('소속에 쓸 수 없는 문자가 있어요.');
  });

  it('keeps a multi-line text with line breaks and an emoji ZWJ sequence intact', () => {
    const text = '안녕하세요\r\n\t👩‍💻 개발자예요\n👨‍👩‍👧';
    expect(multiLineText('자기소개').parse(text)).toBe(text);
    expect(messageOf(singleLineText('닉네임').safeParse('👩‍💻'))).toBe('닉네임에 쓸 수 없는 문자가 있어요.');
  });

  it('uses the missing-value message when given', () => {
    expect(
      messageOf(singleLineText('아이디', { error: '아이디를 입력해 주세요.' }).safeParse(undefined)),
    ).toBe('아이디를 입력해 주세요.');
  });

  it('guards chat messages too', () => {
    expect(chatDestination(1)).toBe('/app/chat/1');
    expect(messageOf(ChatSendSchema.safeParse({ content: 'gg\u202Eez' }))).toBe(
      '메시지에 쓸 수 없는 문자가 있어요.',
    );
    expect(ChatSendSchema.parse({ content: '좋은 경기였어요!\n다음에 또 해요 🤝' }).content).toContain('\n');
  });
});

describe('invisible names (issue 16 §4)', () => {
  const nickname = (value: string) => messageOf(nicknameSchema.safeParse(value));
  const refused = '닉네임에 쓸 수 없는 문자가 있어요.';
  const classes: Record<string, string[]> = {
    'Hangul fillers': ['\u3164', '\u115F', '\u1160', '\uFFA0'],
    'blank braille pattern': ['\u2800'],
    'format characters (soft hyphen, Mongolian vowel separator, invisible operators)': [
      '\u00AD',
      '\u180E',
      '\u2061',
      '\u2062',
      '\u2063',
      '\u2064',
    ],
    'tag characters': ['\u{E0000}', '\u{E0001}', '\u{E0002}', '\u{E0020}', '\u{E0041}', '\u{E007F}'],
    'other blank marks': ['\u034F', '\u17B4', '\u180B', '\uFFFC'],
  };

  it.each(Object.entries(classes))('refuses %s alone, around a name and inside one', (_, chars) => {
    for (const char of chars) {
      for (const value of [char, char.repeat(3), `${char}지호`, `지호${char}`, `지${char}호`]) {
        expect(nickname(value), JSON.stringify(value)).toBe(refused);
      }
      expect(findForbiddenCharacter(`a${char}b`, 'single-line')).toBe(char);
    }
  });

  it('refuses a combining mark or variation selector with nothing to sit on', () => {
    for (const mark of ['\uFE0F', '\uFE00', '\u{E0100}', '\u0301', '\u0308', '\u20DD']) {
      expect(nickname(mark), JSON.stringify(mark)).toBe(refused);
      expect(nickname(`지 ${mark}호`), JSON.stringify(mark)).toBe(refused);
    }
  });

  it('keeps a mark on its letter and an emoji with its presentation selector', () => {
    expect(nicknameSchema.parse('Zoë')).toBe('Zoë');
    expect(nicknameSchema.parse('a\u0301')).toBe('á');
    expect(nicknameSchema.parse('지호❤\uFE0F')).toBe('지호❤\uFE0F');
  });

  it('asks for a letter or digit when a name has none', () => {
    for (const value of ['!!!', '⚽', '❤\uFE0F', '· ·', '😀😀']) {
      expect(nickname(value), value).toBe('닉네임에 글자나 숫자를 하나 이상 넣어 주세요.');
    }
    expect(nicknameSchema.parse('7')).toBe('7');
    expect(nicknameSchema.parse('지호⚽')).toBe('지호⚽');
    expect(nickname('   ')).toBe('닉네임을 입력해 주세요.');
  });

  it('names other single-line fields in their message', () => {
    expect(messageOf(singleLineText('상세 장소').safeParse('\u3164'))).toBe(
      '상세 장소에 쓸 수 없는 문자가 있어요.',
    );
    expect(messageOf(singleLineText('상세 장소').safeParse('---'))).toBe(
      '상세 장소에 글자나 숫자를 하나 이상 넣어 주세요.',
    );
    expect(singleLineText('검색어').parse('')).toBe('');
    expect(singleLineText('검색어', { search: true }).parse('_%')).toBe('_%');
    expect(messageOf(singleLineText('검색어', { search: true }).safeParse('\u3164'))).toBe(
      '검색어에 쓸 수 없는 문자가 있어요.',
    );
  });

  it('leaves free text alone: a soft hyphen or filler in a bio is not a name', () => {
    expect(multiLineText('자기소개').parse('긴\u00ADword ㅤ')).toBe('긴\u00ADword ㅤ');
  });
});
