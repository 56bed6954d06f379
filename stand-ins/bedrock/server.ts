/**
 * The protocol: Bedrock Runtime's `Converse` and `ApplyGuardrail` over the REST-JSON wire format the
 * AWS SDK sends and parses (errors as `x-amzn-errortype` and `{ message }`, so the SDK raises its own
 * classes), HTTP/1.1 and cleartext HTTP/2 on one port, scripted faults and the call record.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer as createHttp1Server } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import * as z from 'zod/mini';
import { policyCategories, sensitiveAspectIds } from '../../lib/personalities/categories';
import prompt from '../../lib/personalities/prompt/system.json' with { type: 'json' };
import { BedrockError, checkApplyGuardrail, checkConverse, checkGuardrail, errorStatus, invalid, isObject, modelOf } from './rules';
import { filterOf, modelErrors, stopReasons, triggersOf, type Triggers } from './triggers';
import { propose, refine, type ModelInput } from './writer';

export type BedrockOperation = 'converse' | 'applyGuardrail';

const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('throttle'), message: z.optional(z.string()) }),
  z.object({
    kind: z.literal('error'),
    errorType: z.string().check(z.minLength(1)),
    status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
    message: z.optional(z.string()),
  }),
  z.object({ kind: z.literal('delay'), ms: z.number().check(z.int(), z.gte(0)) }),
  // Converse: the model's answer, scripted (any tool input, hostile or malformed, under any tool name; text; a stop reason).
  z.object({
    kind: z.literal('answer'),
    input: z.optional(z.unknown()),
    tool: z.optional(z.string()),
    text: z.optional(z.string()),
    stopReason: z.optional(z.enum(stopReasons)),
  }),
  // ApplyGuardrail: the verdict, scripted (blocked topics, blocking content filters, detect-only topics found).
  z.object({
    kind: z.literal('verdict'),
    blocked: z.optional(z.array(z.string())),
    filters: z.optional(z.array(z.object({ type: z.string(), confidence: z.optional(z.enum(['LOW', 'MEDIUM', 'HIGH'])) }))),
    detected: z.optional(z.array(z.string())),
  }),
]);
export type BedrockFault = z.infer<typeof faultSchema>;
const faultRequest = z.object({
  operation: z.enum(['converse', 'applyGuardrail']),
  fault: faultSchema,
  times: z._default(z.number().check(z.int(), z.gte(1)), 1),
  // Only calls whose request body contains this text (every one of these texts) take the fault.
  match: z.optional(z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))])),
});
export type FaultRequest = z.input<typeof faultRequest>;

export type RecordedRequest =
  | { operation: 'converse'; modelId: string; body: unknown }
  | { operation: 'applyGuardrail'; guardrailIdentifier: string; guardrailVersion: string; body: unknown };

/** How the stand-in runs: the models the stage can call and the guardrail it applies. */
export interface BedrockStandInOptions {
  /** 0 (default) picks a free port; always 127.0.0.1. */
  port?: number;
  models: readonly string[];
  guardrail: { id: string; version: string };
}

/** A running stand-in: its endpoint, the faults tests script and the calls it received. */
export interface BedrockStandIn {
  endpoint: string;
  port: number;
  /** Queues a fault (as `POST /_local/faults` does). */
  fault: (request: FaultRequest) => void;
  /** The last 1,000 calls, oldest first (`GET /_local/requests`). */
  requests: RecordedRequest[];
  stop: () => Promise<void>;
}

/** The console's default blocked messaging. */
const blockedMessage = 'Sorry, the model cannot answer this question.';
const maxRecorded = 1000;
const units = (texts: readonly string[]) => texts.reduce((n, text) => n + Math.ceil(text.length / 1000), 0);
const tokens = (value: unknown) => Math.ceil(JSON.stringify(value ?? '').length / 4);
const inputPattern = new RegExp(`<${prompt.input_tag}>([\\s\\S]*)</${prompt.input_tag}>`);
const modelInput = z.object({
  description: z.string(),
  vocabulary: z.array(z.object({ id: z.string(), label: z.string() })),
  previous_proposal: z.optional(z.record(z.string(), z.unknown())),
  instructions: z.optional(z.string()),
});

