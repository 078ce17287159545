import type { NarrationSummary } from '@shared/contracts/narrations';
import { i18n } from '@/i18n/i18n';

/** A take as the list shows it: its name, and how deep it sits under the take it was made from. */
export interface ListedTake {
  take: NarrationSummary;
  /** 'Take 2' for an original, 'Take 2.1', 'Take 2.1.1' for its versions. */
  name: string;
  /** 0 for an original take, 1 for a version of it, 2 for a version of that … */
  depth: number;
}

const byCreated = (a: NarrationSummary, b: NarrationSummary) => a.createdAt.localeCompare(b.createdAt);

/**
 * The project's takes (newest first, as the server lists them) as the list shows them: original
 * takes newest first, each followed by its versions, parent before version, in the order they were
 * made. Takes are numbered from the oldest (Take 1); a version whose parent is gone stands as a take of its own.
 */
export function takeTree(takes: readonly NarrationSummary[]): ListedTake[] {
  const ids = new Set(takes.map((take) => take.id));
  const children = new Map<string, NarrationSummary[]>();
  const roots: NarrationSummary[] = [];
  for (const take of [...takes].sort(byCreated)) {
    if (take.parentId && ids.has(take.parentId)) {
      children.set(take.parentId, [...(children.get(take.parentId) ?? []), take]);
    } else roots.push(take);
  }
  const listed: ListedTake[] = [];
  const visit = (take: NarrationSummary, number: string, depth: number) => {
    listed.push({ take, name: i18n.t('narrations:takeName', { number }), depth });
    (children.get(take.id) ?? []).forEach((child, index) => visit(child, `${number}.${index + 1}`, depth + 1));
  };
  const numbered = roots.map((take, index) => ({ take, number: index + 1 }));
  for (const { take, number } of numbered.reverse()) visit(take, String(number), 0);
  return listed;
}
