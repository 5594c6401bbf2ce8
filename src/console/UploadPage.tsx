import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { HttpError } from 'react-admin';
import type { BatchResult } from '../../contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { asOperator } from './operatorSession';

/** "Failed fetching data." with the HTTP status and the server's text (spec §7: list loads carry the status). */
const failure = (error: unknown) =>
  error instanceof HttpError ? `HTTP ${error.status}: ${error.message}` : error instanceof Error ? error.message : '';

/**
 * /admin/upload: the operators' batch upload (spec §2), a page of the console behind the operator's
 * sign-in. Three dropdowns load in cascade (clubs, seasons of the club, teams), then a file of people
 * goes through the club's import of members (issue 23) into the chosen team: a bad line is refused on
 * its own and listed; the run itself is in the console's imports list.
 */
export const UploadPage = () => {
  const translate = useTranslate();
  const [clubId, setClubId] = useState('');
  const [seasonId, setSeasonId] = useState('');
  const [teamId, setTeamId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<{ result?: BatchResult; error?: string }>({});

  // The operator's calls (their own credential, no dataProvider) through react-query all the same.
  const clubs = useQuery(read(endpoints.adminClubs, asOperator()));
  const seasons = useQuery({ ...read(endpoints.adminSeasons, { ...asOperator(), query: { clubId } }), enabled: !!clubId });
  const teams = useQuery({ ...read(endpoints.adminTeams, { ...asOperator(), query: { seasonId } }), enabled: !!seasonId });
  const loadError = clubs.error ?? seasons.error ?? teams.error;

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setUploading(true);
    setOutcome({});
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries({ clubId, seasonId, teamId })) form.append(name, value);
      form.append('batchData', file);
      const result = await call(endpoints.homeAdmin, { ...asOperator(), form });
      console.info('Batch upload', result);
      setOutcome({ result });
    } catch (error) {
      console.error('Batch upload failed', error);
      setOutcome({ error: failure(error) });
    } finally {
      setUploading(false);
    }
  };

  const select = (id: string, label: string, value: string, onChange: (value: string) => void, options: { id: string; name: string }[] | undefined, disabled: boolean) => (
    <TextField select id={id} label={label} value={options?.some((o) => o.id === value) ? value : ''} onChange={(e) => onChange(e.target.value)} disabled={disabled || !options} fullWidth>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ maxWidth: 560, p: 2 }}>
      <Title title="admin.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.intro')}
      </Typography>
      {loadError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('admin.loadFailed')} {failure(loadError)}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={upload} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {select('admin-club', translate('admin.clubs'), clubId, (id) => { setClubId(id); setSeasonId(''); setTeamId(''); },
          clubs.data?.map((c) => ({ id: c.id, name: c.clubName })), false)}
        {select('admin-season', translate('admin.season'), seasonId, (id) => { setSeasonId(id); setTeamId(''); },
          seasons.data?.map((s) => ({ id: s.id, name: s.seasonName })), !clubId)}
        {select('admin-team', translate('admin.team'), teamId, setTeamId, teams.data?.map((t) => ({ id: t.id, name: t.teamName })), !seasonId)}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('admin.chooseFile')}
            <input hidden type="file" accept=".csv,text/csv,.xlsx" aria-label={translate('admin.batchFile')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {file?.name ?? translate('admin.noFile')}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('admin.fileHint')}
        </Typography>
        <Button type="submit" variant="contained" disabled={!teamId || !file || uploading}>
          {translate('admin.upload')}
        </Button>
      </Box>
      {outcome.result && (
        <Alert severity={outcome.result.errors.length ? 'warning' : 'success'} sx={{ mt: 2 }}>
          {translate('admin.imported', outcome.result.summary)}
          {outcome.result.errors.map((row) => (
            <Box key={row.line}>{translate('admin.refusedLine', { line: row.line, message: row.message })}</Box>
          ))}
        </Alert>
      )}
      {outcome.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('admin.uploadFailed')} {outcome.error}
        </Alert>
      )}
    </Box>
  );
};
