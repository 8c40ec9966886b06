// Seed content for the Altcoins category: news articles and press releases.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'altcoins-season-indicators-flash-mixed-signals',
    type: 'news',
    title: 'Altcoin Season Indicators Flash Mixed Signals as Bitcoin Dominance Stalls',
    description:
      'Breadth measures, dominance ratios and funding rates are pointing in different directions, leaving traders divided over whether a broad altcoin rally is forming.',
    category: 'Altcoins',
    tags: ['altcoin-season', 'bitcoin-dominance', 'markets'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 4,
    views: 24310,
    body: `Traders hunting for the start of an "altcoin season" are finding little agreement among the indicators they usually rely on. Bitcoin's share of total crypto market capitalisation has drifted sideways over recent weeks, while the number of large-cap altcoins outperforming [Bitcoin](/coin/btc) over a 90-day window has risen only modestly.

A popular rule of thumb holds that an altcoin season is under way when roughly three quarters of the top 50 tokens beat Bitcoin over a rolling three-month period. By that yardstick the market remains well short of the threshold, even though a handful of sectors have posted strong runs.

## Breadth versus leadership

The distinction matters because narrow rallies behave differently from broad ones. When gains are concentrated in a small group of tokens, often those tied to a single narrative, the move tends to be more fragile and more sensitive to shifts in funding conditions.

"What we are seeing is leadership without breadth," said Mara Tolliver, head of digital asset strategy at Wexcombe Partners. "A few sectors are running hard, but the median altcoin is still lagging Bitcoin. Historically, genuine rotation shows up first in the mid-caps, and that has not happened convincingly yet."

Tolliver pointed to three measures her team watches:

- **Dominance trend:** a sustained decline in Bitcoin dominance, rather than a one-week dip, tends to accompany broad rotation.
- **ETH/BTC ratio:** because [Ether](/coin/eth) often leads capital into the wider altcoin market, a rising ratio is treated as an early signal.
- **Perpetual funding:** persistently high funding rates on small-cap perpetual futures can mean leverage is doing the work that spot demand should be doing.

## Why the signals disagree

Part of the confusion stems from the changing structure of the market. Stablecoins now account for a meaningful share of total capitalisation, which can distort dominance readings: a rise in stablecoin supply lowers Bitcoin's share without any rotation into riskier tokens taking place.

Analysts also caution that the token universe has grown so large that an altcoin season is unlikely to lift all boats as it did in earlier cycles. New supply from token launches and unlocks competes for the same pool of capital, diluting the effect of fresh inflows.

For now, most desks are treating the picture as neutral rather than bullish. Readers can follow sector performance on the [markets page](/markets) and the day's leaders and laggards on [top movers](/top-movers).`,
  },
  {
    slug: 'altcoins-reading-solana-network-activity-beyond-transaction-counts',
    type: 'news',
    title: 'Reading Solana Network Activity: Why Raw Transaction Counts Can Mislead',
    description:
      'Vote transactions, bot traffic and failed trades all inflate headline figures. Analysts explain which Solana metrics say more about genuine demand for blockspace.',
    category: 'Altcoins',
    tags: ['solana', 'on-chain', 'layer-1'],
    source: 'Blockcast Research',
    hoursAgo: 17,
    views: 31870,
    body: `[Solana](/coin/sol) is regularly cited as one of the busiest blockchains by transaction count, and its activity dashboards are a favorite talking point in debates about layer-1 adoption. But analysts increasingly warn that headline figures for the network need careful unpacking before they can be compared with other chains.

## What the headline number includes

Solana's design makes transactions cheap and fast, which is precisely why raw counts can mislead. A large share of recorded transactions are vote transactions, which validators submit as part of the consensus process rather than as user activity. Many public dashboards now separate these out, but older comparisons often did not.

Even among non-vote transactions, cheap blockspace encourages high-frequency automated activity. Arbitrage bots, market-making programs and trading bots that repeatedly submit transactions in the hope of landing a profitable trade all add to the total. Failed transactions are recorded on-chain as well, and during busy memecoin trading periods they can make up a sizable proportion of traffic.

"Transaction count tells you how much the network is being used, not who is using it," said Dorian Achebe, a senior analyst at Lanthorn Chain Analytics. "If you want to know whether demand is organic, you have to look at fees paid, the number of distinct fee-paying accounts, and how much activity survives once you filter out obvious automation."

## Better yardsticks

Achebe and other researchers suggest a handful of alternatives:

1. **Priority fees and total fees paid**, which show how much users are willing to spend to get transactions included.
2. **Active fee-paying addresses**, ideally filtered for accounts that interact with more than one application.
3. **Stablecoin transfer volume**, a reasonable proxy for payments and trading demand.
4. **Decentralized exchange volume**, which captures speculative activity but is harder to inflate with spam than raw counts.

None of these is perfect. Addresses are cheap to create, and DEX volume can be wash traded. Taken together, however, they give a more rounded view than a single throughput figure.

## Why it matters for the wider market

Solana's activity data is often used as a barometer of retail appetite across the altcoin market, particularly for memecoins. Bursts of token launches can push network metrics sharply higher without reflecting durable usage.

For investors comparing layer-1 networks, the lesson is to compare like with like. A chain with fewer but higher-value transactions may be capturing more economic activity than one with enormous but low-value throughput. More on-chain research is available in our [analysis section](/analysis).`,
  },
  {
    slug: 'altcoins-memecoin-cycles-familiar-arc-and-risks',
    type: 'news',
    title: 'Memecoin Cycles Follow a Familiar Arc, and Late Buyers Usually Pay for It',
    description:
      'From launch frenzy to liquidity drain, memecoin booms tend to repeat the same pattern. We look at the stages, the warning signs and the risks retail traders face.',
    category: 'Altcoins',
    tags: ['memecoins', 'risk', 'retail'],
    source: 'Blockcast Newsroom',
    hoursAgo: 29,
    views: 12040,
    body: `Memecoins have become a permanent fixture of the altcoin market. Tokens built around jokes, internet culture and celebrity references can rise by several hundred per cent within days and lose most of that value almost as quickly. Each wave brings new names, but the shape of the cycle has become remarkably consistent.

## The four stages

Researchers who track memecoin launches tend to describe a recurring sequence:

1. **Ignition.** A new token gains attention on social media, often after being created through a low-cost token launch platform. Early buyers are typically insiders, bots and a small group of on-chain traders.
2. **Discovery.** Price gains attract coverage from influencers and aggregator accounts. Liquidity deepens and trading spreads to more decentralised venues.
3. **Euphoria.** Retail inflows peak, volume surges and centralised exchange listings sometimes follow. This is usually when the largest holders begin to sell.
4. **Drain.** Volume falls away, liquidity providers withdraw and the price drifts lower, often punctuated by sharp drops in a thin market.

"The pattern is so reliable that the real question is never whether a memecoin will fall, but who is holding it when it does," said Sunniva Hartwell, research lead at Pemberton Vale Digital. "In most launches we study, a small group of wallets captures the bulk of the gains, and they are usually in before the token is widely known."

## The risks that matter most

Beyond ordinary volatility, memecoins carry risks specific to their structure:

- **Concentrated supply.** A few wallets, sometimes linked to the creators, can hold a large share of tokens and sell into demand.
- **Liquidity pulls.** If the deployer controls the liquidity pool, it can be withdrawn, leaving holders unable to sell at any sensible price.
- **Contract risk.** Some tokens include functions that allow minting, blacklisting or punitive transfer taxes.
- **Thin exit liquidity.** A chart showing large gains means little if the market cannot absorb a sale.

Hartwell noted that a small number of memecoins, such as [Dogecoin](/coin/doge), have persisted for years and built deep markets, but stressed that these are the rare survivors among thousands of failures.

## Reading the cycle

Memecoin activity can also serve as a sentiment gauge for the wider market. Surges in new launches have historically coincided with abundant liquidity and high risk appetite, while a collapse in launch activity can signal that speculative capital is retreating.

Traders who take part anyway are advised to check holder distribution, confirm whether liquidity is locked and size positions on the assumption that they could go to zero. Our [tutorials](/tutorials) explain how to inspect a token before buying.`,
  },
  {
    slug: 'altcoins-stablecoin-supply-trends-dry-powder-signal',
    type: 'news',
    title: 'Stablecoin Supply Trends Offer a Read on Dry Powder for Altcoin Markets',
    description:
      'Growth in stablecoin supply is often treated as a sign of capital waiting to be deployed. Here is how analysts read the data, and where the signal breaks down.',
    category: 'Altcoins',
    tags: ['stablecoins', 'liquidity', 'on-chain'],
    source: 'Blockcast Research',
    hoursAgo: 41,
    views: 8760,
    body: `For traders trying to judge whether fresh capital is ready to flow into altcoins, aggregate stablecoin supply has become one of the most closely watched data series in crypto. The logic is simple: dollar-pegged tokens sitting on exchanges and in wallets represent money that has already crossed into the crypto economy and can be switched into riskier assets within seconds.

## Why supply growth is read as bullish

When the combined supply of major stablecoins expands, it generally means new dollars are being deposited with issuers in exchange for freshly minted tokens. Analysts often call this "dry powder." Periods of rising supply have historically overlapped with stronger markets for both Bitcoin and altcoins, while sustained contractions have tended to coincide with downturns as holders redeem tokens for cash.

Exchange balances add another layer. Stablecoins moving onto centralized exchanges are sometimes interpreted as buyers preparing to act, while large outflows to self-custody or DeFi protocols may indicate capital being parked for yield instead.

## Where the signal gets noisy

The relationship is far from mechanical, and there are several reasons for caution:

- **Payments and remittances.** A growing share of stablecoin use has nothing to do with trading. Supply can rise because of cross-border payments or savings demand in countries with unstable local currencies.
- **Yield and collateral.** Stablecoins locked in lending markets or posted as collateral for derivatives are not necessarily waiting to buy spot altcoins.
- **Chain migration.** Bridging or reissuing tokens on new networks can make supply on one chain jump without any new money entering the system.
- **Concentration.** The market is dominated by a small number of issuers, so a single large mint or redemption can swing the aggregate figures.

## What to watch

Rather than relying on total supply alone, analysts increasingly track the rate of change over 30 or 90 days, the split between exchange and non-exchange holdings, and stablecoin volume on decentralized exchanges, which shows how much of the supply is actively trading.

For altcoins specifically, the most useful sign tends to be stablecoin liquidity arriving on the chains where smaller tokens trade. Rising stablecoin balances on networks such as [Solana](/coin/sol) or on Ethereum layer-2s have often preceded bouts of speculative activity in those ecosystems, as traders bring capital to where the new tokens are.

None of these measures works as a timing tool on its own, but together they offer a useful picture of whether the fuel for an altcoin rally is building or draining away. Track the latest market data on our [markets page](/markets).`,
  },
  {
    slug: 'altcoins-exchange-listing-pops-fading-faster',
    type: 'news',
    title: 'Altcoin Listing Pops Are Fading Faster as Traders Front-Run Exchange News',
    description:
      'The price jump that once followed a major exchange listing has become shorter and less dependable, according to a study of several hundred altcoin listings.',
    category: 'Altcoins',
    tags: ['exchanges', 'listings', 'trading'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 58,
    views: 1640,
    body: `A new listing on a large centralised exchange used to be one of the most dependable catalysts in the altcoin market. Tokens would often jump sharply within minutes of an announcement and hold a good part of those gains for days. A new study suggests the effect is becoming both smaller and shorter-lived.

Researchers at Corriveau Quant, a systematic trading firm, examined several hundred listings across major venues over the past three years. They found that the median token still rose on announcement day, but that most of the gain was typically given back within two weeks, and that a growing share of tokens traded below their pre-announcement level after 30 days.

## Why the effect is fading

The study points to several factors. Many tokens now trade on decentralised exchanges and perpetual futures markets long before they reach a major spot venue, so much of the price discovery has already happened. Listings are also increasingly anticipated, with traders monitoring exchange wallets, test deposits and hints on social media.

"The listing is no longer news by the time it is announced," said Elias Brandvold, head of research at Corriveau Quant. "Liquidity has usually been building elsewhere for weeks. What the exchange provides now is access to a broader retail audience, and that audience often arrives just as early holders are looking for an exit."

Supply dynamics play a part too. Many newer tokens list with a small circulating supply relative to their fully diluted valuation, so scheduled unlocks begin to weigh on the price shortly after trading starts.

## What still moves prices

Not all listings behave alike. The study found stronger and more durable reactions in tokens that:

- had genuine on-chain usage or fee revenue before listing;
- listed with a larger share of supply already circulating;
- gained access to fiat trading pairs, widening the potential pool of buyers.

By contrast, tokens listed simultaneously on several venues, or those with heavy airdrop distributions, tended to see the sharpest reversals as recipients sold.

Brandvold's advice to traders was blunt: treat a listing as a liquidity event rather than a fundamental one, and be wary of chasing the first hour of trading. Daily gainers and losers, including newly listed tokens, can be followed on our [top movers](/top-movers) page.`,
  },
  {
    slug: 'altcoins-token-unlock-schedules-supply-overhang-explained',
    type: 'news',
    title: 'Token Unlock Schedules Put Supply Overhang Back at the Centre of Altcoin Risk',
    description:
      'Vesting cliffs for investors and team members can add large amounts of tradable supply in a single day. We explain how unlocks work and how markets tend to price them.',
    category: 'Altcoins',
    tags: ['token-unlocks', 'tokenomics', 'vesting'],
    source: 'Blockcast Research',
    hoursAgo: 130,
    views: 5290,
    body: `Few calendar events in the altcoin market attract as much attention as token unlocks. When tokens allocated to early investors, founders and contributors are released from vesting, circulating supply can rise sharply in a single day, and traders have learned to watch these dates closely.

## How unlocks work

Most venture-backed projects launch with only a fraction of their total token supply in circulation. The remainder is reserved for teams, investors, ecosystem funds and community incentives, and is released according to a vesting schedule. Common structures include:

- **Cliff unlocks**, where a large tranche becomes transferable at once, often 12 months after launch.
- **Linear vesting**, where tokens are released steadily, daily or monthly, over several years.
- **Milestone-based releases**, tied to network upgrades or governance decisions.

The gap between circulating supply and fully diluted valuation (FDV) is the key figure. A token trading with a small float and a high FDV has a large volume of future supply waiting to reach the market.

## How markets price them

The evidence on unlocks is mixed but instructive. Large cliff unlocks affecting investor allocations have frequently been followed by weakness, although much of the decline often happens in the weeks beforehand as traders sell in anticipation or hedge with perpetual futures. Linear unlocks, by contrast, create a steadier drip of selling that is harder to time but can weigh on performance over months.

Not every recipient sells. Team members may be bound by internal lock-ups, and some investors stake or hold their tokens. Ecosystem allocations may be spent on grants rather than sold on the open market. On-chain analysts therefore watch whether unlocked tokens move to exchange deposit addresses, which is a stronger signal of an intention to sell.

## A checklist for holders

Before holding a token through a major unlock, it is worth asking:

1. What share of circulating supply is being released, rather than just the headline value?
2. Who receives the tokens, and did they buy in at a much lower valuation?
3. Is there enough daily trading volume to absorb selling without large price gaps?
4. Has the project published its vesting schedule clearly, and has it stuck to it?

Unlock risk is one reason many analysts favour tokens with most of their supply already circulating. Our [analysis section](/analysis) regularly covers upcoming supply events among the largest altcoins, and live prices are on the [markets page](/markets).`,
  },
  {
    slug: 'altcoins-layer-1-competition-shifts-beyond-speed',
    type: 'news',
    title: 'Layer-1 Competition Shifts From Raw Speed to Developers, Fees and Liquidity',
    description:
      'With most new blockchains promising high throughput, the contest among smart contract platforms is increasingly decided by ecosystems, user experience and where capital sits.',
    category: 'Altcoins',
    tags: ['layer-1', 'smart-contracts', 'ecosystems'],
    source: 'Blockcast Newsroom',
    hoursAgo: 302,
    views: 46950,
    body: `For much of the past cycle, competition among smart contract platforms was framed as a race for throughput. New layer-1 blockchains marketed themselves on transactions per second, block times and theoretical capacity, often positioning themselves as faster or cheaper alternatives to [Ethereum](/coin/eth). That framing is increasingly giving way to a more complicated contest.

## Speed is no longer scarce

Fast, low-cost blockspace is now widely available. [Solana](/coin/sol) offers high throughput on a single chain, Ethereum's layer-2 rollups have sharply reduced fees for users, and a generation of newer networks built on parallel execution designs makes similar performance claims. When almost every platform is fast enough for most applications, raw speed stops being a decisive selling point.

"Nobody picks a chain from a benchmark chart anymore," said Anneliese Okafor, a partner at Oakhurst Ridge Ventures. "Developers pick the chain where their users already are, where the tooling is mature and where liquidity is deep enough that their product works on day one. Those advantages compound, and they are very hard to buy with incentives alone."

## The new battlegrounds

Analysts point to several factors that now shape which networks gain ground:

- **Developer tooling and languages.** Compatibility with the Ethereum Virtual Machine remains a powerful draw, while networks with their own languages must persuade developers that the learning curve is worth it.
- **Stablecoin and DeFi liquidity.** Deep stablecoin pools and established lending and trading protocols attract both users and builders.
- **User experience.** Wallet quality, account abstraction and simple onboarding matter more to newcomers than technical specifications.
- **Reliability.** Uptime and predictable fees during periods of heavy demand have become competitive factors in their own right.

## What it means for tokens

For investors, the shift complicates valuation. Layer-1 token prices have historically been driven by narratives about future adoption, but markets are paying closer attention to measurable activity such as fee revenue, stablecoin balances and developer counts. Networks that launched at high valuations but struggled to attract sustained usage have, in many cases, underperformed.

Competition is also coming from within ecosystems. Application-specific chains and rollups let successful projects capture more of the value they create, raising questions about how much economic activity will ultimately accrue to the underlying layer-1 tokens. Price comparisons across major platforms are available on our [markets page](/markets).`,
  },
  {
    slug: 'altcoins-small-cap-liquidity-thin-order-books',
    type: 'news',
    title: 'Thin Order Books Leave Small-Cap Altcoins Exposed to Sharp Price Swings',
    description:
      'Order book depth for tokens outside the top 100 remains shallow, according to data compiled by Fenwright Markets, magnifying both rallies and sell-offs in smaller names.',
    category: 'Altcoins',
    tags: ['liquidity', 'small-caps', 'market-structure'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 611,
    views: 910,
    body: `Liquidity in the long tail of the altcoin market remains thin, leaving smaller tokens vulnerable to outsized moves on modest trading volume. Order book data compiled by Fenwright Markets, a crypto data provider, shows that depth near the mid-price for tokens ranked outside the top 100 by market value is a small fraction of what is available for large caps, and has declined over the past quarter.

## Why depth matters

Market depth measures how much can be bought or sold within a set distance of the current price, typically 1% or 2%. In deep markets a large order barely moves the price. In shallow ones a single sizeable sell order can push a token down several per cent in seconds, triggering stop-losses and liquidations that extend the move.

"Headline volume figures make many small caps look tradable, but depth tells a different story," said Jonah Whitcombe, head of market structure at Fenwright Markets. "We regularly see tokens reporting tens of millions in daily volume where a modest market sell would move the price by more than 5%. Much of that volume is recycled by a handful of participants rather than genuine two-way flow."

## What is driving the squeeze

Several forces are at work:

- **Fragmentation.** The number of tradable tokens keeps growing, spreading market-making capital across more pairs.
- **Cost of capital.** Market makers must hold inventory in every token they quote. When volatility is high and funding is expensive, they tend to narrow their coverage to the most liquid assets.
- **Loan-and-option deals.** Some projects pay for liquidity through token loans to market makers, arrangements that can end abruptly when contracts expire.
- **Retail rotation.** Speculative traders increasingly chase new tokens on decentralised exchanges, draining activity from older small caps on centralised venues.

## Practical implications

For traders, thin liquidity means slippage can cost more than fees. Whitcombe recommends using limit orders rather than market orders, splitting larger trades and checking depth at 2% before entering a position rather than after.

It also changes how price moves should be read. A sharp rally in a thinly traded token may say little about underlying demand, and the same thinness can make exiting difficult once sentiment turns. Daily gainers and losers, including smaller tokens, appear on our [top movers](/top-movers) page.`,
  },
  {
    slug: 'tessaline-exchange-introduces-altcoin-listing-disclosure-rules',
    type: 'press_release',
    title: 'Tessaline Exchange Introduces Disclosure Rules for New Altcoin Listings',
    description:
      'The Singapore-based exchange will require projects to publish vesting schedules, market-making arrangements and treasury holdings before their tokens can be listed.',
    category: 'Altcoins',
    tags: ['exchanges', 'listings', 'transparency'],
    source: 'Tessaline Exchange',
    hoursAgo: 9,
    views: 1320,
    body: `SINGAPORE, (Blockcast Wire) - Tessaline Exchange, a digital asset trading platform serving retail and professional clients across Asia, today announced a Listing Transparency Framework that will apply to every new altcoin listed on the platform from next quarter.

Under the framework, projects seeking a listing will be required to publish and maintain a standardised disclosure page on Tessaline covering:

- the full token vesting and unlock schedule, including allocations to founders, investors and ecosystem funds;
- the existence and broad terms of any market-making agreements, including token loans;
- treasury holdings and the wallets that hold them;
- any smart contract administrative functions, such as minting or pausing rights.

Tessaline will display a summary of each disclosure on the token's trading page and notify users in advance of unlock events exceeding 2% of circulating supply. Projects that fail to update their disclosures within 14 days of a material change may be placed under review, with trading restrictions possible in serious cases.

"Our users should not have to piece together a token's supply picture from scattered blog posts and block explorers," said Wen-Li Harcourt, Chief Executive Officer of Tessaline Exchange. "Listing standards across the industry have focused on technical security, which matters, but most of the retail losses we see come from supply and liquidity surprises. This framework puts that information in front of people before they trade."

Tokens already listed on Tessaline will have six months to provide disclosures. The exchange said it had consulted project teams and market makers during the design phase and will publish a review of the framework after its first year.

"Well-run projects have nothing to lose from this," added Rohan Idris-Meyer, Head of Listings at Tessaline. "We have already seen teams use the disclosure template to tidy up their own documentation."

## About Tessaline Exchange

Tessaline Exchange is a Singapore-headquartered digital asset exchange offering spot trading in more than 300 tokens, with a focus on listing quality, transparent fees and user education. Its in-house research team publishes regular reports on liquidity and market structure.

## Media contact

**Adeline Seow**, Communications Manager, Tessaline Exchange

press@tessaline.example.com`,
  },
  {
    slug: 'corvane-labs-launches-payments-layer-1-mainnet',
    type: 'press_release',
    title: 'Corvane Labs Launches Mainnet for Its Payments-Focused Layer-1 Network',
    description:
      'Corvane Network goes live with native stablecoin settlement, governance-set fees and 64 independent validators at launch, the Zug-based developer said.',
    category: 'Altcoins',
    tags: ['layer-1', 'payments', 'mainnet'],
    source: 'Corvane Labs',
    hoursAgo: 33,
    views: 3910,
    body: `ZUG, (Blockcast Wire) - Corvane Labs today announced the public mainnet launch of Corvane Network, a proof-of-stake layer-1 blockchain designed for payments and stablecoin settlement. The launch follows an 11-month public testnet during which more than 4,000 developers deployed test applications.

Corvane Network is built around three design choices:

1. **Predictable fees.** Transaction fees are denominated in a stable unit of account and adjusted only through on-chain governance, so merchants and payment apps can quote costs in advance.
2. **Native stablecoin support.** Stablecoin issuers can deploy through a standard token module with built-in compliance hooks rather than custom smart contracts.
3. **Fast finality.** Blocks reach deterministic finality in under two seconds, so merchants need not wait for multiple confirmations.

At launch the network is secured by 64 independent validators in 19 countries, with a stake distribution cap designed to prevent any single operator from controlling more than 5% of voting power. The native CRVN token is used for staking and governance. Of the total supply, 48% is allocated to the community and ecosystem, while team and investor allocations are subject to four-year vesting with a 12-month cliff.

"Most blockchains were designed for trading first and payments as an afterthought. We started from the opposite end," said Matthias Oyelaran-Berg, co-founder and Chief Executive Officer of Corvane Labs. "A café owner should know exactly what a payment will cost before it happens."

Corvane Labs also confirmed a 25 million dollar ecosystem fund administered by the independent Corvane Foundation, with priority given to point-of-sale integrations, wallets and remittance corridors.

"Decentralisation at launch was non-negotiable for us," added Ines Kaltenbrunner, Chief Technology Officer. "We would rather start with 64 validators we cannot control than ten that we can."

## About Corvane Labs

Corvane Labs is a Zug-based software company building open-source infrastructure for blockchain payments. Its team of 42 engineers and researchers developed the Corvane Network protocol, which is now governed on-chain by CRVN holders.

## Media contact

**Lukas Amrhein-Soto**, Head of Communications, Corvane Labs

media@corvane.example.com`,
  },
  {
    slug: 'halvard-liquidity-partners-fee-based-small-cap-market-making',
    type: 'press_release',
    title: 'Halvard Liquidity Partners Launches Fee-Based Market Making for Small-Cap Tokens',
    description:
      'The London market maker is dropping token loan and call option structures in favour of flat fees, with monthly public reports on spreads and order book depth.',
    category: 'Altcoins',
    tags: ['market-making', 'liquidity', 'small-caps'],
    source: 'Halvard Liquidity Partners',
    hoursAgo: 75,
    views: 640,
    body: `LONDON, (Blockcast Wire) - Halvard Liquidity Partners, a digital asset market maker, today launched Open Book, a fee-based liquidity programme for smaller altcoin projects that replaces the token loan and call option arrangements common across the industry.

Under typical deals, projects lend tokens to a market maker, which also receives the option to buy them later at a fixed price. Critics argue that these structures can give market makers an incentive to sell inventory and leave projects with little visibility into how their markets are actually supported.

Open Book instead charges projects a flat monthly fee, with Halvard committing its own capital for inventory. Each engagement includes:

- minimum depth commitments at 1% and 2% from the mid-price on agreed venues;
- maximum spread targets during normal market conditions;
- a monthly public report, published by the project, showing uptime, average spreads and depth against those commitments;
- no options or other rights over the project's token supply.

"The long tail of the market has a liquidity problem, and part of that problem is the way liquidity has been paid for," said Callum Ashdown-Reyes, Managing Partner at Halvard Liquidity Partners. "When a market maker's payout depends on an option over a project's tokens, its interests are not always aligned with holders. We want our only incentive to be doing the job well."

The programme is open to projects whose tokens are listed on at least one centralised exchange and whose smart contracts have been independently audited. Halvard said it would cap participation at 40 projects in the first year to maintain service quality.

"Projects tell us they cannot tell whether their market maker is delivering," added Priyanka Valez, Head of Client Coverage. "Publishing the numbers every month settles that question."

## About Halvard Liquidity Partners

Halvard Liquidity Partners is a London-based proprietary trading firm providing liquidity on more than 25 centralised and decentralised venues. The firm specialises in mid- and small-cap digital assets and operates trading desks in London and Singapore.

## Media contact

**Harriet Okonjo-Blake**, Communications Lead, Halvard Liquidity Partners

press@halvardlp.example.com`,
  },
  {
    slug: 'brindlewick-analytics-releases-unlock-radar-vesting-tracker',
    type: 'press_release',
    title: 'Brindlewick Analytics Releases Unlock Radar to Track Token Vesting and Exchange Flows',
    description:
      'The new tool maps vesting schedules for more than 400 tokens and alerts users when newly unlocked tokens move toward exchange deposit addresses.',
    category: 'Altcoins',
    tags: ['token-unlocks', 'analytics', 'on-chain'],
    source: 'Brindlewick Analytics',
    hoursAgo: 190,
    views: 22150,
    body: `NEW YORK, (Blockcast Wire) - Brindlewick Analytics, a provider of on-chain data and research to institutional investors, today launched Unlock Radar, a product that combines token vesting schedules with real-time wallet monitoring to show not only when tokens unlock, but what recipients do with them.

Unlock calendars are widely available, but most stop at the scheduled date. Unlock Radar links each allocation to the wallets that receive it, drawing on published vesting contracts, project disclosures and Brindlewick's address-labeling models. Users can then see whether newly released tokens are staked, held, moved to other wallets or sent to exchange deposit addresses.

Key features include:

- vesting schedules for more than 400 tokens, normalized to show each unlock as a share of circulating supply;
- alerts when unlocked tokens move to known exchange or over-the-counter desk addresses;
- historical studies of price and liquidity around past unlock events for each token;
- an API that lets trading and risk teams feed unlock data into their own models.

"Everyone knows the date of a big unlock. What the market does not know is whether the people receiving those tokens actually intend to sell," said Naomi Strachan-Vidal, Chief Executive Officer of Brindlewick Analytics. "Our clients told us they were spending hours tracing wallets by hand. Unlock Radar does that work continuously."

During a six-month pilot with a group of fund clients, Brindlewick said, the product typically flagged exchange-bound transfers from unlocked allocations several hours before related selling appeared in order books.

"Vesting data is only as good as the labeling behind it," said Theo Marchetti, Head of Data Science. "We publish our methodology and a confidence score for every labeled wallet, so users can judge the evidence for themselves."

Unlock Radar is available today to Brindlewick Professional subscribers, with a limited free tier covering the 50 largest tokens by market value.

## About Brindlewick Analytics

Brindlewick Analytics is a New York-based blockchain data company serving hedge funds, trading firms and research teams. Its products cover token supply, wallet labeling and market structure across more than 30 blockchain networks.

## Media contact

**Dana Whitlow-Park**, Director of Communications, Brindlewick Analytics

press@brindlewick.example.com`,
  },
  {
    slug: 'kestrelune-foundation-extends-core-team-token-vesting',
    type: 'press_release',
    title: 'Kestrelune Foundation Extends Core Team Token Vesting by Two Additional Years',
    description:
      'Core contributors to the Kestrelune Network have agreed to lengthen their lock-up and replace remaining cliff unlocks with monthly vesting, reducing near-term supply.',
    category: 'Altcoins',
    tags: ['vesting', 'tokenomics', 'governance'],
    source: 'Kestrelune Foundation',
    hoursAgo: 420,
    views: 2780,
    body: `LISBON, (Blockcast Wire) - The Kestrelune Foundation, steward of the Kestrelune Network smart contract platform, today announced that the network's core contributors have voluntarily agreed to extend the vesting of their token allocations by a further 24 months.

The change affects tokens held by the founding team and early employees, representing 18% of total KSL supply. Under the original schedule, the final tranche would have become transferable next year. The remaining team allocation will now vest linearly each month over the extended period, replacing the two large cliff unlocks left in the original plan.

The extension has been written into the network's vesting contracts, which are publicly verifiable on-chain, and was ratified by a governance vote of KSL holders. Investor allocations are unaffected. The foundation said it would publish an updated supply schedule and notify the exchanges that list the token.

"Our community has been clear that large cliff unlocks create uncertainty, whether or not anyone intends to sell," said Leonor Brightwater-Sá, President of the Kestrelune Foundation. "The people building this network plan to be here for the long term, and our vesting should reflect that."

Alongside the extension, the foundation will begin publishing quarterly treasury reports detailing its token holdings, grants paid and any tokens sold to fund operations.

"Converting the cliffs to linear vesting mattered to us as much as extending the timeline," added Emeka Lindqvist, a core protocol engineer and member of the founding team. "Predictable supply is easier for everyone to plan around, from exchanges to long-term holders."

The Kestrelune Network launched its mainnet two years ago and now hosts more than 150 decentralised applications, with a focus on gaming and consumer payments.

## About the Kestrelune Foundation

The Kestrelune Foundation is a non-profit organisation based in Lisbon that supports the development, security and adoption of the Kestrelune Network. It funds open-source research, administers the ecosystem grants programme and coordinates protocol upgrades approved through on-chain governance.

## Media contact

**Sofia Marvell-Cunha**, Communications Officer, Kestrelune Foundation

press@kestrelune.example.com`,
  },
  {
    slug: 'thistlegate-wallet-adds-token-risk-scores',
    type: 'press_release',
    title: 'Thistlegate Wallet Adds Token Risk Scores to Help Users Screen New Altcoins',
    description:
      'The self-custody wallet now flags concentrated supply, unlocked liquidity and risky contract permissions before users swap into newly launched tokens.',
    category: 'Altcoins',
    tags: ['wallets', 'memecoins', 'security'],
    source: 'Thistlegate',
    hoursAgo: 15,
    views: 420,
    body: `DUBAI, (Blockcast Wire) - Thistlegate, a self-custody crypto wallet for mobile and desktop, today introduced Token Check, a built-in risk screening feature that evaluates newly launched and small-cap tokens before users trade them through the wallet's swap function.

Token Check analyses a token's smart contract and on-chain distribution at the moment a user opens a swap, then displays a plain-language summary with a low, medium or high risk rating. The checks include:

- whether the contract allows its creator to mint new tokens, freeze transfers or change fees;
- the share of supply held by the largest wallets, excluding known exchange and burn addresses;
- whether liquidity pool tokens are locked or can be withdrawn by the deployer;
- the token's age, trading history and available liquidity relative to the size of the proposed trade.

Where a token receives a high risk rating, users must acknowledge an additional warning before proceeding. Thistlegate stressed that the feature does not block trades and does not constitute investment advice.

"In fast-moving memecoin markets, the difference between a token that is merely risky and one designed to trap buyers can be a single line of contract code," said Yasmin Al-Farsi Donnelly, Chief Executive Officer of Thistlegate. "Most of our users will never read a smart contract, and they should not have to. Token Check translates that code into plain language at the moment it matters."

At launch, Token Check supports tokens on Ethereum, Solana and four further networks, with more to follow. The company said its scoring methodology would be published in full so that developers and researchers can review and challenge it.

"Self-custody means users take responsibility for their own decisions, but that is no reason to leave them uninformed," added Karim Oduya-Fenn, Head of Product. "We would rather show one warning too many than one too few."

## About Thistlegate

Thistlegate is a non-custodial multi-chain wallet headquartered in Dubai, supporting more than 20 blockchain networks. The company focuses on security and usability for everyday crypto users and never holds or has access to users' private keys or funds.

## Media contact

**Rania Cheval-Morgan**, Press Officer, Thistlegate

press@thistlegate.example.com`,
  },
];
