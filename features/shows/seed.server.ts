// The first episodes of the network's four flagship shows, aired over the last two weeks. Their videos are not
// published yet (no video id): an editor adds each id when the recording is online.
import type { SeedSet } from '../../db/seed/index.server';
import { showEpisodes } from './tables.server';

const HOUR = 3_600_000;

const EPISODES: {
  id: string;
  show: string;
  title: string;
  description: string;
  minutes: number;
  hoursAgo: number;
  views: number;
  type: 'live' | 'recorded';
}[] = [
  {
    id: 'cmo-156',
    show: 'crypto-market-open',
    title: 'Bitcoin Tests Its Range as Funding Cools',
    description: 'Overnight moves, funding rates and what the desk is watching into the US open.',
    minutes: 238,
    hoursAgo: 30,
    views: 18400,
    type: 'live',
  },
  {
    id: 'dd-89',
    show: 'the-daily-decrypt',
    title: 'How Stablecoin Reserves Are Audited',
    description: 'What attestations say, what they leave out, and how to read one.',
    minutes: 52,
    hoursAgo: 48,
    views: 9200,
    type: 'recorded',
  },
  {
    id: 'ahc-98',
    show: 'after-hours-crypto',
    title: 'Miners Sell Less as Fees Climb',
    description: 'The day’s closing numbers and what miners did on-chain.',
    minutes: 117,
    hoursAgo: 64,
    views: 7600,
    type: 'recorded',
  },
  {
    id: 'cmo-155',
    show: 'crypto-market-open',
    title: 'Ether Staking Queue Empties',
    description: 'Validator flows, rollup fees and the morning’s macro data.',
    minutes: 241,
    hoursAgo: 78,
    views: 15100,
    type: 'live',
  },
  {
    id: 'ic-124',
    show: 'institutional-crypto',
    title: 'Custody Questions Every Allocator Asks',
    description: 'Segregation, insurance and what a custody audit covers.',
    minutes: 118,
    hoursAgo: 96,
    views: 5300,
    type: 'recorded',
  },
  {
    id: 'dd-88',
    show: 'the-daily-decrypt',
    title: 'Inside a DeFi Exploit Post-Mortem',
    description: 'How an oracle was pushed off price, step by step, and what fixed it.',
    minutes: 49,
    hoursAgo: 120,
    views: 11800,
    type: 'recorded',
  },
  {
    id: 'ahc-97',
    show: 'after-hours-crypto',
    title: 'Altcoins Lag as Bitcoin Dominance Holds',
    description: 'Sector rotation, unlocks on the calendar and the Asia open.',
    minutes: 121,
    hoursAgo: 136,
    views: 6900,
    type: 'recorded',
  },
  {
    id: 'cmo-154',
    show: 'crypto-market-open',
    title: 'ETF Flows and the Morning Bid',
    description: 'Yesterday’s fund flows and how the order books opened.',
    minutes: 236,
    hoursAgo: 150,
    views: 13900,
    type: 'live',
  },
  {
    id: 'ic-123',
    show: 'institutional-crypto',
    title: 'Tokenised Treasuries Reach the Balance Sheet',
    description: 'Why treasurers hold tokenised funds and how they account for them.',
    minutes: 115,
    hoursAgo: 168,
    views: 4800,
    type: 'recorded',
  },
  {
    id: 'dd-87',
    show: 'the-daily-decrypt',
    title: 'The Travel Rule, Explained',
    description: 'Why your exchange now asks who you are sending coins to.',
    minutes: 50,
    hoursAgo: 192,
    views: 8700,
    type: 'recorded',
  },
  {
    id: 'ahc-96',
    show: 'after-hours-crypto',
    title: 'Hashrate Record and a Quiet Close',
    description: 'Mining data, the day’s top movers and the night ahead.',
    minutes: 119,
    hoursAgo: 208,
    views: 6100,
    type: 'recorded',
  },
  {
    id: 'cmo-153',
    show: 'crypto-market-open',
    title: 'Macro Data Day: Rates and Risk',
    description: 'Inflation data live, and how crypto traded the release.',
    minutes: 240,
    hoursAgo: 222,
    views: 16300,
    type: 'live',
  },
];

export function showsSeed(clock: () => number = Date.now): SeedSet {
  return {
    name: 'shows-first-episodes',
    async run(db) {
      const now = clock();
      await db
        .insert(showEpisodes)
        .values(
          EPISODES.map((e) => ({
            id: e.id,
            showId: e.show,
            title: e.title,
            description: e.description,
            durationSeconds: e.minutes * 60,
            airedAt: new Date(now - e.hoursAgo * HOUR),
            youtubeId: null,
            views: e.views,
            type: e.type,
          })),
        )
        .onConflictDoNothing();
    },
  };
}
