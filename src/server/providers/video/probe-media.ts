import path from 'node:path';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { execLimited, LimitedProcessError } from './limited-process';

/** Reading a container's header and index: well under a second of CPU for any honest file. */
const PROBE_CPU_SECONDS = 10;

/** The audio containers an upload may be (music takes four of them, a narration all six), named by their first bytes. */
export type AudioContainer = 'wav' | 'mp3' | 'm4a' | 'ogg' | 'webm' | 'flac';

/** ffmpeg's demuxer for each container: forced from the sniffed bytes, never guessed from the content. */
export const audioDemuxers = {
  wav: 'wav',
  mp3: 'mp3',
  m4a: 'mov',
  ogg: 'ogg',
  webm: 'matroska',
  flac: 'flac',
} as const satisfies Record<AudioContainer, string>;

/** An MPEG audio frame header: 11 sync bits and a layer (ADTS AAC, layer 0, is not MP3 and the mp3 demuxer refuses it). */
const isMpegFrame = (head: Buffer) => head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0;
/** ISO base media brands of audio files and of the MP4 a browser records (fragmented: iso5, iso6, dash); not pictures (heic, avif). */
const M4A_BRANDS = /^(M4A |M4B |mp42|mp41|isom|iso2|iso4|iso5|iso6|dash)$/;

/**
 * What an upload's first bytes (12 are enough) say it is, never its name or declared type: RIFF/WAVE,
 * an ID3 tag or an MPEG audio frame (MP3), an ISO-BMFF `ftyp` with an audio brand (M4A), OggS, the
 * EBML magic of WebM/Matroska, or fLaC; undefined for anything else. Only a first look: the probe,
 * with the demuxer this names forced, decides whether it really is audio.
 */
export function sniffAudioContainer(head: Buffer): AudioContainer | undefined {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 3) === 'ID3' || isMpegFrame(head)) return 'mp3';
  if (ascii(4, 8) === 'ftyp' && M4A_BRANDS.test(ascii(8, 12))) return 'm4a';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === '\x1a\x45\xdf\xa3') return 'webm';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  return undefined;
}

/** Picture containers an upload may be, named by their first bytes. */
export type ImageContainer = 'jpeg' | 'png' | 'webp' | 'avif' | 'heif';
/** Containers that may hold a clip (or only sound): ISO base media (MP4, MOV) and Matroska (WebM). */
export type VideoContainer = 'mp4' | 'webm';
export type MediaContainer =
  { kind: 'image'; container: ImageContainer } | { kind: 'video-or-audio'; container: VideoContainer | AudioContainer; demuxer: string };

/** ISO base media brands of still pictures (HEIF, AVIF); any other `ftyp` is a movie (MP4, MOV, M4A). */
const AVIF_BRANDS = /^(avif|avis)$/;
const HEIF_BRANDS = /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/;
/** QuickTime files from before `ftyp`: their first box. */
const QUICKTIME_FIRST_BOXES = /^(moov|mdat|wide|free|skip)$/;

/**
 * What an upload's first bytes (16 are enough) say it is, never its name or declared type: a JPEG,
 * PNG, WebP, AVIF or HEIF picture, an ISO base media movie (MP4, MOV, M4A) or a Matroska/WebM file
 * (clip or sound: the probe tells), or one of the other audio containers sniffAudioContainer knows;
 * undefined for anything else. Each movie comes with the demuxer to force when it is probed.
 */
export function sniffMediaContainer(head: Buffer): MediaContainer | undefined {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', container: 'jpeg' };
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return { kind: 'image', container: 'png' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { kind: 'image', container: 'webp' };
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (AVIF_BRANDS.test(brand)) return { kind: 'image', container: 'avif' };
    if (HEIF_BRANDS.test(brand)) return { kind: 'image', container: 'heif' };
    return { kind: 'video-or-audio', container: 'mp4', demuxer: 'mov' };
  }
  if (QUICKTIME_FIRST_BOXES.test(ascii(4, 8))) return { kind: 'video-or-audio', container: 'mp4', demuxer: 'mov' };
  const audio = sniffAudioContainer(head);
  if (audio === 'webm') return { kind: 'video-or-audio', container: 'webm', demuxer: audioDemuxers.webm };
  return audio ? { kind: 'video-or-audio', container: audio, demuxer: audioDemuxers[audio] } : undefined;
}

export interface MediaStream {
  type: string;
  codec: string;
  width?: number;
  height?: number;
  sampleRate?: number;
  /** The stream's own length, where its container states one (a clip's pictures may end before its sound). */
  durationSeconds?: number;
  /** A cover picture in a sound file (ID3, M4A artwork): a video stream that is no clip. */
  attachedPicture?: true;
}

export interface MediaProbe {
  /** ffprobe's container names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'mp3'. */
  formatName: string;
  durationSeconds: number;
  streams: MediaStream[];
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    sample_rate?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
  }>;
}

/**
 * What a media file holds, read by ffprobe from its content (never its name): the container,
 * the duration (as the container states it: nothing is decoded) and the streams. Rejects with a
 * readable Error when ffprobe cannot read the file, so it also checks an upload is the kind of
 * media it claims to be. `demuxer` forces the container its first bytes named (an upload's), so
 * a playlist or concat script dressed as an MP3 is read as an MP3, and only local files open.
 */
export async function probeMedia(
  binaries: FfmpegBinaries,
  file: string,
  options: { signal?: AbortSignal; demuxer?: string } = {},
): Promise<MediaProbe> {
  const args = [
    ...['-v', 'error', '-protocol_whitelist', 'file'],
    ...(options.demuxer ? ['-f', options.demuxer] : []),
    ...[
      '-show_entries',
      'format=format_name,duration:stream=codec_type,codec_name,width,height,sample_rate,duration:stream_disposition=attached_pic',
    ],
    ...['-of', 'json', file],
  ];
  const stdout = await execLimited(
    binaries.ffprobe,
    args,
    { cpuSeconds: PROBE_CPU_SECONDS },
    { timeoutMs: 30_000, maxBuffer: 1024 * 1024, signal: options.signal },
  ).catch((error: unknown) => {
    if (!(error instanceof LimitedProcessError)) throw error;
    throw new Error(`ffprobe could not read ${path.basename(file)}: ${error.message}`);
  });
  let json: ProbeJson;
  try {
    json = JSON.parse(stdout) as ProbeJson;
  } catch {
    throw new Error(`ffprobe gave no description of ${path.basename(file)}`);
  }
  const seconds = (text: string | undefined) => {
    const value = Number(text);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return {
    formatName: json.format?.format_name ?? '',
    durationSeconds: seconds(json.format?.duration) ?? 0,
    streams: (json.streams ?? []).map((stream) => {
      const durationSeconds = seconds(stream.duration);
      return {
        type: stream.codec_type ?? 'unknown',
        codec: stream.codec_name ?? 'unknown',
        ...(stream.width ? { width: stream.width, height: stream.height } : {}),
        ...(stream.sample_rate ? { sampleRate: Number(stream.sample_rate) } : {}),
        ...(durationSeconds ? { durationSeconds } : {}),
        ...(stream.disposition?.attached_pic ? { attachedPicture: true as const } : {}),
      };
    }),
  };
}
