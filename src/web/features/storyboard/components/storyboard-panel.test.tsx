import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyboardProblems, type StoryboardInput, type StoryboardResponse, type StoryboardScene } from '@shared/contracts/storyboard';
import { MEDIA_DRAG_TYPE } from '@/features/media';
import type { VoiceChoice } from '@/features/projects';
import { makeMediaItem } from '@/test/media-fixtures';
import { json, type ApiHandlers } from '@/test/mock-api';
import { PROJECT_ID } from '@/test/project-fixtures';
import { renderSignedInTab } from '@/test/render-tab';
import { StoryboardPanel } from './storyboard-panel';

const url = `/api/projects/${PROJECT_ID}/storyboard`;
const VOICEOVER_ID = '00000000-0000-4000-8000-000000000001';
/** A take recorded after the storyboard's voiceover: the newest. */
const TAKE_ID = '00000000-0000-4000-8000-000000000002';
const voiceovers: VoiceChoice[] = [
  { id: TAKE_ID, durationSeconds: 10, engine: 'recording', source: 'narration', voiceId: 'recording', createdAt: new Date().toISOString() },
  {
    id: VOICEOVER_ID,
    durationSeconds: 8,
    engine: 'espeak',
    source: 'speech',
    voiceId: 'en-us-ava',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  },
];
const SCENE_1 = '00000000-0000-4000-a000-000000000001';
const SCENE_2 = '00000000-0000-4000-a000-000000000002';
const NEW_SCENE = '00000000-0000-4000-a000-000000000099';

const photo = makeMediaItem(1);
const clip = makeMediaItem(2, {
  kind: 'video',
  name: 'walk.mp4',
  durationSeconds: 20,
  filmstripUrl: `/api/media/${makeMediaItem(2).id}/filmstrip?owner=u&expires=1&signature=s`,
  // Loud for its first ten seconds, then faint.
  waveform: Array.from({ length: 200 }, (_, i) => (i < 100 ? 0.6 : 0.05)),
});
const sound = makeMediaItem(3, { kind: 'audio', name: 'birds.mp3', posterUrl: null, width: null, height: null, durationSeconds: 30 });
const picture = makeMediaItem(4, { source: 'picture', name: 'Tomatoes on a balcony', bytes: null });

/** Scene 1 says its 9 words from 0 s (0.4 s each), scene 2 its 8 words from 4 s (0.5 s each), to 8 s. */
const firstText = 'Ever wondered how to grow tomatoes on a balcony?';
const secondText = 'Start with a big pot and good soil.';
const words = [
  ...firstText.split(' ').map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.35 })),
  ...secondText.split(' ').map((text, i) => ({ text, start: 4 + i * 0.5, end: 4 + i * 0.5 + 0.45 })),
];

function scene(overrides: Partial<StoryboardScene> & Pick<StoryboardScene, 'id' | 'start' | 'end' | 'text'>): StoryboardScene {
  return { motion: 'zoom', fill: 'crop', ...overrides };
}

function makeStoryboard(overrides: Partial<StoryboardResponse> = {}): StoryboardResponse {
  return {
    voiceoverId: VOICEOVER_ID,
    transition: { kind: 'cut', seconds: 0.5 },
    scenes: [
      scene({ id: SCENE_1, start: 0, end: 4, text: firstText, mediaId: photo.id }),
      scene({ id: SCENE_2, start: 4, end: 8, text: secondText }),
    ],
    saved: false,
    durationSeconds: 8,
    words,
    ...overrides,
  };
}

