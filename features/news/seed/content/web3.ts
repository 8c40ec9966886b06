// Web3 seed content: 8 news articles and 6 press releases on identity, social protocols, DAOs, storage, developer tooling and wallet onboarding.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'web3-verifiable-credentials-move-toward-everyday-use',
    type: 'news',
    title: 'Verifiable Credentials Edge From Pilot Projects Toward Everyday Use',
    description:
      'Decentralized identity tools let people prove facts about themselves without oversharing. Adoption is growing, but issuers, wallets and verifiers must move together.',
    category: 'Web3',
    tags: ['web3', 'identity', 'credentials', 'privacy'],
    source: 'Blockcast Research',
    hoursAgo: 6,
    views: 8420,
    body: `For years, decentralized identity has been a technology in search of its first real customer. The building blocks are mature: open standards for decentralized identifiers and verifiable credentials, wallets that can hold them, and cryptographic techniques that let a holder prove one fact without revealing everything else. What has been missing is the everyday situation in which using them is obviously better than the alternative.

That is starting to change. Developers and identity specialists describe a steady flow of projects moving from proof of concept to production, particularly where sharing a full document is both risky and unnecessary.

## How it works

A verifiable credential is a digitally signed statement issued by one party about another. A university might issue one confirming a degree; an employer might confirm someone's role. The holder keeps the credential in a wallet and presents it when needed. The verifier checks the issuer's signature, usually by looking up a public key associated with the issuer's decentralized identifier, and does not need to contact the issuer at all.

Selective disclosure is the feature that draws the most attention. Rather than handing over an entire document, a holder can prove that they are over a certain age, or that they hold a valid license, without revealing their name, address or exact date of birth.

"The breakthrough isn't the cryptography, which has been ready for a while," said Noor Haddad, an identity researcher at Linthwaite Labs. "It's that verifiers are finally under pressure to collect less data. Every record you hold is a liability if it leaks. A credential that proves exactly one fact is a much easier sell to a compliance team."

## The chicken-and-egg problem

Adoption still depends on three groups moving together. Issuers will not invest unless verifiers accept credentials; verifiers will not build support unless enough users hold them; and users will not install yet another wallet without a reason. Haddad expects the first large-scale uses to come from sectors where a single institution plays more than one of those roles, such as professional bodies and education networks.

Interoperability remains a concern, with several credential formats and exchange protocols in circulation. Readers can learn more about the self-custody wallets that increasingly hold credentials in our [tutorials section](/tutorials).`,
  },
  {
    slug: 'web3-decentralized-social-protocols-many-apps-one-graph',
    type: 'news',
    title: 'Decentralized Social Protocols Bet on Many Apps Sharing One Social Graph',
    description:
      'Open social protocols separate identity and followers from any single app. Builders say client diversity is growing, though moderation and spam remain hard problems.',
    category: 'Web3',
    tags: ['web3', 'social', 'protocols'],
    source: 'Blockcast Newsroom',
    hoursAgo: 20,
    views: 31750,
    body: `Traditional social networks bundle everything together: your account, your followers, your posts and the app you use to read them all belong to one company. Decentralized social protocols try to pull that bundle apart. Identity and the social graph live on an open network, and any number of independent apps can read from it and write to it.

The appeal for users is portability. If an app changes its rules, its algorithm or its business model, a user can move to a different client without starting again from zero. For developers, the attraction is an existing audience: a new app can launch with access to the network's users and content on day one, rather than building a community from scratch.

## A growing set of clients

Builders working on these protocols describe a widening range of apps, from general-purpose feeds to niche clients focused on long-form writing, photography, developer communities or market discussion. Some experiment with alternative ranking algorithms that users can choose or even write themselves.

"The interesting thing isn't a decentralized clone of an existing app," said Camille Ostrander, a partner at Bramblecote Ventures who focuses on consumer crypto. "It's that ten small teams can each build a different view of the same network. That's where the experimentation happens, and it's the part incumbent platforms can't easily copy."

Most of these protocols keep only the essentials on a blockchain, such as account registration and key management, and store posts on separate networks of servers. That hybrid design keeps costs low while preserving the ability to prove who controls an account.

## Unsolved problems

Open networks inherit some hard questions:

- **Spam and bots**: if anyone can create an account cheaply, filtering low-quality content becomes a shared problem.
- **Moderation**: clients can choose what to display, but there is no single authority that can remove harmful content everywhere.
- **Monetization**: creators and app developers still need sustainable income, and tipping and subscriptions remain early experiments.

Ostrander believes moderation will increasingly be offered as a service that clients subscribe to, letting users pick the filters they trust. Whether that produces healthier communities than centralized platforms is a question the next few years will answer. More coverage is available in our [news section](/news).`,
  },
  {
    slug: 'web3-dao-governance-low-turnout-delegation',
    type: 'news',
    title: 'Low Turnout and Concentrated Votes Push DAOs Toward Delegate-Based Governance',
    description:
      'Token holders rarely vote on DAO proposals. Organizations lean on professional delegates, but critics warn this can recreate the hierarchies DAOs set out to avoid.',
    category: 'Web3',
    tags: ['web3', 'dao', 'governance'],
    source: 'Blockcast Research',
    hoursAgo: 27,
    views: 4380,
    body: `Decentralized autonomous organizations promised a new way to run shared projects: anyone holding the governance token can propose and vote on decisions, from treasury spending to protocol upgrades. In practice, most token holders do not vote. Participation in many DAOs is low, and outcomes are often decided by a small number of large holders.

The reasons are familiar to anyone who has studied shareholder voting. Reading complex proposals takes time, casting an on-chain vote can cost transaction fees, and a small holder may reasonably conclude that their vote will not change the result. The upshot is that governance power tends to sit with those who have the most tokens and the most time.

## The rise of delegates

Many DAOs have responded by building delegation into their systems. Token holders can assign their voting power to a delegate, usually an individual or organization that publishes a platform and a voting record, without giving up ownership of the tokens. Some DAOs pay delegates for their work, and a few require them to explain every vote.

"Delegation is representative democracy with a very short recall period," said Jonas Whitcombe, a governance researcher at the Corrigan Institute for Digital Cooperation. "You can take your voting power back at any time, which is a powerful check. But in practice most people pick a delegate once and forget about it, so the same few names end up controlling a large share of the vote."

## Other experiments

DAOs are testing several alternatives to simple one-token, one-vote systems:

- **Optimistic governance**, where proposals pass automatically unless enough holders object within a set window.
- **Off-chain signaling votes** that cost nothing to cast, followed by on-chain execution.
- **Councils and committees** with limited mandates, such as grants or security.
- **Vote-escrow models** that give more weight to holders who lock tokens for longer.

Each model trades participation against speed and security. Timelocks, which delay the execution of approved proposals, have become a common safeguard against rushed or malicious changes. Whitcombe argues that the most resilient DAOs will combine several of these tools rather than searching for a single perfect mechanism. Governance tokens and their market trends can be followed on the [markets page](/markets).`,
  },
  {
    slug: 'web3-decentralized-storage-rental-versus-permanent-models',
    type: 'news',
    title: 'Decentralized Storage Splits Into Two Camps: Pay-As-You-Go and Pay-Once Permanence',
    description:
      'Storage networks compete with cloud providers using different economic models. We look at how rental and permanent storage work and where each one fits.',
    category: 'Web3',
    tags: ['web3', 'storage', 'infrastructure'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 44,
    views: 2260,
    body: `Blockchains are poor places to keep large amounts of data. Every full node stores a copy, which makes on-chain storage expensive by design. Decentralized storage networks exist to fill that gap, holding files, media, websites and application data across many independent providers, and they have settled into two broad economic models.

## Renting space

The first model resembles cloud storage. A user pays providers for a defined period, and the network uses cryptographic proofs to check at regular intervals that providers are still holding the data they were paid to keep. Providers typically post collateral that can be cut if they fail those checks. When the term ends, the user renews or the data may be dropped.

This model suits data that changes, or that only needs to exist for a known period, such as application backups or datasets used for a specific project. Pricing can be competitive with centralized providers, although retrieval speed varies from network to network.

## Paying once

The second model charges a single upfront fee intended to cover storage indefinitely. Part of the fee goes into an endowment designed to pay for future storage, on the assumption that the cost of storing a byte will keep falling over time. That is attractive for content that should never disappear, such as archives, public records and the metadata behind digital collectibles.

"People tend to treat these as competitors, but they're answering different questions," said Felix Aranda, an infrastructure analyst at Hollins Peak Research. "Rental storage asks what it costs to hold something for a year. Permanent storage asks what it costs to make sure something is still there in fifty years. Most serious applications will end up using both."

## Content addressing ties it together

Both camps often rely on content addressing, in which a file is identified by a hash of its contents rather than by its location. A link therefore always points to exactly the same data, and anyone can verify that what they retrieved has not been altered. Aranda notes that the weakest point for many applications is not the storage network itself but the gateways used to reach it, which can become quiet points of centralization. Related infrastructure trends are covered in our [analysis section](/analysis).`,
  },
  {
    slug: 'web3-smart-contract-tooling-fuzzing-formal-methods',
    type: 'news',
    title: 'Smart Contract Teams Lean on Fuzzing and Formal Methods as Developer Tooling Matures',
    description:
      'Developer tools for smart contracts have moved well beyond basic unit tests. Careful teams now combine fuzzing, invariant checks and mainnet forks before code ships.',
    category: 'Web3',
    tags: ['web3', 'developers', 'security', 'tooling'],
    source: 'Blockcast Newsroom',
    hoursAgo: 90,
    views: 1190,
    body: `Writing a smart contract is unusually unforgiving. Once deployed, code often cannot be changed, and any bug that controls funds is a target for attackers around the clock. That pressure has shaped a developer toolchain that looks quite different from what most web developers use, and it has evolved quickly.

A few years ago, many teams relied on hand-written unit tests and an external audit shortly before launch. Today, the more careful teams layer several techniques throughout development, and audits increasingly serve as a final check rather than the main line of defense.

## The modern testing stack

Developers describe a typical workflow that includes:

1. **Unit tests** written in the same language as the contracts, which makes them quicker to write and easier to keep up to date.
2. **Fuzzing**, where a tool throws large numbers of random inputs at functions to uncover edge cases a human would not think to test.
3. **Invariant testing**, which checks that certain properties always hold, for example that recorded deposits never exceed the contract's balance, across long sequences of random actions.
4. **Mainnet forking**, where tests run against a local copy of live chain state so that integrations with existing protocols can be exercised safely.
5. **Formal verification** for the most critical components, mathematically proving that code matches a specification.

"The mindset has shifted from asking whether my code does what I expect to asking what must never happen, and whether a machine can make it happen," said Ruth Abernathy, a security engineer at Tallowmere Security. "Invariants force teams to write down their assumptions. A large share of the bugs we find come from assumptions nobody had written down."

## Beyond testing

Tooling has also improved around deployment and monitoring. Scripted deployments reduce the risk of configuration mistakes, and on-chain monitoring services can alert teams to unusual activity within seconds. Some protocols pair these alerts with pause mechanisms controlled by a security council.

Abernathy cautions that tools cannot replace judgment. Many of the industry's largest losses have come from flawed economic design, compromised keys or risky upgrade processes rather than simple coding errors. Readers new to the field can start with our [tutorials](/tutorials) and the [Ethereum page](/coin/eth).`,
  },
  {
    slug: 'web3-wallet-onboarding-passkeys-smart-accounts',
    type: 'news',
    title: 'Passkeys and Smart Accounts Aim to End the Seed Phrase Era for New Users',
    description:
      'Wallet makers are replacing seed phrases and gas-token hurdles with passkeys, sponsored fees and recovery options that feel closer to mainstream apps.',
    category: 'Web3',
    tags: ['web3', 'wallets', 'onboarding', 'account-abstraction'],
    source: 'Blockcast Newsroom',
    hoursAgo: 175,
    views: 52300,
    body: `For most of crypto's history, a new user's first experience has been a twelve or twenty-four word seed phrase, a warning to write it down and never lose it, and the discovery that they need to buy a separate token just to pay transaction fees. It is a steep introduction, and wallet developers widely regard it as one of the biggest obstacles to broader adoption.

A new generation of wallets is trying to remove those hurdles without giving up self-custody. The two ingredients that come up most often are passkeys and smart contract accounts.

## What is changing

Passkeys, the same technology many people already use to sign in to websites with a fingerprint or face scan, let a device generate a private key and protect it in secure hardware. The user never sees or copies the key. Smart contract accounts, often discussed under the label of account abstraction, replace the single private key that controls a traditional wallet with programmable rules.

Together, they enable features such as:

- **Signing in with a device** instead of handling a seed phrase.
- **Sponsored transactions**, where an app pays network fees on the user's behalf or lets them pay in a stablecoin.
- **Social or multi-device recovery**, where trusted contacts or backup devices can restore access.
- **Spending limits and session keys** that let a game or app perform small actions without a prompt for every one.

"New users don't want a wallet, they want to do something, and the wallet should get out of the way," said Daniel Achterberg, head of product research at Mossgate Studio, a consultancy that tests crypto apps with first-time users. "In our sessions, the moment people are asked to write down a seed phrase is where we lose the most of them. When sign-up looks like any other app, far more of them finish."

## Trade-offs remain

Smart accounts add complexity under the hood. They can cost more to deploy, behave differently across chains, and depend on supporting infrastructure, such as services that bundle transactions or sponsor fees, which introduces new points of failure. Recovery schemes also shift risk rather than removing it: a poorly chosen set of guardians can become a vulnerability.

Achterberg expects most newcomers to meet crypto through wallets embedded inside apps rather than standalone wallet software. The open question, he says, is whether those users will ever understand that they own their assets, or simply see another login screen. The basics of self-custody are covered in our [tutorials](/tutorials).`,
  },
  {
    slug: 'web3-dao-legal-wrappers-member-liability-debate',
    type: 'news',
    title: 'DAOs Turn to Legal Wrappers Over Fears Members Could Face Personal Liability',
    description:
      'Without a legal entity, DAO members risk being treated as partners in an unincorporated group. Foundations, LLCs and cooperatives offer protection, with trade-offs.',
    category: 'Web3',
    tags: ['web3', 'dao', 'regulation', 'legal'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 340,
    views: 6710,
    body: `Many decentralized autonomous organizations began life as little more than a smart contract, a chat server and a treasury. That informality has a cost. In many legal systems, a group of people pursuing a common purpose without forming an entity can be treated as a general partnership or unincorporated association, which may expose members to personal liability for the group's debts and actions.

The issue has moved from academic debate to practical concern as courts and regulators in various jurisdictions have been asked to consider how DAOs should be classified. For token holders who vote on proposals, the prospect of being treated as a partner in an enterprise they barely follow is unsettling.

## The menu of wrappers

DAOs seeking legal protection typically choose among a handful of structures:

- **Foundations**, often in jurisdictions with established foundation law, which can hold assets and contract with service providers while taking direction from token holder votes.
- **Limited liability companies**, including purpose-built DAO LLC statutes that a few jurisdictions have introduced.
- **Cooperatives and unincorporated nonprofit associations**, which can suit member-focused communities.
- **Layered structures**, combining a foundation for the protocol with separate operating companies for development work.

"A wrapper isn't a magic shield. It's an agreement between the community and the legal system about who is responsible for what," said Helena Marchetti, a lawyer at the firm Castellane and Rook who advises decentralized projects. "The best structures are honest about where control actually sits. If a small team runs everything, a wrapper that pretends otherwise won't hold up well when it's tested."

## The trade-offs

Every option involves compromise. Formal entities usually require directors or administrators, creating identifiable people who carry responsibility. They also bring tax obligations, reporting duties and sometimes restrictions on who can participate. Some communities worry that incorporating undermines the decentralization that gives their project its character.

Marchetti expects more jurisdictions to offer DAO-specific frameworks, though she cautions that recognition in one country does not guarantee recognition in another. For DAOs with a global membership, that patchwork may remain the hardest problem of all. Further regulatory coverage is available in our [news section](/news).`,
  },
  {
    slug: 'web3-sybil-resistance-reputation-proof-of-personhood',
    type: 'news',
    title: 'Sybil Attacks Push Web3 Projects Toward Reputation and Proof-of-Personhood Tools',
    description:
      'Airdrops and community grants attract armies of fake accounts. Projects are turning to on-chain reputation, attestations and personhood checks, each with privacy costs.',
    category: 'Web3',
    tags: ['web3', 'identity', 'airdrops', 'sybil'],
    source: 'Blockcast Research',
    hoursAgo: 580,
    views: 1640,
    body: `Any system that hands out rewards per account invites people to create more accounts. In crypto, where opening a new wallet takes seconds and costs nothing, this is a constant problem. Token airdrops, community grants, quadratic funding rounds and governance votes have all been targeted by so-called Sybil attackers, who spread activity across hundreds or thousands of wallets to claim a larger share than intended.

Projects have responded with an escalating set of defenses, and the tools they have built are increasingly reused beyond airdrops as general-purpose reputation and identity infrastructure.

## From heuristics to attestations

The first line of defense is analysis of on-chain behavior. Wallets funded from the same source, transacting in identical patterns or created in batches can often be clustered and excluded. But attackers adapt quickly, and heuristics inevitably produce false positives that anger genuine users.

A second approach uses attestations, signed statements recorded on or off chain, that link a wallet to some scarcer signal: a verified social account, attendance at events, contributions to open-source code, or a credential issued by a trusted party. Reputation scores built from a combination of these signals let projects set a threshold rather than relying on any single check.

"Every Sybil defense is a bet on which resource is hardest to fake," said Ayesha Brandt, a data scientist at Quarrystone Analytics. "Wallets are free, social accounts are cheap, a verified credential costs more, and a unique human is the hardest of all. The trick is choosing a threshold that stops the farms without locking out real newcomers."

## The personhood question

At the far end of the spectrum are proof-of-personhood systems, which aim to confirm that each account belongs to a unique human. Some use in-person verification events, others rely on webs of trust, and some use biometric checks. The last category in particular has drawn criticism over privacy and the risks of centralized databases.

Brandt argues that zero-knowledge proofs offer the most promising path, letting a user prove they passed a check without revealing who they are or linking their activity across applications. Until those tools become easier to use, she expects most projects to combine lighter signals and accept some leakage. Ecosystem developments can be followed on the [Ethereum page](/coin/eth).`,
  },
  {
    slug: 'veritara-id-launches-selective-disclosure-credential-sdk',
    type: 'press_release',
    title: 'Veritara ID Launches SDK for Selective-Disclosure Credentials in Mobile Apps',
    description:
      "The identity startup's open-source SDK lets app developers issue, hold and verify privacy-preserving credentials, starting with age and membership checks.",
    category: 'Web3',
    tags: ['web3', 'identity', 'credentials', 'press-release'],
    source: 'Veritara ID',
    hoursAgo: 12,
    views: 910,
    body: `BERLIN, (Blockcast Wire) - Veritara ID, a developer of decentralized identity infrastructure, today announced the public release of the Veritara Credential SDK, an open-source toolkit that lets mobile and web developers add verifiable credentials with selective disclosure to their applications.

The SDK provides components for all three roles in a credential exchange. Issuers can sign credentials tied to decentralized identifiers, holders can store them in an embedded wallet inside any app, and verifiers can request proof of specific attributes. Using zero-knowledge techniques, a holder can prove a statement such as being over a minimum age or holding an active membership without revealing the underlying personal data.

The initial release includes:

- Libraries for major mobile platforms and web browsers
- Support for widely used open credential standards and exchange protocols
- Ready-made templates for age verification, memberships and event tickets
- A hosted verification service for teams that prefer not to run their own infrastructure

"Most apps ask for far more personal information than they need, simply because there has been no easy way to ask for less," said Annika Sorensen, co-founder and chief executive of Veritara ID. "We want proving a single fact to be as simple for a developer as adding a login button, and as private for the user as showing nothing at all."

"Interoperability was our first design principle," said Mateus Carvalho, chief technology officer. "Credentials issued with our SDK can be held in other standards-compliant wallets, and our verifier accepts credentials from other issuers. Nobody should be locked into a single vendor for their identity."

The SDK is available today under an open-source license. The hosted verification service launches with a free tier for early-stage projects.

## About Veritara ID

Veritara ID builds privacy-preserving identity tools based on open standards for decentralized identifiers and verifiable credentials. The company works with developers, membership organizations and event operators to reduce the personal data they collect and store.

## Media contact

Lukas Brenner, Head of Communications

press@veritara.example.com`,
  },
  {
    slug: 'threadwell-labs-releases-open-social-client-custom-feeds',
    type: 'press_release',
    title: 'Threadwell Labs Releases Open Social Client With User-Selectable Feed Algorithms',
    description:
      'The new Warpline app runs on an open social protocol and lets users choose or build their own ranking algorithms, with follower lists that move between clients.',
    category: 'Web3',
    tags: ['web3', 'social', 'press-release'],
    source: 'Threadwell Labs',
    hoursAgo: 38,
    views: 2480,
    body: `LONDON, (Blockcast Wire) - Threadwell Labs, a consumer software company building on open social protocols, today announced the public launch of Warpline, a social app that lets users choose, combine and share the algorithms that rank their feeds.

Warpline connects to an open social protocol in which user identities and follower relationships are stored on a shared network rather than inside a single app. People who sign up with Warpline can bring existing followers and posts from other compatible clients, and can leave at any time without losing their audience.

At the heart of the app is a feed directory. Users can pick from chronological, topic-based and community-curated feeds, or create their own by combining filters. Feed creators can publish their algorithms for others to use, and Warpline explains in plain language why each post appears in a user's timeline.

"For fifteen years, people have been told what to see by algorithms they cannot inspect or change," said Oluwaseun Adeyemi-Clarke, founder and chief executive of Threadwell Labs. "Warpline hands that control back. If you don't like your feed, you can switch it, tune it, or build a better one and share it with your friends."

Warpline also supports subscription-based moderation lists, allowing users to adopt spam and safety filters maintained by community groups they trust. Account creation uses passkeys, and the app covers the small on-chain registration fee for new users.

"We wanted someone who has never heard of a blockchain to be able to sign up in under a minute," said Grace Tillerman, head of product. "The open protocol is what makes Warpline possible, but it should feel like a fast, friendly social app first."

Warpline is available today on mobile and the web.

## About Threadwell Labs

Threadwell Labs builds consumer applications on open social protocols, with a focus on user choice, transparent ranking and portable identity. The company is backed by early-stage investors in consumer technology.

## Media contact

Imogen Hart, Communications Manager

press@threadwell.example.com`,
  },
  {
    slug: 'cairnstone-governance-launches-delegate-accountability-tools',
    type: 'press_release',
    title: 'Cairnstone Governance Launches Delegate Accountability Tools for DAOs',
    description:
      'The governance platform adds public delegate scorecards, vote rationales and automated conflict-of-interest flags to help token holders judge their representatives.',
    category: 'Web3',
    tags: ['web3', 'dao', 'governance', 'press-release'],
    source: 'Cairnstone Governance',
    hoursAgo: 101,
    views: 560,
    body: `ZUG, (Blockcast Wire) - Cairnstone Governance, a provider of governance software for decentralized autonomous organizations, today announced Delegate Ledger, a suite of tools designed to make DAO delegates more accountable to the token holders they represent.

Delegation has become the main way many DAOs make decisions, but token holders often have little information about how their delegates vote or why. Delegate Ledger addresses that gap with several new features:

- **Public scorecards** showing each delegate's participation rate, voting history and alignment with stated priorities
- **Vote rationales**, short written explanations that delegates can attach to each vote and that are stored alongside the on-chain record
- **Conflict-of-interest flags**, automatically highlighting when a delegate or an affiliated wallet holds positions that may be affected by a proposal
- **Re-delegation alerts** notifying token holders when their delegate misses votes or changes position on major issues

The tools work with both off-chain signaling votes and on-chain governance contracts. DAOs can configure which metrics are displayed and how delegate compensation is tied to participation.

"Delegation only works if people can see what their representatives are doing," said Felicity Maughan, chief executive of Cairnstone Governance. "Right now, most token holders delegate once and never look again. Delegate Ledger makes it easy to check in, and easy to move your vote if you are not happy."

"Conflict disclosure was the most requested feature from the DAOs we spoke with," said Rohan Mehta-Lyle, head of research. "Delegates are often active investors and builders across the ecosystem, which is valuable, but voters deserve to know when someone has a stake in the outcome."

Delegate Ledger is available immediately to existing Cairnstone customers, with a free version for smaller DAOs.

## About Cairnstone Governance

Cairnstone Governance builds proposal, voting and treasury management software for decentralized organizations. Its tools serve protocol DAOs, grant programs and online communities.

## Media contact

Tomasz Wieczorek, Communications Lead

press@cairnstone.example.com`,
  },
  {
    slug: 'stowline-network-introduces-permanent-archive-storage-tier',
    type: 'press_release',
    title: 'Stowline Network Introduces Pay-Once Archive Tier for Decentralized Storage',
    description:
      'The storage network adds an endowment-backed permanent tier alongside its rental plans, aimed at archives, public records and digital collectible metadata.',
    category: 'Web3',
    tags: ['web3', 'storage', 'infrastructure', 'press-release'],
    source: 'Stowline Network',
    hoursAgo: 220,
    views: 1380,
    body: `SAN FRANCISCO, (Blockcast Wire) - Stowline Network, a decentralized storage network, today announced the launch of Stowline Archive, a permanent storage tier in which users pay a single upfront fee to keep data stored and retrievable over the long term.

Until now, Stowline has offered rental storage, where users pay storage providers for fixed terms and renew as needed. The new Archive tier directs part of each upfront payment into an on-chain endowment that pays providers over time to keep replicating and serving the data. The network continuously verifies that providers hold the data through regular cryptographic storage proofs, and providers that fail those checks lose part of their posted collateral.

Stowline Archive is designed for content that should outlive the organizations that publish it, including:

- Research datasets and public-interest archives
- Website snapshots and documentation
- Metadata and media for digital collectibles
- Governance records for decentralized organizations

All files are content-addressed, so any retrieval can be checked against its original hash. Stowline is also expanding its network of independent retrieval gateways to reduce reliance on any single access point.

"Rental storage and permanent storage solve different problems, and our users kept asking us to offer both," said Beatriz Montenegro, co-founder and chief executive of Stowline Network. "Archive gives builders one place to keep both what changes and what must never change."

"The endowment model is deliberately conservative," said Harrison Oduya, head of protocol economics. "We assume storage costs keep falling, but far more slowly than they have historically. If costs fall faster than that, the surplus strengthens the fund rather than being paid out."

Stowline Archive is available today through the network's command-line tools and developer libraries.

## About Stowline Network

Stowline Network is a decentralized storage network connecting users with independent storage providers around the world. It offers rental and permanent storage with on-chain verification, content addressing and open retrieval.

## Media contact

Naomi Keller, Press Relations

press@stowline.example.com`,
  },
  {
    slug: 'ridgeweld-labs-open-sources-invariant-testing-framework',
    type: 'press_release',
    title: 'Ridgeweld Labs Open-Sources Invariant Testing Framework for Smart Contracts',
    description:
      "The security tooling company's Plumbline framework turns written invariants into stateful fuzzing campaigns and can run them against forked mainnet state.",
    category: 'Web3',
    tags: ['web3', 'developers', 'security', 'press-release'],
    source: 'Ridgeweld Labs',
    hoursAgo: 455,
    views: 3340,
    body: `NEW YORK, (Blockcast Wire) - Ridgeweld Labs, a developer of security tools for blockchain applications, today released Plumbline, an open-source framework that helps smart contract teams write invariants and test them with large-scale stateful fuzzing.

Invariants describe properties that must always hold, such as a lending pool never owing more than it holds, or a vault's share price never falling through ordinary deposits and withdrawals. Plumbline lets developers express these properties in a structured specification format, then automatically generates long random sequences of transactions designed to break them.

Key capabilities include:

1. **Stateful fuzzing** across multiple contracts and simulated users
2. **Mainnet fork mode**, running campaigns against a local copy of live chain state to test integrations with existing protocols
3. **Minimal failing traces**, shrinking any discovered violation to the shortest sequence of calls that reproduces it
4. **Continuous integration support**, so invariant campaigns run automatically on every code change
5. **Coverage reports** highlighting functions and branches that fuzzing has not yet reached

"Audits will always matter, but they happen once, at the end," said Ivana Petrovic-Hale, chief executive of Ridgeweld Labs. "Invariants capture what the auditors would check and run those checks every single day. We are open-sourcing Plumbline because safer contracts benefit the entire ecosystem, not just our customers."

"The biggest barrier to invariant testing has been the time it takes to set up," said Marcus Oyelaran, principal engineer. "Plumbline ships with templates for common patterns such as vaults, lending markets and token bridges, so a team can have a meaningful campaign running in an afternoon."

Plumbline is available now under a permissive open-source license. Ridgeweld also offers a hosted service for long-running campaigns on dedicated infrastructure.

## About Ridgeweld Labs

Ridgeweld Labs builds open-source and commercial security tools for smart contract developers, including fuzzing, monitoring and incident response software. Its team includes security researchers and engineers from across the blockchain industry.

## Media contact

Sofia Lindgren, Communications Director

press@ridgeweld.example.com`,
  },
  {
    slug: 'pelloway-wallet-launches-passkey-smart-wallet',
    type: 'press_release',
    title: 'Pelloway Wallet Launches Passkey Smart Wallet With Sponsored Fees for New Users',
    description:
      'The wallet replaces seed phrases with device passkeys, covers first transaction fees and adds guardian-based recovery, aiming to cut drop-off during sign-up.',
    category: 'Web3',
    tags: ['web3', 'wallets', 'onboarding', 'press-release'],
    source: 'Pelloway Wallet',
    hoursAgo: 690,
    views: 720,
    body: `LISBON, (Blockcast Wire) - Pelloway Wallet, a self-custodial wallet company, today announced the launch of Pelloway Smart Wallet, a new app that replaces seed phrases with device passkeys and uses smart contract accounts to simplify onboarding for first-time users.

New users create an account with a fingerprint or face scan, using the passkey support built into modern phones and computers. The private key never leaves the device's secure hardware, and the user is never asked to write down a recovery phrase. Behind the scenes, each account is a smart contract wallet whose rules the user can adjust over time.

The launch includes:

- **Sponsored fees** for a new user's first transactions, so they do not need to buy a separate token to get started
- **Stablecoin fee payments** on supported networks after the introductory period
- **Guardian recovery**, letting users nominate trusted contacts or additional devices to restore access if a phone is lost
- **Spending limits** and clear, plain-language transaction previews before every signature

"We watched dozens of people try to set up a crypto wallet for the first time, and most of them gave up at the seed phrase screen," said Ines Caldeira, co-founder and chief executive of Pelloway Wallet. "Self-custody should not require a lesson in cryptography. With Pelloway Smart Wallet, owning your assets feels like using any other well-designed app."

"Recovery is where convenience and security meet," said Theo Whitlock, head of security. "We default to a combination of a second device and a time delay, so a lost phone is an inconvenience rather than a disaster, and an attacker cannot drain an account the moment they gain access."

Pelloway Smart Wallet is available now on mobile, with a browser extension to follow later this year.

## About Pelloway Wallet

Pelloway Wallet builds self-custodial wallets focused on usability and safety for mainstream users. Its products support multiple blockchain networks and are designed around passkeys, smart accounts and transparent transaction previews.

## Media contact

Rita Amaral, Press Office

press@pelloway.example.com`,
  },
];
