import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useState, type MouseEvent } from 'react';
import { Button, useListContext, useTranslate, type Identifier } from 'react-admin';
import { ApproveHoldReason, VoidReason } from '../../domain/enums/reasons';
import type { HoldDecision } from '../../providers/conversionCalls';
import { ReasonDialog } from '../../src/ui/lists/ReasonDialog';
import { useBatchUpdate } from '../../src/ui/lists/useBatchUpdate';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { useConversionCalls } from './useConversionCalls';

const REASONS = { approve: ApproveHoldReason, reject: VoidReason } as const;
const LABELS = { reason: 'resources.conversions.dialog.reason', cancel: 'resources.conversions.dialog.cancel', confirm: 'resources.conversions.dialog.confirm' };

/** The two buttons and the reason dialog both forms share. */
function HoldDecisions({ titleOf, onDecide, idPart }: { titleOf: (d: HoldDecision) => string; onDecide: (d: HoldDecision, reason: string) => Promise<unknown>; idPart: string }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState<HoldDecision | null>(null);
  const start = (d: HoldDecision) => (event: MouseEvent) => {
    event.stopPropagation();
    setAsking(d);
  };
  return (
    <>
      <Button label="resources.conversions.action.approve" onClick={start('approve')}>
        <CheckIcon />
      </Button>
      <Button label="resources.conversions.action.reject" color="error" onClick={start('reject')}>
        <CloseIcon />
      </Button>
      <ReasonDialog<string>
        open={asking !== null}
        titleId={`hold-${asking ?? 'decide'}-${idPart}`}
        title={asking ? titleOf(asking) : ''}
        explain={asking ? translate(`resources.conversions.hold.explain_${asking}`) : undefined}
        reasons={REASONS[asking ?? 'approve']}
        labels={LABELS}
        onSubmit={async (reason) => {
          if (await onDecide(asking!, reason)) setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

/** Approve or reject the held conversion in context, with a reason (staff holding the billing keys). */
export function HoldButtons({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const calls = useConversionCalls();
  const runAction = useRunAction();
  return (
    <HoldDecisions
      idPart={String(id)}
      titleOf={(d) => translate(`resources.conversions.hold.${d}`, { id })}
      onDecide={(d, reason) => runAction(() => calls.decideHold(id, d, reason), `resources.conversions.hold.${d === 'approve' ? 'approved' : 'rejected'}`, { args: { smart_count: 1 } })}
    />
  );
}

/** The list's bulk actions: approve or reject every selected held conversion, all or none, with one reason. */
export function HoldBatchButtons() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const { run } = useBatchUpdate();
  return (
    <HoldDecisions
      idPart="batch"
      titleOf={(d) => translate(`resources.conversions.hold.${d}_many`, { smart_count: selectedIds.length })}
      onDecide={(d, reason) => run(d, { reason }, `resources.conversions.hold.${d === 'approve' ? 'approved' : 'rejected'}`)}
    />
  );
}
