import { execFile } from 'node:child_process';
import { MUSIC_MAX_SECONDS } from '@shared/contracts/renders';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { limitedCommand } from './limited-process';
import { audioDemuxers } from './probe-media';

/** ffmpeg's demuxer for each accepted music format: the format is forced, never guessed from the content. */
export const musicDemuxers = { mp3: audioDemuxers.mp3, wav: audioDemuxers.wav, ogg: audioDemuxers.ogg, m4a: audioDemuxers.m4a } as const;

/**
 * CPU seconds one re-encode may use: ten minutes of music take about 12 with the fast AAC coder
 * (23 with the default one), so a file that needs five times that is not honest music.
 */
const MUSIC_CPU_SECONDS = 60;
/** Only against a process that hangs: CPU seconds bound the work, and a busy machine stretches the wait. */
const MUSIC_WALL_TIMEOUT_MS = 5 * 60_000;

/**
 * An uploaded music file re-encoded once, in a child process, to stereo AAC at 48 kHz in M4A: the
 * only music a render ever reads. The demuxer is the one the file's first bytes named and only local
 * files may be opened, so a playlist or concat script dressed as an MP3 reads nothing else. At a
 * lower priority than the web server, within its CPU seconds, and never more than MUSIC_MAX_SECONDS
 * of sound, whatever the container said. Rejects when ffmpeg cannot decode audio from it.
 */
export function normalizeMusic(
  binaries: FfmpegBinaries,
  input: string,
  format: keyof typeof musicDemuxers,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-protocol_whitelist', 'file', '-f', musicDemuxers[format], '-i', input],
    ...['-vn', '-sn', '-dn', '-map', '0:a:0', '-t', String(MUSIC_MAX_SECONDS)],
    ...['-ac', '2', '-ar', '48000', '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '160k', '-map_metadata', '-1', '-f', 'ipod', output],
  ];
  return new Promise((resolve, reject) => {
    const command = limitedCommand(binaries.ffmpeg, args, { cpuSeconds: MUSIC_CPU_SECONDS });
    execFile(command.file, command.args, { timeout: MUSIC_WALL_TIMEOUT_MS, maxBuffer: 1024 * 1024, signal, windowsHide: true }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}
