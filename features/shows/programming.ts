// The network's programming: the four flagship shows with their hosts, episode counts and segments, the weekend and
// educational blocks, and the texts of the shows page. Browser-safe.
import { slot, WEEKDAYS, type ShowFormat, type Slot } from './schedule';

export interface Segment {
  time: string;
  title: string;
  desc: string;
}

export interface Show {
  id: string;
  name: string;
  description: string;
  slot: Slot;
  host: string;
  episodes: number;
  /** How the show is made: broadcast live, pre-recorded, or not yet on air. */
  status: ShowFormat;
  segments: Segment[];
}

export const NETWORK = {
  banner: '24/7 Crypto Broadcasting Network',
  launch: 'September 2025',
  audience: '300 million',
} as const;

export const FLAGSHIP_SHOWS: Show[] = [
  {
    id: 'crypto-market-open',
    name: 'Crypto Market Open',
    description:
      'Four hours live from the Blockcast desk as Asia hands over to Europe and New York wakes up: overnight moves, the day’s catalysts and the first word from traders.',
    slot: slot(WEEKDAYS, [6], [10]),
    host: 'Dana Whitfield',
    episodes: 156,
    status: 'live',
    segments: [
      { time: '6:00 AM', title: 'Overnight Wrap', desc: 'What moved while America slept, market by market.' },
      {
        time: '7:00 AM',
        title: 'The Order Book',
        desc: 'Liquidity, funding rates and where the big orders sit.',
      },
      { time: '8:30 AM', title: 'Macro Minute', desc: 'Economic data and what it means for risk assets.' },
      { time: '9:30 AM', title: 'Opening Bell', desc: 'Crypto equities and ETFs as US markets open.' },
    ],
  },
  {
    id: 'the-daily-decrypt',
    name: 'The Daily Decrypt',
    description:
      'The lunchtime hour that explains one big story in depth, with the reporters who broke it and the people it affects.',
    slot: slot(WEEKDAYS, [12], [13]),
    host: 'Marcus Oyelaran',
    episodes: 89,
    status: 'recorded',
    segments: [
      { time: '12:00 PM', title: 'The Story', desc: 'One story, told properly from the beginning.' },
      { time: '12:25 PM', title: 'The Explainer', desc: 'The technology or rule behind the headline.' },
      { time: '12:45 PM', title: 'Your Questions', desc: 'Viewers’ questions answered by the newsroom.' },
    ],
  },
  {
    id: 'institutional-crypto',
    name: 'Institutional Crypto',
    description:
      'Two hours for allocators, treasurers and compliance teams: custody, market structure, regulation and the funds moving into digital assets.',
    slot: slot(WEEKDAYS, [14], [16]),
    host: 'Elena Brandt',
    episodes: 124,
    status: 'upcoming',
    segments: [
      { time: '2:00 PM', title: 'Flows', desc: 'Fund flows, treasury moves and where the money goes.' },
      {
        time: '2:45 PM',
        title: 'The Rulebook',
        desc: 'Regulation and policy, jurisdiction by jurisdiction.',
      },
      { time: '3:30 PM', title: 'Allocator Interview', desc: 'A fund manager on how they size crypto risk.' },
    ],
  },
  {
    id: 'after-hours-crypto',
    name: 'After Hours Crypto',
    description:
      'The evening show for the market that never closes: the day’s winners and losers, on-chain signals and the night ahead in Asia.',
    slot: slot(WEEKDAYS, [18], [20]),
    host: 'Kenji Morales',
    episodes: 98,
    status: 'recorded',
    segments: [
      { time: '6:00 PM', title: 'Closing Numbers', desc: 'How the day ended for the top 100 coins.' },
      { time: '6:40 PM', title: 'On-Chain Tonight', desc: 'What wallets, miners and exchanges did today.' },
      { time: '7:20 PM', title: 'Asia Open Preview', desc: 'What to watch as trading moves east.' },
    ],
  },
];

export interface Block {
  title: string;
  slot: Slot;
  description: string;
}

export const WEEKEND_PROGRAMMING: Block[] = [
  {
    title: 'Saturday: The Week in Crypto',
    slot: slot([6], [9], [12]),
    description:
      'The week’s stories in three hours, with the analysts who called them and the ones who did not.',
  },
  {
    title: 'Saturday: Builders',
    slot: slot([6], [14], [16]),
    description: 'Founders and developers show what they are building, with demos and code on screen.',
  },
  {
    title: 'Sunday: Long View',
    slot: slot([0], [10], [12]),
    description: 'Documentaries and long interviews on the history and the future of open money.',
  },
  {
    title: 'Sunday: Week Ahead',
    slot: slot([0], [18], [19]),
    description: 'Token unlocks, upgrades, data releases and votes coming in the next seven days.',
  },
];

export const EDUCATIONAL_PROGRAMMING: { series: Block; advanced: Block[] } = {
  series: {
    title: 'Crypto 101',
    slot: slot(WEEKDAYS, [16], [16, 30]),
    description:
      'Thirty minutes every weekday for newcomers: wallets, keys, exchanges, stablecoins and how to stay safe, one idea at a time.',
  },
  advanced: [
    {
      title: 'DeFi Lab',
      slot: slot([2, 4], [20], [21]),
      description: 'Lending, trading and yield on-chain, with the risks of each protocol design explained.',
    },
    {
      title: 'Charts & Cycles',
      slot: slot([3], [20], [21]),
      description: 'Technical analysis and market cycles for traders who want to test their assumptions.',
    },
  ],
};

export const PHILOSOPHY = [
  {
    title: 'Live when it matters',
    text: 'Markets move around the clock, so the news desk does too: live broadcasts whenever a story breaks, and prices on screen all day.',
  },
  {
    title: 'Explain, do not hype',
    text: 'Every show separates what happened from what it means, and says plainly what is not yet known.',
  },
  {
    title: 'For the 300 million',
    text: 'Programming for the roughly 300 million people who use crypto worldwide, from first-time buyers to institutional desks.',
  },
];

export const INNOVATION = [
  {
    title: 'Live data on screen',
    text: 'Prices, dominance and top movers stream onto every broadcast from the same market data as this site.',
  },
  {
    title: 'Remote studios',
    text: 'Guests join from anywhere in broadcast quality, so the right expert is on air within minutes of a story breaking.',
  },
  {
    title: 'Clips in minutes',
    text: 'Every segment is cut, captioned and published to the site shortly after it airs.',
  },
];
