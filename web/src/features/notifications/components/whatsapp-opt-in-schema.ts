// The profile's WhatsApp form: the number and whether to receive messages, its checks (field →
// glossary key) and the request a valid form sends (POST /user/notification_settings_wpp).
import {
  WHATSAPP_PHONE_MAX_LENGTH,
  type WhatsAppOptIn,
  type WhatsAppOptInInput,
} from '../api/whatsapp-opt-in';

/** "+" and 8 to 15 digits once spaces, dashes, dots and brackets are taken out (the server
 *  ignores them too): the profile's rule for international numbers. */
const INTERNATIONAL_PHONE = /^\+\d{8,15}$/;

export type WhatsAppOptInValues = { phone: string; active: boolean };

export type WhatsAppOptInError =
  'notifications.whatsapp.errors.phoneRequired' | 'notifications.whatsapp.errors.phoneInvalid';

/** The form for the member's opt-in: their number, and the switch as the server has it; with no
 *  number yet, on when the organisation sends by WhatsApp (saving a first number turns it on). */
export function whatsAppOptInValues(optIn: WhatsAppOptIn): WhatsAppOptInValues {
  return {
    phone: optIn.phone ?? '',
    active: optIn.phone === null ? optIn.available : optIn.active,
  };
}

/** "+34 (600) 11-12.22" → "+34600111222". */
export function compactWhatsAppPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function validateWhatsAppOptIn(
  values: WhatsAppOptInValues,
): Partial<Record<keyof WhatsAppOptInValues, WhatsAppOptInError>> {
  const phone = values.phone.trim();
  if (!phone) return { phone: 'notifications.whatsapp.errors.phoneRequired' };
  if (
    phone.length > WHATSAPP_PHONE_MAX_LENGTH ||
    !INTERNATIONAL_PHONE.test(compactWhatsAppPhone(phone))
  )
    return { phone: 'notifications.whatsapp.errors.phoneInvalid' };
  return {};
}

/** The request: the number as typed (trimmed; the server keeps it in E.164) and the switch. */
export function toWhatsAppOptInInput(values: WhatsAppOptInValues): WhatsAppOptInInput {
  return { phone: values.phone.trim(), active: values.active };
}
