// Seed content for the NFTs category: news articles and press releases from fictional companies.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'nfts-royalty-debate-resurfaces-creators-push-enforcement',
    type: 'news',
    title: 'NFT Royalty Debate Resurfaces as Creators Push for Enforceable Payments',
    description:
      'Optional creator fees have cut royalty income across much of the NFT market, and artists are now testing contract-level and community-level ways to restore it.',
    category: 'NFTs',
    tags: ['nfts', 'royalties', 'marketplaces', 'creators'],
    source: 'Blockcast Newsroom',
    hoursAgo: 5,
    views: 24310,
    body: `The argument over creator royalties, one of the longest-running disputes in the NFT market, is back on the agenda. Artists and smaller studios say that optional fees, now common on many trading venues, have eroded a revenue stream that was once pitched as the main advantage of selling work on-chain.

When NFTs first reached a mainstream audience, secondary-sale royalties of around 5 to 10 per cent were widely presented as a way for creators to share in the later success of their work. In practice, those payments were honoured by marketplaces rather than enforced by the tokens themselves. The royalty standard most collections rely on, ERC-2981, lets a contract state what a creator would like to receive, but it cannot force a buyer or a venue to pay it.

## Why enforcement is hard

Once competing marketplaces began offering zero-fee or optional-fee trading to win volume, the economics shifted quickly. Traders gravitated to the cheapest venue, and creators had little recourse. Some projects responded by restricting which contracts could move their tokens, an approach that restores fees but limits where holders can sell and tends to frustrate collectors.

"Every enforcement model so far trades one problem for another," said Helena Marchetti, a digital-asset analyst at Copperfield Insights. "Block transfers and you anger holders. Make fees voluntary and you lose the creators who give the market its supply. The workable middle ground is probably going to be social rather than purely technical."

## What creators are trying now

Rather than waiting for a single industry fix, many artists are experimenting with alternatives:

- Higher primary-sale prices or tiered mints that front-load income
- Holder perks that unlock only for tokens bought through fee-paying venues
- Contracts that allow free transfers but reward fee-paying trades with on-chain badges
- Patronage models, where collectors support an artist directly rather than trade their work

Marchetti expects the debate to stay unsettled for some time. "Collectors are far more aware of the issue than they used to be, and a meaningful group actively prefers venues that pay creators," she said. "That preference could end up doing more than any contract change."

For wider context on digital-asset conditions, see our [markets overview](/markets) and the latest [analysis](/analysis).`,
  },
  {
    slug: 'nfts-trading-volumes-concentrated-narrow-band-collections',
    type: 'news',
    title: 'NFT Trading Volumes Stay Concentrated in a Narrow Band of Established Collections',
    description:
      'Marketplace activity remains well below its boom-era peak, and a small group of long-standing collections accounts for a disproportionate share of sales by value.',
    category: 'NFTs',
    tags: ['nfts', 'trading-volume', 'markets'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 19,
    views: 8420,
    body: `NFT trading has settled into a pattern that looks very different from the frenzy of 2021 and early 2022. Overall volumes are a fraction of their former highs, sale counts fluctuate with token prices on the underlying chains, and most of the value that does change hands is concentrated in a narrow set of collections that have survived several market cycles.

Figures compiled by Halden Street Analytics suggest that the twenty most-traded collections regularly account for more than half of weekly sales by value on the main Ethereum marketplaces, while the long tail of newer projects often records only a handful of trades after mint.

"Liquidity in NFTs behaves a lot like liquidity in small-cap equities," said Tomasz Reiner, head of digital-asset data at Halden Street. "Buyers want an exit, so they cluster in names where they know a bid will exist tomorrow. That makes the big collections bigger and leaves everything else thin."

## Reading the numbers carefully

Headline volume figures can mislead for several reasons, and analysts generally recommend looking at more than one measure:

- **Currency effects.** Many NFTs are priced in ETH, so a rise or fall in [Ethereum](/coin/eth) can move dollar-denominated volume without any change in collector behaviour.
- **Wash trading.** Trades between wallets controlled by the same party, often aimed at farming marketplace rewards, can inflate activity on some venues.
- **Sale count versus value.** Cheaper collections on lower-fee networks such as [Solana](/coin/sol) can post high transaction counts with modest total value.

## Where activity is growing

Despite the subdued totals, Reiner points to pockets of steady demand. Low-priced collectibles, gaming items and editions from established artists continue to trade consistently, and the number of unique buyers has been more stable than headline volumes suggest.

"The market is smaller, but it is not empty," he said. "What we are seeing is fewer speculators and a larger share of people buying things they actually intend to keep."

Track broader price action on our [top movers](/top-movers) page.`,
  },
  {
    slug: 'nfts-digital-art-collectors-favour-smaller-editions-generative',
    type: 'news',
    title: 'Digital Art Collectors Turn Toward Smaller Editions and Long-Form Generative Work',
    description:
      'After years in which profile-picture collections dominated, collectors are paying closer attention to individual artists, curated drops and generative art series.',
    category: 'NFTs',
    tags: ['nfts', 'digital-art', 'collectibles', 'generative-art'],
    source: 'Blockcast Research',
    hoursAgo: 31,
    views: 3120,
    body: `For much of the NFT market's early history, the most visible activity centred on large profile-picture collections: ten thousand variations of a character, traded largely on rarity traits and community hype. That segment still exists, but a quieter shift is under way among collectors who describe themselves primarily as art buyers.

Curators and dealers report more interest in small editions, one-of-one works and long-form generative art, where an algorithm written by the artist produces each output at the moment of minting. In these series, the code itself is the work, and collectors are buying a unique result they could not have chosen in advance.

## Why the shift is happening

Several factors appear to be driving the change:

1. **Fatigue with speculation.** Many buyers who lost money on hyped collections now prefer pieces they value for aesthetic reasons.
2. **Better curation.** Online galleries and platforms that select artists, rather than listing everything, have made discovery easier.
3. **Institutional interest.** Some traditional art institutions have begun exhibiting and acquiring digital works, which lends credibility to the medium.

"The audience has matured," said Odile Ferrant, a digital art adviser at Vessel Row Partners, which works with private collectors. "People now ask about the artist's practice, the edition size and how the work is stored, the same questions you would ask about a print or a photograph."

## Collectibles beyond art

The collectibles side of the market has also diversified. Trading cards, sports moments and brand memorabilia continue to attract buyers who care more about fandom than investment. These items tend to trade at lower prices but with steadier demand, and they often sit on networks with cheaper transaction fees.

Ferrant cautions that liquidity for individual artworks remains limited. "A generative piece from a respected artist might hold its value well, but you may wait months to find the right buyer," she said. "Collectors should buy what they are happy to live with."

Read more features from our research team in the [analysis](/analysis) section.`,
  },
  {
    slug: 'nfts-gaming-items-players-remain-sceptical-of-ownership',
    type: 'news',
    title: 'Blockchain Gaming Items Face a Familiar Hurdle: Players Who Never Asked for Them',
    description:
      'Studios promising tradeable in-game assets are finding that ownership alone does not win over players, and several now keep the blockchain layer almost invisible.',
    category: 'NFTs',
    tags: ['nfts', 'gaming', 'in-game-items'],
    source: 'Blockcast Newsroom',
    hoursAgo: 42,
    views: 11870,
    body: `The pitch behind NFT gaming items has barely changed in years: if players truly own their swords, skins and vehicles, they can sell them, move them between games and keep them even if a studio shuts down. Yet many mainstream players remain unconvinced, and developers building on blockchains are adjusting their approach.

A recurring complaint from gaming communities is that tokenised items turn play into work. When every item has a market price, the argument goes, players start optimising for profit rather than fun, and the game's balance becomes hostage to speculation.

"Ownership is a feature, not a reason to play," said Daniel Okafor, a senior analyst at Brightwater Games Research. "The studios that are getting traction lead with the game itself. Players discover the tradeable layer later, if they care about it at all."

## The invisible-wallet approach

Several newer titles now create wallets automatically behind a standard login, cover transaction fees themselves and present items in a familiar inventory screen. Only players who want to withdraw or sell an item on an external marketplace ever see a seed phrase or a transaction prompt.

This design reduces friction but raises its own questions. If the studio manages keys on a player's behalf, the practical difference from a conventional item database narrows. Developers counter that players can still take custody of their assets whenever they choose.

## Interoperability remains mostly theoretical

The idea of carrying an item from one game into another remains largely unrealised. Different engines, art styles and balance systems make direct transfers impractical, and most cross-game experiments so far have involved cosmetic items or partnerships between a small number of studios.

Okafor expects the sector's next phase to be judged on retention rather than token launches. "If people are still playing six months after the launch, the item economy has a chance," he said. "If they are only there for an airdrop, no amount of on-chain ownership will save it."

More on the intersection of games and digital assets is available in our [news](/news) section.`,
  },
  {
    slug: 'nfts-ticketing-explainer-how-tokenised-tickets-work',
    type: 'news',
    title: 'How NFT Ticketing Works, and Why Event Organisers Keep Testing It',
    description:
      'Tokenised tickets promise resale controls, fraud resistance and lasting souvenirs for fans. We explain the mechanics, the trade-offs and where the model still falls short.',
    category: 'NFTs',
    tags: ['nfts', 'ticketing', 'explainer', 'events'],
    source: 'Blockcast Research',
    hoursAgo: 76,
    views: 1640,
    body: `Ticketing is one of the NFT use cases that organisers return to most often, largely because the problems it aims to solve are familiar to anyone who has tried to buy a seat for a popular concert: counterfeit tickets, aggressive touting and very little control over the secondary market.

## The basic mechanics

An NFT ticket is a token issued to the buyer's wallet, usually on a network with low transaction fees. At the venue, the holder proves ownership, typically by displaying a rotating QR code generated by an app that checks the wallet, and the ticket is marked as used on-chain or in the organiser's system.

Because the token lives on a public ledger, anyone can verify that it was issued by the organiser's contract, which makes forgery considerably harder than with a PDF or a screenshot.

## What organisers can control

Smart contracts give organisers options that paper and conventional e-tickets make difficult:

- **Resale price caps.** Transfers can be limited to approved marketplaces that enforce a maximum mark-up.
- **Revenue sharing.** A percentage of each resale can flow back to the organiser or the performer.
- **Post-event value.** Once used, a ticket can become a collectible or unlock perks such as early access to the next tour.

## The trade-offs

The model is not without friction. Fans who have never used a crypto wallet may find the process confusing, which is why most platforms now create custodial wallets behind an email login. That convenience weakens some of the decentralisation arguments, since the ticketing company still holds the keys.

Resale restrictions also depend on where trading happens. A contract can block unapproved venues, but nothing stops a buyer and seller from agreeing a side payment and transferring the token privately, in much the same way touts operate today.

Finally, scale remains a question. Large stadium events require systems that can issue and validate tens of thousands of tickets within minutes, and organisers tend to test blockchain ticketing on smaller shows before trusting it with a headline tour.

For step-by-step guides on wallets and tokens, visit our [tutorials](/tutorials).`,
  },
  {
    slug: 'nfts-on-chain-provenance-limits-off-chain-artwork-storage',
    type: 'news',
    title: 'On-Chain Provenance Only Goes So Far When the Artwork Lives Off-Chain',
    description:
      'An NFT ownership record is permanent, but the image or file it points to often is not. Storage choices have become a central question for collectors and archivists.',
    category: 'NFTs',
    tags: ['nfts', 'provenance', 'storage', 'metadata'],
    source: 'Blockcast Research',
    hoursAgo: 130,
    views: 46200,
    body: `One of the strongest selling points of NFTs is provenance: a public, tamper-resistant record of who created a token and every wallet that has held it since. For art collectors used to paper certificates and gallery records, that is a genuine improvement. But the record only covers the token. What the token points to is a separate, and often more fragile, matter.

## Where the artwork actually lives

Most NFTs store a link to a metadata file, which in turn links to the image, video or 3D model. Depending on how a collection was built, those files might sit in one of three broad places:

1. **A conventional web server.** Cheap and easy, but the files disappear if the server goes offline or the domain lapses.
2. **Content-addressed or permanent storage networks.** Systems such as IPFS and Arweave reference files by their content, so a link cannot silently point to something different, though IPFS data still needs someone to keep hosting it.
3. **Fully on-chain.** The artwork, often an SVG or generative code, is written directly into the blockchain. It is expensive but arguably the most durable option.

"Provenance tells you the token is authentic. It does not tell you the artwork will still load in twenty years," said Ingrid Solvang, who leads digital preservation research at the Aldermoor Institute. "Collectors increasingly ask about storage before they ask about price, and that is a healthy development."

## Mutable metadata

A further complication is mutability. Some contracts allow the creator to change the metadata link after mint, which is useful for reveals or evolving artworks but also means the owner's piece could be altered later. Many marketplaces now flag whether a collection's metadata has been frozen.

## Practical checks for buyers

Solvang recommends a few simple checks before buying:

- Inspect the token's metadata link and see where it resolves
- Confirm whether the contract allows the metadata to be updated
- Consider pinning important files yourself on a storage service
- Keep local copies of high-value works and their metadata

The underlying ledger, typically [Ethereum](/coin/eth) for high-value art, is designed to last. The task now, Solvang argues, is making sure the art lasts with it.`,
  },
  {
    slug: 'nfts-no-code-minting-tools-lower-barrier-artists',
    type: 'news',
    title: 'No-Code Minting Tools Lower the Barrier for Artists Launching NFT Collections',
    description:
      'A growing range of point-and-click creator platforms handles contracts, metadata and storefronts, giving independent artists more control along with new responsibilities.',
    category: 'NFTs',
    tags: ['nfts', 'creator-tools', 'minting'],
    source: 'Blockcast Newsroom',
    hoursAgo: 265,
    views: 970,
    body: `A few years ago, launching an NFT collection usually meant hiring a developer to write and audit a smart contract, build a minting website and wire up storage for images and metadata. Today an artist can do much of that through a browser, using creator platforms that package those steps into guided templates.

These tools typically let creators upload artwork, set edition sizes and prices, choose a network, configure royalty information and publish a storefront, all without writing code. Many also generate allowlists, run timed drops and manage airdrops to existing holders.

## More control, more responsibility

For independent artists, the appeal is independence. Rather than relying on a marketplace's shared contract, a creator can deploy a contract under their own name, which strengthens provenance and makes it easier to build a brand around a body of work.

"The tooling has caught up with what artists wanted from the start," said Amara Lindqvist, a creator-economy analyst at Northgale Research. "The catch is that an artist is now the operator of a small software product. They are responsible for the settings they pick, and some of those settings are permanent."

Lindqvist highlights a few decisions creators often get wrong:

- Leaving metadata mutable when collectors expect it to be fixed
- Choosing centralised image hosting to save a small amount in fees
- Setting royalty expectations that many marketplaces will not honour
- Keeping the contract owner key in a hot wallet with weak security

## A crowded field

The number of creator platforms has grown quickly, and competition is pushing fees down. Some charge a percentage of primary sales, others a flat subscription, and several now support multiple networks so artists can mint where their audience already is, whether that is [Ethereum](/coin/eth), [Solana](/coin/sol) or a lower-cost layer-2 network.

Lindqvist expects consolidation. "There are more tools than the market can support," she said. "The survivors will be the ones that help artists find collectors, not just mint tokens."

Browse our [tutorials](/tutorials) for guides on wallet security and token standards.`,
  },
  {
    slug: 'nfts-collectible-or-investment-how-policymakers-approach',
    type: 'news',
    title: 'Collectible or Investment? How Policymakers Are Approaching NFTs',
    description:
      'NFTs sit awkwardly within financial rules written for fungible tokens. We look at the questions regulators tend to ask and why fractionalised collections draw extra scrutiny.',
    category: 'NFTs',
    tags: ['nfts', 'regulation', 'policy', 'explainer'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 590,
    views: 2870,
    body: `Financial regulation was largely built around things that are interchangeable: shares, bonds, units of currency. NFTs, by design, are not. That has left many of them in a grey area, and policymakers in several jurisdictions have tried to work out when a non-fungible token is simply a collectible and when it behaves more like a financial product.

## The general pattern

While approaches differ, a few recurring themes shape how NFTs are assessed:

- **Uniqueness in substance, not just in name.** The European Union's MiCA framework broadly excludes unique, non-fungible crypto-assets from its scope, but it also signals that tokens issued in large series or collections may be treated as fungible in practice.
- **Promises of profit.** Where buyers are encouraged to expect returns from the efforts of a team, securities tests in many countries may come into play, regardless of what the token is called.
- **Fractionalisation.** Splitting one NFT into many tradeable shares effectively creates fungible units, which tends to attract closer attention.
- **Anti-money laundering.** High-value art and collectibles have long been a concern for financial crime rules, and NFT marketplaces face similar questions about customer checks.

"The label on the token matters far less than how it is marketed and sold," said Rosalind Achterberg, a partner specialising in digital assets at Kestrel Vane LLP. "A one-off artwork sold to a collector looks very different from a ten-thousand-piece drop promoted with a roadmap and talk of floor prices."

## What this means for projects

For creators and marketplaces, the practical advice from lawyers is fairly consistent. Avoid language that implies investment returns, be cautious with staking or revenue-sharing features attached to collections, and take legal advice before fractionalising valuable works.

Achterberg expects further guidance rather than sweeping new legislation. "Most regulators are applying existing principles to a new format," she said. "The edge cases, such as fractional ownership and tokens that pay yield, are where the real debate will happen."

Follow our ongoing regulatory coverage in the [news](/news) section.`,
  },
  {
    slug: 'quillmark-studios-launches-creator-toolkit-royalty-splits',
    type: 'press_release',
    title: 'Quillmark Studios Launches Creator Toolkit With Built-In Royalty Splits',
    description:
      "The Singapore-based studio's new toolkit lets artists deploy NFT collections, divide proceeds among collaborators and publish metadata to permanent storage.",
    category: 'NFTs',
    tags: ['nfts', 'creator-tools', 'royalties'],
    source: 'Quillmark Studios',
    hoursAgo: 8,
    views: 640,
    body: `SINGAPORE, (Blockcast Wire) - Quillmark Studios, a developer of publishing tools for digital artists, today announced the general availability of Quillmark Forge, a no-code toolkit that allows creators to launch NFT collections under their own smart contracts while automatically splitting proceeds among collaborators.

Forge is designed for artists who work in teams, including illustrators, musicians, animators and developers who contribute to a single release. Creators define each contributor's share once, and the toolkit routes primary-sale income and any voluntary secondary royalties to the agreed wallets without manual transfers.

Key features of Quillmark Forge include:

- Contract deployment on several EVM-compatible networks from a single dashboard
- Configurable payment splits for up to 25 contributors per collection
- Metadata and media publishing to permanent storage, with an option to freeze metadata at mint
- Allowlist management, timed drops and holder airdrops
- A plain-language summary of every irreversible setting before deployment

"Artists kept telling us the hardest part of a release was not the art, it was the admin," said Mei-Ling Sorensen, co-founder and chief executive of Quillmark Studios. "Forge takes care of the plumbing so collaborators get paid fairly and collectors can see exactly how a collection is built."

"We paid particular attention to storage," added Rafael Domingues, chief technology officer. "Every collection launched with Forge can publish its media to permanent storage by default, because provenance means little if the artwork itself disappears."

Quillmark Forge is available immediately. Creators pay a flat fee per deployment, and there is no percentage taken from primary sales during the launch period.

## About Quillmark Studios

Quillmark Studios builds publishing and payment tools for independent digital artists. Founded in Singapore, the company supports creators across illustration, music and generative art, and focuses on transparent contracts and durable storage for digital works.

## Media contact

Joanna Tay, Communications Lead
press@quillmark.example.com`,
  },
  {
    slug: 'gatepost-ticketing-partners-rivermount-venues-nft-tickets',
    type: 'press_release',
    title: 'Gatepost Ticketing Partners With Rivermount Venues to Issue NFT Tickets for 40 Shows',
    description:
      'The London ticketing platform will issue tokenised tickets with capped resale prices and post-event collectibles across a season of live music and comedy events.',
    category: 'NFTs',
    tags: ['nfts', 'ticketing', 'events', 'partnership'],
    source: 'Gatepost Ticketing',
    hoursAgo: 29,
    views: 1280,
    body: `LONDON, (Blockcast Wire) - Gatepost Ticketing, a blockchain-based ticketing platform for live events, today announced a partnership with Rivermount Venues to issue NFT tickets for 40 concerts and comedy shows across the venue group's mid-sized halls over the coming season.

Each ticket will be issued as a token to the buyer's Gatepost account, which creates a wallet automatically behind a standard email login. Fans do not need to hold cryptocurrency or manage keys to buy, transfer or use a ticket, though they may move tickets to a self-custody wallet if they wish.

Under the partnership, resale will be permitted only through Gatepost's marketplace, where prices are capped at 10 per cent above face value. A share of every resale will be returned to the performing artist. After each show, used tickets will convert into digital collectibles that can unlock early access to future events at Rivermount venues.

"Fans are tired of paying several times face value to touts, and artists are tired of seeing none of that money," said Callum Aster, chief executive of Gatepost Ticketing. "With tokenised tickets we can set fair rules for resale and make them stick, while keeping the buying experience as simple as any other app."

"We wanted to test this at a scale that is meaningful but manageable," said Priya Halloran, commercial director at Rivermount Venues. "Forty shows gives us enough data to understand how fans use the system before we consider rolling it out further."

Tickets for the first events go on sale next month.

## About Gatepost Ticketing

Gatepost Ticketing is a London-based platform that issues and validates event tickets as blockchain tokens. It provides organisers with resale controls, artist revenue sharing and fan engagement tools, while offering fans an email-based experience that requires no prior knowledge of crypto.

## Media contact

Ellie Moran, Head of Communications
press@gatepost.example.com`,
  },
  {
    slug: 'ardent-vault-labs-provenance-certificates-physical-artworks',
    type: 'press_release',
    title: 'Ardent Vault Labs Introduces On-Chain Provenance Certificates for Physical Artworks',
    description:
      'The Zurich company pairs tamper-evident tags on paintings and sculptures with NFT certificates that record authentication, exhibition history and changes of ownership.',
    category: 'NFTs',
    tags: ['nfts', 'provenance', 'art', 'authentication'],
    source: 'Ardent Vault Labs',
    hoursAgo: 55,
    views: 410,
    body: `ZURICH, (Blockcast Wire) - Ardent Vault Labs, a provider of authentication technology for the art market, today introduced Ardent Ledger, a service that links physical artworks to on-chain provenance certificates issued as non-fungible tokens.

Each participating artwork receives a discreet, tamper-evident tag containing a secure chip. Scanning the tag with a phone confirms that it matches a specific NFT certificate, which records the artist, the date of authentication, condition reports, exhibition history and every change of ownership. If a tag is removed or damaged, the certificate reflects that the link has been broken.

The service is aimed at galleries, auction houses, estates and collectors who want provenance records that cannot be quietly altered or lost. Documents such as condition reports and expert opinions are stored in permanent, content-addressed storage, and their fingerprints are written into the certificate so any later change can be detected.

"Provenance gaps are one of the biggest sources of risk in the art market," said Lukas Brandt, founder and chief executive of Ardent Vault Labs. "A certificate that travels with the work, and that anyone can verify in seconds, removes a great deal of uncertainty for buyers and sellers alike."

"We designed the system so that the art world does not need to become crypto-native," said Noémie Favre, head of partnerships. "Galleries issue and transfer certificates through a simple web interface, and collectors can hold them in a managed account or their own wallet."

Ardent Ledger is launching with an initial group of partner galleries in Switzerland and Germany.

## About Ardent Vault Labs

Ardent Vault Labs develops authentication and provenance technology for fine art and collectibles. Based in Zurich, the company combines secure hardware tags with blockchain records to help galleries, collectors and institutions document the history of physical works.

## Media contact

Sabine Keller, Communications Manager
media@ardentvault.example.com`,
  },
  {
    slug: 'kitebright-games-opens-player-owned-item-marketplace',
    type: 'press_release',
    title: 'Kitebright Games Opens Player-Owned Item Marketplace for Emberfall Reach',
    description:
      'Players of the fantasy action game can now trade crafted weapons and cosmetics as NFTs, with fees covered by the studio and withdrawals to external wallets optional.',
    category: 'NFTs',
    tags: ['nfts', 'gaming', 'in-game-items', 'marketplace'],
    source: 'Kitebright Games',
    hoursAgo: 98,
    views: 2150,
    body: `SEOUL, (Blockcast Wire) - Kitebright Games, an independent developer of online action games, today opened the Emberfall Exchange, an in-game marketplace that lets players of its fantasy title Emberfall Reach own and trade crafted items as non-fungible tokens.

Items eligible for trading include player-crafted weapons, armour sets and cosmetic skins. Each item records its crafter and its history of owners, so a well-known player's creations carry a visible signature. Starter gear and items that affect competitive ranking remain non-tradeable to protect game balance.

The marketplace is built into the game's existing inventory screen. Every player account includes a wallet created automatically at sign-up, and Kitebright covers network fees for all trades made inside the game. Players who want full custody can withdraw items to an external wallet at any time.

"We built Emberfall Reach as a game first, and most players will never need to think about the blockchain underneath," said Jae-won Park, chief executive of Kitebright Games. "But crafters put real time into their work, and they deserve to own it and to benefit when other players value it."

"We have spent a year modelling how tradeable items affect the in-game economy," said Hana Ostrowski, lead economy designer. "Crafting costs, durability and item caps are tuned so that the exchange rewards skill and effort rather than speculation."

A 5 per cent fee on each trade is split between the crafter of the item and a community fund used for seasonal tournaments.

## About Kitebright Games

Kitebright Games is an independent studio based in Seoul that develops online action games with player-driven economies. Its debut title, Emberfall Reach, is a fantasy action game focused on crafting, exploration and cooperative raids.

## Media contact

Minji Seo, Press Relations
press@kitebright.example.com`,
  },
  {
    slug: 'lumenfold-marketplace-adopts-creator-first-fee-policy',
    type: 'press_release',
    title: 'Lumenfold Marketplace Adopts Creator-First Fee Policy Across All Collections',
    description:
      'The NFT marketplace will honour creator royalties on every collection by default and cut its own platform fee for sales that pay creators in full.',
    category: 'NFTs',
    tags: ['nfts', 'royalties', 'marketplaces'],
    source: 'Lumenfold',
    hoursAgo: 188,
    views: 3740,
    body: `NEW YORK, (Blockcast Wire) - Lumenfold, a curated marketplace for digital art and collectibles, today announced a creator-first fee policy under which creator royalties will be honoured by default on every collection it lists, reversing the optional-royalty model that has become common across NFT trading venues.

Under the new policy, sellers on Lumenfold will pay the royalty rate set by each collection's creator, as published through the widely used on-chain royalty standard. To offset the cost for traders, Lumenfold will reduce its own platform fee on any sale that pays the creator in full. Collections without a declared royalty will see no change.

Lumenfold will also display a creator-support indicator on every listing, showing buyers how much of the sale price reaches the artist.

"Creators are the reason this market exists, and the race to zero royalties has pushed many of them out," said Daniela Whitcombe, co-founder and chief executive of Lumenfold. "We would rather earn a little less per trade and keep artists working than win volume at their expense."

"We have heard clearly from our collectors that they want to know their purchases support the people who made the work," said Marcus Oyelaran, head of creator relations. "This policy makes that visible on every single listing."

The policy takes effect for all new listings from next week. Creators with existing collections on Lumenfold can review and update their royalty settings through the creator dashboard.

## About Lumenfold

Lumenfold is a New York-based marketplace for digital art, generative work and collectibles. The platform combines curated drops with open listings and focuses on transparent fees, artist support and long-term preservation of the works traded on it.

## Media contact

Grace Lindholm, Communications Director
press@lumenfold.example.com`,
  },
  {
    slug: 'harrowgate-data-nft-volume-index-filters-wash-trades',
    type: 'press_release',
    title: 'Harrowgate Data Releases NFT Volume Index That Filters Out Suspected Wash Trades',
    description:
      "The analytics firm's new index screens out trades between related wallets and reward-farming activity to give a cleaner view of genuine NFT market demand.",
    category: 'NFTs',
    tags: ['nfts', 'trading-volume', 'analytics', 'wash-trading'],
    source: 'Harrowgate Data',
    hoursAgo: 410,
    views: 890,
    body: `DUBAI, (Blockcast Wire) - Harrowgate Data, a provider of blockchain market analytics, today released the Harrowgate Organic NFT Volume Index, a daily measure of NFT trading activity designed to exclude wash trades and other activity that does not reflect genuine demand.

Headline NFT volume figures can be heavily distorted by trades between wallets controlled by the same party, often carried out to farm marketplace incentives or to create the appearance of demand for a collection. The new index applies a set of published filters to remove such activity before calculating totals.

The filters flag and exclude trades that show:

- Tokens sold back and forth between a small cluster of linked wallets
- Purchases funded by the seller, directly or through intermediary addresses
- Sales priced far outside a collection's recent trading range with no follow-on activity
- Patterns consistent with farming marketplace reward programmes

The index covers major marketplaces on several networks and reports both total organic volume and the number of unique organic buyers, with breakdowns by network and collection category.

"Anyone trying to understand the NFT market has had to work with numbers they could not trust," said Yusuf Al-Mansoori, founder and chief executive of Harrowgate Data. "Our aim is to give researchers, marketplaces and collectors a figure that reflects real people buying real items."

"We are publishing our methodology in full," said Clara Weintraub, head of research. "If someone disagrees with a filter, they can see exactly how it works and challenge it."

The index and its methodology are available through the Harrowgate dashboard and API, with a free daily summary for non-commercial users.

## About Harrowgate Data

Harrowgate Data is a Dubai-based analytics company that provides market data and research on digital assets. Its products cover trading activity, wallet behaviour and market integrity across major blockchain networks.

## Media contact

Layla Haddad, Media Relations
press@harrowgate.example.com`,
  },
];
