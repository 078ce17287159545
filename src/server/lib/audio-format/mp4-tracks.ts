import { fourCc, uint16be, uint32be } from './bytes';

interface Box {
  type: string;
  /** Where the box's body starts and ends. */
  start: number;
  end: number;
}

/** Boxes the decoder (@audio/decode-mp4) looks inside; `meta` too, after its version and flags. */
const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'udta', 'edts', 'sinf', 'wave', 'mvex', 'traf']);

/**
 * Far more boxes, and deeper nesting, than any recording has (a three-minute fragmented file has a
 * few thousand boxes, nested ten deep): a file past them is crafted, and walking it would hold the
 * server's thread (or overflow its stack).
 */
const maxBoxes = 100_000;
const maxDepth = 32;

/** A file the walk gave up on. */
class TooManyBoxes extends Error {}

/**
 * Every box in [start, end) in document order, entering containers and sample entries, with a
 * `/type` mark when a container ends: the walk @audio/decode-mp4 makes (same size rules, same
 * containers, media data skipped), so a track hidden where only one of us would look cannot slip
 * past the checks. Stops at a box that runs past its parent (a cut file); throws TooManyBoxes past
 * the bounds above.
 */
function walk(bytes: Uint8Array, start: number, end: number, visit: (box: Box) => void, seen = { boxes: 0 }, depth = 0): void {
  if (depth > maxDepth) throw new TooManyBoxes();
  let at = start;
  while (at < end - 8) {
    if (++seen.boxes > maxBoxes) throw new TooManyBoxes();
    let size = uint32be(bytes, at);
    const type = fourCc(bytes, at + 4);
    if (size === 0) size = end - at;
    else if (size === 1 && at + 16 <= end) {
      size = uint32be(bytes, at + 12); // the low half of a 64-bit size, as the decoder reads it
      if (size < 16) return;
    } else if (size < 8) return;
    if (type === 'mdat') {
      at += size;
      continue;
    }
    if (at + size > end) return;
    const box = { type, start: at + 8, end: at + size };
    visit(box);
    if (type === 'stsd') walkSampleEntries(bytes, box, visit, seen, depth + 1);
    else if (type === 'meta') walk(bytes, box.start + 4, box.end, visit, seen, depth + 1);
    else if (containers.has(type)) {
      walk(bytes, box.start, box.end, visit, seen, depth + 1);
      visit({ ...box, type: `/${type}` });
    }
    at += size;
  }
}

/** A sound sample entry's fields, as a box of type `entry` that starts where the entry does. */
function walkSampleEntries(bytes: Uint8Array, stsd: Box, visit: (box: Box) => void, seen: { boxes: number }, depth: number): void {
  const count = uint32be(bytes, stsd.start + 4);
  let at = stsd.start + 8;
  for (let i = 0; i < count && at + 16 <= stsd.end; i++) {
    if (++seen.boxes > maxBoxes) throw new TooManyBoxes();
    const size = uint32be(bytes, at);
    if (size < 16) return;
    visit({ type: 'entry', start: at, end: at + size });
    // QuickTime sound description: version 0 has 36 bytes of header, version 1 52, version 2 says.
    const version = uint16be(bytes, at + 16);
    const head = version === 2 ? uint32be(bytes, at + 36) || 72 : version === 1 ? 52 : 36;
    if (size > head) walk(bytes, at + head, at + size, visit, seen, depth);
    at += size;
  }
}

/** AAC's MPEG-4 object types in an esds DecoderConfigDescriptor (MPEG-4 audio, MPEG-2 AAC profiles). */
const aacObjectTypes = new Set([0x40, 0x66, 0x67, 0x68]);

