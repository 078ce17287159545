import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { NewsletterForm } from './newsletter-form';

async function subscribe(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

async function expectToast(title: string, message: string) {
  const toastTitle = await screen.findByText(title);
  const toast = toastTitle.closest('li');
  expect(toast).toHaveTextContent(message);
  return toast;
}

describe('NewsletterForm', () => {
  it('has a labelled e-mail field', () => {
    mockApi({});
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it('subscribes and shows the server’s message', async () => {
    const network = mockApi({
      'POST /api/newsletter': () =>
        json({ message: 'Thanks for subscribing! New articles will arrive in your inbox.', alreadySubscribed: false }, 201),
    });
    renderWithProviders(<NewsletterForm />, { route: '/blog' });
    await subscribe('reader@example.com');
    await expectToast('Subscribed!', 'Thanks for subscribing! New articles will arrive in your inbox.');
    expect(JSON.parse(network.to('POST /api/newsletter')[0]?.body ?? '{}')).toEqual({ email: 'reader@example.com' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('says so when the address was already subscribed', async () => {
    mockApi({
      'POST /api/newsletter': () => json({ message: 'You are already subscribed. Thanks for reading!', alreadySubscribed: true }, 200),
    });
    renderWithProviders(<NewsletterForm />, { route: '/blog' });
    await subscribe('reader@example.com');
    await expectToast('Already Subscribed', 'You are already subscribed. Thanks for reading!');
  });

  it('shows the server’s validation message in a destructive toast', async () => {
    mockApi({
      'POST /api/newsletter': () => json({ message: 'Please enter a valid email address.', code: 'VALIDATION_FAILED' }, 400),
    });
    renderWithProviders(<NewsletterForm />, { route: '/blog' });
    await subscribe('reader@localhost');
    const toast = await expectToast('Subscription Failed', 'Please enter a valid email address.');
    expect(toast?.className).toContain('destructive');
    expect(screen.getByLabelText('Email address')).toHaveValue('reader@localhost');
  });
});
