// Finds the moments on a worker thread (find-moments.ts): two hours of words are a tenth of a second
// or more of scoring, which on the main thread would hold up every other request of the instance.
// It also scores runs of sentences a text model chose, from the same measures.
import type { ShortCandidate } from '@shared/contracts/shorts';
import { findMoments, scoreSpans, type MomentTask } from './find-moments';

export default function find(task: MomentTask): ShortCandidate[] | number[] {
  return 'find' in task ? findMoments(task.find) : scoreSpans(task.score, task.spans);
}
