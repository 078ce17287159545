import { FileText, Image, Images, MessagesSquare, Search, type LucideIcon } from 'lucide-react';

/**
 * The five workspace tabs, in order (spec §2). Their words (label, short label, summary, and the
 * overlay text a tab shows while it works) are in the workspace catalogue under `tabs.{id}` and
 * `loading.{id}`; `loading` says whether the tab has overlay text of its own.
 */
export const workspaceTabs = [
  { id: 'script', icon: FileText, loading: true },
  { id: 'seo', icon: Search, loading: true },
  { id: 'images', icon: Image, loading: true },
  { id: 'chat', icon: MessagesSquare, loading: false },
  { id: 'gallery', icon: Images, loading: false },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; loading: boolean }>;

export type WorkspaceTabId = (typeof workspaceTabs)[number]['id'];
