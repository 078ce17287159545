// Aligns a take with its synthesised script on a worker thread (aligner.ts): MFCC of minutes of
// audio and DTW over them are seconds of synchronous work that on the main thread would hold up
// every other request of the instance.
import { alignSignals, type AlignSignalsInput, type AlignSignalsResult } from './align-signals';

/** What one alignment is given: both recordings (moved to the thread, not copied) and the synthesised words. */
export type AlignmentTask = AlignSignalsInput;

/** The words' times in take frames, or why there are none; plain data, small enough to copy back. */
export type AlignmentReply = AlignSignalsResult;

export default function align(task: AlignmentTask): AlignmentReply {
  return alignSignals(task);
}
