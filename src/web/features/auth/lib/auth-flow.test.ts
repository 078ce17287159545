import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { authFlowOf, authPath, destinationAfterAuth, safeRedirect } from './auth-flow';

describe('safeRedirect', () => {
  it('keeps a page of this site, and of the query only a known plan on /subscription', () => {
    expect(safeRedirect('/subscription?plan=basic')).toBe('/subscription?plan=basic');
    expect(safeRedirect('/subscription?plan=weekly&success=true')).toBe('/subscription?plan=weekly');
    expect(safeRedirect('/subscription/')).toBe('/subscription');
    expect(safeRedirect('/subscription?plan=enterprise')).toBe('/subscription');
    expect(safeRedirect('/subscription?plan=Basic')).toBe('/subscription');
    expect(safeRedirect('/subscription#pricing')).toBe('/subscription');
    expect(safeRedirect('/affiliate?from=x')).toBe('/affiliate');
    expect(safeRedirect('/app')).toBe('/app');
  });

  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/subscription',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/%0a/evil.example',
      'https://evil.example/subscription',
      'http:/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)//',
      'data:text/html,<script>alert(1)</script>',
      'subscription',
      ' /subscription',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });

  it('refuses paths the site does not serve and the sign-in pages themselves', () => {
    for (const value of [
      '/nowhere',
      '/login',
      '/register?redirect=%2Fapp',
      '/reset-password?token=x',
      '/api/auth/logout',
      '/files/x.png',
    ]) {
      expect(safeRedirect(value), value).toBeNull();
    }
  });
});

describe('authFlowOf and authPath', () => {
  it('reads ?from=affiliate and a safe ?redirect=', () => {
    expect(authFlowOf('?redirect=%2Fsubscription%3Fplan%3Dbasic')).toEqual({ affiliate: false, redirect: '/subscription?plan=basic' });
    expect(authFlowOf('?from=affiliate')).toEqual({ affiliate: true, redirect: null });
    expect(authFlowOf('?redirect=%2F%2Fevil.example')).toEqual({ affiliate: false, redirect: null });
    expect(authFlowOf('?redirect=https%3A%2F%2Fevil.example')).toEqual({ affiliate: false, redirect: null });
  });

  it('builds links that keep the flow, and only a safe destination', () => {
    expect(authPath('/register')).toBe('/register');
    expect(authPath('/login', { affiliate: true })).toBe('/login?from=affiliate');
    expect(authPath('/register', { redirect: '/subscription?plan=basic' })).toBe('/register?redirect=%2Fsubscription%3Fplan%3Dbasic');
    expect(authPath('/login', { redirect: '//evil.example' })).toBe('/login');
    // A link round-trips: what one page writes, the other reads.
    const link = authPath('/login', { redirect: '/subscription?plan=premium' });
    expect(authFlowOf(link.slice(link.indexOf('?'))).redirect).toBe('/subscription?plan=premium');
  });
});

describe('destinationAfterAuth', () => {
  const trialing = makeUser();
  const withoutTrial = makeUser({ subscriptionStatus: 'trial_expired', trialExpiry: null });

  it('goes to /affiliate in the affiliate flow, else to the destination carried, else /app', () => {
    expect(destinationAfterAuth({ affiliate: true, redirect: '/subscription?plan=basic' }, trialing)).toBe('/affiliate');
    expect(destinationAfterAuth({ affiliate: false, redirect: '/subscription?plan=basic' }, trialing)).toBe('/subscription?plan=basic');
    expect(destinationAfterAuth({ affiliate: false, redirect: null }, trialing)).toBe('/app');
  });

  it('sends an account without a trial to the plans, or to the plan it came for', () => {
    expect(destinationAfterAuth({ affiliate: false, redirect: null }, withoutTrial)).toBe('/subscription');
    expect(destinationAfterAuth({ affiliate: false, redirect: '/subscription?plan=weekly' }, withoutTrial)).toBe(
      '/subscription?plan=weekly',
    );
  });

  it('sends such an account to the workspace where no plan applies (an administrator, or payments off)', () => {
    for (const access of ['administrator', 'payments_off'] as const) {
      expect(destinationAfterAuth({ affiliate: false, redirect: null }, { ...withoutTrial, access })).toBe('/app');
    }
  });
});
