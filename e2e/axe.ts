import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.1 A/AA rule set every screen is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules switched off for every scan. Each one needs its reason in docs/decisions.md
 * ("Accessibility"); keep this list empty unless a rule is wrong for this product.
 */
export const DISABLED_RULES: string[] = [];

export interface A11yFinding {
  label: string;
  url: string;
  report: string;
}

/** One line per failing element: rule, impact, target and axe's own summary of what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) => `  [${v.id}] (${v.impact ?? 'n/a'}) ${n.target.join(' ')}\n      ${(n.failureSummary ?? v.help).replace(/\n/g, '\n      ')}`),
    )
    .join('\n');
}

/**
 * axe refuses a second run on a page while one is going, and the automatic scan of e2e/fixtures.ts
 * may be running when a journey asks for its own: runs on one page wait for each other. Keyed by
 * the page object, so nothing outlives the page.
 */
const running = new WeakMap<Page, Promise<unknown>>();

// Only failures are read, so axe records nothing of what passes; and axe runs in the page itself
// (legacy mode) instead of finishing each scan in a second, blank page: the app has no cross-origin
// frames, the only thing legacy mode leaves out. Together they cut a scan's time by more than half.
// (`options` first: it replaces what withTags and disableRules set)
//
// axe-core goes into a document once: AxeBuilder evaluates its source (over half a megabyte) twice on
// every call otherwise, in every frame: about a third of a scan's time in the admin's sweep. Given
// a source of nothing, it runs the axe the document already holds.
const HOLDS_AXE = `typeof window.axe?.run === 'function'`;
async function analyze(page: Page) {
  const before = running.get(page) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(async () => {
    await Promise.all(page.frames().map(async (frame) => (await frame.evaluate(HOLDS_AXE)) || (await frame.evaluate(axe.source))).map((put) => put.catch(() => undefined)));
    return new AxeBuilder({ page, axeSource: ';' }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).disableRules(DISABLED_RULES).setLegacyMode().analyze();
  });
  running.set(page, mine);
  return mine;
}

/** What shows that a screen is still loading: a progress bar or spinner, a skeleton, a region marked busy. */
const LOADING = '.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root, [aria-busy="true"]';

/**
 * Waits (at most 20 s, as long as a journey's step waits for what it expects: on a loaded 2-core
 * machine a screen's first data took over 8 s now and then, and axe read the list's loading skeleton
 * and a dimmed permission screen) until nothing on the page is loading and nothing moves: no progress bar or
 * skeleton, nothing marked busy (the permission screens dim to half opacity while they load, and
 * axe would measure the dimmed text), no fade or slide still running, and so for three frames in a
 * row (a screen's data call starts a frame or two after the screen is drawn, and shows the header's
 * spinner as it does). What is on screen then is what a user stops to read.
 */
export async function settled(page: Page): Promise<void> {
  // a key of its own: the automatic scan and a journey may wait on one page at once
  const key = `__quietFrames${Math.random().toString(36).slice(2)}`;
  await page
    .waitForFunction(
      ({ key, selector }) => {
        const w = window as unknown as Record<string, number>;
        const loading = document.querySelector(selector);
        const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        w[key] = loading || moving ? 0 : (w[key] ?? 0) + 1;
        return w[key] >= 3;
      },
      { key, selector: LOADING },
      { timeout: 20_000, polling: 'raf' },
    )
    .catch(() => undefined);
  await page.evaluate((k) => delete (window as unknown as Record<string, number>)[k], key).catch(() => undefined);
}

/** Runs axe on the page as it is now; returns a readable report, or null when nothing fails. */
export async function findViolations(page: Page, label: string): Promise<A11yFinding | null> {
  const loadingNow = () => page.evaluate((selector) => document.querySelector(selector) !== null, LOADING).catch(() => false);
  const loadingBefore = await loadingNow();
  const result = await analyze(page);
  if (result.violations.length === 0) return null;
  // a report of a screen caught loading says so: the failure may be the wait's, not the screen's
  // (asked before and after the scan: a load may end while axe reads the page)
  const loading = loadingBefore || (await loadingNow());
  return { label: loading ? `${label} (still loading when scanned)` : label, url: page.url(), report: describe(result.violations) };
}

export const formatFindings = (findings: A11yFinding[]): string =>
  findings.map((f) => `axe: ${f.label} (${f.url})\n${f.report}`).join('\n\n');

/**
 * Scans the page now (an open dialog, menu or filter) and fails at once with a readable report.
 * Pages a journey merely visits are scanned by the automatic fixture in e2e/fixtures.ts.
 */
export async function scan(page: Page, label: string): Promise<void> {
  const finding = await findViolations(page, label);
  if (finding) throw new Error(`Accessibility violations (WCAG 2.1 AA)\n${formatFindings([finding])}`);
}
