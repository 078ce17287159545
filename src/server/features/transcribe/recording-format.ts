/** The recordings a transcription server takes, with the name and type they are sent under. */
export interface RecordingFormat {
  /** The file name's extension: OpenAI tells the format by it. */
  extension: 'webm' | 'ogg' | 'wav' | 'mp3' | 'm4a';
  mimeType: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** HEIF and AVIF pictures are ISO-BMFF files too. */
const imageBrands = /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1|avif|avis)$/;

/** An MPEG audio frame header: 11 sync bits and a layer (ADTS AAC, layer 0, is not MP3). */
const isMpegFrame = (bytes: Uint8Array) => bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0;

/**
 * What a recording is, from its first bytes only (never its name or declared type): the containers
 * browsers' MediaRecorder writes (WebM, Ogg, MP4) and the common audio files (WAV, MP3, M4A).
 * undefined: none of them.
 */
export function sniffRecordingFormat(bytes: Uint8Array): RecordingFormat | undefined {
  if (ascii(bytes, 0, 4) === '\x1a\x45\xdf\xa3') return { extension: 'webm', mimeType: 'audio/webm' };
  if (ascii(bytes, 0, 4) === 'OggS') return { extension: 'ogg', mimeType: 'audio/ogg' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return { extension: 'wav', mimeType: 'audio/wav' };
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes)) return { extension: 'mp3', mimeType: 'audio/mpeg' };
  if (ascii(bytes, 4, 8) === 'ftyp' && !imageBrands.test(ascii(bytes, 8, 12))) return { extension: 'm4a', mimeType: 'audio/mp4' };
  return undefined;
}
