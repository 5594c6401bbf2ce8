import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorText } from './errorText';

/**
 * A detail page that could not load: the spec's 'Failed fetching data.' and a way back to the list.
 * An id the server rejects (400: not an id at all) or does not find (404: never existed, removed, or of
 * another club) is told as one sentence a manager understands (`goneMessage`), never the server's
 * validation text; any other failure (server down) adds the server's message.
 */
export const LoadFailed = ({
  error,
  goneMessage,
  backTo,
  backLabel,
}: {
  /** The failed call's error; undefined when the address carries no id at all. */
  error?: unknown;
  goneMessage: string;
  backTo: string;
  backLabel: string;
}) => {
  const translate = useTranslate();
  const status = (error as { status?: unknown } | undefined)?.status;
  const gone = error === undefined || status === 400 || status === 404;
  return (
    <Alert
      severity="error"
      action={
        <Button component={Link} to={backTo} color="inherit" size="small" startIcon={<ArrowBackIcon />}>
          {translate(backLabel)}
        </Button>
      }
    >
      {translate('load.failed')} {gone ? translate(goneMessage) : errorText(error)}
    </Alert>
  );
};
