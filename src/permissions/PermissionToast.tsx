import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A toast with a title and a message (spec 1 §8), handed to react-admin's notify as an element. */
export function PermissionToast({ severity, title, message }: { severity: 'success' | 'error'; title: string; message: string }) {
  return (
    <Alert severity={severity} variant="filled" role="alert" sx={{ minWidth: 288 }}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