/** The storyboard routes as the server answers them; `refuse` answers a PUT instead when it returns something. */
function storyboardServer(
  initial: StoryboardResponse | null = makeStoryboard(),
  refuse?: (input: StoryboardInput) => Response | undefined,
) {
  const state = { storyboard: initial };
  const handlers: ApiHandlers = {
    [`GET /api/projects/${PROJECT_ID}/media`]: () =>
      json({ media: [photo, clip, sound, picture], storage: { usedBytes: 0, quotaBytes: 1024 ** 3 } }),
    [`GET ${url}`]: (request) => {
      if (!state.storyboard) return json({ message: storyboardProblems.noVoiceover, code: 'NO_VOICEOVER' }, 400);
      // On another voiceover: its timing (the take is 10 s long), the same looks, not saved.
      const voiceover = new URL(request.url, 'http://localhost').searchParams.get('voiceover');
      if (!voiceover || voiceover === state.storyboard.voiceoverId) return json(state.storyboard);
      const [first, second] = state.storyboard.scenes as [StoryboardScene, StoryboardScene];
      return json({
        ...state.storyboard,
        voiceoverId: voiceover,
        saved: false,
        durationSeconds: 10,
        scenes: [first, { ...second, end: 10 }],
      });
    },
    [`PUT ${url}`]: (request) => {
      const input = JSON.parse(request.body ?? '{}') as StoryboardInput;
      const refused = refuse?.(input);
      if (refused) return refused;
      state.storyboard = { ...state.storyboard!, ...input, saved: true };
      return json(state.storyboard);
    },
    [`DELETE ${url}`]: () => {
      state.storyboard = makeStoryboard();
      return json(state.storyboard);
    },
  };
  return { state, handlers };
}

/** The panel with the video's voice held as the project tab holds it: none chosen until the creator picks one. */
function ChoosingVoice() {
  const [voiceoverId, setVoiceoverId] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  return (
    <>
      <StoryboardPanel
        projectId={PROJECT_ID}
        voiceovers={voiceovers}
        voiceoverId={voiceoverId}
        onVoiceoverChange={setVoiceoverId}
        onUnsavedChange={setUnsaved}
      />
      <output data-testid="unsaved">{String(unsaved)}</output>
    </>
  );
}

function renderPanel(server = storyboardServer(), extra: ApiHandlers = {}) {
  const network = renderSignedInTab(<ChoosingVoice />, { handlers: { ...server.handlers, ...extra } });
  return Object.assign(network, { server, sent: () => network.to(`PUT ${url}`).map((request) => JSON.parse(request.body!)) });
}

const sceneList = () => screen.findByRole('list', { name: 'Scenes' });
const sceneItems = async () => within(await sceneList()).getAllByRole('listitem', { name: /^Scene \d/ });
const sceneAt = async (n: number) => (await sceneItems())[n - 1]!;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save storyboard' }));
const openEditor = async (n: number) => {
  await userEvent.click(within(await sceneAt(n)).getByRole('button', { name: 'Edit scene' }));
  return screen.getByRole('region', { name: new RegExp(`^Scene ${n} ·`) });
};