/** The guardrail's assessment of texts: the topics and filters of the stage's guardrail (infra/constructs/guardrail.ts). */
function assessment(source: 'INPUT' | 'OUTPUT', texts: string[], full: boolean, scripted?: Extract<BedrockFault, { kind: 'verdict' }>) {
  const triggers = triggersOf(...texts);
  const blocked = new Set(scripted ? (scripted.blocked ?? []) : triggers.refuse.filter((c) => (policyCategories as readonly string[]).includes(c)));
  const detected = new Set<string>(scripted ? (scripted.detected ?? []) : triggers.aspects);
  const firing = new Map(
    scripted
      ? (scripted.filters ?? []).map((f) => [f.type, f.confidence ?? 'HIGH'])
      : triggers.refuse.flatMap((c) => (c in filterOf ? [[filterOf[c as keyof typeof filterOf], 'HIGH']] : [])),
  );
  // The prompt-attack filter reads input only (Bedrock requires NONE on output).
  if (source === 'OUTPUT') firing.delete('PROMPT_ATTACK');
  const topicNames = [...new Set([...policyCategories, ...sensitiveAspectIds, ...blocked, ...detected])];
  const topics = topicNames
    .map((name) => ({ name, type: 'DENY', action: blocked.has(name) ? 'BLOCKED' : 'NONE', detected: blocked.has(name) || detected.has(name) }))
    .filter((t) => full || t.detected);
  const filterTypes = [...new Set([...Object.values(filterOf), 'HATE', 'INSULTS', 'VIOLENCE', ...firing.keys()])];
  const filters = filterTypes
    .map((type) => ({
      type,
      confidence: firing.get(type) ?? 'NONE',
      filterStrength: 'HIGH',
      action: firing.has(type) ? 'BLOCKED' : 'NONE',
      detected: firing.has(type),
    }))
    .filter((f) => full || f.detected);
  const intervened = blocked.size > 0 || firing.size > 0;
  // Text units: each content block counts apart, 1 per 1,000 characters rounded up (Amazon Bedrock pricing).
  const usage = {
    topicPolicyUnits: units(texts),
    contentPolicyUnits: units(texts),
    wordPolicyUnits: 0,
    sensitiveInformationPolicyUnits: 0,
    sensitiveInformationPolicyFreeUnits: 0,
    contextualGroundingPolicyUnits: 0,
  };
  const chars = texts.reduce((n, t) => n + t.length, 0);
  const coverage = { textCharacters: { guarded: chars, total: chars } };
  return {
    intervened,
    usage,
    coverage,
    assessment: {
      ...(topics.length ? { topicPolicy: { topics } } : {}),
      ...(filters.length ? { contentPolicy: { filters } } : {}),
      invocationMetrics: { guardrailProcessingLatency: 1, usage, guardrailCoverage: coverage },
    },
  };
}

/** What the model reads from the service's request: its input (inside the prompt's input tag), and its triggers. */
function readRequest(messages: { role: string; content: { text?: unknown }[] }[]): { input?: ModelInput; triggers: Triggers } {
  const text = messages
    .filter((m) => m.role === 'user')
    .flatMap((m) => m.content.map((block) => (typeof block.text === 'string' ? block.text : '')))
    .join('\n');
  const raw = inputPattern.exec(text)?.[1];
  let parsed: ReturnType<typeof modelInput.safeParse> | undefined;
  try {
    parsed = raw === undefined ? undefined : modelInput.safeParse(JSON.parse(raw));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) return { triggers: triggersOf(text) };
  const input = parsed.data as ModelInput;
  return { input, triggers: triggersOf(input.description, input.instructions ?? '') };
}

