// Named aliases of the contract's schemas (generated into schema.d.ts from api/openapi.yaml), and
// helpers naming an operation's JSON body and answer by its operationId.
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type ProfileLanguage = Schemas['Language'];
export type Role = Schemas['Role'];
export type ContractType = Schemas['ContractType'];
export type Gender = Schemas['Gender'];
export type Department = Schemas['Department'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type Branding = Schemas['Branding'];
export type Banner = Schemas['Banner'];
export type AuthFlow = Schemas['AuthFlow'];
export type Organization = Schemas['Organization'];
export type OrgSettings = Schemas['OrgSettings'];
export type Services = Schemas['Services'];
export type NotificationCount = Schemas['NotificationCount'];
export type Notification = Schemas['Notification'];
export type ProductCategory = Schemas['ProductCategory'];
export type ErrorBody = Schemas['ErrorBody'];
export type SendRecognitionRequest = Schemas['SendRecognitionRequest'];
export type BadgeSendRequest = Schemas['BadgeSendRequest'];
export type PersonRef = Schemas['PersonRef'];
/** Care offered to the person alone through the care slot (a low mood streak, a Guía I referral). */
export type CareOffer = Schemas['CareOffer'];
export type AccountUpdate = NonNullable<
  operations['updateAccount']['requestBody']
>['content']['application/json'];

/** The success envelope of every JSON call. */
export type Envelope<T> = { success: true; data: T; meta?: Schemas['PageMeta'] };

type OperationId = keyof operations;

/** The JSON request body of an operation, named by its operationId. */
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
