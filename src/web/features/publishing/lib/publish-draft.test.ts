import { describe, expect, it } from 'vitest';
import { publicationMessages } from '@shared/contracts/publishing';
import { makeProject, makeProjectSeo, makeSeoAnalysis } from '@/test/project-fixtures';
import {
  publicationInputOf,
  publishDefaults,
  seoDescription,
  tagsThatFit,
  utf8Bytes,
  withLocalOffset,
  type PublishDraft,
} from './publish-draft';

const CHANNEL = '0b6f3c62-4f6a-4c55-9a55-1d2f8f0c1a01';
const RENDER = '00000000-0000-4000-8000-000000000101';
const NOW = Date.parse('2030-01-01T00:00:00Z');
const PUBLISH_AT_MISSING = 'Choose the date and time to publish at.';

const draft = (overrides: Partial<PublishDraft> = {}): PublishDraft => ({
  ...publishDefaults(makeProject(), { channelId: CHANNEL, renderId: RENDER, hasThumbnail: false, hasVoiceover: true }),
  madeForKids: false,
  ...overrides,
});
const check = (values: PublishDraft) => publicationInputOf(values, { hasThumbnail: false, hasVoiceover: true, now: NOW });

describe('the Publish form’s values', () => {
  it('writes a local date and time as ISO 8601 with the browser’s offset', () => {
    const iso = withLocalOffset(new Date(2031, 2, 15, 9, 5));
    expect(iso).toMatch(/^2031-03-15T09:05:00[+-]\d\d:\d\d$/);
    expect(Date.parse(iso)).toBe(new Date(2031, 2, 15, 9, 5).getTime());
  });

  it('keeps the SEO tags that fit in YouTube’s 500 characters, in order, and leaves out ones YouTube refuses', () => {
    const long = Array.from({ length: 40 }, (_, index) => `tag number ${index}`);
    const kept = tagsThatFit(['a,b', '<b>', ...long]);
    expect(kept[0]).toBe('tag number 0');
    // Each counts 14 or 15 with its quotes, plus a comma.
    expect(kept.length).toBeGreaterThan(25);
    expect(kept.join(', ').length).toBeLessThan(500);
  });

  it('does not add the chapters twice when the analysis’ description carries them (as the server keeps it)', () => {
    const chapters = [
      { startSeconds: 0, title: 'Intro' },
      { startSeconds: 65, title: 'Soil' },
      { startSeconds: 3725, title: 'Harvest' },
    ];
    const carried = makeProject({
      seo: makeProjectSeo({
        analysis: makeSeoAnalysis({ description: 'Grow tomatoes.\n\nChapters:\n0:00 Intro\n1:05 Soil\n1:02:05 Harvest' }),
        chapters,
      }),
    });
    expect(seoDescription(carried)).toBe('Grow tomatoes.\n\nChapters:\n0:00 Intro\n1:05 Soil\n1:02:05 Harvest');
    const bare = makeProject({ seo: makeProjectSeo({ analysis: makeSeoAnalysis({ description: 'Grow tomatoes.' }), chapters }) });
    expect(seoDescription(bare)).toBe('Grow tomatoes.\n\nChapters:\n0:00 Intro\n1:05 Soil\n1:02:05 Harvest');
  });

  it('counts the description in UTF-8 bytes, as YouTube does', () => {
    expect(utf8Bytes('Tomates mûres 🍅')).toBe(19);
    const wide = 'é'.repeat(2600);
    expect(check(draft({ description: wide })).errors).toEqual({ description: 'A YouTube description is at most 5000 bytes' });
  });

  it('refuses a schedule without a time or with one gone by, and sends a scheduled video as public', () => {
    expect(check(draft({ scheduled: true })).errors).toEqual({ publishAt: PUBLISH_AT_MISSING });
    expect(check(draft({ scheduled: true, publishAt: 'tomorrow' })).errors).toEqual({ publishAt: PUBLISH_AT_MISSING });
    expect(check(draft({ scheduled: true, publishAt: '2029-12-01T10:00' })).errors).toEqual({
      publishAt: publicationMessages.publishAtPast,
    });
    const { input } = check(draft({ scheduled: true, privacy: 'private', publishAt: '2030-02-01T10:00' }));
    expect(input).toMatchObject({ privacy: 'public', publishAt: withLocalOffset(new Date(2030, 1, 1, 10, 0)) });
    // Without a schedule, no time is sent, whatever was typed before.
    expect(check(draft({ scheduled: false, publishAt: '2029-12-01T10:00' })).input).not.toHaveProperty('publishAt');
  });

  it('needs the “Made for kids” answer, and sends the thumbnail only when one is chosen', () => {
    expect(check(draft({ madeForKids: null })).errors).toEqual({
      madeForKids: 'Say whether the video is made for kids: YouTube requires the answer',
    });
    expect(check(draft({ thumbnail: true })).input).toMatchObject({ thumbnail: false, captions: true });
  });
});
