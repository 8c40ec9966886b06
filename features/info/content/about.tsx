// The About page body: what Blockcast is, what it covers and how its market data works.
import { Link } from 'react-router';

export function AboutBody() {
  return (
    <>
      <section>
        <h2>Crypto, covered end to end</h2>
        <p>
          Blockcast is a crypto media network. We bring news, market data and live television together in one
          place, so the roughly <strong>300 million people who use crypto worldwide</strong> can follow the
          market, understand what moves it and act on reliable information.
        </p>
        <p>
          Whether you check prices once a day or watch the order books all morning, Blockcast gives you the
          story behind the numbers and the numbers behind the story.
        </p>
      </section>

      <section>
        <h2>What we offer</h2>
        <h3>News and analysis</h3>
        <p>
          Our newsroom reports on markets, regulation, technology and the companies building the industry.
          Read the latest in <Link to="/news">News</Link>, go deeper in <Link to="/analysis">Analysis</Link>{' '}
          and <Link to="/expert-interviews">Expert Interviews</Link>, learn the basics in{' '}
          <Link to="/tutorials">Tutorials</Link>, and follow company announcements in{' '}
          <Link to="/press-releases">Press Releases</Link>.
        </p>
        <h3>Live market data</h3>
        <p>
          <Link to="/markets">Markets</Link> tracks the top 300 coins by market capitalisation, with rankings,
          global market metrics and a dedicated page for every coin, including price charts.{' '}
          <Link to="/top-movers">Top Movers</Link> shows the biggest gainers and losers at a glance.
        </p>
        <h3>A 24/7 crypto television network</h3>
        <p>
          Launching in September 2025, the Blockcast network broadcasts around the clock. The schedule on{' '}
          <Link to="/shows">Shows</Link> includes:
        </p>
        <ul>
          <li>
            <strong>Crypto Market Open</strong>: live, Monday to Friday, 6–10 AM ET
          </li>
          <li>
            <strong>The Daily Decrypt</strong>: 12–1 PM ET
          </li>
          <li>
            <strong>Institutional Crypto</strong>: 2–4 PM ET
          </li>
          <li>
            <strong>After Hours Crypto</strong>: 6–8 PM ET
          </li>
          <li>
            <strong>Crypto 101</strong>: an educational series, Monday to Friday
          </li>
          <li>Dedicated weekend programming</li>
        </ul>
      </section>

      <section>
        <h2>Your own dashboard</h2>
        <p>
          Signing up is free. A Blockcast account gives you a personal dashboard with a portfolio tracker
          showing profit and loss, a watchlist, price alerts that notify you when a coin moves by the
          percentage you choose, an activity log and your settings. Premium adds analytics, e-mail and push
          delivery of alerts and CSV import of positions; Enterprise adds API access. Compare the plans on{' '}
          <Link to="/subscribe">Subscribe</Link>.
        </p>
      </section>

      <section>
        <h2>Where our data comes from</h2>
        <p>
          Prices come from professional market-data providers, CoinMarketCap or CoinGecko depending on
          configuration. They refresh about every minute and stream live to the page, so you don’t need to
          reload. If a provider is briefly unavailable, we show the last data we hold and label it clearly as
          cached, stale or fallback, so you always know how current a figure is.
        </p>
        <p>Our prices and coverage are for information only. Nothing on Blockcast is investment advice.</p>
      </section>

      <section>
        <h2>Our principles</h2>
        <ul>
          <li>
            <strong>Accuracy first.</strong> We check before we publish and correct mistakes openly.
          </li>
          <li>
            <strong>Editorial independence.</strong> Advertisers and partners have no say over our reporting,
            and sponsored material is always labelled.
          </li>
          <li>
            <strong>Clarity.</strong> We explain crypto in plain language, for newcomers and professionals
            alike.
          </li>
        </ul>
      </section>

      <section>
        <h2>Get in touch</h2>
        <p>
          General enquiries: <a href="mailto:hello@blockcast.tv">hello@blockcast.tv</a>. Journalists can reach
          us at <a href="mailto:press@blockcast.tv">press@blockcast.tv</a>, and advertisers at{' '}
          <a href="mailto:ads@blockcast.tv">ads@blockcast.tv</a>. Meet the people behind Blockcast on{' '}
          <Link to="/team">Our Team</Link>, or see <Link to="/careers">Careers</Link> to join us.
        </p>
      </section>
    </>
  );
}
