import { afterAll, beforeAll } from 'vitest';
import type { Publication } from '@shared/contracts/publishing';

/** A publication as the calendar and the Publish panel read it: by default scheduled on Ada's channel, its upload done. */
export function makePublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: '6a0f4a4e-0000-4000-8000-000000000000',
    projectId: '7b1e2c3d-0000-4000-8000-000000000001',
    projectTitle: 'Winter series',
    channelId: '0b6f3c62-4f6a-4c55-9a55-1d2f8f0c1a01',
    channelName: 'Ada Makes Videos',
    platform: 'youtube',
    renderId: '8c2f3d4e-0000-4000-8000-000000000002',
    title: 'A video',
    description: '',
    tags: [],
    categoryId: '22',
    language: 'en',
    privacy: 'public',
    madeForKids: false,
    publishAt: null,
    thumbnail: true,
    captions: true,
    status: 'scheduled',
    progress: 100,
    error: null,
    notice: null,
    videoId: null,
    url: null,
    calendarAt: '2027-01-01T12:00:00.000Z',
    publishedAt: null,
    createdAt: '2027-01-01T12:00:00.000Z',
    updatedAt: '2027-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Runs the calling file's tests in the time zone `zone` (the browser's local time), and restores the one before after them. */
export function inTimeZone(zone: string) {
  const zoneBefore = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would store the string 'undefined'.
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });
}
