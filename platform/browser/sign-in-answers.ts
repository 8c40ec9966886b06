// Reads login and sign-up answers as the spec's error catalogue says: every odd answer gets its own text. Loaded
// when the reader signs in or up, not with every page.
import type { Result } from '../../lib/result';
import { API_MESSAGES } from './api';
import { isRecord, readSession, SESSION_MESSAGES, text, type SessionPayload } from './session-answers';

export interface RawAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  body: string;
}

// Markers of the interstitial pages CDNs and firewalls put in front of a site.
const CHALLENGE =
  /just a moment|attention required|cf-chl|challenge-platform|captcha|checking your browser|ddos protection/i;

function parseJson(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

export function interpretLogin(answer: RawAnswer): Result<SessionPayload> {
  const json = parseJson(answer);
  if (json === undefined) {
    return {
      ok: false,
      error: CHALLENGE.test(answer.body) ? SESSION_MESSAGES.securityChallenge : API_MESSAGES.notJson,
    };
  }
  if (answer.status < 200 || answer.status >= 300 || (isRecord(json) && json.success === false)) {
    const message = isRecord(json) ? (text(json.message) ?? text(json.error)) : undefined;
    return { ok: false, error: message ?? SESSION_MESSAGES.loginFailed };
  }
  const session = readSession(json);
  return session ? { ok: true, data: session } : { ok: false, error: SESSION_MESSAGES.unexpectedFormat };
}

export function interpretSignup(answer: RawAnswer): Result<string> {
  const json = parseJson(answer);
  const failed = answer.status < 200 || answer.status >= 300;
  if (json === undefined || !isRecord(json)) {
    return {
      ok: false,
      error: failed
        ? API_MESSAGES.serverError(answer.status, answer.statusText)
        : SESSION_MESSAGES.signupInvalidFormat,
    };
  }
  if (json.success === true && !failed) return { ok: true, data: SESSION_MESSAGES.signupSuccess };
  // A success status with a body of another shape is a format problem, not a server error.
  if (!failed && json.success === undefined)
    return { ok: false, error: SESSION_MESSAGES.signupInvalidFormat };
  const error = text(json.error) ?? text(json.message);
  if (error) return { ok: false, error };
  return {
    ok: false,
    error:
      json.success === false
        ? SESSION_MESSAGES.signupFailed
        : API_MESSAGES.serverError(answer.status, answer.statusText),
  };
}

export async function readAnswer(res: Response): Promise<RawAnswer> {
  return {
    status: res.status,
    statusText: res.statusText,
    contentType: res.headers.get('Content-Type'),
    body: await res.text(),
  };
}
