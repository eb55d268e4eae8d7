import { expect, test } from '@playwright/test';
import { openSignedIn, registerViaApi } from './helpers';

test('the profile: a picture chosen from the lists becomes the member’s picture in the header', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await openSignedIn(page, member.token);
  await page.goto('/profile');
  await page.getByText('Trocar foto de perfil').click();
  const female = page.getByRole('group', { name: 'Feminino' }).getByRole('button', { name: 'Escolher esta foto' });
  const choice = female.filter({ has: page.locator('img') }).nth(1);
  const url = await choice.locator('img').getAttribute('src');
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').locator('img.avatar')).toHaveAttribute('src', url!);
});
