import type { Database } from '../../db/client';
import { pageViews } from '../../db/schema';

export interface PageView {
  path: string;
  referrer: string | null;
  visitorId: string;
  viewedAt: Date;
}

export function createAnalyticsRepository(db: Database) {
  return {
    async recordPageView(view: PageView): Promise<void> {
      await db.insert(pageViews).values(view);
    },
  };
}
