import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { LegalDocument, LegalList, type LegalSection, Term } from './legal-document';

const LAST_UPDATED = '22 November 2026';

const linkClass = 'font-medium text-brand-600 hover:underline dark:text-indigo-400';

/**
 * What Careerloom really stores and why. Every statement here describes the server as built
 * (argon2id hashes, hashed session tokens, IP kept with form submissions); keep it in step with it.
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Careerloom is an AI career and work assistant for job seekers, hiring teams and enterprises. The operator of
        Careerloom is the controller of the personal data described here. You can reach us at any time through the{' '}
        <Link href={paths.contact} className={linkClass}>
          contact page
        </Link>
        ; privacy requests go to the same team.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>We keep only what the service needs to work for you:</p>
        <LegalList
          items={[
            <Term key="account" name="Account data">
              your full name, username, work email address and role; your subscription tier and any trial period; the
              profile details you choose to add (such as a short bio, skills, location and company name); and when the
              account was created and last changed.
            </Term>,
            <Term key="password" name="Your password">
              never stored as you typed it. We keep only an argon2id hash of it (a slow, salted one-way function), which
              lets us check a password at sign-in but not recover it. Nobody at Careerloom can read your password.
            </Term>,
            <Term key="sessions" name="Sessions">
              when you sign in, your browser receives one session cookie. On our servers we keep a server-side session
              record holding only a hash of that cookie&rsquo;s token, your browser&rsquo;s user agent, your IP address,
              and when the session started, was last used and expires. Logging out deletes the session; by default an
              unused session ends after 7 days and every session after at most 30 days.
            </Term>,
            <Term key="leads" name="Leads and contact messages">
              when you send an enterprise pricing inquiry, request a demo or write to us through a contact form, we
              store what you entered (for example your name, email, company and message) together with the time and your
              IP address. Only Careerloom administrators can read them.
            </Term>,
            <Term key="assistant" name="Assistant use">
              the messages you send to the assistant, with the profile hints your browser adds to them (role, industry,
              experience, location and visa requirements), are processed on our servers to produce answers. We count
              your AI queries and automations to apply the limits of your plan; a visitor trying Careerloom without an
              account is counted with a signed cookie and the IP address.
            </Term>,
            <Term key="sources" name="Connected sources">
              later, when you choose to connect a source such as your mail, calendar, code hosting or professional
              network, we store its access token encrypted (AES-256-GCM) and read its data only as far as the permission
              you set for that source allows: full, limited, metadata only, or disabled. Every read is recorded in an
              access log you can inspect, and you choose how long data from each source is kept (7, 30, 90 or 365 days,
              or until you delete it). Disconnecting a source revokes its token.
            </Term>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <LegalList
        items={[
          <Term key="contract" name="To provide Careerloom">
            your account, sessions, assistant answers and plan limits are needed to deliver the service you signed up
            for (GDPR article 6(1)(b)).
          </Term>,
          <Term key="interest" name="To keep it safe">
            session records, IP addresses and rate limits protect accounts and forms against abuse; answering leads and
            messages is how we reply to what you asked us (article 6(1)(f), legitimate interests).
          </Term>,
          <Term key="consent" name="Because you chose to">
            connected sources are read only after you connect them, under the permission you set; disconnecting
            withdraws that choice for the future (article 6(1)(a)).
          </Term>,
        ]}
      />
    ),
  },
  {
    id: 'ai-processing',
    title: 'How the AI works with your data',
    body: (
      <>
        <p>
          By default the assistant runs on Careerloom&rsquo;s own servers. Where an external language-model or
          text-to-speech provider is configured, the text needed for one answer (your message, or the reply to be
          spoken) is sent to that provider only to produce that answer.
        </p>
        <p>
          Automated job applications are prepared for your review. An application is reported as submitted only when it
          really went out through a channel you enabled.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <LegalList
        items={[
          <Term key="session" name="Session cookie">
            strictly necessary to keep you signed in; it cannot be read by page scripts (HttpOnly) and is sent only to
            Careerloom.
          </Term>,
          <Term key="guest" name="Guest usage cookie">
            a signed cookie that counts a visitor&rsquo;s free AI queries.
          </Term>,
          <Term key="local" name="Browser storage">
            your theme choice, the assistant&rsquo;s name and your chat profile hints are kept in your own browser
            (local storage) and never leave it except with the chat messages described above.
          </Term>,
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'Who else sees your data',
    body: (
      <>
        <p>
          We do not sell your personal data and we do not use it for advertising. There are no advertising or
          third-party tracking cookies on Careerloom.
        </p>
        <p>
          Data is shared only with the service providers that run Careerloom on our behalf (hosting, database and, where
          configured, the AI providers above), bound by contract to use it only for us, and with authorities where the
          law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <LegalList
        items={[
          'Account data for as long as your account exists; deleting the account deletes it.',
          'Sessions until you log out or they expire, as described above.',
          'Connected-source data for the retention period you chose for that source.',
          'Leads and contact messages until your request has been handled, then we delete them unless they became part of a customer relationship.',
        ]}
      />
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <LegalList
        items={[
          'Passwords hashed with argon2id; session tokens stored only as hashes.',
          'Access tokens of connected sources encrypted at rest.',
          'Secure, HttpOnly session cookies over HTTPS, and checks that state-changing requests come from Careerloom itself.',
          'Rate limits on sign-in and on public forms; error messages never reveal internal details.',
        ]}
      />
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the General Data Protection Regulation (GDPR) you may at any time:</p>
        <LegalList
          items={[
            <Term key="15" name="Access your data (article 15)">
              get a copy of the personal data we hold about you and how we use it.
            </Term>,
            <Term key="17" name="Have it erased (article 17)">
              delete your account and all its data. Deletion ends every session and revokes the tokens of connected
              sources; for your protection we ask for your password first.
            </Term>,
            <Term key="20" name="Take it with you (article 20)">
              export your data in a structured, machine-readable format (JSON).
            </Term>,
            <Term key="other" name="Correct, restrict or object">
              edit your profile yourself, or ask us to correct, restrict or stop processing your data (articles 16, 18
              and 21).
            </Term>,
          ]}
        />
        <p>
          Signed-in users will find export and deletion in the{' '}
          <Link href={paths.privacy} className={linkClass}>
            Privacy Control Center
          </Link>{' '}
          as it becomes available for their account; anyone can also send a request through the{' '}
          <Link href={paths.contact} className={linkClass}>
            contact page
          </Link>
          . We answer every request without undue delay and within one month. If a request is complex we may extend this
          by up to two further months, and we will tell you so within the first month.
        </p>
        <p>You also have the right to lodge a complaint with a data protection supervisory authority.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Careerloom is meant for people aged 16 and over. We do not knowingly collect data from children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change how we handle personal data, we update this page and its date. If a change matters for you, we
        tell signed-in users before it takes effect.
      </p>
    ),
  },
];

/** The Privacy Policy (rulings: the footer link that went nowhere becomes a real page). */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          This policy explains in plain words what personal data Careerloom stores, why, for how long, and how you can
          see, export or delete it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
