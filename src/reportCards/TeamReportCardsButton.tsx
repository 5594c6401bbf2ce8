import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TeamPlayerRow } from '../../contract/clubStructure';
import { errorText } from '../common/errorText';
import { ALL_ROWS, useSeasons } from '../common/list/useSeasons';
import { ReportCardsPrintJob, type CardRequest } from './ReportCardsPrintJob';

export interface TeamReportCardsButtonProps {
  teamId: string;
  teamName: string;
  /** The season chosen on the team page. */
  seasonId: string;
}

/**
 * The team page's report cards (issue 14): a card per player of the team in the season, one per A4
 * page, in the print dialog, where the manager saves them as one PDF (docs/decisions.md says why the
 * browser makes the PDF).
 */
export const TeamReportCardsButton = ({ teamId, teamName, seasonId }: TeamReportCardsButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const seasons = useSeasons();
  const season = seasons.data?.find((candidate) => candidate.id === seasonId);
  const [preparing, setPreparing] = useState(false);
  const [players, setPlayers] = useState<CardRequest[] | null>(null);

  const failed = (error: unknown) => notify(translate('reportCards.failed', { error: errorText(error) }), { type: 'error' });

  const start = async () => {
    setPreparing(true);
    try {
      // The team's players of the season, as the page lists them (by name).
      const { data } = await dataProvider.getList<TeamPlayerRow & { id: string }>('teamPlayers', {
        filter: { teamId, clubSeasonId: seasonId },
        pagination: { page: 1, perPage: ALL_ROWS },
        sort: { field: 'name', order: 'ASC' },
      });
      if (data.length === 0) {
        notify('reportCards.noPlayers', { type: 'info' });
        setPreparing(false);
      } else setPlayers(data.map((row) => ({ userId: row.userId, teamName })));
    } catch (error) {
      failed(error);
      setPreparing(false);
    }
  };

  const finished = (error?: unknown) => {
    if (error) failed(error);
    setPlayers(null);
    setPreparing(false);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={preparing ? <CircularProgress size={16} aria-hidden /> : <PictureAsPdfIcon />}
        disabled={!season || preparing}
        onClick={() => void start()}
      >
        {translate(preparing ? 'reportCards.preparing' : 'reportCards.teamButton')}
      </Button>
      {season && players && (
        <ReportCardsPrintJob
          title={translate('reportCards.teamTitle', { team: teamName, season: season.seasonName })}
          season={season}
          players={players}
          onDone={finished}
        />
      )}
    </>
  );
};
