import { ChevronRight, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserSummary } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { useAdminUsers } from '../api/users';
import { useSearchParam } from '../hooks/use-search-param';
import { formatDateTime, formatDay, planName } from '../lib/format';
import { ActionTh, DataTable, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { SectionHeader } from './section-header';
import { StandingBadge, StatusBadge } from './status-badge';
import { UserDetail } from './user-detail';

function UserRow({ user, selected, onOpen }: { user: AdminUserSummary; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <tr data-testid="user-row" className={cn('transition-colors', selected ? 'bg-accent/70' : 'hover:bg-muted/50')}>
      <Td>
        <button
          type="button"
          onClick={onOpen}
          data-user-id={user.id}
          aria-current={selected ? 'true' : undefined}
          className="group flex max-w-64 flex-col items-start rounded-md text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <span className="font-medium group-hover:underline">{user.name || t('common.noName')}</span>
          <span className="max-w-64 truncate text-xs text-muted-foreground">{user.email}</span>
        </button>
      </Td>
      <Td>
        <span className="flex flex-wrap gap-1">
          <StandingBadge user={user} />
          {user.suspended && <StatusBadge status="suspended" />}
          {user.role === 'admin' && <StatusBadge status="admin" label={t('users.admin')} />}
        </span>
      </Td>
      <Td>{user.subscriptionPlan ? planName(user.subscriptionPlan) : '—'}</Td>
      <Td className="whitespace-nowrap">
        {user.access === 'subscription' && user.subscriptionStatus === 'trialing' ? formatDateTime(user.trialExpiry) : '—'}
      </Td>
      <Td className="whitespace-nowrap">{formatDay(user.createdAt)}</Td>
      <Td className="text-right">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onOpen}
          aria-label={t('users.openUser', { email: user.email })}
          tabIndex={-1}
        >
          <ChevronRight aria-hidden />
        </Button>
      </Td>
    </tr>
  );
}

/** Search, the list (25 at a time) and the chosen user's detail with its actions (`?user=` in the address). */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const users = useAdminUsers(search);
  const [selectedId, select] = useSearchParam('user');
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  // Closing the panel returns focus to the user's row (or the search box), not to the page's top.
  const close = (id: string) => {
    select(null);
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-user-id="${id}"]`);
      (row ?? document.querySelector<HTMLElement>('input[type="search"]'))?.focus();
    });
  };

  return (
    <section aria-labelledby="users-title" className="grid grid-cols-1 gap-6">
      <SectionHeader id="users-title" title={t('users.title')} description={t('users.description')} />
      <div className={cn('grid grid-cols-1 gap-6', selectedId && 'xl:grid-cols-[minmax(0,1fr)_26rem]')}>
        {/* On narrow screens the detail replaces the list; 'Back to users' returns. */}
        <div className={cn('grid min-w-0 grid-cols-1 content-start gap-4', selectedId && 'hidden xl:grid')}>
          <SearchInput
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            value={typed}
            onChange={setTyped}
            className="max-w-md"
          />
          <QueryView
            query={{ data: users.data, isError: users.isError, refetch: users.refetch }}
            loading={t('users.loading')}
            failed={t('users.failed')}
            empty={{ icon: UsersRound, text: search ? t('users.noMatch', { search }) : t('users.empty') }}
            isEmpty={() => rows.length === 0}
          >
            {() => (
              <div className="grid grid-cols-1 gap-3">
                <DataTable label={t('users.tableLabel')}>
                  <thead>
                    <tr>
                      <Th>{t('users.user')}</Th>
                      <Th>{t('users.status')}</Th>
                      <Th>{t('users.plan')}</Th>
                      <Th>{t('users.trialEnds')}</Th>
                      <Th>{t('users.joined')}</Th>
                      <ActionTh label={t('users.open')} />
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((user) => (
                      <UserRow key={user.id} user={user} selected={user.id === selectedId} onOpen={() => select(user.id)} />
                    ))}
                  </tbody>
                </DataTable>
                {users.hasNextPage && (
                  <Button
                    type="button"
                    variant="outline"
                    className="justify-self-center"
                    disabled={users.isFetchingNextPage}
                    onClick={() => void users.fetchNextPage()}
                  >
                    {users.isFetchingNextPage && <Spinner className="size-4 text-current" />}
                    {t('users.loadMore')}
                  </Button>
                )}
              </div>
            )}
          </QueryView>
        </div>
        {selectedId && <UserDetail key={selectedId} id={selectedId} onClose={() => close(selectedId)} />}
      </div>
    </section>
  );
}
