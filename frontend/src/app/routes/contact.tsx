import type { ReactNode } from 'react';

import { PageHeader } from '@/components/ui/page-header';
import { IconBubble, type IconName } from '@/components/ui/icon';
import { SUPPORT_EMAIL } from '@/config/site';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useAuth } from '@/lib/auth';

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="card card--compact">
      <div className="row row--nowrap row--top">
        <IconBubble name={icon} />
        <div>
          <h2 className="h4 mb-0">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}

export default function ContactRoute() {
  const { user } = useAuth();
  return (
    <main className="page">
      <div className="container container--medium">
        <PageHeader
          title="Contact Us"
          subtitle="Questions, feedback or a problem with a quiz? Send us a message and we will reply by e-mail."
        />
        <div className="contact-layout">
          <section className="card" aria-label="Contact form">
            <ContactForm defaultEmail={user?.email ?? ''} />
          </section>
          <aside className="stack">
            <ContactCard icon="mail" title="Email support">
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </ContactCard>
            <ContactCard icon="clock" title="Response time">
              <p className="muted text-small mb-0">We answer within two working days, Premium members first.</p>
            </ContactCard>
            <ContactCard icon="bulb" title="Reporting a quiz problem?">
              <p className="muted text-small mb-0">Tell us the quiz title and the question text so we can look at it quickly.</p>
            </ContactCard>
          </aside>
        </div>
      </div>
    </main>
  );
}
