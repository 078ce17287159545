/**
 * Lets other requests run before long synchronous work goes on (audio decoding, a streamed offline
 * reply): one turn of the event loop.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
