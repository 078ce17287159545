import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrialGate } from './trial-gate';

const NOW = new Date('2025-07-15T12:00:00.000Z');
const inMs = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('TrialGate (spec §4 Trial)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the yellow countdown and ticks every second while the trial runs', () => {
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'trialing', trialExpiry: inMs(24 * HOUR - 1000) }} />);
    expect(screen.getByText('Free Trial: 23h 59m 59s remaining')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('Free Trial: 23h 59m 58s remaining')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(61_000));
    expect(screen.getByText('Free Trial: 23h 58m 57s remaining')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('turns into the blocking modal the second the trial runs out', () => {
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'trialing', trialExpiry: inMs(2000) }} />);
    expect(screen.getByText('Free Trial: 0h 0m 2s remaining')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Trial Expired' })).toBeInTheDocument();
  });

  it('shows the modal for trial_expired and for statuses other than trialing or active', () => {
    const { rerender } = render(
      <TrialGate user={{ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: inMs(-HOUR) }} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Trial Expired' });
    expect(dialog).toHaveTextContent('Your 1-day free trial has ended. Choose a plan to continue using the product.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    rerender(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'canceled', trialExpiry: null }} />);
    expect(screen.getByRole('alertdialog', { name: 'Trial Expired' })).toBeInTheDocument();
  });

  it('shows neither banner nor modal for an active subscription', () => {
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'active', trialExpiry: inMs(-HOUR) }} />);
    expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each(['administrator', 'payments_off'] as const)(
    'shows neither banner nor modal where the trial does not apply (%s), a day after it ended or during it',
    (access) => {
      const { rerender } = render(<TrialGate user={{ access, subscriptionStatus: 'trialing', trialExpiry: inMs(-24 * HOUR) }} />);
      expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      for (const user of [
        { subscriptionStatus: 'trial_expired', trialExpiry: inMs(-24 * HOUR) },
        { subscriptionStatus: 'trial_expired', trialExpiry: null },
        { subscriptionStatus: 'trialing', trialExpiry: inMs(2 * HOUR) },
      ] as const) {
        rerender(<TrialGate user={{ access, ...user }} />);
        act(() => void vi.advanceTimersByTime(1000));
        expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument();
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      }
    },
  );

  it('tells an account that never had a trial (its mailbox had one) so, instead of calling it expired', () => {
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: null }} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Free Trial Already Used' });
    expect(dialog).toHaveTextContent('This e-mail address has already had its 1-day free trial. Choose a plan to start using the product.');
    expect(dialog).not.toHaveTextContent('has ended');
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeInTheDocument();
    expect(screen.queryByText(/Free Trial:/)).not.toBeInTheDocument();
  });

  it('cannot be dismissed with Escape', () => {
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: inMs(-HOUR) }} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Trial Expired' })).toBeInTheDocument();
  });

  it('Start Over removes the subscription record and goes home', () => {
    window.history.replaceState(null, '', '/app');
    localStorage.setItem('subscription', '{"isTrial":true}');
    localStorage.setItem('authToken', 'access-1');
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: inMs(-HOUR) }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(localStorage.getItem('subscription')).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('access-1');
    expect(window.location.pathname).toBe('/');
  });

  it('View Plans goes home and keeps the subscription record', () => {
    window.history.replaceState(null, '', '/app');
    localStorage.setItem('subscription', '{"isTrial":true}');
    render(<TrialGate user={{ access: 'subscription', subscriptionStatus: 'trial_expired', trialExpiry: inMs(-HOUR) }} />);
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(localStorage.getItem('subscription')).toBe('{"isTrial":true}');
    expect(window.location.pathname).toBe('/');
  });
});
