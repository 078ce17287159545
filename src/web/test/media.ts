import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no object URLs: createObjectURL hands out blob:sample-N and revokeObjectURL is recorded.
 * setup-tests unstubs both after each test.
 */
export function stubObjectUrls() {
  let next = 0;
  const createObjectURL = vi.fn(() => `blob:sample-${++next}`);
  const revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  return { createObjectURL, revokeObjectURL };
}

/** A MediaRecorder that records nothing: it pauses and resumes; stop() hands over one chunk of its type. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: RecordingState = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  timeslice: number | undefined;

  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  pause() {
    if (this.state === 'recording') this.state = 'paused';
  }

  resume() {
    if (this.state === 'paused') this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/**
 * A browser that can record: MediaRecorder and navigator.mediaDevices.getUserMedia, which grants a
 * stream (or, with `refuse`, rejects with NotAllowedError as a refused permission prompt does).
 */
export function stubMicrophone({ refuse = false }: { refuse?: boolean } = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints?: MediaStreamConstraints) => {
    if (refuse) throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  });
  FakeMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
  return { getUserMedia, track };
}
