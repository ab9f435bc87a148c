import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { userIdFromParams } from './accountRoute';

/** /d/user-operations/affiliates/{id}/postbacks (spec 2 §2): the postbacks module is not built yet (decisions/users.md, R250). */
export function AffiliatePostbacksPage() {
  const translate = useTranslate();
  const id = userIdFromParams(useParams());
  const { data } = useGetOne('user-operations/all-users', { id: id ?? 0 }, { enabled: id !== undefined });
  return (
    <Card>
      <Title title={translate('resources.user-operations/all-users.actions.postbacks')} />
      <CardContent>
        <Typography variant="h6">{data ? `${data.full_name || data.email} (#${data.id})` : `#${id ?? ''}`}</Typography>
        <Typography color="text.secondary">{translate('resources.user-operations/all-users.actions.postbacks')}</Typography>
      </CardContent>
    </Card>
  );
}
