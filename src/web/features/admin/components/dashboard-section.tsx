import { AlertTriangle, CircleDollarSign, Hourglass, Repeat, UsersRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@shared/contracts/admin';
import { LoadingState } from '@/components/ui/load-state';
import { fieldClass } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { dashboardDays, useAdminDashboard, type DashboardDays } from '../api/get-dashboard';
import { formatCents, formatCount } from '../lib/format';
import { generationsByEngine, newUsersSeries } from '../lib/series';
import { DataTable, NumTd, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';

const DashboardCharts = lazy(() => import('./dashboard-charts').then((module) => ({ default: module.DashboardCharts })));

function Stat({
  icon: Icon,
  label,
  value,
  hint,
  testId,
  alert = false,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  testId: string;
  alert?: boolean;
}) {
  return (
    <div className={cn('rounded-2xl border bg-card p-4 shadow-sm sm:p-5', alert ? 'border-danger-line' : 'border-border')}>
      <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label}
        <Icon aria-hidden className={cn('size-4', alert ? 'text-danger' : 'text-primary')} />
      </dt>
      <dd className="mt-2">
        <span data-testid={testId} className="block text-xl font-bold tabular-nums sm:text-3xl xl:text-2xl">
          {value}
        </span>
        {hint && <span className="mt-1 block text-xs text-muted-foreground">{hint}</span>}
      </dd>
    </div>
  );
}

function Figures({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const subscriptions = dashboard.activeSubscriptions.reduce((sum, { count }) => sum + count, 0);
  const newUsers = newUsersSeries(dashboard.users.newPerDay, days).reduce((sum, { count }) => sum + count, 0);
  const errors = dashboard.errorsLast24h.total;
  const { t } = useTranslation('admin');
  return (
    <dl aria-label={t('dashboard.keyFigures')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
      <Stat
        icon={UsersRound}
        label={t('dashboard.users')}
        value={formatCount(dashboard.users.total)}
        hint={t('dashboard.newInDays', { total: formatCount(newUsers), days })}
        testId="stat-users"
      />
      <Stat icon={Hourglass} label={t('dashboard.trialsRunning')} value={formatCount(dashboard.trialsRunning)} testId="stat-trials" />
      <Stat icon={Repeat} label={t('dashboard.activeSubscriptions')} value={formatCount(subscriptions)} testId="stat-subscriptions" />
      <Stat
        icon={CircleDollarSign}
        label={t('dashboard.mrr')}
        value={formatCents(dashboard.mrrCents)}
        hint={t('dashboard.mrrHint')}
        testId="stat-mrr"
      />
      <Stat
        icon={AlertTriangle}
        label={t('dashboard.errors24h')}
        value={formatCount(errors)}
        hint={errors === 0 ? t('dashboard.noServerErrors') : t('dashboard.serverErrors')}
        testId="stat-errors"
        alert={errors > 0}
      />
    </dl>
  );
}

function Panel({
  id,
  title,
  note,
  children,
  className,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <h3 id={id}>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm font-normal text-muted-foreground">{note}</span>
      </h3>
      {children}
    </section>
  );
}

/** A panel with a table named as the panel is (its head and body are the children), or `empty` when there are no rows. */
function TablePanel({
  empty,
  children,
  ...panel
}: {
  id: string;
  title: string;
  note: string;
  className?: string;
  /** What the panel says instead of the table; null when there are rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Panel {...panel}>
      {empty !== null ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <DataTable label={panel.title}>{children}</DataTable>
      )}
    </Panel>
  );
}

function EnginesPanel({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const engines = generationsByEngine(dashboard.generationsPerDay);
  const { t } = useTranslation('admin');
  return (
    <TablePanel
      id="by-engine"
      title={t('dashboard.byEngine.title')}
      note={t('dashboard.byEngine.note', { days })}
      empty={engines.length === 0 ? t('dashboard.byEngine.empty') : null}
    >
      <thead>
        <tr>
          <Th>{t('dashboard.byEngine.kind')}</Th>
          <Th>{t('dashboard.byEngine.engine')}</Th>
          <Th className="text-right">{t('dashboard.byEngine.count')}</Th>
        </tr>
      </thead>
      <tbody>
        {engines.map(({ kind, engine, count }) => (
          <tr key={`${kind}-${engine}`}>
            <Td>{t(`kinds.${kind}`)}</Td>
            <Td className="font-mono text-xs">{engine}</Td>
            <NumTd>{formatCount(count)}</NumTd>
          </tr>
        ))}
      </tbody>
    </TablePanel>
  );
}

function ErrorsPanel({ dashboard }: { dashboard: AdminDashboard }) {
  const routes = dashboard.errorsLast24h.byRoute;
  const { t } = useTranslation('admin');
  return (
    <TablePanel
      id="errors-by-route"
      title={t('dashboard.byRoute.title')}
      note={t('dashboard.byRoute.note')}
      className="xl:col-span-2"
      empty={routes.length === 0 ? t('dashboard.byRoute.empty') : null}
    >
      <thead>
        <tr>
          <Th>{t('dashboard.byRoute.route')}</Th>
          <Th className="text-right">{t('dashboard.byRoute.errors')}</Th>
        </tr>
      </thead>
      <tbody>
        {routes.map(({ route, count }) => (
          <tr key={route}>
            <Td className="font-mono text-xs">{route}</Td>
            <NumTd>{formatCount(count)}</NumTd>
          </tr>
        ))}
      </tbody>
    </TablePanel>
  );
}

/** Users, trials, subscriptions, revenue, generations and errors, with charts over 7, 30 or 90 days. */
export function DashboardSection() {
  const [days, setDays] = useState<DashboardDays>(30);
  const dashboard = useAdminDashboard(days);
  const periodId = useId();
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="dashboard-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="dashboard-title"
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={periodId} className="text-sm font-medium">
              {t('dashboard.period')}
            </label>
            <select
              id={periodId}
              className={cn(fieldClass, 'h-9 w-auto')}
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as DashboardDays)}
            >
              {dashboardDays.map((option) => (
                <option key={option} value={option}>
                  {t('dashboard.lastDays', { days: option })}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <QueryView query={dashboard} loading={t('dashboard.loading')} failed={t('dashboard.failed')}>
        {(data) => (
          <div className={cn('grid grid-cols-1 gap-6 transition-opacity', dashboard.isPlaceholderData && 'opacity-60')}>
            <Figures dashboard={data} days={days} />
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <Suspense fallback={<LoadingState label={t('dashboard.drawingCharts')} className="py-16 text-sm xl:col-span-2" />}>
                <DashboardCharts dashboard={data} days={days} />
              </Suspense>
              <EnginesPanel dashboard={data} days={days} />
              <ErrorsPanel dashboard={data} />
            </div>
          </div>
        )}
      </QueryView>
      <span className="sr-only" aria-live="polite">
        {dashboard.isFetching && dashboard.data ? t('dashboard.updating') : ''}
      </span>
    </section>
  );
}
