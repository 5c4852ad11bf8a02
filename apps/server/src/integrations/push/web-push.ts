import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { SignJWT } from 'jose';
import type { DeliveryOutcome } from './push-types.ts';

/*
 * Web Push with node:crypto and jose: RFC 8291 message encryption (aes128gcm, RFC 8188) and RFC 8292
 * VAPID. Small enough to own; the `web-push` package would bring six dependencies for the same.
 */

export interface WebPushSubscriptionKeys {
  /** The browser's P-256 public key, uncompressed, base64url. */
  p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  /** Uncompressed P-256 public key (65 bytes), base64url: what browsers subscribe with. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url, as `web-push generate-vapid-keys` prints it. */
  privateKey: string;
  /** `mailto:` or `https:` contact for the push services (RFC 8292 `sub`). */
  subject: string;
}

/** One record holds the whole message (RFC 8188 `rs`); the body stays under the 4 KB services promise. */
const RECORD_SIZE = 4096;
const PAD_DELIMITER_LAST_RECORD = 0x02;
/** RFC 8292: a token may live up to 24 hours; 12 leaves room for clock skew. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/** For tests with the RFC 8291 example: a fixed sender key and salt instead of fresh random ones. */
export interface FixedEncryptionInputs {
  senderPrivateKey: Buffer;
  salt: Buffer;
}

/**
 * The aes128gcm body for one subscription: salt ‖ rs ‖ idlen ‖ sender public key ‖ ciphertext.
 * WARNING: a fresh sender key and salt per message (RFC 8291 §3.4); only tests pass fixed ones.
 */
export function encryptWebPushPayload(
  plaintext: Uint8Array,
  keys: WebPushSubscriptionKeys,
  fixed?: FixedEncryptionInputs,
): Buffer {
  const receiverPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  if (receiverPublic.length !== 65 || receiverPublic[0] !== 0x04)
    throw new Error('p256dh is not a P-256 point');
  if (authSecret.length !== 16) throw new Error('auth is not 16 bytes');
  if (plaintext.length > RECORD_SIZE - 103) throw new Error('payload too large for one push record');

  const ecdh = createECDH('prime256v1');
  if (fixed) ecdh.setPrivateKey(fixed.senderPrivateKey);
  else ecdh.generateKeys();
  const senderPublic = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(receiverPublic);

  // RFC 8291 §3.3: the input keying material binds both public keys and the auth secret.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const salt = fixed?.salt ?? randomBytes(16);
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const record = Buffer.concat([
    cipher.update(Buffer.concat([plaintext, Buffer.from([PAD_DELIMITER_LAST_RECORD])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, record]);
}

/** The VAPID private key as a KeyObject (built once per sender: the JWK carries the public point). */
export function vapidSigningKey(vapid: Pick<VapidKeys, 'publicKey' | 'privateKey'>): KeyObject {
  const publicKey = Buffer.from(vapid.publicKey, 'base64url');
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
      d: vapid.privateKey,
    },
  });
}

/** RFC 8292 `Authorization: vapid t=<JWT>, k=<public key>` for the push service at `endpoint`. */
export async function vapidAuthorization(
  endpoint: string,
  vapid: VapidKeys,
  signingKey: KeyObject,
  now: number = Date.now(),
): Promise<string> {
  const jwt = await new SignJWT({ sub: vapid.subject })
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(now / 1000) + VAPID_TOKEN_SECONDS)
    .sign(signingKey);
  return `vapid t=${jwt}, k=${vapid.publicKey}`;
}

export interface WebPushRequest {
  endpoint: string;
  keys: WebPushSubscriptionKeys;
  payload: Uint8Array;
  vapid: VapidKeys;
  signingKey: KeyObject;
  /** How long the push service may hold the message for an offline browser. */
  ttlSeconds: number;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

export interface WebPushResult {
  outcome: Exclude<DeliveryOutcome, 'skipped'>;
  status?: number;
}

/** One POST to the subscription's push service (RFC 8030 §5). 404 and 410 mean the subscription is gone. */
export async function sendWebPush(request: WebPushRequest): Promise<WebPushResult> {
  const doFetch = request.fetch ?? globalThis.fetch;
  const response = await doFetch(request.endpoint, {
    method: 'POST',
    headers: {
      authorization: await vapidAuthorization(request.endpoint, request.vapid, request.signingKey),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(request.ttlSeconds),
      urgency: 'high',
    },
    body: encryptWebPushPayload(request.payload, request.keys),
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
  return response.ok ? { outcome: 'sent' } : { outcome: 'failed', status: response.status };
}

/**
 * Push services browsers use. In production a subscription must point at one of them over https:
 * the endpoint comes from a client, and the server must not POST wherever a client says (SSRF).
 */
const KNOWN_PUSH_SERVICE_SUFFIXES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isAllowedPushEndpoint(endpoint: string, { production }: { production: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    KNOWN_PUSH_SERVICE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
  );
}
