import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';

/**
 * Spec §5/§9: 8 to 15 characters; a special character or a digit. Informative only. Characters are
 * counted as a person sees them (an emoji is one), and a letter with an accent (é, ü) is a letter,
 * not a special character.
 */
export const passwordChecks = (password: string) => {
  const length = [...password].length;
  return {
    length: length >= 8 && length <= 15,
    special: /[^\p{L}]/u.test(password),
  };
};

/** The live checklist under the new password: each rule turns green as soon as it is met. */
export const PasswordChecklist = ({ password }: { password: string }) => {
  const translate = useTranslate();
  const checks = passwordChecks(password);
  const items = [
    { key: 'length', met: checks.length, label: translate('password.checklist.length') },
    { key: 'special', met: checks.special, label: translate('password.checklist.special') },
  ];
  return (
    <List dense disablePadding aria-label={translate('account.change.checklist')}>
      {items.map((item) => (
        <ListItem key={item.key} disableGutters data-met={item.met} aria-label={`${item.label}: ${translate(item.met ? 'account.change.met' : 'account.change.notMet')}`}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {item.met ? <CheckCircle fontSize="small" color="success" /> : <RadioButtonUnchecked fontSize="small" color="disabled" />}
          </ListItemIcon>
          <ListItemText primary={item.label} slotProps={{ primary: { color: item.met ? 'success.main' : 'text.secondary' } }} />
        </ListItem>
      ))}
    </List>
  );
};
