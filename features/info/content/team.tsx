// The Our Team page body: Blockcast's leadership and how the organisation is structured.
import { Link } from 'react-router';

export function TeamBody() {
  return (
    <>
      <section>
        <h2>The people behind Blockcast</h2>
        <p>
          Blockcast is built by journalists, data specialists, broadcasters and engineers who share one goal:
          making crypto markets easier to follow and understand. Our team works remotely across time zones,
          which suits a market that never closes and a television network that broadcasts 24 hours a day.
        </p>
      </section>

      <section>
        <h2>Leadership</h2>
        <dl>
          <dt>
            <strong>Maya Lindqvist</strong>, Founder and Chief Executive Officer
          </dt>
          <dd>
            Maya spent a decade in financial media and digital publishing before founding Blockcast to give
            crypto the kind of news, data and television coverage that traditional markets take for granted.
          </dd>

          <dt>
            <strong>Tom Adebayo</strong>, Editor-in-Chief
          </dt>
          <dd>
            A former markets correspondent, Tom leads the newsroom and sets the editorial standards that
            govern everything Blockcast publishes and broadcasts.
          </dd>

          <dt>
            <strong>Priya Raman</strong>, Head of Markets Data
          </dt>
          <dd>
            Priya previously built pricing and reference-data systems for trading desks, and now owns the
            pipeline behind our live prices, rankings and charts for the top 300 coins.
          </dd>

          <dt>
            <strong>Marcus Hale</strong>, Head of Broadcast
          </dt>
          <dd>
            Marcus has produced live business television for more than fifteen years and is launching the
            Blockcast 24/7 network, from Crypto Market Open to After Hours Crypto.
          </dd>

          <dt>
            <strong>Elena Vasquez</strong>, Chief Technology Officer
          </dt>
          <dd>
            Elena has led engineering teams at high-traffic consumer platforms and is responsible for the
            Blockcast website, dashboard, public API and streaming infrastructure.
          </dd>

          <dt>
            <strong>Jonah Brooks</strong>, Head of Partnerships
          </dt>
          <dd>
            Jonah looks after advertisers, sponsors and data partners, having spent his career building
            commercial partnerships for digital media and fintech brands.
          </dd>
        </dl>
      </section>

      <section>
        <h2>How we work</h2>
        <h3>Newsroom</h3>
        <p>
          Reporters and editors cover markets, regulation, technology and industry news, and produce our
          analysis, expert interviews and tutorials. Every story is edited before publication and corrected
          openly when we get something wrong.
        </p>
        <h3>Markets data</h3>
        <p>
          The data team sources prices from professional market-data providers, monitors their quality and
          makes sure any cached or delayed figure on the site is clearly labelled.
        </p>
        <h3>Broadcast</h3>
        <p>
          Producers, presenters and editors run the television network, including our live weekday programmes,
          weekend schedule and the educational Crypto 101 series.
        </p>
        <h3>Product and engineering</h3>
        <p>
          Engineers and designers build the site and the dashboard: portfolio, watchlist, price alerts,
          analytics and the public JSON API for Enterprise customers.
        </p>
        <h3>Partnerships</h3>
        <p>
          The partnerships team works with advertisers and sponsors, while keeping commercial relationships
          separate from editorial decisions.
        </p>
      </section>

      <section>
        <h2>Join us</h2>
        <p>
          We’re hiring. See the open roles on <Link to="/careers">Careers</Link> or write to{' '}
          <a href="mailto:careers@blockcast.tv">careers@blockcast.tv</a>. For anything else, contact{' '}
          <a href="mailto:hello@blockcast.tv">hello@blockcast.tv</a>.
        </p>
      </section>
    </>
  );
}
