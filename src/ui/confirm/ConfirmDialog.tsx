import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { normaliseAction, type ActionStyle, type ConfirmRequest } from './types';

const COLOR: Record<ActionStyle, 'success' | 'error' | 'warning' | 'primary' | 'secondary'> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  primary: 'primary',
  secondary: 'secondary',
};

export interface ConfirmDialogProps extends ConfirmRequest {
  open: boolean;
  /** the chosen action's value, or null when closed without choosing */
  onClose(value: string | null): void;
}

/**
 * The shared confirm dialog of spec 1 §2 (R528–R534): 290–590 px wide, and on a phone the whole
 * width but 16 px each side. Esc and × close it without choosing; Enter (outside a button, which
 * Enter presses itself) chooses the last action, the affirmative one ("Yes").
 */
export function ConfirmDialog({ open, title, html, message, actions, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  const buttons = (actions ?? [
    { value: 'no', label: translate('ui.confirm.no'), style: 'secondary' as const },
    { value: 'yes', label: translate('ui.confirm.yes') },
  ]).map(normaliseAction);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    onClose(buttons[buttons.length - 1]!.value);
  };
  return (
    <Dialog
      open={open}
      onClose={() => onClose(null)}
      onKeyDown={onKeyDown}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: { minWidth: { xs: 0, sm: 290 }, maxWidth: 590, width: '100%', m: 2 } } }}
    >
      <DialogTitle id="confirm-dialog-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {title ?? translate('ui.confirm.title')}
        <IconButton aria-label={translate('ra.action.close')} onClick={() => onClose(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {html || message ? (
        <DialogContent>{html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : message}</DialogContent>
      ) : null}
      <DialogActions>
        {buttons.map((action) => (
          <Button key={action.value} variant={action.style === 'secondary' ? 'outlined' : 'contained'} color={COLOR[action.style]} onClick={() => onClose(action.value)}>
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
