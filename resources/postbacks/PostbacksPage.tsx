import { Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PostbacksPanel } from './PostbacksPanel';

/** The affiliate's own "Postbacks" page in their portal. */
export function PostbacksPage() {
  const translate = useTranslate();
  return (
    <Card>
      <Title title={translate('resources.postbacks.name', { smart_count: 2 })} />
      <CardContent>
        <PostbacksPanel />
      </CardContent>
    </Card>
  );
}
