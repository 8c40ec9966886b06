// The European Central Bank's daily reference rates (eurofxref-daily.xml), read into dollar-based rates. The ECB
// quotes every currency against the euro: one dollar buys 1 / rate(USD) euros and rate(GBP) / rate(USD) pounds.
import { XMLParser } from 'fast-xml-parser';
import { readTextCapped } from '../../platform/capped-body.server';
import type { CurrencyRates } from '../../lib/money';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 64 * 1024;

export class FxSourceError extends Error {
  override name = 'FxSourceError';
}

interface Cube {
  '@_currency'?: string;
  '@_rate'?: string;
  '@_time'?: string;
  Cube?: Cube | Cube[];
}

const list = (c: Cube | Cube[] | undefined): Cube[] => (c === undefined ? [] : Array.isArray(c) ? c : [c]);

/** Reads the ECB's XML; throws FxSourceError when it is not the reference-rates document. */
export function parseEcbDaily(xml: string): CurrencyRates {
  const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, processEntities: false });
  const doc = parser.parse(xml) as { Envelope?: { Cube?: Cube } };
  const day = list(doc.Envelope?.Cube?.Cube).find((c) => c['@_time']);
  const asOf = day?.['@_time'];
  if (!day || !asOf || !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new FxSourceError('no dated rates in the document');
  const perEuro = new Map(list(day.Cube).map((c) => [c['@_currency'], Number(c['@_rate'])]));
  const usd = perEuro.get('USD');
  const gbp = perEuro.get('GBP');
  const valid = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;
  if (!valid(usd) || !valid(gbp)) throw new FxSourceError('USD or GBP rate missing');
  return {
    base: 'USD',
    rates: { USD: 1, EUR: Number((1 / usd).toFixed(6)), GBP: Number((gbp / usd).toFixed(6)) },
    asOf,
    source: 'ecb',
  };
}

export async function fetchEcbDaily(url: string, fetcher: typeof fetch = fetch): Promise<CurrencyRates> {
  let res: Response;
  try {
    res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (err) {
    throw new FxSourceError(err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw new FxSourceError(`HTTP ${res.status}`);
  return parseEcbDaily(await readTextCapped(res, MAX_BYTES));
}
