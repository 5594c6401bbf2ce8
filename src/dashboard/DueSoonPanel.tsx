import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DueSoonRow } from '../../contract/rounds';
import { DUE_SOON_DAYS } from '../../contract/limits';
import { PanelPeople, trainerOf } from '../common/PanelPeople';
import { calendarDay, formatShortDate } from '../common/dates';
import { Panel, type Loaded } from '../common/Panel';
import type { ExportFilter } from '../common/export/listExport';

/**
 * The overview's Due soon panel (issue 15): per trainer and round, the reports still missing for a
 * round that is overdue (first, in red) or due within the next two weeks.
 */
export const DueSoonPanel = ({ loaded, filters }: { loaded: Loaded<DueSoonRow[]>; filters: ExportFilter[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('rounds.dueSoon.title');
  return (
    <Panel
      title={title}
      to="/trainers"
      toLabel={translate('dashboard.toTrainers')}
      loaded={loaded}
      exported={{
        filters,
        rows: (rows) => rows.map((row) => ({ ...row, id: `${row.userId}-${row.round}` })),
        columns: [
          { header: translate('export.trainer'), value: (row) => row.trainerName },
          { header: translate('rounds.dueSoon.round'), value: (row) => row.round },
          { header: translate('rounds.dueSoon.dueDate'), value: (row) => calendarDay(row.dueDate) },
          { header: translate('rounds.dueSoon.missing'), value: (row) => row.missingReports },
          { header: translate('rounds.dueSoon.overdueColumn'), value: (row) => translate(row.isOverdue ? 'rounds.dueSoon.yes' : 'rounds.dueSoon.no') },
        ],
      }}
    >
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">{translate('rounds.dueSoon.none', { days: DUE_SOON_DAYS })}</Typography>
        ) : (
          <PanelPeople
            role="Trainer"
            rows={rows}
            person={trainerOf}
            // A trainer stands once per round that is due.
            keyOf={(row) => `${row.userId}-${row.round}`}
            secondary={(row) =>
              translate(row.isOverdue ? 'rounds.dueSoon.overdue' : 'rounds.dueSoon.due', {
                round: row.round,
                date: formatShortDate(row.dueDate, locale),
                smart_count: row.missingReports,
              })
            }
            secondaryColor={(row) => (row.isOverdue ? 'error' : 'text.secondary')}
          />
        )
      }
    </Panel>
  );
};
