import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { config } from '../config';

/** 'Powered by' + product name, and '© 2021 ' + provider name (spec §1), both configurable. */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', px: 3, py: 1.5, color: 'text.secondary' }}
    >
      <Typography variant="body2">
        {translate('footer.poweredBy')} {config.productName}
      </Typography>
      <Typography variant="body2">{translate('footer.copyright', { provider: config.providerName })}</Typography>
    </Box>
  );
};
