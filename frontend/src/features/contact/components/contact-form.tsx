import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { errorStatus, serverErrorMessage } from '@/lib/api-client';

import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

export const CONTACT_REQUIRED = 'Please fill in all required fields';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
const CONTACT_SENT = "Thank you for your message! We'll get back to you soon.";

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

type Feedback = { kind: 'error' | 'success'; text: string } | null;

export function ContactForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [values, setValues] = useState<ContactMessage>({ ...EMPTY, email: defaultEmail });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof ContactMessage) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    if (!trimmed.name || !trimmed.email || !trimmed.message) {
      setFeedback({ kind: 'error', text: CONTACT_REQUIRED });
      return;
    }
    setFeedback(null);
    setBusy(true);
    try {
      const answer = await sendContactMessage(trimmed);
      setFeedback({ kind: 'success', text: answer.message || CONTACT_SENT });
      setValues({ ...EMPTY, email: defaultEmail });
    } catch (caught) {
      // A 400 names the field the server refused (for example an invalid address); say which.
      const reason = errorStatus(caught) === 400 ? serverErrorMessage(caught) : undefined;
      setFeedback({ kind: 'error', text: reason ?? CONTACT_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      <div className="grid grid--2">
        <TextField label="Name *" name="name" autoComplete="name" placeholder="Your name" value={values.name} onValueChange={update('name')} />
        <TextField
          label="Email *"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onValueChange={update('email')}
        />
      </div>
      <TextField label="Subject" name="subject" placeholder="What is it about?" value={values.subject} onValueChange={update('subject')} />
      <label className="field">
        <span className="field__label">Message *</span>
        <textarea
          className="textarea"
          name="message"
          rows={6}
          placeholder="How can we help?"
          value={values.message}
          onChange={(event) => update('message')(event.target.value)}
        />
      </label>
      <div>
        <BusyButton type="submit" className="btn btn--primary" disabled={busy} busy={busy} busyLabel="Sending...">
          Send Message
        </BusyButton>
      </div>
    </form>
  );
}
