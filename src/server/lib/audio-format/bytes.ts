/** Reading container headers: fixed-width integers and four-character codes (missing bytes read as 0). */

export const startsWith = (bytes: Uint8Array, text: string, at = 0) => {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

export const fourCc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

export const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
export const uint32le = (bytes: Uint8Array, at: number) => (uint16le(bytes, at) | (uint16le(bytes, at + 2) << 16)) >>> 0;
export const uint16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
export const uint32be = (bytes: Uint8Array, at: number) => ((uint16be(bytes, at) << 16) | uint16be(bytes, at + 2)) >>> 0;
