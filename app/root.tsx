// The document: theme applied before paint, metadata, providers, and the app-wide error boundary.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { SessionProvider } from '../platform/browser/session';
import { requestUser } from '../features/auth/request.server';
import { loadTicker } from '../features/market/page-data.server';
import { loadHeadlines } from '../features/news/headlines.server';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { seo } from './seo';
import { FATAL_TITLE, FatalErrorPage } from './shell/fatal-error';
import { useNonce } from './shell/nonce';
import { isLoadFailure, LOAD_FAILED_TITLE, LoadFailedPage, renderedByServer } from './shell/load-failed';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundPage } from './shell/not-found';
import { PublicFrame } from './shell/public-frame';
import { reportError } from './shell/report-error';
import { DEFAULT_THEME, THEME_COLOR, themeBootScript, themeFromCookie } from './shell/theme';
import { PageViews } from './shell/page-views';
import { Telemetry } from '../features/telemetry/components/telemetry';
import { ThemeProvider } from './shell/theme-provider';

/**
 * Before any module runs: the theme, and zod told not to probe `new Function` (its JIT), which the
 * Content-Security-Policy forbids and would report as a violation on every page that loads a schema.
 */
const BOOT_SCRIPT = `globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});${themeBootScript}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ticker: await loadTicker(context.services.market, context.services.clock()).catch(() => null),
    headlines: await loadHeadlines(context.services.news).catch(() => null),
    theme: themeFromCookie(request.headers.get('Cookie')),
    siteUrl: context.services.siteUrl,
    analyticsScript: context.services.analyticsScriptUrl ?? null,
    ads: context.services.ads ?? null,
    requestId: context.requestId,
    user: await requestUser(request, context.services),
    /** The footer's copyright year, from the server's clock: the browser renders the same year when it hydrates. */
    year: new Date(context.services.clock()).getUTCFullYear(),
  };
}

// The root data (theme, ticker's first paint) does not change with navigation: the ticker refreshes itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

/**
 * The page metadata when a route's error reaches this boundary (a coin that does not exist, a failed loader):
 * every other page names its own.
 */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  if (notFound) return seo(args, { title: NOT_FOUND_TITLE, description: NOT_FOUND_TEXT, noindex: true });
  const loadFailed = !renderedByServer() && isLoadFailure(args.error);
  return seo(args, { title: loadFailed ? LOAD_FAILED_TITLE : FATAL_TITLE, noindex: true });
};

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, ahead of the modulepreloads it hoists there:
  // the one render-blocking file is requested first (it came after 40 scripts, and the first paint waited for them).
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blockcast: Crypto News', href: '/rss/news.xml' },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'Blockcast: Press Releases',
    href: '/rss/press.xml',
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.theme ?? DEFAULT_THEME;
  const nonce = useNonce();
  // Around the error boundary too: the header's ticker uses queries on the error pages.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  return (
    <html lang="en" className={theme} style={{ colorScheme: theme }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR[theme]} suppressHydrationWarning />
        {/* The nonce is on the server's markup only (see shell/nonce.ts): no hydration warning for it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} suppressHydrationWarning />
        <Meta />
        <Links />
        {data?.analyticsScript && (
          // The configured web analytics script; data-domain is how Plausible-style scripts name the site.
          <script
            defer
            src={data.analyticsScript}
            data-domain={new URL(data.siteUrl).host}
            nonce={nonce}
            suppressHydrationWarning
          />
        )}
      </head>
      <body>
        <ThemeProvider initial={theme}>
          <SessionProvider initialUser={data?.user ?? null}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
            <PageViews />
            <Telemetry />
          </SessionProvider>
        </ThemeProvider>
        <HydrationMark />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Marks the document once React has hydrated it (error pages too), for browser tests and scripts. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [inBrowser] = useState(() => !renderedByServer());
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicFrame user={null}>
        <NotFoundPage />
      </PublicFrame>
    );
  }
  if (inBrowser && isLoadFailure(error)) {
    return (
      <PublicFrame user={null}>
        <LoadFailedPage
          offline={!navigator.onLine}
          onRetry={() =>
            navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
          }
        />
      </PublicFrame>
    );
  }
  return <FatalError error={error} />;
}

function FatalError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRouteLoaderData<typeof loader>('root');
  // An error page the server rendered is hydrated as it is; any other one happened in the browser.
  const [fromBrowser] = useState(() => !renderedByServer());
  const [reference, setReference] = useState<string | null>(fromBrowser ? null : (root?.requestId ?? null));

  useEffect(() => {
    if (fromBrowser) void reportError(error).then(setReference);
  }, [error, fromBrowser]);

  // Code running in the browser is public, so its message and stack may be shown; a server error shows neither.
  const details = fromBrowser && error instanceof Error ? { message: error.message, stack: error.stack } : {};
  return (
    <FatalErrorPage
      {...details}
      origin={fromBrowser ? 'browser' : 'server'}
      reference={reference}
      onRetry={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
