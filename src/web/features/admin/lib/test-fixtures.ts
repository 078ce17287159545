// Console answers as the server sends them (src/shared/contracts/admin.ts), for the console's tests.
import type {
  AdminDashboard,
  AdminPayment,
  AdminPayout,
  AdminUserDetail,
  AdminUserSummary,
  AdminCommission,
} from '@shared/contracts/admin';
import { makeUser, storeSignedIn } from '@/test/fixtures';
import { json, mockApi, type ApiHandlers } from '@/test/mock-api';

export const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
export const inHours = (hours: number) => new Date(NOW.getTime() + hours * 60 * 60 * 1000).toISOString();
const today = (offset = 0) => new Date(NOW.getTime() - offset * DAY_MS).toISOString().slice(0, 10);

export const admin = makeUser({ id: 'admin-1', name: 'Olive Operator', email: 'operator@example.com', isAdmin: true });

export function makeDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    users: {
      total: 1284,
      newPerDay: [
        { date: today(1), count: 12 },
        { date: today(0), count: 5 },
      ],
    },
    trialsRunning: 37,
    activeSubscriptions: [
      { planId: 'weekly', count: 4 },
      { planId: 'basic', count: 10 },
      { planId: 'premium', count: 3 },
    ],
    mrrCents: 47_114,
    generationsPerDay: [
      { date: today(0), kind: 'script', engine: 'offline-writer', count: 40 },
      { date: today(0), kind: 'image', engine: 'offline-renderer', count: 9 },
      { date: today(1), kind: 'script', engine: 'openai:gpt-4o-mini', count: 7 },
    ],
    errorsLast24h: { total: 2, byRoute: [{ route: 'POST /api/images/generate', count: 2 }] },
    ...overrides,
  };
}

export function makeUserSummary(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: 'user-7',
    name: 'Riley Referred',
    email: 'riley@example.com',
    role: 'user',
    access: 'subscription',
    subscriptionStatus: 'trialing',
    subscriptionPlan: null,
    trialExpiry: inHours(20),
    suspended: false,
    createdAt: daysAgo(0),
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...makeUserSummary(),
    currentPeriodEnd: null,
    emailVerified: true,
    suspendedAt: null,
    usage: {
      periodStart: daysAgo(1),
      periodEnd: inHours(20),
      scripts: { used: 3, limit: null },
      images: { used: 2, limit: null },
      voiceovers: 1,
      fairUse: null,
    },
    fairUse: { scripts: null, images: null, period: 'day' },
    sessions: [{ id: 'session-1', device: 'Chrome on Linux', createdAt: daysAgo(0), lastUsedAt: daysAgo(0), live: true }],
    projectsCount: 2,
    ...overrides,
  };
}

export function makeCommission(overrides: Partial<AdminCommission> = {}): AdminCommission {
  return {
    id: 'invoice-1234567890',
    affiliateId: 'aff-1',
    affiliateEmail: 'payouts@example.com',
    planId: 'weekly',
    amountPaidCents: 699,
    commissionCents: 210,
    status: 'approved',
    paidAt: daysAgo(3),
    approvesAt: daysAgo(3),
    ...overrides,
  };
}

export function makePayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 'payout-1',
    affiliateId: 'aff-1',
    payoutEmail: 'payouts@example.com',
    month: NOW.toISOString().slice(0, 7),
    amountCents: 210,
    status: 'owed',
    reference: null,
    paidAt: null,
    createdAt: daysAgo(0),
    ...overrides,
  };
}

export function makePayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 'payment-1',
    kind: 'invoice',
    userEmail: 'riley@example.com',
    planId: 'weekly',
    amountCents: 699,
    currency: 'usd',
    processor: 'local',
    status: 'paid',
    paidAt: daysAgo(1),
    refundedAt: null,
    ...overrides,
  };
}

/** The administrator signed in, with the page views and `handlers` answered. */
export function signInAdmin(handlers: ApiHandlers, user = admin) {
  storeSignedIn(user);
  return mockApi({
    'GET /api/auth/verify': () => json(user),
    'POST /api/analytics/pageview': () => new Response(null, { status: 204 }),
    ...handlers,
  });
}
