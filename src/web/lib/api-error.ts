/** What the server's error bodies hold (`{ message, code }`, spec §7), when the body is one. */
function parseErrorBody(body: string): { code?: string; message?: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object') return {};
    const { code, message } = parsed as { code?: unknown; message?: unknown };
    return {
      ...(typeof code === 'string' && code !== '' ? { code } : {}),
      ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
    };
  } catch {
    // Not JSON (a proxy's HTML page, plain text): nothing the server said for people.
    return {};
  }
}

/**
 * A non-2xx answer. Its message is `{status}: {body text or status text}` (spec §7); what the
 * client decides on is `status` and `code`, and what it shows is `serverMessage` when the server sent one.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: string;
  /** The server's stable code (`RATE_LIMITED`, `VALIDATION_ERROR`, …), when the body carried one. */
  readonly code: string | undefined;
  /** The server's message for the user, when the body carried one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.code = parsed.code;
    this.serverMessage = parsed.message;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

/** Whether a request failed with this status (a network failure or another error is none). */
export const failedWith = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;
