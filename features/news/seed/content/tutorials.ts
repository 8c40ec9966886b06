// Seed tutorials: six practical how-to guides from Blockcast Academy for beginner and intermediate readers.
import type { SeedArticle } from '../types';

export const articles: SeedArticle[] = [
  {
    slug: 'web3-how-to-set-up-and-secure-hardware-wallet',
    type: 'tutorial',
    title: 'How to Set Up and Secure a Hardware Wallet, Step by Step',
    description:
      'A beginner-friendly walkthrough of buying, initialising and protecting a hardware wallet, from writing down the recovery phrase to verifying addresses and testing a restore.',
    category: 'Web3',
    tags: ['wallets', 'security', 'self-custody', 'beginners'],
    source: 'Blockcast Academy',
    hoursAgo: 340,
    views: 41250,
    body: `A hardware wallet is a small device that keeps your private keys offline. Your computer or phone prepares a transaction, but only the device can sign it, and it asks you to confirm the details on its own screen. That separation is what protects you if your computer is ever infected with malware. This guide walks you through setting one up properly, because a hardware wallet is only as secure as the habits around it.

## Before you start

Set aside an hour somewhere quiet and private. You will need the device, the recovery cards that come with it (or a metal backup plate), a pen, and a computer or phone with the manufacturer's official companion app. Do not set it up in a café, on a video call or anywhere a camera could see what you write.

## Step 1: Buy from a trustworthy source

1. Order directly from the manufacturer's official shop or an authorised reseller. Avoid marketplaces and second-hand listings, where devices can be tampered with.
2. When it arrives, check that the packaging is intact and matches what the manufacturer describes.
3. Be suspicious of any device that arrives with a recovery phrase already printed or filled in. A genuine device always generates a new phrase for you. If one is included, the device is compromised: do not use it.

## Step 2: Initialise the device and set a PIN

1. Install the companion app only from the manufacturer's official website or your phone's official app store.
2. Connect the device and choose to set it up as a new wallet.
3. Pick a PIN of at least six digits, and never your birthday or a number you use elsewhere. After several wrong attempts, most devices wipe themselves, which protects you if the device is stolen.

## Step 3: Write down the recovery phrase

The device will show you a list of 12 or 24 words. This recovery phrase is the master key to your funds. Anyone who has it can take everything, with or without the device.

1. Write each word clearly and in order on the recovery card. Double-check the spelling against the screen.
2. Never photograph it, type it into a computer or phone, store it in a password manager or cloud folder, or send it to anyone.
3. Confirm the words when the device asks you to.
4. For larger amounts, consider copying the words onto a metal backup, which survives fire and water far better than paper.

## Step 4: Store the backup safely

Keep the recovery phrase somewhere private, dry and secure, such as a home safe, and away from the device itself. Some people keep a second copy in a separate trusted location so that a single fire or burglary cannot destroy both. Think about what your family would need to know if something happened to you, without telling anyone the words today.

## Step 5: Test the recovery before funding the wallet

This is the step most people skip, and the one that saves them. Before sending significant funds:

1. Note the first receiving address the wallet shows.
2. Reset the device to factory settings.
3. Restore it using your written recovery phrase.
4. Check that it shows exactly the same first address.

If it does, your backup works. If it does not, you have lost nothing yet, and you can start again.

## Step 6: Receive funds and verify every address

1. Send a small test amount first.
2. Each time you receive, compare the address in the app with the address on the device's own screen. Malware can swap addresses on your computer, but it cannot change what the device displays.
3. When sending, read the recipient address and amount on the device before you press confirm.

## Step 7: Keep good habits

- Update the firmware only through the official app, and only when the device itself prompts you to confirm.
- Consider an optional passphrase, sometimes called a 25th word, for extra protection, but only once you fully understand that forgetting it means losing access.
- Treat any message asking for your recovery phrase as a scam. No manufacturer, exchange or support agent will ever need it.
- Revisit your setup once a year: check the backup is still readable and your family plan still makes sense.

## Common mistakes to avoid

- Entering your recovery phrase into a website that claims to "sync" or "validate" your wallet.
- Keeping the only backup in the same drawer as the device.
- Buying a "pre-configured" device from a stranger.
- Leaving most of your holdings on an exchange because setting up self-custody felt like too much effort.

Once your wallet is secure, you can follow your holdings' prices on [Markets](/markets) or read more guides in [Tutorials](/tutorials). Hardware wallets work with Bitcoin, Ethereum and many other networks, so the same habits protect coins such as those on the [Bitcoin page](/coin/btc) and the [Ethereum page](/coin/eth).`,
  },
  {
    slug: 'bitcoin-how-to-read-candlestick-chart',
    type: 'tutorial',
    title: 'How to Read a Candlestick Chart: A Practical Guide for Crypto Beginners',
    description:
      'Learn what each part of a candle shows, how to choose a timeframe, how to read wicks and volume, and why single patterns are hints rather than signals, using the Bitcoin chart as an example.',
    category: 'Bitcoin',
    tags: ['charts', 'technical-analysis', 'trading', 'beginners'],
    source: 'Blockcast Academy',
    hoursAgo: 125,
    views: 28900,
    body: `Open almost any price chart, including the one on our [Bitcoin page](/coin/btc), and you will see rows of small coloured bars with thin lines above and below them. These are candlesticks. Each one summarises everything that happened to the price during a fixed period of time. Once you can read them, a chart stops being a squiggle and starts telling you a story about buyers and sellers.

## The four prices in every candle

Each candle records four prices for its period, often abbreviated as OHLC:

- **Open:** the price at the start of the period.
- **High:** the highest price reached.
- **Low:** the lowest price reached.
- **Close:** the price at the end of the period.

The thick part of the candle, called the **body**, spans the open and the close. The thin lines, called **wicks** or shadows, stretch to the high and the low.

## Step 1: Identify the colour convention

1. On most charts, a green (or hollow) candle means the close was higher than the open: the price rose during that period.
2. A red (or filled) candle means the close was lower than the open: the price fell.
3. Check your chart's settings, because some platforms let you change the colours. The logic stays the same.

## Step 2: Choose a timeframe

Every candle covers the same length of time, which you choose. On a one-hour chart each candle is one hour; on a daily chart each candle is one day.

1. Start with the daily chart to see the broad trend over weeks and months.
2. Zoom in to four-hour or one-hour candles only when you want detail on recent moves.
3. Remember that crypto trades around the clock, so a daily candle's open and close depend on the time zone the platform uses, usually UTC.

Short timeframes are noisy. Beginners learn faster by studying daily and weekly candles first.

## Step 3: Read the body

The size of the body tells you how decisive the period was.

- A **long body** means price travelled a long way between open and close, suggesting one side, buyers or sellers, was clearly in control.
- A **short body** means open and close were close together, suggesting balance or indecision.
- A candle with almost no body at all is called a **doji**. It shows that, despite movement during the period, price ended roughly where it started.

## Step 4: Read the wicks

Wicks show where price went but could not stay.

1. A **long upper wick** means buyers pushed the price up, but sellers pushed it back down before the close.
2. A **long lower wick** means sellers drove the price down, but buyers stepped in and lifted it.
3. A candle with a small body near the top and a long lower wick is often called a **hammer**. After a decline, some traders read it as a sign that selling pressure is fading.

## Step 5: Look at candles in groups

One candle rarely tells you much. Look at sequences:

1. A series of higher highs and higher lows suggests an uptrend; lower highs and lower lows suggest a downtrend.
2. An **engulfing** pattern happens when a candle's body completely covers the previous candle's body in the opposite direction. Traders watch for it as a possible turning point.
3. Several small, overlapping candles suggest the market is consolidating, often before a larger move in either direction.

## Step 6: Check the volume

Most charts show volume as bars along the bottom. Volume tells you how much was traded during each candle.

- A big move on high volume carries more conviction than the same move on thin volume.
- A breakout through a recent high on low volume is more likely to fail.

## Step 7: Add context before drawing conclusions

1. Mark obvious levels where price has reversed several times before. These areas of support and resistance give candle patterns meaning.
2. Compare with the wider market on [Markets](/markets). A bullish-looking candle on a day when the whole market is falling deserves caution.
3. Check the news. A sudden long candle may simply reflect an announcement or a large liquidation.

## A worked example

Imagine the daily chart shows several red candles in a row, each closing lower. Then a candle appears with a small body near its high and a long lower wick, on noticeably higher volume. The next day's green candle closes above that candle's high. Read together, this suggests sellers tried to push lower, failed, and buyers took control for at least the moment. It is a reason to watch more closely, not a guarantee.

## Common mistakes to avoid

- Treating any single pattern as a buy or sell signal. Patterns describe what happened; they do not predict what will happen.
- Switching between timeframes until you find one that agrees with what you hoped to see.
- Ignoring volume and wider market conditions.
- Trading on very short timeframes before you understand daily candles.

Candlesticks are a language, not a crystal ball. Practise by reading the charts on [Markets](/markets), then test your reading against what happened next. For deeper market commentary, see [Analysis](/analysis). Nothing in this guide is investment advice.`,
  },
  {
    slug: 'altcoins-market-cap-vs-fully-diluted-value-explained',
    type: 'tutorial',
    title: 'Market Cap vs Fully Diluted Value: How to Judge a Token Fairly',
    description:
      'A step-by-step guide to calculating market capitalisation and fully diluted value, reading token unlock schedules and spotting when a low price hides a very large valuation.',
    category: 'Altcoins',
    tags: ['altcoins', 'tokenomics', 'market-cap', 'valuation'],
    source: 'Blockcast Academy',
    hoursAgo: 18,
    views: 9730,
    body: `"This coin only costs a few cents, so it has room to grow" is one of the most common and costly misunderstandings in crypto. A token's price on its own tells you almost nothing about its value. To compare tokens fairly, you need two figures: market capitalisation and fully diluted value. This guide shows you how to find and interpret both.

## The key definitions

- **Circulating supply:** the number of tokens that exist and can currently be traded.
- **Total supply:** all tokens created so far, including those locked or held by the project.
- **Maximum supply:** the most tokens that will ever exist, if the project has a cap. Bitcoin's is 21 million; some tokens have no cap at all.
- **Market capitalisation:** price multiplied by circulating supply.
- **Fully diluted value (FDV):** price multiplied by maximum supply (or total supply where there is no maximum).

## Step 1: Find the market cap

1. Open the coin's page from [Markets](/markets). Our rankings order coins by market capitalisation.
2. Note the circulating supply and the current price.
3. Multiply them. That is what the market is currently paying for the tokens that can actually trade.

Market cap is the best single figure for comparing the size of two projects. A token priced at a fraction of a cent can easily be worth more in total than one priced in the hundreds, simply because far more units exist.

## Step 2: Calculate the fully diluted value

1. Find the maximum supply, or the total supply if no maximum exists.
2. Multiply it by the current price.

Here is an illustrative example using an imaginary token. Suppose it trades at 1 dollar, with 200 million tokens circulating and a maximum supply of 1 billion.

- Market cap: 1 dollar times 200 million, or 200 million dollars.
- FDV: 1 dollar times 1 billion, or 1 billion dollars.

Only a fifth of the eventual supply is trading. If the remaining 800 million tokens enter circulation and demand does not grow to absorb them, the price must fall for the valuation to stay the same.

## Step 3: Compare the two figures

Divide market cap by FDV to see what share of the supply is already circulating.

- **Close to 100 percent:** most tokens are already trading, so there is little future dilution. Bitcoin, for example, has most of its eventual supply in circulation.
- **Below about 50 percent:** a large share of tokens is still to come. Future releases could weigh on the price.
- **Very low, say under 20 percent:** treat the market cap as flattering. The FDV may be the more honest measure of what the market is implying.

## Step 4: Read the unlock schedule

Low circulating supply matters most when you know when the rest arrives.

1. Look in the project's official documentation for its token distribution: how much goes to the team, early investors, the treasury and the community.
2. Find the vesting schedule. Many allocations unlock gradually after an initial waiting period, often called a cliff.
3. Mark large unlock dates in your calendar. Prices often come under pressure around big unlocks, as early holders gain the ability to sell.
4. Check whether new tokens are also issued continuously, for example as staking or mining rewards.

## Step 5: Check where the value comes from

Numbers only matter alongside substance. Ask:

1. Does the token have a clear use, such as paying fees, securing the network or governing a protocol?
2. Does the project generate real activity or revenue, or is demand driven mainly by speculation?
3. Is the valuation reasonable compared with similar projects at a similar stage?

## Step 6: Watch liquidity

A token with a large market cap but thin trading volume can be hard to sell without moving the price. Compare daily volume with market cap. If only a tiny fraction trades each day, the headline valuation may not be achievable in practice.

## Common mistakes to avoid

- Judging a token by its unit price rather than its valuation.
- Looking only at market cap for tokens with a small circulating share.
- Ignoring unlock schedules and continuous issuance.
- Comparing a new token's FDV with an established coin's market cap, which is not like for like.
- Trusting supply figures from unofficial sources without checking the project's own documentation.

## Putting it together

Before buying any altcoin, write down its market cap, its FDV, the share in circulation and its next major unlock. Those four facts take a few minutes to gather and will stop you from mistaking a cheap price for a cheap valuation. Explore rankings on [Markets](/markets), see what is moving on [Top Movers](/top-movers), and compare with an established asset such as the [Ethereum page](/coin/eth). Nothing in this guide is investment advice.`,
  },
  {
    slug: 'defi-how-to-use-decentralised-exchange-safely',
    type: 'tutorial',
    title: 'How to Use a Decentralised Exchange Safely: A Step-by-Step Guide',
    description:
      'From checking the website address to setting slippage, reading price impact and revoking approvals, this guide covers the habits that keep your first DEX trades safe.',
    category: 'DeFi',
    tags: ['defi', 'dex', 'security', 'wallets'],
    source: 'Blockcast Academy',
    hoursAgo: 41,
    views: 15480,
    body: `A decentralised exchange, or DEX, lets you swap tokens directly from your own wallet, without handing your funds to a company. Trades are executed by smart contracts, usually against pools of tokens supplied by other users. That independence is powerful, but it also means there is no support desk to reverse a mistake. This guide covers the steps and checks that make your trades safer.

## What you need

- A self-custody wallet that supports the network you want to use, ideally connected to a hardware wallet for larger amounts.
- A small amount of the network's native token to pay transaction fees, for example ETH on Ethereum.
- The tokens you want to swap.

## Step 1: Reach the real website

Phishing sites that copy popular exchanges are the most common way people lose funds.

1. Type the address yourself, or use a bookmark you created earlier.
2. Do not click links from search adverts, social media replies or direct messages.
3. Check the spelling of the domain carefully. Fake sites often differ by a single character.

## Step 2: Connect your wallet carefully

1. Click "Connect" and choose your wallet.
2. Check that your wallet is on the network you intend to use. Many DEXs run on several networks, and the same token name can mean different tokens on each.
3. Connecting only shares your public address. It should never ask for your recovery phrase. If any site does, close it immediately.

## Step 3: Verify the token you are buying

Anyone can create a token with any name and symbol, including copies of well-known ones.

1. Find the token's official contract address from the project's own documentation or a trusted data site.
2. Paste that address into the DEX instead of searching by name.
3. Treat warnings about unverified or unknown tokens seriously.

## Step 4: Understand the quote

Before you confirm, read the quote in full.

- **Price impact** shows how much your trade moves the pool's price. Large trades in small pools can have a high impact, meaning you get noticeably less than the quoted market price. If it is more than a percent or two, consider a smaller trade.
- **Slippage tolerance** is the maximum price change you will accept between submitting and executing. A tight setting, often around half a percent for major tokens, protects you; a loose one invites bots to trade against you.
- **Minimum received** is the least you will get if the price moves against you up to your slippage limit.
- **Network fee** is what you pay the blockchain to process the transaction.

## Step 5: Approve only what you need

The first time you sell a given token, the DEX asks for permission, called an approval, to move it from your wallet.

1. Where your wallet allows it, set the approval to the amount you are trading rather than an unlimited amount.
2. Read the approval request on your wallet or hardware device. Make sure it names the token and the contract you expect.

## Step 6: Make a small test trade

1. Swap a small amount first.
2. Confirm in your wallet that you received the token you expected, at the contract address you verified.
3. Then complete the larger trade.

## Step 7: Confirm and record the trade

1. Check the final transaction details in your wallet before signing.
2. After it completes, save the transaction reference and note what you paid, including fees. You will need these records for tracking profit and loss and, in many countries, for tax.

## Step 8: Tidy up your approvals

Old approvals can be exploited if a contract is later compromised.

1. Use your wallet's permissions view or a reputable approval-checking tool to list active approvals.
2. Revoke any you no longer need, especially unlimited ones.

## Red flags to watch for

- Tokens that you can buy but not sell. Some scam tokens are designed that way. Test selling a tiny amount before buying more.
- Pools with very low liquidity or liquidity controlled by a single wallet.
- Pressure to act fast, such as "only ten minutes left" messages.
- Anyone offering to help you fix a wallet problem by asking for your recovery phrase.

## Common mistakes to avoid

- Setting slippage very high to make a trade go through.
- Forgetting to keep enough native token for fees.
- Trading on the wrong network.
- Buying by name or symbol rather than by contract address.

Used carefully, a DEX gives you direct control over your trades. Check prices against [Markets](/markets) before you swap, and read more about DeFi risks in our [Expert Interviews](/expert-interviews). Nothing in this guide is investment advice.`,
  },
  {
    slug: 'ethereum-staking-basics-beginners-guide',
    type: 'tutorial',
    title: 'Ethereum Staking Basics: How It Works and How to Choose Your Method',
    description:
      'A clear introduction to how staking secures Ethereum, the main ways to take part, where rewards come from and the risks of lock-ups, slashing, smart contracts and custody.',
    category: 'Ethereum',
    tags: ['ethereum', 'staking', 'proof-of-stake', 'beginners'],
    source: 'Blockcast Academy',
    hoursAgo: 600,
    views: 19640,
    body: `Staking lets ETH holders help secure the Ethereum network and earn rewards for doing so. It is often described as earning interest, but that comparison hides important differences. This guide explains how staking works, the main ways to take part and the risks of each, so you can choose a method that suits you.

## How staking secures Ethereum

Ethereum uses proof of stake. Instead of miners competing with computing power, validators lock up ETH as a security deposit. Validators propose new blocks and vote, or attest, on the blocks proposed by others. Honest, reliable validators earn rewards. Validators that go offline lose small amounts, and those that break the rules, for example by signing two conflicting blocks, can be **slashed**, losing a larger part of their stake and being removed from the network.

Rewards come from newly issued ETH, plus a share of transaction tips and other block rewards. The annual rate is not fixed. It varies with network activity and with how much ETH is staked in total: the more ETH staked, the lower the issuance reward each validator receives.

## Step 1: Decide what you want from staking

Ask yourself three questions before choosing a method:

1. How much ETH do you want to stake?
2. Do you want to keep control of your keys, or are you comfortable trusting a provider?
3. Might you need the funds at short notice?

## Step 2: Understand the four main methods

1. **Solo staking.** You run your own validator with 32 ETH, on your own hardware, with your own keys. It is the most independent option and the best for network decentralisation, but it needs technical skill, a reliable internet connection and a machine running around the clock.
2. **Staking as a service.** You provide 32 ETH and keep your withdrawal keys, while a provider runs the validator for you for a fee. You rely on the operator's competence.
3. **Pooled and liquid staking.** You deposit any amount into a protocol that pools ETH across many validators. You usually receive a liquid staking token that represents your share and can be traded or used elsewhere. This is flexible, but it adds smart-contract risk and depends on the token keeping close to the value of the underlying ETH.
4. **Exchange staking.** A centralised exchange stakes on your behalf. It is the simplest option, but you do not control your keys, the exchange takes a cut, and the service may not be available in every country.

## Step 3: Weigh the risks

- **Slashing and penalties:** rare with competent operators, but possible. Find out whether your provider covers any losses.
- **Liquidity:** withdrawing from the protocol is not instant. Exits pass through a queue that can lengthen when many validators leave at once.
- **Smart-contract risk:** pooled and liquid staking rely on code that could contain flaws.
- **Price of the staking token:** a liquid staking token can trade below the value of the ETH behind it during market stress.
- **Custody risk:** with an exchange or custodial service, you depend on the firm's security and solvency.
- **Concentration:** if a few large providers control much of the stake, the network becomes less resilient. Choosing smaller operators helps decentralisation.
- **Price risk:** rewards are paid in ETH, so a fall in ETH's price can far outweigh what you earn.

## Step 4: Research your chosen provider

1. Check how long the provider has operated and whether its contracts have been audited.
2. Read its fee structure. Fees are usually a percentage of rewards.
3. Find out how withdrawals work and how long they typically take.
4. Confirm that the service is legally offered where you live.

## Step 5: Start small

1. Stake a modest amount first and follow it for a few weeks.
2. Confirm that rewards appear as expected, whether as a rising token balance or a growing number of staking tokens.
3. Practise the withdrawal process with a small amount so you know how it works before you need it.

## Step 6: Keep records

Note the date, amount and method of each stake, and record rewards as you receive them. In many countries staking rewards have tax consequences, sometimes when received and again when sold. Good records make this far easier.

## Common mistakes to avoid

- Chasing the highest advertised rate without asking where it comes from.
- Staking funds you might need at short notice.
- Buying a liquid staking token from an unofficial source or on the wrong network.
- Forgetting that staking rewards do not protect you from a falling ETH price.

Staking is one of the most direct ways to take part in Ethereum's security, and understanding it will also help you follow news about the network. Track ETH on the [Ethereum page](/coin/eth), and see what leading researchers think in [Expert Interviews](/expert-interviews). Nothing in this guide is investment advice.`,
  },
  {
    slug: 'altcoins-track-portfolio-profit-loss-average-cost',
    type: 'tutorial',
    title: 'How to Track Your Crypto Portfolio and Profit and Loss with Average Cost',
    description:
      'A worked, step-by-step guide to recording trades, calculating average cost, and separating realised from unrealised profit and loss across a portfolio of several coins.',
    category: 'Altcoins',
    tags: ['portfolio', 'profit-and-loss', 'average-cost', 'record-keeping'],
    source: 'Blockcast Academy',
    hoursAgo: 72,
    views: 1260,
    body: `Many crypto investors can tell you what their coins are worth today, but not whether they are actually up or down. If you have bought a coin several times at different prices, sold some along the way and hold a handful of altcoins alongside Bitcoin, the answer is not obvious. This guide shows you how to track your portfolio properly using the average cost method, with a worked example you can copy.

## The terms you need

- **Cost basis:** what you paid for a holding, including fees.
- **Average cost:** your total cost divided by the number of units you hold.
- **Realised profit and loss (P&L):** the gain or loss you have locked in by selling.
- **Unrealised P&L:** the gain or loss on what you still hold, at today's price.

## Step 1: Gather every transaction

1. Export your trade history from each exchange you use. Most offer a download in CSV format.
2. Add transactions from self-custody wallets, including transfers between your own accounts.
3. For each purchase or sale, record the date, coin, quantity, price per unit and fees.

Transfers between your own wallets are not purchases or sales. Record them so your balances match, but do not treat them as trades.

## Step 2: Set up one record per coin

Whether you use a spreadsheet or a portfolio tracker, keep a separate running record for each coin. Mixing coins together is the quickest way to lose track. The portfolio tracker in your Blockcast dashboard does this for you once your positions are entered, and Premium members can import them from a CSV file.

## Step 3: Calculate the average cost

Here is an illustrative example with an imaginary token, using round numbers:

1. You buy 10 tokens at 2 dollars each: a cost of 20 dollars.
2. Later you buy 20 more at 1.50 dollars each: a cost of 30 dollars.
3. Then you buy 10 more at 3 dollars each: a cost of 30 dollars.

You now hold 40 tokens for a total cost of 80 dollars. Your average cost is 80 divided by 40, or 2 dollars per token.

Include fees in the cost. If each purchase had cost an extra 50 cents in fees, your total cost would be 81.50 dollars and your average cost just under 2.04 dollars.

## Step 4: Record sales and realised P&L

Continuing the example, you sell 15 tokens at 2.80 dollars each, receiving 42 dollars.

1. The cost of the tokens sold is 15 times your average cost of 2 dollars: 30 dollars.
2. Your realised profit is 42 minus 30: 12 dollars.
3. You now hold 25 tokens with a remaining cost of 50 dollars.

Notice that selling does not change your average cost. The remaining 25 tokens still cost you 2 dollars each on average. Only new purchases change it.

## Step 5: Calculate unrealised P&L

Suppose the token now trades at 2.40 dollars.

1. Market value: 25 times 2.40, or 60 dollars.
2. Remaining cost: 50 dollars.
3. Unrealised profit: 60 minus 50, or 10 dollars, a gain of 20 percent on the remaining cost.

Your total P&L on this coin is the realised 12 dollars plus the unrealised 10 dollars: 22 dollars.

## Step 6: Roll it up to the whole portfolio

1. Repeat steps 3 to 5 for every coin.
2. Add up total cost, total market value, total realised P&L and total unrealised P&L.
3. Work out each coin's share of the portfolio's market value. You may discover that one small-cap altcoin has quietly grown into a large part of your risk.

Live prices for the top 300 coins are on [Markets](/markets), and you can open any coin, such as the [Bitcoin page](/coin/btc) or the [Solana page](/coin/sol), to check its current price.

## Step 7: Review regularly

1. Update your records after every trade, not once a year.
2. Review the whole portfolio monthly. Compare each position's weight with the plan you started with.
3. Set price alerts for coins that have grown large or become volatile, so you hear about big moves without staring at charts.

## A note on tax

Average cost is an intuitive way to track performance, but tax rules differ by country. Some require average cost, others first-in-first-out or specific identification of the units sold. Keep complete records and check the rules where you live, or ask a qualified adviser.

## Common mistakes to avoid

- Forgetting fees, which make your profits look larger than they are.
- Counting transfers between your own wallets as sales.
- Changing your average cost after a sale.
- Judging performance only by today's value and ignoring what you have already taken out.

Good records turn a collection of coins into a portfolio you can actually manage. For market context, read our [Analysis](/analysis). Nothing in this guide is investment advice.`,
  },
];
