import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { GettingStarted } from '../../contract/dashboard';
import { overviewReads } from './overviewReads';

interface Step {
  /** The step's texts under gettingStarted.<key>, <key>Text and <key>Action. */
  key: 'season' | 'teams' | 'players' | 'trainers' | 'skills';
  done: boolean;
  /** Where the step is done. Members come in by invitation from the players list (no import yet). */
  to: string;
}

/** The steps in the order a club is set up, each ticked off from the club's own data. */
export const gettingStartedSteps = (club: GettingStarted): Step[] => [
  { key: 'season', done: club.seasons > 0, to: '/season' },
  { key: 'teams', done: club.teams > 0, to: '/teams' },
  { key: 'players', done: club.players > 0, to: '/players' },
  { key: 'trainers', done: club.trainers > 0, to: '/trainers' },
  { key: 'skills', done: club.skillsReviewed, to: '/general-settings?section=skills' },
];

/** Hidden by the manager, remembered per club on this device. */
const hiddenKey = (clubId: string) => `touchline.gettingStarted.hidden.${clubId}`;

/**
 * A new club's getting-started checklist on the overview (issue 28): the first steps, ticked off as
 * the club's data shows them done, each with the way to do it. It is gone once every step is done,
 * or once the manager hides it. Read again each time the overview opens, as the steps are done on
 * other pages. Not shown while loading or when it cannot be read: it is a guide, the overview's
 * own panels say what failed.
 */
export const GettingStartedChecklist = () => {
  const translate = useTranslate();
  const club = useQuery({ ...overviewReads().gettingStarted, refetchOnMount: 'always' });
  const [hiddenNow, setHiddenNow] = useState(false);
  if (!club.data || hiddenNow || localStorage.getItem(hiddenKey(club.data.clubId))) return null;
  const steps = gettingStartedSteps(club.data);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const title = translate('gettingStarted.title');
  const { clubId } = club.data;

  const hide = () => {
    localStorage.setItem(hiddenKey(clubId), '1');
    setHiddenNow(true);
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{translate('gettingStarted.intro')}</Typography>
            <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{translate('gettingStarted.progress', { done, total: steps.length })}</Typography>
          </Box>
          <IconButton aria-label={translate('gettingStarted.dismiss')} onClick={hide}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List aria-label={title}>
          {steps.map((step) => (
            <ListItem
              key={step.key}
              disableGutters
              sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 2 }}
              aria-label={`${translate(`gettingStarted.${step.key}`)}${step.done ? ` (${translate('gettingStarted.done')})` : ''}`}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" titleAccess={translate('gettingStarted.done')} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={translate(`gettingStarted.${step.key}`)}
                secondary={translate(`gettingStarted.${step.key}Text`)}
                slotProps={{ primary: { sx: step.done ? { textDecoration: 'line-through', color: 'text.secondary' } : { fontWeight: 600 } } }}
                sx={{ flex: '1 1 200px' }}
              />
              <Button component={Link} to={step.to} variant={step.done ? 'text' : 'contained'} sx={{ flexShrink: 0, ml: { xs: 5, sm: 0 } }}>
                {translate(`gettingStarted.${step.key}Action`)}
              </Button>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
