// The billing page: plan and renewal, the card on file (update it), invoices; Stripe customers go to its portal.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIST_TABLE, Table, type Column, type TableLook } from '../../../ui/data-table';
import { Delayed } from '../../../ui/use-delayed';
import { apiGet, apiPost } from '../../../platform/browser/api';
import { useSession } from '../../../platform/browser/session';
import { Field, FormMessage, TIER_LABELS } from '../../auth';
import { billingSummaryOf, paymentMethodOf, redirectOf } from '../answers';
import { LoadFailure } from '../../../ui/load-failure';
import { CARD_BRAND_LABELS, describeCard } from '../cards';
import { formatCents } from '../plans';
import type { BillingSummary, PaymentMethodSummary } from '../schemas';

export function BillingView() {
  const { authFetch, status } = useSession();
  const [summary, setSummary] = useState<BillingSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let live = true;
    void apiGet(authFetch, '/api/billing/summary', billingSummaryOf).then((result) => {
      if (!live) return;
      setLoading(false);
      if (result.ok) {
        setSummary(result.data);
        setError(null);
      } else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [status, authFetch, loads]);

  async function openPortal() {
    const result = await apiPost(authFetch, '/api/billing/portal', {}, redirectOf);
    if (result.ok) window.location.assign(result.data.url);
    else setError(result.error);
  }

  if (error && !summary)
    return (
      <LoadFailure
        message={error}
        onRetry={() => {
          setLoading(true);
          setLoads((n) => n + 1);
        }}
        retrying={loading}
      />
    );
  if (!summary)
    return (
      <Delayed>
        <p role="status">Loading billing…</p>
      </Delayed>
    );
  const { subscription } = summary;
  return (
    <div className="space-y-8">
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <section className="card p-6" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-lg font-bold">
          Plan
        </h2>
        <p className="mt-2" data-testid="billing-plan">
          {TIER_LABELS[subscription.tier]} · {subscription.status}
          {subscription.currentPeriodEnd &&
            ` · renews ${new Date(subscription.currentPeriodEnd).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
        </p>
        <Link to="/dashboard/subscription" className="btn-secondary mt-4">
          Change plan
        </Link>
      </section>

      <section className="card p-6" aria-labelledby="card-heading">
        <h2 id="card-heading" className="text-lg font-bold">
          Payment method
        </h2>
        <p className="mt-2" data-testid="billing-card">
          {summary.paymentMethod
            ? `${CARD_BRAND_LABELS[summary.paymentMethod.brand]} ending in ${summary.paymentMethod.last4}, expires ${String(summary.paymentMethod.expMonth).padStart(2, '0')}/${summary.paymentMethod.expYear}`
            : 'No card on file.'}
        </p>
        {summary.provider === 'stripe' ? (
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={() => void openPortal()}
            disabled={!summary.portalAvailable}
          >
            Manage payment details
          </button>
        ) : (
          <CardForm onSaved={(paymentMethod) => setSummary({ ...summary, paymentMethod })} />
        )}
      </section>

      <section className="card p-6" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-lg font-bold">
          Invoices
        </h2>
        {summary.invoices.length === 0 ? (
          <p className="muted mt-2">No invoices yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <Table
              look={INVOICES_LOOK}
              columns={INVOICE_COLUMNS}
              rows={summary.invoices}
              rowKey={(i) => i.id}
            />
          </div>
        )}
      </section>
    </div>
  );
}

const INVOICES_LOOK: TableLook = {
  ...LIST_TABLE,
  table: 'w-full text-left text-sm',
  head: 'muted',
  headRow: undefined,
  headCell: 'py-2 pr-4 font-medium last:pr-0',
  cell: 'py-2 pr-4 last:pr-0',
};

const INVOICE_COLUMNS: Column<BillingSummary['invoices'][number]>[] = [
  {
    key: 'date',
    header: 'Date',
    cellClass: () => 'whitespace-nowrap',
    cell: (invoice) => new Date(invoice.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' }),
  },
  {
    key: 'description',
    header: 'Description',
    cell: (invoice) =>
      invoice.hostedUrl ? (
        <a href={invoice.hostedUrl} className="link" rel="noopener noreferrer" target="_blank">
          {invoice.description}
        </a>
      ) : (
        invoice.description
      ),
  },
  { key: 'amount', header: 'Amount', cell: (invoice) => formatCents(invoice.amountCents, invoice.currency) },
  { key: 'status', header: 'Status', cellClass: () => 'capitalize', cell: (invoice) => invoice.status },
];

/** The local provider's card form: the number is checked and reduced to brand and last four in the browser. */
function CardForm({ onSaved }: { onSaved(method: PaymentMethodSummary): void }) {
  const { authFetch } = useSession();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const card = describeCard(String(form.get('cardNumber') ?? ''));
    const [mm, yy] = String(form.get('expiry') ?? '')
      .split('/')
      .map((p) => Number(p.trim()));
    if (!card) return setMessage({ kind: 'error', text: 'Enter a valid card number.' });
    if (!mm || !yy || mm < 1 || mm > 12)
      return setMessage({ kind: 'error', text: 'Enter the expiry as MM/YY.' });
    setPending(true);
    const result = await apiPost(
      authFetch,
      '/api/billing/payment-method',
      {
        ...card,
        expMonth: mm,
        expYear: yy < 100 ? 2000 + yy : yy,
      },
      paymentMethodOf,
    );
    setPending(false);
    if (!result.ok) return setMessage({ kind: 'error', text: result.error });
    element.reset();
    onSaved(result.data.paymentMethod);
    setMessage({ kind: 'success', text: 'Payment method updated.' });
  }

  return (
    <form method="post" onSubmit={submit} className="mt-4 max-w-sm space-y-4" noValidate>
      <p className="muted text-xs">
        Test mode: no card is charged, and only the brand and last four digits are kept.
      </p>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <Field
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
      />
      <Field label="Expiry (MM/YY)" name="expiry" autoComplete="cc-exp" placeholder="12/30" required />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Saving…' : 'Update payment method'}
      </button>
    </form>
  );
}
