import { VOICE_SAMPLE_MAX_SECONDS } from '@shared/catalog/voice';
import { startsWith, uint16le, uint32le } from './bytes';
import { findMpegAudio, id3TagsLength, isAdtsAac, isFreeFormatFrame, walkMpegFrames } from './mpeg-frames';
import { readMp4Tracks } from './mp4-tracks';
import { readWavFormat, type WavFormat } from './wav-chunks';
import { readWebmTracks } from './webm-tracks';

/**
 * Reading audio files' headers (voice samples, speech servers' answers) before anything decodes
 * them: the format from the bytes, and the facts a decoder would allocate by, to check first.
 */

/** The formats the decoders here take (voice samples and speech answers alike). */
export type SampleFormat = 'wav' | 'mp3' | 'ogg-opus' | 'webm-opus' | 'm4a';

/** What an audio file's header says about the audio in it: what decoding needs to know before it starts. */
export interface SampleHeader {
  format: SampleFormat;
  /** The most channels the header declares (the decoder makes one array for each). */
  channels: number;
  /** Samples a second, as the header declares them (Opus always decodes at 48 kHz). */
  sampleRate: number;
  /**
   * How long the audio is, where the container says: WAV's data size, MP3's frames (walked one by
   * one), Ogg's final granule position, WebM's Duration, M4A's sample tables.
   */
  declaredSeconds?: number;
}

/**
 * What a file's bytes say it is: a sample format we accept (with its header's facts), audio in a
 * format we do not (named for the message), something shaped like one of our formats whose header
 * is broken, cut or inconsistent (with what is wrong, when it can be said), or not audio at all.
 */
export type SniffedAudio =
  | ({ kind: 'accepted' } & SampleHeader)
  | { kind: 'unsupported'; name: string }
  | { kind: 'broken'; problem?: string }
  | { kind: 'not-audio' };

/** Numbers in messages as people write them: 65,535. */
export const formatNumber = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

const unsupported = (name: string): SniffedAudio => ({ kind: 'unsupported', name });
const broken = (problem?: string): SniffedAudio => (problem === undefined ? { kind: 'broken' } : { kind: 'broken', problem });

/** Opus decodes at 48 kHz whatever rate the recording had. */
const opusRate = 48_000;

/** WAV codecs the decoder takes, by format tag, with the bits a sample each may have. */
const wavCodecs: Record<number, { name: string; bits: number[]; adpcm?: 'ima' | 'microsoft' }> = {
  1: { name: 'PCM', bits: [8, 16, 24, 32] },
  3: { name: 'floating-point', bits: [32, 64] },
  6: { name: 'A-law', bits: [8] },
  7: { name: 'µ-law', bits: [8] },
  0x11: { name: 'IMA ADPCM', bits: [4], adpcm: 'ima' },
  2: { name: 'Microsoft ADPCM', bits: [4], adpcm: 'microsoft' },
};

/**
 * Samples in each ADPCM block for its size and channels (IMA: a 4-byte header per channel, then two
 * samples a byte; Microsoft: 7 bytes per channel holding two samples, then two a byte, at most
 * stereo), or undefined when the block cannot be laid out that way.
 */
function adpcmBlockSamples(kind: 'ima' | 'microsoft', blockAlign: number, channels: number): number | undefined {
  if (kind === 'ima')
    return blockAlign > 4 * channels && blockAlign % (4 * channels) === 0 ? (blockAlign / channels - 4) * 2 + 1 : undefined;
  const perChannel = (blockAlign - 7 * channels) * 2;
  return channels <= 2 && perChannel > 0 && perChannel % channels === 0 ? perChannel / channels + 2 : undefined;
}

/**
 * Sample frames in the data chunk, or what is wrong with the format: the block alignment must be
 * what the channels and bits make (the decoder sizes its arrays by the frames the data holds, so a
 * header with many channels in small blocks would have it allocate gigabytes).
 */
