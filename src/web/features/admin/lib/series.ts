import { generationKinds, type GenerationKind } from '@shared/contracts/usage';
import type { AdminDashboard } from '@shared/contracts/admin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC dates, oldest first, ending today: ['2026-11-21', …, '2026-11-27']. */
export function dayRange(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** The server's date ('2026-11-27' or a full ISO time) as its UTC day. */
const dayOf = (date: string) => date.slice(0, 10);

/** New users per day over the whole range, days without any at 0. */
export function newUsersSeries(points: AdminDashboard['users']['newPerDay'], days: number, now = new Date()) {
  const counts = new Map<string, number>();
  for (const { date, count } of points) counts.set(dayOf(date), (counts.get(dayOf(date)) ?? 0) + count);
  return dayRange(days, now).map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

export type GenerationDay = { date: string } & Record<GenerationKind, number>;

/** Generations per day with one figure per kind (engines added up), days without any at 0. */
export function generationSeries(points: AdminDashboard['generationsPerDay'], days: number, now = new Date()): GenerationDay[] {
  const byDay = new Map<string, GenerationDay>();
  const empty = (date: string): GenerationDay => ({ date, script: 0, image: 0, voiceover: 0, video: 0 });
  for (const date of dayRange(days, now)) byDay.set(date, empty(date));
  for (const { date, kind, count } of points) {
    const day = byDay.get(dayOf(date)) ?? empty(dayOf(date));
    day[kind] += count;
    byDay.set(day.date, day);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The period's generations per kind and engine, most first: what the stacked chart cannot show. */
export function generationsByEngine(points: AdminDashboard['generationsPerDay']) {
  const totals = new Map<string, { kind: GenerationKind; engine: string; count: number }>();
  for (const { kind, engine, count } of points) {
    const key = `${kind}\u0000${engine}`;
    const row = totals.get(key) ?? { kind, engine, count: 0 };
    row.count += count;
    totals.set(key, row);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || generationKinds.indexOf(a.kind) - generationKinds.indexOf(b.kind));
}
