// Seed content for the Metaverse category: news articles and press releases from fictional companies.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'metaverse-virtual-land-markets-favour-active-worlds',
    type: 'news',
    title: 'Virtual Land Markets Stay Quiet as Buyers Favour Active Worlds Over Speculation',
    description:
      'Sales of metaverse land parcels remain far below boom-era levels, but activity is holding up in worlds with regular events, working economies and genuine user traffic.',
    category: 'Metaverse',
    tags: ['metaverse', 'virtual-land', 'markets'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 3,
    views: 15230,
    body: `Virtual land was one of the defining trades of the last crypto boom. Parcels in blockchain-based worlds changed hands for sums comparable to real property, and brands, funds and individual speculators rushed to secure plots near popular landmarks. That enthusiasm has long since cooled, and the market today is smaller, slower and far more selective.

Across most major virtual worlds, the number of land sales and the average price per parcel sit well below their peaks. Many parcels bought during the boom have never been developed, and listings from holders looking to exit often outnumber active bids.

## Traffic over location

What has changed is how buyers judge value. During the boom, proximity to a famous neighbour or a central plaza was the main selling point. Now, buyers tend to ask whether anyone actually visits.

"Land is only worth something if people turn up," said Marisol Quintero, a senior analyst at Palisade Digital Research. "The worlds holding their value are the ones with weekly events, games people return to and creators who earn a living there. Empty districts with famous names next door are not getting bids."

Palisade's tracking of several leading worlds suggests that parcels with recurring events or active businesses trade at a clear premium to undeveloped plots in the same world, and tend to sell faster when listed.

## Rental and development models

Some landholders are shifting from holding to operating. Options now common across virtual worlds include:

- Leasing parcels to creators or brands for a monthly fee
- Building games or social venues that charge for entry or items
- Pooling neighbouring plots to host larger, better-attended events
- Partnering with studios that handle building in exchange for a revenue share

Quintero expects the market to remain subdued in the near term. "This is not a sector where a rising crypto market automatically lifts every asset," she said. "Virtual land is becoming an operating business, and it will be valued like one."

Wider conditions for the tokens that power these worlds can be tracked on our [markets](/markets) page and [top movers](/top-movers) list.`,
  },
  {
    slug: 'metaverse-headsets-edge-toward-built-in-crypto-wallets',
    type: 'news',
    title: 'Mixed-Reality Headsets Edge Toward Built-In Crypto Wallets and Payments',
    description:
      'Developers are exploring how headsets and smart glasses could hold keys, sign transactions and display digital assets without forcing users to take the device off.',
    category: 'Metaverse',
    tags: ['metaverse', 'vr', 'ar', 'wallets', 'hardware'],
    source: 'Blockcast Newsroom',
    hoursAgo: 14,
    views: 6180,
    body: `Anyone who has tried to buy a digital item inside a virtual reality app knows the problem: at the point of payment, the experience often breaks. Users are asked to remove the headset, find a phone, approve a transaction in a wallet app and then return to the virtual world. Developers working at the intersection of immersive hardware and crypto are trying to close that gap.

## Signing without leaving the headset

The central challenge is security. Private keys need to be protected from the apps running on the device, and users need a trustworthy way to confirm what they are signing. Approaches under discussion and in early testing include:

- Storing keys in a secure hardware element inside the headset, separate from the main operating system
- Displaying transaction details in a system-level overlay that third-party apps cannot draw over or imitate
- Using eye tracking, hand gestures or a paired phone to approve transactions
- Passkey-style smart accounts that let a headset act as one of several approved signers

"The hardware is ready for it; the trust model is not quite there yet," said Kenji Arakawa, a hardware analyst at Meridian Lane Research. "If a user cannot be sure the confirmation screen is genuine, a headset wallet becomes an excellent phishing tool. Getting the system-level interface right matters more than the cryptography."

## Displaying assets in the real world

Augmented reality glasses open a different set of possibilities. Collectors could see their NFT artworks placed on their own walls, and event attendees could view tokenised tickets or badges as floating overlays. Several small studios are building viewers that read a connected wallet and render supported 3D assets in the user's surroundings.

Arakawa cautions that adoption will follow the wider headset market rather than lead it. "Most people do not own a headset yet, and those who do mostly use it for games and fitness," he said. "Crypto features will be a niche inside a niche for a while. The developers who get the security model right early will be well placed when that changes."

For primers on how wallets and keys work, see our [tutorials](/tutorials).`,
  },
  {
    slug: 'metaverse-virtual-events-find-role-as-hybrid-add-ons',
    type: 'news',
    title: 'Virtual Events Find a Steadier Role as Hybrid Add-Ons Rather Than Replacements',
    description:
      'Organisers who once predicted fully virtual conferences are settling on a hybrid model, using metaverse venues to extend reach while keeping physical gatherings at the core.',
    category: 'Metaverse',
    tags: ['metaverse', 'virtual-events', 'conferences'],
    source: 'Blockcast Newsroom',
    hoursAgo: 27,
    views: 1320,
    body: `There was a period when some in the crypto industry expected conferences, concerts and product launches to move largely into virtual worlds. That prediction has not come true. Physical events have returned in force, and most attendees still prefer meeting people face to face. Yet virtual venues have not disappeared; they have found a narrower and more durable role.

Organisers increasingly use metaverse spaces as an extension of in-person events rather than a replacement. A typical format pairs a physical conference with a persistent virtual venue where remote attendees can watch talks, visit sponsor booths, join side sessions and network with avatars from around the world.

## What works and what does not

Event producers describe a fairly consistent set of lessons:

1. **Short, focused sessions** hold attention better than full-day virtual programmes.
2. **Social features** such as small-group rooms and live Q and A drive more engagement than passive streams.
3. **On-chain passes and badges** give attendees a record of participation and can unlock perks at later events.
4. **Heavy client downloads** deter casual visitors, so browser-based venues tend to draw larger audiences.

"Virtual attendance is not a substitute for being in the room, and pretending it is sets everyone up for disappointment," said Lucía Braganza, an events industry analyst at Thornbury Advisory. "But for the thousands of people who cannot travel, a well-run virtual venue is a real improvement on a livestream and a chat box."

## The economics

For organisers, the appeal is reach without proportional cost. A virtual venue can host an audience far larger than any physical hall, and sponsors are often willing to pay for virtual booths if they can see meaningful engagement data.

Braganza notes that measurement remains a weak spot. "Sponsors want evidence of real conversations, not just avatar footfall," she said. "The platforms that can show who engaged, and for how long, will win repeat business."

Catch up on recent industry events through our [shows](/shows) and [expert interviews](/expert-interviews).`,
  },
  {
    slug: 'metaverse-brands-retreat-from-land-rebuild-around-loyalty',
    type: 'news',
    title: 'Brands Retreat From Metaverse Land Grabs and Rebuild Around Loyalty and Utility',
    description:
      'Consumer brands that rushed into virtual worlds are scaling back headline-grabbing purchases and focusing on smaller activations linked to loyalty schemes and real products.',
    category: 'Metaverse',
    tags: ['metaverse', 'brands', 'marketing', 'loyalty'],
    source: 'Blockcast Research',
    hoursAgo: 38,
    views: 22640,
    body: `When the metaverse became a boardroom buzzword, many consumer brands treated it as a land rush. Fashion houses, drinks companies and sportswear makers bought virtual plots, opened digital flagship stores and launched limited-edition NFT drops, often with considerable publicity. The results were mixed, and the strategy has changed markedly since.

The current wave of brand activity is quieter and more practical. Rather than owning permanent virtual real estate, brands increasingly rent space for short campaigns, partner with established game worlds where audiences already gather, or use digital collectibles as part of existing loyalty programmes.

## From spectacle to utility

Marketing teams describe a shift in the questions they are asked internally. Early campaigns were judged on press coverage. Today's projects are measured on repeat engagement, customer data and, above all, whether they drive real-world sales.

"The first generation of brand activations was built for headlines, and headlines do not renew budgets," said Fiona Castellane, head of digital commerce research at Larkspur Insight. "What we see now is much more disciplined: a digital item that unlocks a discount, a virtual event tied to a product launch, a collectible that proves you were an early customer."

Common formats in the current cycle include:

- Digital twins of physical products, sometimes bundled with a purchase
- Avatar wearables released inside popular games rather than standalone worlds
- Tokenised loyalty passes that record purchase history and unlock perks
- Short-lived branded experiences inside existing virtual worlds

## Lessons learned

Castellane says brands that struggled often made similar mistakes: building expensive worlds nobody visited, over-emphasising resale value, and underestimating the effort needed to keep a community engaged after launch.

"The brands doing well treat virtual spaces as a channel, like social media or email," she said. "They go where the audience already is, they keep the crypto mechanics in the background and they connect everything back to the customer relationship."

For more sector studies from our research team, visit the [analysis](/analysis) section.`,
  },
  {
    slug: 'metaverse-portable-avatars-on-chain-identity-explainer',
    type: 'news',
    title: 'Portable Avatars and On-Chain Identity: What Interoperability Would Actually Require',
    description:
      'The idea of one avatar and one identity across every virtual world is widely promised and rarely delivered. We explain the technical and social obstacles in the way.',
    category: 'Metaverse',
    tags: ['metaverse', 'avatars', 'identity', 'explainer'],
    source: 'Blockcast Research',
    hoursAgo: 61,
    views: 4470,
    body: `A persistent promise of the open metaverse is that users should be able to carry a single avatar, name and reputation from one virtual world to the next, in the way that a web browser lets people visit any website. In practice, most virtual platforms remain walled gardens. Understanding why requires separating three different problems: the avatar itself, the identity behind it and the reputation attached to it.

## The avatar: a file format problem

Moving a 3D character between worlds means agreeing on how it is described. Open formats such as glTF, and avatar-specific extensions built on it such as VRM, have made progress here. A user can own an avatar model as an NFT and load it into any platform that supports the format.

The hard part is everything around the file. Worlds use different art styles, skeletons, animation systems and size limits. An avatar built for a realistic social space may look out of place, or simply break, in a stylised game. Many platforms also restrict imported avatars to manage performance and moderation.

## The identity: keys and names

Identity is arguably easier. A crypto wallet already gives users a portable, self-controlled identifier, and blockchain naming services map readable names to wallet addresses. Decentralised identifier standards go further, allowing users to present verifiable credentials, such as proof of age or event attendance, without revealing the underlying data.

## The reputation: the real obstacle

Reputation is where interoperability tends to stall. A world may want to know whether a visitor has been banned elsewhere, yet sharing that information raises privacy and fairness concerns. Platforms also have commercial reasons to keep users' history, purchases and social graphs to themselves.

## What progress looks like

Realistic near-term steps include:

- Wider support for common avatar formats in social and creative worlds
- Wallet-based sign-in as an option alongside conventional accounts
- Verifiable credentials for attendance, achievements and age checks
- Shared standards for describing wearables so they can adapt to different styles

Full portability may remain out of reach for years. But each of these steps reduces the cost of moving between worlds, which is ultimately what users care about.

Our [tutorials](/tutorials) cover wallet basics and blockchain naming in more detail.`,
  },
  {
    slug: 'metaverse-play-to-earn-lessons-game-economy-design',
    type: 'news',
    title: "What Play-to-Earn's Boom and Bust Taught Designers About Game Economies",
    description:
      'Early blockchain games paid players in tokens that inflated faster than demand could absorb them. Designers are now rebuilding economies around sinks, skill and fun.',
    category: 'Metaverse',
    tags: ['metaverse', 'gaming', 'tokenomics', 'play-to-earn'],
    source: 'Blockcast Research',
    hoursAgo: 150,
    views: 38950,
    body: `The play-to-earn model arrived with an irresistible promise: players would be paid in tokens simply for playing. For a time, it worked spectacularly. Player numbers surged, particularly in regions where in-game earnings compared favourably with local wages, and token prices climbed. Then the loop reversed, and many of those economies collapsed as quickly as they had grown.

## Why the first wave failed

Game designers and economists who have studied the period tend to point to the same structural flaw. Most early titles relied on new players buying in to fund the rewards paid to existing ones. Rewards were issued as tokens, and the main reason to hold those tokens was to earn more of them.

"Those economies had enormous faucets and tiny sinks," said Arjun Velasco, a game economy consultant at Cinder Path Advisory. "Tokens poured out to players, most of whom sold immediately, and there was very little inside the game that anybody wanted to spend them on. Once new buyers slowed, prices had nowhere to go but down."

## The new design principles

Studios building the next generation of crypto games describe a markedly different approach:

1. **Fun first.** If the game is not enjoyable without rewards, no token design can save it.
2. **Meaningful sinks.** Crafting, upgrades, cosmetics and entry fees give players reasons to spend rather than sell.
3. **Capped or dual-token systems.** A soft, in-game currency handles everyday transactions, while a scarce governance or premium token is issued slowly.
4. **Rewards for skill, not hours.** Tying rewards to competition or creativity discourages bot farms and mass grinding.
5. **Simulation before launch.** Economy designers increasingly model supply and demand under stress scenarios before any token goes live.

## A more modest ambition

The language has shifted too. Few studios now talk about earning a living from play. Terms such as play-and-own, or simply player ownership, reflect a more modest promise that players can keep and trade what they acquire.

"The goal is no longer to turn a game into a job," Velasco said. "It is to make a good game where the things you earn have real, durable value to other players. That is harder to market, but far more likely to last."

See how gaming tokens are trading on our [top movers](/top-movers) page.`,
  },
  {
    slug: 'metaverse-virtual-world-governance-landholders-daos',
    type: 'news',
    title: 'Virtual World Governance Tested as Landholders Gain Voting Power Through DAOs',
    description:
      'Several blockchain-based worlds hand decisions on content, funding and rules to token and land holders. The results show both the promise and the limits of on-chain governance.',
    category: 'Metaverse',
    tags: ['metaverse', 'dao', 'governance', 'virtual-land'],
    source: 'Blockcast Newsroom',
    hoursAgo: 320,
    views: 760,
    body: `One of the features that distinguishes blockchain-based virtual worlds from traditional online games is governance. In many of them, the people who hold land or governance tokens can vote on how the world is run, from content policies and grant funding to changes in the underlying software. In theory, that makes residents co-owners. In practice, it has produced a mixed record.

## How it usually works

Most on-chain worlds route governance through a decentralised autonomous organisation, or DAO. Voting power is typically tied to holdings: the more land parcels or tokens a participant controls, the more weight their vote carries. Proposals might cover:

- Allocating a community treasury to creators, events or infrastructure
- Adjusting marketplace fees and land policies
- Setting moderation rules for public areas
- Approving upgrades to smart contracts

## The participation problem

A persistent issue is turnout. In many worlds, only a small fraction of eligible holders vote on any given proposal, which allows a handful of large holders to decide outcomes. Critics argue that this recreates the concentration of power that decentralisation was meant to avoid.

"Token-weighted voting gives the most influence to whoever bought the most land, not to whoever spends the most time in the world," said Tobias Wrenfield, a governance researcher at the Ashcombe Digital Institute. "Those can be very different groups, and when they disagree the active community often loses."

## Experiments with alternatives

Some communities are testing ways to broaden participation, including delegating votes to trusted residents, weighting votes by activity as well as holdings, and creating elected councils that handle routine decisions. Others have introduced quorum requirements so that low-turnout votes cannot pass major changes.

Wrenfield believes the experiments matter beyond the metaverse. "Virtual worlds are small, fast-moving societies," he said. "They are a useful testing ground for ideas about online governance that could apply far more widely."

Follow developments across virtual worlds and their tokens in our [news](/news) section.`,
  },
  {
    slug: 'metaverse-privacy-rules-motion-data-wallets-sensitive-mix',
    type: 'news',
    title: 'Privacy Rules Meet the Metaverse: Why Motion Data and Wallets Make a Sensitive Mix',
    description:
      'Immersive platforms collect eye, hand and body movement data. Linked to public wallet histories, that information raises difficult questions under existing privacy law.',
    category: 'Metaverse',
    tags: ['metaverse', 'privacy', 'regulation', 'identity'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 655,
    views: 1890,
    body: `Virtual and augmented reality devices gather a remarkable amount of information about the people using them. To render a convincing experience, headsets track head position, hand movements, and in many cases eye direction and facial expressions. Research in the field has repeatedly suggested that motion patterns alone can be distinctive enough to identify individuals. Add a crypto wallet, whose transaction history is public, and the privacy stakes rise further.

## Why the combination matters

Blockchain addresses are pseudonymous rather than anonymous. On their own, they reveal little about a person, but once an address is linked to an identity, every past transaction becomes attributable. Immersive platforms that connect wallets to user sessions could, in principle, tie a distinctive movement profile to an entire financial history.

"The risk is less about any single data point and more about what happens when they are joined together," said Helene Marchbank, a data protection lawyer at Ostrander Hale LLP. "A wallet address plus a motion signature plus a username is a very rich profile, and it is one the user may never have knowingly agreed to create."

## How existing law applies

Most jurisdictions have not written privacy rules specifically for the metaverse, but existing frameworks still apply. Under the European Union's General Data Protection Regulation, for example, biometric data used to uniquely identify a person falls into a special category that requires a stronger legal basis for processing. Principles such as data minimisation and purpose limitation also apply to immersive platforms, just as they do to websites and apps.

## What platforms can do

Privacy specialists tend to recommend a few practical measures:

- Process raw motion and eye-tracking data on the device wherever possible
- Avoid storing links between wallet addresses and sensor data unless strictly necessary
- Give users clear choices over which wallet, if any, is connected to a session
- Publish plain-language explanations of what is collected and why

Marchbank expects closer attention from data protection authorities as headsets become more common. "The rules already exist," she said. "What is missing is a shared understanding of how they apply to a technology that, by its nature, watches how you move."

Read more of our policy coverage in the [news](/news) section and [analysis](/analysis) hub.`,
  },
  {
    slug: 'orrery-worlds-opens-second-district-rent-based-land',
    type: 'press_release',
    title: 'Orrery Worlds Opens Second District With Rent-Based Land Model for Creators',
    description:
      'The virtual world operator will lease parcels in its new Lantern Quay district to creators on monthly terms instead of selling them, aiming to keep land in active use.',
    category: 'Metaverse',
    tags: ['metaverse', 'virtual-land', 'creators'],
    source: 'Orrery Worlds',
    hoursAgo: 11,
    views: 1720,
    body: `SINGAPORE, (Blockcast Wire) - Orrery Worlds, the developer of a browser-based virtual world built for social events and creator-run venues, today opened Lantern Quay, its second district, with a land model based on renting parcels rather than selling them.

Lantern Quay contains 1,200 parcels arranged around a waterfront promenade, a concert stage and a night market. Instead of auctioning plots as tradeable NFTs, Orrery Worlds will lease them to creators, studios and community groups on renewable monthly terms. Leases are recorded on-chain, and rent can be paid in stablecoins or by card.

To keep the district active, each lease includes a light activity requirement: tenants must host at least one public event or keep a venue open to visitors for a minimum number of hours each month. Parcels that sit idle for two consecutive months return to the pool for new applicants.

"In our first district we saw too many plots bought and left empty, which made the whole world feel quieter than it really was," said Adrian Koh, chief executive of Orrery Worlds. "Renting land to people who want to build and host gives every visitor something to do and keeps costs low for creators who are just starting out."

"Creators told us they wanted predictability more than speculation," said Natalie Ferreira, head of creator programmes. "A fixed monthly rent, simple tools and a busy neighbourhood are what help a venue succeed."

Tenants receive access to Orrery's building tools, ticketing integration and a revenue-sharing programme for paid events. Applications for the first round of leases are open now.

## About Orrery Worlds

Orrery Worlds develops a browser-based virtual world focused on live events, creator venues and social spaces. The Singapore-based company aims to make virtual worlds accessible without specialised hardware, and supports both card and crypto payments.

## Media contact

Rachel Lim, Communications Manager
press@orreryworlds.example.com`,
  },
  {
    slug: 'veilstone-optics-unveils-ar-glasses-wallet-signing',
    type: 'press_release',
    title: 'Veilstone Optics Unveils AR Glasses With Hardware-Isolated Wallet Signing',
    description:
      "The Taipei hardware maker's Halo One glasses include a secure element for crypto keys and a protected display layer that shows transaction details apps cannot spoof.",
    category: 'Metaverse',
    tags: ['metaverse', 'ar', 'hardware', 'wallets'],
    source: 'Veilstone Optics',
    hoursAgo: 35,
    views: 2960,
    body: `TAIPEI, (Blockcast Wire) - Veilstone Optics, a developer of lightweight augmented reality eyewear, today unveiled Halo One, a pair of AR glasses with a built-in secure element that stores crypto wallet keys in isolated hardware and lets wearers approve transactions without taking out a phone.

Halo One's secure element is physically separate from the glasses' main processor, so applications running on the device never have access to private keys. When an app requests a signature, transaction details appear in a protected display layer controlled by the system firmware, which third-party software cannot draw over or imitate. Users confirm with a deliberate two-step gesture.

Other features include:

- Support for multiple EVM-compatible networks and for smart accounts with spending limits
- A gallery mode that places a wearer's digital collectibles in their physical surroundings
- Offline key backup using a recovery card stored separately from the device
- A developer kit for building AR apps that request signatures through a standard interface

"Wallets on head-worn devices will only succeed if people can trust what they see," said Chen Yu-ting, founder and chief executive of Veilstone Optics. "We built the signing path from the silicon up so the confirmation screen is always genuine."

"Developers have been asking for a way to add payments and ownership to AR without sending users off to another device," said Oskar Lindahl, vice president of platform. "Halo One gives them a clean, secure interface to do exactly that."

Developer kits will ship to registered partners first, with wider availability to follow later in the year.

## About Veilstone Optics

Veilstone Optics designs augmented reality glasses and the software platform that runs on them. Based in Taipei, the company focuses on lightweight hardware, on-device privacy and secure integration of digital payments and ownership.

## Media contact

Vivian Huang, Global Communications
media@veilstone.example.com`,
  },
  {
    slug: 'cobaltline-events-hosts-virtual-developer-summit-on-chain-passes',
    type: 'press_release',
    title: 'Cobaltline Events to Host Three-Day Virtual Developer Summit With On-Chain Passes',
    description:
      'The Berlin virtual events company will run a browser-based developer summit where attendees receive tokenised passes that record sessions joined and unlock future perks.',
    category: 'Metaverse',
    tags: ['metaverse', 'virtual-events', 'developers'],
    source: 'Cobaltline Events',
    hoursAgo: 52,
    views: 530,
    body: `BERLIN, (Blockcast Wire) - Cobaltline Events, a producer of virtual and hybrid conferences, today announced Assembly Online, a three-day virtual summit for developers building immersive and blockchain-based applications, to be held entirely in a browser-based 3D venue.

The summit will feature more than 60 sessions across four stages, covering topics including avatar standards, game economy design, wallet user experience and security for immersive devices. Attendees will move between stages, workshop rooms and sponsor halls as avatars, with spatial audio allowing small-group conversations in shared spaces.

Every registered attendee will receive a free on-chain pass issued to a wallet of their choice or to a managed account created at sign-up. The pass records the sessions and workshops each attendee joins and can be presented at future Cobaltline events for discounts and priority access. Attendees can choose to keep their attendance record private.

"Remote developers should not have to settle for a livestream and a chat window," said Friederike Haas, chief executive of Cobaltline Events. "Assembly Online is designed so that people in any time zone can learn, ask questions and meet collaborators as if they were in the same hall."

"We have focused heavily on accessibility," added Tomás Ibarra, head of production. "The venue runs in a standard browser on modest hardware, every session has live captions and all talks will be available on demand afterwards."

Registration is open now, and places in hands-on workshops will be allocated on a first-come basis.

## About Cobaltline Events

Cobaltline Events produces virtual and hybrid conferences for technology communities. Based in Berlin, the company operates its own browser-based event venue and specialises in interactive formats that connect remote audiences with speakers and each other.

## Media contact

Jonas Reuter, Press Office
press@cobaltline.example.com`,
  },
  {
    slug: 'mirrorhall-studio-launches-metaverse-activation-kit-retail-loyalty',
    type: 'press_release',
    title: 'Mirrorhall Studio Launches Metaverse Activation Kit for Retail Loyalty Programmes',
    description:
      "The Paris creative agency's new kit lets retailers run short branded experiences in existing virtual worlds and connect digital collectibles to their loyalty schemes.",
    category: 'Metaverse',
    tags: ['metaverse', 'brands', 'loyalty', 'marketing'],
    source: 'Mirrorhall Studio',
    hoursAgo: 120,
    views: 1150,
    body: `PARIS, (Blockcast Wire) - Mirrorhall Studio, a creative agency specialising in immersive brand experiences, today launched the Mirrorhall Activation Kit, a packaged service that helps retailers run branded campaigns inside established virtual worlds and games and link them directly to existing customer loyalty programmes.

Rather than building a standalone virtual store, the kit places brands where audiences already spend time. Mirrorhall designs and deploys short-term experiences, such as a pop-up boutique, a branded mini-game or a virtual launch party, in partner worlds, typically running for two to six weeks.

Participants who complete an experience receive a digital collectible that links to the brand's loyalty account. Depending on the campaign, the collectible can unlock in-store discounts, early access to product releases or bonus loyalty points. Customers claim items with an email address, and no crypto wallet is required, although customers who prefer self-custody can withdraw their collectibles.

"Brands learned the hard way that buying virtual land does not guarantee visitors," said Camille Durand, founder and creative director of Mirrorhall Studio. "Our kit starts from the opposite direction: go where people already are, keep it short, and make sure every digital item is connected to something customers value in real life."

"Retail clients want numbers they can take to the finance team," said Bastien Leroux, head of strategy. "Every activation comes with reporting that ties virtual engagement to loyalty sign-ups and redemptions in store."

The Activation Kit is available to retailers in Europe from today, with packages priced according to campaign length and the number of partner worlds involved.

## About Mirrorhall Studio

Mirrorhall Studio is a Paris-based creative agency that designs immersive experiences for fashion, beauty and lifestyle brands. Its team of designers, game developers and strategists creates virtual activations that connect digital engagement with real-world customer relationships.

## Media contact

Inès Marchal, Communications Director
presse@mirrorhall.example.com`,
  },
  {
    slug: 'facetwright-labs-releases-open-avatar-passport-identity',
    type: 'press_release',
    title: 'Facetwright Labs Releases Open Avatar Passport for Cross-World Identity',
    description:
      'The Toronto start-up has published an open specification and reference toolkit that let one avatar, display name and set of verifiable credentials travel between virtual worlds.',
    category: 'Metaverse',
    tags: ['metaverse', 'avatars', 'identity', 'open-source'],
    source: 'Facetwright Labs',
    hoursAgo: 240,
    views: 380,
    body: `TORONTO, (Blockcast Wire) - Facetwright Labs, a developer of identity infrastructure for virtual worlds, today released Avatar Passport, an open specification and reference toolkit that allows users to carry a single avatar, display name and set of verifiable credentials across participating platforms.

Avatar Passport builds on existing open 3D formats for the avatar model and on decentralised identifier standards for identity. A passport bundles a user's avatar file, a wallet-controlled identifier and optional credentials, such as proof of age or event attendance. Platforms that adopt the specification can read a passport at sign-in, load the avatar in a compatible style and check credentials without storing the underlying personal data.

The release includes:

- The full specification, published under an open licence
- Software libraries for popular game engines and web frameworks
- Style adapters that resize and re-rig avatars to fit different world aesthetics
- A privacy mode that reveals only the credentials a platform strictly needs

"Today, every new virtual world asks you to start from zero: a new avatar, a new name, no history," said Amira Nasser, co-founder and chief executive of Facetwright Labs. "Avatar Passport gives users a single identity they control, and gives platforms a standard way to welcome them."

"We deliberately made the specification open and vendor-neutral," said Gabriel Thorne, chief technology officer. "Interoperability only works if no single company owns the standard."

Facetwright Labs is inviting world operators, avatar creators and wallet developers to join a working group that will guide future versions of the specification.

## About Facetwright Labs

Facetwright Labs builds open identity and avatar infrastructure for virtual worlds and games. Based in Toronto, the company focuses on user-controlled identity, privacy-preserving credentials and standards that let people move freely between online spaces.

## Media contact

Danielle Okoro, Head of Communications
press@facetwright.example.com`,
  },
  {
    slug: 'brasswick-interactive-launches-game-economy-simulation-suite',
    type: 'press_release',
    title: 'Brasswick Interactive Launches Simulation Suite for Stress-Testing Game Economies',
    description:
      'The Stockholm studio is making its internal economy modelling tools available to other developers, letting them test token supply, sinks and player behaviour before launch.',
    category: 'Metaverse',
    tags: ['metaverse', 'gaming', 'tokenomics', 'developer-tools'],
    source: 'Brasswick Interactive',
    hoursAgo: 505,
    views: 4810,
    body: `STOCKHOLM, (Blockcast Wire) - Brasswick Interactive, a games studio and economy design consultancy, today launched Ledgerwork, a simulation suite that lets developers model and stress-test in-game economies, including token rewards, item markets and player behaviour, before their games go live.

Ledgerwork allows designers to describe every source and sink in a game, from quest rewards and crafting costs to marketplace fees and token emissions, and then simulate months of activity in minutes. Simulated players follow configurable behaviour profiles, such as casual players, competitive players, collectors and profit-seeking farmers, so teams can see how each group affects supply, prices and long-term balance.

The suite includes scenario tools for common failure modes in blockchain-based games:

- A sudden drop in new player sign-ups
- Large holders selling reward tokens at the same time
- Bot farms exploiting repetitive reward loops
- Changes in the price of the network token used to pay fees

"Too many game economies have been designed on a spreadsheet and tested on real players with real money," said Elin Norberg, chief executive of Brasswick Interactive. "We built Ledgerwork for our own titles after seeing how quickly a poorly balanced economy can collapse. Now we want every studio to have the same safety net."

"The most useful output is often the uncomfortable one," added Viktor Almqvist, head of economy design. "When a simulation shows rewards outpacing sinks within a few weeks, designers can fix it before a single token is issued."

Ledgerwork is available on a subscription basis, with discounted licences for independent studios and free access for academic research.

## About Brasswick Interactive

Brasswick Interactive is a Stockholm-based games studio and consultancy specialising in player-driven economies. Alongside developing its own titles, the company advises studios on economy design, reward structures and the responsible use of tradeable digital assets in games.

## Media contact

Sara Lindgren, Communications Lead
press@brasswick.example.com`,
  },
];
