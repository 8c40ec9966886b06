// The three plans side by side; choosing one upgrades at once (local provider) or opens the provider's checkout.
import { Check, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { apiGet, apiPost } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import type { Tier } from '../../auth';
import { formatCents, hasAccessStatus, PLAN_LIST, PLANS, tierRank } from '../plans';
import { billingSummaryOf, planChangeOf } from '../answers';
import { downgradeNotice } from '../schemas';

/** The browser's time, read when the question is asked (an event), never during render. */
const now = () => Date.now();

export function PlanPicker({ highlight }: { highlight?: Tier | null }) {
  const session = useSession();
  const current = session.user?.subscription;
  const [pending, setPending] = useState<Tier | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [question, setQuestion] = useState<{ tier: Tier; text: string } | null>(null);

  /** A move down asks first, saying what happens to the period already paid for (as the server will do it). */
  async function pick(tier: Tier) {
    const down = current && hasAccessStatus(current.status) && tierRank(tier) < tierRank(current.tier);
    if (!down) return choose(tier);
    setPending(tier);
    setMessage(null);
    const summary = await apiGet(session.authFetch, '/api/billing/summary', billingSummaryOf);
    setPending(null);
    if (!summary.ok) return setMessage({ kind: 'error', text: summary.error });
    setQuestion({
      tier,
      text: downgradeNotice(summary.data.subscription, tier, summary.data.provider, now()),
    });
  }

  async function choose(tier: Tier) {
    setQuestion(null);
    setPending(tier);
    setMessage(null);
    const result = await apiPost(
      session.authFetch,
      tier === 'free' ? '/api/billing/cancel' : '/api/billing/checkout',
      tier === 'free' ? {} : { tier },
      planChangeOf,
    );
    if (!result.ok) {
      setPending(null);
      setMessage({ kind: 'error', text: result.error });
      return;
    }
    if ('url' in result.data) {
      window.location.assign(result.data.url);
      return;
    }
    await session.reload();
    setPending(null);
    setMessage({
      kind: 'success',
      text: `You are now on the ${PLAN_LIST.find((p) => p.tier === tier)?.name} plan.`,
    });
  }

  return (
    <div>
      {message && (
        <div
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mb-6 ${message.kind === 'error' ? 'form-error' : 'form-success'}`}
        >
          {message.text}{' '}
          {message.kind === 'success' && current && tierRank(current.tier) > 0 && (
            <Link to="/dashboard/analytics" className="underline underline-offset-2">
              Open Analytics
            </Link>
          )}
        </div>
      )}
      {question && current && (
        <ConfirmDialog
          title={`Switch to ${PLANS[question.tier].name}?`}
          confirmLabel={`Switch to ${PLANS[question.tier].name}`}
          cancelLabel={`Keep ${PLANS[current.tier].name}`}
          onConfirm={() => void choose(question.tier)}
          onCancel={() => setQuestion(null)}
        >
          <p data-testid="downgrade-notice">{question.text}</p>
        </ConfirmDialog>
      )}
      <ul className="grid gap-6 md:grid-cols-3">
        {PLAN_LIST.map((plan) => {
          // A paid plan that has lapsed (past due, canceled, inactive) is not current: it can be renewed.
          const lapsed = current?.tier === plan.tier && !hasAccessStatus(current.status);
          const isCurrent = current?.tier === plan.tier && !lapsed;
          const paid = plan.tier !== 'free';
          return (
            <li
              key={plan.tier}
              className={`card flex flex-col p-6 ${highlight === plan.tier ? 'ring-2 ring-blue-600' : ''}`}
              data-testid={`plan-${plan.tier}`}
            >
              <h2 className="flex items-center gap-2 text-xl font-bold">
                {plan.name}
                {paid && <Star aria-label="Paid plan" size={18} className="fill-amber-400 text-amber-500" />}
              </h2>
              <p className="mt-2 text-3xl font-extrabold">
                {formatCents(plan.monthlyPriceCents)}
                <span className="muted text-sm font-normal"> / month</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-green-600" />
                    {f}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                {isCurrent ? (
                  <p className="btn-secondary w-full text-center" aria-current="true">
                    Current plan
                  </p>
                ) : !session.user ? (
                  <Link
                    to={`/signup?redirectTo=${encodeURIComponent(`/dashboard/subscription?plan=${plan.tier}`)}`}
                    className="btn-primary w-full text-center"
                  >
                    {paid ? `Get ${plan.name}` : 'Create a free account'}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={`${paid ? 'btn-primary' : 'btn-secondary'} w-full`}
                    disabled={pending !== null}
                    onClick={() => void pick(plan.tier)}
                  >
                    {pending === plan.tier
                      ? 'Working…'
                      : lapsed
                        ? `Renew ${plan.name}`
                        : current && tierRank(plan.tier) < tierRank(current.tier)
                          ? `Switch to ${plan.name}`
                          : `Upgrade to ${plan.name}`}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
