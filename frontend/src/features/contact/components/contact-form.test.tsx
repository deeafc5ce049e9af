import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { ContactForm } from './contact-form';

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'Name *' | 'Email *' | 'Subject' | 'Message *', string>>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('contact form', () => {
  it('asks for the required fields and sends nothing without them', async () => {
    const server = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user, { 'Name *': 'Ada', 'Subject': 'Hello' });

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(server.requests).toHaveLength(0);
  });

  it("sends the message and shows the server's answer, then clears the form", async () => {
    const server = mockApi().on('POST', '/api/contact/', { status: 201, data: { message: 'Thanks, we got it!' } });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user, { 'Name *': 'Ada', 'Email *': 'ada@example.com', 'Subject': 'Hi', 'Message *': 'Great app' });

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, we got it!');
    expect(server.callsTo('POST', '/api/contact/')[0].body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Great app',
    });
    expect(screen.getByLabelText('Message *')).toHaveValue('');
  });

  it('says so when sending fails', async () => {
    mockApi().on('POST', '/api/contact/', { status: 500 });
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fill(user, { 'Name *': 'Ada', 'Email *': 'ada@example.com', 'Message *': 'Hello' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText('Message *')).toHaveValue('Hello');
  });
});
