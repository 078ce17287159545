import { videoLengthOption, type VideoLength } from '@shared/catalog/scripts';
import type { AudienceGroup } from './audience';

/** The Script Writing length that suits an audience: short for younger viewers, longer for the rest. */
export function lengthFor(group: AudienceGroup, longer = false): VideoLength {
  const short = group === 'kids' || group === 'teens' || group === 'young-adults' || group === 'general';
  if (longer) return short && group !== 'general' ? '3-5 minutes' : '5-10 minutes';
  return short ? '1-3 minutes' : '3-5 minutes';
}

/** 'm:ss' for a number of seconds. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Splits a video of the given length into timed beats at the given fractions of its running time
 * (each a start; the last beat ends at the end), rounded to five seconds: '0:00–0:10'.
 */
export function beatTimes(length: VideoLength, starts: readonly number[]): string[] {
  const total = videoLengthOption(length).targetMinutes * 60;
  const at = (fraction: number) => Math.round((total * fraction) / 5) * 5;
  return starts.map((start, index) => `${clock(at(start))}–${clock(at(starts[index + 1] ?? 1))}`);
}

/** As an adjective: '2-minute', '4-minute', '7.5-minute'. */
export function runningTime(length: VideoLength): string {
  return `${videoLengthOption(length).targetMinutes}-minute`;
}
