import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { config } from '../config';
import { PublicPage } from '../common/PublicPage';

/**
 * After activating an account or choosing a new password: the mobile app's sentence (spec §2), and a
 * button to sign in on the web, where trainers write reports and players read theirs.
 */
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
        <Button component={Link} to="/login" variant="contained" sx={{ mt: 3 }}>
          {translate('account.signInOnWeb')}
        </Button>
      </Box>
    </PublicPage>
  );
};