describe('StoryboardPanel', () => {
  it('lists the scenes in order with their times, words and medium: a poster, or the studio card', async () => {
    renderPanel();
    const scenes = await sceneItems();
    expect(scenes.map((item) => item.getAttribute('aria-label'))).toEqual(['Scene 1, 0:00–0:04', 'Scene 2, 0:04–0:08']);
    await waitFor(() => expect(scenes[0]!.querySelector('img')).toHaveAttribute('src', photo.posterUrl));
    expect(scenes[0]).toHaveTextContent('photo-1.jpg');
    expect(scenes[0]).toHaveTextContent(firstText);
    expect(scenes[1]!.querySelector('img')).toBeNull();
    expect(scenes[1]).toHaveTextContent('Studio card');
    expect(screen.getByText('From the script’s sections, not saved yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
  });

  it('puts a clip on a scene from the Choose media dialog, by keyboard (sounds are not offered), and saves it', async () => {
    const network = renderPanel();
    const second = await sceneAt(2);
    within(second).getByRole('button', { name: 'Choose media for scene 2' }).focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Media for scene 2' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /walk\.mp4/ })).toBeVisible());
    expect(within(dialog).queryByRole('button', { name: /birds\.mp3/ })).toBeNull();
    // The project's pictures are offered apart from the creator's own.
    const pictures = within(dialog).getByRole('list', { name: 'Project pictures' });
    expect(within(pictures).getByRole('button', { name: /Tomatoes on a balcony/ })).toBeVisible();
    within(dialog)
      .getByRole('button', { name: /walk\.mp4/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(second).toHaveTextContent('walk.mp4');
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await save();
    await screen.findByText('Saved');
    expect(network.sent()).toHaveLength(1);
    expect(network.sent()[0].scenes[1]).toEqual({
      id: SCENE_2,
      start: 4,
      end: 8,
      text: secondText,
      motion: 'zoom',
      fill: 'crop',
      mediaId: clip.id,
    });
    expect(screen.getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
  });

  it('removes a scene’s media, leaving the studio card', async () => {
    const network = renderPanel();
    const first = await sceneAt(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Remove media from scene 1' }));
    expect(first).toHaveTextContent('Studio card');
    await save();
    await screen.findByText('Saved');
    expect(network.sent()[0].scenes[0].mediaId).toBeUndefined();
  });

  it('takes a photo dragged from the Media panel, and moves a scene’s media by dragging it onto another', async () => {
    renderPanel();
    const [first, second] = await sceneItems();
    await waitFor(() => expect(first!.querySelector('img')).not.toBeNull());
    const carrying = (type: string, value: string) => ({ types: [type], getData: (asked: string) => (asked === type ? value : '') });
    fireEvent.dragOver(second!, { dataTransfer: carrying(MEDIA_DRAG_TYPE, clip.id) });
    fireEvent.drop(second!, { dataTransfer: carrying(MEDIA_DRAG_TYPE, clip.id) });
    expect(second).toHaveTextContent('walk.mp4');

    fireEvent.drop(second!, { dataTransfer: carrying('application/x-genesis-storyboard-scene', '0') });
    expect(second).toHaveTextContent('photo-1.jpg');
    expect(first).toHaveTextContent('walk.mp4');
  });

  it('moves a scene’s media later and earlier while its words and times stay', async () => {
    const network = renderPanel();
    const [first, second] = await sceneItems();
    expect(within(first!).getByRole('button', { name: 'Move scene 1’s media earlier' })).toBeDisabled();
    await userEvent.click(within(first!).getByRole('button', { name: 'Move scene 1’s media later' }));
    expect(first).toHaveTextContent('Studio card');
    expect(second).toHaveTextContent('photo-1.jpg');
    expect(second).toHaveTextContent(secondText);
    expect(screen.getByText('Scene 1’s media moved to scene 2.')).toBeInTheDocument();

    await save();
    await screen.findByText('Saved');
    const [sentFirst, sentSecond] = network.sent()[0].scenes;
    expect(sentFirst).toEqual({ id: SCENE_1, start: 0, end: 4, text: firstText, motion: 'zoom', fill: 'crop' });
    expect(sentSecond).toEqual({ id: SCENE_2, start: 4, end: 8, text: secondText, motion: 'zoom', fill: 'crop', mediaId: photo.id });
  });

  it('splits a scene at a chosen word, refusing a part shorter than half a second', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(NEW_SCENE);
    const network = renderPanel();
    const editor = await openEditor(1);
    await userEvent.click(within(editor).getByRole('button', { name: 'Split before “wondered”' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Each part must last at least 0.5 seconds.');
    expect(await sceneItems()).toHaveLength(2);

    await userEvent.click(within(editor).getByRole('button', { name: 'Split before “tomatoes”' }));
    const scenes = await sceneItems();
    expect(scenes.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Scene 1, 0:00–0:02',
      'Scene 2, 0:02–0:04',
      'Scene 3, 0:04–0:08',
    ]);
    expect(scenes[1]).toHaveTextContent('Studio card');

    await save();
    await screen.findByText('Saved');
    expect(network.sent()[0].scenes.slice(0, 2)).toEqual([
      { id: SCENE_1, start: 0, end: 2, text: 'Ever wondered how to grow', motion: 'zoom', fill: 'crop', mediaId: photo.id },
      { id: NEW_SCENE, start: 2, end: 4, text: 'tomatoes on a balcony?', motion: 'zoom', fill: 'crop' },
    ]);
  });

  it('joins a scene with the next one', async () => {
    const network = renderPanel();
    const editor = await openEditor(1);
    await userEvent.click(within(editor).getByRole('button', { name: 'Join with next' }));
    const scenes = await sceneItems();
    expect(scenes.map((item) => item.getAttribute('aria-label'))).toEqual(['Scene 1, 0:00–0:08']);
    expect(within(screen.getByRole('region', { name: /^Scene 1 ·/ })).getByRole('button', { name: 'Join with next' })).toBeDisabled();
    await save();
    await screen.findByText('Saved');
    expect(network.sent()[0].scenes).toEqual([
      { id: SCENE_1, start: 0, end: 8, text: `${firstText} ${secondText}`, motion: 'zoom', fill: 'crop', mediaId: photo.id },
    ]);
  });

  it('sets a clip’s in and out points while it plays, or typed, and its sound', async () => {
    const server = storyboardServer(
      makeStoryboard({
        scenes: [
          scene({ id: SCENE_1, start: 0, end: 4, text: firstText, mediaId: clip.id }),
          scene({ id: SCENE_2, start: 4, end: 8, text: secondText }),
        ],
      }),
    );
    const network = renderPanel(server);
    await waitFor(async () => expect(await sceneAt(1)).toHaveTextContent('walk.mp4'));
    const editor = await openEditor(1);
    const player = editor.querySelector('video')!;
    expect(player).toHaveAttribute('src', clip.fileUrl);
    player.currentTime = 2.54;
    await userEvent.click(within(editor).getByRole('button', { name: 'Set in' }));
    expect(within(editor).getByLabelText('In (seconds)')).toHaveValue(2.5);
    player.currentTime = 1;
    await userEvent.click(within(editor).getByRole('button', { name: 'Set out' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent(storyboardProblems.clipRange);
    const out = within(editor).getByLabelText('Out (seconds)');
    await userEvent.clear(out);
    await userEvent.type(out, '6.5');
    expect(within(editor).queryByRole('alert')).toBeNull();
    const volume = within(editor).getByRole('slider', { name: 'Clip sound' });
    expect(volume).toHaveValue('0');
    expect(within(editor).getByText('Muted')).toBeVisible();
    fireEvent.change(volume, { target: { value: '40' } });
    expect(within(editor).getByText('40%')).toBeVisible();

    await save();
    await screen.findByText('Saved');
    expect(network.sent()[0].scenes[0]).toMatchObject({ mediaId: clip.id, inSeconds: 2.5, outSeconds: 6.5, clipVolume: 40 });
  });

  it('shows a clip’s filmstrip and sound with the part the scene plays, and moves the player by a click or the arrow keys', async () => {
    const server = storyboardServer(
      makeStoryboard({
        scenes: [
          scene({ id: SCENE_1, start: 0, end: 4, text: firstText, mediaId: clip.id, inSeconds: 5, outSeconds: 15 }),
          scene({ id: SCENE_2, start: 4, end: 8, text: secondText }),
        ],
      }),
    );
    renderPanel(server);
    await waitFor(async () => expect(await sceneAt(1)).toHaveTextContent('walk.mp4'));
    const editor = await openEditor(1);
    const timeline = within(editor).getByRole('slider', { name: 'Position in walk.mp4' });
    expect(timeline.querySelector('img')).toHaveAttribute('src', clip.filmstripUrl);
    const bars = within(timeline).getByTestId('clip-waveform').querySelector('path')!.getAttribute('d')!;
    const heights = [...bars.matchAll(/v([\d.]+)/g)].map(([, height]) => Number(height));
    expect(heights).toHaveLength(200);
    // The loudest peak fills the height: 0.6 a bar, then a twelfth of that.
    expect(heights[0]).toBe(1);
    expect(heights[199]).toBeCloseTo(0.05 / 0.6, 5);
    // 5 s to 15 s of 20: a quarter shaded before, a quarter after.
    expect(within(timeline).getByTestId('before-in')).toHaveStyle({ width: '25%' });
    expect(within(timeline).getByTestId('after-out')).toHaveStyle({ width: '25%' });

    const player = editor.querySelector('video')!;
    vi.spyOn(timeline, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 400, height: 80 } as DOMRect);
    fireEvent.click(timeline, { clientX: 300 });
    expect(player.currentTime).toBe(15);
    expect(timeline).toHaveAttribute('aria-valuetext', '15.0 of 20.0 seconds');
    timeline.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(player.currentTime).toBe(14);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(player.currentTime).toBe(19);
    await userEvent.keyboard('{End}');
    expect(player.currentTime).toBe(20);
    await userEvent.keyboard('{Home}');
    expect(player.currentTime).toBe(0);

    // A new in point moves the shade.
    const inPoint = within(editor).getByLabelText('In (seconds)');
    await userEvent.clear(inPoint);
    await userEvent.type(inPoint, '10');
    expect(within(timeline).getByTestId('before-in')).toHaveStyle({ width: '50%' });
  });

  it('sets motion, fill and, for a crop, the focus point by clicking the picture or with the sliders', async () => {
    const network = renderPanel();
    const editor = await openEditor(1);
    await userEvent.click(within(editor).getByRole('radio', { name: 'Pan' }));
    await userEvent.click(within(editor).getByRole('radio', { name: 'Blur behind' }));
    expect(within(editor).queryByRole('slider', { name: 'Focus across' })).toBeNull();
    await userEvent.click(within(editor).getByRole('radio', { name: 'Crop' }));

    const picture = within(editor).getByTestId('focus-picture');
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 200, height: 100 } as DOMRect);
    fireEvent.click(picture, { clientX: 50, clientY: 75 });
    expect(within(editor).getByRole('slider', { name: 'Focus across' })).toHaveValue('25');
    expect(within(editor).getByRole('slider', { name: 'Focus down' })).toHaveValue('75');
    fireEvent.change(within(editor).getByRole('slider', { name: 'Focus down' }), { target: { value: '30' } });

    await save();
    await screen.findByText('Saved');
    expect(network.sent()[0].scenes[0]).toMatchObject({ motion: 'pan', fill: 'crop', focus: { x: 0.25, y: 0.3 } });
  });

  it('sets the transition between scenes and its length', async () => {
    const network = renderPanel();
    await sceneList();
    expect(screen.queryByRole('slider', { name: 'Transition length' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Dip to black' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Transition length' }), { target: { value: '0.8' } });
    expect(screen.getByText('0.8 s')).toBeVisible();
    await save();
    await screen.findByText('Saved');
    expect(network.sent()[0]).toMatchObject({ voiceoverId: VOICEOVER_ID, transition: { kind: 'dip', seconds: 0.8 } });
  });

  it('shows the voice the scenes are timed on, locks it while there are unsaved changes, and asks for the scenes on another', async () => {
    const network = renderPanel();
    await sceneList();
    const voice = screen.getByRole('combobox', { name: 'Voice' });
    expect(voice).toHaveValue(VOICEOVER_ID);
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Your recording · 0:10 · just now (newest)', 'Offline voice · eSpeak NG (en-us-ava) · 0:08 · 1 hour ago']);

    // Unsaved changes hold the voice: still reachable by Tab with its reason, but not changed.
    await userEvent.click(screen.getByRole('radio', { name: 'Crossfade' }));
    expect(voice).toHaveAttribute('aria-disabled', 'true');
    expect(voice).toHaveAccessibleDescription('Save or discard your changes to time the scenes on another voice.');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('true');
    await userEvent.selectOptions(voice, TAKE_ID);
    expect(voice).toHaveValue(VOICEOVER_ID);
    expect(network.to(`GET ${url}`).filter((request) => request.url.includes('voiceover='))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(voice).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('unsaved')).toHaveTextContent('false');

    await userEvent.selectOptions(voice, TAKE_ID);
    await waitFor(() => expect(network.to(`GET ${url}`).at(-1)?.url).toBe(`${url}?voiceover=${TAKE_ID}`));
    await waitFor(async () => expect((await sceneAt(2)).getAttribute('aria-label')).toBe('Scene 2, 0:04–0:10'));
    expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveValue(TAKE_ID);
    expect(await sceneAt(1)).toHaveTextContent('photo-1.jpg');
    expect(screen.getByText('From the script’s sections, not saved yet')).toBeVisible();
  });

  it('shows the server’s reason when a save is refused, and keeps the edits', async () => {
    const server = storyboardServer(makeStoryboard(), () => json({ message: storyboardProblems.gaps, code: 'STORYBOARD_GAPS' }, 400));
    renderPanel(server);
    const first = await sceneAt(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Move scene 1’s media later' }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(storyboardProblems.gaps);
    expect(await sceneAt(2)).toHaveTextContent('photo-1.jpg');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save storyboard' })).toBeEnabled();
  });

  it('discards unsaved changes on request, back to what the server holds', async () => {
    const network = renderPanel();
    const first = await sceneAt(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Remove media from scene 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(first).toHaveTextContent('photo-1.jpg'));
    expect(screen.getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
    expect(network.sent()).toHaveLength(0);
  });

  it('has nothing unsaved once an edit is undone by hand', async () => {
    renderPanel();
    const first = await sceneAt(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Remove media from scene 1' }));
    expect(screen.getByRole('button', { name: 'Save storyboard' })).toBeEnabled();
    await userEvent.click(within(first).getByRole('button', { name: 'Choose media for scene 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /photo-1\.jpg/ }));
    expect(screen.getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('opens the editor under its own scene when the scenes are a column (a narrow screen)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    renderPanel();
    await openEditor(2);
    const editor = screen.getByRole('region', { name: /^Scene 2 ·/ });
    expect(editor.closest('ol')).toBe(await sceneList());
    expect(within(editor).getByRole('heading', { name: 'Scene 2 · 0:04–0:08' })).toHaveFocus();
  });

  it('resets a saved storyboard to the script’s sections after asking', async () => {
    const network = renderPanel(storyboardServer(makeStoryboard({ saved: true, transition: { kind: 'crossfade', seconds: 0.5 } })));
    await sceneList();
    expect(screen.getByText('Saved storyboard')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to script sections' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(network.to(`DELETE ${url}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reset to script sections' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Reset to script sections' })).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('From the script’s sections, not saved yet')).toBeVisible();
    expect(network.to(`DELETE ${url}`)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Cut' })).toBeChecked();
  });

  it('says to make a voiceover first when the project has none', async () => {
    renderPanel(storyboardServer(null));
    expect(await screen.findByText(storyboardProblems.noVoiceover)).toBeVisible();
    expect(screen.getByText('Make one in the Voiceover section, then come back here.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers to try again when the storyboard could not be loaded', async () => {
    let fail = true;
    const server = storyboardServer();
    renderPanel(server, {
      [`GET ${url}`]: () => (fail ? json({ message: 'The database is busy.', code: 'INTERNAL' }, 503) : json(makeStoryboard())),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The storyboard could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await sceneItems()).toHaveLength(2);
  });
});
