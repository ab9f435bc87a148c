import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

/** A page's name, translated from `title`: in the app bar (react-admin's Title) and as the page's own heading. */
export function PageHeading({ title }: { title: string }) {
  const translate = useTranslate();
  const text = translate(title);
  return (
    <>
      <Title title={text} />
      <Typography variant="h4" component="h2">
        {text}
      </Typography>
    </>
  );
}
