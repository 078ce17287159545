import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { authMessages } from '@shared/contracts/auth';
import { SESSION_ENDED_CLOSE_CODE, SOCKET_MAX_MESSAGE_BYTES, SOCKET_MESSAGES_PER_MINUTE } from '@shared/catalog/chat';
import { clientMessage, type ClientMessage, type ServerEvent } from '@shared/realtime';
import type { Clock } from '../../app/deps';
import type { RouteOptions } from '../../app/services';
import { forbidden, HttpError, unauthorized } from '../../http/http-error';
import { EngineError } from '../../providers/engine-error';
import { assertNoControlCharacters } from '../../http/plugins/control-characters';
import { sameOrigin } from '../../http/same-origin';
import { isServiceUnavailable, serviceUnavailable } from '../../http/plugins/error-handler';
import { ChatError } from './chat-service';

/** Messages a socket may send before its subscription is ready; more means a misbehaving client. */
const maxEarlyMessages = 20;

/** One connection writes at most one line a minute about its client's oversized messages. */
export const OVERSIZE_LOG_INTERVAL_MS = 60_000;

/**
 * Notes a connection's oversized messages in the log at most once per OVERSIZE_LOG_INTERVAL_MS: a
 * client sending them in a loop is answered every time but cannot fill the log. Each line counts
 * the messages since the line before.
 */
function oversizeReporter(log: FastifyBaseLogger, clock: Clock) {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (bytes: number) => {
    unlogged += 1;
    const now = clock.now().getTime();
    if (now - loggedAt < OVERSIZE_LOG_INTERVAL_MS) return;
    loggedAt = now;
    log.warn({ bytes, messages: unlogged, limitBytes: SOCKET_MAX_MESSAGE_BYTES }, 'chat socket: messages over the size limit');
    unlogged = 0;
  };
}

/**
 * An error on an open socket. The client breaking the WebSocket protocol (a frame over maxPayload,
 * bad UTF-8, a bad opcode: ws's WS_ERR_* codes) is the client's doing: one warning, without a stack,
 * and the connection ends (ws has sent its close code). Anything else is ours, logged as an error.
 */
function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest) {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_'))
    request.log.warn({ code, reason: error.message }, 'chat socket closed: the client broke the WebSocket protocol');
  else request.log.error({ err: error }, 'chat socket failed');
  socket.terminate();
}

