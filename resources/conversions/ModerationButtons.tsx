import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import { Stack } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { TransactionStatus } from '../../domain/enums/payout';
import type { ConversionModeration } from '../../providers/conversionCalls';
import { HoldButtons } from './HoldButtons';
import { ModerationDialog } from './ModerationDialog';

/** Void, restore and change amount of the conversion in context (approve or reject it while held), for those holding the billing keys. */
export function ModerationButtons() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'conversions', action: 'edit' });
  const [open, setOpen] = useState<ConversionModeration | null>(null);
  if (!record || !canAccess) return null;
  // a held conversion is approved or rejected before anything else
  if (record.transaction_status === TransactionStatus.OnHold) {
    return (
      <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
        <HoldButtons id={record.id} />
      </Stack>
    );
  }
  const voided = record.transaction_status === TransactionStatus.Voided;
  const start = (action: ConversionModeration) => (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(action);
  };
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      {voided ? (
        <Button label="resources.conversions.action.unvoid" onClick={start('unvoid')}>
          <RestoreIcon />
        </Button>
      ) : (
        <>
          <Button label="resources.conversions.action.void" color="error" onClick={start('void')}>
            <BlockIcon />
          </Button>
          <Button label="resources.conversions.action.change_amount" onClick={start('change-amount')}>
            <EditIcon />
          </Button>
        </>
      )}
      {open ? <ModerationDialog id={record.id} action={open} open onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