/** An esds box's objectTypeIndication (tag 4) and DecoderSpecificInfo (tag 5), read as the decoder reads them. */
function readEsds(bytes: Uint8Array, esds: Box): { objectType: number; specificInfo: Uint8Array | undefined } {
  let at = esds.start + 4; // version and flags
  let objectType = 0;
  while (at < esds.end - 2) {
    const tag = bytes[at++];
    let length = 0;
    let byte: number;
    do {
      byte = bytes[at++] ?? 0;
      length = (length << 7) | (byte & 0x7f);
    } while (byte & 0x80 && at < esds.end);
    if (tag === 0x03)
      at += 3; // ES_Descriptor: id and flags, then its sub-descriptors
    else if (tag === 0x04) {
      objectType = bytes[at] ?? 0;
      at += 13;
    } else if (tag === 0x05) return { objectType, specificInfo: bytes.subarray(at, Math.min(at + length, esds.end)) };
    else at += length;
  }
  return { objectType, specificInfo: undefined };
}

/** Sampling frequencies by index (ISO/IEC 14496-3 §1.6.3.4); 13 and 14 are reserved, 15 means written out. */
const aacRates = [96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350];
/** Channels by channelConfiguration 1–7; 0 leaves them to a program config element (any number). */
const aacChannels = [0, 1, 2, 3, 4, 5, 6, 8];

export interface AudioSpecificConfig {
  /** The core codec's rate: AAC frames hold 1024 samples at it. */
  coreRate: number;
  /** The decoded rate: twice the core's with SBR (HE-AAC) signalled. */
  outputRate: number;
  /** Undefined when the configuration leaves them to a program config element. */
  channels: number | undefined;
}

