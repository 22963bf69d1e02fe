// Named aliases of the contract's schemas (generated into schema.d.ts from api/openapi.yaml).
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type ProfileLanguage = Schemas['Language'];
export type Role = Schemas['Role'];
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
export type ProductCategory = Schemas['ProductCategory'];
export type ErrorBody = Schemas['ErrorBody'];
export type SendRecognitionRequest = Schemas['SendRecognitionRequest'];
export type BadgeSendRequest = Schemas['BadgeSendRequest'];
export type AccountUpdate = NonNullable<
  operations['updateAccount']['requestBody']
>['content']['application/json'];

/** The success envelope of every JSON call. */
export type Envelope<T> = { success: true; data: T; meta?: Schemas['PageMeta'] };
