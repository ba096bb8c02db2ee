import { expect, type Page } from '@playwright/test'

/**
 * A back-office page reached as staff reach it, through the side navigation (decision 074);
 * below the large breakpoint (a journey on a phone-sized window) it is behind its Menu button.
 */
export async function openAdminPage(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Back office' })
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  await expect(nav.or(menu).first()).toBeVisible()
  if (await menu.isVisible()) await menu.click()
  await nav.getByRole('link', { name: label, exact: true }).click()
  // The menu folds away once the page is chosen: the link is then looked for hidden too.
  const chosen = page
    .getByRole('navigation', { name: 'Back office', includeHidden: true })
    .getByRole('link', { name: label, exact: true, includeHidden: true })
  await expect(chosen).toHaveAttribute('aria-current', 'page')
}
