import { Avatar, Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { assetUrl } from '../providers/apiClient';

/** Picture and name of a person in a table, optionally linking to their page. */
export const PersonCell = ({ name, picture, to }: { name: string | null | undefined; picture?: string | null; to?: string }) => {
  if (!name) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar src={assetUrl(picture)} alt="" sx={{ width: 32, height: 32 }} />
      {to ? (
        <MuiLink component={Link} to={to} underline="hover">
          {name}
        </MuiLink>
      ) : (
        <Typography variant="body2" component="span">
          {name}
        </Typography>
      )}
    </Box>
  );
};

