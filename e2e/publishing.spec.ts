import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { google, type StandInVideo } from './support/google';
import { signInThroughApi } from './support/users';
import { seriousViolations } from './support/accessibility';

const SCRIPT = '[HOOK]\nSourdough needs patience.\n\n[MAIN]\nFeed the starter every morning.\n\n[CTA]\nSubscribe for more bread.';
const TITLE = 'Sourdough at home';

/** A project with a voiceover, a chosen thumbnail and a finished render, made through the API as the studio's panels make them. */
async function projectReadyToPublish(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/projects', { headers, data: { title: TITLE, topic: 'Baking sourdough bread at home' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.put(`/api/projects/${id}/script`, { headers, data: { content: SCRIPT, baseVersion: 0 } })).status()).toBe(200);
  expect((await request.post(`/api/projects/${id}/voiceovers`, { headers, data: {} })).status()).toBe(201);
  const thumbnails = await request.post(`/api/projects/${id}/thumbnails`, { headers, data: { text: 'Bake it slow' } });
  expect(thumbnails.status()).toBe(201);
  const [first] = ((await thumbnails.json()) as { thumbnails: Array<{ id: string }> }).thumbnails;
  expect((await request.post(`/api/projects/${id}/thumbnails/${first!.id}/choose`, { headers })).status()).toBe(200);
  const render = await request.post(`/api/projects/${id}/renders`, {
    headers,
    data: { format: '16:9', resolution: '720p', captions: { enabled: false } },
  });
  expect(render.status(), await render.text()).toBe(202);
  const {
    render: { id: renderId },
  } = (await render.json()) as { render: { id: string } };
  await expect
    .poll(async () => ((await (await request.get(`/api/renders/${renderId}`, { headers })).json()) as { status: string }).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe('done');
  return id;
}

/** The video the stand-in holds with `title`, once it has arrived whole. */
async function uploadedVideo(title: string) {
  let found: StandInVideo | undefined;
  await expect
    .poll(
      async () => {
        found = (await google().videos()).find((video) => video.received.snippet?.title === title);
        return found?.id ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return found!;
}

/**
 * The day to schedule for (tomorrow, or Monday when tomorrow is a Sunday, so the next day is in the
 * same Monday–Sunday week) at 10:00 in the browser's time zone, as a datetime-local input takes it,
 * and the day after at the same time.
 */
function localDays() {
  const scheduled = new Date();
  scheduled.setDate(scheduled.getDate() + 1);
  if (scheduled.getDay() === 0) scheduled.setDate(scheduled.getDate() + 1);
  scheduled.setHours(10, 0, 0, 0);
  const dayAfter = new Date(scheduled);
  dayAfter.setDate(dayAfter.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  const local = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return { scheduled, dayAfter, scheduledInput: `${local(scheduled)}T10:00`, scheduledDay: local(scheduled) };
}

const dayLabel = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(date);

test('connect a channel, publish a project scheduled for tomorrow with its thumbnail and captions, move it on the calendar, see it published', async ({
  page,
  request,
}) => {
  // A voiceover, a thumbnail and a render: seconds each on 2 cores, beside other journeys.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { session } = await signInThroughApi(page, request);
  const headers = { Authorization: `Bearer ${session.token}` };
  const projectId = await projectReadyToPublish(request, headers);

  // Connect the channel from the account page: Google's consent screen (the stand-in's) sends the browser back to the studio.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByText('Your YouTube channel is connected.', { exact: false }).first()).toBeVisible();

  // Publish from the project, scheduled for tomorrow at 10:00, with the chosen thumbnail and the voiceover's captions.
  await page.goto(`/app?project=${projectId}`);
  const panel = page.getByRole('region', { name: 'Publish to YouTube' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByLabel('Channel')).toContainText('Genesis Test Channel');
  await expect(panel.getByLabel('Title')).not.toHaveValue('');
  await panel.getByLabel('Title').fill(TITLE);
  await panel.getByText('No, it is not made for kids').click();
  await panel.getByText('Schedule for later').click();
  const { scheduled, dayAfter, scheduledInput, scheduledDay } = localDays();
  await panel.getByLabel('Publish at (your time)').fill(scheduledInput);
  await expect(panel.getByLabel('Set the chosen thumbnail')).toBeChecked();
  await expect(panel.getByLabel('Add the voiceover’s captions')).toBeChecked();
  await expect(panel.getByText(/This upload costs about 2,?050 of YouTube/)).toBeVisible();
  expect(await seriousViolations(page, { within: '[role="region"][aria-label="Publish to YouTube"]' })).toEqual([]);
  await panel.screenshot({
    path: test.info().outputPath('publish-panel-1280.png'),
    animations: 'disabled',
    style: 'header.sticky, .fixed { display: none !important; }',
  });
  // The phone: the form fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await panel.screenshot({
    path: test.info().outputPath('publish-panel-390.png'),
    animations: 'disabled',
    style: 'header.sticky, .fixed { display: none !important; }',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await panel.getByRole('button', { name: 'Schedule' }).click();

  // The upload runs as a job: the list shows it go up, then YouTube processing it.
  const video = await uploadedVideo(TITLE);
  expect(video.received).toMatchObject({
    status: { privacyStatus: 'private', publishAt: scheduled.toISOString(), selfDeclaredMadeForKids: false },
  });
  await expect(panel.getByText('Processing', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  const stored = async () => (await google().videos()).find((one) => one.id === video.id)!;
  await expect.poll(async () => (await stored()).captions.length).toBe(1);
  expect((await stored()).thumbnail?.bytes).toBeGreaterThan(0);
  expect((await stored()).status).toMatchObject({ privacyStatus: 'private' });
  await google().markProcessed(video.id);

  // The calendar: the week of the scheduled day. Processed on YouTube, the entry turns Scheduled.
  await page.goto(`/calendar?view=week&date=${scheduledDay}`);
  await expect(page.getByRole('heading', { name: 'Publishing calendar' })).toBeVisible();
  const scheduledCell = page.getByRole('group', { name: new RegExp(`^${dayLabel(scheduled)}`) });
  const entry = scheduledCell.getByRole('button', { name: new RegExp(`^${TITLE}, `) });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAccessibleName(/Scheduled/, { timeout: 45_000 });
  expect(await seriousViolations(page, { within: 'main' })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('calendar-week-1280.png'), fullPage: true, animations: 'disabled' });

  // Dragged to the next day: the new time (the same hour) reaches YouTube.
  const nextCell = page.getByRole('group', { name: new RegExp(`^${dayLabel(dayAfter)}`) });
  await entry.dragTo(nextCell);
  const moved = nextCell.getByRole('button', { name: new RegExp(`^${TITLE}, `) });
  await expect(moved).toBeVisible();
  await expect
    .poll(async () => (await google().videos()).find((one) => one.id === video.id)?.status.publishAt, { timeout: 30_000 })
    .toBe(dayAfter.toISOString());

  // Published on YouTube (early, in YouTube Studio): opening the entry looks again, and it says so with its link.
  await google().markPublished(video.id);
  await page.waitForTimeout(10_500);
  await moved.click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Published', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${video.id}`,
  );
  await dialog.screenshot({ path: test.info().outputPath('publication-dialog-1280.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(moved).toBeFocused();
  await expect(moved).toHaveAccessibleName(/Published/);

  // The phone: the week fits, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('calendar-week-390.png'), fullPage: true, animations: 'disabled' });
});
