import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/features/marketing/components/newsletter-form';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('keeps the submit button disabled in the pre-rendered form, and keeps what was typed before the app ran', async () => {
  const html = renderToString(<NewsletterForm />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // The pre-rendered markup: a native submission would reload the page with the field in the address.
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  // Typed before the app has taken the page over.
  (screen.getByPlaceholderText('you@example.com') as HTMLInputElement).value = 'early@example.com';

  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ message: 'Thanks!', alreadySubscribed: false }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  await act(async () => {
    render(<NewsletterForm />, { container, hydrate: true });
  });
  const button = screen.getByRole('button', { name: 'Subscribe' });
  expect(button).toBeEnabled();
  expect(screen.getByPlaceholderText('you@example.com')).toHaveValue('early@example.com');
  await act(async () => {
    fireEvent.click(button);
  });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [, init] = fetchSpy.mock.calls[0]!;
  expect(JSON.parse(String(init?.body))).toEqual({ email: 'early@example.com' });
});
