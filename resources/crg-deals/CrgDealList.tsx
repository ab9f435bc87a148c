import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, FunctionField, SimpleList, TextField, TopToolbar, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';

const T = 'resources.crg-deals';

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'crg-deals', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

/** CRG deals: offer, affiliate, guarantee, cohort and the affiliate's terms; a row opens its cohorts. */
export function CrgDealList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const terms = (r: RaRecord) => `${r.guarantee_percent} % · ${translate(`${T}.cohort.${r.cohort}`)} · ${translate(`${T}.terms.${r.affiliate_terms}`)}`;
  const status = (r: RaRecord) => translate(`${T}.status.${r.status === 1 ? 'active' : 'paused'}`);
  return (
    <AppList actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      {small ? (
        <SimpleList primaryText={(r) => `${r.offer_name} · ${r.affiliate_name}`} secondaryText={terms} tertiaryText={status} linkType="show" />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" sortable={false} />
          <TextField source="offer_name" sortable={false} />
          <TextField source="affiliate_name" sortable={false} />
          <FunctionField source="integration_name" sortable={false} render={(r: RaRecord) => r.integration_name ?? translate(`${T}.any_integration`)} />
          <FunctionField source="guarantee_percent" sortable={false} render={terms} />
          <FunctionField source="status" sortable={false} render={status} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
