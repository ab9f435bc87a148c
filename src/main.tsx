import { boot } from './boot/boot';
import { startEarlyCalls } from '../providers/http/earlyCalls';

const loadRoleApp = () => import('./apps/RoleApp');

// the sign-in page fetches the back office's code while the visitor types the password (issue 10)
let roleAppRequested = false;
function prepareRoleApp() {
  if (roleAppRequested) return;
  roleAppRequested = true;
  loadRoleApp().catch((error: unknown) => {
    // the page after sign-in loads it again and reports a failure there
    roleAppRequested = false;
    console.warn('Could not load the back office ahead of sign-in', error);
  });
}

void boot({
  location: window.location,
  history: window.history,
  container: document.getElementById('root') as HTMLElement,
  loadAuthApp: () => import('./auth/AuthApp').then(({ AuthApp }) => ({ default: () => <AuthApp prepareApp={prepareRoleApp} /> })),
  loadRoleApp,
  startEarlyCalls: (role) => startEarlyCalls(role),
});
