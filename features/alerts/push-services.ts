// Which push services the server sends Web Push to. A subscription's endpoint comes from the browser, so the
// server would POST wherever a client said: only the browsers' own push services are accepted (https, the host or
// a subdomain of one of them), plus exact origins an operator lists (a local push service in tests).

/** Chrome and Edge (FCM), Firefox (Mozilla autopush), Safari (Apple), Windows (WNS). */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

/** Whether a push subscription's endpoint is on an accepted push service. */
export function pushEndpointAllowed(
  endpoint: string,
  services: readonly string[] = DEFAULT_PUSH_SERVICES,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  for (const entry of services) {
    if (entry.includes('://')) {
      if (url.origin === entry.replace(/\/+$/, '')) return true;
    } else if (
      url.protocol === 'https:' &&
      url.port === '' &&
      (url.hostname === entry || url.hostname.endsWith(`.${entry}`))
    ) {
      return true;
    }
  }
  return false;
}
