// Zod-free on purpose: the client's session code loads with every page (the landing page too), and
// importing this from a contract module would bring zod into that first download (+26 KB gzip).

/**
 * Sent as `X-Session-Rotation: 1` with a refresh, it asks for a new session token. Rotation is the
 * client's choice: a client that keeps only the access token (as the spec's `token, user` answer
 * suggests) would be signed out once a replaced session token stopped working.
 */
export const SESSION_ROTATION_HEADER = 'x-session-rotation';
