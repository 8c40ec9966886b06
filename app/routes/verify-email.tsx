// /verify-email?token=…: the link in the verification e-mail confirms the address. Opened again, or after a newer
// link replaced it, the page says what became of the account; it names an address only to the account that
// owns it (someone holding another account's link learns no more than that the link worked).
import { Link } from 'react-router';
import { useResendVerification } from '../../features/auth/client/resend-verification';
import { AuthCard, FormMessage } from '../../features/auth/components/auth-card';
import { requestUser } from '../../features/auth/request.server';
import { AUTH_MESSAGES } from '../../features/auth/rules';
import { seo } from '../seo';
import type { Route } from './+types/verify-email';

type Visitor =
  /** Signed in as the link's account (or, for an unknown link, as an unverified account). */
  | { kind: 'owner'; email: string; verified: boolean }
  | { kind: 'other'; email: string }
  | { kind: 'anonymous' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token')?.slice(0, 200) ?? '';
  const [outcome, viewer] = await Promise.all([
    token === ''
      ? ({ result: 'invalid', userId: null } as const)
      : context.services.auth.openVerificationLink(token),
    requestUser(request, context.services),
  ]);
  // An unknown link belongs to nobody we can name: a signed-in reader is taken to be its owner.
  const owns = viewer !== null && (outcome.userId === null || outcome.userId === viewer.id);
  const visitor: Visitor = !viewer
    ? { kind: 'anonymous' }
    : owns
      ? { kind: 'owner', email: viewer.email, verified: viewer.emailVerified }
      : { kind: 'other', email: viewer.email };
  return { result: outcome.result, visitor, here: `${url.pathname}${url.search}` };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Verify Email', description: 'Confirm your Blockcast email address.', noindex: true });

function message(result: 'verified' | 'already' | 'invalid', visitor: Visitor): string {
  if (result === 'invalid') return AUTH_MESSAGES.verifyInvalid;
  const done = result === 'verified';
  if (visitor.kind === 'other')
    return AUTH_MESSAGES.verifyOtherAccount(done ? 'verified' : 'already verified', visitor.email);
  if (visitor.kind === 'owner')
    return done ? AUTH_MESSAGES.verifyDoneFor(visitor.email) : AUTH_MESSAGES.verifyAlreadyFor(visitor.email);
  return done ? AUTH_MESSAGES.verifyDone : AUTH_MESSAGES.verifyAlready;
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { result, visitor, here } = loaderData;
  return (
    <AuthCard title="Verify Email">
      <div className="space-y-4">
        <FormMessage kind={result === 'invalid' ? 'error' : 'success'}>
          {message(result, visitor)}
        </FormMessage>
        {result === 'invalid' && visitor.kind === 'owner' && visitor.verified && (
          <p>{AUTH_MESSAGES.verifyAlreadyFor(visitor.email)}</p>
        )}
        <NextStep result={result} visitor={visitor} here={here} />
      </div>
    </AuthCard>
  );
}

function NextStep({ result, visitor, here }: { result: string; visitor: Visitor; here: string }) {
  if (visitor.kind === 'other')
    return (
      <Link to="/logout" className="btn-primary">
        Sign out
      </Link>
    );
  if (visitor.kind === 'anonymous')
    return result === 'invalid' ? (
      <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className="btn-primary">
        Sign in to get a new link
      </Link>
    ) : (
      <Link to="/login?redirectTo=%2Fdashboard" className="btn-primary">
        Sign in
      </Link>
    );
  if (result === 'invalid' && !visitor.verified) return <SendNewLink />;
  return (
    <Link to="/dashboard" className="btn-primary">
      Go to your dashboard
    </Link>
  );
}

/** The dashboard banner's resend call, for a signed-in reader whose link no longer works. */
function SendNewLink() {
  const { state, resend } = useResendVerification();
  if (state === 'sent') return <FormMessage kind="success">{AUTH_MESSAGES.verificationSent}</FormMessage>;
  return (
    <div className="space-y-2">
      {state === 'failed' && <FormMessage kind="error">{AUTH_MESSAGES.verificationNotSent}</FormMessage>}
      <button type="button" className="btn-primary" onClick={resend} disabled={state === 'sending'}>
        Send a new link
      </button>
    </div>
  );
}
