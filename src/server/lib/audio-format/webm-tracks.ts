/** Element ids (with their length marker, as written) of the parts of a WebM/Matroska file we read. */
const ids = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  audio: 0xe1,
  samplingFrequency: 0xb5,
  channels: 0x9f,
} as const;
const audioTrackType = 2;

interface Element {
  id: number;
  /** Where the element's data starts and ends; `end` is the buffer's end for an unknown size. */
  start: number;
  end: number;
  unknownSize: boolean;
}

/** One EBML variable-length integer: its value (marker bit kept for ids) and length in bytes. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function readElement(bytes: Uint8Array, at: number, parentEnd: number): Element | undefined {
  const id = readVint(bytes, at, true);
  if (id === undefined || id.length > 4) return undefined;
  const size = readVint(bytes, at + id.length, false);
  if (size === undefined) return undefined;
  const start = at + id.length + size.length;
  // An element's header running past its parent is a cut or broken file.
  if (start > parentEnd) return undefined;
  if (size.allOnes) return { id: id.value, start, end: parentEnd, unknownSize: true };
  return { id: id.value, start, end: Math.min(parentEnd, start + size.value), unknownSize: false };
}

/**
 * Far more children than any header element has (a segment has a handful before its clusters, a
 * track a few dozen fields): reading stops there, so a file of padding cannot hold the thread.
 */
const maxChildren = 1000;

/** The children of the element spanning [start, end); stops at the first one it cannot read, or after `maxChildren`. */
function* children(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  let at = start;
  for (let count = 0; at < end && count < maxChildren; count++) {
    const element = readElement(bytes, at, end);
    if (element === undefined) return;
    yield element;
    if (element.unknownSize) return;
    at = element.end;
  }
}

const text = (bytes: Uint8Array, element: Element) =>
  new TextDecoder('latin1').decode(bytes.subarray(element.start, element.end)).replace(/\0+$/, '');

const unsigned = (bytes: Uint8Array, element: Element) => {
  let value = 0;
  for (let at = element.start; at < element.end; at++) value = value * 256 + (bytes[at] ?? 0);
  return value;
};

/** An EBML float: 4 or 8 bytes, big-endian (undefined for any other size). */
const float = (bytes: Uint8Array, element: Element) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.start, element.end - element.start);
  return view.byteLength === 4 ? view.getFloat32(0) : view.byteLength === 8 ? view.getFloat64(0) : undefined;
};

export interface WebmAudioTrack {
  /** Codec id: 'A_OPUS', 'A_VORBIS', … */
  codec: string;
  /** The Audio element's Channels and SamplingFrequency, where written. */
  channels: number | undefined;
  samplingFrequency: number | undefined;
  /** CodecPrivate: for Opus, its OpusHead. */
  codecPrivate: Uint8Array | undefined;
}

export interface WebmTracks {
  docType: string;
  /** The first audio track, the one the decoder plays; undefined when there is none. */
  audio: WebmAudioTrack | undefined;
  /** The segment's Duration (Info) in seconds; recorders that stream the file leave it out. */
  durationSeconds: number | undefined;
}

function audioTrack(bytes: Uint8Array, entry: Element): WebmAudioTrack | undefined {
  let type = 0;
  const track: WebmAudioTrack = { codec: '', channels: undefined, samplingFrequency: undefined, codecPrivate: undefined };
  for (const field of children(bytes, entry.start, entry.end)) {
    if (field.id === ids.trackType) type = unsigned(bytes, field);
    else if (field.id === ids.codecId) track.codec = text(bytes, field);
    else if (field.id === ids.codecPrivate) track.codecPrivate = bytes.subarray(field.start, field.end);
    else if (field.id === ids.audio) {
      for (const setting of children(bytes, field.start, field.end)) {
        if (setting.id === ids.channels) track.channels = unsigned(bytes, setting);
        if (setting.id === ids.samplingFrequency) track.samplingFrequency = float(bytes, setting);
      }
    }
  }
  return type === audioTrackType && track.codec !== '' ? track : undefined;
}

/** Duration × TimecodeScale (nanoseconds a tick, 1 ms unless written) in seconds. */
function durationSeconds(bytes: Uint8Array, info: Element): number | undefined {
  let scale = 1_000_000;
  let duration: number | undefined;
  for (const field of children(bytes, info.start, info.end)) {
    if (field.id === ids.timecodeScale) scale = unsigned(bytes, field);
    if (field.id === ids.duration) duration = float(bytes, field);
  }
  return duration === undefined ? undefined : (duration * scale) / 1e9;
}

/**
 * Reads a WebM/Matroska file's document type, duration and first audio track from its header, or
 * undefined when the file is not EBML or its track list cannot be found before the first cluster (a
 * cut header). Recorders write the segment and clusters with unknown sizes; that is handled.
 */
export function readWebmTracks(bytes: Uint8Array): WebmTracks | undefined {
  const header = readElement(bytes, 0, bytes.length);
  if (header?.id !== ids.ebml || header.unknownSize) return undefined;
  let docType = '';
  for (const element of children(bytes, header.start, header.end)) {
    if (element.id === ids.docType) docType = text(bytes, element);
  }
  const segment = readElement(bytes, header.end, bytes.length);
  if (segment?.id !== ids.segment) return undefined;
  let seconds: number | undefined;
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === ids.cluster) return undefined;
    if (element.id === ids.info && !element.unknownSize) seconds = durationSeconds(bytes, element);
    if (element.id !== ids.tracks || element.unknownSize) continue;
    let audio: WebmAudioTrack | undefined;
    for (const entry of children(bytes, element.start, element.end)) {
      if (entry.id === ids.trackEntry) audio ??= audioTrack(bytes, entry);
    }
    return { docType, audio, durationSeconds: seconds };
  }
  return undefined;
}