/** Starts the stand-in on 127.0.0.1 (README.md). */
export async function startBedrockStandIn(options: BedrockStandInOptions): Promise<BedrockStandIn> {
  const pending: { operation: BedrockOperation; fault: BedrockFault; remaining: number; match: string[] }[] = [];
  const requests: RecordedRequest[] = [];
  const stopping = new AbortController();
  const fault = (request: FaultRequest) => {
    const { operation, fault, times, match } = faultRequest.parse(request);
    if ((fault.kind === 'answer' && operation !== 'converse') || (fault.kind === 'verdict' && operation !== 'applyGuardrail'))
      throw invalid(`bedrock stand-in: a ${fault.kind} fault applies to ${fault.kind === 'answer' ? 'converse' : 'applyGuardrail'} only`);
    pending.push({ operation, fault, remaining: times, match: match === undefined ? [] : [match].flat() });
  };
  /** Takes one use of the oldest pending fault of `operation` for a call with this body; waits out a delay, throws an error. */
  const takeFault = async (operation: BedrockOperation, body: string, closed: AbortSignal) => {
    const index = pending.findIndex((p) => p.operation === operation && p.match.every((m) => body.includes(m)));
    const entry = pending[index];
    if (!entry) return undefined;
    if (--entry.remaining === 0) pending.splice(index, 1);
    const { fault } = entry;
    if (fault.kind === 'throttle') throw new BedrockError('ThrottlingException', 429, fault.message ?? 'Too many requests, please wait before trying again.');
    if (fault.kind === 'error')
      throw new BedrockError(fault.errorType, fault.status ?? errorStatus[fault.errorType] ?? 400, fault.message ?? `${fault.errorType} (scripted fault)`);
    if (fault.kind === 'delay') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fault.ms);
        AbortSignal.any([closed, stopping.signal]).addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      return undefined;
    }
    return fault;
  };

  const applyGuardrail = async (identifier: string, version: string, body: Record<string, unknown>, closed: AbortSignal) => {
    checkGuardrail(identifier, version, options.guardrail);
    const { source, texts, full } = checkApplyGuardrail(body);
    const scripted = await takeFault('applyGuardrail', JSON.stringify(body), closed);
    const verdict = assessment(source, texts, full, scripted?.kind === 'verdict' ? scripted : undefined);
    return {
      usage: verdict.usage,
      action: verdict.intervened ? 'GUARDRAIL_INTERVENED' : 'NONE',
      actionReason: verdict.intervened ? 'Guardrail blocked.' : 'No action.',
      outputs: verdict.intervened ? [{ text: blockedMessage }] : [],
      assessments: [verdict.assessment],
      guardrailCoverage: verdict.coverage,
    };
  };

  const converse = async (modelId: string, body: Record<string, unknown>, closed: AbortSignal) => {
    const tools = checkConverse(body, modelOf(modelId, options.models), options.guardrail);
    const scripted = await takeFault('converse', JSON.stringify(body), closed);
    const { input, triggers } = readRequest(body.messages as never);
    const respond = (content: unknown[], stopReason: string) => {
      const usage = { inputTokens: tokens([body.system, body.messages, body.toolConfig]), outputTokens: tokens(content) };
      return {
        output: { message: { role: 'assistant', content } },
        stopReason,
        usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
        metrics: { latencyMs: 1 },
      };
    };
    // As in Bedrock: with a guardrail attached, the input is checked first and a block means no model call.
    if (isObject(body.guardrailConfig) && triggers.refuse.length > 0) return respond([{ text: blockedMessage }], 'guardrail_intervened');
    if (triggers.error) {
      const errorType = modelErrors[triggers.error];
      throw new BedrockError(errorType, errorStatus[errorType]!, `${errorType} (bedrock-test:error:${triggers.error})`);
    }
    const tool = tools.forced ?? tools.names[0];
    // Nova reasons in a text block before a tool call unless toolChoice forces one ("Invoking a tool").
    const thinking = triggers.thinking || tools.auto ? [{ text: '<thinking>The local Bedrock stand-in answers with its mechanical proposal.</thinking>' }] : [];
    const toolUse = (name: string, toolInput: unknown) => ({
      toolUse: { toolUseId: `tooluse_${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}`, name, input: toolInput },
    });
    if (scripted?.kind === 'answer') {
      const content = [
        ...(scripted.text !== undefined ? [{ text: scripted.text }] : []),
        ...(scripted.input !== undefined ? [toolUse(scripted.tool ?? tool ?? 'tool', scripted.input)] : []),
      ];
      return respond(content, scripted.stopReason ?? (scripted.input !== undefined ? 'tool_use' : 'end_turn'));
    }
    if (triggers.stop && triggers.stop !== 'tool_use') {
      const said = triggers.stop === 'guardrail_intervened' ? blockedMessage : `The local Bedrock stand-in stopped here (bedrock-test:stop:${triggers.stop}).`;
      return respond([{ text: said }], triggers.stop);
    }
    if (!input || !tool)
      return respond([{ text: 'The local Bedrock stand-in answers only requests shaped as the service’s Bedrock engine sends them.' }], 'end_turn');
    const written = input.previous_proposal && input.instructions !== undefined ? refine(input as never, triggers) : propose(input, triggers);
    return respond([...thinking, toolUse(tool, written)], 'tool_use');
  };

  interface Req extends AsyncIterable<Buffer> {
    method?: string;
    url?: string;
  }
  interface Res {
    writeHead(status: number, headers: Record<string, string>): unknown;
    end(body?: string): unknown;
    once(event: 'close', listener: () => void): unknown;
  }
  // node:http and node:http2's compatibility API share what is used here.
  const serve = (req: Req, res: unknown) => void handle(req, res as Res);
  const handle = async (req: Req, res: Res) => {
    const closed = new AbortController();
    res.once('close', () => closed.abort());
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      if (closed.signal.aborted || stopping.signal.aborted) return;
      res.writeHead(status, { 'x-amzn-requestid': randomUUID(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk);
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        throw invalid('Malformed input request, please reformat your input and try again.');
      }
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      // Path labels arrive percent-encoded (a model ARN's `/` and `:` included).
      const converseCall = method === 'POST' ? /^\/model\/([^/]+)\/converse$/.exec(path) : null;
      const guardrailCall = method === 'POST' ? /^\/guardrail\/([^/]*)\/version\/([^/]*)\/apply$/.exec(path) : null;
      if ((converseCall || guardrailCall) && !isObject(body)) throw invalid('Malformed input request, please reformat your input and try again.');
      const record = (request: RecordedRequest) => {
        if (requests.push(request) > maxRecorded) requests.splice(0, requests.length - maxRecorded);
      };
      if (converseCall) {
        const modelId = decodeURIComponent(converseCall[1]!);
        record({ operation: 'converse', modelId, body });
        return send(200, await converse(modelId, body as Record<string, unknown>, closed.signal));
      }
      if (guardrailCall) {
        const [identifier, version] = [decodeURIComponent(guardrailCall[1]!), decodeURIComponent(guardrailCall[2]!)];
        record({ operation: 'applyGuardrail', guardrailIdentifier: identifier, guardrailVersion: version, body });
        return send(200, await applyGuardrail(identifier, version, body as Record<string, unknown>, closed.signal));
      }
      // Test controls.
      if (path === '/_local/faults' && method === 'POST') {
        const parsed = faultRequest.safeParse(body);
        if (!parsed.success) throw invalid(`bedrock stand-in: invalid fault: ${z.prettifyError(parsed.error)}`);
        fault(parsed.data);
        return send(204);
      }
      if (path === '/_local/requests' && method === 'GET') return send(200, requests);
      if (method === 'DELETE' && (path === '/_local/faults' || path === '/_local/requests')) {
        (path === '/_local/faults' ? pending : requests).length = 0;
        return send(204);
      }
      throw new BedrockError('UnknownOperationException', 404, `Unknown operation ${method} ${path}`);
    } catch (error) {
      const known = error instanceof BedrockError ? error : new BedrockError('InternalServerException', 500, `bedrock stand-in: ${(error as Error).message}`);
      send(known.status, { message: known.message }, { 'x-amzn-errortype': known.errorType });
    }
  };

  // One port for both protocols: the SDK's default Bedrock Runtime handler speaks HTTP/2 with prior
  // knowledge to an http:// endpoint (its preface starts `PRI`); curl, fetch and NodeHttpHandler speak HTTP/1.1.
  const http1 = createHttp1Server(serve);
  const http2 = createHttp2Server(serve);
  const sockets = new Set<Socket>();
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
    fault,
    requests,
    stop: async () => {
      stopping.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
