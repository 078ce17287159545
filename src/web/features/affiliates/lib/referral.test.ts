import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import { json, mockApi } from '@/test/mock-api';
import { captureReferral, REFERRAL_STORAGE_KEY, referralForSignup, storedReferral } from './referral';

const CAPTURED_AT = new Date('2025-07-01T10:00:00Z').getTime();

function at(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

afterEach(() => vi.useRealTimers());

describe('captureReferral', () => {
  it('keeps the code, makes a visitor id and posts the click with the landing path', async () => {
    at(CAPTURED_AT);
    const network = mockApi({ 'POST /api/affiliate/click': () => json({ counted: true }) });
    await captureReferral({ search: '?utm=x&ref=ADA123xyz0', pathname: '/blog' });

    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY)!)).toEqual({ code: 'ADA123xyz0', capturedAt: CAPTURED_AT });
    const visitor = localStorage.getItem('visitorId');
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    const [click] = network.to('POST /api/affiliate/click');
    expect(JSON.parse(click!.body!)).toEqual({ code: 'ADA123xyz0', visitorId: visitor, landingPath: '/blog' });
    expect(click!.headers.get('Content-Type')).toBe('application/json');
    expect(click!.headers.get('Authorization')).toBeNull();

    // The same browser keeps its visitor id; a later link replaces the code.
    await captureReferral({ search: '?ref=OTHER_code', pathname: '/' });
    const [, second] = network.to('POST /api/affiliate/click');
    expect(JSON.parse(second!.body!)).toEqual({ code: 'OTHER_code', visitorId: visitor, landingPath: '/' });
    expect(storedReferral()?.code).toBe('OTHER_code');
  });

  it('does nothing without a usable code', async () => {
    const network = mockApi({});
    await captureReferral({ search: '?preferred=1', pathname: '/' });
    await captureReferral({ search: '?ref=', pathname: '/' });
    await captureReferral({ search: '?ref=<script>', pathname: '/' });
    expect(network.requests).toHaveLength(0);
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('never fails the page when the click cannot be sent', async () => {
    mockApi({ 'POST /api/affiliate/click': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(captureReferral({ search: '?ref=ADA123xyz0', pathname: '/' })).resolves.toBeUndefined();
    expect(storedReferral()?.code).toBe('ADA123xyz0');
  });

  it(`forgets the code ${REFERRAL_WINDOW_DAYS} days after the visit`, async () => {
    at(CAPTURED_AT);
    mockApi({ 'POST /api/affiliate/click': () => json({ counted: true }) });
    await captureReferral({ search: '?ref=ADA123xyz0', pathname: '/' });

    at(CAPTURED_AT + REFERRAL_WINDOW_DAYS * DAY_MS - 1000);
    expect(storedReferral()).toEqual({ code: 'ADA123xyz0', capturedAt: CAPTURED_AT });
    expect(referralForSignup()).toEqual({ code: 'ADA123xyz0', visitorId: localStorage.getItem('visitorId') });

    at(CAPTURED_AT + REFERRAL_WINDOW_DAYS * DAY_MS + 1000);
    expect(referralForSignup()).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, '{not json');
    expect(storedReferral()).toBeNull();
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code: 'ADA123xyz0' }));
    expect(storedReferral()).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });
});
