// A real OpenLDAP directory for the browser tests: slapd (installed by scripts/bootstrap) on
// 127.0.0.1 at a free port, with a throwaway mdb database loaded by slapadd from the people
// given, stopped (and its files removed) by stop(). The same set-up as the server tests'
// tests/support/slapd_server.cpp.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SLAPD_SUFFIX = 'dc=example,dc=test';
export const SLAPD_ADMIN_DN = `cn=admin,${SLAPD_SUFFIX}`;
export const SLAPD_ADMIN_PASSWORD = 'secreto-del-directorio';
export const SLAPD_PEOPLE_BASE = `ou=people,${SLAPD_SUFFIX}`;

export type DirectoryPerson = {
  uid: string;
  givenName: string;
  sn: string;
  mail?: string;
  title?: string;
  department?: string;
};

export type Slapd = { url: string; stop: () => Promise<void> };

function personLdif(p: DirectoryPerson): string {
  const lines = [
    `dn: uid=${p.uid},${SLAPD_PEOPLE_BASE}`,
    'objectClass: inetOrgPerson',
    `uid: ${p.uid}`,
    `cn: ${p.givenName} ${p.sn}`,
    // Non-ASCII values are base64 in LDIF.
    `givenName:: ${Buffer.from(p.givenName).toString('base64')}`,
    `sn:: ${Buffer.from(p.sn).toString('base64')}`,
  ];
  if (p.mail) lines.push(`mail: ${p.mail}`);
  if (p.title) lines.push(`title:: ${Buffer.from(p.title).toString('base64')}`);
  if (p.department)
    lines.push(`departmentNumber:: ${Buffer.from(p.department).toString('base64')}`);
  return `${lines.join('\n')}\n\n`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts slapd with `people` under ou=people. */
export async function startSlapd(people: DirectoryPerson[]): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), 'aplauso-e2e-slapd-'));
  mkdirSync(join(dir, 'db'));
  const conf = join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      `pidfile ${join(dir, 'slapd.pid')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'database mdb',
      'maxsize 10485760',
      `suffix "${SLAPD_SUFFIX}"`,
      `rootdn "${SLAPD_ADMIN_DN}"`,
      `rootpw ${SLAPD_ADMIN_PASSWORD}`,
      `directory ${join(dir, 'db')}`,
      '',
    ].join('\n'),
  );
  const ldif =
    `dn: ${SLAPD_SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: Example\n` +
    `dc: example\n\ndn: ${SLAPD_PEOPLE_BASE}\nobjectClass: organizationalUnit\nou: people\n\n` +
    people.map(personLdif).join('');
  writeFileSync(join(dir, 'data.ldif'), ldif);
  execFileSync('/usr/sbin/slapadd', ['-q', '-f', conf, '-l', join(dir, 'data.ldif')], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const child = spawn('/usr/sbin/slapd', ['-f', conf, '-h', `${url}/`, '-d', '0'], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i += 1) {
    if (await accepts(port)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('slapd did not listen in 5 s');
}
