// Debian's Chromium driven by playwright-core, and helpers the browser tests share.
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FULL_CHROMIUM_PATH } from '../chromium';

/** This worker's server (global-setup.ts starts one per worker). */
export function baseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('no browser-test server was started');
  return url;
}

/** Chromium's headless build; `full` for the whole browser, where a test needs what only it has (notifications). */
export function launchBrowser(options: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: options.full ? FULL_CHROMIUM_PATH : CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Each browser context acts as a reader at an address of its own: the test server trusts loopback as a proxy
 * (TRUSTED_PROXIES), so per-address limits (10 sign-ups an hour) apply per test, as they would per reader.
 */
export function readerAddress(): Record<string, string> {
  const byte = () => randomInt(1, 255);
  return { 'X-Forwarded-For': `198.18.${byte()}.${byte()}` };
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    // Requests a service worker makes are not seen by page.route: tests that fake answers need it out of the way
    // (the service worker's own tests allow it).
    serviceWorkers: 'block',
    // A reader who asks for less motion: the ticker band and the pulses stand still, so the browser is not drawing
    // frames all the time the test runs (the tests of the band's motion ask for it).
    reducedMotion: 'reduce',
    ...options,
    extraHTTPHeaders: { ...readerAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/** The requests a page opened by openPage has on the way, and how many it has sent: what `settled` waits on. */
interface Traffic {
  inFlight: Set<Request>;
  sent: number;
}
const traffic = new WeakMap<Page, Traffic>();
/** The marker requests `settled` sends: a static file, so no API measurement or limit counts them. */
const MARKER_PATH = '/favicon.svg';
const MARKER_PARAM = 'e2e-seen';
const isMarker = (r: Request) => new URL(r.url()).searchParams.has(MARKER_PARAM);

function trackRequests(page: Page) {
  const t: Traffic = { inFlight: new Set(), sent: 0 };
  traffic.set(page, t);
  page.on('request', (r) => {
    // A stream stays open for as long as the page does.
    if (r.resourceType() === 'eventsource' || isMarker(r)) return;
    t.inFlight.add(r);
    t.sent += 1;
  });
  page.on('requestfinished', (r) => t.inFlight.delete(r));
  page.on('requestfailed', (r) => t.inFlight.delete(r));
}

let markers = 0;

/**
 * Waits until the page (from openPage) has settled: nothing it asked for is still on the way (event streams aside),
 * the work queued behind the answers has run (a zero timer, then a posted message, queue behind what the answers
 * set off: a render, an effect's request), and the test has seen every request the page sent, as it sees them in
 * order and a request the page sends last has come. Checked twice in a row with no request sent in between. An
 * absence check ("no request went out", "no error came") asserts after this rather than after a pause. Not while
 * the page's clock is paused: the zero timer would never fire.
 */
export async function settled(page: Page) {
  const t = traffic.get(page);
  if (!t) throw new Error('settled needs a page opened by openPage');
  const round = async () => {
    const sentBefore = t.sent;
    if (t.inFlight.size > 0) return false;
    const marker = `${MARKER_PATH}?${MARKER_PARAM}=${++markers}`;
    const seen = page.waitForRequest((r) => r.url().endsWith(marker));
    await page.evaluate(async (url) => {
      await new Promise((done) => setTimeout(done, 0));
      await new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      });
      void fetch(url, { cache: 'no-store' }).catch(() => {});
    }, marker);
    await seen;
    return t.inFlight.size === 0 && t.sent === sentBefore;
  };
  let quiet = 0;
  await expect
    .poll(async () => {
      quiet = (await round()) ? quiet + 1 : 0;
      return quiet >= 2;
    })
    .toBe(true);
}

/**
 * Waits until the page has run the tasks it had queued (a render that a timer fired by page.clock asked for): for a
 * page whose clock is paused, where `settled` cannot be used.
 */
export async function queuedTasksRun(page: Page) {
  await page.evaluate(
    () =>
      new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      }),
  );
}

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

/**
 * The page's Content-Security-Policy violations, as the browser reports them to the page (call before it loads;
 * every document it loads is watched). A refused eval that the script catches reaches neither the console nor
 * pageerror: only this event says it happened.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.reportCspViolation?.(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  return violations;
}

/** Uncaught errors the page has thrown so far. */
export async function pageErrors(page: Page): Promise<string[]> {
  return (await page.pageErrors()).map((e) => e.message);
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Makes the page keep its server-sent-event streams where `untilListening` can see them (call it before the page
 * loads): a test that expects an event live must not make the server send it before the page listens.
 */
export async function watchStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: EventSource[] = [];
    Object.assign(window, { e2eStreams: streams });
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    };
  });
}

/** Waits until the page has an open stream at this path (a page watched by `watchStreams`). */
export async function untilListening(page: Page, streamPath: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const { e2eStreams } = window as unknown as { e2eStreams?: EventSource[] };
          if (!e2eStreams) throw new Error('the page is not watched: call watchStreams before it loads');
          return e2eStreams.some(
            (s) => new URL(s.url).pathname === wanted && s.readyState === EventSource.OPEN,
          );
        }, streamPath),
      // The page opens its streams after its session check and first reads: seconds on a busy machine.
      { timeout: 15_000 },
    )
    .toBe(true);
}

const shots = path.resolve(import.meta.dirname, 'screenshots');
/**
 * Saves what the page shows to tests/e2e/screenshots/{name}.png, for a person to look at. A screenshot asserts
 * nothing, so a run nobody looks at (E2E_SCREENSHOTS=off, as CI sets it) skips them: 96 of them are a minute of a
 * CI run.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

/** Accessibility violations of serious or critical impact on the current page. */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
