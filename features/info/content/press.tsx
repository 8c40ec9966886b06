// The Press page body: company boilerplate, key facts, media contact and where to find announcements.
import { Link } from 'react-router';

export function PressBody() {
  return (
    <>
      <section>
        <h2>About Blockcast</h2>
        <p>
          Blockcast is a crypto media network combining news, live market data and television. The site
          publishes news, analysis, expert interviews, tutorials and press releases, and tracks live prices
          for the top 300 coins, with rankings, top movers, global market metrics and a chart-led page for
          every coin. In September 2025 Blockcast launches a 24/7 crypto television network, anchored by the
          live weekday programme Crypto Market Open. Free accounts include a personal dashboard with portfolio
          tracking, a watchlist and price alerts; Premium and Enterprise plans add analytics and API access.
        </p>
        <p>Journalists are welcome to use the paragraph above as our company description.</p>
      </section>

      <section>
        <h2>Key facts</h2>
        <dl>
          <dt>What we do</dt>
          <dd>Crypto news, live market data and a 24/7 crypto television network</dd>

          <dt>Market coverage</dt>
          <dd>
            The top 300 coins by market capitalisation, with prices from professional market-data providers
            refreshed about every minute and streamed live
          </dd>

          <dt>Television</dt>
          <dd>
            A 24/7 network launching in September 2025, with Crypto Market Open (live, Monday to Friday, 6–10
            AM ET), The Daily Decrypt (12–1 PM), Institutional Crypto (2–4 PM), After Hours Crypto (6–8 PM),
            weekend programming and the educational Crypto 101 series
          </dd>

          <dt>Accounts</dt>
          <dd>
            Free sign-up, with Premium and Enterprise plans for analytics, alert delivery by e-mail and push,
            CSV import and API access
          </dd>

          <dt>Leadership</dt>
          <dd>
            Maya Lindqvist, Founder and CEO; Tom Adebayo, Editor-in-Chief. See{' '}
            <Link to="/team">Our Team</Link> for the full leadership team.
          </dd>

          <dt>Working model</dt>
          <dd>Remote-first</dd>
        </dl>
      </section>

      <section>
        <h2>Announcements</h2>
        <p>
          Company news and industry announcements are published in{' '}
          <Link to="/press-releases">Press Releases</Link>. Programme schedules and launch details for the
          television network are on <Link to="/shows">Shows</Link>.
        </p>
      </section>

      <section>
        <h2>Media enquiries</h2>
        <p>
          For interviews, comment, data requests, logos or broadcast footage, contact our press team at{' '}
          <a href="mailto:press@blockcast.tv">press@blockcast.tv</a>. Please include your publication, your
          deadline and what you need; we aim to reply within one business day.
        </p>
        <ul>
          <li>
            <strong>Interviews and comment:</strong> our editors, markets data team and presenters are
            available to speak on crypto markets and the industry.
          </li>
          <li>
            <strong>Using our data:</strong> you may quote Blockcast prices and market figures with
            attribution to Blockcast. Prices are informational and may differ slightly from individual
            exchanges.
          </li>
          <li>
            <strong>Brand assets:</strong> logos and product screenshots are available on request.
          </li>
        </ul>
      </section>

      <section>
        <h2>Other contacts</h2>
        <ul>
          <li>
            Distributing a press release through Blockcast:{' '}
            <a href="mailto:ads@blockcast.tv">ads@blockcast.tv</a> (see{' '}
            <Link to="/advertising">Advertise with Blockcast</Link>)
          </li>
          <li>
            General enquiries: <a href="mailto:hello@blockcast.tv">hello@blockcast.tv</a>
          </li>
          <li>
            Legal matters: <a href="mailto:legal@blockcast.tv">legal@blockcast.tv</a>
          </li>
        </ul>
      </section>
    </>
  );
}
