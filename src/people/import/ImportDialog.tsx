import { useEffect, useMemo, useState } from 'react';
import {
  Alert, Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress,
  MenuItem, Radio, RadioGroup, Select, Step, StepLabel, Stepper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton,
  ToggleButtonGroup, Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IMPORT_FIELDS, IMPORT_MAX_BYTES, type ImportField } from '../../../contract/importFields';
import type { ImportPreview } from '../../../contract/memberImport';
import type { Role } from '../../../contract/schemas';
import { errorText } from '../../common/errorText';
import { MODAL_TRANSITION } from '../../common/modal';
import { localizedServerMessage } from '../../providers/serverMessages';
import { call, callForFile } from '../../providers/call';
import { endpoints } from '../../providers/endpoints';
import { storedLocale } from '../../providers/i18nProvider';
import { read } from '../../providers/reads';
import { runningImport } from './runningImport';
import { personName } from '../../../contract/personName';
import { formatShortDate } from '../../common/dates';

const STEPS = ['file', 'mapping', 'preview', 'run', 'result'] as const;
type StepName = (typeof STEPS)[number];

export interface ImportDialogProps {
  open: boolean;
  role: Role;
  onClose: () => void;
  /** After a run has ended (the list reloads). */
  onImported: () => void;
}

/** A preview row's name as the club shows it: "Bram van der Berg". */
const shownName = (row: { firstName: string; infix: string | null; lastName: string }) => personName(row);

/**
 * The guided import of the players, trainers and managers lists (issue 23): choose a file → check the
 * column mapping → preview → run → result. A run's id is kept in the browser, so its progress shows
 * again after a reload.
 */
