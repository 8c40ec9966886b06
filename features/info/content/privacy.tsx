// The Privacy Policy page body: what Blockcast collects, why, for how long, and your rights.
import { Link } from 'react-router';

export function PrivacyBody() {
  return (
    <>
      <p>
        <strong>Last updated: 1 September 2025</strong>
      </p>
      <p>
        This policy explains what personal data Blockcast collects when you use our website, dashboard and
        API, why we collect it and the choices you have. We collect only what we need to run the Service.
      </p>

      <section>
        <h2>What we collect</h2>
        <dl>
          <dt>Account data</dt>
          <dd>
            Your name, e-mail address, password (stored only as a secure hash), plan and billing status, and
            the profile details and settings you choose to add.
          </dd>
          <dt>Data you enter in your dashboard</dt>
          <dd>
            Portfolio positions, including any you import by CSV, your watchlist, and the price alerts you set
            up, with the notifications they generate.
          </dd>
          <dt>Activity log</dt>
          <dd>
            A record of significant account events, such as sign-ins, password changes and plan changes, which
            you can review in your dashboard.
          </dd>
          <dt>Cookies</dt>
          <dd>
            Session cookies that keep you signed in and protect forms, and a theme cookie that remembers
            whether you prefer the light or dark theme. These are needed for the site to work as you expect.
          </dd>
          <dt>Analytics</dt>
          <dd>
            Aggregated information about how pages are used, such as pages viewed, device and browser type,
            and approximate location derived from your IP address.
          </dd>
        </dl>
        <p>Payment card details are handled by our payment processor; we do not store full card numbers.</p>
      </section>

      <section>
        <h2>Why we use it</h2>
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To provide your portfolio, watchlist, alerts, analytics and other dashboard features.</li>
          <li>To send the messages you ask for, such as alert notifications and password resets.</li>
          <li>To manage subscriptions and billing.</li>
          <li>To understand how the site is used, fix problems and improve the Service.</li>
          <li>To prevent fraud and abuse and to meet our legal obligations.</li>
        </ul>
        <p>
          We do not sell your personal data, and we do not share your portfolio or watchlist with advertisers.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep account and dashboard data for as long as your account is open. When you delete your
          account, we delete this data, except records we must keep for legal, tax or accounting reasons.
          Activity log entries and analytics data are kept only as long as needed for security and service
          improvement, and analytics are kept in aggregated form. Session cookies expire when you sign out or
          after a period of inactivity; the theme cookie lasts until you clear it.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <ul>
          <li>
            <strong>Access:</strong> ask for a copy of the personal data we hold about you.
          </li>
          <li>
            <strong>Export:</strong> receive your data, including portfolio positions, in a portable format.
          </li>
          <li>
            <strong>Correction:</strong> update your details in your dashboard settings, or ask us to.
          </li>
          <li>
            <strong>Deletion:</strong> delete your account and the data associated with it.
          </li>
          <li>
            <strong>Objection:</strong> opt out of non-essential e-mails at any time.
          </li>
        </ul>
        <p>
          To exercise any of these rights, write to{' '}
          <a href="mailto:privacy@blockcast.tv">privacy@blockcast.tv</a> from the e-mail address on your
          account. You may also have the right to complain to your local data protection authority.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Passwords are stored as salted hashes, never in plain text. Connections to Blockcast are encrypted,
          access to personal data is restricted to staff who need it, and security-relevant events are
          recorded in your activity log. No system is perfectly secure, so please use a strong, unique
          password.
        </p>
      </section>

      <section>
        <h2>Changes and contact</h2>
        <p>
          We will post any changes to this policy here with a new date and tell signed-in users about material
          changes. Questions about privacy: <a href="mailto:privacy@blockcast.tv">privacy@blockcast.tv</a>.
          See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </section>
    </>
  );
}
