import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EnvironmentValues, SaveButton, SaveFailure, SettingsCard } from './settings-card';

describe('SettingsCard', () => {
  it('is labelled by its title, says where the setting comes from and why it is not in use, with the setup below', () => {
    render(
      <SettingsCard
        title="Google OAuth client (YouTube)"
        titleId="client-title"
        testId="card"
        source="console"
        unsetLabel="Not set up"
        problem="The saved client secret cannot be read."
        footer={<p>How to set it up</p>}
      >
        <p>The form</p>
      </SettingsCard>,
    );
    const card = screen.getByRole('article', { name: 'Google OAuth client (YouTube)' });
    expect(card).toBe(screen.getByTestId('card'));
    expect(within(card).getByText('Saved here')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('Not in use: The saved client secret cannot be read.');
    expect(card).toHaveTextContent(/The form.*How to set it up$/);
  });

  it('names a setting the environment makes, or none, in its badge', () => {
    const { rerender } = render(
      <SettingsCard title="Scripts" source="environment" unsetLabel="Built in" problem={null}>
        <p>Read-only</p>
      </SettingsCard>,
    );
    expect(screen.getByText('Set by environment')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <SettingsCard title="Scripts" source="default" unsetLabel="Built in" problem={null}>
        <p>Read-only</p>
      </SettingsCard>,
    );
    expect(screen.getByText('Built in')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Scripts' })).toBeInTheDocument();
  });

  it('shows an environment’s values and the variables that set them', () => {
    render(
      <EnvironmentValues
        rows={[
          ['Client ID', 'env.apps.googleusercontent.com'],
          ['Client secret', 'Set'],
        ]}
        variables={['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Client ID', 'Client secret']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['env.apps.googleusercontent.com', 'Set']);
    expect(screen.getByText(/^Set by/)).toHaveTextContent(
      "Set by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET — change it in the server's environment.",
    );
  });

  it('has Save, off while saving or when there is nothing to save, and says why a save failed', () => {
    const { rerender } = render(
      <form>
        <SaveButton pending={false} disabled />
        <SaveFailure error={null} fallback="The client could not be saved. Please try again." />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <form>
        <SaveButton pending={false} />
        <SaveFailure error={new ApiError(500, '{}', 'Internal Server Error')} fallback="The client could not be saved. Please try again." />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The client could not be saved. Please try again.');
  });
});
