import type { Page } from '@playwright/test';
import { test, expect, DEMO_MANAGER } from './fixtures';

/**
 * Issue 12: a manager who works with the keyboard alone. Tab reaches the menu and the main controls
 * of the overview and a list, each stop showing where the focus is; a dialog keeps the focus inside,
 * Escape closes it and the focus goes back to the button that opened it; Enter opens a list row.
 */

interface Stop {
  /** Role (or tag) and accessible name of the focused element. */
  name: string;
  /** Whether the focus is drawn: an outline or a box shadow on it, or the thick border of a focused text field. */
  visible: boolean;
  inDialog: boolean;
}

/** The element that has the focus now, described. */
function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', visible: false, inDialog: false };
    const drawn = (el: Element | null) => {
      if (!el) return false;
      const s = getComputedStyle(el);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== '' && s.boxShadow !== 'none');
    };
    // A text field shows its focus by its border (outlined) or underline (filled, standard) turning 2px
    // thick, or a ring around it (the header search).
    const field = element.closest('.MuiInputBase-root');
    const focusedField = !!field?.classList.contains('Mui-focused');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    const line = border ? getComputedStyle(border).borderTopWidth : field ? getComputedStyle(field, '::after').borderBottomWidth : '0';
    // Before React has taken a prerendered page over, an outlined field draws its focus by CSS alone (theme.ts).
    const outlineDrawn = !!border && !!field?.matches(':focus-within') && parseFloat(getComputedStyle(border).borderTopWidth) >= 2;
    const fieldFocus = (focusedField && (parseFloat(line) >= 2 || drawn(field))) || outlineDrawn;
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ||
      (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '') ||
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : '') ||
      element.getAttribute('placeholder') ||
      element.textContent ||
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return {
      name: `${role}: ${label.replace(/\s+/g, ' ').trim().slice(0, 60)}`,
      // A checkbox or radio draws the focus on its box around the (invisible) input.
      visible: drawn(element) || drawn(element.closest('.Mui-focusVisible')) || fieldFocus,
      inDialog: !!element.closest('[role="dialog"]'),
    };
  });
}

/** Presses Tab until the focused element's description matches, at most `limit` times; returns the stops passed. */
async function tabTo(page: Page, wanted: RegExp, limit = 60, key = 'Tab'): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const stop = await focused(page);
    stops.push(stop);
    if (wanted.test(stop.name)) return stops;
  }
  throw new Error(`${wanted} not reached by ${key} in ${limit} presses; passed: ${stops.map((s) => s.name).join(' | ')}`);
}

const withoutVisibleFocus = (stops: Stop[]) => stops.filter((stop) => !stop.visible && stop.name !== 'body').map((stop) => stop.name);

async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const stops = await tabTo(page, /E-mail/, 20);
  await page.keyboard.type(DEMO_MANAGER.email);
  stops.push(...(await tabTo(page, /Password/, 5)));
  await page.keyboard.type(DEMO_MANAGER.password);
  expect(withoutVisibleFocus(stops)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'Search people and teams' })).toBeVisible();
}

test('signs in and reaches the menu and the overview\'s controls by Tab, every stop showing its focus', async ({ page }) => {
  await signInByKeyboard(page);
  // The managers' app loads after sign-in: tab once its menu and the overview's data are all drawn, or a
  // late render moves the focus back to the page and the walk starts over from its end.
  await expect(page.getByRole('menuitem', { name: 'Trainers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.locator('body').focus();
  const stops = await tabTo(page, /^menuitem: Players/);
  stops.push(...(await tabTo(page, /Season/)));
  const names = stops.map((stop) => stop.name);
  for (const control of [/Search people and teams/, /^menuitem: Overview/, /^menuitem: Teams/, /^menuitem: Players/, /Season/]) {
    expect(names.some((name) => control.test(name)), `${control} reached; stops: ${names.join(' | ')}`).toBe(true);
  }
  expect(withoutVisibleFocus(stops)).toEqual([]);
  // The menu works by keyboard: Enter on a menu item opens its page.
  await tabTo(page, /^menuitem: Trainers/, 60, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/trainers$/);
});

test('a list: Tab reaches its search and a row\'s link, Enter opens the row', async ({ page }) => {
  await signInByKeyboard(page);
  await page.goto('/players');
  const table = page.getByRole('table', { name: 'Players' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const stops = await tabTo(page, /^a: /, 80);
  const names = stops.map((stop) => stop.name);
  expect(names.some((name) => /Sort by Player/i.test(name)), names.join(' | ')).toBe(true);
  expect(withoutVisibleFocus(stops)).toEqual([]);
  const player = (await focused(page)).name.replace(/^a: /, '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/players\/detail-player\?userId=/);
  await expect(page.getByText(player.split(' ')[0]!).first()).toBeVisible();
});

for (const dialog of [
  { path: '/teams', opener: 'Add team', title: 'Add team' },
  { path: '/manager', opener: 'Invite', title: 'Invite a manager' },
]) {
  test(`the ${dialog.title} dialog keeps the focus inside, Escape closes it and the focus returns to ${dialog.opener}`, async ({ page }) => {
    await signInByKeyboard(page);
    await page.goto(dialog.path);
    await expect(page.getByRole('button', { name: dialog.opener, exact: true })).toBeVisible();
    await page.locator('body').focus();
    await tabTo(page, new RegExp(`^button: ${dialog.opener}$`));
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: dialog.title });
    await expect(modal).toBeVisible();
    const inside: Stop[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i < 15 ? 'Tab' : 'Shift+Tab');
      inside.push(await focused(page));
    }
    expect(inside.filter((stop) => !stop.inDialog).map((stop) => stop.name)).toEqual([]);
    expect(withoutVisibleFocus(inside)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    expect((await focused(page)).name).toBe(`button: ${dialog.opener}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from its button with the keyboard and its items open their pages', async ({ page }) => {
    await signInByKeyboard(page);
    await page.locator('body').focus();
    const stops = await tabTo(page, /^button: Open menu$/i, 20);
    await page.keyboard.press('Enter');
    stops.push(...(await tabTo(page, /^menuitem: Players/, 20)));
    expect(withoutVisibleFocus(stops)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/players$/);
  });
});
