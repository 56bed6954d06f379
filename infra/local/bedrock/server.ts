/**
 * A local stand-in for Amazon Bedrock Runtime: `ApplyGuardrail` and `Converse` (with tool use and
 * `guardrailConfig`) over the REST-JSON wire format the real `@aws-sdk/client-bedrock-runtime`
 * sends and parses, errors included, so the SDK raises its own exception classes. What the
 * guardrail decides and what the "model" answers come from hooks (the project's local rules);
 * tests script faults (throttling, errors, delays, bad tool input, interventions) per operation.
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttp1Server } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import type { GuardrailConfiguration, InferenceConfiguration, Message, SystemContentBlock, ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod/mini';
import { requestTarget } from '../request-target';

export type GuardrailSource = 'INPUT' | 'OUTPUT';

/** What the guardrail hook is asked: the guarded texts of one input or one output. */
export interface GuardrailRequest {
  guardrailIdentifier: string;
  guardrailVersion: string;
  source: GuardrailSource;
  texts: string[];
}

/** A content filter that fired (`type` as Bedrock names them: HATE, INSULTS, SEXUAL, VIOLENCE, MISCONDUCT, PROMPT_ATTACK). */
export interface GuardrailFilterHit {
  type: string;
  /** NONE | LOW | MEDIUM | HIGH; default HIGH. */
  confidence?: string;
}

/**
 * What the guardrail hook decides: nothing, or an intervention with the blocked topics and filters;
 * either way `detectedTopics` names topics in detect mode that matched (reported, never blocked).
 */
export type GuardrailDecision = (
  { action: 'NONE' } | { action: 'GUARDRAIL_INTERVENED'; topics?: string[]; filters?: GuardrailFilterHit[]; outputText?: string }
) & {
  detectedTopics?: string[];
};

/**
 * A Converse request as the stand-in parsed it. Typed with the SDK's shapes for convenience; on
 * the wire, blobs (image or document bytes) are base64 strings, not `Uint8Array`s.
 */
export interface ParsedConverseRequest {
  modelId: string;
  messages: Message[];
  system?: SystemContentBlock[];
  toolConfig?: ToolConfiguration;
  inferenceConfig?: InferenceConfiguration;
  guardrailConfig?: GuardrailConfiguration;
  additionalModelRequestFields?: unknown;
  /** The whole request body, for fields not listed above. */
  body: Record<string, unknown>;
}

/** The local model's answer: a tool call or text; token counts are estimated when left out. */
export type ConverseReply = ({ toolUse: { name: string; input: unknown } } | { text: string; stopReason?: 'end_turn' | 'max_tokens' }) & {
  inputTokens?: number;
  outputTokens?: number;
};

export type BedrockOperation = 'converse' | 'applyGuardrail';

const filterHit = z.object({ type: z.string().check(z.minLength(1)), confidence: z.optional(z.string()) });
const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('throttle'), message: z.optional(z.string()) }),
  z.object({
    kind: z.literal('error'),
    errorType: z.string().check(z.minLength(1)),
    status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
    message: z.optional(z.string()),
  }),
  z.object({ kind: z.literal('delay'), ms: z.number().check(z.int(), z.gte(0)) }),
  // The model's tool call, scripted: any input (hostile or malformed), optionally under another tool's name.
  z.object({ kind: z.literal('malformed-tool-input'), input: z.unknown(), tool: z.optional(z.string().check(z.minLength(1))) }),
  z.object({ kind: z.literal('text-only'), text: z.string() }),
  // `source` picks the side of a Converse call the intervention hits (default INPUT).
  z.object({
    kind: z.literal('intervene'),
    topics: z.optional(z.array(z.string())),
    filters: z.optional(z.array(filterHit)),
    source: z.optional(z.enum(['INPUT', 'OUTPUT'])),
  }),
]);
// `match`: only calls whose request body contains this text (or every one of these texts) take the
// fault, so tests sharing one stand-in stay apart and can pick one side (`"source":"OUTPUT"`).
const faultRequest = z.object({
  operation: z.enum(['converse', 'applyGuardrail']),
  fault: faultSchema,
  times: z._default(z.number().check(z.int(), z.gte(1)), 1),
  match: z.optional(z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))])),
});

