import { createDecipheriv, createECDH, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Test helpers standing in for a browser and a push service: a subscription with its private key,
 * a decryption written from RFC 8291 / RFC 8188 (the receiving side, not the code under test), and
 * a local HTTP endpoint that records requests.
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private key: only the browser can read the push. */
  privateKey: Buffer;
}

export function makeSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    privateKey: ecdh.getPrivateKey(),
  };
}

/** What a browser does with an aes128gcm push body (one record). */
export function decryptWebPush(body: Buffer, subscription: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('record larger than rs');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const authSecret = Buffer.from(subscription.keys.auth, 'base64url');
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // RFC 8188 §2: strip zero padding, then the delimiter (2 = last record).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type FakeHandler = (request: RecordedRequest) => { status: number; json?: unknown };

/** A local HTTP server on port 0 answering with `handler`; `requests` keeps what arrived. */
export async function startFakeServer(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const answer = handler(recorded);
      res.writeHead(answer.status, answer.json === undefined ? {} : { 'content-type': 'application/json' });
      res.end(answer.json === undefined ? undefined : JSON.stringify(answer.json));
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Resolves once `count` requests have arrived. */
    async waitFor(count: number) {
      while (requests.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A VAPID key pair in the env format (base64url raw keys; the private one always 32 bytes). */
export function makeVapidKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}
