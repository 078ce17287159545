import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuditLog, type AuditEntry } from '../api/records';
import { formatDateTime, shortId } from '../lib/format';
import { DataTable, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';

/** 'hours: 48, planId: basic' from an entry's details. */
function detailsText(details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** 'extend-trial' or 'user.extend_trial' → 'extend trial' / 'user extend trial'. */
const actionText = (action: string) => action.replace(/[._-]+/g, ' ');

/** Every administrator action (changes, engine tests, exports, views of users' data): who, what, on what, when. */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  return (
    <section aria-labelledby="audit-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="audit-title" title={t('audit.title')} description={t('audit.description')} />
      <QueryView
        query={log}
        loading={t('audit.loading')}
        failed={t('audit.failed')}
        empty={{ icon: ScrollText, text: t('audit.empty') }}
        isEmpty={(data) => data.entries.length === 0}
      >
        {(data) => (
          <DataTable label={t('audit.tableLabel')}>
            <thead>
              <tr>
                <Th>{t('audit.when')}</Th>
                <Th>{t('audit.action')}</Th>
                <Th>{t('audit.target')}</Th>
                <Th>{t('audit.administrator')}</Th>
                <Th>{t('audit.details')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <Td className="whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </Td>
                  <Td className="font-medium capitalize">{actionText(entry.action)}</Td>
                  <Td className="whitespace-nowrap">
                    {entry.targetType ? (
                      <>
                        {entry.targetType.replace(/_/g, ' ')}
                        {entry.targetId && (
                          <span className="ml-1 font-mono text-xs text-muted-foreground" title={entry.targetId}>
                            {shortId(entry.targetId)}
                          </span>
                        )}
                      </>
                    ) : (
                      '—'
                    )}
                  </Td>
                  <Td>{entry.adminEmail}</Td>
                  <Td className="text-xs text-muted-foreground">
                    <div className="max-w-sm min-w-48 break-words whitespace-normal">{detailsText(entry.details) || '—'}</div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryView>
    </section>
  );
}