function wavFrames(format: WavFormat, codec: NonNullable<(typeof wavCodecs)[number]>): number | string {
  const { channels, blockAlign, bitsPerSample: bits } = format;
  const channelCount = `${formatNumber(channels)} channel${channels === 1 ? '' : 's'}`;
  if (!codec.bits.includes(bits)) return `its header says ${bits}-bit ${codec.name} samples`;
  if (codec.adpcm === undefined) {
    return blockAlign > 0 && blockAlign === (channels * bits) / 8
      ? Math.floor(format.dataBytes / blockAlign)
      : `its header says ${channelCount} of ${bits}-bit samples in ${formatNumber(blockAlign)}-byte frames`;
  }
  const samples = adpcmBlockSamples(codec.adpcm, blockAlign, channels);
  return samples !== undefined && (format.samplesPerBlock === 0 || format.samplesPerBlock === samples)
    ? Math.floor(format.dataBytes / blockAlign) * samples
    : `its header says ${format.samplesPerBlock ? `${formatNumber(format.samplesPerBlock)} samples for ` : ''}${channelCount} in ${formatNumber(blockAlign)}-byte ${codec.name} blocks`;
}

function sniffWav(bytes: Uint8Array): SniffedAudio {
  const format = readWavFormat(bytes);
  if (format === undefined) return broken();
  const codec = wavCodecs[format.formatTag];
  if (codec === undefined) return unsupported(`WAV with codec 0x${format.formatTag.toString(16)}`);
  const frames = wavFrames(format, codec);
  if (typeof frames === 'string') return broken(frames);
  const { channels, sampleRate } = format;
  return { kind: 'accepted', format: 'wav', channels, sampleRate, declaredSeconds: frames / sampleRate };
}

/** Codec names the first packet of an Ogg logical stream starts with. */
const oggCodecs: [magic: string, name: string][] = [
  ['OpusHead', 'Opus'],
  ['\x01vorbis', 'Ogg Vorbis'],
  ['\x7fFLAC', 'FLAC'],
  ['Speex   ', 'Speex'],
];

/** Bytes of an Ogg page: its 27-byte header, the segment table, then the segments. */
function oggPageLength(bytes: Uint8Array, at: number): number {
  const segments = bytes[at + 26] ?? 0;
  let length = 27 + segments;
  for (let i = 0; i < segments; i++) length += bytes[at + 27 + i] ?? 0;
  return length;
}

/**
 * The codecs of an Ogg file's streams, read from the beginning-of-stream pages that open it
 * (one per multiplexed stream).
 */
function oggStreamCodecs(bytes: Uint8Array): string[] | undefined {
  const codecs: string[] = [];
  let at = 0;
  while (startsWith(bytes, 'OggS', at) && ((bytes[at + 5] ?? 0) & 0x02) !== 0) {
    const packet = at + 27 + (bytes[at + 26] ?? 0);
    if (packet > bytes.length) return undefined;
    codecs.push(oggCodecs.find(([magic]) => startsWith(bytes, magic, packet))?.[1] ?? 'other');
    at += oggPageLength(bytes, at);
  }
  return codecs.length > 0 ? codecs : undefined;
}

/** More links than a chained voice recording has: a file with more is crafted, and scanning it would take long. */
const maxOpusHeads = 64;

/**
 * Where each OpusHead packet starts: a chained file holds one per link, and the decoder reconfigures
 * at each; undefined past `maxOpusHeads`.
 */
function opusHeads(bytes: Uint8Array): number[] | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const heads: number[] = [];
  for (let at = text.indexOf('OpusHead'); at >= 0; at = text.indexOf('OpusHead', at + 8)) {
    if (heads.push(at) > maxOpusHeads) return undefined;
  }
  return heads;
}

/**
 * The granule position (48 kHz samples, pre-skip included) of the page that ends the file, when it
 * is a whole page that sets one; -1 ("no packet ends here") and a cut last page give undefined.
 */
