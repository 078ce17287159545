import { useTranslation } from 'react-i18next';
import type { AdminUserSummary } from '@shared/contracts/admin';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { capitalize, subscriptionLabel } from '../lib/format';

const tones = {
  good: 'border-success-line bg-success-soft text-success',
  wait: 'border-warning-line bg-warning-soft text-warning',
  bad: 'border-danger-line bg-danger-soft text-danger',
  info: 'border-info-line bg-info-soft text-info',
  muted: 'border-border bg-muted text-muted-foreground',
} as const;

const toneOf: Record<string, keyof typeof tones> = {
  active: 'good',
  approved: 'good',
  paid: 'good',
  sent: 'good',
  live: 'good',
  trialing: 'info',
  admin: 'info',
  outbox: 'info',
  invoice: 'info',
  donation: 'info',
  test: 'info',
  pending: 'wait',
  owed: 'wait',
  past_due: 'wait',
  trial_expired: 'muted',
  canceled: 'muted',
  reversed: 'muted',
  refunded: 'muted',
  refused: 'bad',
  failed: 'bad',
  suspended: 'bad',
};

export type StatusTone = keyof typeof tones;

/** The statuses shown by their own name (a badge without `label`): `admin:statuses.{status}`. */
const namedStatuses = [
  'pending',
  'approved',
  'paid',
  'reversed',
  'refused',
  'test',
  'owed',
  'refunded',
  'invoice',
  'donation',
  'queued',
  'running',
  'done',
  'failed',
  'canceled',
  'suspended',
  'sent',
] as const;
export type NamedStatus = (typeof namedStatuses)[number];
export const isNamedStatus = (status: string): status is NamedStatus => (namedStatuses as readonly string[]).includes(status);

/** A status word in its colour (green done, amber waiting, red refused or failed); `tone` for a status not listed here. */
export function StatusBadge({ status, label, tone, className }: { status: string; label?: string; tone?: StatusTone; className?: string }) {
  const { t } = useTranslation('admin');
  const named = isNamedStatus(status) ? t(`statuses.${status}`) : capitalize(status.replace(/_/g, ' '));
  return (
    <Badge variant="outline" className={cn(tones[tone ?? toneOf[status] ?? 'muted'], className)}>
      {label ?? named}
    </Badge>
  );
}

/**
 * Where an account stands: its subscription status where the trial and plans apply; else 'Unlimited'
 * (an administrator) or 'Fair use' (payments off: only the limits set here apply).
 */
export function StandingBadge({ user }: { user: Pick<AdminUserSummary, 'access' | 'subscriptionStatus'> }) {
  const { t } = useTranslation('admin');
  if (user.access === 'administrator') return <StatusBadge status="unlimited" label={t('standing.unlimited')} tone="good" />;
  if (user.access === 'payments_off') return <StatusBadge status="fair_use" label={t('standing.fairUse')} tone="info" />;
  return <StatusBadge status={user.subscriptionStatus} label={subscriptionLabel(user.subscriptionStatus)} />;
}
