// Seed content for the Regulation category: policy news, explainers and RegTech press releases.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'regulation-mica-explained-for-crypto-service-providers',
    type: 'news',
    title: "MiCA Explained: How Europe's Crypto Rulebook Reshapes Service Providers",
    description:
      'The EU Markets in Crypto-Assets Regulation swaps national patchworks for a single framework. Here is what it asks of token issuers, stablecoins and service providers.',
    category: 'Regulation',
    tags: ['mica', 'europe', 'stablecoins', 'licensing'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 5,
    views: 41200,
    body: `The European Union's Markets in Crypto-Assets Regulation, better known as MiCA, is the first attempt by a major economic bloc to write a single, comprehensive rulebook for crypto assets that fall outside existing financial-services law. For exchanges, brokers, custodians and token issuers, it replaces a patchwork of national registration regimes with one framework that applies in every member state.

## Three kinds of token, one set of principles

MiCA sorts crypto assets into three broad groups. **Asset-referenced tokens** aim to keep a stable value by referring to a basket of assets, currencies or commodities. **E-money tokens** reference a single official currency, which is how most familiar dollar- and euro-pegged stablecoins are treated. Everything else, from utility tokens to many widely traded coins, falls into a residual category whose main obligation is a published white paper with standardised disclosures.

Stablecoin issuers face the heaviest demands: authorisation, rules on reserve assets, a right for holders of e-money tokens to redeem at par, and closer supervision for issuers judged to be significant.

## Passporting for service providers

For crypto-asset service providers, or CASPs, the headline change is the passport. A firm authorised by the competent authority in one member state can serve clients across the European Economic Area after a notification process, rather than seeking permission country by country. In return it must meet requirements on governance, capital, safeguarding of client assets, complaints handling, conflicts of interest and market-abuse controls.

The rules were phased in, with the stablecoin provisions applying first and the service-provider rules following, while member states could grant firms already operating under national regimes a transitional period.

"The passport is the prize, but the price is an operating model that looks far closer to a regulated investment firm than to a start-up," said Elodie Marchetti, a partner at the Brussels law firm Varennes Marchetti. "We are watching smaller platforms decide whether to partner, specialise or exit rather than build everything themselves."

## What to watch

Practitioners expect attention to shift from authorisation to supervision: how consistently national authorities apply the rules, how the European supervisory authorities use their coordinating role, and how MiCA interacts with separate anti-money-laundering legislation. Fully decentralised services without an identifiable intermediary largely sit outside the current text, a gap likely to stay on the policy agenda. For wider context, follow our [news coverage](/news) and [analysis](/analysis).`,
  },
  {
    slug: 'regulation-travel-rule-crypto-transfers-explained',
    type: 'news',
    title: 'The Travel Rule Goes Operational: Why Crypto Transfers Now Carry Names',
    description:
      'Anti-money-laundering standards require exchanges to pass sender and recipient details along with transfers. We explain how the travel rule works and where it still creaks.',
    category: 'Regulation',
    tags: ['travel-rule', 'aml', 'fatf', 'compliance'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 31,
    views: 8920,
    body: `For decades, banks sending wire transfers have been expected to pass along details of who is paying and who is being paid. The so-called travel rule, part of the Financial Action Task Force's Recommendation 16, was extended to virtual assets in 2019, and it has since become one of the most practical, and most stubborn, compliance problems facing crypto exchanges.

## What the rule asks for

In broad terms, a virtual asset service provider sending a transfer must collect, verify where required and transmit information about the originator, such as name and account or wallet identifier, together with details of the beneficiary. The receiving provider must obtain that data, check it and be able to act if something looks wrong.

National implementation varies. FATF guidance allows countries to set a threshold below which lighter requirements apply, and many have chosen one. The European Union went further: its recast transfer-of-funds rules apply to crypto-asset transfers between service providers without a minimum amount.

## Where it still creaks

Three issues dominate compliance conversations:

- **The sunrise problem.** Rules took effect at different times in different places, so a provider in a strict jurisdiction may be sending to a counterparty that has no obligation, or no means, to receive the data.
- **Interoperability.** Several competing messaging protocols have emerged, and a provider using one cannot always talk to a counterparty using another without a bridge.
- **Self-hosted wallets.** Transfers to or from wallets that no provider controls raise questions about how far exchanges must go to establish who owns the address.

"Most of the engineering is solved; the hard part is counterparty due diligence," said Tomasz Ilves, a director at the compliance consultancy Northmere Advisory. "Before you send personal data to another exchange, you need confidence that it is a real, supervised business that will protect that data properly."

Ilves expects consolidation among messaging providers and more reliance on shared directories of verified counterparties. For exchanges, the practical result is a growing list of transfers held for review, a friction users increasingly notice. Related explainers are collected in our [tutorials](/tutorials) section.`,
  },
  {
    slug: 'regulation-stablecoin-rules-reserves-redemption-debate',
    type: 'news',
    title: 'Stablecoin Rules Converge on Reserves and Redemption, but Key Debates Remain',
    description:
      'Lawmakers broadly agree that stablecoins need full reserves and par redemption. Who may issue them, and whether holders can earn yield, remain far less settled.',
    category: 'Regulation',
    tags: ['stablecoins', 'policy', 'reserves'],
    source: 'Blockcast Research',
    hoursAgo: 78,
    views: 12880,
    body: `Stablecoins have become the plumbing of crypto markets, settling trades, funding margin and increasingly moving money across borders. As they have grown, policymakers in many jurisdictions have written or proposed dedicated rules, and a fairly clear consensus has formed on the basics.

## Where regulators agree

Most frameworks for fiat-backed stablecoins share a handful of principles:

1. Reserves should fully back tokens in circulation and be held in high-quality, liquid assets such as cash and short-dated government debt.
2. Reserve assets should be segregated from the issuer's own funds and protected if the issuer fails.
3. Holders should have a clear right to redeem at par within a defined period.
4. Issuers should publish regular reserve reports, checked by independent accountants.

## Where the arguments continue

Beyond those basics, the debates are lively. The first is **who may issue**. Some policymakers prefer to confine issuance to banks or bank-like entities; others favour a dedicated licence for non-bank issuers with tailored capital and liquidity rules.

The second is **yield**. Several regimes bar issuers from paying interest to holders, partly to keep stablecoins from competing directly with bank deposits. Critics argue that the ban simply pushes yield-seeking into less regulated corners of the market.

Third comes **cross-border recognition**. Widely used tokens are issued in one country and held everywhere, which raises the question of whether a foreign-issued coin can be offered locally and on what terms. Central banks outside the largest currency areas also voice concerns about monetary sovereignty if foreign-currency stablecoins become popular for everyday payments.

"The reserve question is largely settled. The fights now are about market structure: who gets to issue, who gets to distribute and who captures the interest on the reserves," said Miriam Adebayo-Strand, a senior fellow at the Castlebridge Institute for Digital Finance, a policy think tank.

Algorithmic designs that rely on market incentives rather than reserves are generally treated with suspicion, and in some frameworks they cannot qualify as stablecoins at all. For how stablecoin supply interacts with trading activity, see our [markets](/markets) page.`,
  },
  {
    slug: 'regulation-crypto-tax-reporting-data-sharing-era',
    type: 'news',
    title: 'Crypto Tax Reporting Enters a New Era as Exchanges Prepare to Share Data',
    description:
      'International frameworks will have service providers report customer crypto transactions to tax authorities, which then swap the data. What changes for platforms and users.',
    category: 'Regulation',
    tags: ['tax', 'carf', 'dac8', 'reporting'],
    source: 'Blockcast Newsroom',
    hoursAgo: 19,
    views: 31750,
    body: `For years, tax authorities have relied largely on taxpayers to declare their crypto gains honestly. That is changing. A set of reporting regimes is bringing crypto closer to the way bank accounts and securities holdings are already reported, with exchanges and other intermediaries passing customer data directly to governments.

## The frameworks in brief

The OECD's **Crypto-Asset Reporting Framework**, or CARF, is the international template. It requires reporting crypto-asset service providers to collect tax residence information from customers and report their transactions, including exchanges between crypto and fiat, crypto-to-crypto trades and certain transfers, to the local tax authority. Participating jurisdictions then exchange that information automatically with one another, in a model borrowed from the Common Reporting Standard for financial accounts.

In the European Union, the **DAC8** amendment to the directive on administrative cooperation brings crypto-asset reporting into EU tax law along similar lines. In the United States, digital-asset brokers face their own information-reporting regime, built around a dedicated form for reporting customers' sales and exchanges.

## What it means in practice

For platforms, the work is substantial: collecting self-certifications of tax residence, validating tax identification numbers, tracking transactions in a reportable format and building secure pipelines to authorities. For users, the most visible change will be more requests for personal and tax details, and statements that look more like a brokerage's annual tax summary.

"The weak spot is cost basis," said Harriet Kell, a tax director at the accountancy firm Pemberton Ashdown. "When someone moves coins from one exchange to another, the receiving platform often has no idea what they originally paid. The authority receives proceeds without a reliable cost, and the taxpayer has to fill the gap with their own records."

Kell advises users to keep a full history of acquisitions, disposals and wallet transfers, including activity in self-custody and on decentralised protocols, which many reporting rules cover only partially. Investors who want to understand the basics of record keeping can start with our [tutorials](/tutorials).`,
  },
  {
    slug: 'regulation-asia-crypto-hubs-licensing-regimes-compared',
    type: 'news',
    title: "Asia's Crypto Hubs Compete on Licensing Clarity Rather Than a Light Touch",
    description:
      'Singapore, Hong Kong, Japan and South Korea take different routes to supervising crypto platforms. A look at what each regime prioritises and what applicants face.',
    category: 'Regulation',
    tags: ['asia', 'licensing', 'exchanges'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 44,
    views: 22480,
    body: `Asia's leading financial centres no longer pitch themselves to crypto firms on lenient rules. Instead, they compete on clarity: a defined licence, published expectations and a supervisor that will engage. The regimes differ markedly, however, in what they prioritise.

## Four approaches

- **Singapore** licenses digital payment token service providers under its payments legislation. The admission process is known for its rigour, and the authorities have paired licensing with measures to discourage speculative retail trading, such as limits on marketing and incentives.
- **Hong Kong** operates a licensing regime for virtual asset trading platforms through its securities regulator. Licensed platforms may serve retail investors, subject to token admission criteria, suitability checks and strict custody requirements, and the territory has also moved to license issuers of fiat-referenced stablecoins.
- **Japan** was among the first countries to require registration of crypto exchanges. Its regime leans heavily on segregation of customer assets, cold storage and a self-regulatory association that vets new token listings.
- **South Korea** has focused on user protection, with a dedicated law requiring the separation of customer deposits, reserves or insurance against losses, and prohibitions on unfair trading.

## What applicants report

Advisers say timelines remain long and that supervisors increasingly expect local substance: senior staff on the ground, locally held records and demonstrable control over technology suppliers.

"Firms arrive expecting a paperwork exercise and discover it is an operating-model review," said Daniel Soh, managing director of the Singapore advisory firm Kestrel Quay Partners. "The applications that succeed show the regulator exactly who is accountable for custody, listings and incident response, and show that those people are in the jurisdiction."

Soh sees a growing number of groups holding licences in two or more Asian centres, using each for different client segments rather than treating one as a regional passport, which none of these regimes offers. The result is higher fixed costs and, he argues, a market tilting towards larger, well-capitalised operators. Track how regional exchanges' tokens are trading on our [top movers](/top-movers) page.`,
  },
  {
    slug: 'regulation-custody-rules-crypto-consumer-protection',
    type: 'news',
    title: 'Custody Rules Move to the Centre of Crypto Consumer Protection Efforts',
    description:
      'After platform failures exposed commingled customer funds, regulators are writing detailed custody and segregation rules. Here is what the new protections typically require.',
    category: 'Regulation',
    tags: ['custody', 'consumer-protection', 'proof-of-reserves'],
    source: 'Blockcast Research',
    hoursAgo: 130,
    views: 4270,
    body: `When a crypto platform fails, the question that matters most to customers is simple: are my coins still mine? Several high-profile collapses in recent years answered it badly, revealing customer assets that had been commingled with company funds, lent out or used as collateral. Those episodes pushed custody from a back-office topic to the centre of consumer-protection policy.

## What custody rules typically require

Although the details differ by jurisdiction, modern regimes tend to converge on a common set of expectations:

- **Segregation.** Customer assets must be held separately from the firm's own, with records showing each client's entitlement at all times.
- **Reconciliation.** Firms must regularly reconcile internal ledgers with on-chain balances and report discrepancies.
- **Limits on reuse.** Lending, staking or pledging customer assets usually requires explicit consent, and in some regimes is banned outright for retail clients.
- **Insolvency protection.** Structures such as trusts or statutory protections aim to keep client assets out of the estate available to a failed firm's creditors.
- **Key management.** Supervisors increasingly ask how private keys are generated, stored and recovered, and who can authorise withdrawals from cold storage.

## Proof of reserves is not enough

Many exchanges now publish proof-of-reserves reports, often using Merkle trees so customers can verify that their balances were included. These are useful, but they show assets at a single moment and rarely give a complete picture of liabilities. Regulators and accountants generally treat them as a complement to, not a substitute for, independent audits and supervisory reporting.

## Beyond custody

Consumer protection also extends to how crypto is sold. Several jurisdictions now apply financial-promotion rules to crypto marketing, requiring prominent risk warnings, appropriateness checks for new investors and, in some cases, cooling-off periods before a first purchase.

For users, the practical advice is unchanged: understand whether a platform is licensed where you live, what its terms say about how your assets are held, and what happens if it fails. Our [expert interviews](/expert-interviews) cover self-custody as an alternative.`,
  },
  {
    slug: 'regulation-aml-compliance-tooling-false-positives',
    type: 'news',
    title: 'AML Tooling Matures as Crypto Firms Seek Fewer False Alarms and Clearer Scores',
    description:
      'Blockchain analytics and transaction monitoring have become standard at crypto platforms. The challenge now is cutting alert noise while satisfying supervisors.',
    category: 'Regulation',
    tags: ['aml', 'regtech', 'compliance', 'analytics'],
    source: 'Blockcast Newsroom',
    hoursAgo: 260,
    views: 980,
    body: `A decade ago, anti-money-laundering controls at many crypto businesses amounted to identity checks at sign-up and a spreadsheet of suspicious addresses. Today a typical licensed platform runs a stack of specialised tools, and the conversation among compliance teams has shifted from coverage to quality.

## The modern stack

Most platforms now combine several layers:

1. **Wallet screening** checks deposit and withdrawal addresses against sanctions lists and known illicit services before funds move.
2. **Blockchain analytics** clusters addresses into likely entities and traces the flow of funds across hops, assigning risk scores to counterparties.
3. **Transaction monitoring** looks for behavioural patterns such as rapid in-and-out flows, structuring below thresholds or sudden changes in activity.
4. **Case management** records how each alert was investigated and closed, creating the audit trail supervisors expect to see.

## The false-positive problem

Those layers generate a great many alerts. In a survey of 140 compliance officers at exchanges and brokers, the Ardent Ridge Institute, a financial-crime research group, found that roughly seven in ten named false positives as their single largest workload driver, ahead of onboarding reviews and regulatory reporting.

"Teams are drowning in alerts triggered by indirect exposure several hops away from anything genuinely risky," said Camille Ortega, research director at Ardent Ridge. "The firms making progress tune their thresholds, document why, and can explain every rule to an examiner in plain language."

## New pressure points

Cross-chain bridges and swaps make tracing harder, as funds hop between networks in minutes. Different analytics vendors can also score the same address differently, leaving firms to reconcile conflicting signals. And supervisors are increasingly asking for model governance: evidence that risk scores are tested, validated and not simply accepted as a black box.

Privacy is a further tension. Tools that monitor every transfer sit uneasily with the ethos of public blockchains, and policymakers continue to debate how far screening should reach into self-hosted wallets. For related coverage, browse our [news](/news) section.`,
  },
  {
    slug: 'regulation-crypto-market-abuse-surveillance-rules',
    type: 'news',
    title: 'Market Abuse Rules Come to Crypto Trading as Surveillance Expectations Rise',
    description:
      'Insider dealing and manipulation bans long familiar in equities now apply to crypto in several jurisdictions, pushing trading venues to invest in surveillance systems.',
    category: 'Regulation',
    tags: ['market-abuse', 'surveillance', 'exchanges'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 505,
    views: 6150,
    body: `Insider dealing, spoofing and wash trading are hardly new ideas in finance, but for much of crypto's history there was no clear legal framework prohibiting them on trading platforms. That is changing as market-abuse provisions become a standard feature of crypto legislation, the EU's MiCA regulation among them.

## What the rules prohibit

The core prohibitions mirror those in securities markets:

- **Insider dealing**, such as trading on advance knowledge of a token listing, a major partnership or a security incident.
- **Unlawful disclosure** of inside information outside the normal course of someone's work.
- **Market manipulation**, including wash trades that create false volume, spoofing with orders never meant to execute, and coordinated pump-and-dump schemes.

Issuers may also face obligations to publish inside information promptly, which in turn forces projects to think about who knows what before an announcement.

## Surveillance becomes mandatory

Just as important are the obligations on venues. Firms that arrange or execute trades are typically required to maintain systems that detect suspicious orders and transactions, and to report them to the authorities. That means recording full order-book data, running detection models and employing analysts who can investigate alerts.

"Crypto surveillance is harder than equities surveillance in almost every dimension," said Marcus Feld, a former exchange compliance head who now advises trading firms for the consultancy Orrin Hale. "Markets never close, the same asset trades on dozens of venues and on-chain, and the people involved may sit in any jurisdiction. A single venue sees only a slice of the picture."

## Open questions

Cross-venue information sharing remains limited, and decentralised exchanges fall largely outside venue-based obligations. Listing processes are under scrutiny too, since knowledge of an upcoming listing is among the most valuable inside information in the sector. Expect enforcement to focus first on clear-cut cases such as listing-related front-running before moving to subtler manipulation. For live market conditions, visit our [markets](/markets) page.`,
  },
  {
    slug: 'corvane-launches-travel-rule-interoperability-gateway',
    type: 'press_release',
    title: 'Corvane Launches Travel Rule Gateway to Bridge Competing Messaging Protocols',
    description:
      'Singapore RegTech firm Corvane has released a gateway that lets virtual asset service providers exchange travel rule data across different messaging standards.',
    category: 'Regulation',
    tags: ['travel-rule', 'regtech', 'press-release'],
    source: 'Corvane',
    hoursAgo: 9,
    views: 1210,
    body: `SINGAPORE, (Blockcast Wire) - Corvane, a regulatory technology company serving digital asset businesses, today announced the general availability of Corvane Relay, a gateway that allows virtual asset service providers to send and receive travel rule data regardless of which messaging protocol their counterparty uses.

Exchanges and custodians are required in many jurisdictions to transmit originator and beneficiary information alongside crypto transfers. In practice, the market has split across several incompatible messaging standards, leaving compliance teams to maintain multiple integrations or hold transfers while they work out how to reach a counterparty.

Corvane Relay translates between supported protocols in real time and adds a counterparty directory that records each provider's licensing status and data-protection attestations. The gateway also includes:

- Automated threshold logic configurable by jurisdiction, including regimes with no minimum amount
- A review queue for transfers to counterparties that cannot yet receive data
- Ownership-verification workflows for transfers involving self-hosted wallets
- Encrypted, auditable logs designed for supervisory inspections

"Compliance teams told us they were spending more time managing integrations than assessing risk," said Adeline Tan, co-founder and chief executive of Corvane. "Relay lets them connect once and focus on the judgement calls that actually require a human."

The company said the gateway has been in testing with a group of exchanges and brokers across Asia and Europe since earlier this year and is now open to all licensed providers.

"Interoperability is the missing piece in travel rule compliance," added Rajiv Menon, Corvane's chief technology officer. "Our goal is that no legitimate transfer has to wait because two providers chose different standards."

## About Corvane

Corvane is a Singapore-based regulatory technology company that builds compliance infrastructure for exchanges, custodians and payment firms handling digital assets. Its products cover travel rule messaging, counterparty due diligence and regulatory reporting. The company employs around 60 people across Singapore and Lisbon.

## Media contact

Wei Ling Chua, Head of Communications
press@corvane.example.com`,
  },
  {
    slug: 'halvard-stroud-opens-hong-kong-licensing-advisory-office',
    type: 'press_release',
    title: 'Halvard & Stroud Opens Hong Kong Office to Support Virtual Asset Licence Applicants',
    description:
      'Licensing advisory firm Halvard & Stroud has opened a Hong Kong office offering application, governance and custody-readiness support to virtual asset platforms.',
    category: 'Regulation',
    tags: ['licensing', 'hong-kong', 'advisory', 'press-release'],
    source: 'Halvard & Stroud',
    hoursAgo: 38,
    views: 430,
    body: `HONG KONG, (Blockcast Wire) - Halvard & Stroud, an advisory firm specialising in financial licensing for digital asset businesses, today announced the opening of an office in Hong Kong's Central district to support firms seeking to operate virtual asset trading platforms and related services in the territory.

The new office will offer end-to-end support for licence applicants, from gap analysis and business-plan preparation to governance design, custody-readiness reviews and preparation for regulatory interviews. It will also assist licensed firms with ongoing obligations, including internal audit, board training and periodic compliance reviews.

The team is led by Grace Leung, who joins as managing director for Greater China after more than fifteen years in compliance roles at securities brokers and asset managers.

"Applicants often underestimate how much of the process is about demonstrating control rather than describing it," said Leung. "Supervisors want to see named, accountable people, tested procedures and custody arrangements that would hold up on a bad day. We help firms build that substance before they submit, not after the first round of questions."

The firm said demand has come mainly from regional exchanges, brokers adding digital asset services and international groups seeking a second Asian base alongside an existing licence elsewhere.

"Hong Kong is a natural next step for us," said Oliver Stroud, co-founder and chief executive of Halvard & Stroud. "Our clients increasingly hold licences in several jurisdictions, and they want one adviser who understands how those regimes fit together."

The Hong Kong office complements the firm's existing teams in London, Dublin and Singapore.

## About Halvard & Stroud

Halvard & Stroud is an independent advisory firm that helps digital asset businesses obtain and maintain financial-services licences. Its consultants include former compliance officers, auditors and risk managers from banking and capital markets. The firm has advised on applications in Europe, the Middle East and Asia.

## Media contact

Natalie Fung, Communications Manager
media@halvardstroud.example.com`,
  },
  {
    slug: 'brightmoor-custody-completes-independent-controls-assessment',
    type: 'press_release',
    title: 'Brightmoor Custody Completes Independent Controls Assessment of Segregated Vault Platform',
    description:
      'Brightmoor Custody says an independent assurance review found its segregated cold-storage platform and key-management controls operated effectively over the test period.',
    category: 'Regulation',
    tags: ['custody', 'assurance', 'institutional', 'press-release'],
    source: 'Brightmoor Custody',
    hoursAgo: 61,
    views: 3870,
    body: `ZURICH, (Blockcast Wire) - Brightmoor Custody, a provider of digital asset safekeeping for institutional clients, today announced that it has completed an independent assessment of the controls supporting its segregated vault platform, carried out by the assurance firm Calloway Assurance.

The engagement examined the design and operating effectiveness of Brightmoor's controls over a six-month period. It covered the generation and storage of private keys, multi-party approval of withdrawals from cold storage, daily reconciliation of client ledgers with on-chain balances, access management and incident response. According to the company, the report identified no exceptions in the controls tested.

Every Brightmoor client is assigned dedicated, segregated on-chain addresses rather than a share of pooled wallets, allowing each client's holdings to be verified independently. Client assets are held off the company's balance sheet and are not lent, staked or pledged without explicit written instruction.

"Institutional investors no longer accept assurances; they want evidence," said Lukas Brenner, chief executive of Brightmoor Custody. "An independent review of how our controls actually performed over time gives clients and their auditors something concrete to rely on."

The company said the report is available under confidentiality terms to current and prospective clients, and that it plans to repeat the assessment annually with a widened scope that will include its staking operations.

"Custody failures are rarely about cryptography; they are about process and people," added Sabine Roth, Brightmoor's chief risk officer. "This assessment tested the human side of our operation as rigorously as the technology."

## About Brightmoor Custody

Brightmoor Custody provides segregated cold-storage custody, settlement and reporting services for asset managers, family offices, corporate treasuries and banks. Founded by former private banking and information-security professionals, the company is headquartered in Zurich and supports more than forty digital assets.

## Media contact

Jana Keller, Head of Corporate Communications
press@brightmoorcustody.example.com`,
  },
  {
    slug: 'tessaray-releases-behavioural-aml-monitoring-engine',
    type: 'press_release',
    title: 'Tessaray Releases Behavioural Monitoring Engine Aimed at Cutting AML False Positives',
    description:
      'London RegTech start-up Tessaray has launched a transaction monitoring engine that scores customer behaviour over time, aiming to reduce alert volumes for compliance teams.',
    category: 'Regulation',
    tags: ['aml', 'regtech', 'transaction-monitoring', 'press-release'],
    source: 'Tessaray',
    hoursAgo: 152,
    views: 2190,
    body: `LONDON, (Blockcast Wire) - Tessaray, a regulatory technology company focused on financial-crime prevention in digital assets, today launched Tessaray Pulse, a transaction monitoring engine that assesses customer behaviour over time instead of relying solely on static rules and counterparty risk scores.

Crypto compliance teams commonly report that most of the alerts they review turn out to be false positives, often triggered by indirect exposure to risky addresses several transactions removed from the customer. Tessaray Pulse builds a behavioural baseline for each account and raises alerts when activity departs meaningfully from it, combining that signal with on-chain exposure data and sanctions screening.

During a pilot with three exchanges and one payments firm, Tessaray said the engine reduced the number of alerts requiring manual review by around 40 per cent while surfacing every case the pilot participants had previously escalated.

Key features include:

- Plain-language explanations for every alert, listing the factors that contributed to it
- Threshold tuning with a full change history for model-governance reviews
- Integration with existing blockchain analytics providers and case-management tools
- Support for cross-chain activity, linking flows across bridges and swaps

"Regulators are right to ask firms to explain their monitoring, and black-box scores make that hard," said Hannah Okafor, co-founder and chief executive of Tessaray. "Pulse is built so that an analyst, an auditor and an examiner can all see why an alert fired."

"The aim is not fewer alerts for their own sake, but better ones," added Samuel Whitcombe, head of financial-crime product. "When analysts spend less time clearing noise, they spend more time on the cases that matter."

## About Tessaray

Tessaray develops anti-money-laundering software for exchanges, brokers, custodians and payment firms that handle digital assets. Founded by former bank investigators and data scientists, the company is based in London and serves clients in Europe and Asia.

## Media contact

Priya Lal, Communications Lead
press@tessaray.example.com`,
  },
  {
    slug: 'quillfield-unveils-crypto-tax-reporting-suite',
    type: 'press_release',
    title: 'Quillfield Unveils Tax Reporting Suite to Prepare Crypto Platforms for CARF and DAC8',
    description:
      'Quillfield has launched software that helps exchanges and brokers collect tax residence data and produce reports aligned with new international crypto tax frameworks.',
    category: 'Regulation',
    tags: ['tax', 'carf', 'dac8', 'press-release'],
    source: 'Quillfield',
    hoursAgo: 340,
    views: 760,
    body: `DUBLIN, (Blockcast Wire) - Quillfield, a provider of tax compliance software for financial institutions, today announced the launch of Quillfield Ledger Reporting, a suite designed to help crypto-asset service providers meet reporting obligations under the OECD's Crypto-Asset Reporting Framework and the European Union's DAC8 rules.

The new reporting regimes require platforms to collect tax residence self-certifications from customers, validate tax identification numbers and report reportable transactions to tax authorities in a standard format. Many exchanges and brokers have never had to produce tax reports at this scale, and their systems were not built with it in mind.

Quillfield Ledger Reporting covers the full workflow:

1. Customer self-certification flows that can be embedded in existing onboarding
2. Validation checks on tax identification numbers by jurisdiction
3. Classification of transactions into reportable categories, including crypto-to-fiat, crypto-to-crypto and transfers
4. Generation of files in the required schema, with reconciliation reports for internal review
5. Customer-facing annual statements to help users complete their own returns

"Tax reporting used to be a problem for banks and brokers, and now it is a problem for every serious crypto platform," said Ciaran Doyle, chief executive of Quillfield. "Our customers want to treat it as a routine process rather than an annual emergency."

The company said the suite draws on its experience supporting banks with existing automatic-exchange regimes for financial accounts, and that it is in implementation with several European platforms.

"Data quality is the real challenge," said Aoife Brennan, Quillfield's head of product. "Building validation in at onboarding saves platforms from chasing thousands of customers for missing details at year end."

## About Quillfield

Quillfield builds tax information-reporting software for banks, brokers, fund administrators and digital asset platforms. Headquartered in Dublin with an office in Amsterdam, the company supports reporting obligations across more than sixty jurisdictions.

## Media contact

Eimear Walsh, Marketing and Communications Director
press@quillfield.example.com`,
  },
  {
    slug: 'marrowgate-launches-mica-authorisation-readiness-programme',
    type: 'press_release',
    title: 'Marrowgate Compliance Partners Launches MiCA Authorisation and White Paper Programme',
    description:
      'Luxembourg-based Marrowgate Compliance Partners has introduced a fixed-scope programme to help token issuers and service providers prepare for authorisation under MiCA.',
    category: 'Regulation',
    tags: ['mica', 'compliance', 'europe', 'press-release'],
    source: 'Marrowgate Compliance Partners',
    hoursAgo: 610,
    views: 14600,
    body: `LUXEMBOURG, (Blockcast Wire) - Marrowgate Compliance Partners, a regulatory consultancy serving financial-services and digital asset firms, today launched a structured programme to help crypto-asset service providers and token issuers prepare for authorisation and disclosure requirements under the European Union's Markets in Crypto-Assets Regulation.

The programme is organised in three tracks. The first supports service providers preparing authorisation applications, covering governance arrangements, capital planning, safeguarding of client assets, complaints handling and conflicts-of-interest policies. The second helps issuers draft crypto-asset white papers that meet the regulation's standardised disclosure requirements. The third prepares authorised firms for ongoing supervision, including market-abuse surveillance and regular reporting.

Each track begins with a fixed-fee readiness assessment that maps a firm's existing operations against the relevant requirements and produces a prioritised remediation plan.

"Many firms know the headline requirements but struggle to turn them into policies, controls and evidence a supervisor will accept," said Isabelle Fournier, managing partner of Marrowgate Compliance Partners. "We designed the programme so that a firm can see on day one where it stands and what it will take to close the gaps."

Marrowgate said it has assembled a team of more than thirty specialists, including former compliance officers from investment firms and payment institutions, and that it works alongside clients' legal counsel rather than replacing it.

"Authorisation is the start, not the finish," added Henrik Dahl, a partner leading the supervision track. "The firms that do well under MiCA will be the ones that build compliance into daily operations rather than treating the application as a one-off project."

## About Marrowgate Compliance Partners

Marrowgate Compliance Partners is an independent regulatory consultancy headquartered in Luxembourg, with teams in Paris and Frankfurt. It advises payment institutions, investment firms and digital asset businesses on authorisation, governance and ongoing compliance across the European Economic Area.

## Media contact

Claire Weber, Head of Communications
press@marrowgate.example.com`,
  },
];
