import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, LinearProgress, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useSearchParams } from 'react-router-dom';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { MAX_COMMENT_LENGTH, MAX_FEEDBACK_LENGTH } from '../../contract/limits';
import type { Report, ReportSkill, SaveReportRequest } from '../../contract/reportWriting';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText } from '../common/errorText';
import { formatLongDate } from '../common/dates';
import { WorkspaceFrame } from './WorkspaceFrame';
import { ScoreControl, formatScore } from './ScoreControl';
import { useDraftAutosave, type DraftSaveState, type SkillDraft } from './useDraftAutosave';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read } from '../providers/reads';
import { saveOutbox } from './saveOutbox';
import { WORKSPACE_PATH } from '../paths';

interface CategoryGroup {
  category: string;
  skills: ReportSkill[];
}

/** The report's skills grouped by category, in the club's order (a category where its first skill is). */
export const byCategory = (skills: ReportSkill[]): CategoryGroup[] => {
  const groups = new Map<string, CategoryGroup>();
  for (const skill of skills) {
    const group = groups.get(skill.category) ?? { category: skill.category, skills: [] };
    group.skills.push(skill);
    groups.set(skill.category, group);
  }
  return [...groups.values()];
};

/** /workspace/report?reportId=…: one report, written (open) or read (completed). */
export const ReportPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const reportId = params.get('reportId') ?? '';
  const loaded = useQuery({ ...read(endpoints.reportGetReport, { query: { reportId } }), enabled: !!reportId });
  const report = loaded.data;
  // A report opens at its top, wherever the list of players was scrolled to. (A block: newer
  // browsers answer scrollTo with a promise, which React would take for a clean-up.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [reportId]);

  return (
    <WorkspaceFrame title={report ? report.playerName : translate('workspace.report.heading')} backTo={WORKSPACE_PATH}>
      {loaded.isLoading && !report && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {(loaded.error || !reportId) && (
        <Alert severity="error">{translate('workspace.report.loadFailed', { error: errorText(loaded.error) })}</Alert>
      )}
      {report &&
        (report.status === 'Completed' ? (
          <CompletedReport report={report} />
        ) : (
          <ReportForm key={report.reportId} report={report} onCompleted={() => void loaded.refetch()} />
        ))}
    </WorkspaceFrame>
  );
};

const ReportTitle = ({ report }: { report: Report }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h5" component="h2">
        {translate('workspace.report.title', { name: report.playerName })}
      </Typography>
      <Typography color="text.secondary">{[report.teamName, report.seasonName].filter(Boolean).join(' · ')}</Typography>
    </Box>
  );
};

/** The report as the server has it, with the changes still waiting on this device on top (in the order made). */
const initialDraft = (report: Report, unsent: SaveReportRequest[]) => {
  const skills: Record<string, SkillDraft> = Object.fromEntries(
    report.skillReports.map((skill) => [skill.skillId, { score: skill.score, comment: skill.comment ?? '' }]),
  );
  let feedback = report.feedback ?? '';
  for (const save of unsent) {
    if (save.feedback !== undefined) feedback = save.feedback ?? '';
    for (const item of save.skillReports ?? []) {
      if (skills[item.skillId]) skills[item.skillId] = { score: item.score, comment: item.comment ?? '' };
    }
  }
  return { skills, feedback };
};

