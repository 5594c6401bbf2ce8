/**
 * Renders the app's icons (public/icon-192.png, icon-512.png, apple-touch-icon.png) from
 * public/icon.svg in Debian's Chromium. Run after changing the SVG: npx tsx scripts/renderIcons.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const svg = await readFile(path.join(publicDir, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['apple-touch-icon.png', 180]] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
