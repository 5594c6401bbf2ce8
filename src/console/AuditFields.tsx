import { Box, Typography } from '@mui/material';
import { FunctionField, useTranslate, type FunctionFieldProps } from 'react-admin';

/**
 * The audit log in words (issue 37): who did it (a club member's name and address, an operator's
 * address), what (the action's key said in the operator's language), on whom (the subject's name, or
 * that the person was erased) and the details as "label: value" lines, ids named where the server
 * found the person or team (contract AuditRow).
 */
export interface AuditRecord {
  id: string;
  actorKind: 'operator' | 'person' | 'anonymous';
  actorEmail: string | null;
  actorName: string | null;
  actorErased: boolean;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetName: string | null;
  targetErased: boolean;
  details: string | null;
  detailNames: string | null;
}

type Translate = ReturnType<typeof useTranslate>;

/** The action's words; a key without text (none should be: test/web/consoleAudit.test.tsx) shows as written. */
export const actionText = (translate: Translate, action: string) => translate(`console.audit.actions.${action}`, { _: action });

const parsed = <T,>(text: string | null): T | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** One value of the details in words: yes/no, a named id, a list, a small object as "key: value". */
function valueText(translate: Translate, value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return translate(value ? 'console.audit.yes' : 'console.audit.no');
  if (typeof value === 'string') {
    if (names[value]) return names[value];
    if (value === 'erased') return translate('console.audit.erasedPerson');
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map((item) => valueText(translate, item, names)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${translate(`console.audit.details.${key}`, { _: key })}: ${valueText(translate, inner, names)}`)
      .join('; ');
  }
  return String(value);
}

/** The details as lines "label: value", in the operator's language. */
export function detailLines(translate: Translate, record: Pick<AuditRecord, 'details' | 'detailNames'>): string[] {
  const details = parsed<unknown>(record.details);
  if (details === null) return record.details ? [record.details] : [];
  const names = parsed<Record<string, string>>(record.detailNames) ?? {};
  if (typeof details !== 'object' || Array.isArray(details)) return [valueText(translate, details, names)];
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${translate(`console.audit.details.${key}`, { _: key })}: ${valueText(translate, value, names)}`);
}

const TwoLines = ({ first, second }: { first: string; second?: string | null }) => (
  <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
    <Typography component="span" variant="body2">{first}</Typography>
    {second ? <Typography component="span" variant="caption" color="text.secondary">{second}</Typography> : null}
  </Box>
);

type FieldProps = Omit<FunctionFieldProps<AuditRecord>, 'render'>;

/** Who: a club member's name over their address (or "erased person"), an operator's or a sign-in's address. */
export const AuditWhoField = (props: FieldProps) => {
  const translate = useTranslate();
  return (
    <FunctionField<AuditRecord>
      {...props}
      render={(record) => {
        if (record.actorKind === 'person') {
          const name = record.actorErased ? translate('console.audit.erasedPerson') : record.actorName;
          // An erased member's entries keep a pseudonymous address (erased-…@erased.invalid): the words say it.
          return <TwoLines first={name ?? record.actorEmail ?? '–'} second={name && !record.actorErased ? record.actorEmail : null} />;
        }
        return <TwoLines first={record.actorEmail ?? '–'} second={translate(`console.values.${record.actorKind}`)} />;
      }}
    />
  );
};

/** What: the action in words. */
export const AuditWhatField = (props: FieldProps) => {
  const translate = useTranslate();
  return <FunctionField<AuditRecord> {...props} render={(record) => actionText(translate, record.action)} />;
};

/** On whom: the subject's name (or "erased person") over what it is (person, team, import, …). */
export const AuditOnField = (props: FieldProps) => {
  const translate = useTranslate();
  return (
    <FunctionField<AuditRecord>
      {...props}
      render={(record) => {
        if (!record.targetKind) return '–';
        const name = record.targetErased ? translate('console.audit.erasedPerson') : (record.targetName ?? record.targetId ?? '–');
        return <TwoLines first={name} second={translate(`console.audit.targets.${record.targetKind}`, { _: record.targetKind })} />;
      }}
    />
  );
};

/** The details, one "label: value" line each. */
export const AuditDetailsField = (props: FieldProps) => {
  const translate = useTranslate();
  return (
    <FunctionField<AuditRecord>
      {...props}
      render={(record) => {
        const lines = detailLines(translate, record);
        if (lines.length === 0) return '–';
        return (
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            {lines.map((line, index) => <Typography key={index} component="span" variant="body2">{line}</Typography>)}
          </Box>
        );
      }}
    />
  );
};
