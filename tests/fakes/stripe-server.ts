// A local stand-in for the Stripe API (Checkout Sessions, customer portal sessions) that speaks its wire format:
// form-encoded requests with a bearer secret key, JSON objects with id/object/url; plus builders of webhook
// events shaped like Stripe's.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body, keys as Stripe's bracket notation writes them: `line_items[0][price]`. */
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export type FakeStripeMode = 'ok' | '500';

export interface FakeStripe {
  readonly url: string;
  readonly requests: FakeStripeRequest[];
  mode: FakeStripeMode;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

export async function startFakeStripe(options: { secretKey: string; prices: string[] }): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const prices = new Set(options.prices);
  let mode: FakeStripeMode = 'ok';
  let base = '';

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const authorization = header(req, 'authorization');
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      authorization,
      idempotencyKey: header(req, 'idempotency-key'),
    });
    if (authorization !== `Bearer ${options.secretKey}`) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_****'));
    }
    if (mode === '500') return send(res, 500, stripeError('api_error', 'An unknown error occurred'));
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /v1/checkout/sessions') return checkoutSession(res, form);
    if (route === 'POST /v1/billing_portal/sessions') return portalSession(res, form);
    send(res, 404, stripeError('invalid_request_error', `Unrecognized request URL (${route}).`));
  });

  function checkoutSession(res: ServerResponse, form: Record<string, string>): void {
    const price = form['line_items[0][price]'];
    if (form.mode !== 'subscription' && form.mode !== 'payment' && form.mode !== 'setup') {
      return send(res, 400, stripeError('invalid_request_error', 'Missing required param: mode.', 'mode'));
    }
    if (!price || !prices.has(price)) {
      return send(
        res,
        400,
        stripeError('invalid_request_error', `No such price: '${price ?? ''}'`, 'line_items[0][price]'),
      );
    }
    if (!form.success_url) {
      return send(res, 400, stripeError('invalid_request_error', 'Missing required param: success_url.'));
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    send(res, 200, {
      id,
      object: 'checkout.session',
      url: `${base}/c/pay/${id}`,
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      metadata: bracketed(form, 'metadata'),
      subscription: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
    });
  }

  function portalSession(res: ServerResponse, form: Record<string, string>): void {
    if (!form.customer) {
      return send(
        res,
        400,
        stripeError('invalid_request_error', 'Missing required param: customer.', 'customer'),
      );
    }
    const id = `bps_${randomBytes(12).toString('hex')}`;
    send(res, 200, {
      id,
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url ?? null,
      url: `${base}/p/session/${id}`,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    get mode() {
      return mode;
    },
    set mode(next: FakeStripeMode) {
      mode = next;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

function stripeError(type: string, message: string, param?: string): Json {
  return { error: { type, message, ...(param && { param }) } };
}

/** `metadata[tier]=premium` back to `{ tier: 'premium' }`. */
function bracketed(form: Record<string, string>, key: string): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `${key}[`;
  for (const [name, value] of Object.entries(form)) {
    if (name.startsWith(prefix) && name.endsWith(']') && !name.slice(prefix.length, -1).includes('[')) {
      out[name.slice(prefix.length, -1)] = value;
    }
  }
  return out;
}

// Webhook events, shaped like the ones Stripe sends (API version of the installed library).

const API_VERSION = '2026-10-28.endive';

export function stripeEvent(
  type: string,
  object: Json,
  options: { id?: string; createdSec?: number } = {},
): Json {
  return {
    id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: API_VERSION,
    created: options.createdSec ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function checkoutSessionObject(input: {
  userId: string;
  tier: string;
  customerId: string;
  subscriptionId: string;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
}): Json {
  return {
    id: `cs_test_${randomBytes(12).toString('hex')}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: input.paymentStatus ?? 'paid',
    client_reference_id: input.userId,
    customer: input.customerId,
    subscription: input.subscriptionId,
    metadata: { userId: input.userId, tier: input.tier },
    url: null,
    livemode: false,
  };
}

export function subscriptionObject(input: {
  id: string;
  customerId: string;
  priceId: string;
  status: string;
  currentPeriodEndSec: number;
  metadata?: Record<string, string>;
}): Json {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customerId,
    status: input.status,
    cancel_at_period_end: false,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${randomBytes(8).toString('hex')}`,
          object: 'subscription_item',
          current_period_start: input.currentPeriodEndSec - 30 * 24 * 3600,
          current_period_end: input.currentPeriodEndSec,
          price: { id: input.priceId, object: 'price', currency: 'usd', recurring: { interval: 'month' } },
          quantity: 1,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    livemode: false,
  };
}

export function invoiceObject(input: {
  id: string;
  customerId: string;
  subscriptionId: string;
  amountPaidCents: number;
  createdSec: number;
  description?: string;
  metadata?: Record<string, string>;
  /** Its lines, each with the price it charges (as Stripe's API 2025-03-31 and later puts it); one by default. */
  lines?: { description: string; amountCents: number; priceId?: string }[];
}): Json {
  const lines = input.lines ?? [
    {
      description: input.description ?? '1 × Blockcast Premium (at $19.00 / month)',
      amountCents: input.amountPaidCents,
    },
  ];
  return {
    id: input.id,
    object: 'invoice',
    customer: input.customerId,
    amount_due: input.amountPaidCents,
    amount_paid: input.amountPaidCents,
    currency: 'usd',
    created: input.createdSec,
    description: null,
    number: `BC-${input.id.slice(-4).toUpperCase()}`,
    status: 'paid',
    hosted_invoice_url: `https://invoice.stripe.com/i/${input.id}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: input.subscriptionId, metadata: input.metadata ?? null },
    },
    lines: {
      object: 'list',
      data: lines.map((line) => ({
        id: `il_${randomBytes(8).toString('hex')}`,
        object: 'line_item',
        description: line.description,
        amount: line.amountCents,
        currency: 'usd',
        pricing: line.priceId
          ? {
              type: 'price_details',
              price_details: { price: line.priceId, product: 'prod_blockcast' },
              unit_amount_decimal: String(line.amountCents),
            }
          : null,
      })),
      has_more: false,
    },
    livemode: false,
  };
}
