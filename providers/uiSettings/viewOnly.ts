import { LOCAL_KEYS, type KeyValueStorage } from './localKeys';

/**
 * View-only mode (spec 1 §1, R523): a locally stored user_view_type flag. Any non-empty value
 * other than '0' or 'false' turns it on; then settings stay local and nothing is saved or loaded.
 */
export function isViewOnly(storage: Pick<KeyValueStorage, 'getItem'>): boolean {
  const value = storage.getItem(LOCAL_KEYS.viewType);
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}
