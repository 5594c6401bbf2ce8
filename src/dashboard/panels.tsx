import { Box, Button, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MainDashboard, PlayerDevelopment, TeamActivityRow, TrainerActivityRow } from '../../contract/dashboard';
import { ProgressBar } from '../common/ProgressBar';
import { formatScoreOneDecimal } from '../common/scores';
import { EmptyState } from '../common/EmptyState';
import { PanelPeople, trainerOf } from '../common/PanelPeople';
import { Panel, type Loaded } from '../common/Panel';
import type { ExportFilter } from '../common/export/listExport';

/** An empty panel: what to do next, and the page where it is done (issue 28). */
const EmptyPanel = ({ text, action, to }: { text: string; action: string; to: string }) => {
  const translate = useTranslate();
  return (
    <EmptyState
      text={translate(text)}
      action={
        <Button component={Link} to={to} variant="outlined" size="small">
          {translate(action)}
        </Button>
      }
    />
  );
};

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
  </Box>
);

/** Club overview: teams, trainers, players, overall player score, completed teams and players, reports. */
export const ClubOverviewPanel = ({ loaded, filters }: { loaded: Loaded<MainDashboard>; filters: ExportFilter[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('dashboard.clubOverview');
  // The figures as rows of a two-column table: what the panel shows, as numbers.
  const figures = (data: MainDashboard) =>
    (
      [
        ['dashboard.teams', data.team],
        ['dashboard.trainers', data.trainer],
        ['dashboard.players', data.player],
        ['dashboard.overallPlayerScore', data.overallPlayerScore],
        ['dashboard.completedTeams', data.completedTeam],
        ['dashboard.completedPlayers', data.completedPlayer],
        ['export.completedReports', data.completedReport],
        ['export.totalReports', data.totalReport],
      ] as const
    ).map(([label, value]) => ({ id: label, label: translate(label), value: Number(value) }));
  return (
    <Panel
      title={title}
      loaded={loaded}
      exported={{
        filters,
        rows: figures,
        columns: [
          { header: translate('export.figure'), value: (row) => row.label },
          { header: translate('export.value'), value: (row) => row.value },
        ],
      }}
    >
      {(data) => (
        <Box>
          <Figure label={translate('dashboard.teams')} value={data.team} />
          <Figure label={translate('dashboard.trainers')} value={data.trainer} />
          <Figure label={translate('dashboard.players')} value={data.player} />
          <Figure label={translate('dashboard.overallPlayerScore')} value={formatScoreOneDecimal(data.overallPlayerScore, locale)} />
          <Figure label={translate('dashboard.completedTeams')} value={translate('dashboard.xOfY', { x: data.completedTeam, y: data.team })} />
          <Figure label={translate('dashboard.completedPlayers')} value={translate('dashboard.xOfY', { x: data.completedPlayer, y: data.player })} />
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {translate('dashboard.reports', { completed: data.completedReport, total: data.totalReport })}
          </Typography>
          <ProgressBar value={data.totalReport ? (100 * data.completedReport) / data.totalReport : 0} label={translate('dashboard.reportsProgress')} />
        </Box>
      )}
    </Panel>
  );
};

/** The top players of the chosen teams, with progress, average score and reports. */
export const PlayerDevelopmentPanel = ({ loaded, filters }: { loaded: Loaded<PlayerDevelopment>; filters: ExportFilter[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('dashboard.playerDevelopment');
  return (
    <Panel
      title={title}
      to="/players"
      toLabel={translate('dashboard.toPlayers')}
      loaded={loaded}
      exported={{
        filters,
        rows: (data) => data.topPlayers.map((player) => ({ ...player, id: player.playerId })),
        columns: [
          { header: translate('export.player'), value: (row) => row.playerName },
          { header: translate('people.columns.progress'), value: (row) => row.progress },
          // 0 is 'no completed report': blank, as on screen.
          { header: translate('dashboard.averageScore'), value: (row) => row.averageScore || null },
          { header: translate('export.completedReports'), value: (row) => row.completedReport },
          { header: translate('export.totalReports'), value: (row) => row.totalReport },
        ],
      }}
    >
      {(data) =>
        data.topPlayers.length === 0 ? (
          <EmptyPanel text="dashboard.noPlayers" action="dashboard.goToPlayers" to="/players" />
        ) : (
          <PanelPeople
            role="Player"
            rows={data.topPlayers}
            person={(player) => ({ id: player.playerId, name: player.playerName, picture: player.profilePicture })}
            secondary={(player) => translate('dashboard.reports', { completed: player.completedReport, total: player.totalReport })}
            aside={(player) => (
              <>
                <Box sx={{ width: 150, ml: 1 }}>
                  <ProgressBar value={player.progress} label={translate('dashboard.progressOf', { name: player.playerName })} />
                </Box>
                <Typography sx={{ width: 48, textAlign: 'right', fontWeight: 600 }} aria-label={translate('dashboard.averageScore')}>
                  {formatScoreOneDecimal(player.averageScore, locale)}
                </Typography>
              </>
            )}
          />
        )
      }
    </Panel>
  );
};

/** Every trainer of the chosen teams with their progress (capped at 100%). */
export const TrainerProgressPanel = ({ loaded, filters }: { loaded: Loaded<TrainerActivityRow[]>; filters: ExportFilter[] }) => {
  const translate = useTranslate();
  const title = translate('dashboard.trainerProgress');
  return (
    <Panel
      title={title}
      to="/trainers"
      toLabel={translate('dashboard.toTrainers')}
      loaded={loaded}
      exported={{
        filters,
        rows: (rows) => rows.map((row) => ({ ...row, id: row.userId })),
        columns: [
          { header: translate('export.trainer'), value: (row) => row.trainerName },
          { header: translate('export.team'), value: (row) => row.teamName },
          { header: translate('people.columns.progress'), value: (row) => row.progress },
          { header: translate('export.reportedPlayers'), value: (row) => row.reportedPlayers },
          { header: translate('export.openReports'), value: (row) => row.openReport },
        ],
      }}
    >
      {(rows) =>
        rows.length === 0 ? (
          <EmptyPanel text="dashboard.noTrainers" action="dashboard.goToTrainers" to="/trainers" />
        ) : (
          <PanelPeople
            role="Trainer"
            rows={rows}
            person={trainerOf}
            secondary={(row) => [row.teamName || translate('dashboard.noTeam'), translate('dashboard.trainerActivity', { reported: row.reportedPlayers, open: row.openReport })].join(' · ')}
            aside={(row) => (
              <Box sx={{ width: 150, ml: 1 }}>
                <ProgressBar value={row.progress} label={translate('dashboard.progressOf', { name: row.trainerName })} />
              </Box>
            )}
          />
        )
      }
    </Panel>
  );
};

/** Completed and open teams, and each team's progress. */
export const TeamProgressPanel = ({ loaded, filters }: { loaded: Loaded<TeamActivityRow[]>; filters: ExportFilter[] }) => {
  const translate = useTranslate();
  const title = translate('dashboard.teamProgress');
  return (
    <Panel
      title={title}
      to="/teams"
      toLabel={translate('dashboard.toTeams')}
      loaded={loaded}
      exported={{
        filters,
        rows: (rows) => rows.map((row) => ({ ...row, id: row.teamId })),
        columns: [
          { header: translate('export.team'), value: (row) => row.teamName },
          { header: translate('people.columns.progress'), value: (row) => row.progress },
          { header: translate('export.reportedPlayers'), value: (row) => row.reportedPlayers },
          { header: translate('export.openReports'), value: (row) => row.openReport },
        ],
      }}
    >
      {(rows) => {
        const completed = rows.filter((row) => row.progress >= 100).length;
        return rows.length === 0 ? (
          <EmptyPanel text="dashboard.noTeams" action="dashboard.goToTeams" to="/teams" />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {translate('dashboard.teamCounts', { completed, open: rows.length - completed })}
            </Typography>
            <List dense disablePadding>
              {rows.map((row) => (
                <ListItem key={row.teamId} disableGutters>
                  <ListItemText
                    primary={
                      <MuiLink component={Link} to={`/teams/team-detail?teamId=${row.teamId}`}>
                        {row.teamName}
                      </MuiLink>
                    }
                    secondary={translate('dashboard.trainerActivity', { reported: row.reportedPlayers, open: row.openReport })}
                  />
                  <Box sx={{ width: 180, ml: 1 }}>
                    <ProgressBar value={row.progress} label={translate('dashboard.progressOf', { name: row.teamName })} />
                  </Box>
                </ListItem>
              ))}
            </List>
          </>
        );
      }}
    </Panel>
  );
};
