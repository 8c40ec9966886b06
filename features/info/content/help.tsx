// The Help Center page body: answers to common questions about accounts, plans, billing and market data.
import { Link } from 'react-router';

export function HelpBody() {
  return (
    <>
      <p>
        Answers to the questions we’re asked most often. Can’t find what you need? Contact{' '}
        <a href="mailto:support@blockcast.tv">support@blockcast.tv</a>.
      </p>

      <section>
        <h2>Accounts</h2>
        <dl>
          <dt>How do I sign up?</dt>
          <dd>
            Choose Sign up, enter your name, e-mail address and a password. Accounts are free and give you a
            personal <Link to="/dashboard">dashboard</Link> with a portfolio tracker, watchlist, price alerts,
            an activity log and settings.
          </dd>
          <dt>How do I sign in?</dt>
          <dd>Choose Sign in and enter the e-mail address and password you registered with.</dd>
          <dt>I forgot my password. How do I reset it?</dt>
          <dd>
            Go to <Link to="/forgot-password">Forgot password</Link> and enter your e-mail address. We’ll send
            you a link to choose a new password. The link expires after a short time, so use it promptly.
          </dd>
          <dt>How do I verify my e-mail address?</dt>
          <dd>
            After you sign up we send a verification e-mail. Open the link in it to confirm your address. If
            it hasn’t arrived within a few minutes, check your spam folder, then contact support.
          </dd>
          <dt>How do I delete my account?</dt>
          <dd>
            Open <Link to="/dashboard/settings">Settings</Link> in your dashboard and choose to delete your
            account, or e-mail <a href="mailto:support@blockcast.tv">support@blockcast.tv</a> from the address
            on your account. Deletion removes your portfolio, watchlist, alerts and activity log and cannot be
            undone. Cancel any paid plan first.
          </dd>
        </dl>
      </section>

      <section>
        <h2>Plans and billing</h2>
        <dl>
          <dt>What plans are there?</dt>
          <dd>
            <strong>Free</strong> includes the whole public site and the dashboard except Analytics.{' '}
            <strong>Premium</strong> adds Analytics, e-mail and push delivery of price alerts, and CSV import
            of portfolio positions. <strong>Enterprise</strong> adds API keys for our public JSON API and
            higher rate limits. Compare them on <Link to="/subscribe">Subscribe</Link>.
          </dd>
          <dt>How do I upgrade?</dt>
          <dd>
            Sign in and go to <Link to="/dashboard/subscription">Subscription</Link> in your dashboard, choose
            a plan and complete payment. New features are available straight away.
          </dd>
          <dt>How do I cancel or change my payment details?</dt>
          <dd>
            Go to <Link to="/dashboard/billing">Billing</Link>. After you cancel, your plan stays active until
            the end of the current billing period and your account then returns to Free. Your portfolio,
            watchlist and alerts are kept.
          </dd>
        </dl>
      </section>

      <section>
        <h2>Market data</h2>
        <dl>
          <dt>Where do your prices come from?</dt>
          <dd>
            From professional market-data providers: CoinMarketCap or CoinGecko, depending on configuration.
            We cover the top 300 coins on <Link to="/markets">Markets</Link>.
          </dd>
          <dt>How often do prices refresh?</dt>
          <dd>About every minute. Updates stream live to the page, so there is no need to reload.</dd>
          <dt>What do the Cached, Stale and Fallback labels mean?</dt>
          <dd>
            They appear when we can’t show a fresh update from the provider and are showing the last data we
            hold instead. <strong>Cached</strong> means the figures come from our recent stored copy.{' '}
            <strong>Stale</strong> means that copy is older than usual, so figures may lag the market.{' '}
            <strong>Fallback</strong> means the provider is currently unavailable and we are showing the last
            data we received. Live updates resume automatically once the provider responds.
          </dd>
          <dt>Why does a price differ from my exchange?</dt>
          <dd>
            Our providers calculate an average across many exchanges, while each exchange quotes its own order
            book. Timing also matters: our prices refresh about every minute. Small differences are normal.
            Prices on Blockcast are informational and are not investment advice.
          </dd>
        </dl>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          For help with your account, billing or anything else, e-mail{' '}
          <a href="mailto:support@blockcast.tv">support@blockcast.tv</a>. Please include the e-mail address on
          your account and, for data questions, the coin and time you’re asking about. Privacy requests go to{' '}
          <a href="mailto:privacy@blockcast.tv">privacy@blockcast.tv</a>.
        </p>
      </section>
    </>
  );
}
