import { describe, expect, it } from 'vitest';

import type { DirectoryEntry } from './api/people-directory';
import { filterEntries, importableEmail } from './directory-entry-filter';
import {
  directoryFormFrom,
  toDirectoryInput,
  validateDirectoryForm,
  type DirectoryFormValues,
} from './directory-schema';
import { SUGGESTED_SOURCE as suggested } from './testing/directory-fixture';

const valid: DirectoryFormValues = {
  ...directoryFormFrom(suggested),
  base_dn: 'ou=personas,dc=empresa,dc=com',
};

const withAttribute = (field: keyof DirectoryFormValues['attributes'], name: string) => ({
  ...valid,
  attributes: { ...valid.attributes, [field]: name },
});

describe('directory settings form', () => {
  it('starts from the suggested settings, with no password shown', () => {
    expect(directoryFormFrom(suggested)).toEqual({
      url: 'ldap://localhost:389',
      bind_dn: '',
      bind_password: '',
      base_dn: '',
      filter: '(objectClass=inetOrgPerson)',
      attributes: suggested.attributes,
      sync_enabled: false,
      sync_hours: '24',
    });
    expect(validateDirectoryForm(directoryFormFrom(suggested))).toEqual({
      base_dn: 'people.directory.errors.baseDnRequired',
    });
    expect(validateDirectoryForm(valid)).toEqual({});
  });

  it('wants an ldap:// or ldaps:// address, a base DN and a filter in parentheses', () => {
    expect(
      validateDirectoryForm({ ...valid, url: ' ', base_dn: ' ', filter: 'objectClass=person' }),
    ).toEqual({
      url: 'people.directory.errors.urlRequired',
      base_dn: 'people.directory.errors.baseDnRequired',
      filter: 'people.directory.errors.filterParentheses',
    });
    expect(validateDirectoryForm({ ...valid, url: 'https://ldap.empresa.com' })).toEqual({
      url: 'people.directory.errors.urlScheme',
    });
    expect(validateDirectoryForm({ ...valid, url: 'ldaps://ldap.empresa.com:636' })).toEqual({});
    expect(validateDirectoryForm({ ...valid, filter: '' })).toEqual({
      filter: 'people.directory.errors.filterRequired',
    });
    expect(validateDirectoryForm({ ...valid, filter: ' (&(a=b)(c=d)) ' })).toEqual({});
  });

  it('counts lengths by characters: 500 for names and the password, 1000 for the filter', () => {
    const dn = (size: number) => `cn=${'ñ'.repeat(size - 3)}`;
    expect(validateDirectoryForm({ ...valid, bind_dn: dn(500), base_dn: dn(500) })).toEqual({});
    expect(
      validateDirectoryForm({
        ...valid,
        url: `ldap://${'a'.repeat(494)}`,
        bind_dn: dn(501),
        bind_password: 'ñ'.repeat(501),
        base_dn: dn(501),
      }),
    ).toEqual({
      url: 'people.directory.errors.textTooLong',
      bind_dn: 'people.directory.errors.textTooLong',
      bind_password: 'people.directory.errors.textTooLong',
      base_dn: 'people.directory.errors.textTooLong',
    });
    expect(validateDirectoryForm({ ...valid, filter: `(${'x'.repeat(998)})` })).toEqual({});
    expect(validateDirectoryForm({ ...valid, filter: `(${'x'.repeat(999)})` })).toEqual({
      filter: 'people.directory.errors.filterTooLong',
    });
  });

  it('needs the e-mail and first-name attributes; the others may be empty; names as LDAP has them', () => {
    expect(validateDirectoryForm(withAttribute('email', ' '))).toEqual({
      'attributes.email': 'people.directory.errors.attributeRequired',
    });
    expect(validateDirectoryForm(withAttribute('first_name', ''))).toEqual({
      'attributes.first_name': 'people.directory.errors.attributeRequired',
    });
    expect(validateDirectoryForm(withAttribute('phone', ''))).toEqual({});
    expect(validateDirectoryForm(withAttribute('department', 'x-department-2'))).toEqual({});
    expect(validateDirectoryForm(withAttribute('department', '2nd'))).toEqual({
      'attributes.department': 'people.directory.errors.attributeInvalid',
    });
    expect(validateDirectoryForm(withAttribute('last_name', 'apellido paterno'))).toEqual({
      'attributes.last_name': 'people.directory.errors.attributeInvalid',
    });
    expect(validateDirectoryForm(withAttribute('job_position', 'a'.repeat(64)))).toEqual({});
    expect(validateDirectoryForm(withAttribute('job_position', 'a'.repeat(65)))).toEqual({
      'attributes.job_position': 'people.directory.errors.attributeTooLong',
    });
  });

  it('syncs every 1 to 168 whole hours', () => {
    for (const hours of ['1', '168', ' 24 '])
      expect(validateDirectoryForm({ ...valid, sync_hours: hours })).toEqual({});
    for (const hours of ['0', '169', '1.5', '', 'doce', '-2'])
      expect(validateDirectoryForm({ ...valid, sync_hours: hours })).toEqual({
        sync_hours: 'people.directory.errors.syncHoursInvalid',
      });
  });

  it('sends the fields trimmed and the hours as a number', () => {
    expect(
      toDirectoryInput(
        {
          ...valid,
          url: ' ldaps://ldap.empresa.com ',
          bind_dn: ' cn=lector,dc=empresa,dc=com ',
          bind_password: ' secreto ',
          filter: ' (objectClass=person) ',
          attributes: { ...valid.attributes, email: ' mail ', phone: ' ' },
          sync_enabled: true,
          sync_hours: ' 12 ',
        },
        false,
      ),
    ).toEqual({
      url: 'ldaps://ldap.empresa.com',
      bind_dn: 'cn=lector,dc=empresa,dc=com',
      bind_password: ' secreto ',
      base_dn: 'ou=personas,dc=empresa,dc=com',
      filter: '(objectClass=person)',
      attributes: { ...suggested.attributes, email: 'mail', phone: '' },
      sync_enabled: true,
      sync_hours: 12,
    });
  });

  it('keeps a stored password unless another is typed, and forgets it for an anonymous bind', () => {
    const bound = { ...valid, bind_dn: 'cn=lector,dc=empresa,dc=com' };
    expect(toDirectoryInput(bound, true)).not.toHaveProperty('bind_password');
    expect(toDirectoryInput(bound, false)).not.toHaveProperty('bind_password');
    expect(toDirectoryInput({ ...bound, bind_password: 'otra' }, true).bind_password).toBe('otra');
    expect(toDirectoryInput({ ...bound, bind_dn: ' ' }, true).bind_password).toBe('');
    expect(toDirectoryInput({ ...bound, bind_dn: '' }, false)).not.toHaveProperty('bind_password');
  });
});

