/**
 * How long a journey waits for a script the server writes (a project made, the writer or a model
 * server answering, the version saved): beside other journeys on 2 cores this has taken more than
 * Playwright's default 5 s.
 */
export const scriptWritten = { timeout: 30_000 };
