import { describe, expect, test } from 'vitest';
import { arc } from './performance-summary';

/** The points a path's moves and arcs end at. */
const ends = (d: string) =>
  [...d.matchAll(/(?:M|L|A [\d.]+ [\d.]+ \d \d \d) ([\d.]+) ([\d.]+)/g)].map((m) => `${m[1]},${m[2]}`);

describe('allocation pie slices', () => {
  test('a half slice is a wedge from the centre along half the rim', () => {
    expect(ends(arc(0, 0.5, 60))).toEqual(['60,60', '60.000,0.000', '60.000,120.000']);
  });

  test('a holding of 99.9999% still fills the pie: its arc does not start and end on one point', () => {
    const d = arc(0, 0.999999, 60);
    const points = ends(d);
    // Two half turns through the bottom, rather than one arc whose ends round to the same point.
    expect(points).toEqual(['60,0', '60,120', '60,0']);
  });
});
