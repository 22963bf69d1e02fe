// Type helpers over the generated contract (schema.d.ts) for the admin calls: the JSON body an
// operation takes and the `data` it answers, named by operationId.
import type { operations } from './schema';

type OperationId = keyof operations;

/** The JSON request body of an operation. */
export type JsonBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

type JsonResponse<Op extends OperationId, Status extends number> = operations[Op] extends {
  responses: { [S in Status]: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

/** The `data` of an operation's success envelope (200 unless told). */
export type ResponseData<Op extends OperationId, Status extends number = 200> =
  JsonResponse<Op, Status> extends { data: infer D } ? D : never;
