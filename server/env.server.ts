// Reads and validates the process configuration once; nothing else reads process.env.
import { z } from 'zod';
import { ECB_DAILY_URL } from '../features/fx/ecb.server';
import { HOST_ENTRY } from '../features/media/address-policy.server';
import { isTrustedProxyEntry } from '../platform/client-address.server';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** A value that counts as unset when empty, as an empty line in a .env file means. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Real crypto news and press-release feeds; offline they fail quietly (one log line each). */
export const DEFAULT_NEWS_FEEDS = [
  'https://www.coindesk.com/arc/outboundfeeds/rss/',
  'https://cointelegraph.com/rss',
  'https://decrypt.co/feed',
];
export const DEFAULT_PRESS_FEEDS = ['https://chainwire.org/feed/'];
/** The news job reads the feeds at most once a minute (feeds ask for no more) and at least once a day. */
export const NEWS_POLL_MIN_MS = 60_000;
export const NEWS_POLL_MAX_MS = 86_400_000;

function feedList(defaults: string[]) {
  return z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? defaults
        : v
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    )
    .superRefine((urls, ctx) => {
      for (const url of urls) {
        if (!/^https?:\/\/[^\s]+$/i.test(url) || !URL.canParse(url)) {
          ctx.addIssue({ code: 'custom', message: `"${url}" is not an http(s) address` });
        }
      }
    });
}

/** A comma-separated list of IP addresses and CIDR ranges (TRUSTED_PROXIES, METRICS_ALLOW); unset: none. */
const addressList = () =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .superRefine((entries, ctx) => {
      for (const entry of entries.filter((e) => !isTrustedProxyEntry(e))) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address or CIDR range (such as 127.0.0.1, 10.0.0.0/8 or ::1)`,
        });
      }
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUSTED_PROXIES: addressList(),
  /** Addresses (IPs/CIDRs) that may read /metrics without signing in as an admin: the Prometheus scrapers. */
  METRICS_ALLOW: addressList(),
  /** Addresses (IPs/CIDRs) whose public API calls without a key are not counted: monitoring, a load test. */
  API_LIMIT_EXEMPT: addressList(),
  SITE_URL: z.url({ message: 'must be an absolute URL such as https://blockcast.example' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** What this site's keys and channels in Redis start with: two sites (staging, production) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _')
    .default('bc'),
  ROLE: z.enum(['all', 'web', 'jobs']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  MARKET_PROVIDER: z.enum(['simulated', 'coinmarketcap', 'coingecko']).default('simulated'),
  MARKET_POLL_MS: z.coerce.number().int().min(1000, 'must be at least 1000').max(3_600_000).optional(),
  MARKET_SEED: z.string().min(1).default('blockcast'),
  CMC_API_KEY: z.string().optional(),
  CMC_BASE_URL: z.url({ message: 'must be an absolute URL' }).default('https://pro-api.coinmarketcap.com'),
  COINGECKO_BASE_URL: z
    .url({ message: 'must be an absolute URL' })
    .default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().optional(),
  STREAM_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  STREAM_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  STREAM_MAX_LIFETIME_MS: z.coerce
    .number()
    .int()
    .min(10_000, 'must be at least 10000')
    .max(86_400_000)
    .default(15 * 60_000),
  ICON_SERVICE: z.enum(['on', 'off']).default('on'),
  /** Hosts (host or host:port) /api/image-proxy may fetch from, comma-separated; unset: the built-in list. */
  IMAGE_PROXY_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .superRefine((hosts, ctx) => {
      for (const host of (hosts ?? []).filter((h) => !HOST_ENTRY.test(h)))
        ctx.addIssue({ code: 'custom', message: `"${host}" is not a host name (such as i.ytimg.com)` });
    }),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Where the editor's uploads go: a folder in DATA_DIR (disk), or Cloudflare Images (with its account and token). */
  IMAGE_HOST: z.enum(['disk', 'cloudflare']).default('disk'),
  CLOUDFLARE_ACCOUNT_ID: z.string().trim().max(100).optional(),
  CLOUDFLARE_IMAGES_TOKEN: optionalText,
  CLOUDFLARE_API_BASE: optionalUrl(['https', 'http']),
  /** off: the image proxy and cache fetch nothing remote and answer their placeholder (offline installs, tests). */
  IMAGE_REMOTE: z.enum(['on', 'off']).default('on'),
  /** RSS, Atom or JSON feeds of news and of press releases, comma-separated; empty for none. */
  NEWS_FEEDS: feedList(DEFAULT_NEWS_FEEDS),
  PRESS_FEEDS: feedList(DEFAULT_PRESS_FEEDS),
  NEWS_POLL_MS: z.coerce
    .number()
    .int()
    .min(NEWS_POLL_MIN_MS, `must be at least ${NEWS_POLL_MIN_MS}`)
    .max(NEWS_POLL_MAX_MS, `must be at most ${NEWS_POLL_MAX_MS}`)
    .default(10 * 60_000),
  /** The ECB's daily reference rates (XML) the dashboard converts prices with; empty: the built-in rates only. */
  FX_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(ECB_DAILY_URL),
  /** A web analytics script (Plausible, Umami, ...) every page loads; its origin may receive its reports. */
  ANALYTICS_SCRIPT_URL: optionalUrl(['https', 'http']),
  /** An ad network's script the home page loads to fill its ad slots; none, no slots. */
  ADS_SCRIPT_URL: optionalUrl(['https', 'http']),
  /** The publisher id the ad network knows this site by (data-ad-client on each slot). */
  ADS_CLIENT: z.string().trim().max(100).optional(),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (for example: openssl rand -base64 48)')
    .optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z
    .string()
    .trim()
    .min(1, 'must be a sender address')
    .default('Blockcast <no-reply@blockcast.local>'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  STRIPE_PRICE_ENTERPRISE: optionalText,
  STRIPE_API_BASE: optionalUrl(['http', 'https']),
  // Web Push for price alerts (all three, or none: push is then off). `npx web-push generate-vapid-keys`.
  /** Push services (hosts, or exact origins such as http://127.0.0.1:9000) Web Push may send to; unset: the browsers'. */
  PUSH_SERVICES: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Development and tests only: alert webhooks may go to http:// on a loopback address (a local receiver). Private
   * and other non-public addresses stay refused.
   */
  WEBHOOK_ALLOW_LOOPBACK_HTTP: z.enum(['on', 'off']).default('off'),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
});

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses a raw environment; throws ConfigError naming every bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.MARKET_PROVIDER === 'coinmarketcap' && !env.CMC_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  CMC_API_KEY: required when MARKET_PROVIDER=coinmarketcap',
    );
  }
  if (env.STRIPE_SECRET_KEY) {
    // Without these Stripe would take payments the site never hears of, or offer no plan to buy.
    const missing = (
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PREMIUM', 'STRIPE_PRICE_ENTERPRISE'] as const
    ).filter((name) => !env[name]);
    if (missing.length) {
      const lines = missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`);
      throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
    }
  }
  const vapid = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).filter((n) => !env[n]);
  if (vapid.length > 0 && vapid.length < 3) {
    const lines = vapid.map((name) => `  ${name}: required when any VAPID_ variable is set`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '') };
}

let cached: Env | undefined;

/** The process configuration, parsed on first use. */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    // Libraries (React above all) pick their production builds from NODE_ENV: keep them in step with the config.
    process.env.NODE_ENV = cached.NODE_ENV;
  }
  return cached;
}
