import { Link } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/site';

const UPDATED = 'January 15, 2026';

export default function PrivacyRoute() {
  return (
    <main className="page">
      <div className="container container--narrow">
        <PageHeader title="Privacy Policy" subtitle={`Last updated ${UPDATED}`} />
        <article className="card prose">
          <p>
            This policy explains what QuizForge collects when you use the service, why, how long it is kept and the
            choices you have. We collect only what we need to run the product.
          </p>

          <h2>Your account</h2>
          <p>
            To create an account we store your e-mail address, a securely hashed version of your password (never the
            password itself), the date you joined, whether your e-mail address is verified and your plan. If you sign in
            with Google, we receive your e-mail address and basic profile from Google; we do not receive your Google
            password.
          </p>

          <h2>Documents you upload</h2>
          <ul>
            <li>An uploaded file is read only to extract its text. The file itself is deleted as soon as the text has been extracted.</li>
            <li>
              The extracted text is sent to our AI provider to write your questions, for your request only. We do not use
              your documents to train AI models.
            </li>
            <li>
              The text and the generated questions of a request are kept for a limited time so the request can finish and
              problems can be investigated. Quizzes you save are kept until you delete them or close your account.
            </li>
            <li>Nobody else can see your documents or quizzes unless you share a quiz link or host a multiplayer room.</li>
          </ul>

          <h2>Quizzes, scores and multiplayer</h2>
          <p>
            We store your saved quizzes, their best scores and the share links you create. In multiplayer rooms, other
            players see the name you choose and your score. Results of finished games are kept so the host can review them.
          </p>

          <h2>Payments</h2>
          <p>
            Premium subscriptions are paid through a third-party card payment provider. Your card details go directly to
            that provider and never reach our servers. We receive only what we need to manage your subscription: its
            status, plan and renewal or end date.
          </p>

          <h2>E-mail</h2>
          <p>
            We send e-mails that the service needs: address verification, password reset and answers to messages you send
            us. We do not send marketing e-mail without your consent and we never sell your address.
          </p>

          <h2>Cookies and local storage</h2>
          <p>
            QuizForge does not use advertising or tracking cookies. Your browser&apos;s local storage keeps your sign-in
            tokens and a copy of your account details so you stay signed in, and, briefly, a shared quiz link you opened
            before signing in. Logging out removes them.
          </p>

          <h2>Contact messages</h2>
          <p>
            When you use the <Link to={paths.contact.getHref()}>contact form</Link> we keep your name, e-mail address and
            message so we can answer you.
          </p>

          <h2>Your choices</h2>
          <ul>
            <li>You can delete saved quizzes at any time (Premium) or ask us to delete them for you.</li>
            <li>You can cancel a subscription from your profile; it stays active until the end of the paid period.</li>
            <li>You can ask for a copy of your data or for your account to be deleted by writing to us.</li>
          </ul>

          <h2>Contact</h2>
          <p className="mb-0">
            For any privacy question or request, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </article>
      </div>
    </main>
  );
}
