import { Alert, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { MAIL_LINK_PLACEHOLDERS } from '../../contract/mailLinks';

/**
 * An e-mail's text as the console shows it (issue 41): the server has put words in place of each
 * activation, reset and unsubscribe link (contract/mailLinks.ts), said here in the operator's language,
 * and a note says which link went out and that Resend sends a new one.
 */
export const MailText = () => {
  const record = useRecordContext<{ text?: string; link?: 'activation' | 'reset' | null }>();
  const translate = useTranslate();
  if (!record) return null;
  let text = record.text ?? '';
  for (const [kind, words] of Object.entries(MAIL_LINK_PLACEHOLDERS)) text = text.split(words).join(translate(`console.mail.placeholders.${kind}`));
  return (
    <>
      {record.link && <Alert severity="info" sx={{ mb: 2 }}>{translate(`console.mail.linkNote.${record.link}`)}</Alert>}
      <Labeled label="resources.mail.fields.text">
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
      </Labeled>
    </>
  );
};
