import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { hasHiddenFormatting, hasLoneSurrogate, isBlankText, visibleText } from './text';
import { freeText } from './text-field';

describe('text that shows nothing', () => {
  test.each([
    ['U+200B zero-width space', '\u200B'],
    ['U+2060 word joiner', '\u2060'],
    ['U+FEFF byte-order mark', '\uFEFF'],
    ['U+3164 Hangul filler', '\u3164'],
    ['U+115F and U+1160 Hangul fillers', '\u115F\u1160'],
    ['U+FFA0 halfwidth Hangul filler', '\uFFA0'],
    ['U+2800 blank braille', '\u2800'],
    ['joiners and spaces', ' \u200C\u200D\t\n'],
  ])('%s is blank', (_, text) => {
    expect(isBlankText(text)).toBe(true);
  });

  test('text with anything that shows is not blank, and keeps its joiners', () => {
    expect(isBlankText('\u200Ba')).toBe(false);
    expect(isBlankText('⠁')).toBe(false);
    expect(visibleText('می\u200Cخواهم')).toBe('میخواهم');
  });

  test('half a UTF-16 pair is found; a whole pair is not', () => {
    expect(hasLoneSurrogate('\uD800')).toBe(true);
    expect(hasLoneSurrogate('a\uDC00')).toBe(true);
    expect(hasLoneSurrogate('\uD83D\uDE00')).toBe(false);
  });
});

describe('text that would show other than it is', () => {
  test.each([
    ['U+202E right-to-left override', 'evil\u202Egnp.exe'],
    ['U+202A..202D embeddings and overrides', 'a\u202Ab\u202Bc\u202Cd\u202D'],
    ['U+2066..2069 isolates', '\u2066a\u2067b\u2068c\u2069'],
    ['U+200E and U+200F marks', 'a\u200Eb\u200F'],
    ['U+061C Arabic letter mark', 'ب\u061Cت'],
    ['U+200B zero-width space', 'Trading\u200Bbot'],
    ['U+2060 word joiner', 'bot\u2060'],
    ['U+FEFF byte-order mark', '\uFEFFbot'],
    ['U+00AD soft hyphen', 'bo\u00ADt'],
    ['U+2028 line separator', 'a\u2028b'],
    ['a joiner between Latin letters', 'Trad\u200Ding'],
    ['a joiner at the end', 'ربات\u200C'],
  ])('%s is found', (_, text) => {
    expect(hasHiddenFormatting(text)).toBe(true);
  });

  test.each([
    ['plain text', 'Trading bot 2'],
    ['Cyrillic', 'Торговый бот'],
    ['a Persian word with its non-joiner', 'می\u200Cخواهم'],
    ['a Devanagari conjunct with its joiner', 'क्\u200Dष'],
    ['an emoji sequence with joiners', 'bot 👩\u200D💻 👁️\u200D🗨️'],
    ['a control character (the field’s own check)', 'a\u0000b'],
  ])('%s passes', (_, text) => {
    expect(hasHiddenFormatting(text)).toBe(false);
  });
});

describe('freeText', () => {
  const schema = z.object({
    note: freeText().max(5).optional(),
    title: freeText().min(1, 'title is required'),
  });

  test('trims, and turns text that shows nothing into an empty one', () => {
    expect(schema.parse({ note: ' \u200B\u3164 ', title: ' Hi ' })).toEqual({ note: '', title: 'Hi' });
    expect(schema.safeParse({ title: '\uFEFF\u2060' }).error?.issues[0]?.message).toBe('title is required');
  });

  test('refuses half a UTF-16 pair, naming the field, before its other checks', () => {
    const issues = schema.safeParse({ note: 'too long \uD800', title: 'x' }).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['note contains characters that cannot be stored']);
  });
});
