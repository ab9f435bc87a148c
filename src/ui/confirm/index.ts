export { ConfirmDialog } from './ConfirmDialog';
export { ConfirmProvider } from './ConfirmProvider';
export { useConfirm, type Confirm } from './useConfirm';
export type { ConfirmAction, ConfirmRequest } from './types';
export { useAskYes } from './useAskYes';
export { useAskBatch, type BatchQuestion } from './useAskBatch';
