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

/** The sections in the order the menu lists them; their names are `admin:sections.{id}`. */
export const adminSections: { id: AdminSectionId; icon: LucideIcon }[] = [
  { id: 'dashboard', icon: LayoutDashboard },
  { id: 'users', icon: UsersRound },
  { id: 'affiliates', icon: BadgePercent },
  { id: 'payments', icon: CreditCard },
  { id: 'newsletter', icon: Newspaper },
  { id: 'outbox', icon: Mail },
  { id: 'ai-engines', icon: Cpu },
  { id: 'publishing', icon: SquarePlay },
  { id: 'sign-in', icon: KeyRound },
  { id: 'webhooks', icon: Webhook },
  { id: 'audit', icon: ScrollText },
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
