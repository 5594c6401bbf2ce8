import { useNotify, useTranslate } from 'react-admin';
import type { Season } from '../../contract/schemas';
import { errorText } from '../common/errorText';
import { ReportCardsPrintJob } from './ReportCardsPrintJob';

export interface PlayerReportCardPrintProps {
  userId: string;
  /** The player's name, for the printout's name. */
  name: string;
  /** The season the player page shows (none when the club has no season). */
  season: Season | undefined;
  /** Called when the print dialog closed, or after saying what failed. */
  onFinished: () => void;
}

/** The player page's Print (issue 14): the player's report card for the season shown, on its own. */
export const PlayerReportCardPrint = ({ userId, name, season, onFinished }: PlayerReportCardPrintProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const seasonName = season?.seasonName ?? translate('reportCards.noSeason');
  const done = (error?: unknown) => {
    if (error) notify(translate('reportCards.failed', { error: errorText(error) }), { type: 'error' });
    onFinished();
  };
  return (
    <ReportCardsPrintJob
      title={translate('reportCards.playerTitle', { name, season: seasonName })}
      season={season ?? { id: '', seasonName, startDate: '' }}
      players={[{ userId }]}
      onDone={done}
    />
  );
};
