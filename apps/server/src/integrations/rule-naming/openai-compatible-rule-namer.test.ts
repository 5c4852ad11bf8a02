import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSeedCategories } from '../../db/seed/reference-data.ts';
import { createRuleNamer, nameRuleOffline, type RuleNamingInput } from './index.ts';
import type { CategoryTaxonomy } from './rule-naming.ts';

const taxonomy: CategoryTaxonomy = { majors: readSeedCategories() };
const API_KEY = 'sk-test-secret-key-123';
const MODEL = 'hanpan-test-model';

const input: RuleNamingInput = {
  goal: '종이컵으로 탑을 가장 높이 쌓는 사람이 이겨요.',
  scoreDefinition: '쌓은 종이컵 한 층마다 1점이에요.',
  preparation: '종이컵 30개',
  order: '동시에 시작해요.',
  decision: '더 높이 쌓은 사람이 이겨요.',
  foul: '상대 탑을 건드리면 반칙이에요.',
  extraInfo: null,
  referenceSport: null,
};

interface Seen {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string };
  };
}

/** A local OpenAI-compatible endpoint; each test says how it answers. */
let server: Server;
let baseUrl: string;
let answer: (response: ServerResponse) => void;
let seen: Seen[];

const completion = (content: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({ id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
  );
};
const jsonAnswer = (value: unknown) => completion(JSON.stringify(value));

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      seen.push({ url: request.url, headers: request.headers, body: JSON.parse(raw) as Seen['body'] });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let logLines: Record<string, unknown>[];
let rawLog: string;

beforeEach(() => {
  seen = [];
  logLines = [];
  rawLog = '';
});

function namer(timeoutMs = 2000, url = baseUrl) {
  const log = pino(
    { level: 'warn' },
    {
      write(line: string) {
        rawLog += line;
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return createRuleNamer(
    {
      RULE_NAMING_BASE_URL: url,
      RULE_NAMING_API_KEY: API_KEY,
      RULE_NAMING_MODEL: MODEL,
      RULE_NAMING_TIMEOUT_MS: timeoutMs,
    },
    log,
  );
}

/** The offline answer, and one warn line naming the reason and nothing the player or the key wrote. */
function expectFellBack(result: unknown, reason: string) {
  expect(result).toEqual(nameRuleOffline(input, taxonomy));
  expect(logLines).toHaveLength(1);
  expect(logLines[0]).toMatchObject({ level: 40, reason, model: MODEL });
  expect(rawLog).not.toContain(API_KEY);
  expect(rawLog).not.toContain('종이컵');
}

describe('the OpenAI-compatible rule namer', () => {
  it("uses a valid answer (source 'ai'), sending the key, the model, JSON mode and the taxonomy", async () => {
    answer = jsonAnswer({
      title: '종이컵 탑 쌓기 대결',
      majorCategory: '간단',
      minorCategory: '방구석 스포츠',
    });
    const result = await namer().name(input, taxonomy);
    expect(result).toEqual({
      title: '종이컵 탑 쌓기 대결',
      majorCategory: '간단',
      minorCategory: '방구석 스포츠',
      source: 'ai',
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe(MODEL);
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('- 두뇌: 논리·추리력, 암기력, 상식');
    expect(user?.role).toBe('user');
    expect(user?.content).toContain(input.goal);
    expect(logLines).toEqual([]);
  });

  it('tidies the title and takes JSON wrapped in a Markdown fence', async () => {
    answer = completion(
      '```json\n{"title": "  1분   플랭크 버티기. ", "majorCategory": "신체", "minorCategory": "근력"}\n```',
    );
    expect(await namer().name(input, taxonomy)).toMatchObject({ title: '1분 플랭크 버티기', source: 'ai' });
  });

  it("keeps the player's reference sport over the model's category", async () => {
    answer = jsonAnswer({ title: '탁구 11점 단판', majorCategory: '신체', minorCategory: '정확성' });
    const result = await namer().name({ ...input, referenceSport: '탁구' }, taxonomy);
    expect(result).toEqual({
      title: '탁구 11점 단판',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
      source: 'ai',
    });
  });

  it('falls back to the offline namer on malformed JSON', async () => {
    answer = completion('{"title": "종이컵 탑 쌓기", "majorCategory": "간단"');
    expectFellBack(await namer().name(input, taxonomy), 'malformed_json');
  });

  it('falls back on a category outside the taxonomy, or a major and minor that do not belong together', async () => {
    answer = jsonAnswer({ title: '종이컵 탑 쌓기', majorCategory: '간단', minorCategory: '컵 스포츠' });
    expectFellBack(await namer().name(input, taxonomy), 'unknown_category');
    logLines = [];
    answer = jsonAnswer({ title: '종이컵 탑 쌓기', majorCategory: '신체', minorCategory: '탁구' });
    expectFellBack(await namer().name(input, taxonomy), 'unknown_category');
  });

  it('falls back on a title longer than 20 characters, empty, or on two lines', async () => {
    for (const title of ['종이컵으로 가장 높은 탑을 쌓는 사람이 이기는 대결', '  ', '종이컵\n탑 쌓기']) {
      logLines = [];
      answer = jsonAnswer({ title, majorCategory: '간단', minorCategory: '방구석 스포츠' });
      expectFellBack(await namer().name(input, taxonomy), 'invalid_answer');
    }
  });

  it('falls back on a 500, logging the status', async () => {
    answer = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'boom' } }));
    };
    expectFellBack(await namer().name(input, taxonomy), 'http_status');
    expect(logLines[0]).toMatchObject({ status: 500 });
  });

  it('falls back on a 200 that is not a chat completion', async () => {
    answer = (response) => response.end('<html>proxy login</html>');
    expectFellBack(await namer().name(input, taxonomy), 'bad_response');
  });

  it('falls back within the timeout when the provider never answers', async () => {
    answer = () => {
      // Never answers: the request hangs until the client gives up.
    };
    const startedAt = Date.now();
    expectFellBack(await namer(200).name(input, taxonomy), 'timeout');
    expect(Date.now() - startedAt).toBeLessThan(1500);
  });

  it('falls back when nothing listens at the endpoint', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expectFellBack(await namer(2000, `http://127.0.0.1:${port}/v1`).name(input, taxonomy), 'network');
  });
});

describe('createRuleNamer', () => {
  it('names offline, without any request, when the AI keys are not set', async () => {
    const offline = createRuleNamer({ RULE_NAMING_TIMEOUT_MS: 8000 }, pino({ level: 'silent' }));
    expect(await offline.name(input, taxonomy)).toEqual(nameRuleOffline(input, taxonomy));
    expect(seen).toEqual([]);
  });
});
