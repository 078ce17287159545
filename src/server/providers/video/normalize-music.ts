import { execFile } from 'node:child_process';
import type { FfmpegBinaries } from './ffmpeg-binaries';

/** ffmpeg's demuxer for each accepted music format: the format is forced, never guessed from the content. */
const demuxers = { mp3: 'mp3', wav: 'wav', ogg: 'ogg', m4a: 'mov' } as const;

/** The longest music kept: it loops under the voice anyway. */
const MUSIC_MAX_SECONDS = 600;

/**
 * An uploaded music file re-encoded once, in a child process, to stereo AAC at 48 kHz in M4A: the
 * only music a render ever reads. The demuxer is the one the file's first bytes named and only local
 * files may be opened, so a playlist or concat script dressed as an MP3 reads nothing else.
 * Rejects when ffmpeg cannot decode audio from it.
 */
export function normalizeMusic(
  binaries: FfmpegBinaries,
  input: string,
  format: keyof typeof demuxers,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-protocol_whitelist', 'file', '-f', demuxers[format], '-i', input],
    ...['-vn', '-sn', '-dn', '-map', '0:a:0', '-t', String(MUSIC_MAX_SECONDS)],
    ...['-ac', '2', '-ar', '48000', '-c:a', 'aac', '-b:a', '160k', '-map_metadata', '-1', '-f', 'ipod', output],
  ];
  return new Promise((resolve, reject) => {
    execFile(binaries.ffmpeg, args, { timeout: 120_000, maxBuffer: 1024 * 1024, signal, windowsHide: true }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}
