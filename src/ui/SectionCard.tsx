import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
  /** the heading's id, which names the section for assistive technology */
  id: string;
  /** message key of the heading */
  title: string;
  variant?: 'outlined' | 'elevation';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is one named section of a page (balance, periods, invoices, bank details): a level-2 heading, then its content. */
export function SectionCard({ id, title, variant, sx, children }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card variant={variant} sx={sx} component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
