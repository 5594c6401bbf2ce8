import { useState } from 'react';
import { Box, Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessLogDialog } from './AccessLogDialog';
import { EraseButton } from './EraseButton';
import { exportPagePath } from './paths';

/** A person's privacy tools on their detail page (managers): the access log, the export and erasure. */
export const PrivacyActions = ({ userId, name, backTo }: { userId: string; name: string; backTo: string }) => {
  const translate = useTranslate();
  const [logOpen, setLogOpen] = useState(false);
  return (
    <Box component="section" aria-label={translate('privacy.actions')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setLogOpen(true)}>
        {translate('privacy.accessLog')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} component={Link} to={exportPagePath(userId)}>
        {translate('privacy.exportData')}
      </Button>
      <EraseButton userId={userId} name={name} backTo={backTo} />
      {logOpen && <AccessLogDialog userId={userId} name={name} open={logOpen} onClose={() => setLogOpen(false)} />}
    </Box>
  );
};
