/** A JSON schema as the OpenAPI document carries it (only what the fuzzer reads). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Parameter = { name: string; in: 'query' | 'path' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };

/** One operation of the document: what the fuzzer can send to it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, `{name}` for path parameters. */
  path: string;
  query: Parameter[];
  pathParams: Parameter[];
  /** The body's schema and the content types it accepts, for operations that take one. */
  body: { schema: JsonSchema; contentTypes: string[] } | null;
  /** Back-office operations: walked as staff too. */
  staffOnly: boolean;
};

type Document = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the OpenAPI document lists, whoever added it. */
export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const [first] = Object.values(content);
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        body: first ? { schema: first.schema ?? {}, contentTypes: Object.keys(content) } : null,
        staffOnly: path.includes('/admin/'),
      });
    }
  }
  return operations;
}
