// Seed content for the DeFi category: eight news articles and six press releases.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'defi-total-value-locked-shifts-toward-stablecoin-deposits',
    type: 'news',
    title: 'DeFi Total Value Locked Edges Higher as Stablecoin Deposits Outpace Token Gains',
    description:
      'More of the growth in locked value is coming from stablecoins and tokenised treasuries rather than rising token prices, a shift analysts say makes the headline figure more meaningful.',
    category: 'DeFi',
    tags: ['defi', 'tvl', 'stablecoins', 'lending'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 4,
    views: 31250,
    body: `Total value locked across decentralised finance protocols has kept up its gradual climb over the past month, but the make-up of that growth says more than the headline number does. According to a tracking dashboard maintained by Northvale Research, a larger share of new deposits is arriving as stablecoins and tokenised treasury products, while the contribution from rising token prices has narrowed.

The distinction matters because total value locked, or TVL, is a blunt measure. It multiplies the quantity of assets deposited in smart contracts by their market price, so a rally in ether or other collateral tokens can inflate the figure without a single new user arriving. Growth driven by dollar-denominated deposits, by contrast, reflects capital that has actively chosen to sit on-chain.

## Where the deposits are going

Northvale's data points to three areas absorbing most of the inflow:

- **Lending markets**, where stablecoin suppliers are chasing variable rates that have stayed competitive with many traditional money-market products
- **Tokenised treasury vaults**, which give DAOs and crypto-native treasuries a lower-risk home for idle reserves
- **Concentrated liquidity pools** on decentralised exchanges, particularly stablecoin-to-stablecoin pairs

"The market is slowly maturing from a price-led metric to a usage-led one," said Priya Castellan, head of digital asset strategy at Ferrow Capital. "When TVL rises while the major collateral tokens are flat, that is capital choosing to be here, and it tends to be stickier."

## Caveats remain

Analysts caution that TVL still double-counts in places. A liquid staking token deposited into a lending market, borrowed against and redeposited elsewhere can appear several times across different dashboards. Castellan estimates that recursive strategies of this kind account for a meaningful minority of reported totals, although methodologies differ widely between data providers.

There is also the question of incentives. Some of the fastest-growing protocols are paying for deposits with token emissions, and past cycles suggest that such liquidity can leave as quickly as it arrives once rewards are trimmed.

For readers tracking the wider picture, price action across the largest assets is available on our [markets page](/markets), while longer-form pieces sit in the [analysis section](/analysis).`,
  },
  {
    slug: 'defi-lending-markets-favour-caps-over-collateral-cuts',
    type: 'news',
    title: 'Lending Protocols Lean on Supply Caps as Risk Managers Rethink Collateral Settings',
    description:
      'A new report from Calloway Risk Partners finds that DeFi lending governance increasingly prefers supply and borrow caps to abrupt loan-to-value cuts when managing risky collateral.',
    category: 'DeFi',
    tags: ['defi', 'lending', 'risk-management', 'governance'],
    source: 'Blockcast Research',
    hoursAgo: 66,
    views: 4870,
    body: `Behind every deposit into a decentralised lending market sits a small set of numbers that decides how much can be borrowed, when a position is liquidated and how much a liquidator earns for stepping in. These risk parameters rarely make headlines, but a new report from Calloway Risk Partners, a consultancy that advises several lending DAOs, argues that the way protocols tune them has changed markedly over the past two years.

## The dials that matter

Most lending markets expose a similar set of controls for each collateral asset:

1. **Loan-to-value ratio**, the maximum a user can borrow against a given deposit
2. **Liquidation threshold**, the point at which a position becomes eligible for liquidation
3. **Liquidation bonus**, the discount a liquidator receives for repaying debt and seizing collateral
4. **Supply and borrow caps**, hard limits on total exposure to a single asset
5. **Interest rate curve**, which raises borrowing costs sharply once utilisation passes a target level

## Why caps won the argument

Calloway's central finding is that governance forums now reach for caps first. Cutting a loan-to-value ratio affects every existing borrower at once and can tip healthy positions into liquidation overnight. A cap, by contrast, simply stops new exposure from building up, leaving current users untouched.

"Caps let a DAO say 'not more than this' without punishing people who followed the old rules," said Dmitri Halvorsen, a partner at Calloway. "The best-run markets now treat loan-to-value changes as a last resort and announce them well in advance."

The report also notes wider use of isolation modes, where a newly listed token can only back borrowing of specific stablecoins up to a fixed ceiling, and of efficiency modes that grant higher ratios to closely correlated pairs such as ether and its staking derivatives.

## Remaining pressure points

Halvorsen singles out long-tail collateral as the weakest link. When a token trades mostly on a handful of thin pools, the price an oracle reports may not be achievable by a liquidator trying to sell a large position. Calloway recommends sizing caps against realistic on-chain liquidity rather than market capitalisation, and rechecking them monthly.

Readers new to the mechanics of borrowing on-chain can find step-by-step guides in our [tutorials section](/tutorials).`,
  },
  {
    slug: 'defi-dex-volume-share-rises-in-volatile-weeks',
    type: 'news',
    title: 'Decentralised Exchange Volumes Gain Ground on Centralised Venues During Volatile Weeks',
    description:
      'Data from Lanterne Analytics shows on-chain exchanges capturing a larger share of spot trading when markets swing, helped by cheaper blockspace on rollups and high-throughput chains.',
    category: 'DeFi',
    tags: ['defi', 'dex', 'trading', 'layer-2'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 17,
    views: 12640,
    body: `Decentralised exchanges have been taking a larger slice of spot crypto trading during the market's most turbulent sessions, according to weekly figures compiled by Lanterne Analytics. The firm's ratio of on-chain to centralised spot volume has trended upward across recent months, with the sharpest jumps arriving in weeks when prices moved most.

Lanterne attributes the pattern to the kind of assets that tend to rally during volatile periods. New and small-cap tokens often launch on automated market makers long before they are listed on major centralised exchanges, so speculative flows have nowhere else to go.

"When the market gets excited, the long tail lives on-chain," said Tomasz Oyelaran, a market structure analyst at Lanterne. "Traders chasing the newest tokens are using decentralised venues by default, and a growing number of them simply stay there for the majors as well."

## Cheaper blockspace changes the maths

Transaction costs have been the main barrier to on-chain trading for retail users. The spread of Ethereum rollups and the growth of high-throughput networks such as [Solana](/coin/sol) have pushed the cost of a typical swap low enough that small trades are now practical. Lanterne's data shows the average trade size on rollup-based exchanges falling steadily, a sign that smaller accounts are participating.

Aggregators and intent-based routers have also narrowed the price gap with centralised order books by splitting orders across many pools and sourcing liquidity from professional market makers.

## Not all volume is equal

Oyelaran cautions against reading too much into raw totals. A portion of on-chain volume comes from arbitrage bots rebalancing prices between pools, and some reflects wash trading designed to game token incentive programmes. Sandwich attacks, in which a bot trades immediately before and after a user's swap, inflate recorded volume while worsening execution for the victim.

- Lanterne filters out trades it identifies as circular or self-matched
- Its adjusted figures still show a rising on-chain share, though the trend is gentler
- Stablecoin pairs make up a stable core of genuine volume across most venues

For the assets moving most over the past day, see our [top movers](/top-movers) page.`,
  },
  {
    slug: 'defi-tokenised-treasury-funds-become-collateral-staple',
    type: 'news',
    title: 'Tokenised Treasury Funds Move From Novelty to Collateral Staple Across DeFi',
    description:
      'Tokenised short-term government debt has become a common treasury asset and lending collateral on-chain, but redemption windows and off-chain custody bring risks DeFi is still learning to price.',
    category: 'DeFi',
    tags: ['defi', 'rwa', 'tokenisation', 'treasuries'],
    source: 'Blockcast Research',
    hoursAgo: 130,
    views: 22980,
    body: `A few years ago the idea of holding government debt through a token on a public blockchain sounded like a pitch-deck experiment. Today tokenised treasury funds are among the fastest-growing categories of real-world assets on-chain, and they are increasingly turning up inside DeFi protocols as collateral and as reserves for DAOs.

The basic structure is straightforward. A regulated fund or special-purpose vehicle buys short-dated government bills and issues tokens that represent shares in the fund. Holders earn the underlying yield, usually reflected either as a rising token price or as newly minted tokens distributed to wallets.

## Why DeFi wants them

For a DAO sitting on a large stablecoin treasury, tokenised bills offer a yield that does not depend on crypto lending demand. For lending protocols, they are an attractive form of collateral: low volatility, predictable returns and a price that only moves meaningfully when interest rates do.

"Treasuries are the first real-world asset that DeFi actually understands," said Helena Marchetti, director of tokenisation at Aldgate Row Partners. "The risk is mostly interest-rate and operational, not credit, and that makes them easy to slot into existing collateral frameworks."

## The parts DeFi is still learning to price

Marchetti and other practitioners point to several frictions that do not exist with native crypto collateral:

- **Transfer restrictions.** Many tokens can only be held by whitelisted, verified wallets, which complicates liquidations on permissionless lending markets.
- **Redemption timing.** Fund shares are typically redeemed on business days through the issuer, so a liquidator may not be able to turn collateral into cash instantly.
- **Price updates.** Net asset value is often published once a day, so oracles reading it can lag during stress.
- **Off-chain dependencies.** The tokens are only as sound as the custodian, the fund administrator and the legal wrapper behind them.

Protocols have responded with dedicated liquidation paths, such as pre-approved liquidators who can redeem directly with the issuer, and with conservative caps while the market matures.

Earlier waves of on-chain private credit, where some loans went unpaid, have left lenders wary of anything with real default risk. Treasuries sidestep much of that concern, which is why analysts expect them to remain the gateway asset for real-world tokenisation. More on the theme is in our [analysis section](/analysis).`,
  },
  {
    slug: 'defi-oracle-design-push-versus-pull-price-feeds',
    type: 'news',
    title: 'Push or Pull? How Oracle Design Choices Shape Risk in DeFi Lending and Derivatives',
    description:
      'Price oracles sit underneath nearly every DeFi protocol. We explain the trade-offs between push feeds, pull feeds and on-chain averages, and why the choice can decide whether a protocol survives a crash.',
    category: 'DeFi',
    tags: ['defi', 'oracles', 'security', 'explainer'],
    source: 'Blockcast Research',
    hoursAgo: 290,
    views: 1420,
    body: `Smart contracts cannot see the outside world. A lending market that needs to know whether a loan is undercollateralised, or a perpetual futures exchange that must settle funding payments, relies on an oracle to deliver prices on-chain. How that oracle is designed is one of the most consequential decisions a DeFi team makes, and it is frequently the root cause when things go wrong.

## Three broad approaches

1. **Push oracles.** A network of independent node operators aggregates prices from many sources and writes them to the blockchain on a schedule, typically when the price moves beyond a set deviation or a fixed heartbeat interval elapses. Protocols simply read the latest stored value.
2. **Pull oracles.** Prices are signed off-chain at high frequency, and the user or keeper submits the latest signed update along with their transaction. The protocol verifies the signatures and uses that price.
3. **On-chain averages.** Some protocols compute a time-weighted average price directly from a decentralised exchange pool, with no external operators at all.

## The trade-offs

Push feeds are simple to integrate, but every update costs gas, so operators space them out. In a fast crash, the stored price can lag the market by a meaningful margin. Pull feeds offer far fresher data and shift gas costs to the user who needs the update, but they add complexity: a protocol must reject stale updates and guard against users cherry-picking a favourable signed price from the recent past.

On-chain averages avoid trusting third parties but are only as robust as the pool they read. A thinly traded pool can be pushed around with a flash loan, and while averaging over time raises the cost of manipulation, it does not eliminate it.

"There is no universally correct oracle, only one that fits the asset and the product," said Ravi Lindqvist, an oracle engineer at Quorrel Labs. "A perpetuals venue needs sub-second freshness; a lending market with conservative ratios can tolerate a slower feed if it is very hard to manipulate."

## Defensive layers

Well-designed protocols increasingly combine sources, comparing a primary feed against a secondary one and pausing sensitive actions when the two diverge. Circuit breakers that cap how far a price can move between updates are another common safeguard. For a grounding in the basics, our [tutorials](/tutorials) cover how DeFi protocols fit together.`,
  },
  {
    slug: 'defi-harbourline-finance-exploit-drains-lending-pool',
    type: 'news',
    title: 'Harbourline Finance Pauses Lending Pool After Oracle Manipulation Drains Reserves',
    description:
      'An attacker used a flash loan to inflate the price of a thinly traded collateral token on the mid-sized lending protocol, borrowing against it and leaving the pool with bad debt.',
    category: 'DeFi',
    tags: ['defi', 'exploits', 'security', 'oracles'],
    source: 'Blockcast Newsroom',
    hoursAgo: 29,
    views: 45800,
    body: `Harbourline Finance, a mid-sized lending protocol, paused its main market after an attacker manipulated the price of a collateral token and borrowed against the inflated value, leaving the pool with substantial bad debt. The team said roughly a third of the stablecoin liquidity supplied to the affected market was withdrawn before the contracts were frozen.

Harbourline's developers confirmed that no other markets were affected and that user deposits in its separate stablecoin vaults remained intact. The protocol has offered the attacker a bounty of ten per cent of the funds if the remainder is returned within 72 hours.

## How the attack worked

Based on the transaction history and a preliminary post-mortem published by the team, the exploit followed a familiar pattern:

1. The attacker took out a large flash loan of stablecoins.
2. Those funds were used to buy HRBR, Harbourline's own governance token, from a single shallow liquidity pool, driving its price sharply higher.
3. The protocol's oracle for HRBR read the spot price from that same pool, so it reported the inflated value.
4. The attacker deposited HRBR as collateral and borrowed stablecoins well in excess of its real worth.
5. The flash loan was repaid, and the HRBR position was left to be liquidated at a fraction of the borrowed amount.

"This is a textbook case of a protocol trusting a price it could not defend," said Ines Achterberg, a security researcher at Blackfen Security who reviewed the transactions. "Any oracle that reads spot prices from one thin pool is effectively an open invitation."

## Audit scope under scrutiny

Harbourline's core contracts were reviewed by Pellworth Audits earlier this year. However, the oracle adapter used for HRBR was added in a later governance upgrade and was not part of the audited code. Pellworth said in a brief statement that its report covered a specific commit and that subsequent changes fell outside its engagement.

Achterberg said the incident highlights a recurring gap in the industry: audits are snapshots, while protocols keep changing. She urged teams to re-review every module that touches pricing, and to cap borrowing against their own governance tokens, which tend to have the thinnest liquidity of any collateral.

Harbourline said it would publish a full post-mortem and a compensation plan once the investigation is complete. Follow further updates in our [news section](/news).`,
  },
  {
    slug: 'defi-liquid-staking-tokens-dominate-collateral-mix',
    type: 'news',
    title: 'Liquid Staking Tokens Become DeFi Collateral of Choice, Bringing Concentration Risks',
    description:
      'Liquid staking tokens now underpin lending loops, liquidity pools and restaking strategies. Analysts warn that a price discount in a stressed market could ripple across many protocols at once.',
    category: 'DeFi',
    tags: ['defi', 'liquid-staking', 'ethereum', 'risk-management'],
    source: 'Blockcast Research',
    hoursAgo: 540,
    views: 860,
    body: `Liquid staking tokens began as a convenience: a way for holders of proof-of-stake assets to earn staking rewards without locking their coins away. They have since become some of the most important building blocks in decentralised finance, accepted as collateral by lending markets, paired in exchange pools and layered into restaking products.

A liquid staking token represents a claim on staked assets plus accumulated rewards. On [Ethereum](/coin/eth), holders can redeem through the protocol's withdrawal queue, but most prefer to sell on a decentralised exchange for immediate liquidity. That is where the tension lies: the token's redemption value and its market price are usually close, but they are not the same thing.

## The looping trade

The most popular strategy is the so-called loop. A user deposits a staking token, borrows ether against it, swaps that ether for more staking tokens and deposits again, repeating until they reach a target leverage. The trade earns the staking yield several times over, minus the cost of borrowing ether.

"Looping works beautifully until the spread between the staking token and ether widens," said Aurelio Brandt, head of research at Kestrine Digital. "Then thousands of positions built on the same assumption start to look fragile at exactly the same moment."

## Where the risks concentrate

Brandt and other analysts highlight several points of pressure:

- **Market discounts.** If many holders rush to sell during a panic, the token can trade below its redemption value while the withdrawal queue grows.
- **Oracle choice.** Lending markets that price the token by its redemption rate avoid unnecessary liquidations but may carry bad debt if the discount persists; those using market prices liquidate faster but risk cascades.
- **Slashing.** Validator penalties reduce the underlying backing, though they have historically been small relative to total stake.
- **Stacked dependencies.** Restaking adds new layers of smart-contract and operator risk on top of the original staking token.

Protocols have responded with conservative caps on looping pairs and efficiency modes that apply only when both sides of a loan are closely correlated. Brandt expects staking tokens to keep their central role, but argues that risk teams should model a multi-day discount scenario rather than a brief wobble. Our [analysis section](/analysis) tracks the wider staking market.`,
  },
  {
    slug: 'defi-intent-based-trading-solvers-reshape-order-flow',
    type: 'news',
    title: 'Intent-Based Trading Gains Traction as Solvers Compete to Fill DeFi Orders',
    description:
      'Rather than building transactions themselves, a growing share of DeFi users now sign an outcome and let competing solvers find the best route, raising new questions about who controls order flow.',
    category: 'DeFi',
    tags: ['defi', 'intents', 'mev', 'trading'],
    source: 'Blockcast Newsroom',
    hoursAgo: 41,
    views: 7315,
    body: `For most of DeFi's history, swapping tokens meant constructing a transaction yourself: choosing a pool, setting a slippage tolerance and hoping nobody front-ran the order. Intent-based trading turns that model around. Users sign a message describing the result they want, such as selling a set amount of one token for at least a minimum of another, and a network of specialised parties called solvers competes to deliver it.

The approach has spread from a handful of pioneering venues to wallets, aggregators and cross-chain bridges, and builders say it is quietly becoming the default way many users trade.

## Why users are switching

Supporters point to several practical advantages:

- **Better execution.** Solvers can route across many pools, tap private market-maker inventory or match two users directly, often beating a single-pool swap.
- **Protection from MEV.** Because users sign an outcome rather than broadcasting a raw swap, there is less for sandwich bots to exploit.
- **Gasless experience.** Solvers typically pay network fees and recover them from the trade, so users need not hold the chain's native token.
- **Cross-chain simplicity.** A user can ask for assets on one network in exchange for assets on another, leaving the solver to handle the bridging.

"Intents move the hard work from the user to professionals who are paid to get it right," said Mei-Ling Ashcombe, research lead at Tessary Labs. "For an ordinary trader, that is a genuine improvement in both price and safety."

## Who holds the order flow?

The model does raise concerns. In many systems only a small number of solvers win most auctions, because success depends on access to capital, private liquidity and sophisticated infrastructure. Some venues restrict participation to approved solvers, which critics argue reintroduces gatekeepers into supposedly open markets.

Ashcombe says transparency is the key safeguard. She wants venues to publish auction results and solver win rates so users can verify they are getting competitive fills. "If the auction is visible, competition can do its job," she said. "If it is opaque, intents risk becoming a polished version of payment for order flow."

Further coverage of trading infrastructure is available in our [news section](/news).`,
  },
  {
    slug: 'qirana-protocol-launches-fixed-rate-lending-markets',
    type: 'press_release',
    title: 'Qirana Protocol Launches Fixed-Rate Stablecoin Lending Markets on Ethereum Rollups',
    description:
      'Qirana Protocol has opened fixed-term, fixed-rate stablecoin lending markets on two Ethereum rollups, giving borrowers predictable costs and lenders locked-in yields for up to twelve months.',
    category: 'DeFi',
    tags: ['defi', 'lending', 'fixed-rate', 'stablecoins'],
    source: 'Qirana Protocol',
    hoursAgo: 9,
    views: 3920,
    body: `SINGAPORE, (Blockcast Wire) - Qirana Protocol, a decentralised lending platform, today announced the launch of fixed-rate stablecoin lending markets on two Ethereum rollups. The new markets allow borrowers to lock in a single interest rate for terms of one, three, six or twelve months, and give lenders a known return for the full period.

Most DeFi lending today relies on variable rates that move with utilisation, which can make borrowing costs difficult to plan around. Qirana's markets instead match lenders and borrowers through a series of on-chain auctions held for each maturity, producing a clearing rate that stays fixed until the loan matures.

Key features of the launch include:

- **Term auctions** held every week for each maturity, with results published on-chain
- **Early exit** through a secondary market where lenders can sell their positions before maturity
- **Conservative collateral settings**, limited at launch to ether, major liquid staking tokens and wrapped bitcoin
- **Independent risk oversight** from an external risk committee with authority to adjust caps

"Treasurers and trading firms have told us the same thing for years: they cannot budget around a rate that changes every block," said Arjun Mehrabi, co-founder and chief executive of Qirana Protocol. "Fixed terms are how credit works everywhere else, and we think they are overdue in DeFi."

The protocol's smart contracts have completed two independent security reviews, and Qirana has launched a public bug bounty covering the new markets.

"We deliberately started with a short list of highly liquid collateral," said Sofia Lindqvist-Arden, head of risk at Qirana. "Expansion will follow only when our risk committee is satisfied that liquidations can be executed reliably in stressed conditions."

## About Qirana Protocol

Qirana Protocol builds fixed-income infrastructure for decentralised finance. Its open-source contracts enable fixed-rate, fixed-term lending and borrowing of stablecoins against digital asset collateral. The project is supported by a global team of engineers and risk specialists headquartered in Singapore.

## Media contact

Hana Okafor, Communications Lead
press@qirana.example.com`,
  },
  {
    slug: 'stonewick-security-introduces-continuous-smart-contract-audits',
    type: 'press_release',
    title: 'Stonewick Security Introduces Continuous Audit Service for Upgradeable DeFi Contracts',
    description:
      'Stonewick Security has launched a subscription service that reviews every governance upgrade to a DeFi protocol before it goes live, aiming to close the gap between one-off audits and changing code.',
    category: 'DeFi',
    tags: ['defi', 'audits', 'security', 'smart-contracts'],
    source: 'Stonewick Security',
    hoursAgo: 38,
    views: 1875,
    body: `LONDON, (Blockcast Wire) - Stonewick Security, a smart-contract auditing firm, today introduced Stonewick Continuum, a subscription service that reviews every code change to a client's DeFi protocol before it is deployed. The service is designed for protocols whose contracts are upgraded regularly through governance.

Traditional audits examine a fixed version of a codebase. Once that version is modified, whether through a new oracle adapter, a collateral listing or a parameter module, the changes frequently reach production without the same level of scrutiny. Stonewick's own review of public post-mortems found that a significant share of losses it examined involved code added after a protocol's most recent audit.

Stonewick Continuum addresses that gap with:

1. **Pre-deployment review** of every governance proposal that changes contract code, with findings delivered before the on-chain vote closes
2. **Automated monitoring** of deployed contracts for unexpected upgrades, permission changes and unusual fund flows
3. **A living audit report**, updated with each review so that users can see exactly which version of the code has been examined
4. **Incident support** from a dedicated response team available around the clock

"An audit report that describes code which is no longer running gives users false comfort," said Eleanor Brasswell, chief executive of Stonewick Security. "Protocols evolve every month. Security review has to move at the same pace."

Stonewick said the service is already in use with a small group of lending and derivatives protocols during a pilot period, and is now open to new clients.

"Our engineers sit alongside a client's developers rather than appearing once a year," added Marcus Adeyemi-Hart, head of research at Stonewick. "That relationship is what catches the subtle issues, such as a new price feed that behaves differently from the one it replaced."

## About Stonewick Security

Stonewick Security is an independent blockchain security firm specialising in smart-contract audits, formal verification and incident response for decentralised finance protocols. Founded by former financial-services security engineers, the company is based in London with staff across Europe and Asia.

## Media contact

Rachel Tennant, Head of Communications
press@stonewick.example.com`,
  },
  {
    slug: 'veltaris-oracle-network-opens-low-latency-price-feeds',
    type: 'press_release',
    title: 'Veltaris Oracle Network Opens Low-Latency Pull Price Feeds to Rollup Developers',
    description:
      'Veltaris Oracle Network has made its sub-second, signature-verified price feeds available on several Ethereum rollups, targeting perpetuals exchanges and lending markets that need fresher data.',
    category: 'DeFi',
    tags: ['defi', 'oracles', 'layer-2', 'infrastructure'],
    source: 'Veltaris Oracle Network',
    hoursAgo: 88,
    views: 640,
    body: `ZUG, Switzerland, (Blockcast Wire) - Veltaris Oracle Network today announced the general availability of its low-latency price feeds on several Ethereum rollups. The feeds use a pull-based design: prices are signed off-chain at sub-second intervals by an independent set of data providers and verified on-chain only when a protocol needs them.

The launch covers more than 150 crypto asset pairs, along with a selection of foreign exchange and commodity references intended for synthetic asset and real-world asset protocols.

Veltaris's design includes several safeguards for integrating developers:

- **Staleness checks** built into the verification contract, so protocols can reject any price older than a threshold they set
- **Confidence intervals** published alongside each price, allowing protocols to widen margins or pause when sources disagree
- **Multi-source aggregation** from exchanges, market makers and trading firms, with outlier filtering applied before signing
- **Open-source verification contracts**, which have completed independent security reviews

"Perpetuals venues and active lending markets need prices that reflect the market now, not a few minutes ago," said Lukas Ferreira-Maas, chief executive of Veltaris Oracle Network. "Pull-based delivery lets them have that freshness without paying to write every update on-chain."

The company said developers can begin integrating immediately using its published software development kits and test networks, with no fee for the first six months of mainnet usage.

"The confidence interval is the feature we are most proud of," said Dr Annika Solberg, head of data at Veltaris. "An oracle should tell a protocol not only what the price is, but how sure it is. That signal is invaluable in a fast-moving market."

## About Veltaris Oracle Network

Veltaris Oracle Network provides high-frequency, cryptographically signed market data to decentralised applications across multiple blockchains. Its network of independent data providers supplies price feeds for crypto assets, currencies and commodities. The project is developed by Veltaris AG, headquartered in Zug.

## Media contact

Jonas Brechbühl, Communications Manager
media@veltaris.example.com`,
  },
  {
    slug: 'corvane-assets-launches-tokenised-trade-finance-pool',
    type: 'press_release',
    title: 'Corvane Assets Launches Tokenised Trade Finance Pool for Professional DeFi Lenders',
    description:
      'Corvane Assets has opened an on-chain pool that finances short-dated, insured trade receivables, offering verified professional investors stablecoin yields backed by real-world invoices.',
    category: 'DeFi',
    tags: ['defi', 'rwa', 'tokenisation', 'trade-finance'],
    source: 'Corvane Assets',
    hoursAgo: 45,
    views: 9480,
    body: `DUBAI, United Arab Emirates, (Blockcast Wire) - Corvane Assets, a real-world asset tokenisation platform, today announced the launch of its first tokenised trade finance pool. The pool allows verified professional investors to supply stablecoins that fund short-dated receivables owed by established importers and exporters.

Each receivable financed by the pool has a typical term of 60 to 120 days and is covered by trade credit insurance arranged through established underwriters. Investors receive pool tokens that accrue interest as receivables are repaid, with pool holdings and repayment status reported on-chain every business day.

Highlights of the launch include:

- **Insured receivables**, with coverage details disclosed for each financed invoice
- **Bankruptcy-remote structure**, with receivables held in a dedicated special-purpose vehicle on behalf of token holders
- **Independent verification** of invoices and shipping documents by a third-party administrator before funding
- **Monthly redemption windows**, supported by a liquidity buffer held in short-term government bills

"Trade finance is one of the oldest forms of credit in the world, and one of the most underserved," said Karim Al-Nashef, founder and chief executive of Corvane Assets. "Tokenisation lets us connect businesses that need working capital with on-chain lenders looking for yield that does not depend on crypto market cycles."

Corvane said it has designed the pool with lessons from earlier on-chain credit products in mind, placing particular emphasis on transparency and insurance coverage.

"Investors deserve to see exactly what they are funding," said Leona Vasquez-Thorne, chief risk officer at Corvane. "Every receivable, its insurer and its repayment history are visible, and our credit committee publishes its criteria in full."

The pool is available only to investors who complete identity and eligibility checks, and is not offered in jurisdictions where such products are restricted.

## About Corvane Assets

Corvane Assets builds infrastructure for tokenising private credit and trade finance. The company works with originators, insurers and administrators to bring short-term, asset-backed lending opportunities on-chain for professional investors. Corvane is headquartered in Dubai with offices in Singapore and Amsterdam.

## Media contact

Samira Quenneville, Head of Communications
press@corvane.example.com`,
  },
  {
    slug: 'sailmere-exchange-rolls-out-intent-based-swaps',
    type: 'press_release',
    title: 'Sailmere Exchange Rolls Out Intent-Based Swaps With Built-In MEV Protection',
    description:
      'Decentralised exchange Sailmere has launched intent-based swaps in which users sign a desired outcome and competing solvers fill the order, with auction results published for every trade.',
    category: 'DeFi',
    tags: ['defi', 'dex', 'intents', 'mev'],
    source: 'Sailmere Exchange',
    hoursAgo: 210,
    views: 1190,
    body: `LISBON, (Blockcast Wire) - Sailmere Exchange, a decentralised trading platform, today launched intent-based swaps across all of its supported networks. Instead of submitting a transaction directly to a liquidity pool, users now sign an order describing the minimum amount they are willing to receive, and a set of independent solvers competes in a short auction to fill it.

The new system is designed to improve prices and shield traders from sandwich attacks and other forms of maximal extractable value, or MEV, which can quietly worsen execution on conventional swaps.

Sailmere's intent-based swaps offer:

1. **Competitive solver auctions** lasting a few seconds, with the best valid offer winning the order
2. **Gasless trading**, with network fees paid by the winning solver and included in the quoted price
3. **Public auction records**, showing every bid received, the winning solver and the final fill for each trade
4. **Open solver participation**, with any party able to join after posting a bond that can be reduced for misbehaviour

"Traders should not have to understand block building to get a fair price," said Tiago Moreira-Lund, co-founder of Sailmere Exchange. "With intents, the user states what they want and professionals compete to deliver it."

Sailmere said it chose an open, bonded model for solvers to avoid the concentration seen when only a few approved parties can participate.

"Transparency is the whole point," said Clara Hoffmeyer, head of product at Sailmere. "Anyone can check whether an auction was competitive. If a solver consistently wins with poor prices, the data will show it."

The upgrade is live now in the Sailmere web application, and developers can access the order flow through the exchange's public interface.

## About Sailmere Exchange

Sailmere Exchange is a non-custodial trading platform offering token swaps across Ethereum and several layer-2 networks. Its open-source contracts and solver network are designed to deliver competitive execution with full on-chain transparency. The Sailmere team is based in Lisbon.

## Media contact

Inês Valadares, Communications Lead
press@sailmere.example.com`,
  },
  {
    slug: 'orrinmoor-cover-raises-seed-round-smart-contract-cover',
    type: 'press_release',
    title: 'Orrinmoor Cover Raises $9 Million Seed Round to Expand Smart-Contract Cover for DeFi',
    description:
      'Orrinmoor Cover, which offers on-chain protection against smart-contract failures and oracle faults, will use new funding to add coverage for lending, restaking and tokenized asset protocols.',
    category: 'DeFi',
    tags: ['defi', 'insurance', 'funding', 'security'],
    source: 'Orrinmoor Cover',
    hoursAgo: 455,
    views: 315,
    body: `NEW YORK, (Blockcast Wire) - Orrinmoor Cover, a provider of on-chain protection for decentralized finance users, today announced that it has raised $9 million in a seed funding round led by Blue Larch Ventures, with participation from Ferrow Capital and a group of angel investors from the security and insurance industries.

Orrinmoor lets depositors buy cover against losses caused by smart-contract exploits, oracle failures and stablecoin depegs on supported protocols. Cover is backed by capital pools funded by underwriters who earn premiums in return, and claims are assessed against published, rules-based criteria.

The company will use the new funding to:

- **Expand coverage** to lending markets, restaking protocols and tokenized real-world asset platforms
- **Grow its risk team**, adding specialists in smart-contract security and actuarial modeling
- **Launch parametric cover**, which pays out automatically when predefined on-chain conditions are met, reducing claim processing times from weeks to hours
- **Publish protocol risk scores** that inform premium pricing and are available to users free of charge

"Every DeFi user is taking on smart-contract risk, but very few have a way to manage it," said Daniel Okonkwo-Reyes, co-founder and chief executive of Orrinmoor Cover. "Our goal is to make protection as easy to buy as the deposit itself, and to price it honestly."

"Clear, predictable claims are what will make on-chain cover a mainstream product," said Priyanka Sethuraman, partner at Blue Larch Ventures. "Orrinmoor's parametric approach and its transparent risk research stood out to us."

Orrinmoor said premiums for each protocol are set according to factors including audit history, the age and size of the deployment, the oracle design in use and the concentration of administrative keys.

## About Orrinmoor Cover

Orrinmoor Cover builds on-chain risk protection for decentralized finance. Its platform connects users seeking cover with underwriters providing capital, supported by independent research into protocol security. The company is headquartered in New York with a distributed team across North America and Europe.

## Media contact

Alyssa Brandvold, Director of Communications
press@orrinmoor.example.com`,
  },
];
