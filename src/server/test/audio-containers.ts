/**
 * Hand-built Ogg Opus, WebM Opus and M4A (AAC) files for tests. No encoder for either codec is
 * installed, so the audio is silence: Opus packets of just a table-of-contents byte (libopus
 * decodes them as a lost 20 ms frame, i.e. silence) and the standard silent AAC-LC frame. The
 * containers are laid out as browsers' MediaRecorder and phone recorders write them; options make
 * the headers say what crafted files say.
 */

const opusFrameSamples = 960; // 20 ms at 48 kHz
/** TOC byte: CELT-only, full band, 20 ms (config 31), mono, one frame; no frame data follows. */
const silentOpusPacket = Uint8Array.of(31 << 3);
/** A mono AAC-LC raw data block holding 1024 samples of silence (as hls.js pads audio gaps). */
const silentAacFrame = Uint8Array.of(0x00, 0xc8, 0x00, 0x80, 0x23, 0x80);
const aacFrameSamples = 1024;

const concat = (parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
const u16le = (value: number) => Uint8Array.of(value & 0xff, value >> 8);
const u16be = (value: number) => Uint8Array.of(value >> 8, value & 0xff);
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return Uint8Array.from(bytes);
};
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return Uint8Array.from(bytes);
};

/**
 * An OpusHead: mono or stereo with mapping family 0; more channels with family 255 (any layout, up
 * to 255), every channel taken from the one mono stream the packets hold.
 */
function opusHead(preSkip: number, channels = 1, inputRate = 48_000): Uint8Array {
  const head = [ascii('OpusHead'), Uint8Array.of(1, channels), u16le(preSkip), u32le(inputRate), u16le(0)];
  if (channels <= 2) return concat([...head, Uint8Array.of(0)]);
  return concat([...head, Uint8Array.of(255, 1, 0), new Uint8Array(channels)]);
}

/** What a crafted (or unusual) Opus file's header may claim. */
export interface OpusHeaderClaims {
  channels?: number;
  /** The OpusHead's "input sample rate" (what the recording had before encoding). */
  inputRate?: number;
}

// ---- Ogg (RFC 3533, RFC 7845) ----

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggPage(packets: Uint8Array[], flags: number, granule: number, sequence: number): Uint8Array {
  const lacing = packets.flatMap((packet) => [...Array<number>(Math.floor(packet.length / 255)).fill(255), packet.length % 255]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Uint8Array.from(lacing), ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (crcTable[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  page.writeUInt32LE(crc, 22);
  return Uint8Array.from(page);
}

/**
 * An Ogg Opus file of silence lasting `seconds` (after the 312-sample pre-skip); its last page's
 * granule position says it lasts `declaredSeconds` (by default, what it does).
 */
export function oggOpusSilence(seconds: number, claims: OpusHeaderClaims & { declaredSeconds?: number } = {}): Buffer {
  const preSkip = 312;
  const frames = Math.ceil((seconds * 48_000 + preSkip) / opusFrameSamples);
  const tags = concat([ascii('OpusTags'), u32le(4), ascii('test'), u32le(0)]);
  const pages = [oggPage([opusHead(preSkip, claims.channels, claims.inputRate)], 0x02, 0, 0), oggPage([tags], 0, 0, 1)];
  const perPage = 50; // one second per page
  for (let first = 0; first < frames; first += perPage) {
    const count = Math.min(perPage, frames - first);
    const last = first + count >= frames;
    const granule = last ? Math.round((claims.declaredSeconds ?? seconds) * 48_000) + preSkip : (first + count) * opusFrameSamples;
    pages.push(oggPage(Array<Uint8Array>(count).fill(silentOpusPacket), last ? 0x04 : 0, granule, pages.length));
  }
  return Buffer.concat(pages);
}

// ---- WebM (Matroska EBML) ----

function ebmlSize(size: number): Uint8Array {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = new Uint8Array(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new RangeError('EBML element too large');
}

const unknownSize = Uint8Array.of(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);

function element(id: number, ...body: Uint8Array[]): Uint8Array {
  const data = concat(body);
  return concat([Uint8Array.from(Buffer.from(id.toString(16).padStart(2, '0'), 'hex')), ebmlSize(data.length), data]);
}
const uint = (id: number, value: number) => element(id, Uint8Array.of(...(value > 255 ? [value >> 8, value & 0xff] : [value])));
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, Uint8Array.from(bytes));
};

export interface WebmClaims extends OpusHeaderClaims {
  codecId?: string;
  /** The Audio element's SamplingFrequency. */
  samplingFrequency?: number;
  /** A Duration in the segment's Info (MediaRecorder writes none). */
  durationSeconds?: number;
}

/**
 * A WebM file of Opus silence as Chromium's MediaRecorder writes one: unknown-size segment and
 * clusters, SimpleBlocks of one packet each, a new cluster every five seconds.
 */
export function webmOpusSilence(seconds: number, claims: WebmClaims = {}): Buffer {
  const { codecId = 'A_OPUS', channels = 1, samplingFrequency = 48_000, durationSeconds } = claims;
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    element(0x4282, ascii('webm')),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    element(0x2ad7b1, Uint8Array.of(0x0f, 0x42, 0x40)), // TimecodeScale: 1 ms
    ...(durationSeconds === undefined ? [] : [float(0x4489, durationSeconds * 1000)]),
    element(0x4d80, ascii('test')),
    element(0x5741, ascii('test')),
  );
  const audio = element(0xe1, float(0xb5, samplingFrequency), uint(0x9f, channels));
  const head = opusHead(0, channels, claims.inputRate);
  const tracks = element(
    0x1654ae6b,
    element(0xae, uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 2), element(0x86, ascii(codecId)), element(0x63a2, head), audio),
  );
  const clusters: Uint8Array[] = [];
  const frames = Math.round((seconds * 48_000) / opusFrameSamples);
  const perCluster = 250;
  for (let first = 0; first < frames; first += perCluster) {
    const blocks: Uint8Array[] = [];
    for (let frame = first; frame < Math.min(frames, first + perCluster); frame++) {
      const relativeMs = (frame - first) * 20;
      blocks.push(element(0xa3, Uint8Array.of(0x81, relativeMs >> 8, relativeMs & 0xff, 0x80), silentOpusPacket));
    }
    const timecode = first * 20;
    clusters.push(concat([Uint8Array.of(0x1f, 0x43, 0xb6, 0x75), unknownSize, element(0xe7, u32be(timecode)), ...blocks]));
  }
  return Buffer.concat([header, Uint8Array.of(0x18, 0x53, 0x80, 0x67), unknownSize, info, tracks, ...clusters]);
}

