import { describe, expect, it } from 'vitest';
import { checkField, normalizeMobile, PATTERN_IDS, type FieldRule, type PatternId } from './field-rules.ts';

const rule = (patternId: PatternId, extra: Partial<FieldRule> = {}): FieldRule => ({
  shown: true,
  required: true,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 64,
  patternId,
  ...extra,
});

// One value each kind must accept and one it must refuse (spec §5).
const CASES: Record<PatternId, [pass: string, fail: string]> = {
  LENGTH: ['anything at all 123', ''],
  LETTER_FIRST_ALNUM: ['player01', '1player'],
  LETTERS: ['Somchai', 'Somchai1'],
  LETTERS_CHINESE: ['Li明华', 'Li 明华'],
  KANJI_DIGITS: ['明华88', 'Ming88'],
  EMAIL: ['player@example.com', 'player@example'],
  ALNUM: ['abc123', 'abc-123'],
  ALNUM_NO_CHINESE: ['abc123', 'abc明123'],
  DIGITS: ['0812345678', '08123x'],
  ALNUM_UPPER: ['Player1', 'player1'],
  LETTERS_SPACES: ['John Smith', 'John  Smith2'],
  NO_SPACES: ['no-spaces!', 'has space'],
  CHINESE_PUNCTUATION: ['王小明，您好！', '王小明abc'],
  FULL_NAME: ['Somchai Jaidee', 'Somchai'],
  LETTERS_SPACES_MIN2: ['A B', 'A'],
  JAPANESE: ['やまだタロウ山田', 'yamada'],
  UPPERCASE: ['ABC', 'AbC'],
  THAI: ['สมชาย ใจดี', 'Somchai'],
  KOREAN: ['김민수', 'Kim'],
  STRONG_PASSWORD: ['Str0ng!pass', 'weakpass1'],
  DATE_YMD: ['1990-02-28', '1990-02-30'],
  DATE_MDY: ['02-28-1990', '1990-02-28'],
};

describe('field rules', () => {
  it.each(PATTERN_IDS)('%s accepts a matching value and refuses another', (patternId) => {
    const [pass, fail] = CASES[patternId];
    expect(checkField(rule(patternId), pass)).toBeNull();
    expect(checkField(rule(patternId), fail)).not.toBeNull();
  });

  it('checks required, lengths in characters (not bytes) and the custom pattern', () => {
    expect(checkField(rule('LENGTH'), '  ')).toBe('REQUIRED');
    expect(checkField(rule('LENGTH', { required: false }), '')).toBeNull();
    expect(checkField(rule('LETTERS_CHINESE', { minLength: 2, maxLength: 3 }), '明')).toBe('TOO_SHORT');
    expect(checkField(rule('LETTERS_CHINESE', { minLength: 2, maxLength: 3 }), '明华')).toBeNull();
    expect(checkField(rule('LETTERS_CHINESE', { minLength: 2, maxLength: 3 }), '明华明华')).toBe('TOO_LONG');
    expect(checkField(rule('ALNUM', { acceptedPattern: 'vip[0-9]+' }), 'vip77')).toBeNull();
    expect(checkField(rule('ALNUM', { acceptedPattern: 'vip[0-9]+' }), 'abc77')).toBe('INVALID');
  });

  it('normalizes mobile numbers per country and refuses wrong lengths', () => {
    expect(normalizeMobile('66', '0812345678')).toBe('812345678');
    expect(normalizeMobile('66', '81234567')).toBeNull();
    expect(normalizeMobile('86', '13800138000')).toBe('13800138000');
    expect(normalizeMobile('999', '12345678')).toBeNull();
    expect(normalizeMobile('66', '08123abc78')).toBeNull();
  });
});
