// How the markets page's 300 rows travel from the loader to the page: as one JSON string, serialised once per
// snapshot. React Router encodes loader data value by value on every request; for 300 rows that encoding was
// the largest cost of rendering /markets (see docs/decisions/0010-markets-page-payload.md).
import type { MarketLoad } from './client/market-data';
import type { MarketRow } from './schemas';

export type MarketPageWire = Omit<MarketLoad, 'coins'> & { coinsJson: string };

const serialised = new WeakMap<MarketRow[], string>();

export function toWire({ coins, ...rest }: MarketLoad): MarketPageWire {
  let coinsJson = serialised.get(coins);
  if (coinsJson === undefined) {
    coinsJson = JSON.stringify(coins);
    serialised.set(coins, coinsJson);
  }
  return { ...rest, coinsJson };
}

// The last string read: on the server every request of one snapshot carries the same string, read once.
let lastRead: { json: string; coins: MarketRow[] } | undefined;

export function fromWire({ coinsJson, ...rest }: MarketPageWire): MarketLoad {
  if (lastRead?.json !== coinsJson)
    lastRead = { json: coinsJson, coins: JSON.parse(coinsJson) as MarketRow[] };
  return { ...rest, coins: lastRead.coins };
}

// The 7-day sparklines travel the same way, as one JSON object of packed strings by coin id.
const sparklinesSerialised = new WeakMap<ReadonlyMap<number, string>, string>();

export function sparklinesToWire(sparklines: ReadonlyMap<number, string>): string {
  let json = sparklinesSerialised.get(sparklines);
  if (json === undefined) {
    json = JSON.stringify(Object.fromEntries(sparklines));
    sparklinesSerialised.set(sparklines, json);
  }
  return json;
}

let lastSparklines: { json: string; sparklines: ReadonlyMap<number, string> } | undefined;

export function sparklinesFromWire(json: string): ReadonlyMap<number, string> {
  if (lastSparklines?.json !== json) {
    const entries = Object.entries(JSON.parse(json) as Record<string, string>);
    lastSparklines = { json, sparklines: new Map(entries.map(([id, s]) => [Number(id), s])) };
  }
  return lastSparklines.sparklines;
}
