// Seed content for the Bitcoin category: 8 news articles and 6 press releases from fictional companies.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'bitcoin-long-term-holders-tighten-grip-on-supply',
    type: 'news',
    title: 'Bitcoin Long-Term Holders Tighten Their Grip as Dormant Supply Keeps Climbing',
    description:
      'On-chain data suggest that coins held for many months are moving less often, a pattern analysts link to conviction buying and thinner liquid supply.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'on-chain', 'long-term-holders'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 5,
    views: 24810,
    body: `Bitcoin's most patient investors are showing little appetite for selling. The share of supply that has not moved on-chain for at least six months has edged higher over recent weeks, extending a trend that on-chain analysts have been watching since the start of the quarter.

Long-term holders are usually defined as wallets whose coins have stayed put for roughly 155 days or more, a threshold chosen because coins that survive that long have historically become much less likely to be spent. When this group grows, fewer coins are readily available on exchanges, and price moves can become sharper in both directions.

## Why dormancy matters

Analysts read holder behaviour as a rough measure of conviction. During past cycles, long-term holders tended to accumulate through quiet periods and then distribute into strength, handing coins to newer buyers as prices rose.

"What stands out is how little reaction there has been to volatility," said Ines Marlowe, head of on-chain research at Greyhaven Digital Research. "Older coins are simply not showing up on exchanges. Historically, distribution from this cohort has been one of the better signals that a cycle is maturing, and we are not seeing it in size yet."

Marlowe cautioned that the data have limits. Exchange wallet reorganisations, custodians consolidating coins and the growth of exchange-traded products can all distort age-based metrics. Coins held inside a fund, for example, may look dormant even when the fund's shares change hands every day.

## What to watch next

Analysts point to a few indicators that would signal a shift in behaviour:

- A rise in the spending of coins older than one year, particularly in large single transactions
- Growing exchange inflows from wallets classed as long-term holders
- A falling share of supply in profit, which often precedes capitulation by weaker hands

For now, the picture is one of a tightly held asset. Readers can follow price action on the [Bitcoin page](/coin/btc) and broader sentiment on our [markets overview](/markets).`,
  },
  {
    slug: 'bitcoin-spot-etf-flows-explained-daily-numbers-mislead',
    type: 'news',
    title: 'How Spot Bitcoin ETF Flows Work, and Why the Daily Numbers Can Mislead',
    description:
      'Daily fund flow figures have become a market obsession. We explain how creations and redemptions work and why a single day rarely tells the whole story.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'etf', 'institutional'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 31,
    views: 41230,
    body: `Few data points are shared as widely on trading desks as the daily flow figures for spot Bitcoin exchange-traded funds. A large inflow is read as institutional demand; a string of outflows is taken as a warning. The reality is more nuanced.

## The mechanics

A spot ETF holds actual bitcoin on behalf of its shareholders. When investors buy more shares than are being sold, specialised trading firms known as authorised participants create new shares, and the fund acquires the corresponding amount of bitcoin, either directly or through a cash process. When selling dominates, shares are redeemed and the fund's holdings shrink. The published flow figure is the net result of that process, usually reported a day after the trading activity that caused it.

That delay matters. Flow data describe what happened, not what is about to happen, and by the time a figure circulates on social media the market may already have priced it in.

## Why flows can mislead

Not every inflow represents a long-term allocator. Some buying comes from hedge funds running basis trades, in which they hold ETF shares while shorting futures to capture the spread between the two. When that spread narrows, these positions can be unwound quickly, producing outflows that say little about underlying conviction.

"People treat each day's print like a vote on Bitcoin's future, but a meaningful slice of the activity is relative-value trading," said Daniel Okafor-Reyes, a senior strategist at Tallow Bridge Capital. "We look at rolling four-week totals and compare them with futures positioning. That gives a far cleaner read of real demand."

Quarter-end rebalancing, model portfolio updates from wealth platforms and tax-driven selling can also create temporary swings.

## Reading the data sensibly

Analysts suggest a few habits for anyone tracking flows:

1. Focus on multi-week trends rather than single sessions
2. Compare flows with futures basis and open interest
3. Remember that price often leads flows, not the other way round

More context on market structure is available in our [analysis section](/analysis).`,
  },
  {
    slug: 'bitcoin-lightning-network-adoption-shifts-to-infrastructure',
    type: 'news',
    title: 'Lightning Network Adoption Shifts From Hype to Plumbing, Payment Operators Say',
    description:
      "Businesses building on Bitcoin's Lightning Network say growth now comes from back-end integrations and remittance corridors rather than headline consumer apps.",
    category: 'Bitcoin',
    tags: ['bitcoin', 'lightning', 'payments'],
    source: 'Blockcast Research',
    hoursAgo: 70,
    views: 8640,
    body: `The Lightning Network, Bitcoin's layer for fast and inexpensive payments, is growing in a less visible way than its early supporters imagined. Rather than consumers paying for coffee with a phone wallet, much of the recent activity comes from exchanges, payment processors and remittance services that use Lightning behind the scenes to move value between their platforms.

Lightning works by opening payment channels that are secured by Bitcoin transactions. Once a channel exists, the two parties can exchange many payments off-chain, settling on the main chain only when the channel closes. Payments can also be routed across a network of connected channels, which is what allows a wallet to pay a merchant it has never dealt with before.

## Where the growth is

A survey of 120 payment businesses by the Meridian Payments Lab, an independent research group, found that roughly two thirds of respondents used Lightning mainly for transfers between businesses or between their own wallets, while fewer than one in five reported meaningful direct consumer spending.

"The story has quietly changed from a consumer revolution to infrastructure," said Hana Lindqvist, the lab's research director. "Lightning is becoming a settlement rail that users often never see. That is less exciting for marketing, but it is how most payment technology succeeds."

## The remaining hurdles

Operators say several challenges persist:

- **Liquidity management**: routing nodes must lock up capital in channels, and balancing that capital remains a specialised skill
- **User experience**: self-custodial Lightning wallets still ask users to understand concepts such as inbound capacity
- **Fee unpredictability**: opening and closing channels depends on base-layer fees, which can spike during busy periods

Developers continue to work on improvements such as reusable payment requests and more efficient channel management. For background on how Bitcoin transactions work, see our [tutorials](/tutorials), and follow [Bitcoin's market data](/coin/btc) for price context.`,
  },
  {
    slug: 'bitcoin-halving-cycle-explained-every-210000-blocks',
    type: 'news',
    title: 'The Bitcoin Halving Cycle Explained: What Changes Every 210,000 Blocks',
    description:
      'Roughly every four years, the reward paid to Bitcoin miners is cut in half. Here is how the mechanism works and why its market impact is debated.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'halving', 'explainer', 'supply'],
    source: 'Blockcast Research',
    hoursAgo: 180,
    views: 56100,
    body: `Few features of Bitcoin attract as much attention as the halving. Written into the protocol from the start, it is the reason Bitcoin's issuance is predictable and its total supply is capped at 21 million coins.

## How it works

Miners who add a new block to the chain receive a block subsidy of newly created bitcoin, plus the fees paid by the transactions in that block. Every 210,000 blocks, the subsidy is cut in half. Because blocks arrive roughly every ten minutes on average, that works out to about once every four years.

The subsidy began at 50 BTC per block in 2009 and has since been halved four times, most recently in 2024, when it fell to 3.125 BTC. The process continues until the subsidy rounds down to zero, which is expected around the year 2140. After that, miners will rely entirely on transaction fees.

## Why markets care

The halving reduces the flow of new coins that miners typically sell to cover costs. Supporters argue that a smaller supply of fresh coins, combined with steady or rising demand, puts upward pressure on price. Past cycles have indeed seen strong rallies in the year or so after a halving, which has turned the event into a calendar marker for many investors.

Analysts warn against treating that pattern as a law. "With only a handful of cycles, the sample is tiny," said Rafael Dunmore, a market economist at Coldharbour Research. "Each new halving removes a smaller share of total supply than the last, and today's market is shaped by funds, derivatives and macro liquidity in a way the early cycles were not."

## The mining angle

For miners, a halving is a sudden cut in revenue. Less efficient operators may be forced to switch off machines, which can briefly slow block production until the network's difficulty adjusts. Over time, the security budget is expected to depend more on fees, a question that feeds into wider debates about how block space is used.

Track the network's native asset on the [Bitcoin page](/coin/btc) and read more in our [analysis section](/analysis).`,
  },
  {
    slug: 'bitcoin-self-custody-demand-rises-counterparty-risk',
    type: 'news',
    title: 'Self-Custody Demand Rises as Bitcoin Holders Rethink Counterparty Risk',
    description:
      'Wallet makers and educators report growing interest in holding bitcoin directly, with multisig setups and inheritance planning gaining ground among long-term savers.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'self-custody', 'security', 'wallets'],
    source: 'Blockcast Newsroom',
    hoursAgo: 14,
    views: 12870,
    body: `"Not your keys, not your coins" has been a Bitcoin slogan for more than a decade. It is now shaping the habits of a broader group of holders, as investors who first bought through exchanges look for ways to take direct control of their savings.

Self-custody means holding the private keys that authorise spending, usually through a hardware wallet or a dedicated mobile app, rather than leaving coins in an account at an exchange or broker. The trade-off is responsibility: if the keys or the backup recovery phrase are lost, no customer service desk can restore access.

## From single keys to shared setups

Wallet providers say the most noticeable change is in how people structure their holdings. Rather than a single device and a recovery phrase written on paper, more users are adopting multisignature arrangements, in which a transaction needs approval from, say, two of three keys stored in different places.

"The first question used to be which hardware wallet to buy. Now it is what happens if I lose one device, or if something happens to me," said Lucia Ferrand, a security researcher at the independent Ashcombe Security Lab. "Multisig answers both, provided people actually test their recovery process instead of assuming it works."

Inheritance planning is a related concern. Families are increasingly looking at ways to pass on access without exposing keys during the holder's lifetime, from sealed instructions held by lawyers to collaborative custody services where a provider holds one key among several.

## Common mistakes

Educators list a handful of errors that cause most losses:

- Storing recovery phrases as photos or in cloud notes
- Buying hardware wallets from unofficial resellers
- Never performing a test recovery with a small amount
- Keeping all backups in a single physical location

Self-custody is not the right choice for everyone, and some holders prefer regulated custodians. Our [tutorials](/tutorials) cover the basics of wallet security, and the [Bitcoin page](/coin/btc) tracks the market.`,
  },
  {
    slug: 'bitcoin-macro-conditions-liquidity-rates-dollar',
    type: 'news',
    title: "Bitcoin's Link to Macro Conditions Is Getting Harder for Traders to Ignore",
    description:
      "Interest rate expectations, global liquidity and the dollar increasingly shape Bitcoin's swings, even as its correlation with equities rises and falls over time.",
    category: 'Bitcoin',
    tags: ['bitcoin', 'macro', 'markets'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 40,
    views: 19450,
    body: `Bitcoin was designed to operate independently of central banks, yet its price is increasingly sensitive to what central banks do. Traders who once focused almost entirely on crypto-native factors, such as exchange flows and halving schedules, now watch interest rate expectations and inflation data as closely as any equity investor.

## Liquidity as the main driver

The most common explanation is liquidity. When financial conditions loosen, with lower real yields and a weaker dollar, investors tend to take more risk, and Bitcoin has often been among the first assets to benefit. When conditions tighten, speculative positions are usually the first to be cut.

"Over the past few years, the single most useful variable for explaining Bitcoin's medium-term direction has been global liquidity, not any on-chain metric," said Camille Hartigan, head of cross-asset strategy at Ferrow Capital. "That does not mean on-chain data are useless. It means they describe the plumbing, while macro sets the tide."

The growth of regulated investment products has reinforced the link. As pension advisers, wealth managers and hedge funds hold Bitcoin alongside stocks and bonds, it is increasingly managed within the same risk budgets, and sold in the same de-risking episodes.

## A shifting correlation

The relationship is not fixed. Bitcoin's correlation with technology stocks has risen sharply during some stress periods and faded almost to zero in others. During certain banking and currency scares, Bitcoin has traded more like a hedge against the system than a high-beta risk asset.

Hartigan's team breaks the picture into three regimes:

1. **Risk-on liquidity**: Bitcoin tends to outperform most assets
2. **Tightening or stress**: Bitcoin tends to fall alongside equities, often harder
3. **Confidence shocks in traditional finance**: Bitcoin can decouple and attract haven-style demand

For traders, the practical lesson is to keep an eye on the economic calendar. Central bank meetings and inflation releases now regularly produce some of the biggest daily moves. Follow the action on our [markets page](/markets) and [top movers](/top-movers).`,
  },
  {
    slug: 'bitcoin-ordinals-debate-block-space-fees',
    type: 'news',
    title: 'The Ordinals Debate Returns: Block Space, Fees and What Bitcoin Is For',
    description:
      'Inscriptions have brought new fee revenue and new users to Bitcoin, but critics argue they burden node operators. We look at both sides of a long-running argument.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'ordinals', 'inscriptions', 'fees'],
    source: 'Blockcast Newsroom',
    hoursAgo: 260,
    views: 6320,
    body: `Few topics divide the Bitcoin community as reliably as Ordinals. Since the protocol appeared in early 2023, it has allowed users to attach data such as images and text to individual satoshis, creating what supporters call digital artefacts native to Bitcoin and what critics call spam.

## How inscriptions work

Ordinals relies on a numbering scheme that tracks individual satoshis as they move between transactions. Inscriptions store content in the witness section of a transaction, an area that became more flexible after the SegWit and Taproot upgrades and that counts for less toward the block size limit. That discount makes embedding data relatively cheap compared with ordinary transaction data.

The effect on fees has been significant at times. Waves of inscription activity have filled blocks and pushed up costs for everyone, including users simply sending payments.

## The case for and against

Supporters argue that demand for block space is exactly what Bitcoin needs. As the halving steadily reduces the block subsidy, miners will depend more on fees, and a healthy fee market helps secure the network in the long run.

"Bitcoin is a neutral system. If someone pays the going rate for block space, the protocol does not judge what they put there," said Oren Blackwood, a developer who contributes to Tallyglass, an open-source inscription indexer.

Critics counter that the chain was built as a monetary network and that storing arbitrary data raises the cost of running a full node, which is central to Bitcoin's decentralisation.

"Every byte added to the chain has to be stored and verified by thousands of volunteers forever," said Sunniva Haldane, a node operator and researcher at the Brackenfield Institute. "Payment users end up subsidising a use case that many of them never asked for."

## Where it leaves users

Because changing consensus rules is slow and contentious, much of the argument plays out in node policy and software defaults rather than protocol changes. For ordinary users, the practical impact is fee volatility. Keeping an eye on network conditions before sending, and using fee estimation tools, remains the best defence. See our [tutorials](/tutorials) for guides on transaction fees.`,
  },
  {
    slug: 'bitcoin-treasury-companies-smaller-firms-test-playbook',
    type: 'news',
    title: 'Smaller Listed Firms Test the Bitcoin Treasury Playbook, With Mixed Results',
    description:
      'A growing number of small listed companies are putting bitcoin on their balance sheets. Analysts warn that dilution, debt and shrinking premiums can turn the strategy against shareholders.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'treasury', 'corporate', 'institutional'],
    source: 'Blockcast Newsroom',
    hoursAgo: 530,
    views: 1780,
    body: `Holding bitcoin as a corporate treasury reserve was once a fringe idea. It has since become a recognisable strategy, and a new wave of small listed companies is trying to copy it, often with far less financial headroom than the pioneers.

Consider two fictional examples that illustrate the range of approaches. Cobalt Ridge Logistics, a regional freight firm, has steadily moved a portion of its surplus cash into bitcoin while keeping its core business unchanged. Aldermoor Holdings, a struggling media group, went further, rebranding itself around bitcoin and raising money through share sales and convertible notes to buy as much as possible.

## The premium question

Investors in treasury companies often pay more for the shares than the value of the bitcoin the company holds. Analysts track this through a ratio of market value to net asset value. When the premium is high, issuing new shares to buy more bitcoin can increase the amount of bitcoin backing each share. When the premium shrinks or turns into a discount, the same strategy dilutes existing holders.

"The model works beautifully while the market pays a premium, and it can unravel quickly when it stops," said Amara Winthrop, an equity analyst at Pellbrook Securities. "Investors need to ask what the company does if its share price falls below the value of its holdings, and whether its debt has to be repaid in a downturn."

## Risks to weigh

Analysts highlight several warning signs:

- Heavy reliance on convertible debt or loans secured against bitcoin
- A core business that burns cash and cannot cover interest
- Frequent share issuance with little explanation of capital allocation
- Weak disclosure of custody arrangements

Supporters argue that, for companies with idle cash and inflation concerns, a modest allocation can be a reasonable choice, provided it is sized so the business can survive a deep drawdown.

For the latest market context, see the [Bitcoin page](/coin/btc) and our [analysis section](/analysis).`,
  },
  {
    slug: 'harrowgate-custody-opens-segregated-bitcoin-vaults-zurich',
    type: 'press_release',
    title: 'Harrowgate Custody Opens Segregated Bitcoin Vaults for Family Offices in Zurich',
    description:
      'The institutional custodian is launching individually segregated bitcoin vaults with geographically distributed key storage, aimed at family offices and private banks.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'custody', 'institutional'],
    source: 'Harrowgate Custody',
    hoursAgo: 9,
    views: 1840,
    body: `ZURICH, (Blockcast Wire) - Harrowgate Custody, an institutional digital asset custodian, today announced the launch of its Segregated Vault service, which gives family offices, private banks and foundations dedicated bitcoin storage with keys held across multiple secure locations in Switzerland and the wider European Economic Area.

Unlike pooled custody models, each Segregated Vault holds a client's bitcoin at its own on-chain addresses, allowing clients and their auditors to verify balances independently at any time. Keys are generated and stored in hardware security modules, and every withdrawal requires approval from several independent parties, including a client-designated signatory.

## Key features

- Dedicated on-chain addresses for every client, verifiable by third-party auditors
- Geographically distributed key shards across three secure facilities
- Configurable approval policies, including time delays and whitelisted withdrawal addresses
- Monthly attestation reports prepared by an independent accounting firm
- Optional insurance cover arranged through specialist underwriters

"Family offices have told us clearly that they want to see their bitcoin, not a line in a ledger," said Matthias Kellenberger, chief executive officer of Harrowgate Custody. "Segregated Vaults combine the transparency of the blockchain with the governance controls that serious wealth managers expect."

The service launches with onboarding for clients in Switzerland, Liechtenstein and Austria, with further European markets planned over the coming year. Harrowgate will also offer a reporting portal that integrates with common portfolio management systems.

"We designed the approval workflows together with private banking operations teams," added Elena Vasquez-Roth, Harrowgate's head of product. "A transfer can require sign-off from an investment committee and a compliance officer before it is ever broadcast."

## About Harrowgate Custody

Harrowgate Custody is a Zurich-based provider of institutional custody for bitcoin. Founded by former private banking and cybersecurity professionals, the company focuses on segregated storage, strong governance and independent verification for wealth managers and long-term holders.

## Media contact

Nadia Brunner
Communications Manager, Harrowgate Custody
press@harrowgate.example.com`,
  },
  {
    slug: 'quillmoor-wallet-adds-multisig-inheritance-planning-tools',
    type: 'press_release',
    title: 'Quillmoor Wallet Adds Collaborative Multisig and Inheritance Planning Tools',
    description:
      'The self-custody bitcoin wallet introduces guided two-of-three multisig setups and a heir-recovery feature designed to help families plan for the unexpected.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'wallets', 'self-custody', 'multisig'],
    source: 'Quillmoor Wallet',
    hoursAgo: 28,
    views: 920,
    body: `LONDON, (Blockcast Wire) - Quillmoor Wallet, a self-custody bitcoin wallet for desktop and mobile, today released version 4.0 of its software, adding guided multisignature vaults and an inheritance planning module that lets holders prepare a recovery path for their heirs without handing over their keys.

The new Vaults feature walks users through creating a two-of-three multisignature setup using any combination of supported hardware wallets and the Quillmoor mobile app. The software generates a printable recovery kit for each key, checks that every device can sign before funds are deposited, and prompts users to run a test recovery every six months.

## Planning for heirs

The Legacy module allows a holder to name one or more beneficiaries and store encrypted instructions that become usable only when a configurable time lock expires on-chain without the holder having moved their funds. Quillmoor never holds a key capable of spending a user's bitcoin on its own.

"Most of the bitcoin lost in the coming decades will not be stolen. It will be stranded because someone planned well for themselves and not for their family," said Oliver Pennington, co-founder and chief executive of Quillmoor Wallet. "We wanted to make the responsible setup the easy one."

The update also includes:

- Support for Taproot addresses across all account types
- Improved fee estimation with clear warnings during busy network periods
- A watch-only mode for accountants and family members

"We tested every flow with people who had never used a hardware wallet before," said Ayesha Lund, Quillmoor's head of design. "If they could not complete a recovery on their own, we went back and redesigned it."

Version 4.0 is available now as a free update. The Legacy module is included in Quillmoor's premium plan.

## About Quillmoor Wallet

Quillmoor Wallet builds open-source, self-custody software for bitcoin holders. Based in London, the company focuses on secure key management, multisignature setups and practical tools for long-term savers and their families.

## Media contact

Thomas Arkwright
Head of Communications, Quillmoor Wallet
press@quillmoor.example.com`,
  },
  {
    slug: 'brightwick-pay-launches-lightning-checkout-plugin-retailers',
    type: 'press_release',
    title: 'Brightwick Pay Launches Lightning Checkout Plugin for Independent Online Retailers',
    description:
      "The payments startup's new plugin lets small online shops accept bitcoin over the Lightning Network, with optional instant conversion to local currency.",
    category: 'Bitcoin',
    tags: ['bitcoin', 'lightning', 'payments', 'merchants'],
    source: 'Brightwick Pay',
    hoursAgo: 43,
    views: 3410,
    body: `LISBON, (Blockcast Wire) - Brightwick Pay, a payments startup focused on the Bitcoin Lightning Network, today launched Brightwick Checkout, a plugin that allows independent online retailers to accept bitcoin payments that settle in seconds, with the option to convert each sale automatically into euros, pounds or US dollars.

The plugin installs on popular e-commerce platforms in a few minutes and presents customers with a Lightning invoice as a QR code alongside existing card options. Payments from any Lightning-compatible wallet are confirmed almost instantly, and merchants can choose to keep their revenue in bitcoin, convert it in full, or split it by a chosen percentage.

## Built for small merchants

Brightwick says its pilot programme, which ran with 140 shops across Portugal, Spain and Ireland, showed that merchants valued low fees and the absence of chargebacks above all else.

"Independent shops pay some of the highest card processing costs in retail and carry all the chargeback risk," said Beatriz Montalvo, co-founder and chief executive of Brightwick Pay. "Lightning gives them final settlement in seconds at a fraction of the cost. Our job is to make that feel as ordinary as taking a card."

Key features of Brightwick Checkout include:

- A flat processing fee with no monthly subscription
- Automatic conversion to fiat currency, settled to the merchant's bank account
- Managed channel liquidity, so merchants never need to run their own node
- Refund tools that send bitcoin back to customers via Lightning

"Liquidity management is the part of Lightning that scares businesses away, so we handle it entirely," added Kieran Doyle, Brightwick's chief technology officer. "Merchants see orders and payouts, not channels."

Brightwick Checkout is available immediately to merchants in the European Union and the United Kingdom.

## About Brightwick Pay

Brightwick Pay is a Lisbon-based payments company building merchant tools on the Bitcoin Lightning Network. Its products help small and medium-sized businesses accept fast, low-cost bitcoin payments without managing technical infrastructure.

## Media contact

Sofia Carvalho
Communications Lead, Brightwick Pay
media@brightwick.example.com`,
  },
  {
    slug: 'ostrova-exchange-debuts-bitcoin-only-trading-venue',
    type: 'press_release',
    title: 'Ostrova Exchange Debuts Bitcoin-Only Trading Venue With Monthly Proof of Reserves',
    description:
      'The new exchange will list only bitcoin trading pairs, publish monthly proof-of-reserves reports and offer free withdrawals to self-custody wallets.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'exchange', 'proof-of-reserves'],
    source: 'Ostrova Exchange',
    hoursAgo: 96,
    views: 460,
    body: `TALLINN, Estonia, (Blockcast Wire) - Ostrova Exchange today opened its Bitcoin-only trading venue to verified customers in selected European markets, offering trading against the euro, the pound and the Swiss franc, monthly cryptographic proof of reserves and fee-free withdrawals to customers' own wallets.

Ostrova will not list any other digital asset. The company says this focus allows it to concentrate its engineering, security and compliance work on a single network, and to give customers a straightforward product without the distractions of speculative token listings.

## Transparency by default

Each month, Ostrova will publish a proof-of-reserves report that allows every customer to verify that their balance is included in the exchange's liabilities, alongside signed messages proving control of the on-chain addresses that hold customer funds. An independent auditing firm will review each report before publication.

"An exchange should be able to prove, not just promise, that it holds its customers' bitcoin," said Viktor Laanemets, founder and chief executive of Ostrova Exchange. "We built our systems around that principle from the first line of code."

Other features at launch include:

- Recurring purchase plans starting from small weekly amounts
- Free on-chain withdrawals once per week, plus Lightning withdrawals at any time
- A simple order book interface alongside a one-click buy option
- Withdrawal address whitelisting and hardware security key support

"Our customers are savers more than traders," said Maarja Kivisild, Ostrova's chief operating officer. "Many will buy regularly and move coins to self-custody, and we encourage that. Making withdrawals free is part of being honest about what a good exchange should be."

Ostrova plans to extend the service to additional European countries over the coming year.

## About Ostrova Exchange

Ostrova Exchange is a Bitcoin-only trading platform headquartered in Tallinn. The company focuses on transparent operations, strong security and tools that help customers buy bitcoin and move it into their own custody.

## Media contact

Kadri Paju
Head of Communications, Ostrova Exchange
press@ostrova.example.com`,
  },
  {
    slug: 'fenwright-analytics-releases-bitcoin-holder-cohort-dashboard',
    type: 'press_release',
    title: 'Fenwright Analytics Releases Open Dashboard Tracking Bitcoin Holder Cohorts',
    description:
      'The on-chain data firm has launched a free public dashboard that groups bitcoin supply by coin age, wallet size and exchange exposure, with downloadable data.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'on-chain', 'data', 'analytics'],
    source: 'Fenwright Analytics',
    hoursAgo: 310,
    views: 7150,
    body: `TORONTO, (Blockcast Wire) - Fenwright Analytics, an on-chain data provider, today released Cohort View, a free public dashboard that breaks down Bitcoin's circulating supply by coin age, wallet size and exchange exposure, and makes the underlying daily data available for download.

Cohort View lets users track how much bitcoin is held by long-term and short-term holders, how supply is distributed across wallets of different sizes, and how balances on known exchange addresses change over time. Each chart includes a plain-English explanation of the methodology and its limitations.

## Methodology in the open

Fenwright says a major goal of the project is to make on-chain analysis easier to check. The company is publishing its full methodology, including how it clusters addresses, labels exchange wallets and adjusts for large internal transfers by custodians that can distort age-based measures.

"On-chain data has become part of everyday market commentary, yet most readers have no way to see how the numbers are built," said Priyanka Deshmukh, co-founder and chief executive of Fenwright Analytics. "We think the metrics that people rely on should be inspectable. If we make a labelling mistake, we want the community to be able to find it."

The dashboard launches with:

- Supply by coin age, from under one day to more than ten years
- Wallet size bands, from small retail holders to the largest entities
- Estimated exchange balances with a confidence range
- Daily CSV downloads licensed for non-commercial use

"Researchers, journalists and students have asked us for clean, consistent data for a long time," said Gabriel Okonkwo, Fenwright's head of research. "Cohort View is our answer, and we will keep adding metrics based on their feedback."

Fenwright's paid platform, which offers real-time alerts and entity-level analysis, remains available to professional clients.

## About Fenwright Analytics

Fenwright Analytics is a Toronto-based blockchain data company specialising in Bitcoin on-chain research. It provides public dashboards, professional analytics tools and custom research for funds, exchanges and academic institutions.

## Media contact

Leah Marchetti
Communications Manager, Fenwright Analytics
press@fenwright.example.com`,
  },
  {
    slug: 'kestrelmoor-raises-seed-round-bitcoin-savings-app',
    type: 'press_release',
    title: 'Kestrelmoor Raises $6.5 Million Seed Round to Build Bitcoin Savings App for Freelancers',
    description:
      'The Austin startup will use the funding to launch an app that lets freelancers automatically set aside a share of each invoice payment in bitcoin.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'funding', 'savings', 'startups'],
    source: 'Kestrelmoor',
    hoursAgo: 612,
    views: 215,
    body: `AUSTIN, Texas, (Blockcast Wire) - Kestrelmoor, a startup building bitcoin savings tools for independent workers, today announced a $6.5 million seed funding round led by Ashgrove Ventures, with participation from Tidewell Capital and a group of angel investors from the fintech and freelance software sectors.

Kestrelmoor's app connects to the invoicing and payment platforms that freelancers already use. Each time a client pays an invoice, the app can automatically set aside a chosen percentage in bitcoin, building savings gradually without manual purchases. Users can keep their bitcoin with Kestrelmoor's custody partner or set up automatic transfers to their own hardware wallet once their balance passes a threshold they choose.

## Built around irregular income

Freelancers often struggle with traditional savings plans because their income arrives in uneven amounts at unpredictable times. Kestrelmoor ties saving to income events rather than to a calendar, and includes tools for setting aside money for tax alongside bitcoin savings.

"Recurring purchase plans assume a salary that lands on the same day every month, and that is not how millions of people earn a living," said Jordan Whitcombe, co-founder and chief executive of Kestrelmoor. "We want saving in bitcoin to fit the way freelancers actually work."

The new funding will be used to:

- Expand the engineering team and complete a public launch in the United States
- Add integrations with more invoicing and payment platforms
- Build educational content on self-custody and long-term saving

"Kestrelmoor has found a clear, underserved audience and a product that respects users' ability to hold their own keys," said Renata Solberg, partner at Ashgrove Ventures. "We were impressed by how carefully the team has approached security and education."

The app is currently available to a waitlist of early users, with a wider launch planned later this year.

## About Kestrelmoor

Kestrelmoor is an Austin-based financial technology company that helps freelancers and independent workers build long-term savings in bitcoin. Its app links saving to income, supports self-custody and includes tools to help users plan for taxes.

## Media contact

Maya Castellanos
Head of Communications, Kestrelmoor
press@kestrelmoor.example.com`,
  },
];
