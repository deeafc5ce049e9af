import { Icon } from '@/components/ui/icon';
import { SUPPORT_EMAIL } from '@/config/site';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useAuth } from '@/lib/auth';

export default function ContactRoute() {
  const { user } = useAuth();
  return (
    <main className="page">
      <div className="container container--medium">
        <header className="page-header">
          <h1 className="page-title">Contact Us</h1>
          <p className="page-subtitle">Questions, feedback or a problem with a quiz? Send us a message and we will reply by e-mail.</p>
        </header>
        <div className="contact-layout">
          <section className="card" aria-label="Contact form">
            <ContactForm defaultEmail={user?.email ?? ''} />
          </section>
          <aside className="stack">
            <div className="card card--compact">
              <div className="row row--nowrap row--top">
                <span className="icon-bubble">
                  <Icon name="mail" />
                </span>
                <div>
                  <h2 className="h4 mb-0">Email support</h2>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                </div>
              </div>
            </div>
            <div className="card card--compact">
              <div className="row row--nowrap row--top">
                <span className="icon-bubble">
                  <Icon name="clock" />
                </span>
                <div>
                  <h2 className="h4 mb-0">Response time</h2>
                  <p className="muted text-small mb-0">We answer within two working days, Premium members first.</p>
                </div>
              </div>
            </div>
            <div className="card card--compact">
              <div className="row row--nowrap row--top">
                <span className="icon-bubble">
                  <Icon name="bulb" />
                </span>
                <div>
                  <h2 className="h4 mb-0">Reporting a quiz problem?</h2>
                  <p className="muted text-small mb-0">Tell us the quiz title and the question text so we can look at it quickly.</p>
                </div>
              </div>
            </div>
          </aside>
        </div>
      </div>
    </main>
  );
}
