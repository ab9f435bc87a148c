import { boot } from './boot/boot';

void boot({
  location: window.location,
  history: window.history,
  container: document.getElementById('root') as HTMLElement,
  loadAuthApp: () => import('./auth/AuthApp'),
  loadRoleApp: () => import('./apps/RoleApp'),
});
