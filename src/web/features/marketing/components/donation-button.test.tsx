import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DonationButton, donationMessages } from './donation-button';

function setup() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  renderWithProviders(<DonationButton />);
  return { alert, open, click: () => userEvent.setup().click(screen.getByRole('button', { name: 'Support' })) };
}

describe('DonationButton', () => {
  it('posts the fixed donation and opens the checkout in a new tab', async () => {
    const network = mockApi({
      'POST /api/create-donation-checkout': () => json({ url: 'https://checkout.example/session/1' }),
    });
    const { alert, open, click } = setup();
    await click();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.example/session/1', '_blank', 'noopener'));
    expect(JSON.parse(network.to('POST /api/create-donation-checkout')[0]?.body ?? '{}')).toEqual({
      amount: 1000,
      currency: 'usd',
    });
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Support' })).toBeEnabled();
  });

  it('says the system is unavailable on a non-OK answer', async () => {
    mockApi({ 'POST /api/create-donation-checkout': () => json({ message: 'Stripe is down' }, 500) });
    const { alert, open, click } = setup();
    await click();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(donationMessages.unavailable));
    expect(donationMessages.unavailable).toBe('Donation system temporarily unavailable. Please try again later or contact support.');
    expect(open).not.toHaveBeenCalled();
  });

  it('says the system is unavailable when the answer has no usable url', async () => {
    mockApi({ 'POST /api/create-donation-checkout': () => json({ id: 'cs_1' }) });
    const { alert, open, click } = setup();
    await click();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(donationMessages.unavailable));
    expect(open).not.toHaveBeenCalled();
  });

  it('never opens a javascript: url', async () => {
    mockApi({ 'POST /api/create-donation-checkout': () => json({ url: 'javascript:alert(1)' }) });
    const { alert, open, click } = setup();
    await click();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(donationMessages.unavailable));
    expect(open).not.toHaveBeenCalled();
  });

  it('says the donation could not be processed when the network fails', async () => {
    mockApi({
      'POST /api/create-donation-checkout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { alert, open, click } = setup();
    await click();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unable to process donation. Please try again later or contact support.'));
    expect(open).not.toHaveBeenCalled();
  });
});
