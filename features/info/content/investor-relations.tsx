// The Investor Relations page body: Blockcast as a company, its business model, governance and IR contact.
import { Link } from 'react-router';

export function InvestorRelationsBody() {
  return (
    <>
      <section>
        <h2>Blockcast at a glance</h2>
        <p>
          Blockcast is a crypto media network. We combine news, live market data and television in a single
          brand, built for the roughly <strong>300 million people who use crypto worldwide</strong>. Our aim
          is to become the place that audience turns to first to follow the market, understand what moves it
          and make informed decisions.
        </p>
        <p>
          This section of the site is for current and prospective investors. It explains what we do, how we
          make money and how the company is run. Materials for accredited and institutional investors are
          available through the <Link to="/investor-gateway">Investor Gateway</Link>.
        </p>
      </section>

      <section>
        <h2>What we do</h2>
        <ul>
          <li>
            <strong>News and analysis.</strong> Our newsroom covers markets, regulation, technology and the
            companies building the industry, across <Link to="/news">News</Link>,{' '}
            <Link to="/analysis">Analysis</Link>, <Link to="/expert-interviews">Expert Interviews</Link>,{' '}
            <Link to="/tutorials">Tutorials</Link> and <Link to="/press-releases">Press Releases</Link>.
          </li>
          <li>
            <strong>Live market data.</strong> <Link to="/markets">Markets</Link> tracks the top 300 coins by
            market capitalisation, with rankings, global market metrics,{' '}
            <Link to="/top-movers">Top Movers</Link> and a chart-led page for every coin, with prices streamed
            live to the page.
          </li>
          <li>
            <strong>A 24/7 crypto television network.</strong> Launching in September 2025, the Blockcast
            network broadcasts around the clock, anchored by the live weekday programme Crypto Market Open.
            See the schedule on <Link to="/shows">Shows</Link>.
          </li>
          <li>
            <strong>Personal dashboards.</strong> Free accounts include portfolio tracking with profit and
            loss, a watchlist and price alerts, which build a direct, recurring relationship with our
            audience.
          </li>
        </ul>
      </section>

      <section>
        <h2>Our audience</h2>
        <p>
          Crypto has an estimated 300 million users worldwide, from newcomers making their first purchase to
          active traders and institutional professionals. Much of the information available to them is
          fragmented across social media, exchange blogs and data sites. Blockcast brings trustworthy
          journalism, reliable data and live video together, so that one brand can serve that audience across
          the web, e-mail and television.
        </p>
      </section>

      <section>
        <h2>Business model</h2>
        <p>Blockcast has three complementary sources of revenue:</p>
        <h3>Advertising and sponsorship</h3>
        <p>
          Display advertising across news and market pages, sponsorship of television programmes and segments,
          sponsorship of the Daily Crypto Brief newsletter, and press release distribution. Paid material is
          always labelled, and advertisers have no influence over our reporting. Details for partners are on{' '}
          <Link to="/advertising">Advertise with Blockcast</Link>.
        </p>
        <h3>Subscriptions</h3>
        <p>
          Signing up is free. <strong>Premium</strong> adds analytics, e-mail and push delivery of price
          alerts and CSV import of positions; <strong>Enterprise</strong> adds API access for professional
          users and teams. Plans are compared on <Link to="/subscribe">Subscribe</Link>.
        </p>
        <h3>Data and API licensing</h3>
        <p>
          Businesses can license Blockcast market data and content through our API, extending the value of the
          data pipeline that already powers our own site and broadcasts.
        </p>
      </section>

      <section>
        <h2>Governance</h2>
        <p>
          Blockcast is led by its founder and Chief Executive Officer, Maya Lindqvist, together with a
          leadership team responsible for editorial, markets data, broadcast, technology and partnerships. You
          can read about each of them on <Link to="/team">Our Team</Link>.
        </p>
        <ul>
          <li>
            <strong>Editorial independence.</strong> The Editor-in-Chief is responsible for everything we
            publish and broadcast. Commercial teams, advertisers and investors have no say over editorial
            decisions.
          </li>
          <li>
            <strong>Data integrity.</strong> Prices come from professional market-data providers, and any
            cached or delayed figure is clearly labelled as such.
          </li>
          <li>
            <strong>Transparency with investors.</strong> We report regularly to our investors and handle
            their enquiries through a dedicated investor relations contact.
          </li>
        </ul>
      </section>

      <section>
        <h2>Financial information</h2>
        <p>
          We do not publish financial results on this website. Results, key performance indicators and other
          financial information are shared with registered investors. Accredited and institutional investors
          can request access through the <Link to="/investor-gateway">Investor Gateway</Link>, and a written
          summary of our investor presentation is available on <Link to="/investor-deck">Investor Deck</Link>.
        </p>
        <p>
          Nothing on this website is an offer to sell, or a solicitation of an offer to buy, any securities.
        </p>
      </section>

      <section>
        <h2>Investor contact</h2>
        <p>
          For investor enquiries, contact our investor relations team at{' '}
          <a href="mailto:ir@blockcast.example.com">ir@blockcast.example.com</a>. Journalists should contact
          the press team instead; see <Link to="/press">Press</Link>.
        </p>
      </section>
    </>
  );
}
