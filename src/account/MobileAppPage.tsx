import { Box, Button, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { config } from '../config';
import { PublicPage } from '../common/PublicPage';
import { FAMILY_PATH } from '../paths';

/** The query the password page adds for a guardian (role=Guardian): they are told where on the web to go. */
export const GUARDIAN_QUERY = 'role=Guardian';

/**
 * After activating an account or choosing a new password: the mobile app's sentence (spec §2), and a
 * button to sign in on the web, where trainers write reports and players read theirs. A guardian has
 * no mobile app of their own (issue 37): they are given the web address of their family page instead.
 */
export const MobileAppPage = ({ title, text, guardianText }: { title: string; text: string; guardianText: string }) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const guardian = params.get('role') === 'Guardian';
  const address = `${window.location.origin}${FAMILY_PATH}`;
  return (
    <PublicPage>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleOutline color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography>{guardian ? translate(guardianText, { address }) : translate(text, { product: config.productName })}</Typography>
        <Button component={Link} to={guardian ? FAMILY_PATH : '/login'} variant="contained" sx={{ mt: 3 }}>
          {translate('account.signInOnWeb')}
        </Button>
      </Box>
    </PublicPage>
  );
};