const ReportForm = ({ report, onCompleted }: { report: Report; onCompleted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [initial] = useState(() =>
    initialDraft(report, saveOutbox.state().unsent.filter((entry) => entry.payload.reportId === report.reportId).map((entry) => entry.payload)),
  );
  const [drafts, setDrafts] = useState(initial.skills);
  const [feedback, setFeedback] = useState(initial.feedback);
  const [confirming, setConfirming] = useState(false);
  const autosave = useDraftAutosave(report.reportId);
  const groups = useMemo(() => byCategory(report.skillReports), [report.skillReports]);

  // Progress counts the skills the club asks now; a deactivated skill this report scored is extra.
  const asked = report.skillReports.filter((skill) => skill.isActive);
  const scored = asked.filter((skill) => drafts[skill.skillId]?.score != null).length;
  const allScored = scored === asked.length;

  // The drafts as last changed, for changes that come faster than renders (a slider drag).
  const latest = useRef(drafts);
  const changeSkill = useCallback(
    (skillId: string, change: Partial<SkillDraft>) => {
      const next = { ...(latest.current[skillId] ?? { score: null, comment: '' }), ...change };
      // Removing a score removes its comment (the server keeps a comment only with a score).
      if (next.score === null) next.comment = '';
      latest.current = { ...latest.current, [skillId]: next };
      setDrafts(latest.current);
      autosave.changeSkill(skillId, next);
    },
    [autosave.changeSkill],
  );

  // Completing: the waiting changes are sent first, then the report is closed; either failure is said.
  const completion = useMutation({
    mutationFn: async () => {
      const flushed = await autosave.flush();
      if (!flushed.saved) throw flushed.error ?? new Error(translate('workspace.report.notSent'));
      await call(endpoints.reportCompleteReport, { body: { reportId: report.reportId } });
    },
    onSuccess: () => {
      notify('workspace.report.completedNotice', { type: 'success' });
      setConfirming(false);
      onCompleted();
    },
    onError: (error) => {
      notify(translate('workspace.report.completeFailed', { error: errorText(error) }), { type: 'error' });
      setConfirming(false);
    },
  });
  const completing = completion.isPending;

  return (
    <>
      <ReportTitle report={report} />
      <Card component="section" aria-label={translate('workspace.report.progressLabel')} sx={{ position: 'sticky', top: 64, zIndex: 1 }}>
        <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography>{translate('workspace.report.progress', { scored, total: asked.length })}</Typography>
          <LinearProgress
            variant="determinate"
            value={asked.length ? (scored / asked.length) * 100 : 100}
            aria-label={translate('workspace.report.progressLabel')}
            sx={{ my: 1 }}
          />
          <SaveStatus state={autosave.state} error={autosave.error} onRetry={() => void autosave.flush()} />
        </CardContent>
      </Card>
      {groups.map((group) => (
        <Card key={group.category} component="section" aria-label={group.category}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h6" component="h3">
              {group.category}
            </Typography>
            {group.skills.map((skill) => (
              <SkillEditor key={skill.skillId} skill={skill} draft={drafts[skill.skillId]!} onChange={changeSkill} />
            ))}
          </CardContent>
        </Card>
      ))}
      <Card component="section" aria-label={translate('workspace.report.feedback')}>
        <CardContent>
          <TextField
            label={translate('workspace.report.feedback')}
            value={feedback}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: MAX_FEEDBACK_LENGTH } }}
            onChange={(event) => {
              setFeedback(event.target.value);
              autosave.changeFeedback(event.target.value);
            }}
          />
        </CardContent>
      </Card>
      {!allScored && <Typography color="text.secondary">{translate('workspace.report.scoreAll')}</Typography>}
      <Button variant="contained" size="large" startIcon={<CheckIcon />} disabled={!allScored || completing} onClick={() => setConfirming(true)} sx={{ minHeight: 48 }}>
        {translate('workspace.report.complete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={completing}
        title="workspace.report.completeTitle"
        content="workspace.report.completeText"
        translateOptions={{ name: report.playerName }}
        confirm="workspace.report.complete"
        onConfirm={() => completion.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

const SkillEditor = ({ skill, draft, onChange }: { skill: ReportSkill; draft: SkillDraft; onChange: (skillId: string, change: Partial<SkillDraft>) => void }) => {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={skill.skillName}>
      <Typography component="h4" sx={{ fontWeight: 600 }}>
        {skill.skillName}
      </Typography>
      <ScoreControl skillName={skill.skillName} score={draft.score} onChange={(score) => onChange(skill.skillId, { score })} />
      {draft.score !== null && (
        <TextField
          size="small"
          label={translate('workspace.report.comment', { skill: skill.skillName })}
          placeholder={translate('workspace.report.commentHint')}
          value={draft.comment}
          multiline
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
          onChange={(event) => onChange(skill.skillId, { comment: event.target.value })}
        />
      )}
    </Box>
  );
};

const SaveStatus = ({ state, error, onRetry }: { state: DraftSaveState; error: unknown; onRetry: () => void }) => {
  const translate = useTranslate();
  if (state === 'failed' || state === 'unsent') {
    return (
      <Alert
        severity={state === 'failed' ? 'error' : 'warning'}
        role="status"
        action={
          state === 'unsent' && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('workspace.report.retry')}
            </Button>
          )
        }
      >
        {state === 'failed'
          ? translate('workspace.report.saveFailed', { error: errorText(error) })
          : translate('workspace.report.unsent')}
      </Alert>
    );
  }
  const text = { saved: 'workspace.report.saved', pending: 'workspace.report.unsaved', saving: 'workspace.report.saving' }[state];
  return (
    <Typography role="status" variant="body2" color={state === 'saved' ? 'success.main' : 'text.secondary'}>
      {translate(text)}
    </Typography>
  );
};

const CompletedReport = ({ report }: { report: Report }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <ReportTitle report={report} />
      <Alert severity="success">{translate('workspace.report.completed', { date: formatLongDate(report.completedDate, locale) })}</Alert>
      {byCategory(report.skillReports).map((group) => (
        <Card key={group.category} component="section" aria-label={group.category}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="h6" component="h3">
              {group.category}
            </Typography>
            {group.skills.map((skill) => (
              <Box key={skill.skillId}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography sx={{ fontWeight: 600 }}>{skill.skillName}</Typography>
                  <Typography sx={{ fontWeight: 700 }} aria-label={translate('workspace.report.scoreOf', { skill: skill.skillName })}>
                    {skill.score === null ? '–' : formatScore(skill.score, locale)}
                  </Typography>
                </Box>
                {skill.comment && <Typography color="text.secondary">{skill.comment}</Typography>}
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
      <Card component="section" aria-label={translate('workspace.report.feedback')}>
        <CardContent>
          <Typography variant="h6" component="h3">
            {translate('workspace.report.feedback')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={report.feedback ? 'text.primary' : 'text.secondary'}>
            {report.feedback || translate('workspace.report.noFeedback')}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
};
