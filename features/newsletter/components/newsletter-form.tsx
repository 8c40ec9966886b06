// The 'Daily Crypto Brief' sign-up: an e-mail field the browser checks itself, and a confirmation mail to follow.
import { useState, type FormEvent } from 'react';
import { FEATURE_FLAGS } from '../../../lib/constants';
import { apiPost } from '../../../platform/browser/api';
import { NEWSLETTER_MESSAGES } from '../rules';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** The sign-up, while the newsletter flag is on (CONST-001). */
export function NewsletterForm() {
  return FEATURE_FLAGS.newsletter ? <NewsletterSignup /> : null;
}

function NewsletterSignup() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setState({ kind: 'sending' });
    const result = await apiPost(fetch, '/api/newsletter/subscribe', { email });
    setState(
      result.ok
        ? { kind: 'done', message: NEWSLETTER_MESSAGES.pending }
        : {
            kind: 'error',
            message:
              result.kind === 'network' || result.kind === 'timeout'
                ? NEWSLETTER_MESSAGES.offline
                : (result.serverMessage ?? NEWSLETTER_MESSAGES.failed),
          },
    );
  }
  return (
    <section aria-labelledby="daily-brief" className="card p-4">
      <h2 id="daily-brief" className="scroll-mt-28 text-lg font-bold">
        Daily Crypto Brief
      </h2>
      <p className="muted mt-1 text-sm">
        The day’s most important crypto stories, in your inbox every morning.
      </p>
      {state.kind === 'done' ? (
        <p role="status" className="form-success mt-3 text-sm">
          {state.message}
        </p>
      ) : (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={submit}
          action="/api/newsletter/subscribe"
          method="post"
        >
          <label htmlFor="brief-email" className="sr-only">
            E-mail address
          </label>
          <input
            id="brief-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className="field"
          />
          <button type="submit" className="btn-primary" disabled={state.kind === 'sending'}>
            Subscribe
          </button>
          {state.kind === 'error' && (
            <p role="alert" className="form-error text-sm">
              {state.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
