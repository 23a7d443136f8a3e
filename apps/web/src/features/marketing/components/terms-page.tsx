import { LANDING_PRICING } from '@careerloom/contract';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { LegalDocument, LegalList, type LegalSection, Term } from './legal-document';

const LAST_UPDATED = '22 November 2026';

const linkClass = 'font-medium text-brand-600 hover:underline dark:text-indigo-400';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <p>
        These terms govern your use of Careerloom, the AI career and work assistant available on this website. By
        creating an account or using Careerloom you accept them. If you use Careerloom for an organisation, you accept
        them on its behalf and confirm that you may do so.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <LegalList
        items={[
          'You must be at least 16 years old and give accurate details when you register.',
          'An account is personal. Keep your password to yourself and tell us at once if you think someone else has used your account.',
          'You are responsible for what happens under your account, including what you ask the assistant to do.',
        ]}
      />
    ),
  },
  {
    id: 'plans',
    title: 'Plans, trials and payment',
    body: (
      <>
        <LegalList
          items={[
            <Term key="free" name="Free">
              costs nothing and includes advanced AI chat limited to {LANDING_PRICING.freeQueriesPerDay} queries per day
              and basic task automation limited to {LANDING_PRICING.freeAutomationsPerDay} per day. Daily limits reset
              at midnight UTC.
            </Term>,
            <Term key="paid" name="Paid plans">
              Job Seeker costs ${LANDING_PRICING.jobseekerMonthlyUsd} per month; Enterprise Starter costs $
              {LANDING_PRICING.enterpriseStarterMonthlyPerUserUsd} per month per user. Larger enterprise plans are
              agreed in writing with our sales team.
            </Term>,
            <Term key="trials" name="Trials">
              signing up for Job Seeker or Enterprise Starter starts a 14-day trial of that plan. When the trial ends
              without a paid subscription, the account continues on the Free plan; nothing is charged automatically.
            </Term>,
          ]}
        />
        <p>
          Prices are in US dollars and exclude taxes where taxes apply. Paid subscriptions renew each billing period
          until cancelled; a cancellation takes effect at the end of the period already paid. We announce price changes
          at least 30 days in advance.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <LegalList
          items={[
            'break the law, infringe the rights of others, or use Careerloom to harass, discriminate or deceive;',
            'upload or connect personal data of other people without a lawful basis to do so;',
            'send bulk or misleading job applications, or misrepresent your identity or qualifications;',
            'get around plan limits, rate limits or security measures, or probe, scan or overload the service;',
            'scrape Careerloom, or copy, resell or reverse engineer it except where the law expressly allows.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'ai-output',
    title: 'AI answers and automation',
    body: (
      <>
        <p>
          Careerloom&rsquo;s answers, scores, suggestions and generated documents are produced automatically and can be
          incomplete or wrong. Check them before you rely on them, especially before you send anything to an employer or
          make a hiring decision. Hiring decisions remain with the people who make them.
        </p>
        <p>
          Automations act only within the settings you choose. Applications are prepared for your review; one is
          reported as submitted only when it really went out through a channel you enabled.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and data',
    body: (
      <>
        <p>
          What you write, upload or connect stays yours. You give Careerloom the permission needed to store and process
          it in order to run the service for you, and for nothing else. Connected sources are read only under the
          permission you set for each of them.
        </p>
        <p>
          Our{' '}
          <Link href={paths.privacyPolicy} className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains what we store and your rights to access, export and delete your data.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        When you connect a mail, calendar, code hosting, chat or notes service, or apply through a job board, that
        service&rsquo;s own terms also apply. Careerloom is not responsible for third-party services, their availability
        or the content of job postings.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Our service',
    body: (
      <p>
        We work to keep Careerloom available and secure, but we cannot promise uninterrupted service. We may improve,
        change or retire features; when a change removes something you pay for, we tell you in advance and you may
        cancel. Features marked as upcoming are not part of a plan until they are released.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    body: (
      <p>
        Careerloom, its software, design and brand belong to its operator and licensors. These terms give you the right
        to use the service, not ownership of it. Feedback you send us may be used to improve Careerloom without any
        obligation to you.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop using Careerloom and delete your account at any time; deletion removes your data as the Privacy
        Policy describes. We may suspend or close an account that seriously or repeatedly breaks these terms, after
        warning you where that is reasonable.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    body: (
      <p>
        Careerloom is provided as is. To the extent the law allows, we are not liable for indirect or consequential
        loss, such as lost opportunities, and our total liability for any claim is limited to the amount you paid us in
        the twelve months before it arose. Nothing in these terms limits liability that cannot be limited by law, or
        your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and governing law',
    body: (
      <p>
        We may update these terms; material changes are announced to account holders at least 30 days before they take
        effect. These terms are governed by the law of the place where Careerloom&rsquo;s operator is established,
        without depriving you of the protection of mandatory consumer law where you live.
      </p>
    ),
  },
];

/** The Terms of Service (rulings: the footer link that went nowhere becomes a real page). */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          The rules for using Careerloom, written to be read. Where these terms and a separate written agreement with
          your organisation differ, the written agreement wins.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
