import { describe, expect, test } from 'vitest';
import { listOf, shape } from './api';

interface Row {
  id: number;
  name: string;
  note: string | null;
  tags: string[];
  active: boolean;
  owner: { email: string };
}

const rowOf = shape<Row>({
  id: 'number',
  name: 'string',
  note: 'string?',
  tags: 'array',
  active: 'boolean',
  owner: shape<Row['owner']>({ email: 'string' }),
});

const row: Row = { id: 1, name: 'a', note: null, tags: [], active: true, owner: { email: 'e@x' } };

describe('checks of what an API answered', () => {
  test('a value of the shape passes as it is; fields not named are not looked at', () => {
    const extra = { ...row, note: 'n', more: 1 };
    expect(rowOf(extra)).toBe(extra);
    expect(listOf(rowOf)([row, row])).toEqual([row, row]);
  });

  test.each([
    ['a field of another kind', { ...row, id: '1' }],
    ['a missing field', { ...row, name: undefined }],
    ['null where null is not allowed', { ...row, active: null }],
    ['an object where a list is asked for', { ...row, tags: {} }],
    ['a nested field of another kind', { ...row, owner: { email: 1 } }],
    ['a list instead of an object', [row]],
    ['null', null],
    ['a string', 'row'],
  ])('%s is refused', (_, value) => {
    expect(() => rowOf(value)).toThrow(TypeError);
  });

  test('a field marked optional may be null or absent, but not of another kind', () => {
    expect(rowOf({ ...row, note: undefined })).toMatchObject({ id: 1 });
    expect(() => rowOf({ ...row, note: 1 })).toThrow(TypeError);
  });

  test('a list is refused when it is not one, or when one row is wrong', () => {
    expect(() => listOf(rowOf)({ 0: row })).toThrow(TypeError);
    expect(() => listOf(rowOf)([row, { ...row, id: null }])).toThrow(TypeError);
  });
});