function entry(overrides: Partial<DirectoryEntry>): DirectoryEntry {
  return {
    dn: `uid=${overrides.email ?? 'x'},ou=personas`,
    email: null,
    first_name: null,
    last_name: null,
    job_position: null,
    department: null,
    phone: null,
    status: 'new',
    user_id: null,
    managed: false,
    ...overrides,
  };
}

describe('directory preview filter', () => {
  const jose = entry({
    email: 'jose@empresa.com',
    first_name: 'José',
    last_name: 'Núñez',
    department: 'Logística',
  });
  const ana = entry({ email: 'ana@empresa.com', first_name: 'Ana', status: 'active' });
  const nobody = entry({ dn: 'uid=sin-correo', first_name: 'Pedro', status: 'no_email' });
  const all = [jose, ana, nobody];

  it('finds the text in names, addresses, positions and departments, any case and accents', () => {
    expect(filterEntries(all, { text: ' NUNEZ ', status: 'all' })).toEqual([jose]);
    expect(filterEntries(all, { text: 'logistica', status: 'all' })).toEqual([jose]);
    expect(filterEntries(all, { text: 'empresa.com', status: 'all' })).toEqual([jose, ana]);
    expect(filterEntries(all, { text: '', status: 'all' })).toEqual(all);
  });

  it('keeps the status asked for, and only people with an address can be imported', () => {
    expect(filterEntries(all, { text: '', status: 'no_email' })).toEqual([nobody]);
    expect(filterEntries(all, { text: 'ana', status: 'new' })).toEqual([]);
    expect(all.map(importableEmail)).toEqual(['jose@empresa.com', 'ana@empresa.com', null]);
  });
});
