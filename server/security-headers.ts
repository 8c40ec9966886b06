// The security middleware: request ids (the balancer's, or our own), and the secure headers with a per-request CSP
// nonce.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { withRequestScope } from '../platform/request-scope.server';

/** What these middlewares put on the context: `secureHeadersNonce` is the request's CSP nonce. */
export type SecurityVariables = SecureHeadersVariables;

/** An id a balancer may hand on: 1 to 64 letters, digits, '.', '_' or '-' (nginx's $request_id, UUIDs). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id: the balancer's X-Request-Id when the request comes through a trusted proxy and the id is
 * well-formed, so one id follows a request from the balancer through every instance's logs; otherwise a fresh one.
 * A client's own id is never taken: it goes into the logs and onto error pages as the reference a user quotes, so a
 * client must not be able to choose one or replay another's (the balancer overwrites what a client sent). The id is
 * echoed on the answer and carried through the request's work, so every log line of it names it.
 */
export function serverRequestId(viaTrustedProxy: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const offered = c.req.header('X-Request-Id');
    const id =
      offered !== undefined && REQUEST_ID_PATTERN.test(offered) && viaTrustedProxy(c)
        ? offered
        : randomUUID();
    c.set('requestId', id);
    await withRequestScope(id, next);
    // Set on the final answer, so it survives handlers (React Router) that return their own Response.
    c.header('X-Request-Id', id);
  };
}

/** The only origin a page may frame: YouTube's privacy-enhanced embeds, on the shows page. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/**
 * Hono's secure headers plus a Content-Security-Policy whose script nonce is fresh for every request
 * (read it with `c.get('secureHeadersNonce')`). In development no CSP is sent: Vite's dev server adds
 * inline scripts and a hot-reload socket that carry no nonce; the policy is tested on the production build.
 */
export function securityHeaders(
  mode: 'production' | 'development' | 'test' = 'production',
  options: { connectOrigins?: string[]; adOrigins?: string[] } = {},
) {
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    // What frame-ancestors 'none' says, for browsers that only know the older header.
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
      // The shows page's player: YouTube's privacy-enhanced embed may go full screen and start playing on click.
      fullscreen: ['self', VIDEO_EMBED_ORIGIN],
      autoplay: ['self', VIDEO_EMBED_ORIGIN],
      encryptedMedia: ['self', VIDEO_EMBED_ORIGIN],
      pictureInPicture: ['self', VIDEO_EMBED_ORIGIN],
    },
    ...(mode === 'development'
      ? {}
      : {
          contentSecurityPolicy: {
            defaultSrc: ["'self'"],
            // Every inline script carries the nonce. 'strict-dynamic' lets those scripts load the route chunks
            // and makes CSP3 browsers ignore 'self' (kept for older ones), so a script file that reached our
            // origin some other way still cannot be run by injected markup.
            scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
            // React writes style attributes (color-scheme, chart sizes): inline styles stay allowed, scripts not.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Episode thumbnails come through our image cache; its last fallback is the provider's own address.
            // An ad network, when configured, shows its pictures and frames from its own origin.
            imgSrc: ["'self'", 'data:', 'blob:', VIDEO_THUMBNAIL_ORIGIN, ...(options.adOrigins ?? [])],
            // Nothing is framed but the shows page's player, on YouTube's privacy-enhanced domain, and ads.
            frameSrc: [VIDEO_EMBED_ORIGIN, ...(options.adOrigins ?? [])],
            // The analytics script, when one is configured, reports to its own origin.
            connectSrc: ["'self'", ...(options.connectOrigins ?? []), ...(options.adOrigins ?? [])],
            // The service worker (/sw.js): 'strict-dynamic' in script-src would otherwise leave only nonces.
            workerSrc: ["'self'"],
            fontSrc: ["'self'", 'data:'],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
          },
        }),
  });
}
