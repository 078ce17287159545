import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Plays the <video> for half a second or more (muted: a page may start one without a click only then); its picture's size. */
export async function playsFor(player: Locator): Promise<[number, number]> {
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.currentTime > 0.5), { timeout: 20_000 })
    .toBe(true);
  const size = await player.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight] as [number, number]);
  await player.evaluate((element: HTMLVideoElement) => element.pause());
  return size;
}
