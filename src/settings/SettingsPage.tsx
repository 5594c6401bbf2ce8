import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { ClubDetails, Season } from '../../contract/schemas';
import { PhotoUpload } from '../common/PhotoUpload';
import { PHOTO_MAX_BYTES } from '../common/uploadPhoto';
import { useClubDetails, useClubDetailsChanged } from './clubDetails';
import { errorText } from '../common/errorText';
import { useTouchlineData } from '../common/useTouchlineData';
import { SeasonDialog } from '../seasons/SeasonDialog';
import { formatSeasonDate } from '../seasons/seasonDates';
import { countryOptions } from './countries';
import { SkillsSettings } from './SkillsSettings';

type SettingsSection = 'general' | 'skills';

/** The sections of the left nav; the chosen one is in the address (?section=skills), so it survives a reload. */
const SECTIONS: { id: SettingsSection; label: string; to: string }[] = [
  { id: 'general', label: 'settings.nav', to: '/general-settings' },
  { id: 'skills', label: 'skills.nav', to: '/general-settings?section=skills' },
];

/**
 * /general-settings: the club's logo, name and country, and its seasons (settings rules of the season
 * modal); /general-settings?section=skills: the club's skill set.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const section: SettingsSection = searchParams.get('section') === 'skills' ? 'skills' : 'general';
  const club = useClubDetails({ enabled: section === 'general' });

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
      <Card component="nav" aria-label={translate('clubSettings.title')} sx={{ minWidth: 200 }}>
        <List disablePadding>
          {SECTIONS.map(({ id, label, to }) => (
            <ListItemButton
              key={id}
              component={Link}
              to={to}
              selected={section === id}
              aria-current={section === id ? 'page' : undefined}
            >
              <ListItemText primary={translate(label)} />
            </ListItemButton>
          ))}
        </List>
      </Card>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography variant="h4" component="h1">
          {translate(section === 'skills' ? 'skills.nav' : 'settings.nav')}
        </Typography>
        {section === 'skills' ? (
          <SkillsSettings />
        ) : club.error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(club.error)}
          </Alert>
        ) : club.data ? (
          <>
            <ClubForm club={club.data} />
            <ClubSeasons seasons={club.data.clubSeasons} />
          </>
        ) : (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        )}
      </Box>
    </Box>
  );
};

const ClubForm = ({ club }: { club: ClubDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useTouchlineData();
  const clubDetailsChanged = useClubDetailsChanged();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [clubName, setClubName] = useState(club.clubName);
  const [country, setCountry] = useState(club.country);
  const [newLogoId, setNewLogoId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setClubName(club.clubName);
    setCountry(club.country);
    setNewLogoId(null);
  }, [club]);

  const update = async () => {
    if (!clubName.trim() || !country) {
      notify('season.settings.mandatory', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.updateClubDetails({
        Id: club.id,
        ClubName: clubName.trim(),
        // The new logo's id if one was uploaded, else the existing URL (spec §7).
        LogoUrl: newLogoId ?? club.logoUrl,
        Country: country,
      });
      if (!answer.isSucceeded) throw new Error(answer.errorMessage ?? '');
      notify('club.updated', { type: 'success' });
      void clubDetailsChanged();
    } catch (error) {
      notify(`${translate('club.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}>
        <PhotoUpload
          value={club.logoUrl}
          onUploaded={setNewLogoId}
          onBusyChange={setUploading}
          maxBytes={PHOTO_MAX_BYTES}
          label={translate('clubSettings.logo')}
          fallback={club.clubName.charAt(0)}
          shape="rounded"
        />
        <TextField
          label={translate('clubSettings.clubName')}
          value={clubName}
          onChange={(event) => setClubName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <TextField
          select
          id="club-country"
          label={translate('clubSettings.country')}
          value={countries.some((c) => c.code === country) ? country : ''}
          onChange={(event) => setCountry(event.target.value)}
        >
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button
            variant="contained"
            onClick={() => void update()}
            disabled={saving || uploading}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('clubSettings.update')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

const ClubSeasons = ({ seasons }: { seasons: Season[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [modal, setModal] = useState<{ open: boolean; season?: Season }>({ open: false });
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('clubSettings.seasons')}
          </Typography>
          <Button startIcon={<AddIcon />} onClick={() => setModal({ open: true })}>
            {translate('seasonPage.add')}
          </Button>
        </Box>
        <List aria-label={translate('clubSettings.seasons')}>
          {seasons.map((season) => (
            <ListItem
              key={season.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('seasonPage.editRow', { name: season.seasonName })}
                  onClick={() => setModal({ open: true, season })}
                >
                  <EditIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={season.seasonName}
                secondary={`${formatSeasonDate(season.startDate, locale)} – ${formatSeasonDate(season.endDate, locale)} · ${translate('seasonPage.perPlayer', { n: season.reportFrequency })}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {/* Saving refreshes the club details: they (and this list) reload. */}
      <SeasonDialog open={modal.open} season={modal.season} variant="settings" onClose={() => setModal({ open: false })} />
    </Card>
  );
};
