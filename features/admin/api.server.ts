// /api/admin/* (users, plans, outbox, caches, jobs, episode videos) and the spec's cache-invalidation paths: admins only.
import { Hono, type Context } from 'hono';
import type { AppServices } from '../../platform/services.server';
import { validated } from '../../platform/validation.server';
import { requireAdmin, type AuthEnv } from '../auth/server';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { articleIdParam, articleInput, editorListQuery, previewInput, visibilityInput } from '../news/server';
import { UPLOAD_MESSAGES, uploadImage } from '../../platform/image-upload.server';
import { setEpisodeVideo } from '../shows/server';
import {
  episodeIdParam,
  episodeVideoInput,
  invalidateImagesInput,
  listUsersInput,
  outboxInput,
  setDisabledInput,
  setPlanInput,
  userIdParam,
} from './schemas';
import { createAdminService, type AdminService } from './service.server';

const ok = <T>(c: Context, data: T) => c.json({ success: true as const, data });

function adminService(services: AppServices): AdminService {
  return createAdminService({
    db: services.database.db,
    cache: services.cache,
    clock: services.clock,
    auth: services.auth,
    activity: services.activity,
    market: services.market,
    images: services.media,
  });
}

/** Mounted at /api/admin: every route asks for the admin role (401 anonymous, 403 other users). */
export function adminApi(services: AppServices, admin: AdminService = adminService(services)) {
  return new Hono<AuthEnv>()
    .use('*', requireAdmin(services.auth))
    .get('/users', validated('query', listUsersInput), async (c) =>
      ok(c, await admin.listUsers(c.req.valid('query'))),
    )
    .post('/users/:id/plan', validated('param', userIdParam), validated('json', setPlanInput), async (c) =>
      ok(c, await admin.setPlan(c.req.valid('param').id, c.req.valid('json'))),
    )
    .post(
      '/users/:id/disabled',
      validated('param', userIdParam),
      validated('json', setDisabledInput),
      async (c) =>
        ok(
          c,
          await admin.setDisabled(
            c.get('principal').user.id,
            c.req.valid('param').id,
            c.req.valid('json').disabled,
          ),
        ),
    )
    .get('/outbox', validated('query', outboxInput), async (c) =>
      ok(c, await admin.outbox(c.req.valid('query'))),
    )
    .get('/cache/market', (c) => ok(c, admin.marketCache()))
    .post('/cache/market/invalidate', (c) => ok(c, admin.invalidateMarketCache()))
    .post('/cache/images/invalidate', validated('json', invalidateImagesInput), async (c) =>
      ok(c, await admin.invalidateImageCache(c.req.valid('json').pattern)),
    )
    .get('/jobs', async (c) => ok(c, await admin.jobs()))
    .get('/articles', validated('query', editorListQuery), async (c) =>
      ok(c, await services.editor.list(c.req.valid('query'))),
    )
    .get('/articles/:id', validated('param', articleIdParam), async (c) =>
      ok(c, await services.editor.get(c.req.valid('param').id)),
    )
    .post('/articles', validated('json', articleInput), async (c) =>
      c.json(
        {
          success: true,
          data: await services.editor.create(c.req.valid('json'), c.get('principal').user.id),
        },
        201,
      ),
    )
    .put('/articles/:id', validated('param', articleIdParam), validated('json', articleInput), async (c) =>
      ok(c, await services.editor.update(c.req.valid('param').id, c.req.valid('json'))),
    )
    .post(
      '/articles/:id/visibility',
      validated('param', articleIdParam),
      validated('json', visibilityInput),
      async (c) =>
        ok(c, await services.editor.setVisible(c.req.valid('param').id, c.req.valid('json').visible)),
    )
    .post('/articles/preview', validated('json', previewInput), (c) =>
      ok(c, services.editor.preview(c.req.valid('json').markdown)),
    )
    .get('/uploads', async (c) => ok(c, await services.imageHost.list()))
    .post('/uploads', async (c) => {
      const body = await c.req.parseBody();
      const file = body.file;
      if (!(file instanceof File)) throw new ValidationError(UPLOAD_MESSAGES.missing);
      const image = await uploadImage(services.imageHost, file, { uploadedBy: c.get('principal').user.id });
      return c.json({ success: true, data: image }, 201);
    })
    .put(
      '/episodes/:id/video',
      validated('param', episodeIdParam),
      validated('json', episodeVideoInput),
      async (c) => {
        const { id } = c.req.valid('param');
        const { youtubeId } = c.req.valid('json');
        if (!(await setEpisodeVideo(services.database.db, id, youtubeId)))
          throw new NotFoundError('Episode not found');
        return ok(c, { id, youtubeId });
      },
    );
}

/**
 * The spec's POST /api/market-cache/invalidate, mounted at /api. The admin role is checked (server/app.ts lists the
 * path in ADMIN_ONLY_PATHS, whose guard runs before any handler mounted under /api). POST /api/image-cache/invalidate
 * is the image cache's own (features/media).
 */
export function adminCacheAliasesApi(services: AppServices, admin: AdminService = adminService(services)) {
  return new Hono<AuthEnv>().post('/market-cache/invalidate', (c) => ok(c, admin.invalidateMarketCache()));
}
