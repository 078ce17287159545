import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SecretReveal } from './secret-reveal';

const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2U';

describe('SecretReveal', () => {
  it('shows the secret read-only under its label, copies it, warns it is shown once, and is put away', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <SecretReveal
        testId="new-secret"
        label="Signing secret for https://hooks.example.com"
        secret={SECRET}
        copyWhat="Signing secret"
        warning={<>Keep it somewhere safe.</>}
        onDone={onDone}
      />,
    );

    const field = screen.getByLabelText('Signing secret for https://hooks.example.com');
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent('Copy it now: it will not be shown again. Keep it somewhere safe.');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Signing secret copied to clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.getByTestId('new-secret')).toContainElement(field);
  });
});
