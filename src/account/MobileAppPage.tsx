import { Box, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { config } from '../config';
import { PublicPage } from '../common/PublicPage';

/** The end of the road on the web for a trainer or player: the rest happens in the mobile app. */
export const MobileAppPage = ({ title, text }: { title: string; text: string }) => {
  const translate = useTranslate();
  return (
    <PublicPage>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleOutline color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography>{translate(text, { product: config.productName })}</Typography>
      </Box>
    </PublicPage>
  );
};

