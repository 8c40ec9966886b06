// @vitest-environment happy-dom
// The live notification stream in the browser and the alert tone: the server is faked at the fetch and
// EventSource boundaries, Web Audio by a context that counts the tones started.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SIGNED_IN_USER as user } from '../../../tests/signed-in-user';
import { SessionProvider } from '../../../platform/browser/session';
import { PreferencesProvider } from '../../settings/client/preferences';
import { DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY, type Preferences } from '../../settings/rules';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_PATH, type NotificationRow } from '../rules';
import { NOTIFICATIONS_KEY, useLiveNotifications, useNotificationsQuery } from './use-alerts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server at the fetch boundary; the preferences are answered only when the test releases them. */
function fakeServer(notifications: () => Promise<NotificationRow[]> = () => Promise.resolve([])) {
  let release: (preferences: Preferences) => void = () => undefined;
  const preferences = new Promise<Preferences>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    if (input === '/api/auth/verify')
      return json({
        success: true,
        token: 't1',
        csrfToken: 'c1',
        expiresIn: 900,
        user,
        subscription: user.subscription,
      });
    if (input === '/api/dashboard/preferences') return json({ success: true, data: await preferences });
    if (input === '/api/dashboard/notifications') return json({ success: true, data: await notifications() });
    if (input === '/api/dashboard/alerts') return json({ success: true, data: [] });
    throw new TypeError('Failed to fetch');
  });
  return { asked, release };
}

/** The notification streams the page opened, each able to deliver what the server sends. */
const streams: FakeEventSource[] = [];
class FakeEventSource extends EventTarget {
  closed = false;
  constructor(readonly url: string) {
    super();
    streams.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  deliver(n: NotificationRow) {
    this.dispatchEvent(new MessageEvent(NOTIFICATION_EVENT, { data: JSON.stringify(n) }));
  }
}
/** What the server sends now reaches the streams open at this moment, and only those. */
const send = (n: NotificationRow) => {
  for (const s of streams) if (!s.closed && s.url === NOTIFICATION_STREAM_PATH) s.deliver(n);
};

/** Web Audio, counting the tones started. */
const tones = { started: 0 };
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: () => undefined },
      connect: (node: unknown) => node,
      start: () => {
        tones.started += 1;
      },
      stop: () => undefined,
      onended: null,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
  close() {
    return Promise.resolve();
  }
}

function Live() {
  useLiveNotifications();
  const list = useNotificationsQuery().data;
  return <output data-testid="ids">{list?.map((n) => n.id).join(',')}</output>;
}
function renderLive(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider initialUser={user}>
        <PreferencesProvider>
          <Live />
        </PreferencesProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const notification = (id: number): NotificationRow => ({
  id,
  alert_id: 'a1',
  is_read: false,
  symbol: 'UNI',
  severity: 'warning',
  price_change_percent: '6.00',
  old_price: '10',
  new_price: '10.6',
  triggered_at: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  streams.length = 0;
  tones.started = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the live notification stream and the alert tone', () => {
  test('with sound turned off on the server, a stale local copy saying on never sounds a live alert', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_PREFERENCES, soundEffects: true }),
    );
    const server = fakeServer();
    renderLive();
    // Signed in, and the server's preferences asked for but not answered yet: an alert fires now.
    await waitFor(() => expect(server.asked).toContain('/api/dashboard/preferences'));
    send(notification(1));
    server.release({ ...DEFAULT_PREFERENCES, soundEffects: false });
    await waitFor(() => expect(streams.filter((s) => !s.closed)).toHaveLength(1));
    send(notification(2));
    expect(tones.started).toBe(0);
  });

  test('with sound turned on on the server and no local copy, a live alert plays one tone', async () => {
    const server = fakeServer();
    renderLive();
    // One fires while the page is still loading: it is not a live one (the list read on opening brings it).
    await waitFor(() => expect(server.asked).toContain('/api/dashboard/preferences'));
    send(notification(1));
    server.release({ ...DEFAULT_PREFERENCES, soundEffects: true });
    await waitFor(() => expect(streams.filter((s) => !s.closed)).toHaveLength(1));
    send(notification(2));
    expect(tones.started).toBe(1);
  });

  test('a live notification stays on the list when a list read sent before it was written answers after it', async () => {
    // The list as the server had it at each read: the first reads come before the alert fired, and the first
    // answer after the stream opens is held back until the notification has arrived.
    const written: NotificationRow[] = [];
    let hold: (() => void) | undefined;
    const server = fakeServer(async () => {
      const snapshot = [...written];
      if (streams.length > 0 && !hold) await new Promise<void>((resolve) => (hold = resolve));
      return snapshot;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = renderLive(client);
    await waitFor(() => expect(server.asked).toContain('/api/dashboard/preferences'));
    server.release({ ...DEFAULT_PREFERENCES, soundEffects: true });
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.open();
    await waitFor(() => expect(hold).toBeDefined());
    written.push(notification(7));
    send(notification(7));
    hold!();
    // Every read has answered, and the list still has it: the stale answer did not put back the list without it.
    await waitFor(() => {
      expect(client.isFetching()).toBe(0);
      expect(client.getQueryData<NotificationRow[]>(NOTIFICATIONS_KEY)?.map((n) => n.id)).toEqual([7]);
    });
    await waitFor(() => expect(view.getByTestId('ids').textContent).toBe('7'));
    expect(tones.started).toBe(1);
  });
});
