import { describe, expect, test } from 'vitest';
import type { TelemetryEvent } from '../rules';
import { createAnalytics, reportMeasurement, TELEMETRY_ENDPOINT } from './analytics';

const task = (duration: number): TelemetryEvent => ({ kind: 'long-task', path: '/', duration });

describe('the analytics tool', () => {
  test('[PERF-002] measurements reach the tool when one is present, in batches of at most 50', () => {
    const sent: { url: string; events: TelemetryEvent[] }[] = [];
    const tool = createAnalytics(
      (url, body) => sent.push({ url, events: (JSON.parse(body) as { events: TelemetryEvent[] }).events }),
      () => true,
    );
    for (let i = 0; i < 120; i++) reportMeasurement(task(60 + i), tool);
    expect(sent.map((s) => s.events.length)).toEqual([50, 50]);
    tool.flush();
    expect(sent.map((s) => s.events.length)).toEqual([50, 50, 20]);
    expect(sent.every((s) => s.url === TELEMETRY_ENDPOINT)).toBe(true);
    expect(sent[2]?.events.at(-1)).toEqual(task(179));
    tool.flush();
    expect(sent).toHaveLength(3);
  });

  test('nothing is sent while the browser is offline: the newest 200 wait, and go once it is back', () => {
    let online = false;
    const sent: TelemetryEvent[][] = [];
    const tool = createAnalytics(
      (_url, body) => sent.push((JSON.parse(body) as { events: TelemetryEvent[] }).events),
      () => online,
    );
    for (let i = 0; i < 260; i++) tool.track(task(i));
    tool.flush();
    expect(sent).toEqual([]);
    online = true;
    tool.flush();
    expect(sent.map((s) => s.length)).toEqual([50, 50, 50, 50]);
    expect(sent[0]?.[0]).toEqual(task(60));
    expect(sent[3]?.at(-1)).toEqual(task(259));
  });

  test('[PERF-002] with no tool, or a tool that fails, reporting fails silently', () => {
    expect(() => reportMeasurement(task(80), null)).not.toThrow();
    const broken = createAnalytics(
      () => {
        throw new Error('offline');
      },
      () => true,
    );
    expect(() => {
      reportMeasurement(task(80), broken);
      broken.flush();
    }).not.toThrow();
    expect(() =>
      reportMeasurement(task(80), {
        track: () => {
          throw new Error('bad tool');
        },
        flush: () => {},
      }),
    ).not.toThrow();
  });
});
