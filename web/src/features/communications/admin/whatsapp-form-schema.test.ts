import { describe, expect, it } from 'vitest';

import type { WhatsAppSettings } from '../api/whatsapp';

import {
  toWhatsAppSettingsInput,
  validateWhatsAppForm,
  validateWhatsAppTest,
  whatsAppFormFrom,
  type WhatsAppFormValues,
} from './whatsapp-form-schema';

const unconfigured: WhatsAppSettings = {
  configured: false,
  active: false,
  phone_number_id: '',
  template_name: '',
  has_access_token: false,
  has_app_secret: false,
  verify_token: '',
  webhook_url: 'https://demo.aplauso.app/api/whatsapp/webhook',
};

const filled: WhatsAppFormValues = {
  phone_number_id: ' 106540352242922 ',
  access_token: ' EAAG-token ',
  app_secret: ' s3cr3t ',
  template_name: ' aplauso_aviso ',
  active: true,
};

describe('whatsapp form schema', () => {
  it('starts a new account with the suggested template, secrets never shown', () => {
    expect(whatsAppFormFrom(unconfigured)).toEqual({
      phone_number_id: '',
      access_token: '',
      app_secret: '',
      template_name: 'aplauso_aviso',
      active: false,
    });
    expect(
      whatsAppFormFrom({
        ...unconfigured,
        configured: true,
        active: true,
        phone_number_id: '42',
        template_name: 'aviso_rrhh',
        has_access_token: true,
      }),
    ).toMatchObject({ phone_number_id: '42', access_token: '', template_name: 'aviso_rrhh' });
  });

  it('asks for the number id and the template, and for the secrets to turn it on', () => {
    const none = { has_access_token: false, has_app_secret: false };
    expect(
      validateWhatsAppForm(
        { ...filled, phone_number_id: ' ', template_name: '', access_token: '', app_secret: '' },
        none,
      ),
    ).toEqual({
      phone_number_id: 'communications.whatsapp.errors.phoneNumberIdRequired',
      template_name: 'communications.whatsapp.errors.templateRequired',
      access_token: 'communications.whatsapp.errors.accessTokenRequired',
      app_secret: 'communications.whatsapp.errors.appSecretRequired',
    });
    // Stored secrets are enough; saved turned off, none is needed.
    const empty = { ...filled, access_token: '', app_secret: '' };
    expect(validateWhatsAppForm(empty, { has_access_token: true, has_app_secret: true })).toEqual(
      {},
    );
    expect(validateWhatsAppForm({ ...empty, active: false }, none)).toEqual({});
    expect(
      validateWhatsAppForm(
        { ...filled, phone_number_id: '1'.repeat(41), app_secret: 'x'.repeat(257) },
        none,
      ),
    ).toEqual({
      phone_number_id: 'communications.whatsapp.errors.phoneNumberIdTooLong',
      app_secret: 'communications.whatsapp.errors.appSecretTooLong',
    });
  });

  it('sends every field trimmed, leaving out an empty token or secret', () => {
    expect(toWhatsAppSettingsInput(filled)).toEqual({
      phone_number_id: '106540352242922',
      access_token: 'EAAG-token',
      app_secret: 's3cr3t',
      template_name: 'aplauso_aviso',
      active: true,
    });
    expect(toWhatsAppSettingsInput({ ...filled, access_token: ' ', app_secret: '' })).toEqual({
      phone_number_id: '106540352242922',
      template_name: 'aplauso_aviso',
      active: true,
    });
  });

  it('asks the test for an international number', () => {
    expect(validateWhatsAppTest({ phone: '' }).phone).toBe(
      'communications.whatsapp.errors.phoneRequired',
    );
    expect(validateWhatsAppTest({ phone: '600111222' }).phone).toBe(
      'communications.whatsapp.errors.phoneInvalid',
    );
    expect(validateWhatsAppTest({ phone: '+34 600 11 12 22' })).toEqual({});
  });
});
