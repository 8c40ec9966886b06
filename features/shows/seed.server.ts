// The first episodes of the network's four flagship shows, each aired in one of its show's last time slots (newest
// first, in the order below). Their videos are not published yet (no video id): an editor adds each id when the
// recording is online.
import type { SeedSet } from '../../db/seed/index.server';
import { FLAGSHIP_SHOWS } from './programming';
import { lastAirings } from './schedule';
import { showEpisodes } from './tables.server';

const EPISODES: {
  id: string;
  show: string;
  title: string;
  description: string;
  minutes: number;
  views: number;
  type: 'live' | 'recorded';
}[] = [
  {
    id: 'cmo-156',
    show: 'crypto-market-open',
    title: 'Bitcoin Tests Its Range as Funding Cools',
    description: 'Overnight moves, funding rates and what the desk is watching into the US open.',
    minutes: 238,
    views: 18400,
    type: 'live',
  },
  {
    id: 'dd-89',
    show: 'the-daily-decrypt',
    title: 'How Stablecoin Reserves Are Audited',
    description: 'What attestations say, what they leave out, and how to read one.',
    minutes: 52,
    views: 9200,
    type: 'recorded',
  },
  {
    id: 'ahc-98',
    show: 'after-hours-crypto',
    title: 'Miners Sell Less as Fees Climb',
    description: 'The day’s closing numbers and what miners did on-chain.',
    minutes: 117,
    views: 7600,
    type: 'recorded',
  },
  {
    id: 'cmo-155',
    show: 'crypto-market-open',
    title: 'Ether Staking Queue Empties',
    description: 'Validator flows, rollup fees and the morning’s macro data.',
    minutes: 241,
    views: 15100,
    type: 'live',
  },
  {
    id: 'ic-124',
    show: 'institutional-crypto',
    title: 'Custody Questions Every Allocator Asks',
    description: 'Segregation, insurance and what a custody audit covers.',
    minutes: 118,
    views: 5300,
    type: 'recorded',
  },
  {
    id: 'dd-88',
    show: 'the-daily-decrypt',
    title: 'Inside a DeFi Exploit Post-Mortem',
    description: 'How an oracle was pushed off price, step by step, and what fixed it.',
    minutes: 49,
    views: 11800,
    type: 'recorded',
  },
  {
    id: 'ahc-97',
    show: 'after-hours-crypto',
    title: 'Altcoins Lag as Bitcoin Dominance Holds',
    description: 'Sector rotation, unlocks on the calendar and the Asia open.',
    minutes: 121,
    views: 6900,
    type: 'recorded',
  },
  {
    id: 'cmo-154',
    show: 'crypto-market-open',
    title: 'ETF Flows and the Morning Bid',
    description: 'Yesterday’s fund flows and how the order books opened.',
    minutes: 236,
    views: 13900,
    type: 'live',
  },
  {
    id: 'ic-123',
    show: 'institutional-crypto',
    title: 'Tokenised Treasuries Reach the Balance Sheet',
    description: 'Why treasurers hold tokenised funds and how they account for them.',
    minutes: 115,
    views: 4800,
    type: 'recorded',
  },
  {
    id: 'dd-87',
    show: 'the-daily-decrypt',
    title: 'The Travel Rule, Explained',
    description: 'Why your exchange now asks who you are sending coins to.',
    minutes: 50,
    views: 8700,
    type: 'recorded',
  },
  {
    id: 'ahc-96',
    show: 'after-hours-crypto',
    title: 'Hashrate Record and a Quiet Close',
    description: 'Mining data, the day’s top movers and the night ahead.',
    minutes: 119,
    views: 6100,
    type: 'recorded',
  },
  {
    id: 'cmo-153',
    show: 'crypto-market-open',
    title: 'Macro Data Day: Rates and Risk',
    description: 'Inflation data live, and how crypto traded the release.',
    minutes: 240,
    views: 16300,
    type: 'live',
  },
];

export function showsSeed(clock: () => number = Date.now): SeedSet {
  return {
    name: 'shows-first-episodes',
    async run(db) {
      const now = clock();
      // The nth episode of a show in the list aired in its nth slot back.
      const airings = new Map(
        FLAGSHIP_SHOWS.map((show) => [
          show.id,
          lastAirings(show.slot, now, EPISODES.filter((e) => e.show === show.id).length),
        ]),
      );
      await db
        .insert(showEpisodes)
        .values(
          EPISODES.map((e) => ({
            id: e.id,
            showId: e.show,
            title: e.title,
            description: e.description,
            durationSeconds: e.minutes * 60,
            airedAt: new Date(airings.get(e.show)!.shift()!),
            youtubeId: null,
            views: e.views,
            type: e.type,
          })),
        )
        .onConflictDoNothing();
    },
  };
}
