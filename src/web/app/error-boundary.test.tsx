import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { ErrorBoundary } from './error-boundary';
import { StartupFailure } from './startup-failure';

function Broken(): never {
  throw new Error('render exploded');
}

describe('ErrorBoundary', () => {
  it('replaces a crashed tree with "Something went wrong" and a Refresh Page button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>all good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
  });
});

describe('StartupFailure', () => {
  it('names the failure, the error, the browser and what to do', () => {
    render(<StartupFailure error={new Error('Unexpected token ?')} />);
    expect(screen.getByRole('heading', { name: 'App failed to load on this device.' })).toBeInTheDocument();
    expect(screen.getByText('Unexpected token ?')).toBeInTheDocument();
    expect(screen.getByText(navigator.userAgent)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/refresh the page/i);
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('offers the support address only when the server names one (SUPPORT_EMAIL)', async () => {
    mockApi({ 'GET /api/site': () => json({ supportEmail: 'help@studio.test' }) });
    render(<StartupFailure error={new Error('Unexpected token ?')} />);
    expect(await screen.findByRole('link', { name: 'help@studio.test' })).toHaveAttribute('href', 'mailto:help@studio.test');
    expect(screen.getByRole('alert')).toHaveTextContent(/refresh the page.*contact support/i);
  });

  it('shows no made-up address when none is set', async () => {
    const network = mockApi({ 'GET /api/site': () => json({ supportEmail: null }) });
    render(<StartupFailure error={new Error('Unexpected token ?')} />);
    await waitFor(() => expect(network.to('GET /api/site')).toHaveLength(1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/contact support|example\.com/i);
  });
});
