#!/usr/bin/env node
// A local OpenID provider for the browser journeys: the app signs in "with Kakao" against it.
//
//   MOCK_OIDC_PORT=3198 node e2e/support/mock-oidc-server.mjs      → prints "mock oidc ready"
//
// The authorize endpoint approves at once. Every authorization is a NEW person (sub `e2e-<time>-<n>`)
// unless the sign-in started with `/oauth2/authorization/kakao?login_hint=<hint>` (the server passes
// the hint on), in which case sub = the hint: the same hint signs the same person in again. The
// e-mail is the hint when it looks like one, else `<sub>@mock-oidc.test`.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.MOCK_OIDC_PORT ?? 3198);
const host = process.env.MOCK_OIDC_HOST ?? '127.0.0.1';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
// The mock would call itself http://localhost:<port>; the app must reach exactly this address.
server.issuer.url = `http://${host}:${port}`;

let counter = 0;
/** authorization code → who signed in with it (until the code is traded for tokens). */
const people = new Map();

server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
  const code = url.searchParams.get('code');
  if (!code) return;
  const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim() : '';
  const sub = hint || `e2e-${Date.now().toString(36)}-${++counter}`;
  const email = sub.includes('@') ? sub : `${sub.replace(/[^\w.-]/g, '_')}@mock-oidc.test`;
  people.set(code, { sub, email });
  // Abandoned authorizations must not pile up in a long run.
  if (people.size > 10_000) people.delete(people.keys().next().value);
});

server.service.on('beforeTokenSigning', (token, req) => {
  const person = people.get(req.body?.code);
  if (!person) return;
  token.payload.sub = person.sub;
  token.payload.email = person.email;
  token.payload.email_verified = true;
});

server.service.on('beforeResponse', (_response, req) => {
  if (req.body?.code) people.delete(req.body.code);
});

await server.start(port, host);
console.log(`mock oidc ready ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
