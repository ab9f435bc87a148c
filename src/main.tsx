import { boot } from './boot/boot';
import { createEarlyCalls } from '../providers/http/earlyCalls';
import type { AppRole } from './boot/pickApp';

const loadRoleApp = () => import('./apps/RoleApp');

/** The sign-in page fetches the back office's code while the visitor types the password. */
function roleAppPreparer(): () => void {
  let requested = false;
  return () => {
    if (requested) return;
    requested = true;
    loadRoleApp().catch((error: unknown) => {
      // the page after sign-in loads it again and reports a failure there
      requested = false;
      console.warn('Could not load the back office ahead of sign-in', error);
    });
  };
}

function main() {
  const prepareRoleApp = roleAppPreparer();
  // a role app's first reads start beside the download of its code; the app's client takes their answers
  const earlyCalls = createEarlyCalls();
  void boot({
    location: window.location,
    history: window.history,
    container: document.getElementById('root') as HTMLElement,
    loadAuthApp: () => import('./auth/AuthApp').then(({ AuthApp }) => ({ default: () => <AuthApp prepareApp={prepareRoleApp} /> })),
    loadRoleApp: () =>
      loadRoleApp().then(({ RoleApp }) => ({ default: ({ role }: { role: AppRole }) => <RoleApp role={role} fetchImpl={earlyCalls.fetch} /> })),
    startEarlyCalls: earlyCalls.start,
  });
}

main();
