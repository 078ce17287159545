import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { limitedCommand } from './limited-process';

/** Reading a container's header and index: well under a second of CPU for any honest file. */
const PROBE_CPU_SECONDS = 10;

export interface MediaStream {
  type: string;
  codec: string;
  width?: number;
  height?: number;
  sampleRate?: number;
}

export interface MediaProbe {
  /** ffprobe's container names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'mp3'. */
  formatName: string;
  durationSeconds: number;
  streams: MediaStream[];
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number; sample_rate?: string }>;
}

/**
 * What a media file holds, read by ffprobe from its content (never its name): the container,
 * the duration (as the container states it: nothing is decoded) and the streams. Rejects with a
 * readable Error when ffprobe cannot read the file, so it also checks an upload is the kind of
 * media it claims to be. `demuxer` forces the container its first bytes named (an upload's), so
 * a playlist or concat script dressed as an MP3 is read as an MP3, and only local files open.
 */
export function probeMedia(
  binaries: FfmpegBinaries,
  file: string,
  options: { signal?: AbortSignal; demuxer?: string } = {},
): Promise<MediaProbe> {
  const args = [
    ...['-v', 'error', '-protocol_whitelist', 'file'],
    ...(options.demuxer ? ['-f', options.demuxer] : []),
    ...['-show_entries', 'format=format_name,duration:stream=codec_type,codec_name,width,height,sample_rate'],
    ...['-of', 'json', file],
  ];
  const command = limitedCommand(binaries.ffprobe, args, { cpuSeconds: PROBE_CPU_SECONDS });
  const { signal } = options;
  return new Promise((resolve, reject) => {
    execFile(
      command.file,
      command.args,
      { timeout: 30_000, maxBuffer: 1024 * 1024, signal, windowsHide: true },
      (error, stdout, stderr) => {
        if (error) {
          if (error.name === 'AbortError') return reject(error);
          const detail = stderr.trim().split('\n').at(-1) || error.message;
          return reject(new Error(`ffprobe could not read ${path.basename(file)}: ${detail}`));
        }
        const json = JSON.parse(stdout) as ProbeJson;
        const duration = Number(json.format?.duration);
        resolve({
          formatName: json.format?.format_name ?? '',
          durationSeconds: Number.isFinite(duration) ? duration : 0,
          streams: (json.streams ?? []).map((stream) => ({
            type: stream.codec_type ?? 'unknown',
            codec: stream.codec_name ?? 'unknown',
            ...(stream.width ? { width: stream.width, height: stream.height } : {}),
            ...(stream.sample_rate ? { sampleRate: Number(stream.sample_rate) } : {}),
          })),
        });
      },
    );
  });
}
