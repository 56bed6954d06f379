import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The contract test: every response the end-to-end tests see is checked against the committed
 * OpenAPI document (status documented for the operation, required headers present and well
 * formed, body of the documented media type and schema). It reads `openapi.json`, not the code,
 * so a handler that drifts from the published document fails here.
 */
const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApi;

interface HeaderObject {
  required?: boolean;
  schema?: Record<string, unknown>;
  $ref?: string;
}
interface ResponseObject {
  headers?: Record<string, HeaderObject>;
  content?: Record<string, { schema: Record<string, unknown> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { headers: Record<string, HeaderObject> };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi.json');

const validators = new Map<string, ValidateFunction>();
function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    // Refs in the document are local (`#/components/...`): resolve them against the document.
    const ref = typeof schema.$ref === 'string' ? `openapi.json${schema.$ref}` : undefined;
    validate = ref ? ajv.getSchema(ref)! : ajv.compile({ ...schema, $id: `inline-${validators.size}` });
    validators.set(key, validate);
  }
  return validate;
}

// Literal templates win over parameterised ones, as in the router.
const templates = Object.keys(document.paths)
  .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`), params: (template.match(/\{/g) ?? []).length }))
  .sort((a, b) => a.params - b.params);

const problemResponse: ResponseObject = {
  headers: Object.fromEntries(
    Object.entries(document.components.headers)
      .filter(([name, h]) => h.required && name !== 'Retry-After')
      .map(([name]) => [name, { $ref: `#/components/headers/${name}` }]),
  ),
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

const resolveHeader = (header: HeaderObject): HeaderObject => (header.$ref ? document.components.headers[header.$ref.split('/').pop()!]! : header);

function headerViolations(expected: ResponseObject, headers: Headers): string[] {
  const violations: string[] = [];
  for (const [name, reference] of Object.entries(expected.headers ?? {})) {
    const header = resolveHeader(reference);
    const value = headers.get(name);
    if (value === null) {
      if (header.required) violations.push(`header ${name} is missing`);
      continue;
    }
    const numeric = header.schema?.type === 'integer' || header.schema?.type === 'number';
    const validate = header.schema && validatorFor(header.schema);
    if (validate && !validate(numeric ? Number(value) : value)) violations.push(`header ${name}: ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`);
  }
  return violations;
}

function bodyViolations(expected: ResponseObject, headers: Headers, text: string): string[] {
  if (!expected.content) return text === '' ? [] : ['a body where the document has none'];
  const mediaType = (headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = expected.content[mediaType];
  if (!media) return [`content type ${mediaType || '(none)'}, documented ${Object.keys(expected.content).join(', ')}`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['a body that is not JSON'];
  }
  const validate = validatorFor(media.schema);
  return validate(body) ? [] : [`body: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`];
}

/** What in this response disagrees with the OpenAPI document (empty when it conforms). */
export function contractViolations(method: string, url: string, status: number, headers: Headers, text: string): string[] {
  const path = new URL(url).pathname;
  const template = templates.find((t) => t.pattern.test(path))?.template;
  // HEAD is GET without the body (the gateway routes it to the GET's function): the GET's responses, headers only.
  const operation = template ? document.paths[template]?.[method === 'HEAD' ? 'get' : method.toLowerCase()] : undefined;
  // Unknown routes and methods are answered by the catch-all route: a problem with the spine headers.
  const expected = operation ? (operation.responses[String(status)] ?? operation.responses.default) : status >= 400 ? problemResponse : undefined;
  if (!expected) return [`status ${status} is not documented for ${method} ${path}`];
  if (method === 'HEAD') return headerViolations(expected, headers);
  return [...headerViolations(expected, headers), ...bodyViolations(expected, headers, text)];
}

/** Throws when a response disagrees with the OpenAPI document. */
export function assertConformsToContract(method: string, url: string, status: number, headers: Headers, text: string): void {
  const violations = contractViolations(method, url, status, headers, text);
  if (violations.length > 0)
    throw new Error(`${method} ${new URL(url).pathname} → ${status} breaks the OpenAPI document:\n  ${violations.join('\n  ')}\n  ${text.slice(0, 500)}`);
}
