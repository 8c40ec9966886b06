// /api/shows/schedule: the network's weekly schedule (US Eastern time), what is on air now and when each
// programme next begins, and the recent episodes, for the public API.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db.server';
import { documented } from '../../platform/openapi.server';
import { playerUrl } from './episodes';
import { EDUCATIONAL_PROGRAMMING, FLAGSHIP_SHOWS, WEEKEND_PROGRAMMING } from './programming';
import { EASTERN, nextAiring, onAir, slotLabel, type Slot } from './schedule';
import { recentEpisodes } from './service.server';

const time = z.string().meta({ format: 'date-time' });
const wallClock = z
  .string()
  .regex(/^\d\d:\d\d$/)
  .meta({ description: 'HH:MM, US Eastern time' });

const programme = z.object({
  title: z.string(),
  description: z.string(),
  kind: z.enum(['show', 'weekend', 'education']),
  host: z.string().nullable(),
  format: z.enum(['live', 'recorded', 'upcoming']).nullable().meta({ description: 'For a flagship show' }),
  days: z.array(z.number().int().min(0).max(6)).meta({ description: '0 = Sunday … 6 = Saturday' }),
  start: wallClock,
  end: wallClock,
  label: z.string().meta({ description: "As the shows page reads it: 'Mon-Fri 6-10 AM ET'" }),
  on_air: z.boolean(),
  next_start: time.nullable().meta({ description: 'When it next begins' }),
});

export const scheduleAnswer = z
  .object({
    success: z.literal(true),
    data: z.object({
      timezone: z.literal(EASTERN),
      programmes: z.array(programme),
      recent_episodes: z.array(
        z.object({
          id: z.string(),
          show: z.string(),
          title: z.string(),
          description: z.string(),
          date: z.string().meta({ description: 'Date of broadcast' }),
          duration: z.string().meta({ description: "'52:10'" }),
          type: z.enum(['live', 'recorded']),
          video_url: z.string().nullable().meta({ description: 'The player, once the video is published' }),
        }),
      ),
    }),
  })
  .meta({ id: 'ShowsSchedule' });

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function showsApi(deps: { database: { db: Db }; clock: () => number }) {
  return new Hono().get(
    '/schedule',
    documented({
      tag: 'Shows',
      summary: 'Shows schedule',
      description: 'The weekly schedule in US Eastern time, what is on air now, and the recent episodes.',
      answer: scheduleAnswer,
    }),
    async (c) => {
      const now = deps.clock();
      const entry = (
        kind: 'show' | 'weekend' | 'education',
        p: {
          title: string;
          description: string;
          slot: Slot;
          host?: string;
          status?: 'live' | 'recorded' | 'upcoming';
        },
      ) => {
        const next = nextAiring(p.slot, now);
        return {
          title: p.title,
          description: p.description,
          kind,
          host: p.host ?? null,
          format: p.status ?? null,
          days: [...p.slot.days],
          start: hhmm(p.slot.start),
          end: hhmm(p.slot.end),
          label: slotLabel(p.slot),
          on_air: onAir(p.slot, now),
          next_start: next === null ? null : new Date(next).toISOString(),
        };
      };
      const episodes = await recentEpisodes(deps.database.db, now);
      return c.json({
        success: true as const,
        data: {
          timezone: EASTERN,
          programmes: [
            ...FLAGSHIP_SHOWS.map((s) => entry('show', { ...s, title: s.name })),
            ...WEEKEND_PROGRAMMING.map((b) => entry('weekend', b)),
            ...[EDUCATIONAL_PROGRAMMING.series, ...EDUCATIONAL_PROGRAMMING.advanced].map((b) =>
              entry('education', b),
            ),
          ],
          recent_episodes: episodes.map((e) => ({
            id: e.id,
            show: e.show,
            title: e.title,
            description: e.description,
            date: e.date,
            duration: e.duration,
            type: e.type,
            video_url: e.youtubeId ? playerUrl(e.youtubeId) : null,
          })),
        },
      });
    },
  );
}
