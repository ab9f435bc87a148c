import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Button, ReferenceManyField, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { AppPagination } from '../../src/ui/lists';
import { Link } from 'react-router-dom';
import { RuleDatagrid } from '../tracking-domain-rules/RuleDatagrid';

function AddRuleButton({ domainId }: { domainId: number | string }) {
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'tracking-domain-rules', type: 'create' })}
      state={{ record: { tracking_domain_id: domainId } }}
      label="resources.tracking-domains.rules.add"
    >
      <AddIcon />
    </Button>
  );
}

function NoRules() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate('resources.tracking-domains.rules.empty')}
    </Typography>
  );
}

/** The rules of the domain on its page (`POST …/tracking-domain-rules/list` with its id). */
export function DomainRulesPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {translate('resources.tracking-domains.rules.title')}
        </Typography>
        <AddRuleButton domainId={record.id} />
      </Box>
      <ReferenceManyField
        reference="tracking-domain-rules"
        target="tracking_domain_id"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        pagination={<AppPagination />}
        empty={<NoRules />}
      >
        <RuleDatagrid showDomain={false} />
      </ReferenceManyField>
    </Box>
  );
}
