// Seed content for the Ethereum category: 8 news articles and 6 press releases.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'ethereum-staking-participation-edges-higher-as-queues-normalize',
    type: 'news',
    title: 'Ethereum Staking Participation Edges Higher as Validator Queues Normalize',
    description:
      'A larger share of ether continues to flow into proof-of-stake validators, while shorter entry and exit queues suggest the market for staked ETH is settling into a steadier rhythm.',
    category: 'Ethereum',
    tags: ['ethereum', 'staking', 'validators'],
    source: 'Blockcast Research',
    hoursAgo: 4,
    views: 23850,
    body: `The share of ether committed to Ethereum's proof-of-stake system kept rising over the past month, according to a tracking report from Northcliffe Chain Analytics, which estimates that the staked portion of supply grew by a little under one percentage point across four weeks. The pace is modest, but it has been consistent, and it comes alongside a noticeable easing in the queues that govern how quickly validators can join or leave the network.

## Why the queues matter

Ethereum limits how many validators can enter or exit in each epoch through a mechanism known as the churn limit. When demand to stake spikes, new deposits wait in line; when holders rush to withdraw, the exit queue lengthens instead. Long queues in either direction tend to signal stress or excitement. Northcliffe's data shows both lines shrinking to a few days at most, which the firm reads as a sign of a calmer, more balanced market.

"What we are seeing is less a wave and more a tide," said Elena Marchetti, senior analyst at Northcliffe. "Large holders are topping up steadily rather than piling in all at once, and the exits we do see are mostly rotations between providers rather than people abandoning staking altogether."

## Who is staking

The report attributes much of the recent growth to three groups:

- Liquid staking protocols, whose tokens let holders keep using their ether in DeFi while it earns rewards
- Custodial platforms serving funds and treasuries that want yield without running hardware
- Solo stakers, helped by lighter client software and, since the Pectra upgrade, the option to consolidate balances above the old 32 ETH cap into a single validator

Marchetti cautioned that rising participation has a trade-off. As more ether is staked, the protocol's issuance is spread across a larger base, so the reward rate for each validator drifts lower. "At some point the yield stops being the headline," she said. "Then the question becomes what else staked ether can do for you, which is exactly why restaking has attracted so much attention."

For live network data and price context, see the [Ethereum overview](/coin/eth) and our wider [markets coverage](/markets).`,
  },
  {
    slug: 'ethereum-layer-2-fees-stay-low-as-rollups-compete',
    type: 'news',
    title: 'Layer-2 Fees Stay Near Lows as Rollups Compete for Ethereum Users',
    description:
      'Transaction costs on major Ethereum rollups remain a fraction of mainnet fees, pushing networks to compete on speed, liquidity and incentives instead of price alone.',
    category: 'Ethereum',
    tags: ['ethereum', 'layer-2', 'rollups', 'fees'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 29,
    views: 15480,
    body: `A simple token swap on most large Ethereum rollups now costs a small fraction of what the same action would cost on the main chain, and that gap has become a permanent feature of the landscape rather than a temporary promotion. With cheap transactions now the norm, rollups are increasingly fighting over other things: liquidity, developer mindshare, and how quickly a transaction feels final to the user.

## From scarcity to abundance

Before the Dencun upgrade, rollups had to post their transaction data to Ethereum as ordinary calldata, competing with every other transaction for block space. Dencun introduced blobs, a cheaper and temporary home for that data with its own separate fee market. The result was a sharp and lasting drop in what rollups pay to settle on Ethereum, and most of those savings were passed on to users.

"Fees used to be the whole pitch for a rollup," said Marisol Okafor, head of research at Tidewell Partners. "Now every serious network is cheap enough that users barely notice the difference between them. The competition has moved to where the apps are, where the stablecoins are, and how painless it is to move between chains."

## The margin question

Lower costs have also reshaped rollup economics. Operators typically earn the difference between what users pay and what the rollup spends to publish data on Ethereum. Tidewell estimates that for the largest networks, that spread has widened since blobs arrived, even as user fees fell, because data costs fell faster still.

Okafor expects that to draw attention to how rollups share value with Ethereum itself. "If settlement keeps getting cheaper, the debate over whether rollups pay enough back to the base layer will only get louder," she said.

Key trends the firm is watching include:

- Progress on decentralizing sequencers, which most rollups still run themselves
- Shared liquidity and messaging standards between rollups
- Whether demand for blob space eventually rises enough to push data fees back up

For a closer look at how individual networks are trading, visit our [markets page](/markets) or read more [analysis](/analysis).`,
  },
  {
    slug: 'ethereum-blob-space-explained-after-dencun-upgrade',
    type: 'news',
    title: 'Blob Space Explained: How Dencun Changed the Economics of Ethereum Rollups',
    description:
      'Blobs gave rollups a cheaper, short-lived place to publish data on Ethereum. Here is how they work, why they expire, and what happens when demand for them rises.',
    category: 'Ethereum',
    tags: ['ethereum', 'dencun', 'blobs', 'layer-2'],
    source: 'Blockcast Research',
    hoursAgo: 66,
    views: 41200,
    body: `When Ethereum activated the Dencun upgrade in March 2024, the headline change was a new kind of data called a blob. The feature came from EIP-4844, often nicknamed proto-danksharding, and it was designed with one customer in mind: rollups, which need somewhere to publish their transaction data so anyone can verify or reconstruct their state.

## What a blob actually is

A blob is a chunk of data, roughly 128 kilobytes in size, attached to a special type of transaction. Unlike ordinary calldata, blob contents are not accessible to smart contracts. The execution layer sees only a cryptographic commitment to the data, while the blob itself is handled by the consensus layer.

Crucially, blobs are temporary. Consensus clients keep them for around 18 days and then prune them. That is long enough for anyone who cares about a rollup's data to download and check it, but short enough that node operators do not have to store it forever. The commitment remains on chain permanently, so the data can always be proven against it later.

## A separate fee market

Blobs have their own pricing, independent of regular gas. Each block has a target number of blobs and a hard maximum. When usage sits above the target, the blob base fee rises; when it sits below, the fee falls, in a mechanism modeled on the EIP-1559 system used for ordinary transactions. The Pectra upgrade later raised both the target and the maximum, adding capacity for rollups.

In practice this means:

1. When blob demand is below target, rollups can post data for very little.
2. If demand persistently exceeds the target, the fee climbs quickly until some users back off.
3. Ordinary transaction fees and blob fees move largely independently of each other.

## Why it matters for ETH holders

Cheap blobs helped push rollup fees down dramatically, but they also reduced the amount of ether burned through rollup activity. Some holders see that as a drawback; supporters of the roadmap argue that scaling usage first and monetizing it later is the right order. Future upgrades aimed at full danksharding are intended to increase blob capacity further while letting nodes verify data by sampling it rather than downloading it all.

New to the topic? Our [tutorials](/tutorials) cover rollups from the ground up, and the [Ethereum page](/coin/eth) tracks the network's key figures.`,
  },
  {
    slug: 'ethereum-validator-client-diversity-remains-live-risk',
    type: 'news',
    title: 'Why Validator Client Diversity Remains a Live Risk for Ethereum',
    description:
      'Ethereum is designed to run on several independent software clients, but concentration in any single one could turn an ordinary bug into a network-wide failure.',
    category: 'Ethereum',
    tags: ['ethereum', 'validators', 'client-diversity', 'security'],
    source: 'Blockcast Newsroom',
    hoursAgo: 17,
    views: 6320,
    body: `Ethereum has long prided itself on not depending on any single piece of software. Validators can choose between several consensus clients and several execution clients, each built by a separate team in a different programming language. The idea is simple: if one client has a bug, the others keep the chain running. That protection only works, however, if no single client becomes too dominant.

## The two-thirds problem

Ethereum's proof-of-stake design finalizes blocks when validators controlling at least two-thirds of staked ether agree. That threshold creates a specific danger. If a client used by more than two-thirds of validators shipped a bug that caused them to agree on an invalid chain, the network could finalize it. Validators on that client could not simply switch back without facing heavy penalties, and unwinding the damage would be slow and painful.

Even a client with around one-third of the network creates risk. If it fails, the chain can lose finality until the problem is fixed, and the offline validators gradually lose stake through the inactivity leak.

"People treat client choice as a technical detail, but it is really a question of how much correlated risk you are willing to carry," said Idris Halvorsen, infrastructure lead at staking consultancy Cobbleway Advisory. "If you run the same software as most of the network and it breaks, you are not failing alone, and the penalties are designed to hurt most in exactly that situation."

## Where the pressure comes from

Concentration tends to creep back for practical reasons. Large operators standardize on one stack to keep their teams efficient, and popular guides often default to the same combinations. Halvorsen said the execution layer deserves as much attention as the consensus layer, since a flaw in a dominant execution client could be equally disruptive.

Cobbleway recommends several steps for operators:

- Audit which consensus and execution clients each validator runs
- Move at least part of the fleet to a minority client
- Test failover procedures before they are needed
- Ask staking providers to publish their client mix

For more on how staking works, visit our [tutorials](/tutorials) section.`,
  },
  {
    slug: 'ethereum-restaking-growth-draws-scrutiny-over-stacked-risks',
    type: 'news',
    title: 'Restaking Growth Draws Fresh Scrutiny Over Stacked Slashing Risks',
    description:
      'Restaking lets staked ether secure additional services for extra yield, but analysts warn that layered slashing conditions and leverage can concentrate risk in ways users underestimate.',
    category: 'Ethereum',
    tags: ['ethereum', 'restaking', 'staking', 'risk'],
    source: 'Blockcast Research',
    hoursAgo: 130,
    views: 9730,
    body: `Restaking has become one of the most talked-about ideas in the Ethereum ecosystem. The concept is straightforward: ether that is already staked to secure Ethereum is pledged again to secure other services, such as oracles, data availability layers or cross-chain bridges. In return, those services pay additional rewards. The catch is that the same collateral is now exposed to more than one set of rules.

## Layers of exposure

Each service that accepts restaked ether can define its own conditions for slashing, meaning the circumstances under which a validator loses part of its stake. A node operator securing several services at once must meet all of their requirements at the same time. A software fault, a misconfiguration or a dispute over whether a rule was broken could lead to losses that are hard to predict in advance.

"The yield is easy to see and the risk is hard to price," said Helena Vasquez-Roe, risk analyst at Ardentine Research. "A user who restakes through a liquid token may have no clear view of which operators hold their stake, which services those operators secure, or how correlated those services are with each other."

## The leverage loop

Ardentine's research also highlights how liquid restaking tokens are being used in lending markets. Some users deposit these tokens as collateral, borrow ether against them, and restake the borrowed funds, repeating the cycle to magnify returns. That works while prices are stable, but a sharp drop in the token's value relative to ether could trigger a chain of liquidations.

The firm lists several warning signs for users:

- Rewards that depend heavily on points or future token promises
- Operators with little public track record
- Liquid tokens with thin secondary-market liquidity
- Services whose slashing rules have not been independently reviewed

Vasquez-Roe does not see restaking as inherently flawed. "Reusing economic security is a genuinely interesting idea," she said. "But Ethereum's own staking took years to harden. Expecting a new stack of services to be equally robust from day one is optimistic."

More context is available in our [analysis](/analysis) section and on the [Ethereum page](/coin/eth).`,
  },
  {
    slug: 'ethereum-smart-account-wallets-move-toward-mainstream',
    type: 'news',
    title: 'Smart Account Wallets Move Closer to the Mainstream on Ethereum',
    description:
      'Account abstraction is turning wallets into programmable accounts that support passkeys, sponsored gas and recovery options, removing some of the sharpest edges for new users.',
    category: 'Ethereum',
    tags: ['ethereum', 'wallets', 'account-abstraction'],
    source: 'Blockcast Newsroom',
    hoursAgo: 290,
    views: 1640,
    body: `For most of Ethereum's history, a wallet has been a single private key. Lose the key and the funds are gone; leak it and someone else owns them. Account abstraction aims to change that by letting accounts behave like small programs, with rules about who can sign, how fees are paid and how access can be recovered.

## Two routes to the same goal

The first major route was ERC-4337, a standard that works without changing Ethereum's core protocol. Users hold a smart contract account, and their actions are packaged as user operations that specialized services called bundlers submit to the chain. Separate contracts known as paymasters can cover gas on a user's behalf, which lets apps sponsor transactions or accept fees in stablecoins.

The Pectra upgrade added a second route through EIP-7702, which lets an ordinary externally owned account delegate to smart contract code. In effect, an existing address can gain smart-account features without moving funds to a new one. Wallet teams have been experimenting with both approaches, often side by side.

## What users actually get

The practical benefits are starting to show up in consumer wallets:

- Sign-in with passkeys or device biometrics instead of a seed phrase
- Gas sponsored by the app, so new users do not need ether first
- Batching, so an approval and a swap happen in one step
- Spending limits and recovery through trusted contacts or devices

"The technology has been ready for a while. What changed is that wallet teams stopped treating it as an advanced feature and started treating it as the default," said Julian Ashworth, product analyst at Fenmore Digital.

## Remaining hurdles

Smart accounts are not free of trade-offs. They add contract risk, some setups cost more gas than a plain transfer, and users moving between rollups may find their account behaves differently on each. Security researchers have also warned that delegation can be abused by malicious sites if wallets do not clearly show what a user is authorizing.

Our [tutorials](/tutorials) explain how to set up and secure a wallet step by step.`,
  },
  {
    slug: 'ethereum-eth-btc-ratio-stays-in-focus-for-traders',
    type: 'news',
    title: "ETH/BTC Ratio Stays in Focus as Traders Weigh Ether's Relative Value",
    description:
      "The price of ether measured in bitcoin remains one of the market's most watched gauges. Analysts explain what moves the ratio and why it can diverge from dollar prices.",
    category: 'Ethereum',
    tags: ['ethereum', 'bitcoin', 'markets', 'eth-btc'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 41,
    views: 27400,
    body: `Ether can rise against the dollar and still lose ground, at least in the eyes of traders who measure it against bitcoin. The ETH/BTC ratio, which expresses the price of one ether in bitcoin terms, has moved in a broad range over recent weeks, swinging by several percent in either direction without establishing a clear trend. For many desks it remains the single most useful gauge of whether the market is leaning toward the largest cryptocurrency or toward the wider ecosystem built on [Ethereum](/coin/eth).

## What drives the ratio

The ratio is shaped by forces that affect the two assets differently. Bitcoin tends to benefit first when large, conservative buyers enter the market, because it is widely seen as the simpler and more established asset. Ether often responds more to activity in DeFi, stablecoins and tokenization, and to the supply effects of staking and fee burning.

"The ratio is really a sentiment indicator for risk appetite inside crypto," said Daniel Okonjo-Reyes, strategist at Kiverton Capital. "When traders are defensive, capital sits in [bitcoin](/coin/btc). When they are confident enough to go further out on the curve, ether is usually the first stop."

## Signals to watch

Okonjo-Reyes pointed to a handful of factors that have historically preceded sustained moves in the ratio:

1. Net flows into exchange-traded products for each asset
2. Growth in stablecoin supply on Ethereum and its rollups
3. Changes in the share of ether staked, which reduces liquid supply
4. On-chain activity and fee revenue on the main chain

He noted that the rise of rollups complicates the picture. More activity now happens on layer-2 networks, where fees paid to Ethereum are small. "The ecosystem can be growing quickly while the base layer's fee income looks subdued," he said. "Investors are still working out how to value that."

## A long-term view

Kiverton's analysis suggests the ratio has spent long stretches trending in one direction before reversing sharply, often around shifts in market cycles. Okonjo-Reyes cautioned against treating any single reading as a forecast. "It is a relative measure, so it tells you about preferences, not fundamentals," he said.

Follow both assets on our [markets page](/markets) and see the day's [top movers](/top-movers).`,
  },
  {
    slug: 'ethereum-developer-activity-shifts-toward-layer-2-tooling',
    type: 'news',
    title: 'Ethereum Developer Activity Shifts Toward Layer-2 and Tooling Projects',
    description:
      'A new survey of open-source repositories finds Ethereum developers increasingly building on rollups and infrastructure tools, even as core protocol work stays concentrated in a few teams.',
    category: 'Ethereum',
    tags: ['ethereum', 'developers', 'layer-2'],
    source: 'Blockcast Research',
    hoursAgo: 540,
    views: 870,
    body: `Ethereum remains the largest developer ecosystem in crypto, but where those developers spend their time is changing. A study of public code repositories by Harrowfield Analytics finds that a growing share of monthly active contributors now work on projects deployed primarily to layer-2 networks, while the number focused solely on applications for the main chain has flattened.

## Building where users are

Harrowfield's report, which tracked activity across several thousand open-source projects over the past year, estimates that roughly half of new Ethereum-related repositories now target a rollup first. The firm attributes the shift to lower fees, faster confirmation times and grant programs run by rollup teams.

"Developers follow users and users follow cost," said Amara Lindqvist, research director at Harrowfield. "Most new consumer applications simply cannot justify mainnet fees for everyday actions, so they launch on a rollup and treat the main chain as the settlement and security layer."

The report highlights several other trends:

- Solidity remains dominant for smart contracts, with Vyper holding a small but loyal share
- Testing and development frameworks written in Rust have gained ground quickly
- Activity in account abstraction and wallet infrastructure has grown faster than in DeFi
- Zero-knowledge tooling is attracting developers from outside the traditional crypto world

## Concentration at the core

The picture is less diverse at the protocol level. Harrowfield found that work on Ethereum's client software and core specifications is carried out by a relatively small number of contributors spread across a handful of teams. Lindqvist described this as both a strength and a risk: the teams are experienced and coordinate closely, but losing key people could slow upgrades.

"The application layer is broad and healthy," she said. "The foundation is maintained by a much smaller group, and the ecosystem should think about how to fund and grow that group over the long run."

For guides on getting started with smart contract development, see our [tutorials](/tutorials), and for more research pieces visit [analysis](/analysis).`,
  },
  {
    slug: 'brackenridge-staking-launches-multi-operator-validator-clusters',
    type: 'press_release',
    title: 'Brackenridge Staking Launches Multi-Operator Validator Clusters for Institutions',
    description:
      'The staking provider introduces distributed validator clusters that split each Ethereum validator across independent operators to reduce single points of failure.',
    category: 'Ethereum',
    tags: ['ethereum', 'staking', 'institutional'],
    source: 'Brackenridge Staking',
    hoursAgo: 11,
    views: 1420,
    body: `ZUG, (Blockcast Wire) - Brackenridge Staking, a provider of non-custodial Ethereum staking infrastructure, today announced the launch of Brackenridge Clusters, a service that runs each institutional validator across several independent node operators using distributed validator technology.

With Brackenridge Clusters, the signing key for a validator is split into shares held by separate operators in different jurisdictions and data centers. A validator continues to perform its duties as long as a majority of operators remain online, which reduces the risk of missed rewards during outages and lowers the chance of slashing caused by a single misconfigured machine.

Each cluster is also deliberately mixed across consensus and execution clients, supporting client diversity on the network. Clients receive a monthly report showing operator performance, client mix and reward history.

"Institutions told us they wanted the resilience of running their own infrastructure without the operational burden," said Katarina Voss, chief executive officer of Brackenridge Staking. "Clusters give them redundancy at the level of the validator itself, so no single operator, server or software bug can take them offline."

The service supports validators with balances above the former 32 ETH limit, allowing clients to consolidate larger positions into fewer validators and simplify reporting. Withdrawal credentials remain under the client's control at all times.

"Our goal is to make the safest configuration the default one," added Tobias Reinholt, head of engineering at Brackenridge. "Distributed validators, diverse clients and transparent reporting should not be premium extras."

Brackenridge Clusters is available now to qualified institutional clients, with onboarding for smaller professional stakers expected later this year.

## About Brackenridge Staking

Brackenridge Staking is a Swiss infrastructure company providing non-custodial staking services for funds, treasuries and custodians. The company operates validator infrastructure across multiple regions and focuses on resilience, transparency and client diversity.

## Media contact

Lena Hartmann, Communications Manager
press@brackenridge.example.com`,
  },
  {
    slug: 'tessellane-labs-opens-zk-rollup-public-testnet',
    type: 'press_release',
    title: 'Tessellane Labs Opens Public Testnet for Its Zero-Knowledge Ethereum Rollup',
    description:
      'Tessellane Labs invites developers to test its zero-knowledge rollup, which posts data to Ethereum blobs and targets proof generation times of under ten minutes.',
    category: 'Ethereum',
    tags: ['ethereum', 'layer-2', 'zero-knowledge', 'rollups'],
    source: 'Tessellane Labs',
    hoursAgo: 38,
    views: 5140,
    body: `LISBON, (Blockcast Wire) - Tessellane Labs today opened the public testnet of Tessellane, a zero-knowledge rollup designed to be fully compatible with the Ethereum Virtual Machine. Developers can deploy existing Solidity contracts without modification and use familiar tools to build, test and monitor applications.

Tessellane batches transactions off-chain, generates validity proofs that are verified on Ethereum, and publishes transaction data using blobs introduced by the Dencun upgrade. The company said its proving system currently produces proofs in under ten minutes on the testnet, allowing withdrawals to the main chain to complete far faster than on rollups that rely on multi-day challenge periods.

The testnet includes:

- A block explorer and public RPC endpoints
- A bridge for moving test assets between Ethereum testnets and Tessellane
- Developer documentation and example contracts
- A bug bounty program covering the rollup's contracts and prover

"Zero-knowledge proofs let a rollup inherit Ethereum's security without asking users to wait a week to withdraw," said Rafael Montenegro, co-founder and chief executive officer of Tessellane Labs. "This testnet is about putting that experience in front of developers and hearing where it breaks."

Tessellane will launch with a single sequencer operated by the company, and has published a roadmap toward a decentralized sequencer set and permissionless proving.

"We would rather be clear about where we are today and where we are going," said Inês Carvalho, head of protocol at Tessellane Labs. "Every step toward decentralization will be documented and independently audited."

## About Tessellane Labs

Tessellane Labs is a Lisbon-based research and engineering company building zero-knowledge scaling infrastructure for Ethereum. Its team includes cryptographers and protocol engineers from academia and the open-source community.

## Media contact

Sofia Almeida, Head of Communications
media@tessellane.example.com`,
  },
  {
    slug: 'kestrelpoint-wallet-launches-passkey-smart-accounts',
    type: 'press_release',
    title: 'Kestrelpoint Wallet Launches Passkey Smart Accounts With Sponsored Gas',
    description:
      'The new Kestrelpoint app lets users open an Ethereum smart account with a device passkey, recover access through trusted contacts and make their first transactions without holding ETH.',
    category: 'Ethereum',
    tags: ['ethereum', 'wallets', 'account-abstraction'],
    source: 'Kestrelpoint Wallet',
    hoursAgo: 44,
    views: 2870,
    body: `LONDON, (Blockcast Wire) - Kestrelpoint Wallet today released version 2.0 of its mobile app, introducing smart accounts that can be created and secured with a device passkey instead of a seed phrase. The update is available on Ethereum and several major layer-2 networks.

Built on account abstraction standards, Kestrelpoint smart accounts support gas sponsorship, transaction batching and social recovery. New users can complete their first transactions without buying ether first, with fees covered by the app or by partner applications. Existing users with standard addresses can upgrade their accounts to gain the same features without moving their funds.

Key features of the release include:

- Passkey sign-in using the phone's secure hardware and biometrics
- Recovery through a chosen group of trusted contacts or a second device
- Daily spending limits that require extra confirmation when exceeded
- Clear, plain-language previews of every permission a site requests

"Seed phrases have stopped more people from using Ethereum than any fee ever did," said Naomi Achterberg, founder and chief executive officer of Kestrelpoint Wallet. "With smart accounts we can give people the security of self-custody with the familiarity of signing in to any other app."

The company said the transaction preview system was designed in response to phishing attacks that trick users into signing malicious approvals or delegations.

"Power comes with new ways to make mistakes," said Felix Moreau, head of security at Kestrelpoint. "We have invested as much in explaining what a signature does as in the signature itself."

Kestrelpoint 2.0 is available now as a free download.

## About Kestrelpoint Wallet

Kestrelpoint Wallet is a self-custodial wallet company based in London, building consumer-friendly tools for Ethereum and its layer-2 networks. The company's apps focus on account security, recovery and clear communication with users.

## Media contact

Harriet Lowe, Press Office
press@kestrelpoint.example.com`,
  },
  {
    slug: 'penhallow-infrastructure-launches-blob-archive-service',
    type: 'press_release',
    title: 'Penhallow Infrastructure Launches Long-Term Archive for Ethereum Blob Data',
    description:
      'Penhallow Archive stores Ethereum blob data beyond the network pruning window, giving rollups, researchers and auditors verifiable access to historical data.',
    category: 'Ethereum',
    tags: ['ethereum', 'blobs', 'infrastructure', 'data'],
    source: 'Penhallow Infrastructure',
    hoursAgo: 95,
    views: 780,
    body: `SINGAPORE, (Blockcast Wire) - Penhallow Infrastructure, a provider of node and data services for Ethereum, today announced the general availability of Penhallow Archive, a service that stores blob data published to Ethereum and makes it available long after consensus clients have pruned it.

Blobs, introduced by the Dencun upgrade, are kept by the Ethereum network for roughly 18 days before being deleted. While this window is sufficient for the network's security, rollup teams, block explorers, indexers and auditors often need access to older data for analytics, dispute resolution and compliance.

Penhallow Archive captures every blob as it is published and stores it alongside its on-chain commitment, so any retrieved blob can be independently verified against Ethereum. The service offers:

1. A query interface for retrieving blobs by block, transaction or rollup
2. Bulk exports for research and analytics workloads
3. Redundant storage across three continents
4. Proof-of-integrity checks that customers can run themselves

"Ethereum made a sensible choice not to store blobs forever, but that data still has value to many people," said Wei Jun Tan, chief executive officer of Penhallow Infrastructure. "We want to make historical blob data boring and dependable, and verifiable by anyone."

The company said it would also publish a free, rate-limited endpoint for independent researchers and open-source projects.

"Trust in an archive should come from the cryptography, not from us," said Priya Raman, chief technology officer at Penhallow. "Every blob we serve can be checked against its commitment on chain."

## About Penhallow Infrastructure

Penhallow Infrastructure is a Singapore-based company providing RPC endpoints, archive nodes and data services for Ethereum and its layer-2 networks. Its customers include wallet providers, exchanges, analytics firms and rollup operators.

## Media contact

Marcus Lim, Communications Lead
press@penhallow.example.com`,
  },
  {
    slug: 'marrowgate-security-releases-solidity-runtime-monitoring-platform',
    type: 'press_release',
    title: 'Marrowgate Security Releases Runtime Monitoring Platform for Solidity Contracts',
    description:
      'Marrowgate Sentinel watches deployed Ethereum smart contracts for behavior that breaks developer-defined rules and can trigger automated pauses when it detects an exploit in progress.',
    category: 'Ethereum',
    tags: ['ethereum', 'security', 'smart-contracts', 'developers'],
    source: 'Marrowgate Security',
    hoursAgo: 210,
    views: 460,
    body: `BERLIN, (Blockcast Wire) - Marrowgate Security, a smart contract security firm, today released Marrowgate Sentinel, a monitoring platform that checks live Ethereum contracts against rules written by their developers and alerts teams the moment those rules are broken.

Audits examine code before it is deployed, but many exploits take advantage of conditions that only appear once a protocol is live and interacting with others. Sentinel lets teams express the properties their contracts should always satisfy, such as total deposits never exceeding reserves, and then evaluates every relevant transaction on Ethereum and supported rollups against those properties.

When a rule is violated, Sentinel can notify the team through multiple channels and, if the protocol has authorized it, submit a pre-approved pause transaction to limit losses. Teams can simulate their rules against historical attacks before switching them on.

"Most of the painful incidents we have studied had warning signs in the first few blocks," said Dr. Anneliese Brandt, co-founder and chief executive officer of Marrowgate Security. "Sentinel is built to catch those signs and give teams a chance to act before the damage compounds."

The platform is free for open-source projects with limited usage, with paid tiers for larger protocols. Rules are written in a simple declarative format that can be versioned alongside contract code.

"Security cannot end at deployment," said Jonas Keller, head of research at Marrowgate. "We wanted to give developers a way to keep their assumptions under continuous test."

## About Marrowgate Security

Marrowgate Security is a Berlin-based company providing smart contract audits, formal verification and runtime monitoring for Ethereum-based protocols. Its team combines academic researchers with experienced security engineers.

## Media contact

Clara Neumann, Communications Manager
press@marrowgate.example.com`,
  },
  {
    slug: 'ashgrove-devtools-raises-seed-round-for-ethereum-testing',
    type: 'press_release',
    title: 'Ashgrove Devtools Raises $9 Million Seed Round to Build Ethereum Testing Suite',
    description:
      'The Toronto startup will use the funding to expand its open-source testing framework, which lets developers simulate Ethereum and rollup environments on a laptop.',
    category: 'Ethereum',
    tags: ['ethereum', 'developers', 'funding', 'tooling'],
    source: 'Ashgrove Devtools',
    hoursAgo: 610,
    views: 310,
    body: `TORONTO, (Blockcast Wire) - Ashgrove Devtools, the company behind an open-source testing framework for Ethereum smart contracts, today announced it has raised $9 million in a seed round led by Corrigan Vale Ventures, with participation from Lattimer Capital and a group of independent Ethereum developers.

Ashgrove's framework lets developers spin up a local environment that mirrors Ethereum and several layer-2 networks, including realistic gas costs, blob pricing and cross-chain messaging delays. Teams can run thousands of scenario tests, replay transactions from the main chain and measure how their contracts behave under stress before deploying.

The new funding will be used to:

- Grow the core engineering team and support open-source maintainers
- Add fuzzing and property-based testing for multi-contract systems
- Improve support for account abstraction and smart account testing
- Launch a hosted service for running large test suites in parallel

"Most teams test against an idealized chain and then get surprised in production," said Omar Haddad, co-founder and chief executive officer of Ashgrove Devtools. "We want developers to see the messy reality of a multi-rollup Ethereum long before their users do."

The core framework will remain free and open source under a permissive license. The company plans to fund development through its hosted service and support contracts for larger teams.

"Developer tooling is one of the highest-leverage investments in any ecosystem," said Bethany Corrigan, managing partner at Corrigan Vale Ventures. "Ashgrove has built a community that trusts it, and a clear plan to stay true to that community."

## About Ashgrove Devtools

Ashgrove Devtools is a Toronto-based company building open-source testing and simulation tools for Ethereum developers. Its framework is used by teams building DeFi protocols, wallets and rollup infrastructure.

## Media contact

Jenna Park, Developer Relations and Communications
press@ashgrove.example.com`,
  },
];
