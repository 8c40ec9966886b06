// The Advertise with Blockcast page body: audience, ad formats, editorial independence and contact.
import { Link } from 'react-router';

export function AdvertisingBody() {
  return (
    <>
      <section>
        <h2>Reach the crypto audience where it pays attention</h2>
        <p>
          There are an estimated <strong>300 million crypto users worldwide</strong>, and Blockcast is built
          for them. Our readers and viewers come to us for news, live prices and analysis, from newcomers
          learning the basics to active traders and institutional professionals. Advertising with Blockcast
          puts your brand next to the content they rely on, across the web, e-mail and television.
        </p>
      </section>

      <section>
        <h2>Our audience</h2>
        <ul>
          <li>
            <strong>Active market followers</strong> who check <Link to="/markets">Markets</Link> and{' '}
            <Link to="/top-movers">Top Movers</Link> throughout the day
          </li>
          <li>
            <strong>Engaged account holders</strong> who track portfolios, keep watchlists and set price
            alerts in their Blockcast dashboard
          </li>
          <li>
            <strong>Professional and institutional viewers</strong> of programmes such as Institutional Crypto
          </li>
          <li>
            <strong>Newcomers</strong> learning through our tutorials and the Crypto 101 series
          </li>
        </ul>
      </section>

      <section>
        <h2>Formats</h2>
        <h3>Display advertising</h3>
        <p>
          Standard and high-impact placements across news, analysis and market pages, including coin pages and
          rankings, with targeting by section.
        </p>
        <h3>Sponsored segments on Blockcast TV</h3>
        <p>
          Our 24/7 crypto television network launches in September 2025. Sponsor a recurring segment or a
          whole programme, from the live weekday show Crypto Market Open (6–10 AM ET) to The Daily Decrypt,
          Institutional Crypto, After Hours Crypto, weekend programming and the Crypto 101 education series.
          See the schedule on <Link to="/shows">Shows</Link>.
        </p>
        <h3>Daily Crypto Brief newsletter</h3>
        <p>
          Exclusive sponsorship of our daily e-mail newsletter, the Daily Crypto Brief, delivered to readers
          who have opted in to receive the day’s essential market news.
        </p>
        <h3>Press release distribution</h3>
        <p>
          Publish your announcement in our <Link to="/press-releases">Press Releases</Link> section, where it
          is clearly labelled as a press release and indexed alongside our news coverage.
        </p>
      </section>

      <section>
        <h2>Editorial independence</h2>
        <p>
          Our newsroom decides what we cover and how. Advertisers and sponsors cannot buy, review or change
          editorial content, and advertising never influences our market data. Sponsored segments, paid
          placements and press releases are always clearly labelled, so our audience can tell paid material
          from journalism. We reserve the right to decline any advertising that is misleading, that promotes
          products we believe to be unsafe, or that does not meet applicable law.
        </p>
      </section>

      <section>
        <h2>Start a campaign</h2>
        <p>
          Tell us about your goals, budget and timing, and we’ll put together a proposal with available
          placements, audience information and pricing. Contact our partnerships team at{' '}
          <a href="mailto:ads@blockcast.tv">ads@blockcast.tv</a>.
        </p>
        <p>
          Journalists with media enquiries should write to{' '}
          <a href="mailto:press@blockcast.tv">press@blockcast.tv</a> instead.
        </p>
      </section>
    </>
  );
}
