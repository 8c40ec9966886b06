// GET /api/fx-rates: the rates the dashboard converts dollar figures with.
import { Hono } from 'hono';
import type { FxService } from './service.server';

export function fxApi(deps: { fx: FxService }) {
  return new Hono().get('/fx-rates', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, data: deps.fx.rates() });
  });
}