export const ImportDialog = ({ open, role, onClose, onImported }: ImportDialogProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Record<string, ImportField>>({});
  const [step, setStep] = useState<StepName>('file');
  const [createTeams, setCreateTeams] = useState(true);
  // Nobody is e-mailed until the manager chooses to invite, and confirms knowing how many e-mails go to whom.
  const [invite, setInvite] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [invitedLater, setInvitedLater] = useState(false);
  const [runId, setRunId] = useState<string | null>(() => runningImport.get(role));
  const [onlyErrors, setOnlyErrors] = useState(false);

  // A run under way when the page was reloaded: straight to its progress.
  useEffect(() => {
    if (open && runId && step === 'file') setStep('run');
  }, [open, runId, step]);

  const reset = () => {
    setFile(null); setPreview(null); setMapping({}); setStep('file'); setCreateTeams(true); setOnlyErrors(false);
    setInvite(false); setConfirming(false); setInvitedLater(false);
    setRunId(null); runningImport.clear(role);
  };
  const close = () => {
    if (step === 'result') reset();
    onClose();
  };

  const previewing = useMutation({
    mutationFn: ({ chosen, changed }: { chosen: File; changed?: Record<string, ImportField> }) => call(endpoints.importPreview, { form: previewForm(chosen, role, changed) }),
    onSuccess: (answer, { changed }) => {
      setPreview(answer);
      // The manager's own choices stand; a first preview starts from the columns the server recognised.
      setMapping(changed ?? Object.fromEntries(answer.columns.map((column) => [column.header, column.field])));
      setStep(changed ? 'preview' : 'mapping');
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });

  const running = useMutation({
    // `invite: false` imports without e-mailing anyone; the invitations can be sent later.
    mutationFn: () => call(endpoints.importRun, { body: { importId: preview!.importId, createTeams, mapping, invite } }),
    onSuccess: ({ importId }) => {
      setInvitedLater(!invite);
      runningImport.set(role, importId);
      setRunId(importId);
      setStep('run');
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });

  const sending = useMutation({
    mutationFn: () => call(endpoints.importSendInvitations, { body: {} }),
    onSuccess: (answer) => {
      setInvitedLater(false);
      notify(translate('import.invitationsSent', { sent: answer.sent, failed: answer.failed }), { type: answer.failed > 0 ? 'warning' : 'success' });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const mails = preview?.invitations;
  const mailCount = mails ? mails.players + mails.guardians + mails.trainers + mails.managers : 0;
  const startRun = () => (invite && mailCount > 0 ? setConfirming(true) : running.mutate());

  const status = useQuery({
    ...read(endpoints.importStatus, { query: { importId: runId ?? '' } }),
    enabled: open && runId !== null && (step === 'run' || step === 'result'),
    refetchInterval: (query) => (query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : 500),
  });
  const ended = status.data?.state === 'done' || status.data?.state === 'failed';
  useEffect(() => {
    if (ended && step === 'run') {
      setStep('result');
      runningImport.clear(role);
      onImported();
    }
  }, [ended, step, role, onImported]);
  // An import id the server no longer knows (another club signed in since): start afresh.
  useEffect(() => {
    if (status.isError) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.isError]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      notify(localizedServerMessage('The file is too large: it can be at most 10 MB.'), { type: 'error' });
      return;
    }
    setFile(chosen);
    previewing.mutate({ chosen });
  };

  const namesByLine = useMemo(() => new Map((preview?.rows ?? []).map((row) => [row.line, shownName(row)])), [preview]);
  const shownRows = useMemo(() => (preview?.rows ?? []).filter((row) => !onlyErrors || row.action === 'error'), [preview, onlyErrors]);
  const mappingChanged = preview !== null && preview.columns.some((column) => mapping[column.header] !== column.field);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="lg" aria-labelledby="import-title" {...MODAL_TRANSITION}>
      <DialogTitle id="import-title">{translate('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`import.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {step === 'file' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
            <Typography>{translate('import.fileHelp')}</Typography>
            <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={previewing.isPending}>
              {translate('import.chooseFile')}
              <input
                hidden
                type="file"
                data-testid="import-file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </Button>
            {previewing.isPending && <LinearProgress sx={{ width: '100%' }} aria-label={translate('import.reading')} />}
          </Box>
        )}

        {step === 'mapping' && preview && (
          <TableContainer>
            <Typography sx={{ mb: 1 }}>{translate('import.mappingHelp')}</Typography>
            <Table size="small" aria-label={translate('import.steps.mapping')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('import.column')}</TableCell>
                  <TableCell>{translate('import.field')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.columns.map((column) => (
                  <TableRow key={column.header}>
                    <TableCell>{column.header}</TableCell>
                    <TableCell>
                      <Select
                        size="small"
                        value={mapping[column.header] ?? 'ignore'}
                        inputProps={{ 'aria-label': column.header }}
                        onChange={(event) => setMapping({ ...mapping, [column.header]: event.target.value as ImportField })}
                      >
                        {IMPORT_FIELDS.map((field) => (
                          <MenuItem key={field} value={field}>{translate(`import.fields.${field}`)}</MenuItem>
                        ))}
                      </Select>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}

        {step === 'preview' && preview && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="import-summary">
              {(['invite', 'update', 'unchanged', 'error'] as const).map((action) => (
                <Chip key={action} color={action === 'error' ? 'error' : action === 'invite' ? 'primary' : 'default'}
                  label={translate(`import.summary.${action}`, { n: preview.summary[action] })} />
              ))}
            </Box>
            {preview.newTeams.length > 0 && (
              <Alert severity="info">
                {translate('import.newTeams', { teams: preview.newTeams.join(', ') })}
                <FormControlLabel
                  sx={{ display: 'block' }}
                  control={<Checkbox checked={createTeams} onChange={(event) => setCreateTeams(event.target.checked)} />}
                  label={translate('import.createTeams')}
                />
              </Alert>
            )}
            {mails && (
              <Alert severity={mailCount > 0 ? 'info' : 'success'} data-testid="import-invitations">
                {translate('import.invitations.count', {
                  smart_count: mailCount, players: mails.players, guardians: mails.guardians, trainers: mails.trainers,
                  managers: mails.managers, language: translate(`import.invitations.languages.${mails.language}`),
                })}
                {mailCount > 0 && (
                  <RadioGroup value={invite ? 'now' : 'later'} onChange={(event) => setInvite(event.target.value === 'now')}>
                    <FormControlLabel value="later" control={<Radio size="small" />} label={translate('import.invitations.later')} />
                    <FormControlLabel value="now" control={<Radio size="small" />} label={translate('import.invitations.now')} />
                  </RadioGroup>
                )}
              </Alert>
            )}
            <ToggleButtonGroup exclusive size="small" value={onlyErrors ? 'errors' : 'all'} onChange={(_, value) => value && setOnlyErrors(value === 'errors')}>
              <ToggleButton value="all">{translate('import.allRows')}</ToggleButton>
              <ToggleButton value="errors">{translate('import.errorRows')}</ToggleButton>
            </ToggleButtonGroup>
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={translate('import.steps.preview')}>
                <TableHead>
                  <TableRow>
                    {/* The reason beside the name: what a manager reads first fits a 1366 px screen without scrolling sideways. */}
                    {['line', 'name', 'action', 'reason', 'email', 'role', 'team', 'birthDate', 'memberNumber', 'guardians'].map((column) => (
                      <TableCell key={column}>{translate(`import.columns.${column}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shownRows.map((row) => (
                    <TableRow key={row.line} data-action={row.action}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownName(row)}</TableCell>
                      <TableCell>{translate(`import.actions.${row.action}`)}</TableCell>
                      <TableCell sx={{ minWidth: 220, color: row.action === 'error' ? 'error.main' : undefined }}>
                        {row.action === 'error'
                          ? row.errors.map((error) => localizedServerMessage(error)).join(' ')
                          : (row.changes ?? []).map((change) => translate(`import.fields.${change}`)).join(', ')}
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{row.email || (row.role === 'Player' && row.action !== 'error' ? translate('import.noLogin') : '')}</TableCell>
                      <TableCell>{translate(`import.roles.${row.role}`, { _: row.role })}</TableCell>
                      <TableCell>{row.team}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(row.birthDate, locale)}</TableCell>
                      <TableCell>{row.memberNumber}</TableCell>
                      <TableCell>{(row.guardians ?? []).map((guardian) => `${guardian.name} (${guardian.email})`).join(', ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        )}

        {(step === 'run' || step === 'result') && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <LinearProgress
              variant={status.data && status.data.total > 0 ? 'determinate' : 'indeterminate'}
              value={status.data && status.data.total > 0 ? (100 * status.data.processed) / status.data.total : 0}
              aria-label={translate('import.progress')}
            />
            {status.data && (
              <Typography data-testid="import-progress">
                {translate('import.processed', { processed: status.data.processed, total: status.data.total })}
              </Typography>
            )}
            {step === 'result' && status.data && (
              <>
                <Alert severity={status.data.state === 'failed' ? 'error' : status.data.errors.length > 0 ? 'warning' : 'success'} data-testid="import-result">
                  {translate(status.data.state === 'failed' ? 'import.failed' : 'import.done', {
                    invited: status.data.invited, updated: status.data.updated, unchanged: status.data.unchanged, errors: status.data.errors.length,
                  })}
                </Alert>
                {invitedLater && status.data.state === 'done' && (
                  <Alert severity="info" action={(
                    <Button color="inherit" size="small" disabled={sending.isPending} onClick={() => sending.mutate()}>
                      {translate('import.invitations.sendNow')}
                    </Button>
                  )}>
                    {translate('import.invitations.notSent')}
                  </Alert>
                )}
                {status.data.errors.length > 0 && (
                  <>
                    <TableContainer sx={{ maxHeight: 300 }}>
                      <Table size="small" stickyHeader aria-label={translate('import.errorRows')}>
                        <TableHead>
                          <TableRow>
                            <TableCell>{translate('import.columns.line')}</TableCell>
                            <TableCell>{translate('import.columns.name')}</TableCell>
                            <TableCell>{translate('import.columns.reason')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {status.data.errors.map((error) => (
                            <TableRow key={error.line}>
                              <TableCell>{error.line}</TableCell>
                              {/* The name as the preview read it (a run followed after a reload has only the line). */}
                              <TableCell>{namesByLine.get(error.line) ?? ''}</TableCell>
                              <TableCell>{error.message.split(/(?<=\.) (?=[A-Z'])/).map((part) => localizedServerMessage(part)).join(' ')}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </TableContainer>
                    <Box>
                      <Button variant="outlined" onClick={() => void downloadErrors(runId!)}>{translate('import.downloadErrors')}</Button>
                    </Box>
                  </>
                )}
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'mapping' && (
          <Button
            variant="contained"
            disabled={previewing.isPending}
            onClick={() => (mappingChanged ? previewing.mutate({ chosen: file!, changed: mapping }) : setStep('preview'))}
          >
            {translate('import.toPreview')}
          </Button>
        )}
        {step === 'preview' && (
          <>
            <Button onClick={() => setStep('mapping')}>{translate('import.back')}</Button>
            <Button variant="contained" disabled={running.isPending} onClick={startRun}>
              {translate('import.run', { n: preview!.summary.invite + preview!.summary.update })}
            </Button>
            <Confirm
              isOpen={confirming}
              title="import.invitations.confirmTitle"
              content="import.invitations.confirmContent"
              translateOptions={{
                smart_count: mailCount, players: mails?.players ?? 0, guardians: mails?.guardians ?? 0, trainers: mails?.trainers ?? 0,
                managers: mails?.managers ?? 0, language: mails ? translate(`import.invitations.languages.${mails.language}`) : '',
              }}
              confirm="import.invitations.confirm"
              loading={running.isPending}
              onConfirm={() => { setConfirming(false); running.mutate(); }}
              onClose={() => setConfirming(false)}
            />
          </>
        )}
        {step === 'result' && <Button onClick={reset}>{translate('import.another')}</Button>}
        <Button onClick={close}>{translate(step === 'run' ? 'import.hide' : 'import.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The file to preview with the manager's changes to the recognised columns (`mapping`), if any. */
function previewForm(file: File, role: Role, mapping?: Record<string, ImportField>): FormData {
  const form = new FormData();
  form.append('role', role);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  return form;
}

/**
 * The rows in error as a CSV file, ready to fix and import again, its reasons in the language the
 * manager reads the preview in (the app's, which may differ from the browser's Accept-Language).
 */
async function downloadErrors(importId: string) {
  const { blob, fileName } = await callForFile(endpoints.importErrorRows, { query: { importId }, headers: { 'Accept-Language': storedLocale() } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
