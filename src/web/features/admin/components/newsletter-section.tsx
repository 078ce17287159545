import { Download, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSubscribers, useSubscribersCsv } from '../api/records';
import { formatCount, formatDateTime } from '../lib/format';
import { saveDownload, toastFailed } from '../lib/notify';
import { BusyIcon } from './busy-icon';
import { DataTable, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';

/** The newsletter's subscribers, and the list as CSV for a mailing service. */
export function NewsletterSection() {
  const { t } = useTranslation('admin');
  const subscribers = useSubscribers();
  const csv = useSubscribersCsv();
  const count = subscribers.data?.subscribers.length;
  return (
    <section aria-labelledby="newsletter-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="newsletter-title"
        title={t('newsletter.title')}
        description={
          count === undefined ? t('newsletter.description') : t('newsletter.subscribers', { count, formatted: formatCount(count) })
        }
        actions={
          <Button
            type="button"
            variant="outline"
            disabled={csv.isPending}
            onClick={() =>
              csv.mutate(undefined, { onSuccess: saveDownload, onError: (error) => toastFailed(t('common.downloadFailed'), error) })
            }
          >
            <BusyIcon busy={csv.isPending} icon={Download} />
            {t('common.downloadCsv')}
          </Button>
        }
      />
      <QueryView
        query={subscribers}
        loading={t('newsletter.loading')}
        failed={t('newsletter.failed')}
        empty={{ icon: Newspaper, text: t('newsletter.empty') }}
        isEmpty={(data) => data.subscribers.length === 0}
      >
        {(data) => (
          <DataTable label={t('newsletter.tableLabel')}>
            <thead>
              <tr>
                <Th>{t('newsletter.email')}</Th>
                <Th>{t('newsletter.subscribed')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <Td>{subscriber.email}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(subscriber.createdAt)}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryView>
    </section>
  );
}
