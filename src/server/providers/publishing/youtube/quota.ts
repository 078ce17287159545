/**
 * YouTube Data API quota, as Google's quota calculator ("Quota calculator", YouTube Data API v3)
 * stated it when the publishing issue was written: a project has 10,000 units a day (reset at
 * midnight Pacific time, more only after Google's audit) and an upload (videos.insert) costs 1,600 of
 * them. Every call costs at least 1, a failed one too.
 *
 * Google's page has since been revised: videos.insert now has a bucket of its own, 100 calls a day at
 * 1 unit each, and the 10,000 units a day are for everything else (thumbnails.set and captions.insert
 * among them). The platform reports the figures above; following the revised page would make
 * an upload cost 1 of 100 a day.
 */
export const youtubeQuota = {
  /** Units a project gets a day, by default. */
  dailyLimit: 10_000,
  /** videos.insert: one upload. */
  uploadCost: 1_600,
  /** thumbnails.set, captions.insert, videos.update and videos.list, channels.list: the rest of a publication. */
  thumbnailCost: 50,
  captionsCost: 400,
  updateCost: 50,
  /** videos.delete. */
  deleteCost: 50,
  listCost: 1,
} as const;
