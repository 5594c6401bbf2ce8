import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The catch-all screen (spec §2). */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('notFound')}
      </Typography>
      <Link to="/">{translate('notFoundBack')}</Link>
    </Box>
  );
};
