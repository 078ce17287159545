/** Element ids (with their length marker, as written) of the parts of a WebM/Matroska file we read. */
const ids = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
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
  if (size.allOnes) return { id: id.value, start, end: parentEnd, unknownSize: true };
  return { id: id.value, start, end: Math.min(parentEnd, start + size.value), unknownSize: false };
}

/** The children of the element spanning [start, end); stops at the first one it cannot read. */
function* children(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  let at = start;
  while (at < end) {
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

export interface WebmTracks {
  docType: string;
  /** Codec ids of the audio tracks ('A_OPUS', 'A_VORBIS', …); empty when there are none. */
  audioCodecs: string[];
}

/**
 * Reads a WebM/Matroska file's document type and audio codecs from its header, or undefined when
 * the file is not EBML or its track list cannot be found before the first cluster (a cut header).
 * Recorders write the segment and clusters with unknown sizes; that is handled.
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
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === ids.cluster) return undefined;
    if (element.id !== ids.tracks || element.unknownSize) continue;
    const audioCodecs: string[] = [];
    for (const entry of children(bytes, element.start, element.end)) {
      if (entry.id !== ids.trackEntry) continue;
      let type = 0;
      let codec = '';
      for (const field of children(bytes, entry.start, entry.end)) {
        if (field.id === ids.trackType) type = unsigned(bytes, field);
        if (field.id === ids.codecId) codec = text(bytes, field);
      }
      if (type === audioTrackType) audioCodecs.push(codec);
    }
    return { docType, audioCodecs };
  }
  return undefined;
}
