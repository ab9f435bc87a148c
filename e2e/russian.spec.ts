import { expect, test } from './fixtures';
import { useLanguage } from './menuWalk';

// "Russian everywhere": the staff menu is grouped, collapsible, shows the current entry,
// and its Russian entries fit. That every screen reads Russian: e2e/screens.spec.ts.

test.describe('the interface in Russian', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the staff menu is grouped, collapsible, shows the current entry, and its entries fit', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    await useLanguage(page, 'ru');
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    // Dashboard first, then the groups in the order an operator expects
    const toggles = nav.locator('[aria-expanded]');
    const titles = (await toggles.allTextContents()).map((t) => t.trim());
    const expected = ['Офферы', 'Пользователи', 'Трекинг', 'Справочники', 'Настройки'];
    expect(titles.filter((t) => expected.includes(t))).toEqual(expected);
    const firstEntry = nav.locator('[role=menu] a[href]').first();
    expect(new URL((await firstEntry.getAttribute('href'))!, page.url()).pathname).toMatch(/\/admin\/d\/?$/);

    // each group holds its entries; a click hides them and a second shows them again
    const dictionaries = nav.getByRole('menuitem', { name: 'Справочники' });
    const group = nav.getByRole('group', { name: 'Справочники' });
    await expect(dictionaries).toHaveAttribute('aria-expanded', 'true');
    expect(await group.locator('a[href]').count()).toBeGreaterThan(1);
    await dictionaries.click();
    await expect(dictionaries).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toHaveCount(0);
    await dictionaries.click();
    await expect(group.locator('a[href]').first()).toBeVisible();

    // the current entry is marked, and its group opens on a deep link even when it was closed
    const languages = group.locator('a[href$="/languages"]');
    await languages.click();
    await expect(languages).toHaveAttribute('aria-current', 'page');
    await dictionaries.click();
    await page.reload();
    await expect(nav.getByRole('group', { name: 'Справочники' }).locator('a[href$="/languages"]')).toHaveAttribute('aria-current', 'page');

    // every entry and group title shows whole: nothing cut by an ellipsis or overflowing its box
    for (const toggle of await toggles.all()) if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const cut = await nav.evaluate((root) =>
      [...root.querySelectorAll('[role=menuitem], [role=menuitem] *')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        .filter((el) => (el.textContent ?? '').trim())
        .map((el) => `${(el.textContent ?? '').trim()} (${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}: ${el.scrollWidth} > ${el.clientWidth}, ${getComputedStyle(el).whiteSpace})`),
    );
    expect(cut).toEqual([]);
    const longest = await nav.locator('[role=menu] a[href]').allTextContents();
    expect(longest.map((t) => t.trim())).toContain('Правила трекинговых доменов');
  });
});