function finalGranule(bytes: Uint8Array): number | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // A page holds at most 27 + 255 + 255 × 255 bytes. (A negative offset would search from the end again.)
  for (let at = text.lastIndexOf('OggS'); at >= 0 && at >= bytes.length - 65_307; at = at > 0 ? text.lastIndexOf('OggS', at - 1) : -1) {
    if (bytes[at + 4] === 0 && at + oggPageLength(bytes, at) === bytes.length) {
      const granule = text.readBigInt64LE(at + 6);
      return granule >= 0n ? Number(granule) : undefined;
    }
  }
  return undefined;
}

function sniffOgg(bytes: Uint8Array): SniffedAudio {
  const codecs = oggStreamCodecs(bytes);
  if (codecs === undefined) return broken();
  if (!codecs.includes('Opus')) {
    const audio = codecs.find((codec) => codec !== 'other');
    return audio === undefined ? { kind: 'not-audio' } : unsupported(audio);
  }
  // OpusHead: version, channels, pre-skip (16 bits), the recording's rate (32 bits, 0 if unknown).
  const heads = opusHeads(bytes);
  if (heads === undefined) return broken(`it holds more than ${maxOpusHeads} Opus streams`);
  const first = heads[0] ?? 0;
  const inputRate = uint32le(bytes, first + 12);
  const granule = finalGranule(bytes);
  return {
    kind: 'accepted',
    format: 'ogg-opus',
    channels: heads.reduce((most, at) => Math.max(most, bytes[at + 9] ?? 0), 0),
    sampleRate: inputRate || opusRate,
    ...(granule !== undefined && heads.length === 1 && { declaredSeconds: Math.max(0, granule - uint16le(bytes, first + 10)) / opusRate }),
  };
}

function sniffWebm(bytes: Uint8Array): SniffedAudio {
  const tracks = readWebmTracks(bytes);
  if (tracks === undefined) return broken();
  const { audio, durationSeconds } = tracks;
  if (audio === undefined) return { kind: 'not-audio' };
  if (audio.codec !== 'A_OPUS')
    return unsupported(`${tracks.docType === 'webm' ? 'WebM' : 'Matroska'} with ${audio.codec.replace(/^A_/, '')}`);
  // The decoder takes the channels from the OpusHead in CodecPrivate, else from the track (2 if neither says).
  const headChannels = audio.codecPrivate && audio.codecPrivate.length >= 19 ? (audio.codecPrivate[9] ?? 0) : 0;
  return {
    kind: 'accepted',
    format: 'webm-opus',
    channels: Math.max(headChannels, audio.channels ?? 0) || 2,
    sampleRate: audio.samplingFrequency ?? opusRate,
    ...(durationSeconds !== undefined && { declaredSeconds: durationSeconds }),
  };
}

/** HEIF/AVIF images are ISO-BMFF files too. */
const imageBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);
/** AAC frames hold 1024 samples at the core codec's rate. */
const aacFrameSamples = 1024;

function sniffMp4(bytes: Uint8Array): SniffedAudio | undefined {
  const tracks = readMp4Tracks(bytes);
  if (tracks === undefined) return undefined;
  if (imageBrands.has(tracks.majorBrand)) return { kind: 'not-audio' };
  if (!tracks.hasMovie || !tracks.fits) return broken();
  const { sound } = tracks;
  if (sound === undefined) return { kind: 'not-audio' };
  if (sound.codec !== 'aac') return unsupported(sound.codec === 'alac' ? 'Apple Lossless' : `MP4 with ${sound.codec}`);
  if (sound.aac === undefined) return broken();
  const { channels, coreRate, outputRate } = sound.aac;
  if (channels === undefined) return broken('its header does not say how many channels it has');
  return {
    kind: 'accepted',
    format: 'm4a',
    channels: Math.max(channels, sound.entryChannels),
    sampleRate: outputRate,
    // The decoder yields every frame the tables list, at the configuration's rate.
    declaredSeconds: (sound.frames * aacFrameSamples) / coreRate,
  };
}

