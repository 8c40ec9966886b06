// The Investor Gateway page body: who it is for, how to request access and which materials are available.
import { Link } from 'react-router';

export function InvestorGatewayBody() {
  return (
    <>
      <section>
        <h2>What the gateway is</h2>
        <p>
          The Investor Gateway is where accredited and institutional investors can request access to
          Blockcast’s investor materials. Some of what we share with investors, including financial
          information, is not published on the public website, so we provide it directly once we have
          confirmed who you are.
        </p>
        <p>
          For a general overview of the company, its audience and its business model, start with{' '}
          <Link to="/investor-relations">Investor Relations</Link>.
        </p>
      </section>

      <section>
        <h2>Who can request access</h2>
        <p>
          The gateway is for accredited investors, as defined in their own jurisdiction, and for institutional
          investors such as funds, family offices and strategic partners. If you are unsure whether you
          qualify, tell us about your situation when you write and we will let you know.
        </p>
      </section>

      <section>
        <h2>How to request access</h2>
        <ol>
          <li>
            E-mail our investor relations team at{' '}
            <a href="mailto:ir@blockcast.example.com">ir@blockcast.example.com</a>.
          </li>
          <li>
            Include your <strong>full name</strong>, your <strong>firm</strong> (if you invest through one)
            and your <strong>accreditation status</strong>.
          </li>
          <li>
            A member of our team will reply <strong>within two business days</strong>, confirm the next steps
            and, where appropriate, arrange access to the materials you have asked for.
          </li>
        </ol>
        <p>
          Please do not send confidential documents in your first e-mail. If we need anything further, we will
          tell you what and how to send it securely.
        </p>
      </section>

      <section>
        <h2>Materials available</h2>
        <ul>
          <li>
            <strong>Investor deck.</strong> Our investor presentation, covering the problem we solve, our
            product, audience, business model, the launch of our television network, roadmap and team. A
            written summary is on <Link to="/investor-deck">Investor Deck</Link>; the full deck is shared on
            request.
          </li>
          <li>
            <strong>Data room.</strong> For investors in active discussions, a data room with detailed
            information is available on request.
          </li>
        </ul>
      </section>

      <section>
        <h2>Important information</h2>
        <p>
          Materials shared through the gateway are provided for information only and may be subject to
          confidentiality terms. Nothing on this website or in those materials is an offer to sell, or a
          solicitation of an offer to buy, any securities.
        </p>
      </section>
    </>
  );
}
