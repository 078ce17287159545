// Reads a captions file on a worker thread (captions-file.ts): a 1 MB SRT is over a second of
// parsing, which on the main thread would hold up every other request of the instance.
import { readCaptionsFile, type CaptionsTranscript } from './captions-file';

export default function read({ text }: { text: string }): Promise<CaptionsTranscript | undefined> {
  return readCaptionsFile(text);
}
