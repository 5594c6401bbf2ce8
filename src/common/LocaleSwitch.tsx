import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../providers/i18nProvider';

/** English / Nederlands. The i18nProvider keeps the choice in localStorage. */
export const LocaleSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];

  return (
    <>
      <Button
        color={color}
        startIcon={<LanguageIcon />}
        aria-label={translate('locale.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'locale-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.name}
      </Button>
      <Menu id="locale-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((entry) => (
          <MenuItem
            key={entry.locale}
            lang={entry.locale}
            selected={entry.locale === current.locale}
            onClick={() => {
              setAnchor(null);
              setLocale(entry.locale);
            }}
          >
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
