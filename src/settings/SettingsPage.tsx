import { useMemo, useState } from 'react';
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
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  AutocompleteInput, Form, maxValue, minValue, NumberInput, number, RadioButtonGroupInput, SaveButton, SelectInput, TextInput, useLocaleState, useNotify,
  useTranslate,
} from 'react-admin';
import { RETENTION_MONTHS } from '../../contract/limits';
import { Link, useSearchParams } from 'react-router-dom';
import type { ClubDetails, Season } from '../../contract/schemas';
import { PhotoInput } from '../common/form/PhotoInput';
import { requiredText, trimmed } from '../common/form/validators';
import { PHOTO_MAX_BYTES } from '../common/uploadPhoto';
import { useClubDetails, useClubDetailsChanged } from '../common/clubDetails';
import { errorText } from '../common/errorText';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { SeasonDialog } from '../seasons/SeasonDialog';
import { formatSeasonDate } from '../seasons/seasonDates';
import { countryOptions } from './countries';
import { SkillsSettings } from './SkillsSettings';
import { FamilySettingsSection } from '../families/FamilySettingsSection';

type SettingsSection = 'general' | 'skills' | 'families';

/** The sections of the left nav; the chosen one is in the address (?section=skills), so it survives a reload. */
const SECTIONS: { id: SettingsSection; label: string; to: string }[] = [
  { id: 'general', label: 'settings.nav', to: '/general-settings' },
  { id: 'skills', label: 'skills.nav', to: '/general-settings?section=skills' },
  { id: 'families', label: 'familySettings.title', to: '/general-settings?section=families' },
];

/**
 * /general-settings: the club's logo, name, country, time zone, retention period and e-mail language, and its seasons (settings rules of the season
 * modal); /general-settings?section=skills: the club's skill set; ?section=families: the release of
 * reports and the privacy statement (issue 25).
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('section');
  const section: SettingsSection = asked === 'skills' || asked === 'families' ? asked : 'general';
  const club = useClubDetails({ enabled: section === 'general' });

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
      <Card component="nav" aria-label={translate('clubSettings.title')} sx={{ minWidth: 200 }}>
        <List disablePadding>
          {SECTIONS.map(({ id, label, to }) => (
            // A list holds list items: the link sits in one (screen readers count the entries).
            <ListItem key={id} disablePadding>
              <ListItemButton component={Link} to={to} selected={section === id} aria-current={section === id ? 'page' : undefined}>
                <ListItemText primary={translate(label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography variant="h4" component="h1">
          {translate(SECTIONS.find((one) => one.id === section)!.label)}
        </Typography>
        {section === 'skills' ? (
          <SkillsSettings />
        ) : section === 'families' ? (
          <FamilySettingsSection />
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

interface ClubValues {
  clubName: string | null;
  country: string | null;
  timeZone: string | null;
  /** Months a removed member's file is kept before it is erased (issue 25). */
  retentionMonths: number | null;
  /** The language of the club's e-mails (issue 37); nobody's page language. */
  language: 'en' | 'nl' | null;
  /** A newly uploaded logo's id. */
  logoId: string | null;
}

/** The IANA time zones the browser knows, with the club's own (which may be an alias such as UTC). */
const timeZoneChoices = (own: string) =>
  [...new Set([own, ...Intl.supportedValuesOf('timeZone')])].sort().map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') }));

/** Name and country are both needed; the settings page's sentence (spec §5). */
const mandatory = [requiredText('season.settings.mandatory')];
/** The retention period's bounds, said in the field's own sentence. */
const retentionRules = [
  number('clubSettings.retentionRange'),
  minValue(RETENTION_MONTHS.min, 'clubSettings.retentionRange'),
  maxValue(RETENTION_MONTHS.max, 'clubSettings.retentionRange'),
];

/** The languages a club's e-mails can be written in (the server's templates). */
const EMAIL_LANGUAGES = [
  { id: 'en', name: 'clubSettings.languages.en' },
  { id: 'nl', name: 'clubSettings.languages.nl' },
];

const ClubForm = ({ club }: { club: ClubDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const clubDetailsChanged = useClubDetailsChanged();
  const countries = useMemo(() => countryOptions(locale).map(({ code, name }) => ({ id: code, name })), [locale]);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const update = async (values: ClubValues) => {
    setSaving(true);
    try {
      await call(endpoints.userUpdateClubDetails, { body: {
        Id: club.id,
        ClubName: trimmed(values.clubName),
        // The new logo's id if one was uploaded, else the existing URL (spec §7).
        LogoUrl: values.logoId ?? club.logoUrl,
        Country: values.country ?? '',
        // The digest's Monday morning (issue 15); left empty, the club keeps its zone.
        ...(values.timeZone ? { TimeZone: values.timeZone } : {}),
        // Left empty, the club keeps its period.
        ...(typeof values.retentionMonths === 'number' ? { RetentionMonths: values.retentionMonths } : {}),
        // The e-mails' language (issue 37); an older server that sends none keeps its own.
        ...(values.language ? { Language: values.language } : {}),
      } });
      // A new e-mail language is said in words: which language the club's e-mails go out in from now on.
      if (values.language && values.language !== club.language) {
        notify(translate('clubSettings.emailLanguageSaved', { language: translate(`clubSettings.languages.${values.language}`) }), { type: 'success' });
      } else {
        notify('club.updated', { type: 'success' });
      }
      void clubDetailsChanged();
    } catch (error) {
      notify(`${translate('club.updateFailed')} ${errorText(error)}`.trim(), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      {/* Saved details come back through the club-details query: the form starts afresh from them. */}
      <Form
        key={JSON.stringify(club)}
        defaultValues={{
          clubName: club.clubName,
          country: countries.some((c) => c.id === club.country) ? club.country : null,
          timeZone: club.timeZone,
          retentionMonths: club.retentionMonths,
          language: club.language ?? null,
          logoId: null,
        }}
        onSubmit={(values: Record<string, unknown>) => update(values as unknown as ClubValues)}
        noValidate
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 520 }}>
          <PhotoInput
            source="logoId"
            value={club.logoUrl}
            onBusyChange={setUploading}
            maxBytes={PHOTO_MAX_BYTES}
            label={translate('clubSettings.logo')}
            fallback={club.clubName.charAt(0)}
            shape="rounded"
          />
          <TextInput source="clubName" label="clubSettings.clubName" validate={mandatory} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <SelectInput source="country" id="club-country" label="clubSettings.country" choices={countries} validate={mandatory} isRequired />
          <AutocompleteInput
            source="timeZone"
            id="club-time-zone"
            label="clubSettings.timeZone"
            helperText="clubSettings.timeZoneHelp"
            choices={timeZoneChoices(club.timeZone)}
            validate={mandatory}
            isRequired
          />
          <NumberInput
            source="retentionMonths"
            id="club-retention"
            label="clubSettings.retentionMonths"
            helperText="clubSettings.retentionHelp"
            min={RETENTION_MONTHS.min}
            max={RETENTION_MONTHS.max}
            step={1}
            validate={retentionRules}
          />
          {club.language && (
            <RadioButtonGroupInput
              source="language"
              label="clubSettings.emailLanguage"
              helperText="clubSettings.emailLanguageHelp"
              choices={EMAIL_LANGUAGES}
              row
            />
          )}
          <Box>
            <SaveButton label="clubSettings.update" icon={null} alwaysEnable={!saving && !uploading} disabled={saving || uploading} />
          </Box>
        </CardContent>
      </Form>
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
