import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';

/** Spec §5/§9: 8 to 15 characters; a special character or a digit. Informative only. */
export const passwordChecks = (password: string) => ({
  length: password.length >= 8 && password.length <= 15,
  special: /[^A-Za-z]/.test(password),
});

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
