// The studio in Spanish and in German, and Hindi content in the English studio (issue 44): a creator
// registers on the language's own pages, writes a script in the project's language with a text
// model (the test stand-in), voices it, renders a short draft and makes thumbnails; the draft's
// caption frames and the thumbnails are read back with OCR, accented, Cyrillic and Devanagari
// letters included (Devanagari only reads right shaped: set letter by letter, क्षत्रिय comes out
// as क्षत्रयि). On a server of its own, its model connected.
import { writeFile } from 'node:fs/promises';
import { startChatCompletionsServer } from '../src/server/test/chat-completions-test-server';
import enAuth from '../src/web/locales/en/auth.json' with { type: 'json' };
import enCommon from '../src/web/locales/en/common.json' with { type: 'json' };
import enScripts from '../src/web/locales/en/scripts.json' with { type: 'json' };
import enVoice from '../src/web/locales/en/voice.json' with { type: 'json' };
import enRenders from '../src/web/locales/en/renders.json' with { type: 'json' };
import enProjects from '../src/web/locales/en/projects.json' with { type: 'json' };
import enWorkspace from '../src/web/locales/en/workspace.json' with { type: 'json' };
import esAuth from '../src/web/locales/es/auth.json' with { type: 'json' };
import deAuth from '../src/web/locales/de/auth.json' with { type: 'json' };
import esCommon from '../src/web/locales/es/common.json' with { type: 'json' };
import deCommon from '../src/web/locales/de/common.json' with { type: 'json' };
import esScripts from '../src/web/locales/es/scripts.json' with { type: 'json' };
import deScripts from '../src/web/locales/de/scripts.json' with { type: 'json' };
import esVoice from '../src/web/locales/es/voice.json' with { type: 'json' };
import deVoice from '../src/web/locales/de/voice.json' with { type: 'json' };
import esRenders from '../src/web/locales/es/renders.json' with { type: 'json' };
import deRenders from '../src/web/locales/de/renders.json' with { type: 'json' };
import esProjects from '../src/web/locales/es/projects.json' with { type: 'json' };
import deProjects from '../src/web/locales/de/projects.json' with { type: 'json' };
import esWorkspace from '../src/web/locales/es/workspace.json' with { type: 'json' };
import deWorkspace from '../src/web/locales/de/workspace.json' with { type: 'json' };
import { serverOfItsOwn } from './support/app-server';
import { expect, test } from './support/fixtures';
import { frameAt, readText } from './support/ocr';
import { newUser, signInThroughApi } from './support/users';
import { scriptWritten } from './support/waits';

/** The first account of the server's fresh install, so its administrator. */
const ADMIN_EMAIL = 'languages-admin@example.com';

const languagesTest = test.extend<object, { languagesServer: string }>({
  languagesServer: serverOfItsOwn('languages', {}),
  baseURL: async ({ languagesServer }, use) => use(languagesServer),
});

/** `{{name}}` placeholders filled, as i18next does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * Each journey: the interface's language (`locale`, English at the root), the project's (`content`),
 * Tesseract's models for the pictures, the words every caption reading must find, and words of
 * another script of which one must be read (OCR reads a yellow-highlighted word less surely).
 */
const languages = [
  {
    locale: 'es',
    content: 'es',
    englishName: 'Spanish',
    ocr: ['spa', 'rus'],
    auth: esAuth,
    common: esCommon,
    scripts: esScripts,
    voice: esVoice,
    renders: esRenders,
    projects: esProjects,
    workspace: esWorkspace,
    topic: 'Cómo regar el jardín',
    script: '[HOOK]\n¿Qué tal, señor Muñoz? Привет, друзья!\n\n[MAIN]\nRiega el jardín cada mañana.\n\n[CTA]\nSuscríbete al canal.',
    spoken: ['qué', 'señor', 'muñoz'],
    oneOf: ['привет', 'друзья'],
    thumbnail: 'Jardín de Muñoz: привет',
    thumbnailWords: ['jardín', 'muñoz', 'привет'],
  },
  {
    locale: 'de',
    content: 'de',
    englishName: 'German',
    ocr: ['deu', 'rus'],
    auth: deAuth,
    common: deCommon,
    scripts: deScripts,
    voice: deVoice,
    renders: deRenders,
    projects: deProjects,
    workspace: deWorkspace,
    topic: 'Blumen richtig gießen',
    script: '[HOOK]\nHallo, Frau Müller! Привет, друзья!\n\n[MAIN]\nGieß die schönen Blumen jeden Morgen.\n\n[CTA]\nAbonniere den Kanal.',
    spoken: ['hallo', 'müller', 'schönen'],
    oneOf: ['привет', 'друзья'],
    // Not "ß": a title is set in capitals, and "GRÜSSE" is its right capital form.
    thumbnail: 'Frau Müller: привет',
    thumbnailWords: ['frau', 'müller', 'привет'],
  },
  {
    locale: 'en',
    content: 'hi',
    englishName: 'Hindi',
    ocr: ['hin'],
    auth: enAuth,
    common: enCommon,
    scripts: enScripts,
    voice: enVoice,
    renders: enRenders,
    projects: enProjects,
    workspace: enWorkspace,
    topic: 'क्षत्रिय इतिहास',
    script: '[HOOK]\nनमस्ते दोस्तों! आज क्षत्रिय इतिहास की कहानी।\n\n[MAIN]\nहर सुबह बगीचे में पानी दें।\n\n[CTA]\nचैनल को सब्सक्राइब करें।',
    spoken: ['नमस्ते', 'क्षत्रिय'],
    oneOf: ['इतिहास', 'कहानी', 'बगीचे'],
    thumbnail: 'क्षत्रिय इतिहास',
    thumbnailWords: ['क्षत्रिय', 'इतिहास'],
  },
] as const;

