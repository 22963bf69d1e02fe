// Directory (LDAP) users: against a real slapd started by this test on 127.0.0.1, the demo admin
// connects the directory, tests and saves the connection, previews its people, imports two of
// them (one cannot be imported: no e-mail), sees them created and kept in step, syncs, and
// removes the directory again (the people stay).
import { openAdmin } from './admin-support';
import {
  SLAPD_ADMIN_DN,
  SLAPD_ADMIN_PASSWORD,
  SLAPD_PEOPLE_BASE,
  startSlapd,
  type Slapd,
} from './slapd-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

let slapd: Slapd;
const tag = `d${Date.now().toString(36)}`;
const email = (name: string) => `${name}.${tag}@demo.local`;

test.beforeAll(async () => {
  slapd = await startSlapd([
    { uid: 'rocio', givenName: 'Rocío', sn: 'Vidal', mail: email('rocio'), title: 'Analista' },
    { uid: 'tomas', givenName: 'Tomás', sn: 'Ibarra', mail: email('tomas'), department: 'Ventas' },
    { uid: 'sinmail', givenName: 'Sin', sn: 'Correo' },
  ]);
});

test.afterAll(async () => {
  await slapd.stop();
});

test('an admin connects the directory, imports two of its people, syncs and removes it', async ({
  page,
}) => {
  test.slow();
  await openAdmin(page, '/admin/people/directory');
  await expect(page.getByRole('heading', { level: 2, name: 'Directorio (LDAP)' })).toBeVisible();

  await page.getByLabel('URL del servidor').fill(slapd.url);
  await page.getByLabel('DN de enlace').fill(SLAPD_ADMIN_DN);
  await page.getByLabel('Contraseña de enlace').fill(SLAPD_ADMIN_PASSWORD);
  await page.getByLabel('DN base').fill(SLAPD_PEOPLE_BASE);
  await page.getByRole('button', { name: 'Probar conexión' }).click();
  await expect(page.getByText('Conexión correcta: 3 personas, 2 con correo.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Directorio guardado.')).toBeVisible();
  await expect(page.getByText('Guardada; escribe otra para cambiarla')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Ver personas del directorio' }).click();
  const people = page.getByRole('table', { name: 'Personas que lista el directorio' });
  await expect(people.getByRole('row').filter({ hasText: email('rocio') })).toContainText('Nueva');
  await expect(people.getByRole('row').filter({ hasText: 'Sin Correo' })).toContainText(
    'Sin correo',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Elegir a Rocío Vidal').check();
  await page.getByLabel('Elegir a Tomás Ibarra').check();
  await page.getByRole('button', { name: 'Importar 2 personas' }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Se importaron 2 personas.')).toBeVisible();

  await page.getByRole('button', { name: 'Volver al directorio' }).click();
  const rocio = people.getByRole('row').filter({ hasText: email('rocio') });
  await expect(rocio).toContainText('Activa');
  await expect(rocio).toContainText('Sincronizada');

  await page.getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(
    page.getByText('Sincronización iniciada: las personas se crean y actualizan en segundo plano.'),
  ).toBeVisible();
  await expect(page.getByText('Correcta')).toBeVisible();

  await page.getByRole('button', { name: 'Quitar directorio' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByText('Directorio quitado.')).toBeVisible();

  // The people stay, with what the directory said about them.
  await page.goto('/admin/people');
  await page.getByLabel('Buscar por nombre o correo').fill(tag);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: email('tomas') })).toContainText('Ventas');
});
