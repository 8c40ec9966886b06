// /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the links of the Daily Crypto Brief's mails.
// Opening a link only shows a button (mail scanners open links too); the button's POST acts. Mail clients'
// one-click unsubscribe (RFC 8058) POSTs to the same address.
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { NEWSLETTER_MESSAGES } from '../../features/newsletter/rules';
import { pagePath } from '../page-path';
import { seo } from '../seo';
import type { Route } from './+types/newsletter';

const kindOf = (request: Request) =>
  pagePath(request).endsWith('/unsubscribe') ? ('unsubscribe' as const) : ('confirm' as const);
const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? '';

export function loader({ request }: Route.LoaderArgs) {
  return { kind: kindOf(request), hasToken: tokenOf(request) !== '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const { newsletter } = context.services;
  if (kindOf(request) === 'unsubscribe') {
    const ok = token !== '' && (await newsletter.unsubscribe(token));
    return { ok, message: ok ? NEWSLETTER_MESSAGES.unsubscribed : NEWSLETTER_MESSAGES.unsubscribeInvalid };
  }
  const outcome = token === '' ? 'invalid' : await newsletter.confirm(token);
  if (outcome === 'invalid') return { ok: false, message: NEWSLETTER_MESSAGES.confirmInvalid };
  return {
    ok: true,
    message: outcome === 'confirmed' ? NEWSLETTER_MESSAGES.confirmed : NEWSLETTER_MESSAGES.alreadyConfirmed,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.kind === 'unsubscribe' ? 'Unsubscribe' : 'Confirm your subscription',
    description: 'The Daily Crypto Brief: the day’s most important crypto stories, every morning.',
    noindex: true,
  });

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const unsubscribe = loaderData.kind === 'unsubscribe';
  // The button that was pressed is gone once the answer shows: focus moves to the answer, not to the page's body.
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) result.current?.focus();
  }, [actionData]);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {unsubscribe ? 'Unsubscribe from the Daily Crypto Brief' : 'Confirm your subscription'}
      </h1>
      {actionData ? (
        <p
          ref={result}
          tabIndex={-1}
          role={actionData.ok ? 'status' : 'alert'}
          className={`mt-6 ${actionData.ok ? 'form-success' : 'form-error'}`}
        >
          {actionData.message}
        </p>
      ) : !loaderData.hasToken ? (
        <p role="alert" className="form-error mt-6">
          {unsubscribe ? NEWSLETTER_MESSAGES.unsubscribeInvalid : NEWSLETTER_MESSAGES.confirmInvalid}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <p className="muted">
            {unsubscribe
              ? 'You will stop receiving the Daily Crypto Brief at this address.'
              : 'One click and the Daily Crypto Brief arrives in your inbox every morning.'}
          </p>
          <button type="submit" className="btn-primary mt-4" disabled={busy}>
            {unsubscribe ? 'Unsubscribe' : 'Confirm subscription'}
          </button>
        </Form>
      )}
      <p className="mt-10">
        <Link to="/" className="link">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
