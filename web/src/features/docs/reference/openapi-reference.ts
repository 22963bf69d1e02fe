// Reads the public calls out of the OpenAPI document the server serves: operations marked
// `x-public-api: true`, their parameters, request body fields and responses, with $refs
// resolved, in the reader's language (the contract's texts are English, each with a Spanish
// `x-description-es` / `x-summary-es`; `make test` checks that none is missing). Pure functions,
// so the reference view stays a thin renderer.
import type { Language } from '@/i18n/languages';

import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from '../api/openapi';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
export type HttpMethod = (typeof METHODS)[number];

export type PublicOperation = {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
};

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Limits and allowed values ("≤ 2000 characters", "1–50 items"). */
  constraints: string[];
};

export type ParameterRow = FieldRow & { location: string };

export type ResponseRow = {
  status: string;
  description: string;
  /** The schema's name or type, e.g. ErrorBody, or the envelope's data type. */
  type: string | null;
  /** Fields of the success envelope's `data`, one level deep. */
  fields: FieldRow[];
};

/** A description in `language`: the Spanish version when there is one, else the English. */
export function describedIn(
  node: { description?: string; 'x-description-es'?: string },
  language: Language,
): string {
  const text =
    language === 'es' ? (node['x-description-es'] ?? node.description) : node.description;
  return (text ?? '').trim();
}

/** An operation's summary in `language`. */
export function summaryIn(operation: OpenApiOperation, language: Language): string {
  const text =
    language === 'es' ? (operation['x-summary-es'] ?? operation.summary) : operation.summary;
  return (text ?? '').trim();
}

function isOperation(value: unknown): value is OpenApiOperation {
  return typeof value === 'object' && value !== null && 'responses' in value;
}

/** Operations marked x-public-api, in the document's order. */
export function publicOperations(doc: OpenApiDocument): PublicOperation[] {
  const found: PublicOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (isOperation(operation) && operation['x-public-api'] === true) {
        found.push({ method, path, operation });
      }
    }
  }
  return found;
}

/** The last segment of a local $ref (`#/components/schemas/Post` → Post). */
export function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function lookup<T>(doc: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node as T | undefined;
}

/** Follows $refs (a bounded number of hops) to the schema they name. */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    current = lookup<JsonSchema>(doc, current.$ref) ?? {};
  }
  return current;
}

/** Merges allOf members into one object schema (properties and required lists). */
function flattenAllOf(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const resolved = resolveSchema(doc, schema);
  if (!resolved.allOf) return resolved;
  const parts = resolved.allOf.map((part) => flattenAllOf(doc, part));
  return {
    ...resolved,
    type: 'object',
    properties: [...parts.map((part) => part.properties ?? {}), resolved.properties ?? {}].reduce<
      Record<string, JsonSchema>
    >((all, properties) => ({ ...all, ...properties }), {}),
    required: [...parts.flatMap((part) => part.required ?? []), ...(resolved.required ?? [])],
  };
}

/** A short type text: string, integer[], integer | integer[], Post, string | null. */
export function typeLabel(doc: OpenApiDocument, schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((variant) => typeLabel(doc, variant)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => typeLabel(doc, part)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : 'any';
  return types
    .map((type) => (type === 'array' ? `${typeLabel(doc, schema.items)}[]` : type))
    .join(' | ');
}

function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (schema.enum) out.push(`enum: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.const !== undefined) out.push(`const: ${JSON.stringify(schema.const)}`);
  if (schema.minimum !== undefined) out.push(`minimum: ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`maximum: ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`minLength: ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`maxLength: ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`minItems: ${schema.minItems}`);
  if (schema.maxItems !== undefined) out.push(`maxItems: ${schema.maxItems}`);
  if (schema.format) out.push(`format: ${schema.format}`);
  return out;
}

/** The properties of an object schema as table rows. */
export function schemaFields(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  language: Language,
): FieldRow[] {
  const object = flattenAllOf(doc, schema ?? {});
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const resolved = property.$ref ? property : resolveSchema(doc, property);
    return {
      name,
      type: typeLabel(doc, property),
      required: required.has(name),
      description: describedIn(resolved, language),
      constraints: constraintsOf(resolved),
    };
  });
}

/** Path, query and header parameters, $refs resolved. */
export function parameterRows(
  doc: OpenApiDocument,
  operation: OpenApiOperation,
  language: Language,
): ParameterRow[] {
  return (operation.parameters ?? []).map((parameter) => {
    const resolved: OpenApiParameter = parameter.$ref
      ? (lookup<OpenApiParameter>(doc, parameter.$ref) ?? {})
      : parameter;
    const schema = resolveSchema(doc, resolved.schema);
    return {
      name: resolved.name ?? '',
      location: resolved.in ?? '',
      type: typeLabel(doc, resolved.schema),
      required: resolved.required === true,
      description: describedIn(resolved, language),
      constraints: constraintsOf(schema),
    };
  });
}

/** The JSON request body's schema name and its fields. */
export function requestBody(
  doc: OpenApiDocument,
  operation: OpenApiOperation,
  language: Language,
): { type: string; required: boolean; fields: FieldRow[] } | null {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return null;
  return {
    type: typeLabel(doc, schema),
    required: operation.requestBody?.required === true,
    fields: schemaFields(doc, schema, language),
  };
}

/** Responses by status; a success envelope shows the fields of its `data`. */
export function responseRows(
  doc: OpenApiDocument,
  operation: OpenApiOperation,
  language: Language,
): ResponseRow[] {
  return Object.entries(operation.responses ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, raw]) => {
      const response: OpenApiResponse = raw.$ref
        ? (lookup<OpenApiResponse>(doc, raw.$ref) ?? {})
        : raw;
      const schema = response.content?.['application/json']?.schema;
      if (!schema)
        return { status, description: describedIn(response, language), type: null, fields: [] };
      const object = flattenAllOf(doc, schema);
      const data = object.properties?.data;
      if (!schema.$ref && data) {
        return {
          status,
          description: describedIn(response, language),
          type: typeLabel(doc, data),
          fields: schemaFields(doc, data, language),
        };
      }
      return {
        status,
        description: describedIn(response, language),
        type: typeLabel(doc, schema),
        fields: [],
      };
    });
}

/** Whether the call takes a raw API key (security scheme `apiKey`). */
export function acceptsApiKey(operation: OpenApiOperation): boolean {
  return (operation.security ?? []).some((requirement) => 'apiKey' in requirement);
}