function problemOf(error: unknown): { code: string; message: string; retryAfterSeconds?: number } | undefined {
  if (error instanceof ChatError) return { code: error.code, message: error.message };
  if (error instanceof HttpError) {
    const { retryAfterSeconds } = error.details;
    return { code: error.code, message: error.message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  }
  if (error instanceof EngineError) return { code: 'AI_UNAVAILABLE', message: error.message };
  if (isServiceUnavailable(error)) return serviceUnavailable;
  return undefined;
}

/**
 * The realtime socket at /ws?token=… (spec §4, §7). The access token and the Origin are checked
 * before the upgrade; every incoming message is validated against src/shared/realtime.ts, and a bad
 * one is answered with an `error` event while the connection stays up. Pings find dead connections.
 */
export async function chatSocket(app: FastifyInstance, { deps, services }: RouteOptions) {
  const { chat, auth } = services;
  // Per user across all their sockets and instances, in one-minute windows.
  const withinRate = async (userId: string) =>
    (await deps.counters.hit(`socket-messages:${userId}`, 60_000)).count <= SOCKET_MESSAGES_PER_MINUTE;
  // A frame over twice the message limit closes the connection; up to that, size is answered per message.
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_MESSAGE_BYTES * 2 }, errorHandler: socketErrorHandler });

  async function signedInUser(request: FastifyRequest) {
    if (!sameOrigin(request)) throw forbidden('This origin may not open the chat socket', 'FOREIGN_ORIGIN');
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') throw unauthorized(authMessages.authRequired);
    const signedIn = await auth.authenticate(token);
    if (!signedIn) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
    request.signedIn = signedIn;
  }

  /** The user as they are now (their plan may have changed since the socket opened), while their session lasts. */
  async function userNow(sessionId: string) {
    const user = await auth.sessionUser(sessionId);
    if (!user) throw unauthorized(authMessages.sessionExpired, 'SESSION_EXPIRED');
    return user;
  }

  app.get('/ws', { websocket: true, preValidation: signedInUser }, async (socket: WebSocket, request) => {
    const signedIn = request.signedIn;
    if (!signedIn) return socket.close(1008, 'unauthorized');
    const userId: string = signedIn.user.id;
    const { sessionId } = signedIn;
    const send = (event: ServerEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    const fail = (error: unknown) => {
      const problem = problemOf(error);
      if (!problem) request.log.error({ err: error }, 'chat message failed');
      send({ type: 'error', ...(problem ?? { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' }) });
    };

    const reportOversize = oversizeReporter(request.log, deps.clock);

    // Messages arriving while the subscription is set up wait for it (a few at most).
    const pending: Buffer[] = [];
    let ready = false;
    socket.on('message', (data: Buffer) => {
      if (ready) return void handle(data).catch(fail);
      if (pending.push(data) > maxEarlyMessages) socket.close(1008, 'too many messages before the connection was ready');
    });

    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    // Signing out closes the socket at once through the hub (below), with a code the client knows to
    // sign in again for. Each beat also asks whether the session is still live: a session that ran
    // out, or word the hub lost, closes it within one beat.
    const endSession = () => socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    const checkSession = () =>
      auth.isSessionLive(signedIn.sessionId).then(
        (live) => {
          if (!live) endSession();
        },
        (err: unknown) => request.log.warn({ err }, 'chat socket could not check its session'),
      );
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
      void checkSession();
    }, deps.config.socketHeartbeatMs);
    // Cleanup is in place before anything is awaited: a client may leave at any moment.
    let unsubscribe: (() => Promise<void>) | undefined;
    let closed = false;
    // Speech asked for on this socket stops when it closes: nobody is left to hear it.
    const leaving = new AbortController();
    deps.metrics.chatSockets.inc();
    socket.on('close', () => {
      deps.metrics.chatSockets.dec();
      closed = true;
      leaving.abort(new Error('chat socket closed'));
      clearInterval(heartbeat);
      void unsubscribe?.();
    });
    try {
      const stop = await deps.hub.subscribe(userId, (message) => {
        if (message.kind === 'event') send(message.event);
        else if (message.kind === 'sessions_ended' && (message.sessionId === null || message.sessionId === signedIn.sessionId))
          endSession();
      });
      if (closed) return void stop();
      unsubscribe = stop;
      // A sign-out between the upgrade's check and the subscription was not heard: look once more.
      void checkSession();
    } catch (error) {
      request.log.error({ err: error }, 'chat socket could not subscribe to its events');
      return socket.close(1011, 'events unavailable');
    }

    async function dispatch(message: ClientMessage) {
      switch (message.type) {
        case 'connection_established':
          return send({ type: 'connection_established', userId, serverTime: deps.clock.now().toISOString() });
        case 'get_conversation_history':
          // The account as it is now: its language is the default a message without one is answered in, too.
          return send({ type: 'conversation_history', ...(await chat.history(await userNow(sessionId), message)) });
        case 'chat_message':
          return chat.send(await userNow(sessionId), message, request.log);
        case 'clear_conversation_history':
          return chat.clear(userId, message.conversationId, request.log);
        case 'generate_speech':
          return chat.speech(await userNow(sessionId), message, leaving.signal, request.log);
      }
    }

    async function handle(data: Buffer) {
      if (data.length > SOCKET_MAX_MESSAGE_BYTES) {
        reportOversize(data.length);
        return send({ type: 'error', code: 'MESSAGE_TOO_LARGE', message: `Messages are at most ${SOCKET_MAX_MESSAGE_BYTES / 1024} KB` });
      }
      if (!(await withinRate(userId))) {
        return send({ type: 'error', code: 'RATE_LIMITED', message: 'Too many messages. Please wait a moment and try again.' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString('utf8'));
      } catch {
        return send({ type: 'error', code: 'INVALID_JSON', message: 'Messages must be JSON objects' });
      }
      assertNoControlCharacters(parsed, 'message');
      const result = clientMessage.safeParse(parsed);
      if (!result.success) {
        const issue = result.error.issues[0];
        const unknownType = issue?.path[0] === 'type';
        return send({
          type: 'error',
          code: unknownType ? 'UNKNOWN_MESSAGE_TYPE' : 'INVALID_MESSAGE',
          message: unknownType ? 'Unknown message type' : `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'invalid'}`,
        });
      }
      await dispatch(result.data).catch(fail);
    }

    send({ type: 'connection_established', userId, serverTime: deps.clock.now().toISOString() });
    await chat
      .conversations(userId)
      .then((conversations) => send({ type: 'conversations_list', conversations }))
      .catch(fail);
    ready = true;
    for (const data of pending.splice(0)) void handle(data).catch(fail);
  });
}
