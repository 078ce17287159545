import type { MessagePort } from 'node:worker_threads';
import { analyzeSeo, type SeoAnalysis, type SeoAnalyzerInput } from './analyzer';

export interface AnalysisTask {
  input: SeoAnalyzerInput;
  /** Told when the analysis starts, so its deadline counts running time, not time in the queue. */
  started: MessagePort;
}

/** One analysis in a thread of the SEO pool (analysis-pool.ts). */
export default function analyze({ input, started }: AnalysisTask): SeoAnalysis {
  started.postMessage('started');
  started.close();
  return analyzeSeo(input);
}