test('public pages in Spanish: pre-rendered under /es with hreflang, only Spanish catalogues downloaded, and the switch opens the German copy', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (sent) => {
    const match = /\/assets\/locale-([^-]+(?:-BR)?)-/.exec(sent.url());
    if (match) catalogues.push(match[1]!);
  });
  const answer = await page.goto('/es/features');
  expect(answer?.status()).toBe(200);
  // The words were in the HTML before any script ran.
  expect(await answer!.text()).toContain('<html lang="es"');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/features$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/features$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/features$/);
  await expect(page).toHaveTitle(/^Funciones — Genesis Studio$/);
  // Links stay in the language.
  await expect(page.getByRole('link', { name: /^Genesis Studio/ }).first()).toHaveAttribute('href', /^\/es\/?$/);
  await page.waitForLoadState('networkidle');
  expect(catalogues.length).toBeGreaterThan(0);
  expect(new Set(catalogues)).toEqual(new Set(['es']));

  const answerDe = page.waitForURL(/\/de\/features$/);
  await page.getByRole('combobox', { name: esCommon.language.label }).first().selectOption('de');
  await answerDe;
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/^Funktionen — Genesis Studio$/);
  await page.screenshot({ path: test.info().outputPath('features-de.png'), fullPage: true });
});

test("the studio follows the account's language: switched in the header, kept on the next visit, sent to the server", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { session } = await signInThroughApi(page, request);
  await page.goto('/app');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Generate Script' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('es');
  await expect(panel.getByRole('button', { name: esScripts.form.submit })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${session.token}` } })).json()) as {
            locale: string;
          }
        ).locale,
    )
    .toBe('es');
  // Another visit opens in Spanish.
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: esScripts.form.submit })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.screenshot({ path: test.info().outputPath('studio-es.png'), fullPage: true });
});

for (const language of languages) {
  languagesTest(
    `in ${language.englishName}: register, write, voice and a rendered draft, all in the language`,
    async ({ page, request }) => {
      // A script from the model, a voiceover and an encode: seconds each on 2 cores.
      test.setTimeout(240_000);
      const { auth, common, scripts, voice, renders, projects, workspace } = language;
      const model = await startChatCompletionsServer({ models: ['studio-writer'] });
      try {
        // The operator connects Scripts to the model server (the console's own journey covers the form).
        const admin = newUser('Ada Operator');
        const registered = await request.post('/api/auth/register', {
          data: { ...admin, email: ADMIN_EMAIL, confirmPassword: admin.password },
        });
        const adminSession = registered.ok()
          ? ((await registered.json()) as { token: string })
          : ((await (await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: admin.password } })).json()) as {
              token: string;
            });
        const saved = await request.put('/api/admin/ai-engines', {
          headers: { Authorization: `Bearer ${adminSession.token}` },
          data: { engines: { scripts: { provider: 'openai-compatible', baseUrl: model.baseUrl, model: 'studio-writer' } } },
        });
        expect(saved.status(), await saved.text()).toBe(200);
        model.replyAlways({ text: language.script });

        // The language's own sign-up page, pre-rendered in it.
        await page.setViewportSize({ width: 1280, height: 900 });
        const home = language.locale === 'en' ? '' : `/${language.locale}`;
        await page.goto(`${home}/register`);
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
        await expect(page.getByRole('heading', { level: 1, name: auth.register.title })).toBeVisible();
        // A translated page has no English left on it.
        if (language.locale !== 'en') await expect(page.getByText(enAuth.register.submit, { exact: true })).toHaveCount(0);
        const user = newUser('Lucía Müller');
        await page.getByLabel(auth.register.nameLabel).fill(user.name);
        await page.getByLabel(common.emailField.label).fill(user.email);
        await page.getByLabel(auth.fields.password, { exact: true }).fill(user.password);
        await page.getByLabel(auth.register.confirmLabel, { exact: true }).fill(user.password);
        await page.getByRole('button', { name: auth.register.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${home}/app$`));

        // A script in the project's language: the form offers the interface's, and the model is told so.
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByLabel(scripts.form.language)).toHaveValue(language.locale);
        await panel.getByLabel(scripts.form.language).selectOption(language.content);
        await panel.getByLabel(scripts.form.topicLabel).fill(language.topic);
        await panel.getByRole('button', { name: scripts.form.submit }).click();
        await expect(panel.getByLabel(projects.scriptEditor.scriptText)).toHaveValue(language.script, scriptWritten);
        expect(
          model.requests.some((sent) => sent.body.messages.some((message) => message.content.includes(`Write in ${language.englishName}`))),
        ).toBe(true);
        await page.screenshot({ path: test.info().outputPath(`${language.locale}-script.png`), fullPage: true });

        // Voiced by the built-in engine in the language's voice.
        const voiceCard = page.getByRole('region', { name: voice.voiceover.title });
        await voiceCard.getByRole('button', { name: voice.voiceover.generate }).click();
        await expect(voiceCard.getByTestId('voiceover-result')).toBeVisible({ timeout: 60_000 });

        // A vertical draft with captions.
        const video = page.getByRole('region', { name: renders.panel.title, exact: true });
        await video.getByText(renders.formats.vertical, { exact: true }).click();
        await video.getByRole('button', { name: renders.panel.render }).click();
        const first = video.getByRole('listitem', { name: fill(renders.item.heading, { number: 1 }) });
        await expect(first.getByTestId('render-status')).toHaveText(renders.status.done, { timeout: 120_000 });
        await page.screenshot({ path: test.info().outputPath(`${language.locale}-video.png`), fullPage: true });
        const name = fill(renders.item.name, { number: 1 });
        const download = first.getByRole('link', { name: fill(renders.item.downloadLabel, { name }) });
        const file = await page.request.get((await download.getAttribute('href'))!);
        expect(file.status()).toBe(200);
        const videoPath = test.info().outputPath(`${language.locale}-draft.mp4`);
        await writeFile(videoPath, await file.body());

        // Every caption read back from the frames: accents, Cyrillic and Devanagari drawn as written, not boxes or gaps.
        const read = new Set<string>();
        for (let seconds = 0.3; seconds < 12; seconds += 0.4) {
          const frame = await frameAt(videoPath, seconds).catch(() => null);
          if (!frame || frame.length === 0) break;
          for (const word of await readText(frame, language.ocr)) read.add(word);
        }
        // OCR may run two caption words together ("talseñor"): a word counts when it is read inside another.
        const seen = [...read];
        const found = (word: string) => seen.some((text) => text.includes(word));
        for (const word of language.spoken) expect(found(word), `"${word}" in the captions: ${seen.join(' ')}`).toBe(true);
        // The other script's words in Noto's letters: OCR reads a yellow-highlighted word less surely, so one read whole will do.
        expect(language.oneOf.some(found), `${language.oneOf.join(' or ')} in the captions: ${seen.join(' ')}`).toBe(true);

        // A thumbnail over a drawn background, its title in the language (and in Cyrillic), read back from the JPEG.
        await page.getByRole('tab', { name: workspace.tabs.images.label }).click();
        await expect(page.getByRole('tab', { name: workspace.tabs.images.label })).toHaveAttribute('aria-selected', 'true');
        const thumbnails = page.getByRole('region', { name: projects.thumbnails.title, exact: true });
        await thumbnails.getByLabel(projects.thumbnails.textLabel).fill(language.thumbnail);
        // One palette (yellow on dark, the one OCR reads best) so every run reads the same kind of picture.
        await thumbnails.getByLabel(projects.thumbnails.palette).selectOption('bold-yellow');
        await thumbnails.getByRole('button', { name: projects.thumbnails.make }).click();
        // The three variants differ in colours and layout; OCR reads stylised lettering less surely, so
        // every word has to be read in at least one of them, whole.
        const variants = [1, 2, 3].map((number) =>
          thumbnails.getByRole('img', {
            name: fill(projects.thumbnails.variant.largeAlt, { number, text: language.thumbnail, width: 320, height: 180 }),
          }),
        );
        await expect(variants[2]!).toBeVisible({ timeout: 60_000 });
        await page.screenshot({ path: test.info().outputPath(`${language.locale}-thumbnails.png`), fullPage: true });
        const inThumbnails: string[] = [];
        for (const [index, variant] of variants.entries()) {
          const picture = await page.request.get((await variant.getAttribute('src'))!);
          expect(picture.status()).toBe(200);
          await writeFile(test.info().outputPath(`${language.locale}-thumbnail-${index + 1}.jpg`), await picture.body());
          inThumbnails.push(...(await readText(await picture.body(), language.ocr)));
        }
        for (const word of language.thumbnailWords) {
          expect(inThumbnails.includes(word), `"${word}" in the thumbnails: ${inThumbnails.join(' ')}`).toBe(true);
        }
      } finally {
        await model.close();
      }
    },
  );
}
