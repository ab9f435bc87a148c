import DeleteIcon from '@mui/icons-material/Delete';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { EditButton, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { ActionTooltip } from '../../src/ui/lists/ActionTooltip';
import { RecordActionButton } from '../../src/ui/lists/RecordActionButton';
import { deleteTooltip, primaryTooltip, rowTooltip } from './ruleTooltips';

const RESOURCE = 'tracking-domain-rules';

/**
 * Edit, make primary and delete for one rule. A deleted rule or a campaign's rule has every
 * action off, and the primary rule cannot be deleted; the tooltip on each says why (R216–R218).
 */
export function RuleRowActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  const locked = rowTooltip(record, translate);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      <ActionTooltip title={locked}>
        {/* named on its own: on a phone react-admin draws a disabled action as a bare icon button */}
        <EditButton disabled={locked !== null} aria-label={translate('ra.action.edit')} />
      </ActionTooltip>
      <RecordActionButton
        label="resources.tracking-domain-rules.action.set_primary"
        icon={<StarBorderIcon />}
        disabledReason={primaryTooltip(record, translate)}
        run={() => dataProvider.patchAction(RESOURCE, { id: record.id, action: 'set-as-primary' })}
        success={{ message: 'resources.tracking-domain-rules.notifications.primary', args: { id: record.id } }}
      />
      <RecordActionButton
        label="ra.action.delete"
        icon={<DeleteIcon />}
        color="error"
        disabledReason={deleteTooltip(record, translate)}
        confirm={{
          title: 'resources.tracking-domain-rules.message.delete_title',
          content: 'resources.tracking-domain-rules.message.delete_content',
          args: { id: record.id, domain: record.domain },
        }}
        run={() =>
          dataProvider.delete(RESOURCE, { id: record.id, previousData: record, meta: { query: { tracking_domain_id: record.tracking_domain_id } } })
        }
        success={{ message: 'resources.tracking-domain-rules.notifications.deleted' }}
      />
    </Box>
  );
}
