// Mining seed content: 8 news articles and 6 press releases on hashrate, miner economics, energy, hardware, pools, heat reuse and hosting.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'mining-hashrate-climbs-ahead-of-difficulty-adjustment',
    type: 'news',
    title: 'Bitcoin Hashrate Keeps Climbing as the Next Difficulty Adjustment Approaches',
    description:
      'Network computing power has kept rising through the current epoch, and estimates point to another upward difficulty revision that will squeeze older fleets.',
    category: 'Mining',
    tags: ['mining', 'hashrate', 'difficulty', 'bitcoin'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 4,
    views: 24310,
    body: `The computing power securing Bitcoin has continued to climb over the past two weeks, with blocks arriving noticeably faster than the ten-minute target. Because the protocol recalibrates difficulty every 2,016 blocks, that faster pace points to another upward revision at the next adjustment, extending a run that has seen only brief and shallow pullbacks this year.

Hashrate itself cannot be measured directly. It is inferred from how quickly blocks are found relative to the current difficulty, which makes short-window estimates noisy. Seven-day and fourteen-day averages smooth out much of that luck, and both are trending higher, suggesting the growth is real rather than a statistical blip.

## Where the new machines are coming from

Much of the added capacity appears to come from large operators energizing the latest generation of ASICs at sites that were built out over the past year. Shipments ordered months ago are now being racked, and operators who upgraded early are replacing older units rather than simply adding to them.

"The hashrate chart is really a delivery schedule with a lag," said Marta Lindqvist, a mining analyst at Crowhurst Digital Research. "Purchase orders placed two or three quarters ago are showing up now. As long as newer rigs keep arriving, difficulty has a structural upward bias, and the people who feel it first are running machines that are two generations old."

## What a higher difficulty means for margins

A difficulty increase does not change the block subsidy or fees; it simply spreads the same rewards across more computing power. For each unit of hashrate, expected revenue falls roughly in proportion to the increase. Operators with low power costs and efficient fleets can absorb that, while those paying higher tariffs may find some machines crossing into unprofitability.

Lindqvist expects the familiar pattern to continue:

- Efficient fleets keep expanding, pushing difficulty higher.
- Older machines are switched off during price dips or periods of expensive power, then switched back on when conditions improve.
- Hosting providers re-price contracts to reflect tighter margins.

Readers tracking the revenue side can follow price data on the [markets page](/markets) and the [Bitcoin page](/coin/btc). A sharp drop in price, Lindqvist noted, tends to show up in hashrate within days as marginal miners power down, which can trigger a modest downward adjustment and give the remaining fleet some breathing room.`,
  },
  {
    slug: 'mining-hashprice-miner-economics-after-the-halving',
    type: 'news',
    title: 'After the Halving: How Hashprice Became the Number Every Miner Watches',
    description:
      'With the block subsidy cut in half, revenue per unit of hashrate has become the key metric for miners weighing upgrades, hedges and shutdowns.',
    category: 'Mining',
    tags: ['mining', 'halving', 'hashprice', 'miner-economics'],
    source: 'Blockcast Research',
    hoursAgo: 17,
    views: 9870,
    body: `Roughly every four years, Bitcoin's block subsidy is cut in half. The schedule is written into the protocol: every 210,000 blocks, the number of new coins paid to the miner who finds a block drops by 50 percent. For the network, the halving is a predictable step along a fixed supply curve. For miners, it is an overnight cut to the largest part of their revenue.

The metric the industry uses to track that squeeze is hashprice, the expected revenue earned per unit of hashrate per day, usually quoted per petahash. It combines four moving parts: the subsidy, transaction fees, the coin's price and network difficulty. A halving cuts the first of those instantly, and unless price or fees rise to compensate, hashprice falls by a similar proportion.

## Three ways miners respond

Operators have broadly followed the same playbook after each halving:

1. **Upgrade efficiency.** Newer machines use less energy per terahash, so replacing older units lowers the cost of producing each coin.
2. **Cut power costs.** Miners renegotiate supply contracts, move to cheaper regions or join demand-response programs that pay them to curtail.
3. **Diversify revenue.** Some lease capacity to hosting clients or repurpose their sites and grid connections for other computing workloads.

"The halving doesn't kill miners, it sorts them," said Elias Okonkwo, head of research at Tamsin Ridge Advisors. "Anyone whose all-in cost per coin was close to the old break-even has to change something within a few months. The ones with cheap, flexible power and recent-generation machines usually come out the other side with a larger share of the network."

## Fees as a wildcard

Transaction fees are the component miners cannot plan around. Periods of heavy on-chain demand can lift fees to a meaningful share of block rewards for days or weeks, temporarily cushioning the subsidy cut. But fee spikes have historically been episodic, and few operators build them into their base case.

Over the long term, whether fees can replace the shrinking subsidy is one of the most debated questions in Bitcoin's design, since the subsidy will keep halving until it effectively reaches zero. For now, Okonkwo argues, miners should treat fees as upside rather than as a plan. Readers can follow network and price trends in our [analysis section](/analysis) and on the [Bitcoin page](/coin/btc).`,
  },
  {
    slug: 'mining-flexible-load-grid-balancing-wind-solar',
    type: 'news',
    title: 'Miners Pitch Themselves as Flexible Load for Grids Heavy With Wind and Solar',
    description:
      'As renewable capacity grows, some grid planners see interruptible mining loads as a way to absorb surplus power and ease stress during demand peaks.',
    category: 'Mining',
    tags: ['mining', 'energy', 'renewables', 'grid'],
    source: 'Blockcast Newsroom',
    hoursAgo: 29,
    views: 5640,
    body: `Power grids with a growing share of wind and solar face a two-sided problem. On sunny, windy afternoons, generation can outstrip demand and wholesale prices can drop close to zero or even turn negative. On still winter evenings, the grid needs every megawatt it can find. Bitcoin miners increasingly argue that they can help with both sides of that imbalance.

The pitch rests on a feature that makes mining unusual among large industrial loads: it can be switched off within seconds and back on again without damaging anything. A steel mill or a data center serving live customers cannot stop on short notice. A mining site can, losing only the revenue it would have earned during the pause.

## How the arrangements work

Deals between miners and grid operators or generators tend to take a few forms:

- **Behind-the-meter co-location**, where a miner sits next to a wind or solar farm and buys power that would otherwise be curtailed because transmission lines are congested.
- **Demand response**, where the miner agrees to shut down when the grid is stressed, often in exchange for payments or lower tariffs.
- **Ancillary services**, where a site is qualified to cut load very quickly to help keep grid frequency stable.

"A mining load that can drop to zero in a minute is a different animal from a conventional factory," said Henrike Sauer, an energy systems consultant at Oakmere Grid Partners. "The value isn't that miners use renewable power. It's that they can stop using power exactly when the grid needs it back."

## The skeptics' view

Critics note that flexibility is only valuable if miners actually curtail when asked, and that the incentive to keep running grows when the coin's price is high. They also point out that new mining demand can lift overall consumption in regions where power is already scarce, and that any benefit depends heavily on local market design.

Sauer agrees that contracts matter more than marketing. Arrangements with clear curtailment obligations, transparent metering and penalties for non-compliance tend to deliver real benefits, she said, while loosely worded deals mostly shift risk back onto the grid. For background on why power costs dominate mining economics, see our [tutorials section](/tutorials).`,
  },
  {
    slug: 'mining-asic-generations-efficiency-race-explained',
    type: 'news',
    title: 'Inside the ASIC Efficiency Race, and Why Old Mining Machines Refuse to Retire',
    description:
      'Each new generation of mining chips squeezes more hashes from every joule, yet older rigs linger wherever power is cheap. We explain how the upgrade cycle works.',
    category: 'Mining',
    tags: ['mining', 'asic', 'hardware', 'efficiency'],
    source: 'Blockcast Research',
    hoursAgo: 41,
    views: 3120,
    body: `Bitcoin mining hardware is judged by one number above all others: efficiency, expressed in joules per terahash. It describes how much energy a machine consumes to perform a trillion hash computations. The lower the figure, the less electricity it takes to earn the same expected share of block rewards.

Over the past decade that figure has fallen dramatically. Early purpose-built machines consumed many times more energy per terahash than today's flagship models. Most of the improvement has come from smaller semiconductor process nodes and better chip design, helped by advances in cooling and power delivery at the system level.

## Why generations matter

New ASIC generations tend to arrive every year or two, and each one resets the competitive landscape. When a new model ships, the most efficient operators deploy it first, network hashrate rises, difficulty follows, and revenue per terahash falls for everyone. A machine that was comfortably profitable last year can slide toward break-even without anything changing at the site.

Yet older hardware rarely disappears overnight. What decides whether a machine keeps running is not its efficiency in isolation but its efficiency multiplied by the price of the power it consumes. A rig that is hopeless on a commercial tariff can still earn money on stranded gas or surplus hydro power that costs a fraction as much.

## The secondary market

That dynamic supports an active second-hand market. Machines retired by large operators in high-cost locations are often resold to smaller miners with access to cheaper energy, sometimes on the other side of the world. Prices for used units tend to move with hashprice, falling sharply after halvings and recovering when revenue improves.

Practical questions operators weigh before an upgrade include:

- How many months of mining at current hashprice will it take to recover the purchase cost?
- Can the site's cooling and electrical infrastructure handle the new machines' power density?
- Would immersion or hydro-cooled models extract more performance through overclocking?
- What resale value will the outgoing fleet fetch?

The physics of chipmaking suggests efficiency gains will slow as process nodes approach their practical limits. If they do, hardware cycles may lengthen, and the competitive advantage will shift further toward whoever controls the cheapest and most flexible power. Price trends that drive these decisions are tracked on our [markets page](/markets).`,
  },
  {
    slug: 'mining-pool-concentration-miner-built-block-templates',
    type: 'news',
    title: 'Pool Concentration Returns to the Spotlight as Miners Weigh Building Their Own Blocks',
    description:
      "A handful of large pools still coordinate most of Bitcoin's hashrate. Newer protocols that let individual miners choose transactions aim to spread that influence.",
    category: 'Mining',
    tags: ['mining', 'mining-pools', 'decentralization', 'stratum'],
    source: 'Blockcast Newsroom',
    hoursAgo: 66,
    views: 12750,
    body: `Individual miners almost never find a Bitcoin block on their own. The odds are simply too long for anyone but the very largest operators. Instead, most hashrate is pointed at mining pools, which combine the work of thousands of machines and pay participants a steady stream of rewards based on their contribution.

Pools solve the variance problem, but they introduce another. In the traditional setup, the pool operator decides which transactions go into each block, and miners simply hash the template they are given. When a few pools control a large share of total hashrate, those few operators hold significant influence over what gets confirmed and in what order.

## Giving template choice back to miners

Stratum V2, a successor to the long-standing protocol that connects mining hardware to pools, is designed to change that. Alongside improvements such as encrypted connections and more efficient data transfer, it includes an optional mode that lets miners construct their own block templates and use the pool only for payouts. Adoption has been gradual, because it requires updated firmware and pool software and, for template building, a miner running its own full node.

"The pool share chart looks worrying at first glance, but it measures who coordinates payouts, not necessarily who picks transactions," said Tobias Renwick, a protocol researcher at Saltmarsh Labs. "If template construction moves to the miners themselves, a big pool becomes more like a clearing house for rewards. That is a very different risk profile."

## Payout schemes and switching costs

Miners choose pools on several factors beyond ideology:

- **Payout method**: full-pay-per-share schemes pay a predictable amount that includes an estimate of fees, while pay-per-last-N-shares schemes pass on more of the pool's luck.
- **Fees**: pool fees typically range from zero to a few percent, depending on the scheme.
- **Reliability**: stale shares and server downtime translate directly into lost revenue.

Renwick argues that the cost of switching between pools is low, which in principle limits how far any single pool can abuse its position, and miners have moved hashrate away from pools quickly in the past when concerns arose. The harder question is whether enough operators will take on the extra work of building their own templates. Network developments can be followed on our [Bitcoin page](/coin/btc).`,
  },
  {
    slug: 'mining-heat-reuse-greenhouses-homes-district-heating',
    type: 'news',
    title: 'Waste Not: Miners Turn Excess Heat Into a Second Revenue Line',
    description:
      'From greenhouses to home heaters and district heating networks, heat reuse projects aim to make every kilowatt-hour of mining power do double duty.',
    category: 'Mining',
    tags: ['mining', 'heat-reuse', 'energy', 'sustainability'],
    source: 'Blockcast Newsroom',
    hoursAgo: 130,
    views: 1480,
    body: `Almost every joule of electricity a mining machine consumes ends up as heat. For most operators that heat is a cost: it has to be blown out of a building or carried away by cooling systems. A growing group of projects is trying to turn it into something people will pay for.

The idea is simple in principle. A mining rig is, in effect, an electric heater that also produces hashes. If the heat would otherwise have been generated by a boiler or a resistance heater, capturing it from mining machines lets the same energy do two jobs. The economics improve further when the heat has a paying customer nearby.

## Where the heat goes

Projects fall into a few broad categories:

- **Agriculture**: greenhouses and fish farms need steady warmth, often in cold climates where heating is a large share of operating costs.
- **District heating**: some networks can accept low-grade heat to pre-warm water before it is brought up to distribution temperature.
- **Buildings and homes**: small units designed to sit in a living room or basement pay their owners in bitcoin while warming the space.
- **Industrial drying**: timber, grain and other products that need gentle, continuous heat.

Immersion cooling has made many of these projects more practical. When machines are submerged in dielectric fluid, heat can be captured at higher and more consistent temperatures than with air cooling, then passed through heat exchangers into water loops.

## The catch

"The hardest part of heat reuse is not the engineering, it's the calendar," said Ingrid Solheim, a building-energy specialist at Vesterfjord Consulting. "Mining runs all year; heat demand doesn't. A greenhouse that wants everything you can give it in January might not want any of it in July. The projects that work usually have a summer plan."

Temperature is the other constraint. Mining heat typically comes out well below the temperatures conventional district heating systems run at, so it often needs a heat pump to boost it, adding cost and complexity. Even so, Solheim expects more pilots, particularly in places where heat is expensive and power is cheap. More industry features are available in our [news section](/news).`,
  },
  {
    slug: 'mining-hosting-providers-rework-fixed-rate-contracts',
    type: 'news',
    title: 'Hosting Providers Rework Contracts as Mining Clients Push Back on Fixed Power Rates',
    description:
      'Mining hosts are experimenting with profit-sharing, curtailment clauses and shorter terms as thinner margins strain the traditional fixed-rate hosting model.',
    category: 'Mining',
    tags: ['mining', 'hosting', 'miner-economics'],
    source: 'Blockcast Markets Desk',
    hoursAgo: 260,
    views: 880,
    body: `For miners without their own facilities, hosting has long been the default route into the industry. A client buys machines, ships them to a provider's site and pays an all-in rate per kilowatt-hour that covers power, space, cooling and maintenance. The model is straightforward when margins are wide. When they narrow, its weaknesses show.

With hashprice well below its pre-halving levels, many hosting clients are finding that a fixed rate leaves little or nothing after costs. Providers, meanwhile, face pressures of their own: power contracts that may be indexed to wholesale prices, rising insurance and staffing costs, and the risk that struggling clients simply stop paying and abandon their machines.

## New contract structures

Operators and brokers describe a shift toward a wider menu of arrangements:

1. **Profit-sharing**, where the host takes a percentage of mining revenue rather than a fixed rate, sharing both upside and downside with the client.
2. **Curtailment-linked pricing**, where clients accept being switched off during power price spikes in exchange for a lower base rate.
3. **Shorter terms** with more frequent re-pricing, reducing the risk of being locked into an uneconomic rate for years.
4. **Stricter deposits and uptime guarantees**, protecting both sides if conditions change quickly.

"Fixed rates made sense when everyone was making money," said Rafael Quintero, a partner at Ashgrove Mining Advisory. "Now hosts and clients both want protection against the other side's problems. Profit-sharing aligns incentives, but it also means clients have to trust the host's uptime and reporting, so transparency tools are becoming a real selling point."

## What clients should check

Quintero advises clients to look beyond the headline rate. Uptime history, the process for repairs and replacements, who bears the cost when a site is curtailed, and how quickly machines can be retrieved if the relationship ends all matter as much as the price per kilowatt-hour. Disputes over unpaid bills and retained machines tend to multiply during downturns, and clear contract terms are the best protection for both parties.

Readers new to mining economics can start with our [tutorials section](/tutorials), and current prices are on the [markets page](/markets).`,
  },
  {
    slug: 'mining-grid-planners-draft-flexible-large-load-rules',
    type: 'news',
    title: 'Grid Planners Draft Rules for Large Flexible Loads as Mining Demand Grows',
    description:
      'Interconnection queues are filling with data centers and mining sites. Planners are debating how to reward loads that can switch off and how to treat those that cannot.',
    category: 'Mining',
    tags: ['mining', 'energy', 'policy', 'grid'],
    source: 'Blockcast Policy Desk',
    hoursAgo: 512,
    views: 41200,
    body: `Across several power markets, requests to connect large new loads to the grid have surged. Bitcoin mining sites make up part of that queue, alongside data centers, electrified industry and hydrogen projects. Grid planners, who must ensure there is enough generation and transmission to serve every connected customer, are responding with new approaches to how such loads are studied, priced and operated.

The central policy question is whether a load that promises to be flexible should be treated differently from one that runs around the clock. If a mining site credibly commits to shutting down during peak demand, it places less strain on the system, and in principle it could be connected sooner or with less new infrastructure.

## The proposals on the table

Frameworks under discussion among planners and industry groups tend to include some combination of:

- **Registration thresholds** requiring loads above a certain size to disclose their operating profile and ability to curtail.
- **Verified flexibility**, where sites must demonstrate in tests that they can reduce consumption within a set time.
- **Ride-through requirements**, ensuring loads do not disconnect abruptly during grid disturbances in ways that destabilize the system.
- **Cost allocation rules** that decide who pays for new transmission built to serve a specific site.

"Planners have learned that a megawatt of flexible load and a megawatt of inflexible load are not the same thing," said Amara Whitfield, a senior fellow at the Halberd Institute for Energy Policy. "The challenge is writing rules that reward real flexibility without creating a loophole where a site claims to be interruptible and then never actually interrupts."

## What it means for miners

For mining companies, clearer rules cut both ways. Operators with genuinely flexible operations may gain faster connections and new revenue from grid services. Those relying on uninterrupted uptime could face higher costs or longer waits, and ride-through requirements in particular may force upgrades to electrical equipment at existing sites.

Whitfield expects the debate to intensify as demand from artificial intelligence data centers competes with miners for the same grid capacity. Unlike mining, many of those workloads cannot easily pause, which could turn mining's flexibility into a valuable bargaining chip in connection negotiations. Further policy coverage is available in our [news section](/news).`,
  },
  {
    slug: 'kestrelforge-unveils-hydro-cooled-asic-miner-series',
    type: 'press_release',
    title: 'Kestrelforge Systems Unveils Hydro-Cooled ASIC Series Aimed at High-Density Sites',
    description:
      "The hardware maker's new Talon H-series targets large mining farms with liquid-cooled units designed for higher power density and easier heat capture.",
    category: 'Mining',
    tags: ['mining', 'asic', 'hardware', 'press-release'],
    source: 'Kestrelforge Systems',
    hoursAgo: 9,
    views: 2140,
    body: `SINGAPORE, (Blockcast Wire) - Kestrelforge Systems, a designer of application-specific mining hardware, today announced the Talon H-series, a family of hydro-cooled Bitcoin mining machines built for large-scale operators running high-density facilities.

The Talon H-series uses a closed-loop water-cooling design in which coolant passes directly over the hashing boards, allowing units to be packed more tightly than air-cooled equivalents and to run quietly inside enclosed containers. The company said the new series improves energy efficiency by roughly 15 percent compared with its previous flagship under the same operating conditions, and supports firmware-controlled power modes so operators can trade hashrate for efficiency when electricity prices rise.

Key features include:

- Rack-mounted form factor compatible with standard hydro-cooling containers
- Adjustable power modes, from an eco setting to a high-performance profile
- Outlet coolant temperatures suitable for heat-reuse applications
- Remote monitoring and fleet management through the Kestrelforge Console

"Operators told us their biggest constraint is no longer the price of a machine but the power and space it occupies," said Wen-Li Harcourt, chief executive officer of Kestrelforge Systems. "The Talon H-series is designed to extract more hashrate from every square meter and every megawatt, and to make the heat it produces something an operator can sell rather than dump."

"Heat capture used to be an afterthought in mining hardware," added Dmitri Valcourt, head of product engineering. "With outlet temperatures in the range many greenhouse and water pre-heating systems can use, we see reuse becoming part of the business case from day one."

The Talon H-series will ship to institutional customers in batches beginning next quarter, with pre-orders opening immediately. The company did not disclose pricing.

## About Kestrelforge Systems

Kestrelforge Systems designs and manufactures ASIC hardware for Bitcoin mining, with a focus on liquid-cooled and high-density deployments. The company works with mining operators, hosting providers and energy partners across Asia, Europe and the Americas.

## Media contact

Lena Matsuda, Communications Manager

press@kestrelforge.example.com`,
  },
  {
    slug: 'halvard-pool-opens-miner-built-block-templates',
    type: 'press_release',
    title: 'Halvard Pool Opens Miner-Built Block Templates to All Participants',
    description:
      'The mining pool now lets any participant construct their own block templates through Stratum V2 while keeping pooled payouts, and adds a public share-audit dashboard.',
    category: 'Mining',
    tags: ['mining', 'mining-pools', 'stratum', 'press-release'],
    source: 'Halvard Pool',
    hoursAgo: 35,
    views: 1320,
    body: `OSLO, (Blockcast Wire) - Halvard Pool, a Bitcoin mining pool serving industrial and independent miners, today announced general availability of miner-built block templates for all participants, using the job declaration features of the Stratum V2 protocol.

Until now, Halvard participants have worked on block templates constructed by the pool. Under the new option, miners running their own Bitcoin full node can select the transactions in the blocks they work on, while continuing to receive pooled payouts under Halvard's existing full-pay-per-share scheme. Miners who prefer not to run a node can keep using pool-built templates with no change to their setup.

Alongside the launch, Halvard is introducing a public share-audit dashboard that lets any participant verify the shares credited to their account against the blocks found by the pool, and review the fee estimates used in payout calculations.

"Pools were invented to smooth out luck, not to decide what goes into blocks," said Sigrid Aalberg, co-founder and chief executive of Halvard Pool. "Giving miners the choice to build their own templates is the most practical step we can take toward a more decentralized network, and we want that choice to be as easy as changing a setting."

"We have run miner-built templates with a group of pilot participants for several months," said Joaquin Estrada, chief technology officer. "We saw no measurable increase in stale shares, and the miners involved were able to apply their own transaction policies without giving up steady payouts."

Halvard said its pool fee will remain unchanged for participants using either template option. Setup guides covering firmware and node configuration are available to registered participants.

## About Halvard Pool

Halvard Pool is a Bitcoin mining pool founded by a team of miners and protocol engineers. It supports Stratum V2 connections, publishes block and payout data for independent verification, and serves participants ranging from home miners to industrial operators.

## Media contact

Anders Holm, Head of Communications

press@halvardpool.example.com`,
  },
  {
    slug: 'northgrove-heatworks-greenhouse-heat-reuse-agreement',
    type: 'press_release',
    title: 'Northgrove Heatworks Signs Deal to Heat Commercial Greenhouses With Mining Rigs',
    description:
      "The heat-reuse specialist will install immersion-cooled mining units at a growers' cooperative, supplying year-round warmth and sharing part of the mining revenue.",
    category: 'Mining',
    tags: ['mining', 'heat-reuse', 'sustainability', 'press-release'],
    source: 'Northgrove Heatworks',
    hoursAgo: 77,
    views: 640,
    body: `ROTTERDAM, (Blockcast Wire) - Northgrove Heatworks, a company that builds heat-recovery systems around Bitcoin mining hardware, today announced an agreement with Veldhaven Growers, a cooperative of vegetable producers, to supply heat to its greenhouse complex using immersion-cooled mining units.

Under the agreement, Northgrove will install and operate modular mining containers on the cooperative's site. Heat from the machines will be transferred from the immersion fluid into the greenhouses' existing hot-water system through heat exchangers, with a heat pump raising the temperature when demand requires it. Northgrove retains ownership of the mining equipment and shares a portion of mining revenue with the cooperative, while Veldhaven pays a fixed price for the heat it uses.

The first phase covers several megawatts of mining capacity, with an option to expand once the companies have completed a full heating season together. During warmer months, when greenhouse heat demand falls, Northgrove will route surplus heat to dry coolers or reduce mining output.

"Greenhouse growers have one of the most reliable heat demands there is, and mining produces one of the most reliable heat supplies," said Pieter van Esch, chief executive of Northgrove Heatworks. "Putting them on the same site means the electricity pays off twice: once in the blocks it helps secure, and once in the vegetables it helps grow."

"Energy is our largest cost after labor," said Marieke Dorrestein, chair of Veldhaven Growers. "This agreement gives our members a predictable heating price for years ahead and reduces how much gas we need to burn."

Installation is scheduled to begin ahead of the next heating season, and the companies plan to publish data on heat delivered and energy savings after the first full year of operation.

## About Northgrove Heatworks

Northgrove Heatworks designs, installs and operates heat-recovery systems built around immersion-cooled Bitcoin mining equipment. The company partners with agricultural, industrial and municipal heat users to turn mining output into usable thermal energy.

## Media contact

Femke Aarts, Communications Lead

press@northgroveheat.example.com`,
  },
  {
    slug: 'tarnwell-hosting-opens-hydro-powered-mining-facility',
    type: 'press_release',
    title: 'Tarnwell Hosting Opens Hydro-Powered Mining Facility With Profit-Sharing Terms',
    description:
      'The new 60-megawatt Nordic site offers hosting clients a choice of fixed-rate or profit-sharing contracts, backed by a long-term hydroelectric power supply.',
    category: 'Mining',
    tags: ['mining', 'hosting', 'renewables', 'press-release'],
    source: 'Tarnwell Hosting',
    hoursAgo: 150,
    views: 3890,
    body: `STOCKHOLM, (Blockcast Wire) - Tarnwell Hosting, a provider of colocation services for Bitcoin mining equipment, today announced the opening of its third facility, a 60-megawatt site in northern Scandinavia supplied with hydroelectric power under a long-term agreement.

The facility combines air-cooled halls for standard machines with a dedicated hydro-cooling section for the latest high-density models. Tarnwell said the cold climate allows free-air cooling for most of the year, reducing the energy spent on cooling and improving uptime during the summer months.

Clients at the new site can choose between two commercial models:

1. **Fixed-rate hosting**, with an all-in price per kilowatt-hour covering power, space, cooling and on-site maintenance.
2. **Profit-share hosting**, in which Tarnwell takes an agreed percentage of each client's mining revenue instead of a fixed fee, with no minimum charge when hashprice is low.

All clients will have access to a live dashboard showing per-machine hashrate, uptime, temperature and repair status, along with monthly third-party audits of metered power use.

"Clients have told us loud and clear that they want hosts to share the risk," said Karin Ekdahl, chief executive of Tarnwell Hosting. "With a cost base anchored by long-term renewable power, we can offer profit-sharing terms that keep machines running through lean periods rather than forcing clients to switch off."

"We designed the site around repairability," said Oskar Lindfors, director of operations. "An on-site repair center means a failed hashboard is back in service within days instead of weeks, which matters a great deal when every hour of downtime is lost revenue."

Capacity at the new site is being allocated now, with the first client machines scheduled to be energized this quarter.

## About Tarnwell Hosting

Tarnwell Hosting operates mining colocation facilities powered by renewable energy in the Nordic region. The company serves institutional miners, funds and individual clients, with a focus on transparent reporting and flexible commercial terms.

## Media contact

Johanna Berg, Press Officer

press@tarnwell.example.com`,
  },
  {
    slug: 'greyfell-energy-wind-farm-flexible-mining-load',
    type: 'press_release',
    title: 'Greyfell Energy Partners Pairs Wind Farm With Mining Load to Absorb Curtailed Power',
    description:
      'The renewable developer will co-locate 40 megawatts of flexible mining capacity at a wind project, running when transmission is congested and pausing at grid peaks.',
    category: 'Mining',
    tags: ['mining', 'renewables', 'grid', 'press-release'],
    source: 'Greyfell Energy Partners',
    hoursAgo: 300,
    views: 470,
    body: `DENVER, (Blockcast Wire) - Greyfell Energy Partners, an independent developer and operator of wind and solar projects, today announced that it will co-locate 40 megawatts of Bitcoin mining capacity at its Ridgeback Wind project, using the load to absorb electricity that would otherwise be curtailed when regional transmission lines are congested.

The mining installation will be operated by a new subsidiary, Greyfell Compute, and connected behind the project's meter. Control software will ramp the mining load up when the wind farm's output exceeds what the grid can accept, and shut it down within seconds when grid prices rise or the system operator signals a need for additional supply.

Greyfell said the arrangement is expected to increase the share of Ridgeback's potential output that is put to productive use, improving project returns and strengthening the economic case for future renewable development in transmission-constrained areas.

"Curtailment is one of the quiet drags on renewable economics," said Nathaniel Brookes, chief executive of Greyfell Energy Partners. "Every megawatt-hour we throw away because the wires are full is revenue lost. A flexible mining load turns that stranded energy into income without asking the grid for anything it cannot give."

"The key is that the mining load always comes second," said Priya Raman, vice president of grid integration. "Our control system is designed so the grid gets priority in every interval. The miners run on what is left over, and they step aside the moment the system needs the power."

Construction is scheduled to begin next month, with the mining installation expected to be operational within two quarters. Greyfell said it is evaluating similar arrangements at two solar projects in its development pipeline.

## About Greyfell Energy Partners

Greyfell Energy Partners develops, owns and operates utility-scale wind and solar projects. The company focuses on combining renewable generation with flexible loads and storage to improve project economics and grid reliability.

## Media contact

Claire Donnelly, Director of Communications

media@greyfell.example.com`,
  },
  {
    slug: 'quillmark-mining-secures-financing-for-fleet-upgrade',
    type: 'press_release',
    title: 'Quillmark Mining Secures Equipment Financing to Replace Its Older ASIC Fleet',
    description:
      'The mid-sized miner will retire its oldest machines and deploy a new generation of efficient units, aiming to cut energy use per terahash across its sites.',
    category: 'Mining',
    tags: ['mining', 'asic', 'financing', 'press-release'],
    source: 'Quillmark Mining',
    hoursAgo: 610,
    views: 1780,
    body: `TORONTO, (Blockcast Wire) - Quillmark Mining, an operator of Bitcoin mining facilities, today announced that it has closed an equipment financing facility with Aldermoor Capital to fund a fleet upgrade across its two operating sites.

The proceeds will be used to purchase latest-generation ASIC machines to replace the company's oldest units, which will be retired or sold on the secondary market. Once the upgrade is complete, Quillmark expects its average fleet efficiency to improve by more than a third, while its total power draw stays within its existing grid connections.

The facility is secured by the new equipment and structured with repayments that adjust to the company's realized mining revenue, reducing pressure on cash flow during periods of low hashprice.

"After the halving, the question for every miner is how much it costs to produce a coin," said Adaeze Morrison, chief executive of Quillmark Mining. "Upgrading our fleet is the single biggest lever we have. This financing lets us make that move now, within our existing power footprint, rather than waiting for conditions to improve."

"We have structured the facility around the realities of mining revenue," said Callum Fenwick, managing director at Aldermoor Capital. "Repayments that flex with hashprice give Quillmark room to operate through the cycle, and the collateral is hardware with a liquid resale market."

Quillmark said deliveries of the new machines are expected over the next two quarters, and that it will publish monthly production and efficiency updates throughout the transition. Retired machines will be offered first to existing hosting partners with access to lower-cost power.

## About Quillmark Mining

Quillmark Mining owns and operates Bitcoin mining facilities in North America, with a focus on low-cost power, efficient hardware and disciplined capital management.

## Media contact

Hannah Osei, Investor and Media Relations

media@quillmark.example.com`,
  },
];
