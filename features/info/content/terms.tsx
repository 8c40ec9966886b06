// The Terms of Service page body: the rules for using Blockcast, its accounts and paid plans.
import { Link } from 'react-router';
import type { InfoBodyProps } from '../pages';

export function TermsBody({ year }: InfoBodyProps) {
  return (
    <>
      <p>
        <strong>Last updated: 1 September 2025</strong>
      </p>
      <p>
        These terms govern your use of the Blockcast website, dashboard, API and television network (together,
        the “Service”). By using the Service you agree to them. If you do not agree, please do not use the
        Service.
      </p>

      <section>
        <h2>1. Use of the Service</h2>
        <p>
          You may use the Service for your personal, non-commercial use, or for your organisation’s internal
          use under an Enterprise plan. You must be old enough to form a binding contract where you live. You
          may not republish, resell or systematically copy our articles, broadcasts or market data without our
          written permission.
        </p>
      </section>

      <section>
        <h2>2. Accounts</h2>
        <p>
          Creating an account is free. You must give accurate information, keep your password confidential and
          tell us promptly at <a href="mailto:support@blockcast.tv">support@blockcast.tv</a> if you believe
          your account has been used without permission. You are responsible for activity on your account.
        </p>
      </section>

      <section>
        <h2>3. Subscriptions and billing</h2>
        <p>
          The Free plan includes the public site and the dashboard except Analytics. Premium adds Analytics,
          e-mail and push delivery of alerts and CSV import of positions. Enterprise adds API keys for the
          public JSON API and higher rate limits. Current plans and prices are listed on{' '}
          <Link to="/subscribe">Subscribe</Link>.
        </p>
        <ul>
          <li>Paid plans are billed in advance and renew automatically until cancelled.</li>
          <li>
            You can upgrade at <Link to="/dashboard/subscription">Subscription</Link> and manage payment or
            cancel at <Link to="/dashboard/billing">Billing</Link>. Cancellation takes effect at the end of
            the current billing period.
          </li>
          <li>Fees already paid are not refundable, except where the law requires otherwise.</li>
        </ul>
      </section>

      <section>
        <h2>4. No investment advice</h2>
        <p>
          Blockcast publishes news, data and commentary for information only. Nothing on the Service is
          financial, investment, legal or tax advice, or a recommendation to buy, sell or hold any asset.
          Crypto assets are volatile and you can lose money.
        </p>
      </section>

      <section>
        <h2>5. Market data</h2>
        <p>
          Prices and market figures come from third-party providers, are refreshed about every minute and may
          be delayed, incomplete or different from the price on any given exchange. When a provider is
          unavailable we may show the last data we hold, labelled as cached, stale or fallback. Market data is
          provided “as is”, and we do not guarantee its accuracy, completeness or timeliness. Portfolio values
          and profit and loss figures are estimates based on this data and the positions you enter.
        </p>
      </section>

      <section>
        <h2>6. Your content</h2>
        <p>
          You keep ownership of anything you submit, such as portfolio positions, watchlists, alerts and
          profile details. You give us the permission we need to store and process it to provide the Service
          to you.
        </p>
      </section>

      <section>
        <h2>7. Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>break the law or infringe anyone else’s rights through the Service;</li>
          <li>
            scrape, crawl or bulk-download content or data, except through the API on a plan that allows it;
          </li>
          <li>exceed API rate limits, share API keys or attempt to bypass access controls;</li>
          <li>interfere with the security or operation of the Service, or introduce malicious code;</li>
          <li>impersonate others or use the Service to send spam or misleading promotions.</li>
        </ul>
      </section>

      <section>
        <h2>8. Termination</h2>
        <p>
          You may stop using the Service and delete your account at any time. We may suspend or close accounts
          that breach these terms or put the Service or other users at risk. On closure, your right to use the
          Service ends, and sections 4, 5, 9 and 10 continue to apply.
        </p>
      </section>

      <section>
        <h2>9. Liability</h2>
        <p>
          The Service is provided “as is” and “as available”. To the fullest extent permitted by law,
          Blockcast is not liable for any indirect or consequential loss, or for trading or investment losses
          arising from your use of the Service or reliance on its content or data. Our total liability to you
          is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms
          limits liability that cannot be limited by law.
        </p>
      </section>

      <section>
        <h2>10. Governing terms</h2>
        <p>
          These terms, together with our <Link to="/privacy">Privacy Policy</Link>, are the entire agreement
          between you and Blockcast about the Service. If any part is found unenforceable, the rest remains in
          effect.
        </p>
      </section>

      <section>
        <h2>11. Changes</h2>
        <p>
          We may update these terms as the Service evolves. We will post the new version here with a new date
          and, for material changes, tell signed-in users in advance. Continuing to use the Service after a
          change means you accept the updated terms.
        </p>
      </section>

      <section>
        <h2>12. Contact</h2>
        <p>
          Questions about these terms: <a href="mailto:legal@blockcast.tv">legal@blockcast.tv</a>. Account and
          billing help: <a href="mailto:support@blockcast.tv">support@blockcast.tv</a>.
        </p>
        <p>© {year} Blockcast. All rights reserved.</p>
      </section>
    </>
  );
}
