import { useState, type FormEvent } from 'react';

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

  const update = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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
      {feedback && (
        <div className={`alert alert--${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
          {feedback.text}
        </div>
      )}
      <div className="grid grid--2">
        <label className="field">
          <span className="field__label">Name *</span>
          <input className="input" name="name" autoComplete="name" placeholder="Your name" value={values.name} onChange={update('name')} />
        </label>
        <label className="field">
          <span className="field__label">Email *</span>
          <input
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={update('email')}
          />
        </label>
      </div>
      <label className="field">
        <span className="field__label">Subject</span>
        <input className="input" name="subject" placeholder="What is it about?" value={values.subject} onChange={update('subject')} />
      </label>
      <label className="field">
        <span className="field__label">Message *</span>
        <textarea
          className="textarea"
          name="message"
          rows={6}
          placeholder="How can we help?"
          value={values.message}
          onChange={update('message')}
        />
      </label>
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy && <span className="spinner spinner--small" aria-hidden="true" />}
          {busy ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
