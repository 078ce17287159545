import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminAuditLog, adminOutbox, adminSubscribers } from '@shared/contracts/admin';
import { getQueryFn } from '@/lib/api-client';
import { ADMIN_API, fetchAdminFile } from './admin-request';

export type SubscriberList = z.infer<typeof adminSubscribers>;
export type Outbox = z.infer<typeof adminOutbox>;
export type OutboxMessage = Outbox['messages'][number];
export type AuditLog = z.infer<typeof adminAuditLog>;
export type AuditEntry = AuditLog['entries'][number];

/** GET /api/admin/newsletter: the newsletter's subscribers. */
export const subscribersQueryOptions = () =>
  queryOptions({ queryKey: [`${ADMIN_API}/newsletter`] as const, queryFn: getQueryFn<SubscriberList>({ on401: 'returnNull' }) });

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}

/** GET /api/admin/newsletter?format=csv. */
export function useSubscribersCsv() {
  return useMutation({ mutationFn: () => fetchAdminFile(`${ADMIN_API}/newsletter?format=csv`, 'newsletter-subscribers.csv') });
}

/** GET /api/admin/outbox: the mail the studio sent or keeps, and how it delivers. */
export const outboxQueryOptions = () =>
  queryOptions({ queryKey: [`${ADMIN_API}/outbox`] as const, queryFn: getQueryFn<Outbox>({ on401: 'returnNull' }), staleTime: 15_000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}

/** GET /api/admin/audit-log: every administrator action, newest first. */
export const auditLogQueryOptions = () =>
  queryOptions({
    queryKey: [`${ADMIN_API}/audit-log`] as const,
    queryFn: getQueryFn<AuditLog>({ on401: 'returnNull' }),
    staleTime: 15_000,
  });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}

/** GET /api/admin/backup: a consistent archive of the embedded database, files and signing secret. */
export function useBackupDownload() {
  return useMutation({
    mutationFn: () => fetchAdminFile(`${ADMIN_API}/backup`, `genesis-studio-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`),
  });
}
