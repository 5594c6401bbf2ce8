import { Avatar, Link as MuiLink, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DueSoonRow } from '../../contract/rounds';
import { DUE_SOON_DAYS } from '../../contract/rounds';
import { assetUrl } from '../providers/apiClient';
import { formatDate } from '../people/format';
import { Panel, type Loaded } from '../dashboard/Panel';

/**
 * The overview's Due soon panel (issue 15): per trainer and round, the reports still missing for a
 * round that is overdue (first, in red) or due within the next two weeks.
 */
export const DueSoonPanel = ({ loaded }: { loaded: Loaded<DueSoonRow[]> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Panel title={translate('rounds.dueSoon.title')} to="/trainers" toLabel={translate('dashboard.toTrainers')} loaded={loaded}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">{translate('rounds.dueSoon.none', { days: DUE_SOON_DAYS })}</Typography>
        ) : (
          <List dense disablePadding>
            {rows.map((row) => (
              <ListItem key={`${row.userId}-${row.round}`} disableGutters>
                <ListItemAvatar>
                  <Avatar src={assetUrl(row.profilePicture)} alt="" />
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={`/trainers/detail-trainer?userId=${row.userId}`}>
                      {row.trainerName}
                    </MuiLink>
                  }
                  secondary={translate(row.isOverdue ? 'rounds.dueSoon.overdue' : 'rounds.dueSoon.due', {
                    round: row.round,
                    date: formatDate(row.dueDate, locale),
                    smart_count: row.missingReports,
                  })}
                  slotProps={{ secondary: { color: row.isOverdue ? 'error' : 'text.secondary' } }}
                />
              </ListItem>
            ))}
          </List>
        )
      }
    </Panel>
  );
};