// ---- M4A (ISO/IEC 14496-12 and -14) ----

const box = (type: string, ...body: Uint8Array[]) => {
  const data = concat(body);
  return concat([u32be(8 + data.length), ascii(type), data]);
};
const fullBox = (type: string, ...body: Uint8Array[]) => box(type, new Uint8Array(4), ...body);
const zeros = (length: number) => new Uint8Array(length);
const identityMatrix = concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32be));
const descriptor = (tag: number, ...body: Uint8Array[]) => {
  const data = concat(body);
  return concat([Uint8Array.of(tag, data.length), data]);
};

// AudioSpecificConfig: AAC-LC (2), 48 kHz (index 3), one channel.
const aacEsds = fullBox(
  'esds',
  descriptor(
    0x03,
    Uint8Array.of(0, 1, 0),
    descriptor(0x04, Uint8Array.of(0x40, 0x15, 0, 0, 0), u32be(64_000), u32be(64_000), descriptor(0x05, Uint8Array.of(0x11, 0x88))),
    descriptor(0x06, Uint8Array.of(0x02)),
  ),
);
const mp4a = box('mp4a', zeros(6), u16be(1), zeros(8), u16be(1), u16be(16), zeros(4), u32be(48_000 * 65_536), aacEsds);

interface SampleTables {
  frames: number;
  chunkOffset: number;
}

/** One track: its header, media header (48 kHz time scale), handler, and sample tables around its first sample entry. */
function track(id: number, handler: 'soun' | 'vide', durationSamples: number, entry: Uint8Array, tables: Uint8Array[]): Uint8Array {
  const durationMs = Math.round(durationSamples / 48);
  const dinf = box('dinf', fullBox('dref', u32be(1), box('url ', Uint8Array.of(0, 0, 0, 1))));
  const trackHeader = [
    Uint8Array.of(0, 0, 0, 7),
    zeros(8),
    u32be(id),
    zeros(4),
    u32be(durationMs),
    zeros(8),
    zeros(4),
    u16be(0x0100),
    zeros(2),
    identityMatrix,
    zeros(8),
  ];
  return box(
    'trak',
    box('tkhd', ...trackHeader),
    box(
      'mdia',
      fullBox('mdhd', zeros(8), u32be(48_000), u32be(durationSamples), u16be(0x55c4), zeros(2)),
      fullBox('hdlr', zeros(4), ascii(handler), zeros(12), ascii(handler === 'soun' ? 'SoundHandler\0' : 'VideoHandler\0')),
      box('minf', fullBox(handler === 'soun' ? 'smhd' : 'vmhd', zeros(4)), dinf, box('stbl', fullBox('stsd', u32be(1), entry), ...tables)),
    ),
  );
}

/**
 * Tracks a crafted file puts before its AAC track. The decoder plays the first sound track, and reads
 * the sample tables of every track: an Opus track of 255 channels whose 100,000 one-byte packets are
 * the file's first bytes (each byte a packet header, most of them decoded as a lost frame of up to
 * 60 ms, on all 255 channels), or a video track whose table claims four billion samples.
 */
export type DecoyTrack = 'opus-255-channels' | 'video-4-billion-samples';

