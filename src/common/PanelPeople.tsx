import type { ReactNode } from 'react';
import { Avatar, Link as MuiLink, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { assetUrl } from '../providers/apiClient';
import { detailPath } from '../paths';

/** Who a row of a panel is: the id of their detail page, their name and their picture. */
export interface Person {
  id: string;
  name: string;
  picture: string | null | undefined;
}

/** A trainer row of the overview's calls (activity, due soon, calibration) as a person. */
export const trainerOf = (row: { userId: string; trainerName: string; profilePicture: string | null }): Person => ({
  id: row.userId,
  name: row.trainerName,
  picture: row.profilePicture,
});

/**
 * One person in an overview panel's list: picture, name linked to their detail page in the club green
 * of every link there, a line under the name, and what the panel shows beside it (progress, score).
 */
const PersonListItem = ({
  role,
  person,
  secondary,
  secondaryColor = 'text.secondary',
  children,
}: {
  role: 'Player' | 'Trainer';
  person: Person;
  secondary: ReactNode;
  secondaryColor?: string;
  children?: ReactNode;
}) => (
  <ListItem disableGutters>
    <ListItemAvatar>
      <Avatar src={assetUrl(person.picture)} alt="" />
    </ListItemAvatar>
    <ListItemText
      primary={
        <MuiLink component={Link} to={detailPath(role, person.id)}>
          {person.name}
        </MuiLink>
      }
      secondary={secondary}
      slotProps={{ secondary: { color: secondaryColor } }}
    />
    {children}
  </ListItem>
);

interface PanelPeopleProps<Row> {
  role: 'Player' | 'Trainer';
  rows: Row[];
  person: (row: Row) => Person;
  /** The row's key where one person stands in several rows (a trainer per round); else the person's id. */
  keyOf?: (row: Row) => string;
  secondary: (row: Row) => ReactNode;
  secondaryColor?: (row: Row) => string;
  /** What stands beside the name (progress, score). */
  aside?: (row: Row) => ReactNode;
  /** Flush with the panel's edges (the overview's panels) or with the list's own padding. */
  flush?: boolean;
}

/** The people of an overview panel, one PersonListItem a row. */
export function PanelPeople<Row>({ role, rows, person, keyOf, secondary, secondaryColor, aside, flush = true }: PanelPeopleProps<Row>) {
  return (
    <List dense disablePadding={flush}>
      {rows.map((row) => {
        const who = person(row);
        return (
          <PersonListItem key={keyOf ? keyOf(row) : who.id} role={role} person={who} secondary={secondary(row)} secondaryColor={secondaryColor?.(row)}>
            {aside?.(row)}
          </PersonListItem>
        );
      })}
    </List>
  );
}
