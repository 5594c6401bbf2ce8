import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { I18nContextProvider, memoryStore, StoreContextProvider, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ExportRelative, PersonExport } from '../../contract/privacy';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { formatShortDate, formatShortDateTime } from '../common/dates';
import { formatScoreOneDecimal } from '../common/scores';
import { LanguageButton } from '../common/LanguageButton';
import { createI18nProvider, LOCALES, type LocaleCode } from '../providers/i18nProvider';
import { personName } from '../../contract/personName';

/** A label and its value as a row of a two-column table. */
const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 600 }}>{label}</TableCell>
    <TableCell>{children ?? '—'}</TableCell>
  </TableRow>
);

/** Offers the export as the JSON file the call answered (art. 20: a machine-readable copy). */
const downloadJson = (file: PersonExport) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `touchline-${file.profile.userId}.json` });
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * The page's own language: react-admin's locale store and i18n context for what is inside, starting
 * in `locale`, so the language button switches the page and never the app's language (issue 37: the
 * page used to switch the whole app for good).
 */
const PageLanguage = ({ locale, children }: { locale: LocaleCode; children: ReactNode }) => {
  const [store] = useState(() => memoryStore({ locale }));
  const [i18nProvider] = useState(() => createI18nProvider({ locale, remember: false }));
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </StoreContextProvider>
  );
};

const isLocaleCode = (value: string | undefined): value is LocaleCode => LOCALES.some((entry) => entry.locale === value);

/**
 * /privacy/export?userId=…: everything the club holds on a person (art. 15), readable and printable,
 * in the person's language (the club's, which their e-mails use) or the one the page's language button
 * chooses, without changing the app's; the JSON download is the portable copy (art. 20).
 */
export const PersonExportPage = () => {
  const translate = useTranslate();
  const [appLocale] = useLocaleState();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const file = useQuery({ ...read(endpoints.privacyExportPerson, { query: { userId } }), enabled: !!userId, retry: false });

  if (file.isLoading) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (!file.data) return <Alert severity="error">{translate('privacy.exportFailed')}</Alert>;
  const language = file.data.language;
  return (
    <PageLanguage locale={isLocaleCode(language) ? language : (appLocale as LocaleCode)}>
      <ExportDocument file={file.data} />
    </PageLanguage>
  );
};

