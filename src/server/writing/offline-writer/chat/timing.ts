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

/** A Script Writing length in seconds (its target running time). */
export function secondsOf(length: VideoLength): number {
  return videoLengthOption(length).targetMinutes * 60;
}

/**
 * Splits a running time in seconds into timed beats at the given fractions of it (each a start;
 * the last beat ends at the end): rounded to five seconds from two minutes up ('0:00–0:10'), to the
 * second below ('0:00–0:03').
 */
export function splitTimes(total: number, starts: readonly number[]): string[] {
  const step = total >= 120 ? 5 : 1;
  const at = (fraction: number) => Math.round((total * fraction) / step) * step;
  return starts.map((start, index) => `${clock(at(start))}–${clock(at(starts[index + 1] ?? 1))}`);
}

/** splitTimes for a Script Writing length. */
export function beatTimes(length: VideoLength, starts: readonly number[]): string[] {
  return splitTimes(secondsOf(length), starts);
}

/** '2-minute', '45-second', '1.5-minute': a running time in seconds as an adjective. */
export function runningSeconds(total: number): string {
  return total < 60 || total % 30 !== 0 ? `${total}-second` : `${total / 60}-minute`;
}

/** As an adjective: '2-minute', '4-minute', '7.5-minute'. */
export function runningTime(length: VideoLength): string {
  return `${videoLengthOption(length).targetMinutes}-minute`;
}
