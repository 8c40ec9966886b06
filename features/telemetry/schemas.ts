// What the browser may report: a batch of measurements, each checked against its kind's shape.
import { z } from 'zod';
import {
  MAX_EVENTS_PER_REPORT,
  REQUEST_TARGETS,
  VITAL_NAMES,
  type TelemetryEvent,
  type VitalName,
} from './rules';

export * from './rules';

const path = z.string().trim().min(1).max(200).startsWith('/', 'path must start with /');
const ms = z.number().finite().min(0).max(600_000);

const telemetryEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vital'),
    path,
    name: z.enum(VITAL_NAMES as [VitalName, ...VitalName[]]),
    value: ms,
    rating: z.enum(['good', 'needs-improvement', 'poor']),
  }),
  z.object({ kind: z.literal('long-task'), path, duration: ms }),
  z.object({
    kind: z.literal('request'),
    path,
    target: z.enum(REQUEST_TARGETS),
    endpoint: z.string().trim().min(1).max(200),
    duration: ms,
  }),
  z.object({
    kind: z.literal('scroll-depth'),
    path,
    percent: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]),
  }),
]);

export const telemetryReport = z.object({
  events: z
    .array(telemetryEvent)
    .min(1, 'events must not be empty')
    .max(MAX_EVENTS_PER_REPORT, `events must hold at most ${MAX_EVENTS_PER_REPORT} measurements`),
});

export const telemetrySummaryQuery = z.object({
  days: z.coerce.number().int().min(1).max(30).default(7),
});

export type TelemetryReport = { events: TelemetryEvent[] };