/** The export, in the page's language. Each section of the export is one block below. */
const ExportDocument = ({ file }: { file: PersonExport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const f = (key: string) => translate(`privacy.fields.${key}`);
  const day = (value: string | null) => (value ? formatShortDate(value, locale) : null);
  const moment = (value: string | null) => (value ? formatShortDateTime(value, locale) : null);
  const { profile, memberships, reports, guardians, consents, children, accessLog } = file;
  const name = personName(profile);
  const relatives = (id: string, title: string, people: ExportRelative[]) => (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h5" component="h2" id={id}>{title}</Typography>
      {people.length === 0 ? <Typography>{translate('privacy.noneHeld')}</Typography> : (
        <Table size="small">
          <TableHead><TableRow><TableCell>{f('name')}</TableCell><TableCell>{f('email')}</TableCell><TableCell>{f('since')}</TableCell></TableRow></TableHead>
          <TableBody>
            {people.map((person) => (
              <TableRow key={person.userId}>
                <TableCell>{personName(person)}</TableCell>
                <TableCell>{person.email}</TableCell>
                <TableCell>{day(person.since)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );

  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', '@media print': { display: 'none' } }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>{translate('privacy.print')}</Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadJson(file)}>{translate('privacy.exportDownload')}</Button>
        <Box sx={{ flex: 1 }} />
        <LanguageButton />
      </Box>
      <Box>
        <Typography variant="h4" component="h1">{translate('privacy.exportTitle', { name })}</Typography>
        <Typography>{translate(file.scope === 'own' ? 'privacy.exportIntroOwn' : 'privacy.exportIntro', { club: file.clubName, date: moment(file.exportedAt) })}</Typography>
        <Typography>{translate(`privacy.scopes.${file.scope}`)}</Typography>
      </Box>

      <Box component="section" aria-labelledby="export-profile">
        <Typography variant="h5" component="h2" id="export-profile">{translate('privacy.profile')}</Typography>
        <Table size="small">
          <TableBody>
            <Field label={f('name')}>{name}</Field>
            <Field label={f('role')}>{translate(`privacy.roles.${profile.role}`, { _: profile.role })}</Field>
            <Field label={f('status')}>{profile.status}</Field>
            <Field label={f('memberNumber')}>{profile.memberNumber}</Field>
            <Field label={f('email')}>{profile.email}</Field>
            <Field label={f('phoneNumber')}>{profile.phoneNumber}</Field>
            <Field label={f('birthDate')}>{day(profile.birthDate)}</Field>
            <Field label={f('birthPlace')}>{profile.birthPlace}</Field>
            <Field label={f('nationality')}>{profile.nationality}</Field>
            <Field label={f('address')}>{profile.address}</Field>
            <Field label={f('position')}>{profile.position}</Field>
            <Field label={f('photo')}>{profile.photoUrl}</Field>
            <Field label={f('invitedAt')}>{moment(profile.invitedAt)}</Field>
            <Field label={f('activatedAt')}>{moment(profile.activatedAt)}</Field>
            <Field label={f('lastLoginAt')}>{moment(profile.lastLoginAt)}</Field>
            <Field label={f('removedAt')}>{moment(profile.removedAt)}</Field>
            <Field label={f('termsAcceptedAt')}>{moment(profile.termsAcceptedAt)}</Field>
            <Field label={f('mailOptOuts')}>{profile.mailOptOuts.join(', ') || null}</Field>
          </TableBody>
        </Table>
      </Box>

      <Box component="section" aria-labelledby="export-memberships">
        <Typography variant="h5" component="h2" id="export-memberships">{translate('privacy.memberships')}</Typography>
        {memberships.length === 0 ? <Typography>{translate('privacy.noneHeld')}</Typography> : (
          <Table size="small">
            <TableHead><TableRow><TableCell>{f('team')}</TableCell><TableCell>{f('role')}</TableCell><TableCell>{f('from')}</TableCell><TableCell>{f('until')}</TableCell></TableRow></TableHead>
            <TableBody>
              {memberships.map((membership, index) => (
                <TableRow key={index}>
                  <TableCell>{membership.teamName}</TableCell>
                  <TableCell>{translate(`privacy.roles.${membership.role}`, { _: membership.role })}</TableCell>
                  <TableCell>{day(membership.startedAt)}</TableCell>
                  <TableCell>{day(membership.endedAt) ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>

      <Box component="section" aria-labelledby="export-reports">
        <Typography variant="h5" component="h2" id="export-reports">{translate('privacy.reports')}</Typography>
        {reports.length === 0 && <Typography>{translate('privacy.noneHeld')}</Typography>}
        {reports.map((report) => (
          <Box key={report.reportId} component="section" aria-label={`${report.seasonName}, ${report.trainerName}`} sx={{ mt: 2, breakInside: 'avoid' }}>
            <Table size="small">
              <TableBody>
                <Field label={f('relation')}>{translate(`privacy.relations.${report.relation}`)}</Field>
                <Field label={f('season')}>{report.seasonName}</Field>
                <Field label={f('team')}>{report.teamName}</Field>
                <Field label={f('player')}>{report.playerName}</Field>
                <Field label={f('trainer')}>{report.trainerName}</Field>
                <Field label={f('completed')}>{moment(report.completedDate)}</Field>
                <Field label={f('average')}>{report.average === null ? null : formatScoreOneDecimal(report.average, locale)}</Field>
                <Field label={f('feedback')}>{report.feedback}</Field>
              </TableBody>
            </Table>
            {report.scores.length > 0 && (
              <Table size="small">
                <TableHead><TableRow><TableCell>{f('skill')}</TableCell><TableCell>{f('score')}</TableCell><TableCell>{f('comment')}</TableCell></TableRow></TableHead>
                <TableBody>
                  {report.scores.map((score) => (
                    <TableRow key={score.skillName}>
                      <TableCell>{score.skillName}</TableCell>
                      <TableCell>{formatScoreOneDecimal(score.score, locale)}</TableCell>
                      <TableCell>{score.comment ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        ))}
      </Box>

      {relatives('export-guardians', translate('privacy.guardians'), guardians)}
      {children.length > 0 && relatives('export-children', translate('privacy.children'), children)}

      <Box component="section" aria-labelledby="export-consents">
        <Typography variant="h5" component="h2" id="export-consents">{translate('privacy.consents')}</Typography>
        {consents.length === 0 ? <Typography>{translate('privacy.noneHeld')}</Typography> : (
          <Table size="small">
            <TableHead><TableRow><TableCell>{f('purpose')}</TableCell><TableCell>{f('given')}</TableCell><TableCell>{f('givenBy')}</TableCell><TableCell>{translate('privacy.at')}</TableCell></TableRow></TableHead>
            <TableBody>
              {consents.map((consent) => (
                <TableRow key={consent.purpose}>
                  <TableCell>{translate(`family.consent.${consent.purpose}`, { _: consent.purpose })}</TableCell>
                  <TableCell>{translate(consent.given ? 'privacy.consentGiven' : 'privacy.consentRefused')}</TableCell>
                  <TableCell>{consent.givenByName}</TableCell>
                  <TableCell>{moment(consent.givenAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>

      <Box component="section" aria-labelledby="export-access-log">
        <Typography variant="h5" component="h2" id="export-access-log">{translate('privacy.accessLog')}</Typography>
        {accessLog.length === 0 ? <Typography>{translate('privacy.accessLogEmpty')}</Typography> : (
          <Table size="small">
            <TableHead><TableRow><TableCell>{translate('privacy.by')}</TableCell><TableCell>{translate('privacy.role')}</TableCell><TableCell>{translate('privacy.action')}</TableCell><TableCell>{translate('privacy.at')}</TableCell></TableRow></TableHead>
            <TableBody>
              {accessLog.map((entry, index) => (
                <TableRow key={index}>
                  <TableCell>{entry.byUserId ? entry.byName : translate('privacy.system')}</TableCell>
                  <TableCell>{translate(`privacy.roles.${entry.role}`, { _: entry.role })}</TableCell>
                  <TableCell>{translate(`privacy.actionNames.${entry.action}`)}</TableCell>
                  <TableCell>{moment(entry.at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
};
