// /api/dashboard/preferences and /api/dashboard/profile: the caller's own preferences, names and picture. Two
// sub-apps, so each guard covers its own prefix only.
import { Hono } from 'hono';
import { ValidationError } from '../../lib/errors';
import type { ImageHost } from '../../platform/image-hosting.server';
import { UPLOAD_MESSAGES, uploadImage } from '../../platform/image-upload.server';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import { AVATAR_SIZE_PX, preferencesPatch, profileInput } from './schemas';
import type { SettingsService } from './service.server';

interface Deps {
  auth: AuthService;
  settings: SettingsService;
  imageHost: ImageHost;
}

export function preferencesApi(deps: Pick<Deps, 'auth' | 'settings'>) {
  const { settings } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      return c.json({ success: true, data: await settings.get(c.get('principal').user.id) });
    })
    .put('/', validated('json', preferencesPatch), async (c) => {
      const { preferences, changes } = await settings.update(c.get('principal').user, c.req.valid('json'));
      return c.json({ success: true, data: preferences, changes });
    });
}

export function profileApi(deps: Deps) {
  const { settings } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      return c.json({ success: true, data: await deps.auth.describe(c.get('principal').user) });
    })
    .put('/', validated('json', profileInput), async (c) => {
      const user = await settings.updateProfile(c.get('principal').user, c.req.valid('json'));
      return c.json({ success: true, data: user });
    })
    .post('/avatar', async (c) => {
      const body = await c.req.parseBody();
      const file = body.file;
      if (!(file instanceof File)) throw new ValidationError(UPLOAD_MESSAGES.missing);
      const caller = c.get('principal').user;
      const image = await uploadImage(
        deps.imageHost,
        file,
        { avatarOf: caller.id },
        { square: AVATAR_SIZE_PX },
      );
      const user = await settings.setProfileImage(caller, image.url);
      return c.json({ success: true, data: user }, 201);
    })
    .delete('/avatar', async (c) => {
      const user = await settings.setProfileImage(c.get('principal').user, null);
      return c.json({ success: true, data: user });
    });
}
