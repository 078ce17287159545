import { id3TagsLength, isAdtsAac, startsMpegAudio } from './mpeg-frames';
import { readMp4Tracks } from './mp4-tracks';
import { readWebmTracks } from './webm-tracks';

/** The sample formats the voice profile accepts. */
export type SampleFormat = 'wav' | 'mp3' | 'ogg-opus' | 'webm-opus' | 'm4a';

/**
 * What a file's bytes say it is: a sample format we accept (with the length its header declares,
 * where that bounds what decoding it yields), audio in a format we do not (named for the message),
 * something shaped like one of our formats whose header is broken or cut, or not audio at all.
 */
export type SniffedAudio =
  | { kind: 'accepted'; format: SampleFormat; declaredSeconds?: number }
  | { kind: 'unsupported'; name: string }
  | { kind: 'broken' }
  | { kind: 'not-audio' };

const accepted = (format: SampleFormat): SniffedAudio => ({ kind: 'accepted', format });
const unsupported = (name: string): SniffedAudio => ({ kind: 'unsupported', name });

const startsWith = (bytes: Uint8Array, text: string, at = 0) => {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** Codec names the first packet of an Ogg logical stream starts with. */
const oggCodecs: [magic: string, name: string][] = [
  ['OpusHead', 'Opus'],
  ['\x01vorbis', 'Ogg Vorbis'],
  ['\x7fFLAC', 'FLAC'],
  ['Speex   ', 'Speex'],
];

/**
 * The codecs of an Ogg file's streams, read from the beginning-of-stream pages that open it
 * (one per multiplexed stream).
 */
function oggStreamCodecs(bytes: Uint8Array): string[] | undefined {
  const codecs: string[] = [];
  let at = 0;
  while (startsWith(bytes, 'OggS', at) && ((bytes[at + 5] ?? 0) & 0x02) !== 0) {
    const segments = bytes[at + 26] ?? 0;
    const packet = at + 27 + segments;
    if (packet > bytes.length) return undefined;
    codecs.push(oggCodecs.find(([magic]) => startsWith(bytes, magic, packet))?.[1] ?? 'other');
    let pageLength = 27 + segments;
    for (let i = 0; i < segments; i++) pageLength += bytes[at + 27 + i] ?? 0;
    at += pageLength;
  }
  return codecs.length > 0 ? codecs : undefined;
}

function sniffOgg(bytes: Uint8Array): SniffedAudio {
  const codecs = oggStreamCodecs(bytes);
  if (codecs === undefined) return { kind: 'broken' };
  if (codecs.includes('Opus')) return accepted('ogg-opus');
  const audio = codecs.find((codec) => codec !== 'other');
  return audio === undefined ? { kind: 'not-audio' } : unsupported(audio);
}

function sniffWebm(bytes: Uint8Array): SniffedAudio {
  const tracks = readWebmTracks(bytes);
  if (tracks === undefined) return { kind: 'broken' };
  if (tracks.audioCodecs.includes('A_OPUS')) return accepted('webm-opus');
  const container = tracks.docType === 'webm' ? 'WebM' : 'Matroska';
  const codec = tracks.audioCodecs[0];
  return codec === undefined ? { kind: 'not-audio' } : unsupported(`${container} with ${codec.replace(/^A_/, '')}`);
}

/** HEIF/AVIF images are ISO-BMFF files too. */
const imageBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

function sniffMp4(bytes: Uint8Array): SniffedAudio | undefined {
  const tracks = readMp4Tracks(bytes);
  if (tracks === undefined) return undefined;
  if (imageBrands.has(tracks.majorBrand)) return { kind: 'not-audio' };
  if (!tracks.hasMovie || !tracks.tablesFit) return { kind: 'broken' };
  if (tracks.aacSeconds !== undefined) return { kind: 'accepted', format: 'm4a', declaredSeconds: tracks.aacSeconds };
  const codec = tracks.audioCodecs[0];
  return codec === undefined ? { kind: 'not-audio' } : unsupported(codec === 'alac' ? 'Apple Lossless' : `MP4 with ${codec}`);
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

/**
 * Tells a sample's format from its content only (magic numbers and container headers), never from
 * its name or declared type: a PNG renamed to .wav is not audio, and a WebM file must carry Opus.
 */
export function sniffAudioFormat(bytes: Uint8Array): SniffedAudio {
  if (startsWith(bytes, 'RIFF')) return startsWith(bytes, 'WAVE', 8) ? accepted('wav') : { kind: 'not-audio' };
  if (startsWith(bytes, 'OggS')) return sniffOgg(bytes);
  if (startsWith(bytes, '\x1a\x45\xdf\xa3')) return sniffWebm(bytes);
  const mp4 = sniffMp4(bytes);
  if (mp4 !== undefined) return mp4;
  const other = otherAudio.find(([test]) => test(bytes));
  if (other !== undefined) return unsupported(other[1]);

  const tags = id3TagsLength(bytes);
  if (startsMpegAudio(bytes, tags)) return accepted('mp3');
  if (startsWith(bytes, 'fLaC', tags)) return unsupported('FLAC');
  if (isAdtsAac(bytes, tags)) return unsupported('AAC without a container (ADTS)');
  // An ID3 tag promises audio: what follows it is broken.
  return tags > 0 ? { kind: 'broken' } : { kind: 'not-audio' };
}
