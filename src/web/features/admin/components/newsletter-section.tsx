import { Download, Newspaper } from 'lucide-react';
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
  const subscribers = useSubscribers();
  const csv = useSubscribersCsv();
  const count = subscribers.data?.subscribers.length;
  return (
    <section aria-labelledby="newsletter-title" className="grid grid-cols-1 gap-6">
      <SectionHeader
        id="newsletter-title"
        title="Newsletter"
        description={
          count === undefined ? 'Who asked for the newsletter.' : `${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}.`
        }
        actions={
          <Button
            type="button"
            variant="outline"
            disabled={csv.isPending}
            onClick={() => csv.mutate(undefined, { onSuccess: saveDownload, onError: (error) => toastFailed('Download Failed', error) })}
          >
            <BusyIcon busy={csv.isPending} icon={Download} />
            Download CSV
          </Button>
        }
      />
      <QueryView
        query={subscribers}
        loading="Loading subscribers..."
        failed="Failed to load subscribers."
        empty={{ icon: Newspaper, text: 'No subscribers yet.' }}
        isEmpty={(data) => data.subscribers.length === 0}
      >
        {(data) => (
          <DataTable label="Newsletter subscribers">
            <thead>
              <tr>
                <Th>E-mail</Th>
                <Th>Subscribed</Th>
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
