import path from 'node:path';
import type { NarrationFormat } from '@shared/contracts/narrations';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { audioDemuxers, probeMedia, sniffAudioContainer } from '../../../providers/video/probe-media';
import { NarrationAudioError, quietFfmpeg, runLimited, withoutPaths } from './run-ffmpeg';

/**
 * What a take's first bytes (at least 16) say it is: RIFF/WAVE, an ID3 tag or MPEG frame sync (MP3),
 * `ftyp` with an audio brand (M4A), OggS, the EBML magic (WebM), fLaC. Never the name or the declared
 * type; undefined for anything else (a PNG, a text file, ADTS AAC).
 */
export function sniffNarrationFormat(head: Buffer): NarrationFormat | undefined {
  // The shared sniffer names exactly the contract's formats (this and narrationDemuxers would not compile otherwise).
  return sniffAudioContainer(head);
}

/** ffmpeg's `-f` for each format: wav, mp3, mov, ogg, matroska, flac. */
export const narrationDemuxers: Record<NarrationFormat, string> = audioDemuxers;

/**
 * Counting a container's packets (no decoding) when it states no duration: the WebM a browser's
 * MediaRecorder writes has none. 200 MB of packets take well under a second.
 */
const COUNT_CPU_SECONDS = 15;

/** The end of the last packet, read by remuxing the audio to nothing (`-c copy -f null`): the length of a container that states none. */
async function countedSeconds(binaries: FfmpegBinaries, file: string, demuxer: string, signal?: AbortSignal): Promise<number> {
  let seconds = 0;
  await runLimited(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('error'),
      ...['-protocol_whitelist', 'file', '-f', demuxer, '-i', file],
      ...['-map', '0:a:0', '-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'],
    ],
    {
      cpuSeconds: COUNT_CPU_SECONDS,
      signal,
      subject: path.basename(file),
      onOutput: (chunk) => {
        for (const match of chunk.toString('latin1').matchAll(/out_time_us=(\d+)/g)) seconds = Number(match[1]) / 1e6;
      },
    },
  );
  return seconds;
}

/**
 * ffprobe with the demuxer the bytes named forced and only local files open: the seconds the
 * container states (or, when it states none, the end of its last audio packet, still without
 * decoding), and that it holds an audio stream. Rejects with a NarrationAudioError ('unreadable')
 * when it is not audio ffprobe can read, and with the AbortError when `signal` stops it.
 */
export async function probeNarration(
  binaries: FfmpegBinaries,
  file: string,
  format: NarrationFormat,
  signal?: AbortSignal,
): Promise<{ durationSeconds: number }> {
  const demuxer = narrationDemuxers[format];
  const name = path.basename(file);
  const probe = await probeMedia(binaries, file, { demuxer, signal }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new NarrationAudioError('unreadable', error instanceof Error ? withoutPaths(error.message) : `ffprobe could not read ${name}`);
  });
  if (!probe.streams.some((stream) => stream.type === 'audio'))
    throw new NarrationAudioError('unreadable', `${name} has no audio stream (${format})`);
  const durationSeconds = probe.durationSeconds > 0 ? probe.durationSeconds : await countedSeconds(binaries, file, demuxer, signal);
  if (!(durationSeconds > 0)) throw new NarrationAudioError('unreadable', `${name} holds no audio (${format})`);
  return { durationSeconds };
}
