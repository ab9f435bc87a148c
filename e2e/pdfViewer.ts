import type { Browser } from '@playwright/test';
import { expect } from './fixtures';

export interface RenderedPdf {
  /** the first page as Chromium's PDF viewer draws it */
  image: Buffer;
  /** the text the viewer selects on its pages (select all, copy) */
  text: string;
}

/**
 * Opens a PDF in Chromium's own viewer (PDFium), as a person opening the download would, and
 * returns a screenshot of it and the text the viewer renders. The viewer draws asynchronously:
 * its text is read again until `expected` appears in it.
 */
export async function renderPdf(browser: Browser, pdf: Buffer, expected: string): Promise<RenderedPdf> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 1300 } });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    // a local address of its own: the viewer opens what the browser loads, nothing is served by the app
    const url = 'http://pdf-viewer.localhost/invoice.pdf';
    await page.route(url, (route) => route.fulfill({ contentType: 'application/pdf', body: pdf }));
    await page.goto(url);
    let text = '';
    await expect
      .poll(
        async () => {
          // the clipboard answers a focused document only: another worker's window may have the focus
          await page.bringToFront();
          await page.mouse.click(500, 650);
          await page.keyboard.press('Control+a');
          await page.keyboard.press('Control+c');
          text = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
          return text;
        },
        { timeout: 20_000 },
      )
      .toContain(expected);
    return { image: await page.screenshot(), text };
  } finally {
    await context.close();
  }
}
