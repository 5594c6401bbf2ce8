import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import AddIcon from '@mui/icons-material/Add';
import {
  ArrayInput,
  BooleanInput,
  Form,
  FormDataConsumer,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  required,
  useNotify,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { SaveSkillsRequest, Skill } from '../../contract/reportWriting';
import { MAX_SKILL_NAME_LENGTH } from '../../contract/limits';
import { errorText } from '../common/errorText';
import { call, refusedSave } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import { read, rowsOrNone } from '../providers/reads';
import { useReadAgain } from '../providers/useWrite';
import { EMPTY_GUID } from '../../contract/ids';

/** One row of the editor: a saved skill, or a new one (no id yet) added with the add button. */
interface SkillRow {
  id?: string | null;
  skillName?: string | null;
  category?: string | null;
  isActive?: boolean | null;
}

/**
 * The whole edited list as SaveSkills takes it: the list's order becomes each skill's order
 * (from 1, like the default set) and a new skill goes with the all-zero id.
 */
export const skillsPayload = (rows: SkillRow[]): SaveSkillsRequest =>
  rows.map((row, index) => ({
    id: row.id || EMPTY_GUID,
    skillName: (row.skillName ?? '').trim(),
    category: (row.category ?? '').trim(),
    order: index + 1,
    isActive: row.isActive !== false,
  }));

/** The settings page's Skills section: the club's skill set, edited as a whole and saved with one SaveSkills call. */
export const SkillsSettings = () => {
  const translate = useTranslate();
  const readAgain = useReadAgain();
  const skills = useQuery({ ...read(endpoints.masterDataGetSkills), select: rowsOrNone });

  return (
    <Card component="section" aria-labelledby="skills-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="skills-title" variant="h6" component="h2">
          {translate('skills.title')}
        </Typography>
        <Typography color="text.secondary">{translate('skills.intro')}</Typography>
        {skills.error ? (
          <Alert severity="error">
            {translate('load.failed')} {errorText(skills.error)}
          </Alert>
        ) : skills.data ? (
          // After a save the list is read back from the server (new skills get their ids); the form starts afresh.
          <SkillsForm
            key={skills.dataUpdatedAt}
            skills={skills.data}
            onSaved={() => void readAgain([endpoints.masterDataGetSkills])}
          />
        ) : (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        )}
      </CardContent>
    </Card>
  );
};

const SkillsForm = ({ skills, onSaved }: { skills: Skill[]; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      await call(endpoints.masterDataSaveSkills, { body: skillsPayload((values.skills as SkillRow[] | undefined) ?? []) });
      notify('skills.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      // A refused save says only its reason (a name taken); a 400 carries the server's sentence (e.g. a skill without a name).
      const refused = refusedSave(error);
      setRefusal(refused ? refused.errorMessage || translate('skills.saveFailed') : `${translate('skills.saveFailed')} ${errorText(error)}`.trim());
    }
  };

  return (
    <Form record={{ skills }} onSubmit={save}>
      <ArrayInput source="skills" label={false}>
        <SimpleFormIterator
          // Not a react-admin resource: the name only satisfies the iterator (labels are given).
          resource="skills"
          inline
          disableClear
          // Skills are never deleted (their scores are history): only a new, unsaved one can be taken out.
          disableRemove={(row) => !!(row as SkillRow).id}
          reOrderButtons={<MoveButtons />}
          addButton={<AddSkillButton />}
          sx={{
            '& .RaSimpleFormIterator-line': { alignItems: 'center' },
            // The iterator shows a row's buttons on hover only; they must stay reachable by keyboard and touch.
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <TextInput
            source="skillName"
            label="skills.name"
            validate={required()}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: MAX_SKILL_NAME_LENGTH } }}
            sx={{ minWidth: 200 }}
          />
          <TextInput
            source="category"
            label="skills.category"
            validate={required()}
            helperText={false}
            slotProps={{ htmlInput: { maxLength: MAX_SKILL_NAME_LENGTH } }}
            sx={{ minWidth: 160 }}
          />
          <BooleanInput source="isActive" label="skills.active" defaultValue={true} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      {refusal && (
        <Alert severity="error" sx={{ my: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <SaveButton label="skills.save" />
      </Box>
    </Form>
  );
};

/** Adds an empty, active row at the end of the list. */
const AddSkillButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add()}>
      {translate('skills.add')}
    </Button>
  );
};

/** Up and down buttons of one row, named after the skill they move ('Move Passing up'), usable by keyboard. */
const MoveButtons = () => {
  const translate = useTranslate();
  const { index, total, reOrder } = useSimpleFormIteratorItem();
  return (
    <FormDataConsumer>
      {({ scopedFormData }) => {
        const name = (scopedFormData as SkillRow | undefined)?.skillName?.trim() || translate('skills.newSkill');
        return (
          <Box component="span" sx={{ display: 'inline-flex' }}>
            <IconButton
              size="small"
              aria-label={translate('skills.moveUp', { name })}
              disabled={index <= 0}
              onClick={() => reOrder(index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('skills.moveDown', { name })}
              disabled={total == null || index >= total - 1}
              onClick={() => reOrder(index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      }}
    </FormDataConsumer>
  );
};
