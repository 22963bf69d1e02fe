// A small OpenAPI document for the reference's tests: one public call, one private one.
import type { OpenApiDocument } from '../api/openapi';

export const OPENAPI_FIXTURE: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/user': {
      get: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user.',
        responses: { '200': { description: 'OK.' } },
      },
    },
    '/send_feedback': {
      post: {
        operationId: 'sendRecognition',
        summary: 'Sends a recognition with points.',
        'x-summary-es': 'Envía un reconocimiento con puntos.',
        'x-public-api': true,
        security: [{ bearer: [] }, { apiKey: [] }],
        parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/SendRecognitionRequest' } },
          },
        },
        responses: {
          '201': {
            description: 'Sent.',
            'x-description-es': 'Enviado.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'data'],
                  properties: {
                    success: { type: 'boolean' },
                    data: { $ref: '#/components/schemas/SendResult' },
                  },
                },
              },
            },
          },
          '401': { $ref: '#/components/responses/Error' },
        },
      },
    },
  },
  components: {
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Any unique string.',
        'x-description-es': 'Cualquier texto único.',
        schema: { type: 'string', maxLength: 200 },
      },
    },
    responses: {
      Error: {
        description: 'A failure.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    },
    schemas: {
      ErrorBody: { type: 'object', properties: { code: { type: 'string' } } },
      SendRecognitionRequest: {
        type: 'object',
        required: ['reciever_emails', 'amount', 'post_types'],
        properties: {
          sender_email: {
            type: 'string',
            description: 'Who sends it.',
            'x-description-es': 'Quién lo envía.',
          },
          reciever_emails: { type: 'array', maxItems: 50, items: { type: 'string' } },
          amount: { type: 'integer', minimum: 0 },
          post_types: {
            oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }],
          },
          sub_type_id: { type: ['integer', 'null'] },
        },
      },
      SendResult: {
        type: 'object',
        required: ['post', 'give_balance'],
        properties: {
          post: { $ref: '#/components/schemas/Post' },
          give_balance: { type: 'integer', description: 'Balance after the send.' },
        },
      },
      Post: { type: 'object', properties: { id: { type: 'integer' } } },
    },
  },
};
