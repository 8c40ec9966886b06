// The Investor Deck page body: a written summary of each section of the Blockcast investor presentation.
import { Link } from 'react-router';

export function InvestorDeckBody() {
  return (
    <>
      <section>
        <h2>About this summary</h2>
        <p>
          This page summarises, section by section, the presentation we share with investors. It contains no
          financial figures. The full deck is available on request to accredited and institutional investors
          through the <Link to="/investor-gateway">Investor Gateway</Link>.
        </p>
      </section>

      <section>
        <h2>The problem</h2>
        <p>
          Around 300 million people use crypto worldwide, yet the information they rely on is scattered across
          social media, exchange blogs, forums and separate data sites, with uneven quality and little
          accountability. Traditional markets have trusted news brands, reliable data and dedicated business
          television. Crypto, a market that never closes, has lacked a single brand offering all three.
        </p>
      </section>

      <section>
        <h2>The product</h2>
        <p>Blockcast brings news, data and television together:</p>
        <ul>
          <li>
            <strong>News and analysis</strong> from an edited newsroom, with expert interviews, tutorials and
            press releases.
          </li>
          <li>
            <strong>Live market data</strong> for the top 300 coins, with rankings, top movers, global metrics
            and a chart-led page for every coin. See <Link to="/markets">Markets</Link>.
          </li>
          <li>
            <strong>A 24/7 crypto television network</strong>, anchored by the live weekday programme Crypto
            Market Open.
          </li>
          <li>
            <strong>Personal dashboards</strong> with portfolio tracking, profit and loss, watchlists and
            price alerts.
          </li>
        </ul>
      </section>

      <section>
        <h2>The audience</h2>
        <p>
          Our audience spans the whole crypto user base: newcomers learning the basics, active traders who
          follow prices throughout the day, and professional and institutional viewers. Free accounts and
          dashboards turn occasional visitors into returning users, and give advertisers and partners access
          to an engaged, clearly defined audience.
        </p>
      </section>

      <section>
        <h2>The business model</h2>
        <ul>
          <li>
            <strong>Advertising and sponsorship:</strong> display advertising, sponsored television programmes
            and segments, newsletter sponsorship and press release distribution, always clearly labelled.
          </li>
          <li>
            <strong>Subscriptions:</strong> a free tier, with Premium for analytics and alert delivery, and
            Enterprise for API access.
          </li>
          <li>
            <strong>Data and API licensing:</strong> market data and content licensed to businesses.
          </li>
        </ul>
      </section>

      <section>
        <h2>The network launch</h2>
        <p>
          The Blockcast television network launches in September 2025 and broadcasts 24 hours a day. Its
          weekday schedule runs from Crypto Market Open in the morning through The Daily Decrypt,
          Institutional Crypto and After Hours Crypto, alongside weekend programming and the Crypto 101
          education series. Programme details are on <Link to="/shows">Shows</Link>.
        </p>
      </section>

      <section>
        <h2>The roadmap</h2>
        <ul>
          <li>Launch and establish the 24/7 network, and grow its programme sponsorship.</li>
          <li>Expand news, analysis and education alongside the television schedule.</li>
          <li>Deepen the dashboard and grow Premium and Enterprise subscriptions.</li>
          <li>Extend data and API licensing to business customers.</li>
        </ul>
      </section>

      <section>
        <h2>The team</h2>
        <p>
          Blockcast is led by founder and CEO Maya Lindqvist, with leaders for editorial, markets data,
          broadcast, technology and partnerships who bring experience from financial media, trading-desk data
          systems, live business television and high-traffic consumer platforms. Meet them on{' '}
          <Link to="/team">Our Team</Link>.
        </p>
      </section>

      <section>
        <h2>Requesting the full deck</h2>
        <p>
          The full presentation is not available for download. Accredited and institutional investors can
          request it, along with access to our data room, on the{' '}
          <Link to="/investor-gateway">Investor Gateway</Link>. For general questions, see{' '}
          <Link to="/investor-relations">Investor Relations</Link>.
        </p>
      </section>
    </>
  );
}
