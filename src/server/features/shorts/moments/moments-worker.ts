// Finds the moments on a worker thread (find-moments.ts): two hours of words are a tenth of a second
// or more of scoring, which on the main thread would hold up every other request of the instance.
import type { ShortCandidate } from '@shared/contracts/shorts';
import { findMoments, type MomentRequest } from './find-moments';

export default function find(request: MomentRequest): ShortCandidate[] {
  return findMoments(request);
}
