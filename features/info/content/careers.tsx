// The Careers page body: working at Blockcast, open roles, benefits and how to apply.
import { Link } from 'react-router';

export function CareersBody() {
  return (
    <>
      <section>
        <h2>Build the home of crypto media</h2>
        <p>
          Blockcast brings together crypto news, live market data for the top 300 coins and a 24/7 television
          network launching in September 2025. We’re a small, fast-moving team, and every hire shapes what our
          audience reads, watches and uses every day.
        </p>
        <p>
          We’re <strong>remote-first</strong>. Most roles can be done from anywhere, with a few broadcast
          positions that need regular studio time. We work in writing, keep meetings short and trust people to
          manage their own time.
        </p>
      </section>

      <section>
        <h2>Open roles</h2>
        <h3>Senior Markets Reporter</h3>
        <p>
          Cover price action, market structure and the institutions moving into crypto. You have several years
          of financial or crypto reporting, write fast and accurately, and are comfortable explaining your
          stories on air. Remote.
        </p>
        <h3>Broadcast Producer (24/7 channel)</h3>
        <p>
          Plan and run live programmes such as Crypto Market Open and After Hours Crypto: booking guests,
          writing rundowns and working with presenters in the gallery. Live news or business television
          experience is essential. Remote with regular studio shifts, including some weekends.
        </p>
        <h3>Full-stack TypeScript Engineer</h3>
        <p>
          Build the Blockcast website and dashboard with React and TypeScript on the front end and Node.js on
          the server: live market data, portfolios, price alerts and our public JSON API. You care about
          performance, accessibility and well-tested code. Remote.
        </p>
        <h3>Video Editor</h3>
        <p>
          Turn our broadcasts into clips, explainers and episodes of the Crypto 101 series for the site and
          social channels. You have a strong portfolio of short-form and long-form work and can turn edits
          around quickly on a news schedule. Remote.
        </p>
      </section>

      <section>
        <h2>Benefits</h2>
        <ul>
          <li>Competitive salary, reviewed every year</li>
          <li>Remote-first working with flexible hours</li>
          <li>Home-office and equipment budget</li>
          <li>Generous paid time off, plus public holidays where you live</li>
          <li>Health cover or a health allowance, depending on your country</li>
          <li>Annual learning budget for courses, books and conferences</li>
          <li>Regular team get-togethers in person</li>
          <li>A free Premium Blockcast account, of course</li>
        </ul>
      </section>

      <section>
        <h2>How to apply</h2>
        <ol>
          <li>
            E-mail <a href="mailto:careers@blockcast.tv">careers@blockcast.tv</a> with the role title in the
            subject line.
          </li>
          <li>
            Attach your CV and a short note on why the role suits you. Reporters and editors should include a
            few clips; engineers may link to code they’re proud of.
          </li>
          <li>
            If your experience fits, we’ll arrange an introductory call, followed by a practical exercise and
            conversations with the team.
          </li>
        </ol>
        <p>
          We reply to every application. Don’t see a role that fits? Write to us anyway and tell us what you’d
          bring to Blockcast.
        </p>
      </section>

      <section>
        <h2>Our commitment</h2>
        <p>
          We hire on merit and welcome applicants of every background. If you need any adjustments during the
          process, let us know in your application. Learn more about us on <Link to="/about">About</Link> and{' '}
          <Link to="/team">Our Team</Link>.
        </p>
      </section>
    </>
  );
}
