// The contract as the server serves it (GET /api/openapi.json, public, no envelope), and the
// few shapes of OpenAPI 3.1 the documentation's reference reads from it.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';

import { keyRoots } from './query-keys';

/** A JSON Schema object as OpenAPI 3.1 writes it (only what the reference reads). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  /** The description in Spanish (the contract's own texts are English). */
  'x-description-es'?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
};

export type OpenApiParameter = {
  $ref?: string;
  name?: string;
  in?: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  'x-description-es'?: string;
  schema?: JsonSchema;
};

export type OpenApiMediaType = { schema?: JsonSchema };

export type OpenApiResponse = {
  $ref?: string;
  description?: string;
  'x-description-es'?: string;
  content?: Record<string, OpenApiMediaType>;
};

export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  'x-summary-es'?: string;
  description?: string;
  tags?: string[];
  'x-public-api'?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMediaType> };
  responses?: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
};

export type OpenApiDocument = {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, OpenApiParameter>;
    responses?: Record<string, OpenApiResponse>;
  };
};

/** GET /openapi.json (public, no token, no envelope). */
export async function fetchOpenApi(options: RequestOptions = {}): Promise<OpenApiDocument> {
  const response = await apiClient.get<OpenApiDocument>('/openapi.json', {
    ...options,
    authenticated: false,
  });
  return response.data;
}

export const openApiQueryOptions = () =>
  queryOptions({ ...readQueryOptions(keyRoots.openApi, fetchOpenApi), staleTime: 60 * 60 * 1000 });
