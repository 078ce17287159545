import {
  BadgePercent,
  Cpu,
  KeyRound,
  CreditCard,
  LayoutDashboard,
  Mail,
  Newspaper,
  ScrollText,
  UsersRound,
  SquarePlay,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { pagePaths } from '@shared/routes';

export const adminSectionIds = [
  'dashboard',
  'users',
  'affiliates',
  'payments',
  'newsletter',
  'outbox',
  'ai-engines',
  'publishing',
  'sign-in',
  'webhooks',
  'audit',
] as const;
export type AdminSectionId = (typeof adminSectionIds)[number];

export const adminSections: { id: AdminSectionId; label: string; icon: LucideIcon }[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'users', label: 'Users', icon: UsersRound },
  { id: 'affiliates', label: 'Affiliates', icon: BadgePercent },
  { id: 'payments', label: 'Payments', icon: CreditCard },
  { id: 'newsletter', label: 'Newsletter', icon: Newspaper },
  { id: 'outbox', label: 'Outbox', icon: Mail },
  { id: 'ai-engines', label: 'AI engines', icon: Cpu },
  { id: 'publishing', label: 'Publishing', icon: SquarePlay },
  { id: 'sign-in', label: 'Sign-in', icon: KeyRound },
  { id: 'webhooks', label: 'Webhooks', icon: Webhook },
  { id: 'audit', label: 'Audit log', icon: ScrollText },
];

/** The section `?section=` names; the dashboard for none or an unknown one. */
export function sectionFrom(search: string): AdminSectionId {
  const asked = new URLSearchParams(search).get('section');
  return (adminSectionIds as readonly string[]).includes(asked ?? '') ? (asked as AdminSectionId) : 'dashboard';
}

/** '/admin?section=users' (the dashboard is plain '/admin'). */
export function sectionHref(id: AdminSectionId, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(id === 'dashboard' ? extra : { section: id, ...extra });
  const query = params.toString();
  return query ? `${pagePaths.admin}?${query}` : pagePaths.admin;
}
