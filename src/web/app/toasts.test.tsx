import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { makeSession } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';

// Issue 23, item 1: toasts cover no control, and an error toast does not outlive its page.

async function register(confirmPassword: string) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Full Name', 'Ada Creator'],
    ['Email', 'ada@example.com'],
    ['Password', 'secret12'],
    ['Confirm Password', confirmPassword],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const viewport = () => document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');

describe('toasts', () => {
  it('show at the top, below the 4rem header, not in the bottom corner over the tab controls', async () => {
    renderWithProviders(<p>page</p>, { route: '/app' });
    act(() => void toast({ title: 'Voiceover Generated' }));
    await screen.findByText('Voiceover Generated');
    const classes = viewport()!.className.split(/\s+/);
    expect(classes).toContain('top-16');
    expect(classes).toContain('right-0');
    expect(classes.filter((name) => /(^|:)bottom-/.test(name))).toEqual([]);
    // Within the spec's 420px on wide screens.
    expect(classes).toContain('md:max-w-[420px]');
  });

  it("closes the register page's 'Password Mismatch' when sign-up moves on to /app", async () => {
    mockApi({ 'POST /api/auth/register': () => json(makeSession(), 201) });
    renderWithProviders(<RegisterPage />, { route: '/register' });

    await register('secret13');
    expect(await screen.findByText('Password Mismatch')).toBeVisible();
    // Its 5 s timer is held (as while the window is in the background): only the route change may close it.
    fireEvent.blur(window);

    await register('secret12');
    await waitFor(() => expect(window.location.pathname).toBe('/app'));
    await waitFor(() => expect(screen.queryByText('Password Mismatch')).not.toBeInTheDocument());
  });

  it('keeps an error raised on the new page, and a success reported just before a redirect', async () => {
    renderWithProviders(<p>page</p>, { route: '/reset-password' });
    act(() => void toast({ variant: 'success', title: 'Password Changed' }));
    await screen.findByText('Password Changed');
    act(() => navigate('/login'));
    // The sweep has run for /login; the success toast is still there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Password Changed')).toBeVisible();

    act(() => void toast({ variant: 'destructive', title: 'Login Failed' }));
    await screen.findByText('Login Failed');
    fireEvent.blur(window);
    act(() => navigate('/login?from=affiliate'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the query changed: the same page, the error stays.
    expect(screen.getByText('Login Failed')).toBeVisible();

    act(() => navigate('/'));
    await waitFor(() => expect(screen.queryByText('Login Failed')).not.toBeInTheDocument());
  });
});
