import { bundleSizes } from './bundle';
import { printDashboardTimings } from './dashboardReport';
import { languagesListTimings } from './languagesList';
import { fmt } from './stats';
import { printUserBenchmarks } from './users';

// Benchmarks print figures; they never fail a build. Goals are printed beside the figures.
async function main() {
  try {
    const sizes = bundleSizes();
    console.log(`sign-in page initial JS (gzip): ${sizes.signIn.toFixed(1)} KB   (goal < 90 KB)`);
    console.log(`role app first-load JS (gzip):  ${sizes.roleApp.toFixed(1)} KB`);
  } catch (error) {
    console.log(`bundle sizes: skipped (${(error as Error).message})`);
  }
  const list = await languagesListTimings();
  console.log(`languages list @10 000 rows (PGlite): p50 ${fmt(list.p50)}  p95 ${fmt(list.p95)}  n=${list.n}   (goal p95 < 20 ms)`);
  await printDashboardTimings();
  await printUserBenchmarks();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
