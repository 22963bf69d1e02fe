// The WhatsApp account form (PUT /org/whatsapp) and the test message's number: their values, the
// checks the server also makes (field → glossary key), and the requests they send. The access
// token and the app secret are never shown: a field left empty keeps the stored one.
import {
  DEFAULT_TEMPLATE_NAME,
  WHATSAPP_LIMITS,
  type WhatsAppSettings,
  type WhatsAppSettingsInput,
} from '../api/whatsapp';

export type WhatsAppFormValues = {
  phone_number_id: string;
  /** A new token; '' keeps the stored one. */
  access_token: string;
  /** A new secret; '' keeps the stored one. */
  app_secret: string;
  template_name: string;
  active: boolean;
};

export type WhatsAppFieldError =
  | 'communications.whatsapp.errors.phoneNumberIdRequired'
  | 'communications.whatsapp.errors.phoneNumberIdTooLong'
  | 'communications.whatsapp.errors.accessTokenRequired'
  | 'communications.whatsapp.errors.accessTokenTooLong'
  | 'communications.whatsapp.errors.appSecretRequired'
  | 'communications.whatsapp.errors.appSecretTooLong'
  | 'communications.whatsapp.errors.templateRequired'
  | 'communications.whatsapp.errors.templateTooLong';

export type WhatsAppTestValues = { phone: string };

export type WhatsAppTestError =
  'communications.whatsapp.errors.phoneRequired' | 'communications.whatsapp.errors.phoneInvalid';

/** "+" and 8 to 15 digits once spaces, dashes, dots and brackets are taken out. */
const INTERNATIONAL_PHONE = /^\+\d{8,15}$/;

/** Characters as a person counts them. */
const length = (value: string) => [...value].length;

/** The form for the account as the server has it; a new one starts with the suggested template. */
export function whatsAppFormFrom(settings: WhatsAppSettings): WhatsAppFormValues {
  return {
    phone_number_id: settings.phone_number_id,
    access_token: '',
    app_secret: '',
    template_name: settings.template_name || DEFAULT_TEMPLATE_NAME,
    active: settings.active,
  };
}

/** The form's checks. Turning WhatsApp on needs a token and a secret, typed or stored
 *  (`settings` says which are stored). */
export function validateWhatsAppForm(
  values: WhatsAppFormValues,
  settings: Pick<WhatsAppSettings, 'has_access_token' | 'has_app_secret'>,
): Partial<Record<keyof WhatsAppFormValues, WhatsAppFieldError>> {
  const errors: Partial<Record<keyof WhatsAppFormValues, WhatsAppFieldError>> = {};
  const id = values.phone_number_id.trim();
  if (!id) errors.phone_number_id = 'communications.whatsapp.errors.phoneNumberIdRequired';
  else if (length(id) > WHATSAPP_LIMITS.phoneNumberIdMaxLength)
    errors.phone_number_id = 'communications.whatsapp.errors.phoneNumberIdTooLong';

  const token = values.access_token.trim();
  if (length(token) > WHATSAPP_LIMITS.accessTokenMaxLength)
    errors.access_token = 'communications.whatsapp.errors.accessTokenTooLong';
  else if (values.active && !token && !settings.has_access_token)
    errors.access_token = 'communications.whatsapp.errors.accessTokenRequired';

  const secret = values.app_secret.trim();
  if (length(secret) > WHATSAPP_LIMITS.appSecretMaxLength)
    errors.app_secret = 'communications.whatsapp.errors.appSecretTooLong';
  else if (values.active && !secret && !settings.has_app_secret)
    errors.app_secret = 'communications.whatsapp.errors.appSecretRequired';

  const template = values.template_name.trim();
  if (!template) errors.template_name = 'communications.whatsapp.errors.templateRequired';
  else if (length(template) > WHATSAPP_LIMITS.templateNameMaxLength)
    errors.template_name = 'communications.whatsapp.errors.templateTooLong';
  return errors;
}

/** The request: every field trimmed; an empty token or secret is left out (the stored one stays). */
export function toWhatsAppSettingsInput(values: WhatsAppFormValues): WhatsAppSettingsInput {
  const token = values.access_token.trim();
  const secret = values.app_secret.trim();
  return {
    phone_number_id: values.phone_number_id.trim(),
    ...(token ? { access_token: token } : {}),
    ...(secret ? { app_secret: secret } : {}),
    template_name: values.template_name.trim(),
    active: values.active,
  };
}

export function validateWhatsAppTest(
  values: WhatsAppTestValues,
): Partial<Record<keyof WhatsAppTestValues, WhatsAppTestError>> {
  const phone = values.phone.trim();
  if (!phone) return { phone: 'communications.whatsapp.errors.phoneRequired' };
  if (
    phone.length > WHATSAPP_LIMITS.phoneMaxLength ||
    !INTERNATIONAL_PHONE.test(phone.replace(/[\s().-]/g, ''))
  )
    return { phone: 'communications.whatsapp.errors.phoneInvalid' };
  return {};
}
