import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's full collection, for a test that checks what memory is let go. */
export function exposeGarbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  // The flag gives `gc` to contexts made after it: a new one hands it over.
  return runInNewContext('gc') as () => void;
}
