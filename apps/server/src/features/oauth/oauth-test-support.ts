import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * Test helpers for the OAuth suites (not loaded by the app): a local OpenID provider, a stand-in
 * for Kakao's user API, and endpoints that refuse or never answer.
 */

export interface MockProvider {
  server: OAuth2Server;
  /** http://127.0.0.1:<port>, no trailing slash. */
  issuer: string;
  /** Who the next tokens are about (their `sub` and `email`; `email: null` leaves it out). */
  signInAs(user: { sub: string; email: string | null }): void;
  /** Changes the claims of the next id token only (not of the access token signed before it). */
  tamperNextIdToken(change: (payload: Record<string, unknown>) => void): void;
  stop(): Promise<void>;
}

export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The mock names itself http://localhost:<port>; pin the address it really listens on.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  let user: { sub: string; email: string | null } = { sub: 'mock-user', email: 'mock@example.com' };
  // aud (the client id) and nonce are set by the mock itself from the token and authorize requests.
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = user.sub;
    if (user.email === null) delete token.payload.email;
    else token.payload.email = user.email;
  });
  return {
    server,
    issuer,
    signInAs: (next) => void (user = next),
    tamperNextIdToken(change) {
      const listener = (token: { payload: Record<string, unknown> }) => {
        // The mock gives only the id token an audience (the client id) in the code grant.
        if (token.payload.aud === undefined) return;
        server.service.off('beforeTokenSigning', listener);
        change(token.payload);
      };
      server.service.on('beforeTokenSigning', listener);
    },
    stop: async () => {
      if (server.listening) await server.stop();
    },
  };
}

/** Follows the provider's auto-approving authorize endpoint: the URL it sends the browser back to. */
export async function approveAtProvider(authorizationUrl: string): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  }
  return new URL(location);
}

/**
 * A whole browser sign-in: start, approve at the provider, and come back as the same browser (with
 * the state cookie the start handed out). Answers our session token.
 */
export async function signInThroughBrowser(app: FastifyInstance, provider: string): Promise<string> {
  const start = await app.inject({ url: `/oauth2/authorization/${provider}` });
  const callback = await approveAtProvider(start.headers.location as string);
  const cookie = `hanpan_oauth_state=${callback.searchParams.get('state')}`;
  const done = await app.inject({ url: callback.pathname + callback.search, headers: { cookie } });
  const token = new URL(done.headers.location as string, 'https://hanpan.test').searchParams.get('token');
  if (!token) throw new Error(`sign-in ended at ${done.headers.location}`);
  return token;
}

export interface KakaoApiStub {
  url: string;
  /** Makes `token` a valid access token of Kakao user `id` issued to app `appId`. */
  grant(token: string, user: { id: number; email?: string; appId?: number }): void;
  calls: string[];
  stop(): Promise<void>;
}

/** Just enough of https://kapi.kakao.com: /v1/user/access_token_info and /v2/user/me. */
export async function startKakaoApiStub(): Promise<KakaoApiStub> {
  const grants = new Map<string, { id: number; email?: string; appId?: number }>();
  const calls: string[] = [];
  const server = createHttpServer((request, response) => {
    calls.push(request.url ?? '');
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const user = grants.get(token);
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!user) return send(401, { msg: 'this access token does not exist', code: -401 });
    if (request.url === '/v1/user/access_token_info') {
      return send(200, { id: user.id, expires_in: 3600, app_id: user.appId ?? 1000 });
    }
    if (request.url === '/v2/user/me') {
      return send(200, {
        id: user.id,
        connected_at: '2025-07-25T00:00:00Z',
        // Kakao would also send a profile with these scopes; we must ignore it.
        properties: { nickname: '카카오닉네임', profile_image: 'http://k.kakaocdn.net/p.jpg' },
        kakao_account: user.email
          ? { has_email: true, is_email_valid: true, is_email_verified: true, email: user.email }
          : { has_email: false },
      });
    }
    return send(404, { msg: 'not found', code: -404 });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    grant: (token, user) => void grants.set(token, user),
    calls,
    stop: () => close(server),
  };
}

/** A port nothing listens on: connections are refused at once. */
export async function closedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await close(server);
  return port;
}

/** Accepts connections and never answers: the provider that hangs. */
export async function startBlackHole(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await close(server);
    },
  };
}

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function close(server: Server | ReturnType<typeof createTcpServer>): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