/** Formats recognised by their first bytes alone, all of them audio we do not take. */
const otherAudio: [test: (bytes: Uint8Array) => boolean, name: string][] = [
  [(bytes) => startsWith(bytes, 'fLaC'), 'FLAC'],
  [(bytes) => startsWith(bytes, 'FORM') && (startsWith(bytes, 'AIFF', 8) || startsWith(bytes, 'AIFC', 8)), 'AIFF'],
  [(bytes) => startsWith(bytes, 'caff'), 'Core Audio (CAF)'],
  [(bytes) => startsWith(bytes, '#!AMR'), 'AMR'],
  [(bytes) => startsWith(bytes, '\x30\x26\xb2\x75\x8e\x66\xcf\x11'), 'Windows Media (WMA)'],
  [(bytes) => startsWith(bytes, 'MThd'), 'MIDI'],
  [(bytes) => startsWith(bytes, 'wvpk'), 'WavPack'],
  [(bytes) => startsWith(bytes, 'MAC '), "Monkey's Audio"],
  [(bytes) => (startsWith(bytes, 'RF64') || startsWith(bytes, 'BW64')) && startsWith(bytes, 'WAVE', 8), 'RF64 WAV'],
];

function sniffMpeg(bytes: Uint8Array, tags: number, options: SniffOptions): SniffedAudio | undefined {
  const first = findMpegAudio(bytes, tags);
  if (first === undefined || (options.mpegAtStart && first.at !== tags)) {
    return isFreeFormatFrame(bytes, tags) ? unsupported('free-format MP3') : undefined;
  }
  const walked = walkMpegFrames(bytes, first, options.stopAfterSeconds ?? VOICE_SAMPLE_MAX_SECONDS + 1);
  if ('problem' in walked) return broken(walked.problem);
  return {
    kind: 'accepted',
    format: 'mp3',
    channels: first.frame.channels,
    sampleRate: first.frame.sampleRate,
    declaredSeconds: walked.seconds,
  };
}

export interface SniffOptions {
  /** MP3 frames are walked until the audio is this long (by default one second past the longest voice sample: enough to tell it is too long). */
  stopAfterSeconds?: number;
  /**
   * MP3 only when its first frame starts the file (after any ID3 tag), as every encoder writes it,
   * rather than anywhere in its first 8 KB: for bytes that may be raw PCM, in which two frame
   * headers a frame apart turn up by chance now and then.
   */
  mpegAtStart?: boolean;
}

/**
 * Tells audio's format from its content only (magic numbers and container headers), never from
 * its name or declared type: a PNG renamed to .wav is not audio, and a WebM file must carry Opus.
 * Each container's header is read the way its decoder will read it, for the facts to check.
 */
export function sniffAudioFormat(bytes: Uint8Array, options: SniffOptions = {}): SniffedAudio {
  if (startsWith(bytes, 'RIFF')) return startsWith(bytes, 'WAVE', 8) ? sniffWav(bytes) : { kind: 'not-audio' };
  if (startsWith(bytes, 'OggS')) return sniffOgg(bytes);
  if (startsWith(bytes, '\x1a\x45\xdf\xa3')) return sniffWebm(bytes);
  const mp4 = sniffMp4(bytes);
  if (mp4 !== undefined) return mp4;
  const other = otherAudio.find(([test]) => test(bytes));
  if (other !== undefined) return unsupported(other[1]);

  const tags = id3TagsLength(bytes);
  const mpeg = sniffMpeg(bytes, tags, options);
  if (mpeg !== undefined) return mpeg;
  if (startsWith(bytes, 'fLaC', tags)) return unsupported('FLAC');
  if (isAdtsAac(bytes, tags)) return unsupported('AAC without a container (ADTS)');
  // An ID3 tag promises audio: what follows it is broken.
  return tags > 0 ? broken() : { kind: 'not-audio' };
}