/** Reads an AAC AudioSpecificConfig: object type, sampling frequency and channel configuration, then the SBR extension. */
export function readAudioSpecificConfig(config: Uint8Array): AudioSpecificConfig {
  let bit = 0;
  const read = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i++, bit++) value = value * 2 + (((config[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1);
    return value;
  };
  const rate = () => {
    const index = read(4);
    return index === 15 ? read(24) : (aacRates[index] ?? 0);
  };
  let objectType = read(5);
  if (objectType === 31) objectType = 32 + read(6);
  const coreRate = rate();
  const channels = aacChannels[read(4)];
  // SBR (5) and parametric stereo (29) name the output rate next.
  const outputRate = objectType === 5 || objectType === 29 ? rate() : coreRate;
  return { coreRate, outputRate, channels: channels === 0 ? undefined : (channels ?? 0) };
}

/** The first sound track's facts: the track the decoder plays. */
export interface SoundTrack {
  /** 'aac', or the sample entry's type ('alac', 'Opus', 'mp4a/0x69' for MP3 …). */
  codec: string;
  /** The sample entry's own channel count. */
  entryChannels: number;
  /** AAC: what its AudioSpecificConfig says, undefined when it has none. */
  aac: AudioSpecificConfig | undefined;
  /** Frames in its sample table and in the movie fragments a recorder appends. */
  frames: number;
}

export interface Mp4Tracks {
  majorBrand: string;
  /** Whether the file has its movie header (moov); a cut or broken file may not. */
  hasMovie: boolean;
  /**
   * False when some track's sample tables cannot fit their boxes (the decoder reads every track's),
   * or boxes repeat or nest far beyond any recording.
   */
  fits: boolean;
  sound: SoundTrack | undefined;
}

/** Far more samples than any audio track of a few minutes holds: a count above it is corruption. */
const maxSamples = 1_000_000;

/**
 * A sample table must fit its box and stay plausible: a corrupt entry count would otherwise make the
 * decoder allocate and walk billions of entries (it reads the tables of every track).
 */
function tableFits(bytes: Uint8Array, box: Box): boolean {
  const length = box.end - box.start;
  // Each table: version and flags, an entry count, then fixed-size entries.
  const entryBytes = { stco: 4, co64: 8, stsc: 12, stts: 8 }[box.type];
  if (entryBytes !== undefined) return 8 + uint32be(bytes, box.start + 4) * entryBytes <= length;
  if (box.type !== 'stsz') return true;
  // stsz: version and flags, one size for every sample (0 when each has its own), the count.
  const samples = uint32be(bytes, box.start + 8);
  return samples <= maxSamples && (uint32be(bytes, box.start + 4) !== 0 || 12 + samples * 4 <= length);
}

interface Track {
  id: number;
  handler: string;
  /** The first sample entry: its type and its own channel count. */
  entry: { type: string; channels: number } | undefined;
  /** The first esds box anywhere in the track, which the decoder configures AAC from. */
  esds: Box | undefined;
  frames: number;
}

/** Version 1 boxes widen their times to 64 bits, which moves the fields after them. */
const afterTimes = (bytes: Uint8Array, box: Box, v0Offset: number, v1Offset: number) =>
  uint32be(bytes, box.start + (bytes[box.start] === 1 ? v1Offset : v0Offset));

/** A sound sample entry's type and channel count (a 32-bit field in version 2). */
const sampleEntry = (bytes: Uint8Array, entry: Box) => ({
  type: fourCc(bytes, entry.start + 4),
  channels: uint16be(bytes, entry.start + 16) === 2 ? uint32be(bytes, entry.start + 48) : uint16be(bytes, entry.start + 24),
});

function soundTrackFacts(bytes: Uint8Array, track: Track & { entry: NonNullable<Track['entry']> }): SoundTrack {
  const facts = { entryChannels: track.entry.channels, frames: track.frames, aac: undefined };
  if (track.entry.type !== 'mp4a') return { ...facts, codec: track.entry.type };
  const { objectType, specificInfo } = track.esds ? readEsds(bytes, track.esds) : { objectType: 0, specificInfo: undefined };
  // The decoder takes an MPEG-4 audio entry without an object type for AAC too.
  if (objectType !== 0 && !aacObjectTypes.has(objectType)) return { ...facts, codec: `mp4a/0x${objectType.toString(16)}` };
  return { ...facts, codec: 'aac', aac: specificInfo && readAudioSpecificConfig(specificInfo) };
}

/** Reads an ISO-BMFF file's (MP4, M4A, MOV) brand and its first sound track, or undefined when it is not one. */
export function readMp4Tracks(bytes: Uint8Array): Mp4Tracks | undefined {
  if (fourCc(bytes, 4) !== 'ftyp' || uint32be(bytes, 0) < 12) return undefined;
  const result: Mp4Tracks = { majorBrand: fourCc(bytes, 8), hasMovie: false, fits: true, sound: undefined };
  try {
    readTracks(bytes, result);
  } catch (error) {
    if (!(error instanceof TooManyBoxes)) throw error;
    result.fits = false;
  }
  return result;
}

function readTracks(bytes: Uint8Array, result: Mp4Tracks): void {
  const tracks: Track[] = [];
  let track: Track | undefined;
  const seen = { boxes: 0 };
  walk(
    bytes,
    0,
    bytes.length,
    (box) => {
      if (box.type === 'moov') result.hasMovie = true;
      else if (box.type === 'trak') tracks.push((track = { id: 0, handler: '', entry: undefined, esds: undefined, frames: 0 }));
      else if (box.type === '/trak') track = undefined;
      else if (track === undefined) return;
      else if (box.type === 'tkhd') track.id = afterTimes(bytes, box, 12, 20);
      else if (box.type === 'hdlr') track.handler = fourCc(bytes, box.start + 8);
      else if (box.type === 'entry') track.entry ??= sampleEntry(bytes, box);
      else if (box.type === 'esds') track.esds ??= box;
      else if (!tableFits(bytes, box)) result.fits = false;
      else if (box.type === 'stsz') track.frames = uint32be(bytes, box.start + 8);
    },
    seen,
  );
  const sound = tracks.find(
    (candidate): candidate is Track & { entry: NonNullable<Track['entry']> } =>
      candidate.handler === 'soun' && candidate.entry !== undefined,
  );
  if (sound === undefined) return;
  // Movie fragments (moof → traf → trun) after the header add frames to the track their tfhd names.
  let fragmentTrack = 0;
  const countFrames = (part: Box) => {
    if (part.type === 'tfhd') fragmentTrack = uint32be(bytes, part.start + 4);
    else if (part.type === 'trun' && fragmentTrack === sound.id) sound.frames += uint32be(bytes, part.start + 4);
  };
  walk(
    bytes,
    0,
    bytes.length,
    (box) => {
      if (box.type === 'moof') walk(bytes, box.start, box.end, countFrames, seen);
    },
    seen,
  );
  result.sound = soundTrackFacts(bytes, sound);
}
