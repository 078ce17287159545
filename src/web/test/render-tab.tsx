import type { ReactElement } from 'react';
import type { PublicUser } from '@shared/contracts/auth';
import type { LoadingCopy } from '@/components/loading-overlay/loading-overlay-context';
import { LoadingOverlay } from '@/components/loading-overlay/loading-overlay';
import { LoadingOverlayProvider } from '@/components/loading-overlay/loading-overlay-provider';
import { makeUser, storeSignedIn } from './fixtures';
import { json, mockApi, type ApiHandlers } from './mock-api';
import { renderWithProviders } from './render';

type TabOptions = {
  /** Answers for the tab's own requests; the session check is answered already. */
  handlers?: ApiHandlers;
  /** The tab's loading-overlay copy, for tabs that show the overlay while they work. */
  overlay?: LoadingCopy;
  /** Where the tab is rendered; /app unless given (e.g. with ?project=). */
  route?: string;
  /** Who is signed in; a plain trial user unless given. */
  user?: PublicUser;
};

/** Renders one workspace tab as the workspace does: signed in, at /app, under the overlay if it has one. */
export function renderSignedInTab(tab: ReactElement, { handlers = {}, overlay, route = '/app', user = makeUser() }: TabOptions = {}) {
  storeSignedIn(user);
  const network = mockApi({ 'GET /api/auth/verify': () => json(user), ...handlers });
  const { unmount } = renderWithProviders(
    overlay ? (
      <LoadingOverlayProvider copy={overlay}>
        {tab}
        <LoadingOverlay />
      </LoadingOverlayProvider>
    ) : (
      tab
    ),
    { route },
  );
  return { ...network, unmount };
}
