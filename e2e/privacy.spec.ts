import { test, expect, detailIds, managerToken, openSignedIn } from './fixtures';

/**
 * Issue 25 in the browser: a manager erases a person, typing the name to confirm, and the person is
 * gone from the players list; a mistyped name erases nothing.
 */
test('a manager erases a person after typing their name', async ({ page, request }) => {
  const token = await managerToken(request);
  // An invited player (not active: no figures of the demo club move), whom the test erases.
  const { team } = await detailIds(request);
  const email = `erase.me.${Date.now().toString(36)}@demo.club`;
  const invited = await request.post('/Account/RegisterUser', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role: 'Player', phoneNumber: '', firstName: 'Wilhelmina', lastName: 'Erasmus', profilePicture: 'file.png', photo: '', teamId: team },
  });
  const { id } = (await invited.json()) as { id: string };
  expect(id, await invited.text()).toBeTruthy();

  await openSignedIn(page);
  await page.goto(`/players/detail-player?userId=${id}`);
  await page.getByRole('button', { name: 'Erase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase Wilhelmina Erasmus?' });
  await expect(dialog).toBeVisible();

  // A name that is not the person's erases nothing.
  await dialog.getByLabel('Type the name Wilhelmina Erasmus to confirm').fill('Wilhelmina');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog).toBeVisible();
  const stillThere = await request.get(`/api/Privacy/ExportPerson?userId=${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await stillThere.json()).profile.firstName).toBe('Wilhelmina');

  await dialog.getByLabel('Type the name Wilhelmina Erasmus to confirm').fill('wilhelmina erasmus');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText('Wilhelmina Erasmus has been erased.')).toBeVisible();
  await expect(page).toHaveURL(/\/players$/);

  const file = await request.get(`/api/Privacy/ExportPerson?userId=${id}`, { headers: { authorization: `Bearer ${token}` } });
  const erased = await file.json();
  expect(erased.profile).toMatchObject({ firstName: 'Erased', lastName: 'member' });
  expect(JSON.stringify(erased)).not.toContain(email);
  expect(erased.accessLog[1]).toMatchObject({ action: 'erase', role: 'Manager' });
});
