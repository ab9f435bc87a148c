import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

// spec 1 §9: tooltips show after 500 ms, hide after 500 ms, and stay 5000 ms after a touch
const DELAYS = { enterDelay: 500, enterNextDelay: 500, leaveDelay: 500, leaveTouchDelay: 5000 } as const;

/**
 * Explains why an action is off. A disabled button fires no pointer events, so the tooltip sits
 * on a wrapping span; without a title the action is shown as it is.
 */
export function ActionTooltip({ title, children }: { title?: string | null; children: ReactElement }) {
  if (!title) return children;
  return (
    // describeChild: the reason is the disabled action's description; a name on the wrapping span (no role) is not allowed (axe aria-prohibited-attr)
    <Tooltip title={title} describeChild {...DELAYS}>
      <span style={{ display: 'inline-flex' }} data-testid="action-tooltip">
        {children}
      </span>
    </Tooltip>
  );
}
