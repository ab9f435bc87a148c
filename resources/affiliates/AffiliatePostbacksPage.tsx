import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PostbacksPanel } from '../postbacks/PostbacksPanel';
import { userIdFromParams } from '../accounts/accountRoute';

/** /d/user-operations/affiliates/{id}/postbacks (spec 2 §2, spec 3 §4): one affiliate's postbacks and their log. */
export function AffiliatePostbacksPage() {
  const translate = useTranslate();
  const id = userIdFromParams(useParams());
  const { data } = useGetOne('user-operations/all-users', { id: id ?? 0 }, { enabled: id !== undefined });
  return (
    <Card>
      <Title title={translate('resources.user-operations/all-users.actions.postbacks')} />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {data ? `${data.full_name || data.email} (#${data.id})` : `#${id ?? ''}`}
        </Typography>
        {id !== undefined ? <PostbacksPanel affiliateId={id} /> : null}
      </CardContent>
    </Card>
  );
}