function decoyTrack(decoy: DecoyTrack): Uint8Array {
  if (decoy === 'video-4-billion-samples') {
    return track(2, 'vide', 0, box('avc1', zeros(78)), [fullBox('stsz', u32be(1), u32be(0xffffffff)), fullBox('stco', u32be(1), u32be(0))]);
  }
  const packets = 100_000;
  // dOps: version, channels, pre-skip, input rate, gain, mapping family 255: one mono stream for every channel.
  const dOps = box('dOps', Uint8Array.of(0, 255), u16be(312), u32be(48_000), u16be(0), Uint8Array.of(255, 1, 0), zeros(255));
  const opus = box('Opus', zeros(6), u16be(1), zeros(8), u16be(2), u16be(16), zeros(4), u32be(48_000 * 65_536), dOps);
  const sizes = Uint8Array.from({ length: 4 * packets }, (_, i) => (i % 4 === 3 ? 1 : 0));
  const tables = [
    fullBox('stsc', u32be(1), u32be(1), u32be(packets), u32be(1)),
    fullBox('stsz', u32be(0), u32be(packets), sizes),
    fullBox('stco', u32be(1), u32be(0)),
  ];
  return track(2, 'soun', packets * opusFrameSamples, opus, tables);
}

/** The movie header of one AAC track (after any decoy); without sample tables (fragmented), the frames come in movie fragments. */
function movieHeader(frames: number, tables: SampleTables | undefined, decoy: DecoyTrack | undefined): Uint8Array {
  const count = tables?.frames ?? 0;
  const aac = track(1, 'soun', frames * aacFrameSamples, mp4a, [
    fullBox('stts', ...(count ? [u32be(1), u32be(count), u32be(aacFrameSamples)] : [u32be(0)])),
    fullBox('stsc', ...(count ? [u32be(1), u32be(1), u32be(count), u32be(1)] : [u32be(0)])),
    fullBox('stsz', u32be(count ? silentAacFrame.length : 0), u32be(count)),
    fullBox('stco', ...(tables ? [u32be(1), u32be(tables.chunkOffset)] : [u32be(0)])),
  ]);
  const durationMs = Math.round((frames * aacFrameSamples) / 48);
  return box(
    'moov',
    fullBox(
      'mvhd',
      zeros(8),
      u32be(1000),
      u32be(durationMs),
      u32be(0x00010000),
      u16be(0x0100),
      zeros(10),
      identityMatrix,
      zeros(24),
      u32be(3),
    ),
    ...(decoy === undefined ? [] : [decoyTrack(decoy)]),
    aac,
    // trex: track 1, sample description 1, default duration and size, no flags.
    ...(tables ? [] : [box('mvex', fullBox('trex', u32be(1), u32be(1), u32be(aacFrameSamples), u32be(silentAacFrame.length), u32be(0)))]),
  );
}

/** One movie fragment: its frames' sizes in trun (data offset from the moof), then the frames. */
function movieFragment(sequence: number, firstFrame: number, frames: number): Uint8Array {
  const moof = (dataOffset: number) =>
    box(
      'moof',
      fullBox('mfhd', u32be(sequence)),
      box(
        'traf',
        box('tfhd', Uint8Array.of(0, 0x02, 0, 0), u32be(1)), // default-base-is-moof
        fullBox('tfdt', u32be(firstFrame * aacFrameSamples)),
        box(
          'trun',
          Uint8Array.of(0, 0, 0x02, 0x01),
          u32be(frames),
          u32be(dataOffset),
          ...Array<Uint8Array>(frames).fill(u32be(silentAacFrame.length)),
        ),
      ),
    );
  const header = moof(0);
  return concat([moof(header.length + 8), box('mdat', ...Array<Uint8Array>(frames).fill(silentAacFrame))]);
}

export interface M4aOptions {
  layout?: 'progressive' | 'fragmented';
  decoy?: DecoyTrack;
}

/**
 * An M4A (AAC-LC, 48 kHz mono) file of silence: by default with its movie header first, as phones
 * write; `fragmented` as Safari's MediaRecorder does (a header without samples, then a movie
 * fragment a second).
 */
export function m4aAacSilence(seconds: number, { layout = 'progressive', decoy }: M4aOptions = {}): Buffer {
  const frames = Math.round((seconds * 48_000) / aacFrameSamples);
  const ftyp = box('ftyp', ascii(layout === 'fragmented' ? 'iso5' : 'M4A '), zeros(4), ascii('M4A isomiso5mp42'));
  if (layout === 'fragmented') {
    const fragments: Uint8Array[] = [];
    const perFragment = 47;
    for (let first = 0; first < frames; first += perFragment) {
      fragments.push(movieFragment(fragments.length + 1, first, Math.min(perFragment, frames - first)));
    }
    return Buffer.concat([ftyp, movieHeader(frames, undefined, decoy), ...fragments]);
  }
  const headerLength = ftyp.length + movieHeader(frames, { frames, chunkOffset: 0 }, decoy).length + 8;
  const mdat = box('mdat', ...Array<Uint8Array>(frames).fill(silentAacFrame));
  return Buffer.concat([ftyp, movieHeader(frames, { frames, chunkOffset: headerLength }, decoy), mdat]);
}
