import type { ReactNode } from 'react';
import { Avatar, Link as MuiLink, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { assetUrl } from '../providers/apiClient';
import { detailPath } from '../paths';

/**
 * One person in an overview panel's list: picture, name linked to their detail page in the club green
 * of every link there, a line under the name, and what the panel shows beside it (progress, score).
 */
export const PersonListItem = ({
  role,
  id,
  name,
  picture,
  secondary,
  secondaryColor = 'text.secondary',
  children,
}: {
  role: 'Player' | 'Trainer';
  id: string;
  name: string;
  picture: string | null | undefined;
  secondary: ReactNode;
  secondaryColor?: string;
  children?: ReactNode;
}) => (
  <ListItem disableGutters>
    <ListItemAvatar>
      <Avatar src={assetUrl(picture)} alt="" />
    </ListItemAvatar>
    <ListItemText
      primary={
        <MuiLink component={Link} to={detailPath(role, id)}>
          {name}
        </MuiLink>
      }
      secondary={secondary}
      slotProps={{ secondary: { color: secondaryColor } }}
    />
    {children}
  </ListItem>
);
