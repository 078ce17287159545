import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { generationKinds } from '@shared/contracts/usage';
import type { AdminDashboard } from '@shared/contracts/admin';
import { formatChartDay, formatCount, planName } from '../lib/format';
import { generationSeries, newUsersSeries } from '../lib/series';

// Loaded on its own (the chart library is the console's largest part): the figures show first.

const kindColors = { script: '#7c3aed', image: '#0284c7', voiceover: '#d97706', video: '#059669' } as const;
const axisTick = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
// Drawn at this size until the container has measured itself (and in tests, where nothing has a size).
const chartSize = { width: 480, height: 224 };
const tooltipStyle = { borderRadius: 12, border: '1px solid var(--color-border)', fontSize: 13 };

/** Bars grow into place unless the reader asked for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A chart in a figure with its caption (one cell of the dashboard's grid). The chart can be focused
 * and read bar by bar with the arrow keys (recharts' accessibility layer); its numbers are also a
 * table for screen readers.
 */
function ChartFigure({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description: string;
  table: { head: string[]; rows: (string | number)[][] };
  children: ReactNode;
}) {
  return (
    <figure className="relative flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <figcaption>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </figcaption>
      <div className="h-56 w-full">{children}</div>
      {/* The sr-only box is a div: a table keeps its content's width, which overflowed a phone. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A chart of days along the bottom (the bars are its children), sized to its figure. */
function DailyBarChart({ title, data, children }: { title: string; data: { date: string }[]; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={chartSize}>
      <BarChart title={title} desc={t('dashboard.charts.keysHint')} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="date" tickFormatter={formatChartDay} tick={axisTick} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
        <Tooltip
          labelFormatter={(day) => formatChartDay(String(day))}
          contentStyle={tooltipStyle}
          cursor={{ fill: 'var(--color-accent)' }}
        />
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** New users and generations per day, active subscriptions per plan: three cells of the dashboard's grid. */
export function DashboardCharts({ dashboard, days }: { dashboard: AdminDashboard; days: number }) {
  const { t } = useTranslation('admin');
  const animate = !prefersReducedMotion();
  const users = newUsersSeries(dashboard.users.newPerDay, days);
  const generations = generationSeries(dashboard.generationsPerDay, days);
  const plans = dashboard.activeSubscriptions.map(({ planId, count }) => ({ plan: planName(planId), count }));
  const newUsersTotal = users.reduce((sum, { count }) => sum + count, 0);
  const generationsTotal = generations.reduce((sum, day) => sum + day.script + day.image + day.voiceover, 0);

  return (
    <>
      <ChartFigure
        title={t('dashboard.charts.newUsersPerDay')}
        description={t('dashboard.charts.newUsersNote', { total: formatCount(newUsersTotal), days })}
        table={{ head: [t('dashboard.charts.day'), t('dashboard.charts.newUsers')], rows: users.map(({ date, count }) => [date, count]) }}
      >
        <DailyBarChart title={t('dashboard.charts.newUsersPerDay')} data={users}>
          <Bar
            isAnimationActive={animate}
            dataKey="count"
            name={t('dashboard.charts.newUsers')}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
          />
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title={t('dashboard.charts.generationsPerDay')}
        description={t('dashboard.charts.generationsNote', { total: formatCount(generationsTotal), days })}
        table={{
          head: [t('dashboard.charts.day'), ...generationKinds.map((kind) => t(`kinds.${kind}`))],
          rows: generations.map((day) => [day.date, ...generationKinds.map((kind) => day[kind])]),
        }}
      >
        <DailyBarChart title={t('dashboard.charts.generationsPerDay')} data={generations}>
          <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {generationKinds.map((kind) => (
            <Bar isAnimationActive={animate} key={kind} dataKey={kind} name={t(`kinds.${kind}`)} stackId="kinds" fill={kindColors[kind]} />
          ))}
        </DailyBarChart>
      </ChartFigure>

      <ChartFigure
        title={t('dashboard.charts.subscriptionsPerPlan')}
        description={plans.length ? t('dashboard.charts.payingNow') : t('dashboard.charts.noSubscriptions')}
        table={{
          head: [t('dashboard.charts.plan'), t('dashboard.charts.activeSubscriptions')],
          rows: plans.map(({ plan, count }) => [plan, count]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={chartSize}>
          <BarChart
            title={t('dashboard.charts.subscriptionsPerPlan')}
            desc={t('dashboard.charts.keysHint')}
            data={plans}
            layout="vertical"
            margin={{ top: 4, right: 12, bottom: 0, left: 8 }}
          >
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="plan" width={104} tick={axisTick} tickLine={false} axisLine={false} />
            <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-accent)' }} />
            <Bar
              isAnimationActive={animate}
              dataKey="count"
              name={t('dashboard.charts.active')}
              fill="#4f46e5"
              radius={[0, 4, 4, 0]}
              barSize={22}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </>
  );
}