/** What the next call(s) of an operation get instead of, or before, the normal answer. */
export type BedrockFault = z.infer<typeof faultSchema>;

export type RecordedRequest =
  | { operation: 'converse'; modelId: string; body: unknown }
  | { operation: 'applyGuardrail'; guardrailIdentifier: string; guardrailVersion: string; body: unknown };

/** How the Bedrock stand-in listens and decides (hooks default to no model and a guardrail that never intervenes). */
export interface BedrockLocalOptions {
  /** 0 (default) picks a free port. Always bound to 127.0.0.1. */
  port?: number;
  /** Decides ApplyGuardrail calls and the guardrail checks of Converse. Default: never intervenes. */
  guardrail?: (request: GuardrailRequest) => GuardrailDecision | Promise<GuardrailDecision>;
  /** The local model. Without it Converse answers a ValidationException (never a fake success). */
  converse?: (request: ParsedConverseRequest) => ConverseReply | Promise<ConverseReply>;
  /** The guardrail's blocked messaging (Bedrock's console default for both). */
  blockedMessages?: { input?: string; output?: string };
}

/** Thrown by a hook (or used internally) to answer with a Bedrock error, e.g. ResourceNotFoundException for an unknown guardrail. */
export class BedrockLocalError extends Error {
  override name = 'BedrockLocalError';
  constructor(
    readonly errorType: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// HTTP statuses of the modelled errors, as in the SDK's error schemas (`httpError` traits).
const errorStatus: Record<string, number> = {
  ValidationException: 400,
  ServiceQuotaExceededException: 400,
  ConflictException: 400,
  AccessDeniedException: 403,
  ResourceNotFoundException: 404,
  ModelTimeoutException: 408,
  ModelErrorException: 424,
  ThrottlingException: 429,
  ModelNotReadyException: 429,
  InternalServerException: 500,
  ServiceUnavailableException: 503,
};

const validation = (message: string) => new BedrockLocalError('ValidationException', 400, message);
const defaultBlocked = 'Sorry, the model cannot answer this question.';
// Bounds the record's memory in a long `npm start` session or benchmark run.
const maxRecorded = 1000;

/** Pending faults per operation, each for a number of calls. */
export class FaultQueue {
  private readonly queues: Record<BedrockOperation, { fault: BedrockFault; remaining: number; match?: string | string[] }[]> = {
    converse: [],
    applyGuardrail: [],
  };

  /**
   * The next `times` calls of `operation` get `fault` (after any faults already queued); with
   * `match`, only calls whose request body contains that text (every one of several).
   */
  enqueue(operation: BedrockOperation, fault: BedrockFault, times = 1, match?: string | string[]): void {
    const parsed = faultSchema.parse(fault);
    if (operation === 'applyGuardrail' && (parsed.kind === 'malformed-tool-input' || parsed.kind === 'text-only')) {
      throw new Error(`fault ${parsed.kind} applies to converse only`);
    }
    this.queues[operation].push({ fault: parsed, remaining: times, match });
  }

  clear(): void {
    this.queues.converse.length = 0;
    this.queues.applyGuardrail.length = 0;
  }

  /** Takes one use of the oldest pending fault of `operation` that applies to a call with this body. */
  next(operation: BedrockOperation, body = ''): BedrockFault | undefined {
    const queue = this.queues[operation];
    const matches = (match: string | string[]) => (typeof match === 'string' ? [match] : match).every((text) => body.includes(text));
    const index = queue.findIndex((entry) => entry.match === undefined || matches(entry.match));
    const entry = queue[index];
    if (!entry) return undefined;
    if (--entry.remaining === 0) queue.splice(index, 1);
    return entry.fault;
  }
}

/** A running Bedrock stand-in: its endpoint, the fault queue tests script, and what it received. */
export interface BedrockLocal {
  endpoint: string;
  port: number;
  faults: FaultQueue;
  /** ApplyGuardrail and Converse calls received, oldest first, the last 1000 (clear with `requests.length = 0`). */
  requests: RecordedRequest[];
  stop: () => Promise<void>;
}

/** The subset of node:http and node:http2 (compatibility API) requests and responses used here. */
interface Req extends AsyncIterable<Buffer> {
  method?: string;
  url?: string;
}
interface Res {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(): unknown;
  end(body: string): unknown;
  once(event: 'close', listener: () => void): unknown;
}

const textUnits = (chars: number) => Math.ceil(chars / 1000);
const tokens = (text: string) => Math.ceil(text.length / 4);

function assessmentOf(decision: GuardrailDecision, texts: string[], latencyMs: number) {
  const chars = texts.reduce((n, t) => n + t.length, 0);
  // A local guardrail has denied topics and content filters: those two policies are billed.
  const usage = {
    topicPolicyUnits: textUnits(chars),
    contentPolicyUnits: textUnits(chars),
    wordPolicyUnits: 0,
    sensitiveInformationPolicyUnits: 0,
    sensitiveInformationPolicyFreeUnits: 0,
    contextualGroundingPolicyUnits: 0,
  };
  const coverage = { textCharacters: { guarded: chars, total: chars } };
  const hit = decision.action === 'GUARDRAIL_INTERVENED' ? decision : { topics: [], filters: [] };
  return {
    usage,
    coverage,
    assessment: {
      ...(hit.topics?.length || decision.detectedTopics?.length
        ? {
            topicPolicy: {
              topics: [
                ...(hit.topics ?? []).map((name) => ({ name, type: 'DENY', action: 'BLOCKED', detected: true })),
                ...(decision.detectedTopics ?? []).map((name) => ({ name, type: 'DENY', action: 'NONE', detected: true })),
              ],
            },
          }
        : {}),
      ...(hit.filters?.length
        ? {
            contentPolicy: {
              filters: hit.filters.map((f) => ({
                type: f.type,
                confidence: f.confidence ?? 'HIGH',
                filterStrength: 'HIGH',
                action: 'BLOCKED',
                detected: true,
              })),
            },
          }
        : {}),
      invocationMetrics: { guardrailProcessingLatency: latencyMs, usage, guardrailCoverage: coverage },
    },
  };
}

/** Texts a Converse guardrail evaluates: `guardContent` blocks if any, else the user messages' text (tool results are not evaluated). */
function guardedInput(request: ParsedConverseRequest): string[] {
  const guardContent = [...(request.system ?? []), ...request.messages.flatMap((m) => m.content ?? [])]
    .map((block) => block.guardContent?.text?.text)
    .filter((text): text is string => typeof text === 'string');
  if (guardContent.length) return guardContent;
  return request.messages
    .filter((m) => m.role === 'user')
    .flatMap((m) => (m.content ?? []).flatMap((block) => (typeof block.text === 'string' ? [block.text] : [])));
}

async function readJson(req: Req): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw validation('Malformed input request, please reformat your input and try again.');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Starts the Bedrock Runtime stand-in on 127.0.0.1. It speaks HTTP/1.1 and cleartext HTTP/2 on
 * the same port: the Bedrock Runtime client's default request handler is `NodeHttp2Handler`, which
 * sends the HTTP/2 preface straight away to an `http://` endpoint, while curl, `fetch` and a
 * `NodeHttpHandler` speak HTTP/1.1.
 */
export async function startBedrockLocal(options: BedrockLocalOptions = {}): Promise<BedrockLocal> {
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  const guardrail = options.guardrail ?? (() => ({ action: 'NONE' }) as const);
  const blocked = { INPUT: options.blockedMessages?.input ?? defaultBlocked, OUTPUT: options.blockedMessages?.output ?? defaultBlocked };
  const stopping = new AbortController();

  const record = (request: RecordedRequest) => {
    requests.push(request);
    if (requests.length > maxRecorded) requests.splice(0, requests.length - maxRecorded);
  };
  // Responses whose client went away (a client-side timeout) or that the stop cut off.
  const gone = new WeakSet<Res>();
  const send = (res: Res, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    if (gone.has(res) || stopping.signal.aborted) return;
    res.writeHead(status, { 'x-amzn-requestid': randomUUID(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
    if (body === undefined) res.end();
    else res.end(JSON.stringify(body));
  };
  // The SDK finds the error class by `x-amzn-errortype` and reads `message` from the JSON body.
  const sendError = (res: Res, error: BedrockLocalError) => send(res, error.status, { message: error.message }, { 'x-amzn-errortype': error.errorType });

  /** Waits `ms`, ending early when the client goes away or the stand-in stops. */
  const sleep = (ms: number, res: Res) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      res.once('close', done);
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  const faultError = (fault: BedrockFault): BedrockLocalError | undefined => {
    if (fault.kind === 'throttle')
      return new BedrockLocalError('ThrottlingException', 429, fault.message ?? 'Too many requests, please wait before trying again.');
    if (fault.kind === 'error')
      return new BedrockLocalError(
        fault.errorType,
        fault.status ?? errorStatus[fault.errorType] ?? 400,
        fault.message ?? `${fault.errorType} (injected fault)`,
      );
    return undefined;
  };

  /** The fault for this call once delays have run; errors are thrown as the answer. */
  const takeFault = async (operation: BedrockOperation, res: Res, body: unknown): Promise<BedrockFault | undefined> => {
    const fault = faults.next(operation, JSON.stringify(body));
    if (!fault) return undefined;
    const error = faultError(fault);
    if (error) throw error;
    if (fault.kind === 'delay') {
      await sleep(fault.ms, res);
      return undefined;
    }
    return fault;
  };

  /** The decision an `intervene` fault forces (on Converse, only on the side it names). */
  const interventionOf = (fault: BedrockFault | undefined, side?: GuardrailSource): GuardrailDecision | undefined =>
    fault?.kind === 'intervene' && (!side || (fault.source ?? 'INPUT') === side)
      ? { action: 'GUARDRAIL_INTERVENED', topics: fault.topics, filters: fault.filters }
      : undefined;

  const applyGuardrail = async (params: { guardrailIdentifier: string; guardrailVersion: string }, body: unknown, res: Res) => {
    const started = Date.now();
    if (!isObject(body)) throw validation('Malformed input request, please reformat your input and try again.');
    const { source, content, outputScope } = body;
    if (source !== 'INPUT' && source !== 'OUTPUT') {
      throw validation(
        `1 validation error detected: Value '${String(source)}' at 'source' failed to satisfy constraint: Member must satisfy enum value set: [INPUT, OUTPUT]`,
      );
    }
    if (!Array.isArray(content) || content.length === 0)
      throw validation(
        "1 validation error detected: Value at 'content' failed to satisfy constraint: Member must not be null and must have length greater than or equal to 1",
      );
    if (outputScope !== undefined && outputScope !== 'INTERVENTIONS' && outputScope !== 'FULL') {
      throw validation(
        `1 validation error detected: Value '${JSON.stringify(outputScope)}' at 'outputScope' failed to satisfy constraint: Member must satisfy enum value set: [INTERVENTIONS, FULL]`,
      );
    }
    const fault = await takeFault('applyGuardrail', res, body);
    // Text qualified only as grounding source or query feeds contextual grounding, not the other policies.
    const texts = (content as ({ text?: { text?: unknown; qualifiers?: string[] } } | null)[]).flatMap((block) => {
      const text = block?.text;
      return typeof text?.text === 'string' && (!text.qualifiers?.length || text.qualifiers.includes('guard_content')) ? [text.text] : [];
    });
    const decision = interventionOf(fault) ?? (await guardrail({ ...params, source, texts }));
    const { usage, coverage, assessment } = assessmentOf(decision, texts, Date.now() - started);
    const intervened = decision.action === 'GUARDRAIL_INTERVENED';
    send(res, 200, {
      usage,
      action: decision.action,
      actionReason: intervened ? 'Guardrail blocked.' : 'No action.',
      outputs: intervened ? [{ text: decision.outputText ?? blocked[source] }] : [],
      assessments: [assessment],
      guardrailCoverage: coverage,
    });
  };

  const converse = async (modelId: string, body: unknown, res: Res) => {
    const started = Date.now();
    if (!isObject(body)) throw validation('Malformed input request, please reformat your input and try again.');
    const { messages, system, toolConfig, inferenceConfig, guardrailConfig, additionalModelRequestFields } = body as Partial<ParsedConverseRequest>;
    if (!Array.isArray(messages) || messages[0]?.role !== 'user')
      throw validation('A conversation must start with a user message. Try again with a conversation that starts with a user message.');
    const request: ParsedConverseRequest = { modelId, messages, system, toolConfig, inferenceConfig, guardrailConfig, additionalModelRequestFields, body };
    const fault = await takeFault('converse', res, body);
    const guard = guardrailConfig?.guardrailIdentifier
      ? { guardrailIdentifier: guardrailConfig.guardrailIdentifier, guardrailVersion: guardrailConfig.guardrailVersion ?? 'DRAFT' }
      : undefined;
    if (fault?.kind === 'intervene' && !guard) throw validation('bedrock-local: an intervene fault needs a Converse request with guardrailConfig');
    const traced = guardrailConfig?.trace === 'enabled' || guardrailConfig?.trace === 'enabled_full';
    const inputTexts = guardedInput(request);
    const promptTokens = tokens(JSON.stringify({ system, messages }));
    const respond = (content: unknown[], stopReason: string, usage: { inputTokens: number; outputTokens: number }, trace?: unknown) =>
      send(res, 200, {
        output: { message: { role: 'assistant', content } },
        stopReason,
        usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
        metrics: { latencyMs: Date.now() - started },
        ...(traced && trace ? { trace } : {}),
      });

    // As in Bedrock: the input is checked before the model runs, and a block means no model call.
    let inputAssessment: Record<string, unknown> | undefined;
    if (guard) {
      const checkStarted = Date.now();
      const decision = interventionOf(fault, 'INPUT') ?? (await guardrail({ ...guard, source: 'INPUT', texts: inputTexts }));
      inputAssessment = { [guard.guardrailIdentifier]: assessmentOf(decision, inputTexts, Date.now() - checkStarted).assessment };
      if (decision.action === 'GUARDRAIL_INTERVENED') {
        return respond(
          [{ text: decision.outputText ?? blocked.INPUT }],
          'guardrail_intervened',
          { inputTokens: 0, outputTokens: 0 },
          {
            guardrail: { inputAssessment, actionReason: 'Guardrail blocked.' },
          },
        );
      }
    }

    const toolName = toolConfig?.toolChoice?.tool?.name ?? toolConfig?.tools?.find((t) => t.toolSpec)?.toolSpec?.name;
    let reply: ConverseReply;
    if (fault?.kind === 'malformed-tool-input') {
      if (!toolName) throw validation('bedrock-local: a malformed-tool-input fault needs a Converse request with toolConfig');
      reply = { toolUse: { name: fault.tool ?? toolName, input: fault.input } };
    } else if (fault?.kind === 'text-only') {
      reply = { text: fault.text };
    } else if (options.converse) {
      reply = await options.converse(request);
    } else {
      throw validation(`bedrock-local: no local model is configured for ${modelId} (start the stand-in with a converse hook)`);
    }
    const content =
      'toolUse' in reply
        ? [{ toolUse: { toolUseId: `tooluse_${randomUUID().replaceAll('-', '')}`, name: reply.toolUse.name, input: reply.toolUse.input } }]
        : [{ text: reply.text }];
    const modelText = 'toolUse' in reply ? JSON.stringify(reply.toolUse.input) : reply.text;
    const usage = { inputTokens: reply.inputTokens ?? promptTokens, outputTokens: reply.outputTokens ?? tokens(modelText) };
    const stopReason = 'toolUse' in reply ? 'tool_use' : (reply.stopReason ?? 'end_turn');

    if (!guard) return respond(content, stopReason, usage);
    // Bedrock guards the model's text; tool call arguments are not evaluated.
    const outputTexts = 'text' in reply ? [reply.text] : [];
    const checkStarted = Date.now();
    const decision =
      interventionOf(fault, 'OUTPUT') ??
      (outputTexts.length ? await guardrail({ ...guard, source: 'OUTPUT', texts: outputTexts }) : { action: 'NONE' as const });
    const outputAssessments = { [guard.guardrailIdentifier]: [assessmentOf(decision, outputTexts, Date.now() - checkStarted).assessment] };
    if (decision.action === 'GUARDRAIL_INTERVENED') {
      return respond([{ text: decision.outputText ?? blocked.OUTPUT }], 'guardrail_intervened', usage, {
        guardrail: { modelOutput: [modelText], inputAssessment, outputAssessments, actionReason: 'Guardrail blocked.' },
      });
    }
    return respond(content, stopReason, usage, { guardrail: { inputAssessment, outputAssessments } });
  };

  /** Test controls under /_local/; false when no such control. */
  const localControl = async (method: string, path: string, body: () => Promise<unknown>, res: Res): Promise<boolean> => {
    if (path === '/_local/faults' && method === 'POST') {
      const parsed = faultRequest.safeParse(await body());
      if (!parsed.success) throw validation(`bedrock-local: invalid fault: ${z.prettifyError(parsed.error)}`);
      try {
        faults.enqueue(parsed.data.operation, parsed.data.fault, parsed.data.times, parsed.data.match);
      } catch (error) {
        throw validation(`bedrock-local: ${(error as Error).message}`);
      }
    } else if (path === '/_local/faults' && method === 'DELETE') {
      faults.clear();
    } else if (path === '/_local/requests' && method === 'GET') {
      send(res, 200, requests);
      return true;
    } else if (path === '/_local/requests' && method === 'DELETE') {
      requests.length = 0;
    } else {
      return false;
    }
    send(res, 204);
    return true;
  };

  const handle = async (req: Req, res: Res) => {
    res.once('close', () => gone.add(res));
    try {
      const method = req.method ?? 'GET';
      const path = requestTarget(req.url).pathname;
      // Path labels arrive percent-encoded (a model ARN's `/` and `:` included).
      const converseMatch = method === 'POST' ? /^\/model\/([^/]+)\/converse$/.exec(path) : null;
      const guardrailMatch = method === 'POST' ? /^\/guardrail\/([^/]+)\/version\/([^/]+)\/apply$/.exec(path) : null;
      if (converseMatch) {
        const modelId = decodeURIComponent(converseMatch[1]!);
        const recorded = { operation: 'converse' as const, modelId, body: null as unknown };
        record(recorded);
        recorded.body = await readJson(req);
        return await converse(modelId, recorded.body, res);
      }
      if (guardrailMatch) {
        const params = { guardrailIdentifier: decodeURIComponent(guardrailMatch[1]!), guardrailVersion: decodeURIComponent(guardrailMatch[2]!) };
        const recorded = { operation: 'applyGuardrail' as const, ...params, body: null as unknown };
        record(recorded);
        recorded.body = await readJson(req);
        return await applyGuardrail(params, recorded.body, res);
      }
      if (path.startsWith('/_local/') && (await localControl(method, path, () => readJson(req), res))) return;
      sendError(res, new BedrockLocalError('UnknownOperationException', 404, `Unknown operation ${method} ${path}`));
    } catch (error) {
      sendError(
        res,
        error instanceof BedrockLocalError ? error : new BedrockLocalError('InternalServerException', 500, `bedrock-local: ${(error as Error).message}`),
      );
    }
  };

  const http1 = createHttp1Server((req, res) => void handle(req, res));
  const http2 = createHttp2Server((req, res) => void handle(req, res));
  const sockets = new Set<Socket>();
  // One port for both protocols: look at the first bytes, then hand the socket to the right server.
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let head = Buffer.alloc(0);
    const sniff = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      if (head.length < 3) return;
      socket.off('data', sniff);
      socket.pause();
      socket.unshift(head);
      // HTTP/2 with prior knowledge starts with the preface `PRI * HTTP/2.0`; no HTTP/1 method does.
      const isHttp2 = head.subarray(0, 3).toString('latin1') === 'PRI';
      (isHttp2 ? http2 : http1).emit('connection', socket);
      // node:http reads the socket's handle directly: the unshifted bytes reach it only as a `data` event.
      if (!isHttp2) socket.resume();
    };
    socket.on('data', sniff);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    faults,
    requests,
    stop: async () => {
      stopping.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
