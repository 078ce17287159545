interface Box {
  type: string;
  /** Where the box's body starts and ends. */
  start: number;
  end: number;
}

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
const uint32 = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;

/** The boxes in [start, end), in order; stops at the first malformed one (a box running past its parent counts). */
function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = uint32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = uint32(bytes, at + 8) * 2 ** 32 + uint32(bytes, at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type: fourCc(bytes, at + 4), start: at + header, end: at + size };
    at += size;
  }
}

const child = (bytes: Uint8Array, parent: Box, type: string) => [...boxes(bytes, parent.start, parent.end)].find((box) => box.type === type);

/** AAC's MPEG-4 object types in an esds DecoderConfigDescriptor (MPEG-4 audio, MPEG-2 AAC profiles). */
const aacObjectTypes = new Set([0x40, 0x66, 0x67, 0x68]);

/** The objectTypeIndication of an esds box's DecoderConfigDescriptor (tag 4), or undefined. */
function esdsObjectType(bytes: Uint8Array, esds: Box): number | undefined {
  let at = esds.start + 4; // version and flags
  while (at < esds.end) {
    const tag = bytes[at++];
    let length = 0;
    for (let i = 0; i < 4 && at < esds.end; i++) {
      const byte = bytes[at++] ?? 0;
      length = (length << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    if (tag === 0x03) at += 3; // ES_Descriptor: id and flags, then its sub-descriptors
    else if (tag === 0x04) return bytes[at];
    else at += length;
  }
  return undefined;
}

/** Far more samples than any audio track of a few minutes holds: a count above it is corruption. */
const maxSamples = 1_000_000;

/**
 * The sample tables must fit in their boxes and stay plausible: a corrupt entry count would
 * otherwise make the decoder allocate and walk billions of entries.
 */
function sampleTablesFit(bytes: Uint8Array, stbl: Box): boolean {
  for (const box of boxes(bytes, stbl.start, stbl.end)) {
    const length = box.end - box.start;
    // Each table: version and flags, an entry count, then fixed-size entries.
    const entryBytes = { stco: 4, co64: 8, stsc: 12, stts: 8 }[box.type];
    if (entryBytes !== undefined && 8 + uint32(bytes, box.start + 4) * entryBytes > length) return false;
    if (box.type === 'stsz') {
      // stsz: version and flags, one size for every sample (0 when each has its own), the count.
      const sharedSize = uint32(bytes, box.start + 4);
      const samples = uint32(bytes, box.start + 8);
      if (samples > maxSamples || (sharedSize === 0 && 12 + samples * 4 > length)) return false;
    }
  }
  return true;
}

export interface Mp4Tracks {
  majorBrand: string;
  /** Whether the file has its movie header (moov); a cut or broken file may not. */
  hasMovie: boolean;
  /** Codec of each sound track: 'aac', or the sample entry's type ('alac', 'Opus', 'mp4a/0x69' for MP3 …). */
  audioCodecs: string[];
  /** False when an audio track's sample tables are inconsistent with their boxes. */
  tablesFit: boolean;
  /**
   * How long the first AAC track says it is: its frames (in the sample table, or in the movie
   * fragments a recorder appends) at 1024 samples each, over the track's time scale.
   */
  aacSeconds: number | undefined;
}

interface SoundTrack {
  id: number;
  timescale: number;
  codec: string;
  frames: number;
}

/** Version 1 boxes widen their times to 64 bits, which moves the fields after them. */
const afterTimes = (bytes: Uint8Array, box: Box, v0Offset: number, v1Offset: number) =>
  uint32(bytes, box.start + (bytes[box.start] === 1 ? v1Offset : v0Offset));

function soundTrack(bytes: Uint8Array, trak: Box): SoundTrack | 'broken' | undefined {
  const mdia = child(bytes, trak, 'mdia');
  const hdlr = mdia && child(bytes, mdia, 'hdlr');
  if (mdia === undefined || hdlr === undefined || fourCc(bytes, hdlr.start + 8) !== 'soun') return undefined;
  const tkhd = child(bytes, trak, 'tkhd');
  const mdhd = child(bytes, mdia, 'mdhd');
  const minf = child(bytes, mdia, 'minf');
  const stbl = minf && child(bytes, minf, 'stbl');
  const stsd = stbl && child(bytes, stbl, 'stsd');
  const stsz = stbl && child(bytes, stbl, 'stsz');
  if (tkhd === undefined || mdhd === undefined || stbl === undefined || stsd === undefined || !sampleTablesFit(bytes, stbl)) return 'broken';
  const track = {
    id: afterTimes(bytes, tkhd, 12, 20),
    timescale: afterTimes(bytes, mdhd, 12, 20),
    codec: '',
    frames: stsz ? uint32(bytes, stsz.start + 8) : 0,
  };
  // stsd: version, flags and entry count, then sample entries (boxes); the first one says the codec.
  const entry = boxes(bytes, stsd.start + 8, stsd.end).next().value;
  if (entry === undefined) return 'broken';
  if (entry.type !== 'mp4a') return { ...track, codec: entry.type };
  // An audio sample entry's own fields take 28 bytes (QuickTime versions 1 and 2 add 16 or 36).
  const version = ((bytes[entry.start + 8] ?? 0) << 8) | (bytes[entry.start + 9] ?? 0);
  const fieldsEnd = entry.start + 28 + (version === 1 ? 16 : version === 2 ? 36 : 0);
  const esds = [...boxes(bytes, fieldsEnd, entry.end)].find((box) => box.type === 'esds');
  const objectType = esds && esdsObjectType(bytes, esds);
  return { ...track, codec: objectType === undefined || aacObjectTypes.has(objectType) ? 'aac' : `mp4a/0x${objectType.toString(16)}` };
}

/** The highest sample rate AAC defines. */
const maxAacRate = 96_000;

/** Adds the frames each movie fragment (moof → traf → trun) holds to its track. */
function countFragmentFrames(bytes: Uint8Array, top: Box[], tracks: SoundTrack[]): void {
  for (const moof of top) {
    if (moof.type !== 'moof') continue;
    for (const traf of boxes(bytes, moof.start, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfhd = child(bytes, traf, 'tfhd');
      const track = tfhd && tracks.find((candidate) => candidate.id === uint32(bytes, tfhd.start + 4));
      if (track === undefined) continue;
      for (const trun of boxes(bytes, traf.start, traf.end)) {
        if (trun.type === 'trun') track.frames += uint32(bytes, trun.start + 4);
      }
    }
  }
}

/** Reads an ISO-BMFF file's (MP4, M4A, MOV) brand and the codecs of its sound tracks, or undefined when it is not one. */
export function readMp4Tracks(bytes: Uint8Array): Mp4Tracks | undefined {
  const top = [...boxes(bytes, 0, bytes.length)];
  const ftyp = top[0];
  if (ftyp?.type !== 'ftyp') return undefined;
  const result: Mp4Tracks = { majorBrand: fourCc(bytes, ftyp.start), hasMovie: false, audioCodecs: [], tablesFit: true, aacSeconds: undefined };
  const moov = top.find((box) => box.type === 'moov');
  if (moov === undefined) return result;
  result.hasMovie = true;
  const sound: SoundTrack[] = [];
  for (const trak of boxes(bytes, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const track = soundTrack(bytes, trak);
    if (track === 'broken') result.tablesFit = false;
    else if (track !== undefined) sound.push(track);
  }
  countFragmentFrames(bytes, top, sound);
  result.audioCodecs = sound.map((track) => track.codec);
  const aac = sound.find((track) => track.codec === 'aac');
  // The header's timescale can lie; AAC runs at 96 kHz at most, so the frames alone bound the length
  // from below, and a file claiming a huge timescale cannot slip a long decode past the check.
  if (aac !== undefined && aac.timescale > 0) {
    result.aacSeconds = Math.max((aac.frames * 1024) / aac.timescale, (aac.frames * 1024) / maxAacRate);
  }
  return result;
}
