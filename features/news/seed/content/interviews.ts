// Seed expert interviews: six Q&A conversations with fictional specialists, one per covered category.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'bitcoin-corin-whitlock-four-year-cycle-interview',
    type: 'interview',
    title: "Thornbury Lane's Corin Whitlock on Whether Bitcoin's Four-Year Cycle Still Holds",
    description:
      'A wealth-management researcher explains why the halving matters less to price than it once did, how he sizes Bitcoin positions and what first-time buyers get wrong.',
    category: 'Bitcoin',
    tags: ['bitcoin', 'halving', 'portfolio', 'on-chain'],
    source: 'Blockcast Interviews',
    hoursAgo: 30,
    views: 24310,
    body: `Corin Whitlock is head of research at Thornbury Lane Advisors, a wealth-management firm that builds digital-asset allocations for family offices and private clients. Before moving into crypto he spent twelve years analysing commodity markets. We asked him whether Bitcoin's well-known four-year rhythm still describes the market, how advisers think about position sizing and what newcomers most often get wrong. The conversation has been edited for length and clarity.

**Blockcast:** Bitcoin has historically moved in roughly four-year cycles tied to the halving. Does that pattern still describe the market?

**Whitlock:** It describes the past well, and that is exactly why I am cautious about leaning on it. Every halving cuts the flow of newly issued coins in half, and in the early years that flow was a large share of what traded each day. Today new issuance is small compared with what changes hands on exchanges and through funds. The halving still matters enormously for miners, but its direct effect on price has become a smaller part of a much bigger picture. Liquidity conditions, interest rates and the pace of institutional allocation now explain more of the swings we see.

**Blockcast:** What does that bigger picture mean for your clients?

**Whitlock:** Most of them come to Bitcoin as a diversifier, not a trade, so the conversation starts with how much volatility they can live with. Bitcoin has lost well over half its value several times in its history, and anyone allocating should assume it can happen again. We size positions so that a severe fall is uncomfortable but not damaging. For many clients that means a low single-digit percentage of the portfolio, rebalanced on a schedule rather than on headlines.

**Blockcast:** Why a schedule?

**Whitlock:** Because emotion is the expensive part of this asset. When Bitcoin rallies hard, a small allocation quietly becomes a large one, and rebalancing forces you to take some profit. When it falls, rebalancing makes you add at lower levels, which is the opposite of what most people feel like doing. A quarterly or half-yearly rule removes the temptation to guess.

**Blockcast:** On-chain analysts talk a lot about long-term holders. How much weight do you give that data?

**Whitlock:** Quite a lot, with caveats. Bitcoin is unusual in that you can observe how long coins have sat unmoved. When a growing share of supply has not moved for a year or more, it tells you holders are patient and fewer coins are readily available to sell. When old coins start moving in size, experienced holders are often taking profit. The caveat is that custody changes and exchange wallet reshuffles can look like selling when they are not. We treat on-chain signals as context, never as a trigger.

**Blockcast:** Exchange-traded products that hold Bitcoin directly have become a major route into the asset in several markets. Has that changed how it behaves?

**Whitlock:** It has changed who owns it and how they buy. Advisers and institutions that could never hold a private key can now get exposure through a familiar brokerage account, and that tends to bring steadier, more process-driven demand. It also ties Bitcoin a little more closely to broader risk sentiment, because the same desks that cut equity exposure in a sell-off can cut their Bitcoin exposure the same afternoon. I would not call it purely positive or negative. It is a maturing of the buyer base.

**Blockcast:** What do first-time buyers most often get wrong?

**Whitlock:** Three things. First, they buy after a big move, because that is when the news is loudest. Second, they underestimate custody. If you hold coins yourself, you need a hardware wallet and a properly stored recovery phrase; if you leave them on an exchange, you need to understand that you are trusting a company. Third, they treat Bitcoin and the wider crypto market as one thing. Bitcoin has a fixed supply schedule and a long track record. Most other tokens have neither, and they carry very different risks.

**Blockcast:** Is there a figure you check every morning?

**Whitlock:** Bitcoin's share of total crypto market capitalisation, which anyone can follow on the [Blockcast markets page](/markets). When that share rises, money is usually moving towards perceived safety within crypto. When it falls sharply, speculation is spreading into smaller coins, and that is often when I become more careful, not less.

**Blockcast:** Finally, where does the biggest misunderstanding about Bitcoin lie today?

**Whitlock:** People still argue about whether it is a currency, a commodity or a technology, as if it had to be exactly one of them. For our clients it behaves as a scarce, globally traded, highly volatile asset with no issuer, and that description is useful on its own. You do not need a grand narrative to decide whether a small position belongs in a portfolio. You need a plan for holding it and the discipline to stick to that plan.

*This interview is for information only and is not investment advice. Follow live prices and charts on the [Bitcoin page](/coin/btc).*`,
  },
  {
    slug: 'ethereum-ines-valbuena-rollups-blob-space-interview',
    type: 'interview',
    title: "Larkspur's Ines Valbuena on Rollups, Blob Space and Ethereum's Scaling Road",
    description:
      'An independent protocol researcher explains the rollup-centric roadmap, what cheaper data did for layer-2 fees, the value-accrual debate and the risks users should check first.',
    category: 'Ethereum',
    tags: ['ethereum', 'layer-2', 'rollups', 'scaling'],
    source: 'Blockcast Interviews',
    hoursAgo: 96,
    views: 11860,
    body: `Ines Valbuena leads the research team at Larkspur Protocol Research, an independent group that studies Ethereum's scaling roadmap and publishes open reports for developers and investors. She previously designed database systems for a payments company. We spoke about layer-2 networks, what cheaper data means for users, and the continuing debate over where value settles in a rollup-centric Ethereum. The interview has been condensed and edited.

**Blockcast:** Ethereum's roadmap is often described as rollup-centric. What does that mean in plain terms?

**Valbuena:** It means the base layer no longer tries to process every transaction itself. Rollups execute transactions away from the main chain, bundle them, and post the data and a commitment back to Ethereum. The main chain becomes the settlement and data layer that everyone trusts, and the rollups become the places where most people actually transact. I like to think of Ethereum as the court and the land registry, and the rollups as the busy high streets.

**Blockcast:** What changed when Ethereum introduced dedicated blob space for rollup data?

**Valbuena:** Before that, rollups had to post their data as ordinary transaction data, competing with everything else for the same block space. Blobs gave them a separate, cheaper lane, and that data is kept by nodes only for a limited period rather than forever. For users, the practical effect was that fees on many layer-2 networks fell sharply. For rollup operators, the cost structure changed almost overnight. The design is elegant: nodes do not have to store the data permanently, yet anyone who cares can verify that it was available when it mattered.

**Blockcast:** Critics say rollups now capture fees that used to go to Ethereum itself. Is that a fair worry?

**Valbuena:** It is a fair question, and the community debates it openly. When activity moves to layer 2, less fee revenue is burned on the main chain, so the supply effects people associated with heavy usage become weaker. The counter-argument is that Ethereum sells something more durable: security and data availability for a whole ecosystem of chains. If many rollups depend on it, demand for that service can grow even as each unit becomes cheaper. I do not think the question is settled, and I would be wary of anyone who tells you it is.

**Blockcast:** What are the main risks for someone moving funds to a layer 2?

**Valbuena:** Rollups are not all at the same stage of maturity. Some still depend on a small group that can upgrade contracts quickly, or on a single sequencer that orders transactions. Some have working fraud or validity proofs; others are still rolling them out. Before moving a meaningful amount, I would check three things: whether users can withdraw to Ethereum even if the operator disappears, how long withdrawals take, and who can change the system. Bridges are the other big risk. Use the official bridge or a well-audited one, and always start with a small test amount.

**Blockcast:** Does the fragmentation across dozens of rollups worry you?

**Valbuena:** Yes. It is the biggest user-experience problem today. Liquidity is split, the same token can exist in several bridged versions, and ordinary people should not have to know which chain their wallet is pointed at. There is serious work on shared standards for passing messages and assets between rollups, and on wallets that hide the choice of chain altogether. I expect the next few years to be about making many chains feel like one.

**Blockcast:** Where does staking fit into this picture?

**Valbuena:** Since Ethereum moved to proof of stake, holders can help secure the network and earn rewards, either by running a validator or through pooled services. That native yield is one reason some investors treat ETH differently from other tokens. But there are trade-offs. Concentration among large staking providers is a live concern, and liquid staking tokens add layers of smart-contract risk on top of the protocol's own rules.

**Blockcast:** If you had to pick one way to follow Ethereum's health, what would it be?

**Valbuena:** Two figures read together: total activity across Ethereum and its rollups, and how much data the rollups are posting to the main chain. Price tells you about sentiment. Those numbers tell you whether people are actually using the system, and whether the main chain is still at its centre.

**Blockcast:** What would you tell a developer choosing where to build today?

**Valbuena:** Go where your users already are, but design as if you will one day need to move. Keep your contracts portable, avoid depending on features unique to one chain unless you truly must, and be honest with users about the trust assumptions of the network you choose. Trust is the product, in the end.

*Track ETH on the [Ethereum page](/coin/eth), and read our staking primer in [Tutorials](/tutorials). This interview is for information only and is not investment advice.*`,
  },
  {
    slug: 'defi-tobias-rendell-lending-risk-interview',
    type: 'interview',
    title: "Quayside Labs' Tobias Rendell on How to Judge Risk in DeFi Lending Markets",
    description:
      'A risk specialist who monitors lending protocols walks through smart-contract, oracle, liquidation and governance risk, and explains why an unusually high yield is a question, not an answer.',
    category: 'DeFi',
    tags: ['defi', 'lending', 'risk', 'oracles'],
    source: 'Blockcast Interviews',
    hoursAgo: 7,
    views: 6240,
    body: `Tobias Rendell is head of risk at Quayside Labs, a firm that monitors decentralised lending protocols and advises them on collateral settings and liquidation parameters. He began his career in credit risk at a commercial bank. We asked him how an ordinary user should think about the risks of lending and borrowing on-chain, and which warning signs he looks for first. The conversation has been edited for clarity.

**Blockcast:** Let's start simply. When someone deposits tokens into a DeFi lending market, what risks are they actually taking?

**Rendell:** I group them into four buckets. There is smart-contract risk, meaning the code itself could have a flaw. There is oracle risk, meaning the price feed the protocol relies on could be wrong or manipulated. There is market risk, which covers what happens to collateral in a violent price move. And there is governance risk: who can change the rules, and how quickly. Most losses I have studied came from one of those four, and the worst from two at once.

**Blockcast:** Audits are the usual answer to smart-contract risk. Are they enough?

**Rendell:** An audit is a snapshot, not a guarantee. It tells you that competent people looked at a specific version of the code for a limited time. I want to see several independent audits, a public bug bounty that is large enough to matter, and, above all, time. Code that has held significant deposits for years without incident has survived a kind of test no audit can reproduce. I also check whether the deployed contracts match the audited ones, because upgrades after an audit are where surprises hide.

**Blockcast:** Oracles come up in almost every post-mortem. Why are they so important?

**Rendell:** Because a lending protocol only knows what its oracle tells it. If the price feed says your collateral is worth more than it really is, attackers can borrow against phantom value and leave the protocol with bad debt. Robust protocols use feeds that aggregate many sources, apply time-weighting or sanity checks, and list only assets with deep enough liquidity that moving the price is expensive. When I see a market accepting a thinly traded token as collateral at a generous ratio, that is my first warning sign.

**Blockcast:** What about borrowers? How do liquidations work, and how do people get caught?

**Rendell:** Every loan has a health threshold. If your collateral falls in value relative to what you borrowed and crosses that line, anyone can repay part of your debt and take some of your collateral at a discount. People get caught by borrowing close to the limit because the rate looks attractive, then going to sleep during a sharp move. My rule of thumb for individuals is to keep a large buffer, to borrow stablecoins against a volatile asset only with a plan for topping up, and to set price alerts well above the liquidation level.

**Blockcast:** Governance is harder for users to assess. What should they look at?

**Rendell:** Ask who can change the parameters and whether there is a delay before changes take effect. A time lock gives depositors a window to leave if they dislike a proposal. Look at how concentrated the voting power is. If a handful of wallets can pass anything, the protocol is decentralised in name only. And check whether there is an emergency pause, who controls it and under what conditions it can be used. A pause can save funds, but it is also a form of control.

**Blockcast:** Yields in DeFi can look far higher than in traditional finance. How should people read them?

**Rendell:** Always ask where the yield comes from. If borrowers are paying interest because they genuinely need the liquidity, that is sustainable within limits. If most of the return is paid in a protocol's own newly issued token, you are being compensated with something whose value depends on the protocol continuing to attract new money. An unusually high yield is a question, not an answer. The higher it is, the harder you should look for the risk that is paying for it.

**Blockcast:** If a reader is trying DeFi for the first time, what would you tell them?

**Rendell:** Start with a small amount you are prepared to lose entirely, use a well-established protocol on a well-established network, and learn the interface before you add size. Keep a record of every position and its liquidation level. And revoke token approvals you no longer need, because an old unlimited approval to a contract you have forgotten about is an open door.

**Blockcast:** Is the sector getting safer?

**Rendell:** The mature protocols are far more careful than they were a few years ago, with conservative collateral lists and better oracles. But the frontier keeps moving, and new protocols repeat old mistakes. Safety in DeFi is something you verify for yourself, every time.

*New to decentralised exchanges? See our step-by-step guides in [Tutorials](/tutorials). This interview is for information only and is not investment advice.*`,
  },
  {
    slug: 'regulation-amara-castell-crypto-licensing-rules-interview',
    type: 'interview',
    title: "Halden Pryce's Amara Castell on What Crypto Licensing Rules Mean for Users",
    description:
      'A financial-regulation lawyer explains, in broad terms, how licensing regimes such as the EU framework, stablecoin rules and the travel rule change the experience of ordinary crypto users.',
    category: 'Regulation',
    tags: ['regulation', 'mica', 'stablecoins', 'compliance'],
    source: 'Blockcast Interviews',
    hoursAgo: 210,
    views: 3870,
    body: `Amara Castell is a partner in the financial regulation practice of Halden Pryce, a law firm that advises exchanges, custodians and payment companies on licensing across Europe and Asia. She previously worked in the legal department of a national banking supervisor. We asked her to explain, without jargon, what the new wave of crypto rules means for the people who actually use crypto services. The interview has been edited for length, and nothing in it is legal advice.

**Blockcast:** For years crypto was described as unregulated. Is that still a fair description?

**Castell:** Not in most major markets. Anti-money-laundering obligations have applied to exchanges in many countries for some time. What is new is the arrival of complete licensing regimes written specifically for crypto. The European Union's Markets in Crypto-Assets Regulation, usually called MiCA, is the most comprehensive example: one rulebook covering token issuers and service providers across all member states. Other jurisdictions are building their own frameworks, and they differ a great deal in detail.

**Blockcast:** What does a framework like MiCA actually require of an exchange?

**Castell:** In broad terms, a firm needs authorisation before it can offer crypto services, and once authorised it must meet standards that will look familiar to anyone from traditional finance: capital requirements, governance and fit-and-proper management, safekeeping and segregation of client assets, complaint handling, conflict-of-interest policies and clear disclosures. An authorised firm can then serve customers across the bloc rather than seeking permission country by country. That passporting is a big reason the industry has engaged with the process.

**Blockcast:** And for the ordinary user, what changes?

**Castell:** Mostly things you notice at the edges. Onboarding checks become more thorough. Some tokens may disappear from a platform's list if they cannot meet the disclosure requirements, or if the platform decides the legal risk is not worth it. You should receive clearer information about fees and risks. And, importantly, you gain a regulator to complain to if something goes wrong. That does not make crypto safe, but it does make the firms holding your assets more accountable.

**Blockcast:** Stablecoins seem to be a particular focus everywhere. Why?

**Castell:** Because a stablecoin makes a promise that looks a lot like money: one token, redeemable for one unit of currency. Regulators want to know that promise can be kept. The typical requirements concern the quality and liquidity of the reserves, how those reserves are held and audited, and the holder's right to redeem. Where a stablecoin becomes large enough to matter for payments, the rules tend to tighten further. For users, the practical consequence is that the stablecoins available on regulated platforms in a given region may be narrower than what you see elsewhere.

**Blockcast:** Many readers have encountered the travel rule without knowing what it is. Can you explain it?

**Castell:** The travel rule comes from international anti-money-laundering standards. When money moves between financial institutions, information about the sender and recipient travels with it. Applied to crypto, it means that when you send coins from one regulated platform to another, the platforms must exchange identifying details. If you withdraw to your own wallet, you may be asked to confirm that you control it. It adds a step, and people sometimes find it intrusive, but the aim is to make crypto harder to use for laundering without banning self-custody.

**Blockcast:** Does regulation threaten self-custody or decentralised finance?

**Castell:** The major frameworks so far focus on intermediaries: the businesses that hold customer assets or arrange trades. Holding your own keys is generally untouched. Fully decentralised protocols are a harder question, and lawmakers in several places have deliberately left that for later study. I expect the debate to centre on the points where decentralised systems meet regulated ones, such as front-end websites, stablecoin issuers and the on-ramps between bank accounts and wallets.

**Blockcast:** What practical advice would you give a reader choosing a platform?

**Castell:** Check whether the firm is authorised in your jurisdiction, and verify it on the regulator's own public register rather than trusting a logo on a website. Read how client assets are held and whether they are segregated from the company's own. Be suspicious of any service that urges you to avoid verification or to route around local rules. And remember that authorisation covers the firm's conduct, not the value of what you buy. A licensed platform can still list a token that goes to zero.

**Blockcast:** Where do you expect the next big regulatory debates?

**Castell:** Tokenised versions of traditional assets, the treatment of staking services, and how far rules for decentralised finance should reach. Each raises the same underlying question: who is responsible when something goes wrong? The answers will shape the industry for the next decade.

*Follow our ongoing coverage of policy and enforcement in [News](/news). This interview is for information only and is not legal or investment advice.*`,
  },
  {
    slug: 'mining-sven-aldous-hashprice-power-contracts-interview',
    type: 'interview',
    title: "Glacierline's Sven Aldous on Hashprice, Power Contracts and Mining After a Halving",
    description:
      "The operating chief of a mid-sized mining company explains how miners survive a halving, why power contracts matter more than machines, and how flexible load is changing the industry's image.",
    category: 'Mining',
    tags: ['mining', 'hashrate', 'energy', 'halving'],
    source: 'Blockcast Interviews',
    hoursAgo: 52,
    views: 1480,
    body: `Sven Aldous is chief operating officer of Glacierline Hashworks, a mid-sized Bitcoin mining company that runs sites powered largely by hydroelectric and wind energy. He joined the industry after a career managing industrial electricity contracts for manufacturers. We talked about the economics of mining after a halving, why energy matters more than hardware and how mining companies are reinventing themselves. The conversation has been edited for clarity.

**Blockcast:** Miners talk constantly about hashprice. What is it, and why does it matter so much?

**Aldous:** Hashprice is what a unit of computing power earns per day, combining the block subsidy, transaction fees, the Bitcoin price and how much competing hashrate is on the network. It is the closest thing we have to a revenue line. Our costs are mostly electricity, so the whole business comes down to the gap between hashprice and what we pay for power per unit of work. When that gap narrows, the least efficient operators switch off first.

**Blockcast:** Every halving cuts the block subsidy in half. How does a miner prepare for that?

**Aldous:** You prepare years in advance, because the date is known from the code. The subsidy halves roughly every four years, and unless price or fees rise to compensate, revenue per unit of hashrate drops overnight. Preparation means three things. You retire your oldest, least efficient machines. You lock in power contracts that stay profitable at the lower revenue. And you keep your balance sheet conservative, because the worst position is being forced to sell machines or coins at the bottom of the cycle.

**Blockcast:** Why do you say power contracts matter more than machines?

**Aldous:** Anyone with capital can buy the latest machines, and they lose their edge as the next generation arrives. A long-term, low-cost, reliable power arrangement is much harder to replicate. It is the real competitive moat. We spend far more time negotiating with grid operators and generators than we do choosing hardware. Location, grid connection and the terms under which we can reduce our usage are the decisions that determine whether we are still operating in five years.

**Blockcast:** You mentioned reducing usage. How does flexible load work in practice?

**Aldous:** A mining site can ramp down within minutes when the grid is under stress and ramp back up when there is surplus power. Some grids pay for that flexibility, and some of our contracts are built around it. In places with a lot of wind and solar, there are hours when electricity is abundant and cheap, sometimes close to worthless, and hours when it is scarce. A flexible buyer of last resort can help make new renewable projects viable. I do not want to overstate it, because mining still uses a great deal of energy, but the relationship with grids is more nuanced than the headlines suggest.

**Blockcast:** Transaction fees are meant to replace the subsidy over the long term. Are you confident they will?

**Aldous:** Confident is a strong word. Fees have had bursts of strength, during periods of heavy on-chain demand, and long quiet stretches. The subsidy will keep halving for a long time yet, so the question is not urgent for this decade, but it is a genuine open question for the security model decades from now. As an operator, I plan on fees being a welcome bonus rather than a foundation.

**Blockcast:** Many miners have started hosting other kinds of computing. Is that a distraction or a lifeline?

**Aldous:** For some it is both. A mining company is, at heart, a business that owns power capacity, cooling and data-centre space. High-performance computing for other customers uses the same ingredients, often with steadier revenue. The catch is that those customers expect far higher reliability and very different facilities. It is not a simple switch. We are studying it carefully, but we are not abandoning Bitcoin to chase the latest theme.

**Blockcast:** What does difficulty tell you that price does not?

**Aldous:** Difficulty adjusts roughly every two weeks to keep blocks coming about every ten minutes, so it tracks how much hashrate is competing. When difficulty keeps climbing while price is flat, margins are being squeezed across the industry, and consolidation usually follows. When it falls, some operators have switched off. It is an honest, public signal of the sector's health.

**Blockcast:** What should investors in mining companies watch most closely?

**Aldous:** Cost per unit of hashrate and the quality of power contracts, then debt and dilution. A miner can look exciting in a rising market and still be destroying value if it funds growth by constantly issuing shares. The companies that survive several halvings are usually the boring ones with cheap power and tidy balance sheets.

*Follow Bitcoin's price on the [Bitcoin page](/coin/btc). This interview is for information only and is not investment advice.*`,
  },
  {
    slug: 'web3-noor-castellanos-smart-wallets-onboarding-interview',
    type: 'interview',
    title: "Tallowfield's Noor Castellanos on Smart Wallets and Fixing Web3 Onboarding",
    description:
      'A wallet designer explains why seed phrases and gas fees still scare newcomers away, and how smart accounts, passkeys and recovery options could make Web3 feel like ordinary software.',
    category: 'Web3',
    tags: ['web3', 'wallets', 'account-abstraction', 'ux'],
    source: 'Blockcast Interviews',
    hoursAgo: 410,
    views: 780,
    body: `Noor Castellanos is co-founder and head of product at Tallowfield, a studio that designs wallets and sign-in flows for Web3 applications. Before founding the company she led design for a mobile banking app. We asked her why getting started in Web3 is still so hard, what smart wallets change and where she thinks user experience goes next. The conversation has been edited for length and clarity.

**Blockcast:** You have said that Web3's biggest problem is the first five minutes. What happens in those five minutes?

**Castellanos:** A newcomer downloads a wallet and is immediately shown twelve or twenty-four words, told that losing them means losing everything, and asked to write them down on paper. Then they discover they need a particular token just to pay fees before they can do anything at all. Then they are asked to approve a transaction described in terms they do not understand. Each of those steps loses people. None of them exists in the apps they use every day.

**Blockcast:** Is the seed phrase a design failure, then?

**Castellanos:** It is a brilliant piece of engineering and a difficult piece of design. A recovery phrase gives you complete control with no company in the middle, which is the whole point of self-custody. But it puts the entire burden of security on one moment, usually when the person is least prepared. For experienced users with hardware wallets, it remains the right model. For the next wave of users, we need options that keep control in their hands without relying on a scrap of paper.

**Blockcast:** That is where smart wallets come in?

**Castellanos:** Yes. A traditional wallet is controlled by a single private key. A smart wallet is itself a small program on the blockchain, so it can follow rules. You can authorise it with a passkey stored in your phone's secure hardware, add a second device, set spending limits, or nominate trusted contacts who can together help you recover access. On Ethereum and many compatible networks, standards for account abstraction have made these wallets much easier to build and use across applications.

**Blockcast:** What about the fee problem?

**Castellanos:** Smart accounts allow an application to pay fees on a user's behalf, or to let users pay in a stablecoin instead of the network's native token. That sounds minor, but it removes one of the most confusing moments in onboarding. A game or a ticketing app can simply cover the cost of the first few actions, the same way a web service absorbs its own server costs.

**Blockcast:** Are there trade-offs?

**Castellanos:** Certainly. A smart wallet is code, and code can have bugs, so audits and a track record matter. Some recovery designs reintroduce trusted parties, and users should understand who those parties are. Fee sponsorship is a business decision by the application, which can change. And because these wallets live on particular networks, moving between chains can be more complicated than with a simple key. Good design means explaining those choices honestly rather than hiding them.

**Blockcast:** Transaction approvals are where many scams succeed. Can design help there?

**Castellanos:** A great deal. Wallets increasingly simulate a transaction before you sign it and show the result in plain language: you will send this, you will receive that, you are granting this application permission to move this token. That single change catches a large share of malicious requests, because people can see that the promised reward is actually a transfer out of their wallet. We also push for sensible defaults, such as limited rather than unlimited token approvals.

**Blockcast:** Will ordinary users eventually not know they are using Web3 at all?

**Castellanos:** For many applications, yes, and I think that is healthy. Most people do not know which protocols carry their e-mail. What should remain visible is ownership: the ability to take your assets and identity elsewhere without anyone's permission. If we hide the plumbing but keep that property, we have done our job.

**Blockcast:** What would you advise someone setting up their first wallet today?

**Castellanos:** Decide first how much you are protecting. For small amounts while you learn, a reputable mobile wallet with passkey login and a recovery method you understand is a sensible start. For meaningful savings, use a hardware wallet and store the recovery phrase offline, somewhere safe from fire and prying eyes. In both cases, never type your recovery phrase into a website, and never share it with anyone who claims to be from support.

*New to self-custody? Our step-by-step guides are in [Tutorials](/tutorials). This interview is for information only and is not investment advice.*`,
  },
];
