import { ArrowLeft, MonitorSmartphone, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { failedWith } from '@/lib/api-client';
import { useAdminUser } from '../api/users';
import { formatCount, formatDateTime, formatDay, planName } from '../lib/format';
import { StandingBadge, StatusBadge } from './status-badge';
import { UserActions } from './user-actions';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className="text-right font-medium">
        {children}
      </dd>
    </div>
  );
}

/** '3 of 25', or '3 · unlimited', with a bar when there is a limit. */
function Allowance({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t } = useTranslation('admin');
  const share = limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-medium tabular-nums">
          {limit === null
            ? t('userDetail.usedUnlimited', { used: formatCount(used) })
            : t('userDetail.usedOf', { used: formatCount(used), limit: formatCount(limit) })}
        </span>
      </div>
      {limit !== null && (
        <div
          role="meter"
          aria-label={t('userDetail.used', { label })}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={share >= 1 ? 'h-full bg-red-600' : 'h-full bg-primary'} style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}

function DetailBody({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const { usage } = user;
  return (
    <div className="grid grid-cols-1 gap-6">
      <dl aria-label={t('userDetail.account')} className="divide-y divide-border">
        <Field label={t('userDetail.status')}>
          <StandingBadge user={user} />
        </Field>
        <Field label={t('userDetail.plan')} testId="user-plan">
          {planName(user.subscriptionPlan)}
        </Field>
        {user.access === 'subscription' && (
          <Field label={t('userDetail.trialEnds')}>
            {user.trialExpiry ? (
              <time data-testid="user-trial-expiry" dateTime={user.trialExpiry}>
                {formatDateTime(user.trialExpiry)}
              </time>
            ) : (
              '—'
            )}
          </Field>
        )}
        <Field label={t('userDetail.periodEnds')} testId="user-period-end">
          {formatDateTime(user.currentPeriodEnd)}
        </Field>
        <Field label={t('userDetail.joined')}>{formatDay(user.createdAt)}</Field>
        <Field label={t('userDetail.emailVerified')}>{user.emailVerified ? t('common.yes') : t('common.no')}</Field>
        <Field label={t('userDetail.projects')} testId="user-projects">
          {formatCount(user.projectsCount)}
        </Field>
        {user.suspended && <Field label={t('userDetail.suspendedSince')}>{formatDateTime(user.suspendedAt)}</Field>}
      </dl>

      <section aria-labelledby="usage-title" className="grid grid-cols-1 gap-3">
        <h3 id="usage-title" className="text-sm font-semibold">
          {t('userDetail.usage')}{' '}
          <span className="font-normal text-muted-foreground">
            {usage.periodStart
              ? t('userDetail.usagePeriod', { start: formatDay(usage.periodStart), end: formatDay(usage.periodEnd) })
              : t('userDetail.thisPeriod')}
          </span>
        </h3>
        <Allowance label={t('userDetail.scripts')} used={usage.scripts.used} limit={usage.scripts.limit} />
        <Allowance label={t('userDetail.images')} used={usage.images.used} limit={usage.images.limit} />
        <div className="flex justify-between text-sm">
          <span>{t('userDetail.voiceovers')}</span>
          <span className="font-medium tabular-nums">{formatCount(usage.voiceovers)}</span>
        </div>
      </section>

      {usage.fairUse && (
        <section aria-labelledby="fair-use-title" className="grid grid-cols-1 gap-3">
          <h3 id="fair-use-title" className="text-sm font-semibold">
            {t('userDetail.fairUse')}{' '}
            <span className="font-normal text-muted-foreground">
              {t('userDetail.fairUsePeriod', {
                period: t(`userDetail.currentPeriod.${usage.fairUse.period}`),
                date: formatDateTime(usage.fairUse.resetsAt),
              })}
            </span>
          </h3>
          {usage.fairUse.scripts.limit !== null && <Allowance label={t('userDetail.fairUseScripts')} {...usage.fairUse.scripts} />}
          {usage.fairUse.images.limit !== null && <Allowance label={t('userDetail.fairUseImages')} {...usage.fairUse.images} />}
        </section>
      )}

      <section aria-labelledby="sessions-title" className="grid grid-cols-1 gap-2">
        <h3 id="sessions-title" className="text-sm font-semibold">
          {t('userDetail.sessions')} <span className="font-normal text-muted-foreground">· {user.sessions.length}</span>
        </h3>
        {user.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('userDetail.notSignedIn')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {user.sessions.map((session) => (
              <li key={session.id} className="flex items-start gap-3 rounded-xl border border-border p-3 text-sm">
                <MonitorSmartphone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{session.device || t('userDetail.unknownDevice')}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('userDetail.sessionTimes', { lastUsed: formatDateTime(session.lastUsedAt), since: formatDay(session.createdAt) })}
                  </span>
                </span>
                {session.live && <StatusBadge status="live" label={t('userDetail.online')} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <UserActions user={user} />
    </div>
  );
}

/** One user: plan, trial, usage against quotas, sessions, projects, and what an operator can do. */
export function UserDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const user = useAdminUser(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a user moves focus to the panel, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  const gone = user.isError && failedWith(user.error, 404);

  return (
    <Card className="gap-4 self-start" aria-labelledby="user-detail-title" role="region">
      <CardHeader className="flex-row px-4 sm:px-6 items-start justify-between gap-3">
        <div className="min-w-0">
          <Button type="button" variant="link" className="mb-1 h-auto p-0 xl:hidden" onClick={onClose}>
            <ArrowLeft aria-hidden />
            {t('userDetail.backToUsers')}
          </Button>
          <h2 id="user-detail-title" ref={headingRef} tabIndex={-1} className="truncate text-xl font-semibold outline-none">
            {user.data ? user.data.name || t('common.noName') : t('userDetail.user')}
          </h2>
          {user.data && (
            <p className="truncate text-sm text-muted-foreground" data-testid="user-email">
              {user.data.email}
            </p>
          )}
          {user.data && (
            <div className="mt-2 flex flex-wrap gap-1">
              {user.data.role === 'admin' && <StatusBadge status="admin" label={t('userDetail.administrator')} />}
              {user.data.suspended && <StatusBadge status="suspended" />}
            </div>
          )}
        </div>
        <Button type="button" variant="ghost" size="icon" className="hidden size-8 xl:inline-flex" onClick={onClose}>
          <X aria-hidden />
          <span className="sr-only">{t('userDetail.close')}</span>
        </Button>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {gone ? (
          <p role="alert" className="py-6 text-center text-sm text-muted-foreground">
            {t('userDetail.gone')}
          </p>
        ) : user.isError ? (
          <LoadFailed compact message={t('userDetail.failed')} onRetry={() => void user.refetch()} className="py-6" />
        ) : !user.data ? (
          <LoadingState label={t('userDetail.loading')} className="py-10 text-sm" />
        ) : (
          <DetailBody user={user.data} />
        )}
      </CardContent>
    </Card>
  );
}
