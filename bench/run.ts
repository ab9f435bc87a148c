import { bundleSizes } from './bundle';
import { printDashboardTimings } from './dashboardReport';
import { printFirstLoad } from './firstLoad';
import { languagesListTimings } from './languagesList';
import { printListsAtScaleBench } from './listsAtScale';
import { printLoad } from './load';
import { fmt } from './stats';
import { printUserBenchmarks } from './users';
import { printTrackerBenchmarks } from './tracker';
import { printClickBatchTimings } from './clickBatch';
import { printRecoveryTimings } from './recovery';
import { printPostbackBenchmarks } from './postbacks';
import { printOfferBenchmarks } from './offers';
import { printReportBenchmarks } from './reports';
import { printBillingBenchmarks } from './billing';
import { printDeskBenchmarks } from './desk';
import { printArchiveBenchmarks } from './archive';
import { printLeadBenchmarks } from './leads';
import { printLeadFaultRun } from './leadsFault';
import { printSignInThrottleBench } from './signInThrottle';

async function printBundleSizes() {
  try {
    const sizes = bundleSizes();
    console.log(`sign-in page initial JS (gzip): ${sizes.signIn.toFixed(1)} KB   (goal < 90 KB)`);
    console.log(`role app first-load JS (gzip):  ${sizes.roleApp.toFixed(1)} KB`);
  } catch (error) {
    console.log(`bundle sizes: skipped (${(error as Error).message})`);
  }
}

async function printLanguagesList() {
  const list = await languagesListTimings();
  console.log(`languages list @10 000 rows (PGlite): p50 ${fmt(list.p50)}  p95 ${fmt(list.p95)}  n=${list.n}   (goal p95 < 20 ms)`);
}

/** Every benchmark by name; each prints its figures beside the goal and the baseline of the same run. */
const BENCHES: Record<string, () => Promise<void>> = {
  bundle: printBundleSizes,
  'first-load': printFirstLoad,
  languages: printLanguagesList,
  dashboard: printDashboardTimings,
  users: printUserBenchmarks,
  listsAtScale: () => printListsAtScaleBench(),
  tracker: printTrackerBenchmarks,
  clickBatch: printClickBatchTimings,
  load: printLoad,
  recovery: printRecoveryTimings,
  postbacks: printPostbackBenchmarks,
  offers: printOfferBenchmarks,
  reports: printReportBenchmarks,
  billing: printBillingBenchmarks,
  desk: printDeskBenchmarks,
  archive: printArchiveBenchmarks,
  leads: printLeadBenchmarks,
  'leads-fault': printLeadFaultRun,
  signInThrottle: () => printSignInThrottleBench(),
};

// Benchmarks print figures; they never fail a build. `npm run bench -- <name> …` runs only those.
async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in BENCHES));
  if (unknown.length) throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  for (const [name, run] of Object.entries(BENCHES)) {
    if (wanted.length === 0 || wanted.includes(name)) await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
