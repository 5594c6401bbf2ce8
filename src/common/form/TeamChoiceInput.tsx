import { SelectInput, useTranslate, type Validator } from 'react-admin';
import { errorText } from '../errorText';
import { useTeamChoices } from './choices';

export interface TeamChoiceInputProps {
  source: string;
  id: string;
  /** Translation key. */
  label: string;
  /** The team the people leave: not offered. */
  excludeTeamId?: string | null;
  validate?: Validator[];
}

/** The club's teams but one, for the move and change-team modals; a failed load says so under the field. */
export const TeamChoiceInput = ({ excludeTeamId, ...props }: TeamChoiceInputProps) => {
  const translate = useTranslate();
  const teams = useTeamChoices();
  const loadError = teams.error ? `${translate('load.failed')} ${errorText(teams.error)}`.trim() : undefined;
  return (
    <SelectInput
      {...props}
      choices={(teams.data ?? []).filter((team) => team.id !== excludeTeamId)}
      optionText="teamName"
      helperText={loadError}
      isRequired
      fullWidth
      sx={{ mt: 2 }}
    />
  );
};
