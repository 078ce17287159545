import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '@shared/catalog/chat';
import type { App } from '../../app/app';
import { useTestApp, useTwoInstances, type TestContext } from '../build-test-app';
import { registerUser, type RegisteredUser } from '../factories';
import { appOrigin } from '../listen-locally';
import { openSocket, type TestSocket } from '../socket-client';

// Issue 17: a chat socket open at sign-out went on answering chat for up to 30 s (until its
// heartbeat looked at the session). Signing out now closes it at once, on every instance.
//
// The heartbeat (which also notices a session that ended) is made far longer than any test, so only
// the word sent through the hub can close these sockets before the test's timeout fails it.
const slowHeartbeat = { SOCKET_HEARTBEAT_MS: String(60 * 60 * 1000) };

async function signInAgain(app: App, user: RegisteredUser): Promise<{ token: string; sessionToken: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  return response.json();
}

const logout = (app: App, sessionToken: string) => app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionToken } });

/** A socket that has had its greeting, so it is subscribed to the user's messages. */
async function openReadySocket(app: App, token: string): Promise<TestSocket> {
  const socket = await openSocket(await appOrigin(app), token);
  await socket.next('conversations_list');
  return socket;
}

/** The socket is still open after the server has had a moment to close it (a chat round trip). */
async function expectStillOpen(socket: TestSocket) {
  socket.send({ type: 'connection_established' });
  await socket.next('connection_established');
  socket.send({ type: 'connection_established' });
  await socket.next('connection_established');
  expect(socket.socket.readyState).toBe(socket.socket.OPEN);
}

/** A sign-out through `through` closes that session's socket on `on` with 4001; another session's socket stays open. */
async function signOutClosesItsSocket(through: App, on: App) {
  const user = await registerUser(through);
  const other = await signInAgain(through, user);
  const signingOut = await openReadySocket(on, user.token);
  const staying = await openReadySocket(on, other.token);

  expect((await logout(through, user.sessionToken)).statusCode).toBe(200);

  expect(await signingOut.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  await expectStillOpen(staying);
  await staying.close();
}

/** Ending every session of a user through `through` closes their sockets on each of `on`, and no one else's. */
async function endingAllSessionsClosesEverySocket({ app: through, services }: TestContext, on: [App, App]) {
  const user = await registerUser(through);
  const bystander = await registerUser(through);
  const second = await signInAgain(through, user);
  const sockets = [await openReadySocket(on[0], user.token), await openReadySocket(on[1], second.token)];
  const unrelated = await openReadySocket(on[1], bystander.token);

  await services.auth.endAllSessions(user.user.id);

  expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
  for (const session of [user, second]) {
    const refresh = await through.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-session-token': session.sessionToken },
    });
    expect(refresh.statusCode).toBe(401);
  }
  await expectStillOpen(unrelated);
  await unrelated.close();
}

describe('signing out closes sockets at once (one instance)', () => {
  const ctx = useTestApp({}, slowHeartbeat);

  it('closes the socket of the session that signs out with 4001, and only that one', () => signOutClosesItsSocket(ctx.app, ctx.app));

  it('ending all of a user’s sessions closes every socket of that user, and no one else’s', () =>
    endingAllSessionsClosesEverySocket(ctx, [ctx.app, ctx.app]));
});

describe('signing out closes sockets at once on every instance (Redis)', () => {
  const { a, b } = useTwoInstances(slowHeartbeat);

  it('a sign-out through instance A closes that session’s socket on instance B', () => signOutClosesItsSocket(a.app, b.app));

  it('ending all of a user’s sessions on A closes their sockets on A and B', () => endingAllSessionsClosesEverySocket(a, [a.app, b.app]));
});
